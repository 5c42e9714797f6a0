// jack-of-all-trades at the default pace (issue 13: froze while its dice re-laid out).
import { playAtDefaultPace } from './gameplay.mjs';

export const timeout = 300_000;

export async function run({ page, baseUrl, screenshot, log }) {
  const r = await playAtDefaultPace(page, baseUrl, 'jack-of-all-trades');
  await screenshot('result');
  log(`${r.decisions} decisions in ${r.seconds.toFixed(1)} s: ${await page.getByTestId('results-headline').innerText()}`);
}
