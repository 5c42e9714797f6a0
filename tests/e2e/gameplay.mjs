// Helpers for the gameplay specs (rogues-and-warriors, hotseat, tables): drive the lobby and the table
// through their data-testids, the way a player clicks. The table's Pixi scene exposes `__rwTable`
// (describe(), cardPoint()) so a spec can check what is drawn and click a card on the canvas.
import assert from 'node:assert/strict';

/**
 * Opens the lobby. `guide: false` (the default) marks the first-game guide as seen, so specs about
 * something else are not stopped by it; the guide's own spec passes `guide: true`.
 */
export async function openLobby(page, baseUrl, { guide = false } = {}) {
  if (!guide) await page.addInitScript(() => localStorage.setItem('rw.guide.done', '1'));
  await page.goto(baseUrl);
  await page.getByTestId('start-game').waitFor({ state: 'visible', timeout: 20_000 });
  // The game list comes from the host in the worker.
  await page.locator('[data-testid^="game-"]').first().waitFor({ timeout: 20_000 });
}

/** seats: [{ name, kind: 'human' | 'bot', level? }] */
export async function setSeats(page, seats) {
  while ((await page.locator('[data-testid^="seat-name-"]').count()) > seats.length) {
    const n = await page.locator('[data-testid^="seat-name-"]').count();
    await page.getByTestId(`seat-remove-${n - 1}`).click();
  }
  while ((await page.locator('[data-testid^="seat-name-"]').count()) < seats.length) await page.getByTestId('seat-add').click();
  for (const [i, s] of seats.entries()) {
    await page.getByTestId(`seat-name-${i}`).fill(s.name);
    await page.getByTestId(`seat-kind-${i}`).selectOption(s.kind);
    if (s.kind === 'bot' && s.level) await page.getByTestId(`seat-level-${i}`).selectOption(s.level);
  }
}

/** Opens the settings panel and sets the bot delay (ms) and the animation speed ('0' is reduced motion). */
export async function setPace(page, { botDelayMs, speed }) {
  await page.getByTestId('open-settings').click();
  if (botDelayMs !== undefined) await page.getByTestId('setting-bot-delay').fill(String(botDelayMs));
  if (speed !== undefined) await page.getByTestId('setting-speed').selectOption(String(speed));
  await page.getByTestId('settings-close').click();
}

export async function startGame(page, gameId, { variants = [], seed } = {}) {
  await page.getByTestId(`game-${gameId}`).click();
  for (const v of variants) await page.getByTestId(`variant-${v}`).check();
  if (seed !== undefined) await page.getByTestId('seed').fill(String(seed));
  await page.getByTestId('start-game').click();
  await page.getByTestId('table-screen').waitFor({ timeout: 20_000 });
}

/**
 * Waits until something needs a person: the on-screen seat's decision ('turn'), the hotseat pass screen
 * ('pass'), or the results panel ('results').
 */
export async function waitForPlayer(page, timeout = 60_000) {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    if (await page.getByTestId('fatal').isVisible()) throw new Error(`the table failed: ${await page.getByTestId('fatal').innerText()}`);
    if (await page.getByTestId('pass-screen').isVisible()) return 'pass';
    if (await page.getByTestId('results').isVisible()) return 'results';
    if ((await page.getByTestId('table-status').getAttribute('data-my-turn')) === 'yes') return 'turn';
    await page.waitForTimeout(60);
  }
  throw new Error(`nobody was asked to decide within ${timeout} ms (status: ${await page.getByTestId('table-status').innerText()})`);
}

export const describeTable = (page) => page.evaluate(() => globalThis.__rwTable?.describe() ?? null);

/** Clicks a card on the Pixi canvas by its id. */
export async function clickCard(page, id) {
  const p = await page.evaluate((cardId) => globalThis.__rwTable?.cardPoint(cardId) ?? null, id);
  assert.ok(p, `card ${id} is on the table`);
  const box = await page.getByTestId('table-canvas').boundingBox();
  await page.mouse.click(box.x + p.x, box.y + p.y);
}

/** The legal actions offered as buttons (not betting), as { testid, action, text }. */
export async function offeredActions(page) {
  return page.locator('[data-action]').evaluateAll((els) =>
    els.map((el) => ({ testid: el.getAttribute('data-testid'), action: JSON.parse(el.getAttribute('data-action')), text: el.textContent.trim() })),
  );
}

/** A plain decision: check or call when betting, otherwise the first offered action. */
export async function decideSimply(page) {
  for (const id of ['act-check', 'act-call']) {
    if (await page.getByTestId(id).isVisible()) return page.getByTestId(id).click();
  }
  const visible = page.locator('[data-action]:visible').first();
  const pick = page.locator('[data-testid^="pick-card-"]').first();
  if (!(await visible.count()) && (await pick.count())) await pick.click();
  if (!(await visible.count())) {
    // A choice of a set of cards: the list is folded away until opened.
    const all = page.getByTestId('all-choices');
    if (await all.isVisible()) await all.locator('summary').click();
  }
  await visible.waitFor({ timeout: 5_000 });
  await visible.click();
}

/** Waits until the results panel shows, deciding simply whenever asked; returns the number of decisions. */
export async function playToResults(page, decide = decideSimply, max = 200) {
  for (let n = 0; n < max; n++) {
    const who = await waitForPlayer(page);
    if (who === 'results') return n;
    if (who === 'pass') await page.getByTestId('pass-confirm').click();
    else await decide(page, n);
  }
  throw new Error(`no result after ${max} decisions`);
}
