// Issue 26.1: a controller alone. navigator.getGamepads is stubbed with one standard pad whose buttons the
// test holds down and lets go, a frame or more each, as a thumb does; the page's input layer reads it on
// every frame. From a fresh lobby at the default settings (pace, animations, four seats): Start reached
// with the D-pad and pressed with A, a whole game of Rogues and Warriors decided with A alone, the rules
// opened and closed with B, every screen walked at 1280×800 for text under 12 px (lobby, its modes,
// settings, rules, the table, the results, the hotseat pass screen, a night's chooser, results and standings,
// an Appendix B Round's chooser, hosted table and special), the focus photographed at 1280×800 and 1024×640.
// Short at each: two hand-overs and a decision at a hotseat table, a one-game night of two seats, a tavern
// game's first turn that starts an Appendix B Round (a seed found for it) and a few of the Round's decisions.
import assert from 'node:assert/strict';
import { openLobby, setSeats, waitForPlayer } from './gameplay.mjs';
import { waitForNeed, waitForSettled } from './harness.mjs';
import { twoSeatNight } from './night-helpers.mjs';
import { settle, waitForTavern } from './tavern-play.mjs';

// 5 min was the bound before the Appendix B Round (302 s with it, alone beside a full vitest run on a loaded machine).
export const timeout = 480_000;

const BUTTONS = { a: 0, b: 1, lb: 4, rb: 5, start: 9, up: 12, down: 13, left: 14, right: 15 };

async function stubPad(page) {
  await page.addInitScript(() => {
    const pad = { index: 0, id: 'Test pad (standard)', connected: true, mapping: 'standard', timestamp: 0, axes: [0, 0, 0, 0], buttons: Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 })) };
    globalThis.__pad = pad;
    navigator.getGamepads = () => [pad, null, null, null];
  });
}

const frames = (page, n) => page.evaluate((k) => new Promise((r) => { const f = () => (k-- <= 0 ? r() : requestAnimationFrame(f)); requestAnimationFrame(f); }), n);

async function press(page, name) {
  const i = BUTTONS[name];
  await page.evaluate((b) => Object.assign(globalThis.__pad.buttons[b], { pressed: true, value: 1 }), i);
  await frames(page, 2);
  await page.evaluate((b) => Object.assign(globalThis.__pad.buttons[b], { pressed: false, value: 0 }), i);
  await frames(page, 2);
}

const focused = (page) => page.evaluate(() => {
  const a = document.activeElement;
  return a && a !== document.body ? { id: a.getAttribute('data-testid'), text: a.textContent?.trim().slice(0, 40) ?? '' } : null;
});

/**
 * For each way of the D-pad, the control the focus would go to (the pad layer's rule: ui/gamepad.svelte.ts's
 * controls and ui/spatial.ts's nearest in that direction), with its distance to the target and whether it is it.
 */
