// Undo and achievements (issue 26.3, 26.4), at the default settings (animation speed and bot delay as a new
// player has them): a human and a bot at Rogues and Warriors; the player decides until the host offers Undo
// (a bet the bot answered without showing a card), takes it back with the button, and finds the same decision
// asked again; then the statistics screen shows the achievements panel. Short: one game at most.
import assert from 'node:assert/strict';
import { waitForSettled } from './harness.mjs';
import { decideSimply, openLobby, setSeats, shotsAtSizes, startGame, waitForPlayer } from './gameplay.mjs';

export const timeout = 150_000;

export async function run({ page, baseUrl, screenshot, log }) {
  await openLobby(page, baseUrl);
  await setSeats(page, [
    { name: 'Tess', kind: 'human' },
    { name: 'Brenna', kind: 'bot', level: 'easy' },
  ]);
  await startGame(page, 'rogues-and-warriors', { seed: 12 });
  let offered = false;
  for (let n = 0; n < 60 && !offered; n++) {
    const need = await waitForPlayer(page);
    if (need === 'results') break;
    if (await page.getByTestId('undo').isVisible()) {
      offered = true;
      break;
    }
    await decideSimply(page);
  }
  assert.ok(offered, 'the host offered Undo after one of the player\'s decisions');
  const before = await page.getByTestId('table-step').textContent().catch(() => '');
  await shotsAtSizes(page, screenshot, 'undo-offer');
  await page.getByTestId('undo').click();
  await waitForSettled(page);
  assert.equal(await waitForPlayer(page), 'turn', 'after Undo the player is asked again');
  log(`undone at "${before}"`);
  await page.getByTestId('undo').waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
  await screenshot('after-undo');

  await page.getByTestId('leave-table').click();
  const confirm = page.getByTestId('leave-confirm-yes');
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  await page.getByTestId('mode-stats').waitFor({ timeout: 20_000 });
  await page.getByTestId('mode-stats').click();
  await page.getByTestId('achievements-panel').waitFor({ timeout: 20_000 });
  // Below the players' statistics: scrolled to, as a player scrolls.
  await page.getByTestId('achievements-panel').scrollIntoViewIfNeeded();
  const count = await page.getByTestId('achievement').count();
  assert.ok(count >= 25, `at least 25 achievements are listed (${count})`);
  await shotsAtSizes(page, screenshot, 'achievements-panel');
}
