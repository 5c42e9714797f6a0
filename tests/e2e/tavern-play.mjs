// Shared steps of the tavern specs (issue 16): open the tavern lobby, set the seats, start, and play a human's
// decisions by clicking what the dock offers (only legal answers are offered: the screen computes no rule).
import assert from 'node:assert/strict';
import { SIZES } from './gameplay.mjs';

export async function openTavernLobby(page, baseUrl) {
  await page.addInitScript(() => {
    localStorage.setItem('rw.guide.done', '1');
    localStorage.setItem('rw.tavern-guide.done', '1');
  });
  await page.goto(baseUrl);
  await page.getByTestId('mode-tavern').click({ timeout: 20_000 });
  await page.getByTestId('tavern-lobby').waitFor();
}

/** The table both one-human specs play: Tess (Grusk) and three Normal bots. */
export const HUMAN_AND_THREE_BOTS = [
  { name: 'Tess', kind: 'human', char: 'grusk' },
  { name: 'Brenna', kind: 'bot', level: 'normal' },
  { name: 'Corwin', kind: 'bot', level: 'normal' },
  { name: 'Dagny', kind: 'bot', level: 'normal' },
];

/** seats: [{ name, kind, level?, char? }] */
export async function setTavernSeats(page, seats) {
  while ((await page.locator('[data-testid^="tseat-name-"]').count()) > seats.length) {
    const n = await page.locator('[data-testid^="tseat-name-"]').count();
    await page.getByTestId(`tseat-remove-${n - 1}`).click();
  }
  while ((await page.locator('[data-testid^="tseat-name-"]').count()) < seats.length) await page.getByTestId('tseat-add').click();
  for (const [i, s] of seats.entries()) {
    await page.getByTestId(`tseat-name-${i}`).fill(s.name);
    await page.getByTestId(`tseat-kind-${i}`).selectOption(s.kind);
    if (s.kind === 'bot') await page.getByTestId(`tseat-level-${i}`).selectOption(s.level ?? 'normal');
    await page.getByTestId(`tseat-char-${i}`).selectOption(s.char ?? 'random');
  }
}

export async function startTavern(page, seed) {
  if (seed !== undefined) await page.getByTestId('tavern-seed').fill(String(seed));
  await page.getByTestId('tavern-start').click();
  await page.getByTestId('tavern-screen').waitFor({ timeout: 60_000 });
}

/** Waits until a human is asked ('prompt'), a hand-over is asked ('pass') or the game is won ('winner'). */
export async function waitForTavern(page, timeout = 60_000) {
  const prompt = page.getByTestId('tavern-prompt');
  const pass = page.getByTestId('pass-screen');
  const winner = page.getByTestId('tavern-winner');
  const error = page.getByTestId('tavern-error');
  await prompt.or(pass).or(winner).or(error).first().waitFor({ timeout });
  if (await error.isVisible()) throw new Error(`the tavern screen says: ${await error.innerText()}`);
  if (await winner.isVisible()) return 'winner';
  if (await pass.isVisible()) return 'pass';
  return 'prompt';
}

/**
 * One decision by clicking: draw up in Discard and Draw, play the first raised card's first option as the
 * Action (or in a Round turn), order for the first player offered, pick the first choice; pass any window.
 * Returns what was done.
 */
export async function decide(page) {
  const prompt = await page.getByTestId('tavern-prompt').innerText();
  // A team game's Tonics are offered in every window: a player keeps them rather than spend one at each question.
  const actions = page.locator('[data-testid="tavern-action"]:not([data-kind="tonic"])');
  const pass = page.getByTestId('tavern-pass');
  const raised = page.locator('[data-testid="tavern-card"]:not([disabled])');
  if (/Discard and Draw/.test(prompt)) {
    const draw = page.locator('[data-testid="tavern-action"][data-kind="draw"]');
    if (await draw.count()) {
      await draw.click();
      return 'draw';
    }
  }
  if (/Your Action|Round turn|Card pass/.test(prompt) && (await raised.count())) {
    // As the Action, a plain hit ends a game sooner than starting Rounds of Gambling.
    const types = await raised.locator('.type').allInnerTexts();
    const hit = types.findIndex((t) => /^ACTION$/i.test(t.trim()));
    await raised.nth(/Your Action/.test(prompt) && hit >= 0 ? hit : 0).click();
    await page.getByTestId('tavern-option').first().click();
    return 'play';
  }
  if (await actions.count()) {
    await actions.first().click();
    return 'action';
  }
  // Appendix B: the hosted game's own decisions (the gambling table's buttons) and a special declined.
  const hostedActs = page.locator('[data-testid="hosted-actions"] button[data-action]:not([disabled])');
  if (await hostedActs.count()) {
    await hostedActs.first().click();
    return 'hosted';
  }
  for (const id of ['hosted-none', 'hosted-keep']) {
    if (await page.getByTestId(id).count()) {
      await page.getByTestId(id).click();
      return 'special';
    }
  }
  if (await pass.count()) {
    await pass.click();
    return 'pass';
  }
  if (await raised.count()) {
    await raised.first().click();
    await page.getByTestId('tavern-option').first().click();
    return 'play';
  }
  assert.fail(`nothing to click for: ${prompt}`);
}

