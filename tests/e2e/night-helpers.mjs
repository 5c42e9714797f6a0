// Helpers shared by the night specs (night-loan, results-explained): a two-seat night of Ann (a human) and
// Aldo (a bot), started by seed, and the saved night read and written in the browser build's IndexedDB (a
// spec moves chips or swaps hands there, then reloads, where real play would take long).
import { waitForSettled } from './harness.mjs';

/** On the night lobby: Ann (human) and Aldo (bot), `games` games. */
export async function twoSeatNight(page, games) {
  await page.getByTestId('mode-night').click();
  while ((await page.locator('[data-testid^="night-seat-name-"]').count()) > 2) {
    const n = await page.locator('[data-testid^="night-seat-name-"]').count();
    await page.getByTestId(`night-seat-remove-${n - 1}`).click();
  }
  await page.getByTestId('night-seat-name-0').fill('Ann');
  await page.getByTestId('night-seat-kind-0').selectOption('human');
  await page.getByTestId('night-seat-name-1').fill('Aldo');
  await page.getByTestId('night-seat-kind-1').selectOption('bot');
  await page.getByTestId('night-games').fill(String(games));
}

/** Starts the night with this seed; returns who chooses first: 'ann' (the chooser is on screen) or 'aldo'. */
export async function startNightWithSeed(page, seed) {
  await page.getByTestId('night-seed').fill(String(seed));
  await page.getByTestId('night-start').click();
  await page.getByTestId('night-screen').waitFor();
  await page.locator('[data-testid="night-chooser"], [data-testid="night-bar"]').first().waitFor({ timeout: 20_000 });
  await waitForSettled(page);
  return (await page.getByTestId('night-chooser').isVisible()) ? 'ann' : 'aldo';
}

/** The saved night `id` (its envelope, as stored), or null. */
export function readSavedNight(page, id) {
  return page.evaluate(async (id) => {
    const db = await new Promise((ok, fail) => {
      const req = indexedDB.open('rogues-and-warriors', 1);
      req.onsuccess = () => ok(req.result);
      req.onerror = () => fail(req.error);
    });
    const text = await new Promise((ok) => {
      const req = db.transaction('files').objectStore('files').get(`sessions/${id}.json`);
      req.onsuccess = () => ok(req.result);
    });
    db.close();
    return text ? JSON.parse(text) : null;
  }, id);
}

/** Writes the saved night `id` back (the page reloads to read it). */
export function writeSavedNight(page, id, env) {
  return page.evaluate(
    async ({ id, text }) => {
      const db = await new Promise((ok, fail) => {
        const req = indexedDB.open('rogues-and-warriors', 1);
        req.onsuccess = () => ok(req.result);
        req.onerror = () => fail(req.error);
      });
      await new Promise((ok, fail) => {
        const tx = db.transaction('files', 'readwrite');
        tx.objectStore('files').put(text, `sessions/${id}.json`);
        tx.oncomplete = ok;
        tx.onerror = () => fail(tx.error);
      });
      db.close();
    },
    { id, text: JSON.stringify(env) },
  );
}
