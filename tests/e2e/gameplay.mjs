// Helpers for the gameplay specs (rogues-and-warriors, hotseat, tables): drive the lobby and the table
// through their data-testids, the way a player clicks. The table's Pixi scene exposes `__rwTable`
// (describe(), cardPoint()) so a spec can check what is drawn and click a card on the canvas.
import assert from 'node:assert/strict';
import { waitForNeed, waitForSettled, waitForStableLayout } from './harness.mjs';

/**
 * Opens the lobby. `guide: false` (the default) marks the first-game guide as seen, so specs about
 * something else are not stopped by it; the guide's own spec passes `guide: true`.
 */
export async function openLobby(page, baseUrl, { guide = false } = {}) {
  if (!guide) await page.addInitScript(() => localStorage.setItem('rw.guide.done', '1'));
  await page.goto(baseUrl);
  await page.getByTestId('start-game').waitFor({ state: 'visible', timeout: 20_000 });
  // The game list is built into the page (the host's catalogue, made at build time: issue 28.13).
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
  // The lobby is usable before the host's worker has started (issue 28.13): a Start clicked at once waits for
  // it here, where the lobby used to wait for it before drawing the games (a loaded machine took over 20 s).
  await page.getByTestId('table-screen').waitFor({ timeout: 60_000 });
}

/**
 * Waits until something needs a person, on a settled table (`data-settled`: no bot, action, animation or
 * request in flight): the on-screen seat's decision ('turn'), the hotseat pass screen ('pass'), or the
 * results panel ('results').
 */
export async function waitForPlayer(page, timeout = 60_000) {
  const need = await waitForNeed(page, timeout);
  assert.ok(['turn', 'pass', 'results'].includes(need), `a table asks for a turn, a hand-over or the results, not "${need}"`);
  return need;
}

export const describeTable = (page) => page.evaluate(() => globalThis.__rwTable?.describe() ?? null);

/**
 * How the scene under `hook` (`__rwTable`, `__rwTavern`) draws: the renderer's name, the textures a batch
 * may hold and the animations' frame floor (ms). Headless Chromium draws with SwiftShader, a software
 * renderer, so the e2e tests check that table/software.ts's settings took hold (one texture, 30 a second):
 * they are what keeps a game's frames from filling a core on such a PC, and a Pixi upgrade could undo them.
 */
export async function scenePacing(page, hook = '__rwTable') {
  return page.evaluate((hook) => {
    const s = globalThis[hook];
    const gl = s.app.renderer.gl;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    return { renderer: gl.getParameter(info.UNMASKED_RENDERER_WEBGL), maxBatch: s.app.renderer.limits.maxBatchableTextures, floorMs: s.anim.minFrameMs };
  }, hook);
}

export function assertSoftwarePacing(p, log) {
  assert.match(p.renderer, /SwiftShader/i, 'the e2e Chromium draws in software');
  assert.equal(p.maxBatch, 1, 'a software renderer batches one texture at a time');
  assert.ok(Math.abs(p.floorMs - 1000 / 30) < 0.01, `a software renderer draws 30 frames a second (floor ${p.floorMs} ms)`);
  log(`software renderer (${p.renderer.slice(0, 60)}…): ${p.maxBatch} texture a batch, a frame at most every ${p.floorMs.toFixed(1)} ms`);
}

/**
 * The table as drawn, once it is: the dock can offer a decision a moment before the canvas's scene has
 * started (its renderer initialises asynchronously), which a loaded machine stretches (session 16: a night
 * page asked for a turn while `__rwTable` was still unset).
 */
export async function drawnTable(page, timeout = 20_000) {
  await page.waitForFunction(() => globalThis.__rwTable?.describe() != null, null, { timeout });
  return describeTable(page);
}

/**
 * Where `what` ('card' or 'cell') is on the canvas once the table has settled and the point has stayed put
 * for three frames (the table re-lays itself out when the dock under it changes height), as a person waits
 * for a card to settle before clicking it. Null when it is not on the table.
 */
