// Threes at the default pace (issue 13: the first Keep froze the table while the dice re-laid out).
import { playAtDefaultPace } from './gameplay.mjs';

export const timeout = 300_000;

export async function run({ page, baseUrl, screenshot, log }) {
  const r = await playAtDefaultPace(page, baseUrl, 'threes');
  await screenshot('result');
  log(`${r.decisions} decisions in ${r.seconds.toFixed(1)} s: ${await page.getByTestId('results-headline').innerText()}`);
}