/**
 * Plays the one human's decisions by clicking what the dock offers (issue 16): the loop every one-human tavern
 * spec shares. Waits for a prompt, lets the spec look (`onPrompt`, before the decision), decides (`move`, else
 * `decide`), waits until the decision has left the dock, lets the spec look again (`afterMove`). Once the human
 * is out the bots play on with nothing to click: a wait that sees the game move on keeps waiting, a table that
 * stands still fails. Ends at the winner, or before a decision once `stopWhen(decisions)` says so.
 * Returns { won, decisions, done } (done counts what each decision was: 'draw', 'play', 'pass', …).
 */
export async function playTavern(page, { onPrompt, move, afterMove, stopWhen, most = 600 } = {}) {
  const dock = page.getByTestId('tavern-dock');
  const done = {};
  let decisions = 0;
  for (;;) {
    const seen = await dock.getAttribute('data-version');
    let state;
    try {
      state = await waitOrSkip(page, 90_000);
    } catch (e) {
      if ((await dock.getAttribute('data-version')) !== seen) continue;
      throw e;
    }
    if (state === 'winner') return { won: true, decisions, done };
    if (stopWhen?.(decisions)) return { won: false, decisions, done };
    assert.equal(state, 'prompt', 'one human: never a pass screen');
    const prompt = await page.getByTestId('tavern-prompt').innerText();
    await onPrompt?.(decisions, prompt);
    const version = await dock.getAttribute('data-version');
    const what = (await move?.(decisions, prompt)) ?? (await decide(page));
    done[what] = (done[what] ?? 0) + 1;
    decisions++;
    await page.waitForFunction((v) => document.querySelector('[data-testid="tavern-dock"]')?.getAttribute('data-version') !== v, version, { timeout: 30_000 });
    await afterMove?.(decisions);
    assert.ok(decisions < most, `the game ends within ${most} decisions`);
  }
}

/** Whether the seat at the screen is out of the night (the scene's read-out; false before the first view). */
async function viewerOut(page) {
  return page.evaluate(() => {
    const d = globalThis.__rwTavern?.describe();
    const me = d?.seats?.[d.viewer];
    return !!me && !me.alive;
  });
}

/**
 * Waits as waitForTavern does; once the seat at the screen is out of the night, the player presses Skip while the
 * bots finish, as on the gambling table (the settings stay the defaults; the bots' pauses are only not waited for).
 */
async function waitOrSkip(page, timeout) {
  const skip = page.getByTestId('tavern-skip');
  const asked = page.getByTestId('tavern-prompt').or(page.getByTestId('pass-screen')).or(page.getByTestId('tavern-winner')).or(page.getByTestId('tavern-error'));
  const until = Date.now() + timeout;
  while (!(await asked.first().isVisible())) {
    if (Date.now() > until) throw new Error(`nothing was asked within ${timeout / 1000} s`);
    if (await viewerOut(page)) await skip.click({ timeout: 2_000 }).catch(() => undefined);
    await page.waitForTimeout(250);
  }
  // Not a short wait here: under load one look of Playwright's can take over a second (CI failed on a prompt in
  // plain view with 1 s), and if what was seen is gone, the rest of the time is the same wait as before.
  return waitForTavern(page, Math.max(10_000, until - Date.now()));
}

/** Waits for the dock to leave the decision just made (the next decision, or the host's turn). */
export async function settle(page, before) {
  await page.waitForFunction((b) => {
    const p = document.querySelector('[data-testid="tavern-prompt"]');
    return !p || p.textContent !== b || !document.querySelector('[data-testid="tavern-pass"], [data-testid="tavern-action"], [data-testid="tavern-card"]:not([disabled])');
  }, before, { timeout: 15_000 }).catch(() => undefined);
}

/** Photographs the screen at the three sizes every screen is looked at, then returns to 1280×800. */
export async function shots(page, screenshot, label, each) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(350);
    await screenshot(`${label}-${size.width}`);
    await each?.(size);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(150);
}

/** Whether the first card a player may play lies wholly inside the hand's visible box (a long hand scrolls). */
export async function raisedVisible(page) {
  return page.evaluate(() => {
    const hand = document.querySelector('[data-testid="tavern-hand"]');
    const card = hand?.querySelector('[data-testid="tavern-card"]:not([disabled])');
    if (!hand || !card) return true;
    const h = hand.getBoundingClientRect();
    const c = card.getBoundingClientRect();
    return c.left >= h.left - 1 && c.right <= h.right + 1;
  });
}

/**
 * The smallest text on the tavern screen (issue 22.17): every visible element's own words by their computed font
 * size, and every word on the Pixi stage by the scene's own sizes (font size times every scale, the zoom
 * included). Returns the smallest with where it was.
 */
export async function smallestText(page) {
  return page.evaluate(() => {
    let min = { px: Infinity, text: '', where: '' };
    for (const el of document.querySelectorAll('[data-testid="tavern-screen"] *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      if (!own) continue;
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || cs.visibility === 'hidden' || cs.display === 'none') continue;
      if (el.closest('[aria-hidden="true"]:not(.zoom)')) continue;
      const px = parseFloat(cs.fontSize);
      if (px < min.px) min = { px, text: el.textContent.trim().slice(0, 40), where: 'page' };
    }
    for (const t of globalThis.__rwTavern?.textSizes() ?? []) if (t.px < min.px) min = { px: t.px, text: t.text.slice(0, 40), where: 'table' };
    return min;
  });
}