async function settledPoint(page, what, args, timeout = 5_000) {
  await waitForSettled(page, timeout);
  await page.evaluate(() => {
    globalThis.__rwPoint = null;
    globalThis.__rwPointFrames = 0;
  });
  const handle = await page
    .waitForFunction(
      ([w, a]) => {
        const t = globalThis.__rwTable;
        const p = (t && (w === 'card' ? t.cardPoint(a[0]) : t.cellPoint(a[0], a[1]))) ?? null;
        const g = globalThis;
        const last = g.__rwPoint;
        g.__rwPoint = p;
        g.__rwPointFrames = p && last && Math.abs(p.x - last.x) < 0.5 && Math.abs(p.y - last.y) < 0.5 ? g.__rwPointFrames + 1 : 0;
        return g.__rwPointFrames >= 3 ? p : null;
      },
      [what, args],
      { timeout, polling: 'raf' },
    )
    .catch(() => null);
  return handle ? handle.jsonValue() : null;
}

async function clickCanvas(page, p) {
  const box = await page.getByTestId('table-canvas').boundingBox();
  await page.mouse.click(box.x + p.x, box.y + p.y);
}

/** Clicks a card on the Pixi canvas by its id. */
export async function clickCard(page, id) {
  const p = await settledPoint(page, 'card', [id]);
  assert.ok(p, `card ${id} is on the table`);
  await clickCanvas(page, p);
}

/** Clicks a highlighted empty district (row, column) of the viewer's city on the canvas. */
export async function clickCell(page, row, col) {
  const p = await settledPoint(page, 'cell', [row, col]);
  assert.ok(p, `district ${row},${col} is offered on the table`);
  await clickCanvas(page, p);
}

/** The legal actions offered as buttons (not betting), as { testid, action, text }. */
export async function offeredActions(page) {
  return page.locator('[data-action]').evaluateAll((els) =>
    els.map((el) => ({ testid: el.getAttribute('data-testid'), action: JSON.parse(el.getAttribute('data-action')), text: el.textContent.trim() })),
  );
}

