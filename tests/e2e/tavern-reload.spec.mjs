// A tavern game survives a reload (issue 16): the host saved it after every action, the page remembers
// what was in play, and after the reload the same game opens at the same point and goes on.
import assert from 'node:assert/strict';
import { decide, openTavernLobby, setTavernSeats, startTavern, waitForTavern } from './tavern-play.mjs';

export const timeout = 240_000;

export async function run({ page, baseUrl, log }) {
  await openTavernLobby(page, baseUrl);
  await setTavernSeats(page, [
    { name: 'Tess', kind: 'human', char: 'tamsin' },
    { name: 'Brenna', kind: 'bot', level: 'normal', char: 'grusk' },
  ]);
  await startTavern(page, 5);
  for (let n = 0; n < 6; n++) {
    assert.equal(await waitForTavern(page), 'prompt');
    const version = await page.getByTestId('tavern-dock').getAttribute('data-version');
    await decide(page);
    await page.waitForFunction((v) => document.querySelector('[data-testid="tavern-dock"]')?.getAttribute('data-version') !== v, version, { timeout: 30_000 });
  }
  assert.equal(await waitForTavern(page), 'prompt');
  const before = { status: await page.getByTestId('tavern-status').innerText(), prompt: await page.getByTestId('tavern-prompt').innerText(), version: Number(await page.getByTestId('tavern-dock').getAttribute('data-version')), hand: await page.getByTestId('tavern-card').allInnerTexts() };
  await page.reload();
  await page.getByTestId('tavern-screen').waitFor({ timeout: 20_000 });
  assert.equal(await waitForTavern(page), 'prompt');
  const after = { status: await page.getByTestId('tavern-status').innerText(), prompt: await page.getByTestId('tavern-prompt').innerText(), version: Number(await page.getByTestId('tavern-dock').getAttribute('data-version')), hand: await page.getByTestId('tavern-card').allInnerTexts() };
  assert.deepEqual(after, before, 'the same game at the same point after the reload');
  // It goes on.
  await decide(page);
  await page.waitForFunction((v) => Number(document.querySelector('[data-testid="tavern-dock"]')?.getAttribute('data-version')) > v, before.version, { timeout: 30_000 });
  // And it is listed with the saved games (Lobby leaves it; the list shows it to resume).
  await page.getByTestId('tavern-leave').click();
  await page.getByTestId('saved-taverns').waitFor();
  assert.ok((await page.getByTestId('tavern-save').count()) >= 1, 'the game is listed');
  await page.getByTestId('mode-night').click();
  await page.getByTestId('saved-taverns').waitFor();
  log(`resumed at version ${after.version}: ${after.status}`);
}
