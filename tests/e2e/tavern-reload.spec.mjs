// A tavern game survives a reload (issue 16): the host saved it after every action, the page remembers
// what was in play, and after the reload the same game opens at the same point and goes on, with the same log
// (issue 22.8: the log comes from the saved game's history, as this seat may see it).
import assert from 'node:assert/strict';
import { decide, openTavernLobby, setTavernSeats, shots, startTavern, waitForTavern } from './tavern-play.mjs';

export const timeout = 240_000;

export async function run({ page, baseUrl, screenshot, log }) {
  let jig = false;
  await openTavernLobby(page, baseUrl);
  await setTavernSeats(page, [
    { name: 'Tess', kind: 'human', char: 'tamsin' },
    { name: 'Brenna', kind: 'bot', level: 'normal', char: 'grusk' },
  ]);
  await startTavern(page, 5);
  for (let n = 0; n < 6; n++) {
    assert.equal(await waitForTavern(page), 'prompt');
    // Issue 22 (5): Tamsin's Jig Die roll with what each band does, at the three sizes, when this game reaches one.
    if (/Jig Die roll/.test(await page.getByTestId('tavern-prompt').innerText()) && !jig) {
      jig = true;
      await page.mouse.move(2, 2);
      await shots(page, screenshot, 'jig-die');
    }
    const version = await page.getByTestId('tavern-dock').getAttribute('data-version');
    await decide(page);
    await page.waitForFunction((v) => document.querySelector('[data-testid="tavern-dock"]')?.getAttribute('data-version') !== v, version, { timeout: 30_000 });
  }
  assert.equal(await waitForTavern(page), 'prompt');
  const logText = async () => {
    if (!(await page.getByTestId('tavern-log').isVisible())) await page.getByTestId('tavern-log-toggle').click();
    return page.getByTestId('tavern-log').innerText();
  };
  const before = { status: await page.getByTestId('tavern-status').innerText(), prompt: await page.getByTestId('tavern-prompt').innerText(), version: Number(await page.getByTestId('tavern-dock').getAttribute('data-version')), hand: await page.getByTestId('tavern-card').allInnerTexts(), log: await logText() };
  assert.ok(before.log.split('\n').length > 10, `the log has the game so far (${before.log.length} characters)`);
  await page.reload();
  await page.getByTestId('tavern-screen').waitFor({ timeout: 20_000 });
  assert.equal(await waitForTavern(page), 'prompt');
  const after = { status: await page.getByTestId('tavern-status').innerText(), prompt: await page.getByTestId('tavern-prompt').innerText(), version: Number(await page.getByTestId('tavern-dock').getAttribute('data-version')), hand: await page.getByTestId('tavern-card').allInnerTexts(), log: await logText() };
  assert.deepEqual(after, before, 'the same game at the same point after the reload, with the same log');
  // It goes on.
  await decide(page);
  await page.waitForFunction((v) => Number(document.querySelector('[data-testid="tavern-dock"]')?.getAttribute('data-version')) > v, before.version, { timeout: 30_000 });
  // And it is listed with the saved games (Lobby leaves it; the list shows it to resume).
  await page.getByTestId('tavern-leave').click();
  await page.getByTestId('saved-taverns').waitFor();
  assert.ok((await page.getByTestId('tavern-save').count()) >= 1, 'the game is listed');
  await page.getByTestId('mode-night').click();
  await page.getByTestId('saved-taverns').waitFor();
  log(`Jig Die pictured: ${jig}`);
  log(`resumed at version ${after.version}: ${after.status}; the log (${after.log.split('\n').length} lines) is the same`);
}
