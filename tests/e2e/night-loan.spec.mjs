// The Dragon Hordes loan during a game of a night: a player who runs out of money while Dragon Hordes is
// played may borrow at once from the night bar over the table (loans are otherwise taken between games).
// Running out of money takes long in real play, so the spec moves the player's coins to the other seat in
// the saved night (money stays conserved, the save stays consistent), reloads and resumes it.
import assert from 'node:assert/strict';
import { openLobby, setPace } from './gameplay.mjs';
import { waitForSettled } from './harness.mjs';

export const timeout = 120_000;

/** Moves every coin of seat `from` to seat `to` at the table of a saved night (the browser build's IndexedDB). */
async function moveCoins(page, id, from, to) {
  await page.evaluate(
    async ({ id, from, to }) => {
      const db = await new Promise((ok, fail) => {
        const req = indexedDB.open('rogues-and-warriors', 1);
        req.onsuccess = () => ok(req.result);
        req.onerror = () => fail(req.error);
      });
      const key = `sessions/${id}.json`;
      const text = await new Promise((ok) => {
        const req = db.transaction('files').objectStore('files').get(key);
        req.onsuccess = () => ok(req.result);
      });
      const env = JSON.parse(text);
      const stacks = env.session.table.stacks;
      stacks[to] += stacks[from];
      stacks[from] = 0;
      await new Promise((ok, fail) => {
        const tx = db.transaction('files', 'readwrite');
        tx.objectStore('files').put(JSON.stringify(env), key);
        tx.oncomplete = ok;
        tx.onerror = () => fail(tx.error);
      });
      db.close();
    },
    { id, from, to },
  );
}

export async function run({ page, baseUrl, screenshot, log }) {
  await openLobby(page, baseUrl);
  await setPace(page, { botDelayMs: 0, speed: 0 });
  await page.getByTestId('mode-night').click();
  while ((await page.locator('[data-testid^="night-seat-name-"]').count()) > 2) {
    const n = await page.locator('[data-testid^="night-seat-name-"]').count();
    await page.getByTestId(`night-seat-remove-${n - 1}`).click();
  }
  await page.getByTestId('night-seat-name-0').fill('Ann');
  await page.getByTestId('night-seat-kind-0').selectOption('human');
  await page.getByTestId('night-seat-name-1').fill('Aldo');
  await page.getByTestId('night-seat-kind-1').selectOption('bot');
  await page.getByTestId('night-games').fill('2');

  // A seed whose first Starting Player is Ann.
  let id = null;
  for (let seed = 1; seed < 30 && !id; seed++) {
    await page.getByTestId('night-seed').fill(String(seed));
    await page.getByTestId('night-start').click();
    await page.getByTestId('night-screen').waitFor();
    await page.locator('[data-testid="night-chooser"], [data-testid="night-bar"]').first().waitFor({ timeout: 20_000 });
    await waitForSettled(page);
    if (await page.getByTestId('night-chooser').isVisible()) id = await page.getByTestId('night-screen').getAttribute('data-night');
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
