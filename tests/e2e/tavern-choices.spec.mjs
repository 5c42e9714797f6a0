// Issue 22's smaller screens, reached by seeded games at the default settings and photographed at 1024×640,
// 1280×800 and 1920×1080:
// 1. An Appendix B Round (seed 56, the lobby's default seats: Player 1 starts it on turn 1, as the gamepad spec
//    does): "How to play" opens the tavern's rules on Appendix B with the Round's game one tab away, and that
//    tab shows the game's own rules page with the Round's variants and Split Rule marked (22.11).
// 2. Tess (Okko) against Grusk and Vess, seed 49 (scripts/tavern-shots-seed.ts): her first Action is Tasting
//    Flight, offered once per pair of piles (22.14); a few questions on, a card in her hand could only undo her
//    own card: marked in the hand, and its option says "against your own card" and comes after every other
//    (22.13). On the way: two cards picked to discard show one button (22.18), each card is numbered by its place
//    (22.12), and a card picked by its number is played with Enter, the outlined option marked "Enter" (22.12).
// 3. Tess (Tamsin) against Grusk and Vess, seed 13 (scripts/tavern-shots-seed.ts jig-die): the Jig Die question on turn 1,
//    the die drawn with what each band does; her plate's personal rule on hover (22.4).
// 4. A two-human game's pass screen: Escape goes back to the lobby, the game listed to resume; resumed, two cards
//    are discarded with one button (22.18), and the pass screen's own button goes back to the lobby (22.15).
// Short by design: no game is played to its end.
import assert from 'node:assert/strict';
import { SIZES } from './gameplay.mjs';
import { decide, openTavernLobby, setTavernSeats, shots, startTavern, waitForTavern } from './tavern-play.mjs';

export const timeout = 600_000;

const raised = '[data-testid="tavern-card"]:not([disabled])';