function predict(page, sel) {
  return page.evaluate((q) => {
    const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';
    const MODAL = '[role="dialog"]:not([aria-modal="false"]), [role="alertdialog"]';
    const visible = (el) => {
      if (el.disabled || el.closest('[inert], [aria-hidden="true"]')) return false;
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2 || r.bottom < 0 || r.right < 0 || r.top > innerHeight || r.left > innerWidth) return false;
      const st = getComputedStyle(el);
      return st.visibility !== 'hidden' && st.display !== 'none' && Number(st.opacity) > 0.05;
    };
    const modals = [...document.querySelectorAll(MODAL)].filter((m) => m.getClientRects().length > 0);
    const root = modals[modals.length - 1] ?? document;
    const list = [...root.querySelectorAll(FOCUSABLE)].filter(visible);
    const at = document.activeElement;
    const t = document.querySelector(q);
    if (!at || !list.includes(at) || !t) return {};
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left, y: r.top, w: r.width, h: r.height };
    };
    const from = box(at);
    const tb = box(t);
    const out = {};
    for (const dir of ['up', 'down', 'left', 'right']) {
      const fx = from.x + from.w / 2;
      const fy = from.y + from.h / 2;
      let best = null;
      let bestScore = Infinity;
      for (const el of list) {
        if (el === at) continue;
        const c = box(el);
        const cx = c.x + c.w / 2;
        const cy = c.y + c.h / 2;
        let along;
        let across;
        if (dir === 'down') {
          along = cy - fy;
          across = Math.abs(cx - fx);
          if (c.y < from.y + from.h - 2 && along <= 0) continue;
        } else if (dir === 'up') {
          along = fy - cy;
          across = Math.abs(cx - fx);
          if (c.y + c.h > from.y + 2 && along <= 0) continue;
        } else if (dir === 'right') {
          along = cx - fx;
          across = Math.abs(cy - fy);
          if (c.x < from.x + from.w - 2 && along <= 0) continue;
        } else {
          along = fx - cx;
          across = Math.abs(cy - fy);
          if (c.x + c.w > from.x + 2 && along <= 0) continue;
        }
        if (along <= 0) continue;
        const inLine = dir === 'up' || dir === 'down' ? c.x < from.x + from.w && from.x < c.x + c.w : c.y < from.y + from.h && from.y < c.y + c.h;
        const score = along + (inLine ? across * 0.1 : across * 2 + 40);
        if (score < bestScore) {
          bestScore = score;
          best = el;
        }
      }
      if (!best) continue;
      const b = box(best);
      const dist = Math.hypot(b.x + b.w / 2 - (tb.x + tb.w / 2), b.y + b.h / 2 - (tb.y + tb.h / 2));
      out[dir] = { key: JSON.stringify({ id: best.getAttribute('data-testid'), text: best.textContent?.trim().slice(0, 40) ?? '' }), dist, target: best === t };
    }
    return out;
  }, sel);
}

/** Moves the focus to `testid` (or a CSS selector) with the D-pad only, steering by where it is on the screen. */
async function steerTo(page, testid, max = 40, across = false) {
  const sel = /^[a-z0-9-]+$/.test(testid) ? `[data-testid="${testid}"]` : testid;
  const seen = [];
  for (let i = 0; i < max; i++) {
    const d = await page.evaluate((q) => {
      const t = document.querySelector(q);
      if (!t) return { missing: true };
      const a = document.activeElement;
      if (a === t) return { done: true };
      const tr = t.getBoundingClientRect();
      const ar = a && a !== document.body ? a.getBoundingClientRect() : { left: 0, top: 0, width: 0, height: 0 };
      return { dx: tr.left + tr.width / 2 - (ar.left + ar.width / 2), dy: tr.top + tr.height / 2 - (ar.top + ar.height / 2), none: !a || a === document.body };
    }, sel);
    if (d.missing) throw new Error(`${testid} is not on the screen`);
    if (d.done) return i;
    if (d.none) {
      await press(page, 'down');
      continue;
    }
    const before = await focused(page);
    // Where each way would take the focus (the pad layer's own rule, ui/spatial.ts, worked out here): straight
    // to the target when one way does; after a dozen moves that went round in circles, the way whose control is
    // nearest the target and not visited yet.
    const ways = await predict(page, sel);
    const hit = Object.entries(ways).find(([, w]) => w?.target);
    const fresh = Object.entries(ways).filter(([, w]) => w && !seen.includes(w.key)).sort((a, b) => a[1].dist - b[1].dist);
    if (hit || (i >= 12 && fresh.length)) {
      seen.push(JSON.stringify(before));
      await press(page, hit ? hit[0] : fresh[0][0]);
      continue;
    }
    // Up or down to the target's row first, then along it, as a player steers; the other ways in turn when
    // one goes nowhere new.
    const v = d.dy > 0 ? 'down' : 'up';
    const h = d.dx > 0 ? 'right' : 'left';
    const flip = { up: 'down', down: 'up', left: 'right', right: 'left' };
    // `across`: along the row first (a button to the lower right of a column of options is reached so).
    const order = (across ? Math.abs(d.dx) <= 8 : Math.abs(d.dy) > 8) ? [v, h, flip[h]] : [h, v, flip[v]];
    seen.push(JSON.stringify(before));
    for (const dir of order) {
      await press(page, dir);
      const now = JSON.stringify(await focused(page));
      if (!seen.includes(now)) break;
    }
  }
  throw new Error(`the D-pad did not reach ${testid} in ${max} moves (focus on ${JSON.stringify(await focused(page))})`);
}

