// The Dragon Hordes loan during a game of a night: a player who runs out of money while Dragon Hordes is
// played may borrow at once from the night bar over the table (loans are otherwise taken between games).
// Running out of money takes long in real play, so the spec moves the player's coins to the other seat in
// the saved night (money stays conserved, the save stays consistent), reloads and resumes it.
import assert from 'node:assert/strict';
import { openLobby, setPace } from './gameplay.mjs';
import { readSavedNight, startNightWithSeed, twoSeatNight, writeSavedNight } from './night-helpers.mjs';

export const timeout = 120_000;

/** Moves every coin of seat `from` to seat `to` at the table of a saved night. */
async function moveCoins(page, id, from, to) {
  const env = await readSavedNight(page, id);
  const stacks = env.session.table.stacks;
  stacks[to] += stacks[from];
  stacks[from] = 0;
  await writeSavedNight(page, id, env);
}

export async function run({ page, baseUrl, screenshot, log }) {
  await openLobby(page, baseUrl);
  await setPace(page, { botDelayMs: 0, speed: 0 });
  await twoSeatNight(page, 2);

  // A seed whose first Starting Player is Ann.
  let id = null;
  for (let seed = 1; seed < 30 && !id; seed++) {
    if ((await startNightWithSeed(page, seed)) === 'ann') id = await page.getByTestId('night-screen').getAttribute('data-night');
    else {
      await page.getByTestId('leave-table').click();
      await page.getByTestId('leave-confirm-yes').click();
      await page.getByTestId('night-lobby').waitFor();
    }
  }
  assert.ok(id, 'a seed where Ann chooses first');
  await page.getByTestId('choose-game-dragon-hordes').click();
  assert.ok(await page.getByTestId('choose-stakes-shares').isDisabled(), 'Dragon Hordes refuses Shares');
  await page.waitForFunction(() => !document.querySelector('[data-testid="choose-start"]')?.disabled);
  await page.getByTestId('choose-start').click();
  await page.getByTestId('night-bar').waitFor();
  await page.getByTestId('table-status').waitFor();
  assert.equal(await page.getByTestId('night-borrow').count(), 0, 'no loan while Ann has money');

  // Ann runs out of money: her coins go to Aldo's stack (nothing else changes; every coin is still counted).
  await moveCoins(page, id, 0, 1);
  // A reload reopens the night that was in play (issue 13.8).
  await page.reload();
  const borrow = page.getByTestId('night-borrow');
  await borrow.waitFor({ timeout: 20_000 });
  assert.equal(await page.getByTestId('night-money-0').getAttribute('data-money'), '0');
  assert.match(await page.getByTestId('night-loan-offer').innerText(), /run out of money/);
  await screenshot('out-of-money');
  await borrow.click();
  await page.waitForFunction(() => document.querySelector('[data-testid="night-money-0"]')?.getAttribute('data-money') === '50');
  assert.match(await page.getByTestId('night-money-0').innerText(), /Debt×1/);
  assert.match(await page.getByTestId('night-money-1').innerText(), /Loan×1/);
  assert.equal(await borrow.count(), 0, 'one loan, then no more until the money runs out again');
  assert.equal(await page.getByTestId('night-loan-offer').count(), 0);
  log(`night bar after the loan: ${(await page.getByTestId('night-bar').innerText()).replace(/\s+/g, ' ')}`);
  await screenshot('after-loan');
}
