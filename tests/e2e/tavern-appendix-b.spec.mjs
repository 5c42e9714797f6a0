// Appendix B on the tavern's screen (issue 16): one human and three Normal bots at the default settings, a
// seeded night with Appendix B switched on. The human starts a Round of Gambling, picks Threes in the
// chooser, plays its card passes from the dock (the Gambling/Cheating cards the legal list allows are raised)
// and takes a special when a pass card resolves. Screenshots of the chooser, a card pass and a special.
import assert from 'node:assert/strict';
import { decide, shots, openTavernLobby, setTavernSeats, HUMAN_AND_THREE_BOTS, startTavern, waitForTavern } from './tavern-play.mjs';
import { countRequests, sent } from './requests.mjs';

export const timeout = 900_000;

export async function run({ page, baseUrl, screenshot, log }) {
  // Requests are counted at the worker's edge (issue 21.6): an Appendix B Round's decisions, like every
  // other, are one request each, and the screen never asks to look again.
  await page.addInitScript(countRequests);
  await openTavernLobby(page, baseUrl);
  await setTavernSeats(page, HUMAN_AND_THREE_BOTS);
  await page.getByTestId('tavern-appendix-b').check();
  assert.match(await page.getByTestId('appendix-b-games').innerText(), /Threes/, 'the lobby lists the games a Round may be');
  await startTavern(page, 2024);

  const seen = { chooser: 0, threes: false, pass: 0, special: 0, swap: 0, hosted: 0, keys: 0 };
  let decisions = 0;
  await sent(page);
  const asked = { act: 0, step: 0, view: 0, other: 0, most: 0 };
  let threesOver = false;
  for (;;) {
    const state = await waitForTavern(page, 90_000);
    if (state === 'winner') break;
    assert.equal(state, 'prompt', 'one human: never a pass screen');
    const prompt = await page.getByTestId('tavern-prompt').innerText();
    const hosted = page.getByTestId('tavern-hosted');
    const inThrees = (await hosted.count()) > 0 && (await hosted.getAttribute('data-game')) === 'threes';
    if (seen.threes && !inThrees && seen.special > 0 && seen.pass > 0) threesOver = true;
    if (threesOver) {
      // Back at the tavern: its own scene again, the hosted table gone.
      assert.equal(await page.getByTestId('hosted-table').count(), 0, 'the hosted table closes with the Round');
      await shots(page, screenshot, 'after-round');
      break;
    }
    const version = await page.getByTestId('tavern-dock').getAttribute('data-version');
    if (/choose the gambling game/.test(prompt)) {
      seen.chooser++;
      const chooser = page.getByTestId('tavern-chooser');
      assert.match(await chooser.innerText(), /Threes/);
      assert.ok((await page.getByTestId('tavern-choose-game').count()) >= 2, 'the chooser offers the allowed games');
      await page.getByTestId('tavern-split-merchant').check();
      if (seen.chooser === 1) await shots(page, screenshot, 'chooser');
      // Threes' variants from the legal list: Dragon Cards needs Hidden Fate, so alone it is greyed with the
      // engine's sentence; Fool's Luck is ticked and the Round is played with it.
      if ((await page.locator('[data-testid="tavern-variants"][data-game="threes"]').count()) === 0) {
        await page.locator('[data-testid="tavern-variants-toggle"][data-game="threes"]').click();
      }
      assert.match(await page.getByTestId('tavern-game-about').innerText(), /Specials alter: .*dice/i, 'the chooser says what a special may alter in Threes');
      const boxes = page.locator('[data-testid="tavern-variants"][data-game="threes"] [data-testid="tavern-variant"]');
      assert.ok((await boxes.count()) >= 4, "Threes' variants are offered");
      assert.equal(await page.locator('[data-testid="tavern-variant"][data-variant="the-unwound-clock"]').count(), 0);
      const dragon = page.locator('[data-testid="tavern-variant"][data-variant="dragon-cards"]');
      assert.ok(await dragon.isDisabled(), 'Dragon Cards alone is not offered');
      assert.match(await dragon.locator('xpath=..').getAttribute('title'), /Dragon Cards needs Hidden Fate/);
      assert.match(await page.locator('[data-testid="tavern-variant-why"][data-variant="dragon-cards"]').innerText(), /Dragon Cards needs Hidden Fate/);
      // Fool's Luck, and Hidden Fate so the Round has a card of each player's a special may look at and swap.
      await page.locator('[data-testid="tavern-variant"][data-variant="fools-luck"]').check();
      await page.locator('[data-testid="tavern-variant"][data-variant="hidden-fate"]').check();
      const threes = page.locator('[data-testid="tavern-choose-game"][data-game="threes"]');
      assert.deepEqual((await threes.getAttribute('data-variants')).split(',').sort(), ['fools-luck', 'hidden-fate']);
      if (seen.chooser === 1) await shots(page, screenshot, 'chooser-variants');
      await threes.click();
      await page.getByTestId('tavern-hosted').waitFor({ timeout: 20_000 });
      assert.match(await page.getByTestId('tavern-hosted').innerText(), /Fool's Luck[\s\S]*Hidden Fate|Hidden Fate[\s\S]*Fool's Luck/, 'the hosted Round names its variants');
      // The tavern's seats stay in view beside the hosted table, with their stats.
      assert.equal(await page.getByTestId('tavern-strip-seat').count(), 4, 'the tavern seats are shown beside the hosted table');
      assert.match(await page.getByTestId('tavern-strip').innerText(), /Tess \(you\)[\s\S]*F \d+[\s\S]*Alc \d+[\s\S]*\d+ G/);
      seen.threes = true;
    } else if (/take its special/.test(prompt)) {
      // The special on its own controls: the player's dice to pick (then Reroll or a face to set it to), the
      // looks at the deck, and P for no special.
      const special = page.getByTestId('hosted-special');
      await special.waitFor();
      assert.ok(await page.getByTestId('hosted-none').count(), 'a special may be declined');
      assert.match(await page.getByTestId('hosted-special-kind').innerText(), /Gambling|Cheating|Winning Hand/, 'the special says which kind it is');
      if (seen.special === 0) await shots(page, screenshot, 'special');
      const dice = page.getByTestId('hosted-die');
      const look = page.getByTestId('hosted-look');
      if (inThrees && seen.special === 1 && seen.swap === 0 && (await look.count())) {
        // A look at the deck: the next decision is the swap.
        await look.first().click();
        seen.special++;
      } else if (inThrees && (await dice.count())) {
        // A die of the player's own (Threes: the Keep or the roll), never another's: pick it, then its action.
        const holding = await dice.first().getAttribute('data-holding');
        assert.match(holding, /Keep|roll/i);
        if (seen.special === 0) {
          await dice.first().click();
          if (seen.special === 0) await shots(page, screenshot, 'special-die');
          const reroll = page.getByTestId('hosted-reroll');
          await ((await reroll.count()) ? reroll : page.getByTestId('hosted-set').last()).click();
          // The die tumbling to its new face on the hosted table, captioned in words (issue 21.7): a picture to
          // look at, taken while the animation runs (nothing is asserted on its timing).
          await page.mouse.move(2, 2);
          await page.waitForTimeout(100);
          await screenshot('reroll-tumble-1280');
          await page.waitForTimeout(300);
          await screenshot('reroll-landed-1280');
        } else {
          // By keys, as the tavern screen has them: 1 picks the first die, R rerolls it or a number sets it.
          await page.keyboard.press('1');
          await page.getByTestId('hosted-die-actions').waitFor();
          await page.keyboard.press((await page.getByTestId('hosted-reroll').count()) ? 'r' : '6');
          seen.keys++;
        }
        seen.special++;
      } else if (await page.getByTestId('hosted-look').count()) {
        await page.getByTestId('hosted-look').first().click();
        if (inThrees) seen.special++;
      } else await page.getByTestId('hosted-none').click();
    } else if (/swap one of those cards/.test(prompt)) {
      assert.ok((await page.getByTestId('tavern-hosted-peek').innerText()).includes('You see'), 'the look shows its cards to the looker');
      if (seen.swap === 0) await shots(page, screenshot, 'special-swap');
      const swaps = page.getByTestId('hosted-swap-pick');
      await ((await swaps.count()) ? swaps.first() : page.getByTestId('hosted-keep')).click();
      seen.swap++;
    } else if (/Your Action/.test(prompt) && !seen.threes) {
      // Start a Round of Gambling when the hand holds a card that starts one (as its Action mode).
      const raised = page.locator('[data-testid="tavern-card"]:not([disabled])');
      const types = await raised.locator('.type').allInnerTexts();
      const k = types.findIndex((t) => /action/i.test(t) && /gambling/i.test(t));
      if (k >= 0) {
        await raised.nth(k).click();
        const opt = page.locator('[data-testid="tavern-option"]', { hasText: '(action)' });
        await (await opt.count() ? opt.first() : page.getByTestId('tavern-option').first()).click();
      } else await decide(page);
    } else if (/Card pass in Threes/.test(prompt) && inThrees) {
      // A card pass of the hosted game: the raised cards are the Gambling/Cheating cards the legal list allows.
      seen.pass++;
      // The hosted game is drawn by the gambling table's own scene, its seats the tavern's players.
      await page.getByTestId('hosted-table').locator('canvas').waitFor();
      const drawn = await page.evaluate(() => globalThis.__rwHosted?.describe());
      assert.ok(drawn && !drawn.blank, 'the hosted table is drawn');
      for (const x of drawn.seats) assert.ok(['Tess', 'Brenna', 'Corwin', 'Dagny'].includes(x.name), `hosted seat ${x.name} is a tavern player`);
      assert.ok(drawn.seats.some((x) => x.name === 'Tess'), 'the human plays at the hosted table');
      assert.match(await page.getByTestId('tavern-hosted-pot').innerText(), /Pot \d+ G/);
      if (seen.pass === 1) {
        await page.mouse.move(2, 2);
        await shots(page, screenshot, 'card-pass');
        // A hand card read in full, enlarged, on hover (a card not playable now too).
        const card = page.getByTestId('tavern-card').first();
        const title = (await card.locator('.title').innerText()).trim();
        await card.hover();
        const zoom = page.getByTestId('tavern-card-zoom');
        await zoom.waitFor({ timeout: 5_000 });
        assert.equal((await zoom.locator('.title').innerText()).trim(), title, 'the zoom shows the hovered card');
        await screenshot('card-zoom-1280');
        await page.mouse.move(2, 2);
        await zoom.waitFor({ state: 'detached', timeout: 5_000 });
      }
      await decide(page);
    } else {
      if (inThrees && /Threes/.test(prompt)) seen.hosted++;
      const table = page.getByTestId('hosted-actions');
      if (inThrees && seen.hosted === 1 && (await table.count())) await shots(page, screenshot, 'hosted-decision');
      if (inThrees && seen.hosted === 2 && (await table.count())) {
        // A hosted decision by its key: 1 is the first of the gambling table's buttons.
        await page.keyboard.press('1');
        seen.keys++;
      } else await decide(page);
    }
    decisions++;
    await page.waitForFunction((v) => document.querySelector('[data-testid="tavern-dock"]')?.getAttribute('data-version') !== v, version, { timeout: 30_000 }).catch(async (e) => {
      log(`no new decision after: ${prompt}`);
      throw e;
    });
    const went = await sent(page);
    const acts = went.filter((t) => t.startsWith('act')).length;
    asked.act += acts;
    asked.most = Math.max(asked.most, acts);
    asked.step += went.filter((t) => t.startsWith('bot-step')).length;
    asked.view += went.filter((t) => t.startsWith('view')).length;
    asked.other += went.filter((t) => !/^(act|bot-step|view|check)/.test(t)).length;
    assert.equal(went.filter((t) => t.startsWith('view')).length, 0, `no look asked for around a decision (${went.join(' ')})`);
    assert.ok(acts <= 1, `a decision is one act request (${went.join(' ')})`);
    assert.ok(decisions < 600, 'the night ends');
  }
  log(`Appendix B: ${JSON.stringify(seen)} after ${decisions} decisions; requests: ${asked.act} act, ${asked.step} bot-step, ${asked.view} view, ${asked.other} other (at most ${asked.most} act per decision)`);
  // The choice and the specials are told in words in the log.
  if (!(await page.getByTestId('tavern-log').isVisible())) await page.getByTestId('tavern-log-toggle').click();
  const lines = await page.getByTestId('tavern-log').innerText();
  assert.match(lines, /Tess chose Threes \((Fool's Luck, Hidden Fate|Hidden Fate, Fool's Luck)\), Merchant's Rule\./);
  // A die's faces before and after (issue 22.8), and the hosted game's end with every hand (issue 22.10).
  assert.match(lines, /Tess's (Gambling|Cheating|Gambling or Cheating) special: (rerolled|set) their \w+ die \([^)]+\): [1-6] → [1-6]\./);
  assert.match(lines, /Threes ends: [A-Z][a-z]+, 1st with [^;]+; [A-Z][a-z]+(, \d(st|nd|rd|th) with| folded| sat out)/, 'the hosted Threes ends with each hand and its place');
  log(`result: ${lines.split('\n').find((x) => x.startsWith('Threes ends')) ?? '(none)'}`);
  assert.ok(seen.chooser > 0 && seen.threes, 'the human chose Threes in the chooser');
  assert.ok(seen.pass > 0, 'a card pass of the hosted Threes was played from the dock');
  assert.ok(seen.special > 0, 'a special was taken in the hosted Threes');
  assert.ok(seen.keys > 0, 'a hosted decision was made by its key');
}