/** A plain decision: check or call when betting, otherwise the first offered action. */
export async function decideSimply(page) {
  // Only on a settled table: a list of choices being replaced under the click would be a misclick.
  await waitForSettled(page);
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

/** The table every per-game spec plays: one human and three bots, as a new player would start. */
export const ONE_HUMAN_THREE_BOTS = [
  { name: 'Tess', kind: 'human' },
  { name: 'Brenna', kind: 'bot', level: 'normal' },
  { name: 'Corwin', kind: 'bot', level: 'normal' },
  { name: 'Dagny', kind: 'bot', level: 'normal' },
];

/** The window sizes every screen must work at (issue 13). */
export const SIZES = [
  { width: 1024, height: 640 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

/** Screenshots of the page at each size (`<label>-<width>`), ending back at `back` (1280×800); returns the paths. */
export async function shotsAtSizes(page, screenshot, label, back = { width: 1280, height: 800 }) {
  const paths = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // The stage follows the window on the next frames: photograph it once it has stopped changing.
    await waitForStableLayout(page);
    paths.push(await screenshot(`${label}-${size.width}`));
  }
  await page.setViewportSize(back);
  await waitForStableLayout(page);
  return paths;
}

/**
 * One game of `id` at the default animation speed and bot delay (the settings are never touched), one human
 * and three bots, played by clicking to the results panel. `decide(page, n)` makes the human's n-th decision
 * (deciding simply by default); `onTurn(page, n)` may look at the table first. At the human's decision
 * `shotAt` (or the last one before the results if the game is shorter) the table is photographed at every
 * size. Returns the decisions made and the seconds it took.
 */
export async function playAtDefaultPace(
  page,
  baseUrl,
  id,
  { seed = 7, decide = decideSimply, onTurn, seats = ONE_HUMAN_THREE_BOTS, max = 200, screenshot, shotAt = 1, viewport } = {},
) {
  if (viewport) await page.setViewportSize(viewport);
  await openLobby(page, baseUrl);
  await setSeats(page, seats);
  const started = Date.now();
  await startGame(page, id, { seed });
  let n = 0;
  let shot = false;
  // How long the player waits between their decisions (issue 28.10): from a decision to the next ask, and of
  // that how much the moves shown in between needed (their animations, the beat when the mover changes, the
  // time their words take to read: the page's pace trace, state/pace.ts) and the idle rest.
  const waits = [];
  let decided = null;
  let mark = 0;
  for (; n < max; n++) {
    // A table that froze (issue 13: a tween on a destroyed sprite) never asks again: fail within 60 s.
    const who = await waitForPlayer(page, 60_000);
    if (decided !== null) {
      const trace = await page.evaluate((from) => (globalThis.__rwPace ?? []).filter((e) => e.t >= from), mark);
      const moves = trace.filter((e) => !e.ask);
      // Timed in the page, from the player's action (its request sent) to the screen asking them again, so the
      // test's own polling under load is not counted; from the end of the decision's clicks if none was traced.
      const act = moves.find((m) => !m.host);
      const asked = trace.find((e) => e.ask);
      const wait = asked ? (asked.t - (act ? act.t - act.anim - act.request : mark)) / 1000 : (Date.now() - decided) / 1000;
      const sum = (k) => moves.reduce((a, m) => a + m[k], 0) / 1000;
      const shown = sum('need');
      waits.push({ wait, shown, idle: wait - shown, request: sum('request'), pause: sum('pause'), moves: moves.filter((m) => m.host).length });
    }
    if (who === 'results') break;
    assert.notEqual(who, 'pass', 'one human: never a pass screen');
    await checkBettingWords(page);
    if (onTurn) await onTurn(page, n);
    if (screenshot && !shot && n >= shotAt) {
      await shotsAtSizes(page, screenshot, 'table', viewport);
      shot = true;
    }
    mark = await page.evaluate(() => performance.now());
    await decide(page, n);
    decided = Date.now();
  }
  assert.ok(await page.getByTestId('results').isVisible(), `${id} reached its results`);
  if (screenshot) await screenshot('results');
  return { decisions: n, seconds: (Date.now() - started) / 1000, shot, waits };
}

/** The betting line and buttons keep their spaces (issue 13: "you have 97· 6 to call", "Call 2(all in)"). */
export async function checkBettingWords(page) {
  const controls = page.getByTestId('betting-controls');
  if (!(await controls.isVisible())) return;
  const text = (await controls.innerText()).replace(/\s+/g, ' ');
  assert.doesNotMatch(text, /\S·|·\S|\d\(/, `the betting controls read well: ${text}`);
}

/** The whole per-game spec: plays `id` (see playAtDefaultPace) and logs how it went. */
export function gameSpec(id, options = {}) {
  return async function run({ page, baseUrl, screenshot, log }) {
    const r = await playAtDefaultPace(page, baseUrl, id, { ...options, screenshot });
    log(`${r.decisions} decisions in ${r.seconds.toFixed(1)} s: ${await page.getByTestId('results-headline').innerText()}`);
    logWaits(r.waits, log);
    await options.after?.(page, log);
  };
}

/**
 * The waits between the player's decisions (issue 28.10), each as wait = shown + idle (seconds): shown is what the
 * moves in between needed on screen (animations as played, the beat for a new mover, reading time), idle the
 * rest (the host's answers, the bots' thinking, any pause beyond what was shown). Idle depends little on the
 * machine's load; the waits themselves do.
 */
export function logWaits(waits, log) {
  if (!waits.length) return;
  const f = (x) => x.toFixed(1);
  const by = (k) => [...waits].sort((a, b) => a[k] - b[k]);
  const med = (k) => by(k)[Math.floor(waits.length / 2)][k];
  const worst = by('idle').at(-1);
  log(`waits between the player's decisions, timed in the page (s, wait = shown + idle): ${waits.map((w) => `${f(w.wait)}=${f(w.shown)}+${f(w.idle)}`).join(', ')}`);
  log(
    `median wait ${f(med('wait'))} s, longest ${f(by('wait').at(-1).wait)} s; median idle ${f(med('idle'))} s, longest idle remainder ${f(worst.idle)} s ` +
      `(in a wait of ${f(worst.wait)} s over ${worst.moves} bot moves: ${f(worst.request)} s of host answers, ${f(worst.pause)} s of pauses) (${waits.length} waits, default pace)`,
  );
}