/** The smallest font size among the visible words inside `sel`. */
async function smallest(page, sel) {
  return page.evaluate((sel) => {
    let min = { px: Infinity, text: '' };
    for (const el of document.querySelectorAll(`${sel} *`)) {
      if (![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height) continue;
      const px = parseFloat(getComputedStyle(el).fontSize);
      if (px < min.px) min = { px, text: el.textContent.trim().slice(0, 40) };
    }
    return min;
  }, sel);
}

/** Clicks a decision and waits until the dock has left it. */
async function click(page, locator) {
  const version = await page.getByTestId('tavern-dock').getAttribute('data-version');
  await locator.click();
  await page.waitForFunction((v) => document.querySelector('[data-testid="tavern-dock"]')?.getAttribute('data-version') !== v, version, { timeout: 30_000 });
}

/** Plays the picked card's first option (the card is clicked first, as a person does). */
async function playCard(page, card) {
  await card.click();
  await click(page, page.getByTestId('tavern-option').first());
}

/**
 * From the table back to the lobby, then Tess (`char`) against Normal bots Grusk and Vess at `seed`: the table the
 * seed searches (scripts/tavern-shots-seed.ts own-card, jig-die) play. `inLobby` sets anything else first.
 */
async function againstGruskAndVess(page, char, seed, inLobby) {
  await page.getByTestId('tavern-leave').click();
  await page.getByTestId('tavern-lobby').waitFor({ timeout: 20_000 });
  await setTavernSeats(page, [
    { name: 'Tess', kind: 'human', char },
    { name: 'Brenna', kind: 'bot', level: 'normal', char: 'grusk' },
    { name: 'Corwin', kind: 'bot', level: 'normal', char: 'vess' },
  ]);
  await inLobby?.();
  await startTavern(page, seed);
}

export async function run({ page, baseUrl, screenshot, log }) {
  const t0 = Date.now();
  const at = () => `${((Date.now() - t0) / 1000).toFixed(0)} s`;
  await openTavernLobby(page, baseUrl);

  // --- 1. The rules during an Appendix B Round (issue 22.11).
  await setTavernSeats(page, [
    { name: 'Player 1', kind: 'human', char: 'random' },
    { name: 'Brenna', kind: 'bot', level: 'normal', char: 'random' },
    { name: 'Corwin', kind: 'bot', level: 'normal', char: 'random' },
    { name: 'Dagny', kind: 'bot', level: 'normal', char: 'random' },
  ]);
  // Issue 22.19 on the way: no bot level for a human seat, one "Seed" (not "Seed Seed random").
  assert.equal(await page.getByTestId('tseat-level-0').count(), 0, 'a human seat has no level');
  assert.equal(await page.getByTestId('tseat-level-1').count(), 1, 'a bot seat has one');
  assert.doesNotMatch(await page.getByTestId('tavern-lobby').innerText(), /Seed\s+Seed/);
  await page.getByTestId('tavern-appendix-b').setChecked(true);
  await startTavern(page, 56);
  let rules = false;
  for (let n = 0; n < 30 && !rules; n++) {
    assert.equal(await waitForTavern(page), 'prompt');
    const prompt = await page.getByTestId('tavern-prompt').innerText();
    if (await page.getByTestId('tavern-chooser').count()) {
      await click(page, page.locator('[data-testid="tavern-choose-game"][data-game="threes"]'));
    } else if (await page.getByTestId('tavern-hosted-round').count()) {
      await page.getByTestId('tavern-rules').click();
      const panel = page.getByTestId('tavern-rules-panel');
      await panel.waitFor();
      // It opens on Appendix B, whose words come from the host, with the Round's game one click away.
      assert.match(await panel.locator('.body').innerText(), /card pass/);
      assert.match(await page.getByTestId('trules-hosted-tab').innerText(), /This Round: Threes/);
      await page.getByTestId('trules-hosted-tab').click();
      const page_ = page.getByTestId('trules-hosted');
      assert.match(await page_.innerText(), /Threes[\s\S]*Order of play[\s\S]*Scoring/);
      // What this Round is played with, marked on the page: its variants and its Split Rule with what a tie does.
      const marked = await page.getByTestId('rules-this-table').innerText();
      assert.match(marked, /^This Round: .+ · (Merchant's|King's|Commoner's) Rule: a tie /);
      const chosen = await page.locator('[data-testid="tavern-hosted"] .tag').allInnerTexts();
      const inPlay = await page.getByTestId('rules-variant-in-play').allInnerTexts();
      assert.equal(inPlay.length, chosen.filter((t) => !/Rule$|^game \d/.test(t)).length, `the Round's variants marked: ${JSON.stringify({ chosen, inPlay })}`);
      for (const v of inPlay) assert.match(v, /in play this Round/);
      log(`the Round's rules tab: "${marked}"`);
      await page.mouse.move(2, 2);
      await shots(page, screenshot, 'round-rules', async (size) => {
        const least = await smallest(page, '[data-testid="tavern-rules-panel"]');
        assert.ok(least.px >= 12, `nothing under 12 px at ${size.width}: ${JSON.stringify(least)}`);
      });
      // And back to Appendix B in one click.
      await page.getByTestId('trules-appendix-b').click();
      assert.match(await panel.locator('.body').innerText(), /Appendix B: a Round of Gambling/);
      await page.getByTestId('tavern-rules-close').click();
      rules = true;
    } else if (/Discard and Draw/.test(prompt) && (await page.locator('[data-testid="tavern-action"][data-kind="draw"]').count())) {
      await click(page, page.locator('[data-testid="tavern-action"][data-kind="draw"]'));
    } else if (/Your Action/.test(prompt) && (await page.locator(raised).count())) {
      // The card that starts a Round of Gambling (its type reads Action and Gambling).
      const types = await page.locator(raised).locator('.type').allInnerTexts();
      await playCard(page, page.locator(raised).nth(Math.max(0, types.findIndex((t) => /action/i.test(t) && /gambling/i.test(t)))));
    } else {
      await click(page, page.getByTestId('tavern-pass'));
    }
  }
  assert.ok(rules, 'the Round was reached and its rules read');
  log(`Appendix B Round's rules read and photographed (${at()})`);

  // --- 2. Tasting Flight (22.14) and a card against your own (22.13).
  await againstGruskAndVess(page, 'okko', 49, () => page.getByTestId('tavern-appendix-b').setChecked(false));
  let flight = false;
  let own = false;
  let picked = false;
  let swapShot = false;
  let connoisseur = false;
  let entered = false;
  for (let n = 0; n < 30 && !own; n++) {
    assert.equal(await waitForTavern(page), 'prompt');
    const prompt = await page.getByTestId('tavern-prompt').innerText();
    const cards = page.locator(raised);
    const titles = await cards.locator('.title').allInnerTexts();
    if (await page.getByTestId('tavern-own-card').count()) {
      // A card that could only undo Tess's own card: marked in the hand; its option says so and comes last.
      const card = page.locator(`${raised}:has([data-testid="tavern-own-card"])`).first();
      await card.click();
      const opts = await page.getByTestId('tavern-option').allInnerTexts();
      log(`against her own card (${at()}): "${prompt}" → ${JSON.stringify(opts)}`);
      assert.match(opts.at(-1), /against your own card$/);
      const first = opts.findIndex((o) => /against your own card/.test(o));
      assert.ok(opts.slice(first).every((o) => /against your own card/.test(o)), 'after every other option');
      await page.mouse.move(2, 2);
      await shots(page, screenshot, 'own-card', async (size) => {
        const least = await smallest(page, '[data-testid="tavern-dock"]');
        assert.ok(least.px >= 12, `nothing under 12 px at ${size.width}: ${JSON.stringify(least)}`);
      });
      // Issue 22.12: a raised card's number is its place in the hand, whatever is raised.
      const keys = await page.locator(raised).evaluateAll((els) => els.map((el) => [Number(el.getAttribute('data-index')) + 1, Number(el.querySelector('.key')?.textContent)]));
      for (const [place, key] of keys) assert.equal(key, place, `a card's number is its place in the hand: ${JSON.stringify(keys)}`);
      own = true;
    } else if (/Discard and Draw/.test(prompt) && (await page.locator('[data-testid="tavern-action"][data-kind="draw"]').count())) {
      if (!picked) {
        // Issue 22.18: several cards picked, one button discards them all; picked again, they are put back (the
        // seeded game goes on as searched: Tess keeps her hand).
        picked = true;
        await cards.nth(0).click();
        await cards.nth(1).click();
        assert.match(await page.getByTestId('tavern-discard-picked').innerText(), /Discard 2 and draw up/);
        await cards.nth(0).click();
        await cards.nth(1).click();
        assert.equal(await page.getByTestId('tavern-discard-picked').count(), 0);
      }
      await click(page, page.locator('[data-testid="tavern-action"][data-kind="draw"]'));
    } else if (/Your Action/.test(prompt) && titles.includes('Tasting Flight')) {
      await cards.nth(titles.indexOf('Tasting Flight')).click();
      const opts = await page.getByTestId('tavern-option').allInnerTexts();
      log(`Tasting Flight (${at()}): ${JSON.stringify(opts)}`);
      // One option a pair of piles: no pair offered in both orders.
      const pairs = opts.map((o) => o.replace(/^.*→ /, '').split(', ').sort().join(' & '));
      assert.equal(new Set(pairs).size, pairs.length, `each pair once: ${JSON.stringify(opts)}`);
      assert.ok(pairs.length >= 3, 'three seats: every pair of their piles');
      await page.mouse.move(2, 2);
      await shots(page, screenshot, 'tasting-flight', async (size) => {
        const least = await smallest(page, '[data-testid="tavern-dock"]');
        assert.ok(least.px >= 12, `nothing under 12 px at ${size.width}: ${JSON.stringify(least)}`);
      });
      await click(page, page.getByTestId('tavern-option').first());
      flight = true;
    } else if (await cards.count()) {
      const place = Number(await cards.first().getAttribute('data-index'));
      if (!entered && place < 9) {
        // Issue 22.12: the card's number picks it; its first option is outlined and marked "Enter", and Enter
        // plays it (the same answer a click on that option gives, so the seeded game goes on as searched).
        entered = true;
        const id = await cards.first().getAttribute('data-card');
        await page.keyboard.press(String(place + 1));
        const outlined = page.locator('[data-testid="tavern-option"].focus');
        await outlined.waitFor();
        assert.equal(await outlined.count(), 1, 'one option outlined');
        assert.equal(await page.getByTestId('tavern-option').first().evaluate((el) => el.classList.contains('focus')), true, 'the first option is outlined');
        assert.equal(await outlined.getByTestId('tavern-option-enter').innerText(), 'Enter');
        const version = await page.getByTestId('tavern-dock').getAttribute('data-version');
        await page.keyboard.press('Enter');
        await page.waitForFunction((v) => document.querySelector('[data-testid="tavern-dock"]')?.getAttribute('data-version') !== v, version, { timeout: 30_000 });
        // The hand follows the animation: the card leaves it once its play is shown.
        await page.waitForFunction((id) => !document.querySelector(`[data-testid="tavern-card"][data-card="${id}"]`), id, { timeout: 30_000 });
        log(`card ${place + 1} picked by its number and played with Enter (${at()}): "${prompt}"`);
      } else {
        await playCard(page, cards.first());
      }
    } else if (await page.locator('[data-testid="tavern-action"]:not([data-kind="tonic"])').count()) {
      // Tasting Flight's swap (the two tops face up beside the question), then Okko's Connoisseur (the Drink
      // he saw, issue 22.1), and any other choice: the first.
      const look = (await page.getByTestId('tavern-look').count()) > 0;
      if (flight && !swapShot && look && /swap|Swap/.test(await page.getByTestId('tavern-dock').innerText())) {
        swapShot = true;
        await page.mouse.move(2, 2);
        await shots(page, screenshot, 'tasting-flight-swap');
      } else if (!connoisseur && look && /Connoisseur/.test(prompt)) {
        connoisseur = true;
        assert.match(await page.getByTestId('tavern-look').innerText(), /Top of the Drink Deck/);
        await page.mouse.move(2, 2);
        await shots(page, screenshot, 'connoisseur');
      }
      await click(page, page.locator('[data-testid="tavern-action"]:not([data-kind="tonic"])').first());
    } else {
      await click(page, page.getByTestId('tavern-pass'));
    }
  }
  assert.ok(flight, 'Tasting Flight was offered');
  assert.ok(own, 'a card against her own card was offered');
  assert.ok(picked, 'several cards were picked to discard');
  assert.ok(entered, 'a card was played with Enter');
  log(`Connoisseur pictured: ${connoisseur}`);

  // --- 3. Tamsin's Jig Die (the screenshot list): Tess (Tamsin) against Grusk and Vess, seed 13
  // (scripts/tavern-shots-seed.ts jig-die): she draws up, plays the first card that rolls the Jig Die as her Action, and is
  // asked "Keep the roll / Pay 1 Gold: roll again" on turn 1, the die drawn beside the question with what low, mid
  // and high do for that card.
  await againstGruskAndVess(page, 'tamsin', 13);
  let jig = false;
  for (let n = 0; n < 20 && !jig; n++) {
    assert.equal(await waitForTavern(page), 'prompt');
    const prompt = await page.getByTestId('tavern-prompt').innerText();
    const cards = page.locator(raised);
    if (/Jig Die roll/.test(prompt)) {
      const value = Number(await page.getByTestId('tavern-look-die').locator('b').innerText());
      assert.ok(value >= 1 && value <= 6, `a die face: ${value}`);
      assert.equal((await page.getByTestId('tavern-look-die').innerText()).charAt(0), '⚀⚁⚂⚃⚄⚅'[value - 1], 'the face drawn is the roll');
      const look = await page.getByTestId('tavern-look').innerText();
      const band = value <= 2 ? 'low' : value <= 5 ? 'mid' : 'high';
      assert.match(look, new RegExp(`You rolled ${value} \\(${band}\\)`), `the roll's meaning: ${look}`);
      assert.match(look, /(1–2 \(low\)|3–5 \(mid\)|6 \(high\)): \S/, `what a band does for the card: ${look}`);
      const opts = await page.locator('[data-testid="tavern-action"]:not([data-kind="tonic"])').allInnerTexts();
      assert.ok(opts.some((o) => /Keep the roll/.test(o)) && opts.some((o) => /roll again/.test(o)), `keep or roll again: ${JSON.stringify(opts)}`);
      log(`Jig Die (${at()}): ${look.replace(/\s+/g, ' ')}`);
      await page.mouse.move(2, 2);
      await shots(page, screenshot, 'jig-die', async (size) => {
        const least = await smallest(page, '[data-testid="tavern-dock"]');
        assert.ok(least.px >= 12, `nothing under 12 px at ${size.width}: ${JSON.stringify(least)}`);
      });
      // Issue 22.4: the character named on a plate, its personal rule on hover (Tamsin's Jig Die), at each size.
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.waitForTimeout(350);
        const plate = await page.evaluate(() => globalThis.__rwTavern.describe().seats[0].plate);
        const box = await page.getByTestId('tavern-canvas').boundingBox();
        await page.mouse.move(box.x + plate.x + plate.w / 2, box.y + plate.y + 14);
        const zoom = page.getByTestId('tavern-table-zoom');
        await zoom.waitFor({ timeout: 5_000 });
        assert.match(await zoom.innerText(), /Tess plays Tamsin[\s\S]*Jig Die: a Roll card rolls a public die/);
        await screenshot(`character-rule-on-hover-${size.width}`);
        await page.mouse.move(2, 2);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      jig = true;
    } else if (/Discard and Draw/.test(prompt) && (await page.locator('[data-testid="tavern-action"][data-kind="draw"]').count())) {
      await click(page, page.locator('[data-testid="tavern-action"][data-kind="draw"]'));
    } else if (/Your Action/.test(prompt) && (await cards.count())) {
      const texts = await cards.locator('.text').allInnerTexts();
      await playCard(page, cards.nth(Math.max(0, texts.findIndex((t) => /Jig Die/.test(t)))));
    } else if (await page.locator('[data-testid="tavern-action"]:not([data-kind="tonic"])').count()) {
      await click(page, page.locator('[data-testid="tavern-action"]:not([data-kind="tonic"])').first());
    } else {
      await click(page, page.getByTestId('tavern-pass'));
    }
  }
  assert.ok(jig, 'the Jig Die question was asked and photographed');

  // --- 4. A two-human game (issue 22.15, 22.18). The pass screen goes back to the lobby with Escape, the game
  // listed to resume; resumed, the player on the seat picks two cards in Discard and Draw and discards both with
  // one button; at the next hand-over the pass screen's own button goes back to the lobby, the game still listed.
  await page.getByTestId('tavern-leave').click();
  await page.getByTestId('tavern-lobby').waitFor({ timeout: 20_000 });
  await page.getByTestId('tavern-save').first().waitFor({ timeout: 20_000 });
  const kept = await page.getByTestId('tavern-save').count();
  await setTavernSeats(page, [
    { name: 'Tess', kind: 'human', char: 'okko' },
    { name: 'Brenna', kind: 'human', char: 'grusk' },
  ]);
  await startTavern(page, 3);
  assert.equal(await waitForTavern(page), 'pass', 'two humans: the pass screen first');
  await page.keyboard.press('Escape');
  await page.getByTestId('tavern-lobby').waitFor({ timeout: 20_000 });
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="tavern-save"]').length > n, kept, { timeout: 20_000 });
  // The two-human game is the one row without a bot.
  const hotseat = () => page.getByTestId('tavern-save').filter({ hasNotText: '(bot)' });
  assert.equal(await hotseat().count(), 1, 'the two-human game is listed to resume');
  await hotseat().getByTestId('tavern-resume').click();
  await page.getByTestId('tavern-screen').waitFor({ timeout: 20_000 });
  let discarded = null;
  let left = false;
  for (let n = 0; n < 40 && !left; n++) {
    const state = await waitForTavern(page);
    if (state === 'pass') {
      if (discarded) {
        await page.getByTestId('pass-leave').click();
        left = true;
      } else {
        await page.getByTestId('pass-confirm').click();
        await page.getByTestId('pass-screen').waitFor({ state: 'detached', timeout: 20_000 });
      }
      continue;
    }
    assert.equal(state, 'prompt');
    const prompt = await page.getByTestId('tavern-prompt').innerText();
    const cards = page.locator(raised);
    if (!discarded && /Discard and Draw/.test(prompt) && (await cards.count()) >= 2) {
      // Issue 22.18: two cards picked, one click discards both and draws the hand up.
      discarded = [await cards.nth(0).getAttribute('data-card'), await cards.nth(1).getAttribute('data-card')];
      await cards.nth(0).click();
      await cards.nth(1).click();
      await page.getByTestId('tavern-discard-picked').click();
      await page.waitForFunction((ids) => {
        const hand = [...document.querySelectorAll('[data-testid="tavern-card"]')].map((c) => c.getAttribute('data-card'));
        return !/Discard and Draw/.test(document.querySelector('[data-testid="tavern-prompt"]')?.textContent ?? '') && ids.every((id) => !hand.includes(id));
      }, discarded, { timeout: 30_000 });
      log(`two cards discarded with one button (${at()}): ${discarded.join(', ')}`);
      continue;
    }
    const version = await page.getByTestId('tavern-dock').getAttribute('data-version');
    await decide(page);
    await page.waitForFunction((v) => document.querySelector('[data-testid="pass-screen"]') || document.querySelector('[data-testid="tavern-winner"]') || document.querySelector('[data-testid="tavern-dock"]')?.getAttribute('data-version') !== v, version, { timeout: 30_000 });
  }
  assert.ok(discarded, 'two cards were discarded with one button');
  assert.ok(left, "the pass screen's button was pressed");
  await page.getByTestId('tavern-lobby').waitFor({ timeout: 20_000 });
  await page.getByTestId('tavern-save').first().waitFor({ timeout: 20_000 });
  assert.equal(await hotseat().count(), 1, 'the game is still listed to resume');
  assert.equal(await hotseat().getByTestId('tavern-resume').count(), 1);
  log(`done (${at()})`);
}
