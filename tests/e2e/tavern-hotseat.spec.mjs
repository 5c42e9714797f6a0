// The Red Dragon Inn at one screen for three humans (issue 16, 22.6), a whole game at the default settings:
// before every decision of another human the table is blanked and a pass screen hides it (no hand in the dock,
// nothing drawn on the stage); a response window opens for a player who is not on screen (another player's
// card on them), and after the hand-over a recap tells what happened since their last decision. Issue 22.6:
// the hand-overs are counted, and those after which the player could only pass (nothing but Pass offered for
// as long as they held the screen): at most one in four.
import assert from 'node:assert/strict';
import { SIZES } from './gameplay.mjs';
import { decide, openTavernLobby, setTavernSeats, shots, startTavern, waitForTavern } from './tavern-play.mjs';

export const timeout = 900_000;

export async function run({ page, baseUrl, screenshot, log }) {
  await openTavernLobby(page, baseUrl);
  await setTavernSeats(page, [
    { name: 'Ann', kind: 'human', char: 'vess' },
    { name: 'Bob', kind: 'human', char: 'okko' },
    { name: 'Cid', kind: 'human', char: 'grusk' },
  ]);
  // Seed 169 (scripts/tavern-shots-seed.ts hotseat, over seeds 1-1000): a short whole game, 6 turns and 70
  // decisions (seed 24 took 12 turns and 136), 22 hand-overs of which 2 leave only Pass, an off-turn window at the
  // 9th decision, a Connoisseur question.
  await startTavern(page, 169);
  const names = ['Ann', 'Bob', 'Cid'];
  let onScreen = null;
  let passes = 0;
  let recaps = 0;
  let answeredOffTurn = null;
  // Issue 22.6: whether the player on screen has had anything but Pass to choose since the hand-over.
  let onlyPass = 0;
  let emptyNow = null;
  let decisions = 0;
  let won = false;
  const photographed = new Set();
  for (let n = 0; n < 3000; n++) {
    const state = await waitForTavern(page, 90_000);
    if (state === 'winner') {
      won = true;
      break;
    }
    if (state === 'pass') {
      if (emptyNow) onlyPass++;
      emptyNow = null;
      const text = await page.getByTestId('pass-screen').innerText();
      const next = names.find((x) => text.includes(`Pass to ${x}`));
      assert.ok(next, `the pass screen names a human: ${text}`);
      assert.notEqual(next, onScreen, 'a pass screen only when the seat changes hands');
      // Nothing of anyone's hand behind the cover: no card in the dock, the stage blank.
      assert.equal(await page.getByTestId('tavern-card').count(), 0, 'no hand is shown behind the pass screen');
      const drawn = await page.evaluate(() => globalThis.__rwTavern?.describe());
      assert.ok(!drawn || drawn.blank, 'the table is blank behind the pass screen');
      if (passes === 0) {
        // Issue 22.6: the next player's own stops, set on the pass screen (shown open in the pictures).
        await page.getByTestId('pass-stops').locator('summary').click();
        assert.equal(await page.locator('[data-testid^="pass-stop-"]').count(), 5, "the player's five stops are offered");
        assert.ok(await page.getByTestId('pass-stop-targeted').isChecked(), 'the default stops are shown as they are');
        for (const size of SIZES) {
          await page.setViewportSize(size);
          await page.waitForTimeout(300);
          await screenshot(`pass-screen-${size.width}`);
        }
        await page.setViewportSize({ width: 1280, height: 800 });
        // Issue 22.15: the pass screen has a way back to the lobby (a button; Escape does the same).
        assert.match(await page.getByTestId('pass-leave').innerText(), /Back to the lobby/);
      }
      passes++;
      await page.getByTestId('pass-confirm').click();
      await page.getByTestId('pass-screen').waitFor({ state: 'hidden' });
      onScreen = next;
      if (await page.getByTestId('tavern-recap').isVisible().catch(() => false)) {
        recaps++;
        assert.match(await page.getByTestId('tavern-recap').innerText(), new RegExp(`Since your last decision, ${next}`));
      }
      continue;
    }
    const prompt = await page.getByTestId('tavern-prompt').innerText();
    assert.ok(prompt.startsWith(`${onScreen}:`), `the prompt is for the player on screen (${prompt})`);
    // The dock says how many answers besides Pass the legal list holds (the host's list, counted).
    const playable = Number(await page.getByTestId('tavern-dock').getAttribute('data-playable'));
    emptyNow = (emptyNow ?? true) && playable === 0;
    decisions++;
    const status = await page.getByTestId('tavern-status').innerText();
    // A window for the player whose turn it is not: the other human's card reached them.
    if (!answeredOffTurn && /answer it, or pass/.test(prompt) && !status.startsWith(`${onScreen}'s turn`)) {
      answeredOffTurn = prompt;
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.waitForTimeout(300);
        await screenshot(`off-turn-window-${size.width}`);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    // Issue 22 (5): pictures of the moments this game reaches, at the three sizes, the first time each comes.
    const moment = /^[A-Za-z]+: Connoisseur/.test(prompt) ? 'connoisseur' : /: (you|[A-Z][a-z]+): (to reveal|[^;]* = \d)/.test(prompt) ? 'contest' : null;
    if (moment && !photographed.has(moment)) {
      photographed.add(moment);
      await page.mouse.move(2, 2);
      await shots(page, screenshot, moment);
    }
    const version = await page.getByTestId('tavern-dock').getAttribute('data-version');
    await decide(page);
    await page.waitForFunction((v) => document.querySelector('[data-testid="tavern-dock"]')?.getAttribute('data-version') !== v || !!document.querySelector('[data-testid="pass-screen"]'), version, { timeout: 30_000 });
  }
  if (emptyNow) onlyPass++;
  assert.ok(won, 'the game was played to its winner');
  assert.ok(passes >= 2, `the seat changed hands (${passes} pass screens)`);
  assert.ok(answeredOffTurn, 'a response window opened for the player whose turn it was not');
  log(`pictures of: ${[...photographed].join(', ') || 'no Connoisseur or contest this game'}`);
  log(`${passes} hand-overs, ${onlyPass} of them left the player only Pass; ${decisions} decisions, ${recaps} recaps; off-turn window: ${answeredOffTurn}`);
  assert.ok(onlyPass * 4 <= passes, `at most one hand-over in four leaves the player only Pass (${onlyPass} of ${passes})`);
}