/** One decision at a table by the pad: RB panel by panel to the dock's controls, then A on the focused choice. */
async function decideByPad(page) {
  const inDock = () => page.evaluate(() => !!document.activeElement?.closest('[data-testid="dock"]'));
  for (let k = 0; k < 6 && !(await inDock()); k++) await press(page, 'rb');
  assert.ok(await inDock(), 'RB reaches the decision');
  const on = await focused(page);
  await press(page, 'a');
  // A question asked back (fold for nothing): A answers with its focused, safe choice.
  if (await page.getByTestId('confirm-fold').isVisible().catch(() => false)) await press(page, 'a');
  return on;
}

/** Back to the lobby from a table by the pad: B to the leave button, A, and A on the question's Yes. */
async function leaveTableByPad(page) {
  await steerTo(page, 'leave-table');
  await press(page, 'a');
  if (await page.getByTestId('leave-confirm-yes').isVisible().catch(() => false)) {
    await steerTo(page, 'leave-confirm-yes');
    await press(page, 'a');
  }
  await page.getByTestId('mode-table').waitFor({ timeout: 20_000 });
}

/** Closes the first-game guide with B when it is up (B closes the dialog on top); nothing when it is not. */
async function closeGuideByPad(page, where) {
  const guide = page.getByTestId('guide');
  if (!(await guide.isVisible())) return false;
  await press(page, 'b');
  await guide.waitFor({ state: 'detached', timeout: 5_000 }).catch(() => {
    throw new Error(`${where}: B did not close the first-game guide`);
  });
  return true;
}

/** Text under 12 px anywhere visible on the page (the canvas's own text is the scene's, measured elsewhere). */
export async function smallText(page) {
  return page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      if (!(el instanceof HTMLElement) || el.closest('.sr-only, [aria-hidden="true"] .sr-only')) continue;
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      if (!own) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2 || r.bottom < 0 || r.top > innerHeight) continue;
      const s = getComputedStyle(el);
      if (s.visibility === 'hidden' || Number(s.opacity) === 0) continue;
      // Zoomed controls (1.25 at a big window) read larger than their font-size says.
      const px = parseFloat(s.fontSize) * (Number(s.zoom) || 1);
      if (px < 11.95) out.push(`${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''} "${el.textContent.trim().slice(0, 30)}" ${px}px`);
    }
    return out;
  });
}

/**
 * The seed of the pad's tavern game (Appendix B on, the lobby's default four seats: Player 1 and three Normal
 * bots, characters drawn from the seed). Found by a search over the engine (scripts/tavern-shots-seed.ts pad-round): Player 1
 * has the first turn and a Round-starting card in the opening hand, so drawing up and playing that card as the
 * Action starts an Appendix B Round on turn 1 with everyone in it; in Threes the Round then asks for hosted
 * decisions, a card pass and a special. The bots decide from the seed and the version, so it is the same game
 * every time the pad decides the same way.
 */
export const PAD_ROUND_SEED = 56;

/**
 * A tavern game by the pad up to the end of its first Appendix B Round: Appendix B ticked with A, the seed typed
 * (a pad player would use the Deck's on-screen keyboard), Start; Discard and Draw, the Round-starting card as
 * the Action, Threes in the chooser, then each of the Round's decisions — the hosted game's buttons, a card
 * pass, the special (a die picked, then Reroll or a face) — reached with the D-pad and pressed with A, until the
 * Round ends and the hosted table closes. Every screen of the Round is walked for text under 12 px.
 */
export async function tavernRoundByPad(page, { walk, screenshot, log }) {
  await steerTo(page, 'mode-tavern');
  await press(page, 'a');
  await page.getByTestId('tavern-lobby').waitFor();
  await walk('tavern lobby');
  const appendixB = page.getByTestId('tavern-appendix-b');
  if (!(await appendixB.isChecked())) {
    await steerTo(page, 'tavern-appendix-b');
    await press(page, 'a');
  }
  assert.ok(await appendixB.isChecked(), 'A ticks the Appendix B switch');
  await page.getByTestId('tavern-seed').fill(String(PAD_ROUND_SEED));
  await steerTo(page, 'tavern-start');
  await press(page, 'a');
  await page.getByTestId('tavern-screen').waitFor({ timeout: 30_000 });
  // The first tavern game on this computer opens its guide (the screen decides as it mounts, with the seats
  // known: it is there now or not at all). A player with a pad closes it with B, as the pad's own layer
  // closes any dialog; the spec does so whenever it shows, and checks that B did close it.
  const guided = await closeGuideByPad(page, 'guide on opening');
  log(`the tavern's first-game guide ${guided ? 'was up and B closed it' : 'was not up'}`);
  const did = [];
  const round = { chose: false, hosted: 0, passes: 0, special: 0, seen: false, over: false };
  const dockVersion = () => page.getByTestId('tavern-dock').getAttribute('data-version').catch(() => null);
  const steerPress = async (target) => {
    await steerTo(page, target);
    await press(page, 'a');
  };
  const t0 = Date.now();
  const at = () => `${((Date.now() - t0) / 1000).toFixed(0)} s`;
  // A few of the Round's decisions are enough (its end is the tavern-appendix-b spec's): the chooser, a hosted
  // decision, the card pass and the special (seed 56 asks them in that order), so the spec adds little time.
  const enough = () => round.special >= 1 && round.hosted >= 1;
  for (let n = 0; n < 40 && !round.over && !enough(); n++) {
    const state = await waitForTavern(page, 90_000);
    if (state === 'winner') break;
    if (state === 'pass') {
      await press(page, 'a');
      continue;
    }
    await closeGuideByPad(page, 'guide');
    const inRound = (await page.getByTestId('tavern-hosted-round').count()) > 0;
    if (round.seen && !inRound) {
      round.over = true;
      break;
    }
    round.seen ||= inRound;
    if (n === 0) await walk('tavern');
    const prompt = await page.getByTestId('tavern-prompt').innerText();
    const version = await dockVersion();
    const raised = '[data-testid="tavern-card"]:not([disabled])';
    const hostedButton = '[data-testid="hosted-actions"] button[data-action]:not([disabled])';
    if (await page.getByTestId('tavern-chooser').count()) {
      await walk('round chooser');
      await steerTo(page, '[data-testid="tavern-choose-game"][data-game="threes"]');
      await screenshot('focus-round-chooser-1280');
      await press(page, 'a');
      round.chose = true;
      did.push(`chose Threes (${at()})`);
    } else if (await page.getByTestId('hosted-special').count()) {
      await walk('round special');
      // A die of the player's, then Reroll it (a Gambling special) or set it to the first face offered.
      await steerPress('[data-testid="hosted-die"]');
      await page.getByTestId('hosted-die-actions').waitFor({ timeout: 5_000 });
      await steerTo(page, (await page.getByTestId('hosted-reroll').count()) ? 'hosted-reroll' : '[data-testid="hosted-set"]');
      await screenshot('focus-round-special-1280');
      const which = await focused(page);
      await press(page, 'a');
      round.special++;
      did.push(`special: ${which?.id} (${at()})`);
    } else if (await page.getByTestId('hosted-swap').count()) {
      await steerPress('hosted-keep');
      did.push('kept');
    } else if (await page.locator(hostedButton).count()) {
      if (round.hosted === 0) {
        await walk('round table');
        await steerTo(page, hostedButton);
        await screenshot('focus-round-table-1280');
        await page.setViewportSize({ width: 1024, height: 640 });
        await frames(page, 3);
        await screenshot('focus-round-table-1024');
        await page.setViewportSize({ width: 1280, height: 800 });
        await frames(page, 3);
      }
      await steerPress(hostedButton);
      round.hosted++;
      did.push(`hosted (${at()})`);
    } else if (/Discard and Draw/.test(prompt) && (await page.locator('[data-testid="tavern-action"][data-kind="draw"]').count())) {
      await steerPress('[data-testid="tavern-action"][data-kind="draw"]');
      did.push('draw');
    } else if (/Your Action|Round turn|Card pass/.test(prompt) && (await page.locator(raised).count())) {
      // The Action: the card that starts a Round of Gambling (its type reads Action and Gambling); a card pass:
      // the first card the Round lets the player play.
      const types = await page.locator(raised).locator('.type').allInnerTexts();
      const k = /Your Action/.test(prompt) ? Math.max(0, types.findIndex((t) => /action/i.test(t) && /gambling/i.test(t))) : 0;
      await steerPress(await page.locator(raised).nth(k).evaluate((el) => `[data-testid="tavern-card"][data-card="${el.getAttribute('data-card')}"]`));
      await page.getByTestId('tavern-option').first().waitFor();
      if (!inRound) await screenshot('focus-tavern-1280');
      await steerTo(page, '[data-testid="tavern-option"]').catch(async (e) => {
        // Diagnostics for a steering that went round in circles: where the focus, the option and the controls are.
        const where = await page.evaluate(() => {
          const r = (el) => (el ? (({ left, top, width, height }) => [left, top, width, height].map(Math.round))(el.getBoundingClientRect()) : null);
          const opts = [...document.querySelectorAll('[data-testid="tavern-option"]')].map((o) => ({ r: r(o), text: o.textContent.trim().slice(0, 30) }));
          const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].map((d) => `${d.getAttribute('data-testid')}:${d.getAttribute('aria-modal')}:${d.getClientRects().length}`);
          return { focus: r(document.activeElement), opts, dialogs };
        });
        throw new Error(`${e.message}; ${JSON.stringify(where)}`);
      });
      await press(page, 'a');
      if (inRound) round.passes++;
      did.push(`${inRound ? 'card pass' : 'action'} (${at()})`);
    } else if (await page.getByTestId('tavern-action').count()) {
      await steerPress('tavern-action');
      did.push('choice');
    } else {
      // A window to answer: B goes to Pass, a second B presses it.
      await press(page, 'b');
      await press(page, 'b');
      did.push('pass');
    }
    await page.waitForFunction((v) => document.querySelector('[data-testid="tavern-dock"]')?.getAttribute('data-version') !== v, version, { timeout: 30_000 }).catch(() => undefined);
  }
  log(`tavern by the pad (seed ${PAD_ROUND_SEED}): ${did.join(', ')}`);
  assert.ok(round.chose, 'the pad started an Appendix B Round and chose its game');
  assert.ok(round.hosted >= 1, `the pad made the hosted game's decisions (${round.hosted})`);
  assert.ok(round.special >= 1, 'the pad took a special');
  log(`Appendix B Round by the pad: ${round.hosted} hosted decisions, ${round.passes} card passes, ${round.special} specials`);
}

export async function run({ page, screenshot, baseUrl, log }) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await stubPad(page);
  await openLobby(page, baseUrl);
  const small = [];
  const walk = async (where) => {
    await waitForSettled(page).catch(() => {});
    for (const x of await smallText(page)) small.push(`${where}: ${x}`);
  };
  await walk('lobby');

  // The first press shows the pad's hints and puts the focus on the screen.
  await press(page, 'down');
  await page.getByTestId('input-hints').waitFor();
  assert.equal(await page.getByTestId('input-hints').getAttribute('data-device'), 'gamepad');
  // The lobby's modes with LB/RB-free steering: Statistics, the night, the tavern, and back.
  for (const mode of ['mode-stats', 'mode-night', 'mode-tavern', 'mode-table']) {
    await steerTo(page, mode);
    await press(page, 'a');
    await walk(mode);
  }
  // Settings and the rules opened with A and closed with B.
  await steerTo(page, 'open-settings');
  await press(page, 'a');
  await page.getByTestId('settings').waitFor();
  await walk('settings');
  await press(page, 'b');
  await page.getByTestId('settings').waitFor({ state: 'detached' });
  await steerTo(page, 'open-rules');
  await press(page, 'a');
  await page.getByTestId('rules').waitFor();
  await walk('rules');
  await press(page, 'b');
  await page.getByTestId('rules').waitFor({ state: 'detached' });

  // Start the table (four seats, Rogues and Warriors: the lobby's defaults) with the D-pad and A.
  const moves = await steerTo(page, 'start-game');
  await screenshot('focus-lobby-1280');
  await page.setViewportSize({ width: 1024, height: 640 });
  await frames(page, 3);
  await screenshot('focus-lobby-1024');
  await page.setViewportSize({ width: 1280, height: 800 });
  log(`Start reached in ${moves} D-pad moves`);
  await press(page, 'a');
  await page.getByTestId('table-screen').waitFor();

  // A whole game by A alone (the decision's first choice is focused; A on nothing focuses it first).
  let decisions = 0;
  for (let n = 0; n < 60; n++) {
    const who = await waitForPlayer(page, 90_000);
    if (who === 'results') break;
    if (decisions === 0) {
      await walk('table');
      await screenshot('focus-table-1280');
      await page.setViewportSize({ width: 1024, height: 640 });
      await frames(page, 3);
      await screenshot('focus-table-1024');
      await page.setViewportSize({ width: 1280, height: 800 });
      await frames(page, 3);
    }
    const on = await decideByPad(page);
    decisions++;
    if (n === 0) log(`first decision pressed: ${JSON.stringify(on)}`);
  }
  await page.getByTestId('results').waitFor();
  await walk('results');
  assert.ok(decisions >= 1, 'the player decided at least once');
  log(`a game of Rogues and Warriors in ${decisions} decisions by the pad: ${await page.getByTestId('results-headline').innerText()}`);
  // The results' Next game reached and pressed by the pad: the table goes on. When the pad's player (or all but
  // one seat) went broke there is no next game: the broke box's Rebuy (a new table, same players) goes on instead.
  const goOn = (await page.getByTestId('next-game').count()) > 0 ? 'next-game' : 'rebuy';
  if (goOn === 'rebuy') log('the table was finished (out of chips): Rebuy pressed by the pad');
  await steerTo(page, goOn);
  await screenshot('focus-results-1280');
  await press(page, 'a');
  await page.getByTestId('results').waitFor({ state: 'detached', timeout: 30_000 });

  // A tavern turn by the pad: back to the lobby (B, then the leave question's A), the tavern with its
  // default seats, and the human's decisions until their Action is played, each reached with the D-pad.
  await press(page, 'b');
  await leaveTableByPad(page);
  await page.getByTestId('mode-table').waitFor({ timeout: 20_000 });

  // The hotseat pass screen by the pad (the seats set as the lobby's form is filled; the screens by the pad
  // alone): Ann and Bea at one screen; A on the pass screen's button (focused as it opens) hands the table
  // over, a decision by RB and A, and the next hand-over the same way.
  await setSeats(page, [
    { name: 'Ann', kind: 'human' },
    { name: 'Bea', kind: 'human' },
  ]);
  await steerTo(page, 'start-game');
  await press(page, 'a');
  await page.getByTestId('table-screen').waitFor({ timeout: 20_000 });
  let handed = 0;
  let hotseatDecisions = 0;
  for (let k = 0; k < 12 && (handed < 2 || hotseatDecisions < 1); k++) {
    const need = await waitForNeed(page, 90_000);
    if (need === 'pass') {
      if (handed === 0) {
        await walk('pass screen');
        await screenshot('focus-pass-1280');
      }
      await press(page, 'a');
      await page.getByTestId('pass-screen').waitFor({ state: 'detached', timeout: 20_000 });
      handed++;
    } else if (need === 'turn') {
      await decideByPad(page);
      hotseatDecisions++;
    } else break;
  }
  assert.ok(handed >= 2 && hotseatDecisions >= 1, `the pad handed the table over twice and decided between (${handed} hand-overs, ${hotseatDecisions} decisions)`);
  log(`hotseat by the pad: ${handed} hand-overs, ${hotseatDecisions} decisions`);
  if ((await waitForNeed(page, 90_000)) === 'pass') {
    await press(page, 'a');
    await page.getByTestId('pass-screen').waitFor({ state: 'detached', timeout: 20_000 });
  }
  await leaveTableByPad(page);

  // A one-game night by the pad: Ann and a bot; the chooser (a game, then Start), the game's decisions, its
  // results (on to the night) and the final standings, each reached with the D-pad and pressed with A.
  await twoSeatNight(page, 1);
  await page.getByTestId('night-seed').fill('3');
  await steerTo(page, 'night-start');
  await press(page, 'a');
  await page.getByTestId('night-screen').waitFor({ timeout: 20_000 });
  const night = [];
  for (let k = 0; k < 60; k++) {
    const need = await waitForNeed(page, 90_000);
    if (need === 'standings') break;
    if (need === 'choose') {
      await walk('night chooser');
      await steerTo(page, 'choose-game-rogues-and-warriors');
      await press(page, 'a');
      await page.waitForFunction(() => !document.querySelector('[data-testid="choose-start"]')?.disabled);
      // Across to the choice's column (its stakes), then down to its Play button, as a thumb goes.
      await steerTo(page, 'choose-stakes-betting');
      await steerTo(page, 'choose-start', 40, true);
      await screenshot('focus-night-chooser-1280');
      await press(page, 'a');
      night.push('chose');
    } else if (need === 'turn') {
      await decideByPad(page);
      night.push('decided');
    } else if (need === 'results') {
      await walk('night results');
      await steerTo(page, 'next-game');
      await press(page, 'a');
      night.push('results');
    } else if (need === 'replay') {
      await steerTo(page, 'night-replay-start');
      await press(page, 'a');
      night.push('replay');
    } else if (need === 'loan') {
      await press(page, 'b');
      night.push('loan');
    } else throw new Error(`the night asks for "${need}"`);
  }
  await page.locator('[data-testid="standings"][data-final="yes"]').waitFor({ timeout: 30_000 });
  await walk('night standings');
  await screenshot('focus-night-standings-1280');
  log(`night by the pad: ${night.join(', ')}; final standings shown`);
  assert.ok(night.includes('results'), "the night's game was played to its results by the pad");
  await steerTo(page, 'standings-lobby');
  await press(page, 'a');
  await page.getByTestId('mode-tavern').waitFor({ timeout: 20_000 });

  await tavernRoundByPad(page, { walk, screenshot, log });

  // The tavern screen's hand cards (type 10 px, text 10.5 px) belong to the tavern's own work in progress
  // (src/renderer/src/tavern, another branch): printed here, held to 12 px once that lands.
  const tavern = small.filter((x) => x.startsWith('tavern:'));
  const rest = small.filter((x) => !x.startsWith('tavern:'));
  log(`text under 12 px: ${rest.length ? rest.slice(0, 12).join('; ') : 'none'}; on the tavern table (not asserted yet): ${tavern.length} elements, e.g. ${tavern.slice(0, 3).join('; ') || 'none'}`);
  assert.deepEqual(rest, [], 'no text under 12 px at 1280×800');
}
