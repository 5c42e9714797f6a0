// The Red Dragon Inn, one human and three Normal bots, at the default animation speed and bot pace: played
// to a winner by clicking only what the dock offers (issue 16). Screenshots of the lobby, the table
// mid-game, a response prompt, a Round of Gambling (when one comes) and the winner.
import assert from 'node:assert/strict';
import { decide, shots, openTavernLobby, raisedVisible, setTavernSeats, HUMAN_AND_THREE_BOTS, startTavern, waitForTavern } from './tavern-play.mjs';

// About 3 minutes on an idle machine; the shared test machine can be several times slower.
export const timeout = 900_000;

export async function run({ page, baseUrl, screenshot, log }) {
  await openTavernLobby(page, baseUrl);
  await setTavernSeats(page, HUMAN_AND_THREE_BOTS);
  assert.match(await page.getByTestId('tseat-about-0').innerText(), /Grusk Ironbelly.*Hard Knocks/s, 'a chosen character shows its personal rule');
  assert.match(await page.getByTestId('appendix-b-note').innerText(), /Off for a first night/);
  await shots(page, screenshot, 'lobby');
  const started = Date.now();
  await startTavern(page, 2024);
  // Stops are settings per player: Tess stops for what targets her, not at each of her own checkpoints.
  await page.getByTestId('tavern-stops-toggle').click();
  await page.getByTestId('stop-0-myCheckpoints').uncheck();
  await page.getByTestId('tavern-stops-toggle').click();

  let decisions = 0;
  let windows = 0;
  const empty = [];
  let midShot = false;
  let promptShot = false;
  let roundShot = false;
  const done = {};
  for (;;) {
    // Once Tess is out the bots play on to a winner at their own pace, with nothing to click: a wait that
    // sees the game move on (the version the screen shows) keeps waiting; a table that stands still fails.
    const before = await page.getByTestId('tavern-dock').getAttribute('data-version');
    let state;
    try {
      state = await waitForTavern(page, 90_000);
    } catch (e) {
      const after = await page.getByTestId('tavern-dock').getAttribute('data-version');
      if (after !== before) continue;
      throw e;
    }
    if (state === 'winner') break;
    assert.equal(state, 'prompt', 'one human: never a pass screen');
    const prompt = await page.getByTestId('tavern-prompt').innerText();
    // Issue 22.5: one human at the table is never asked a question with nothing to play but Pass.
    if ((await page.getByTestId('tavern-dock').getAttribute('data-playable')) === '0') empty.push(prompt.split('\n')[0]);
    // Only legal cards are raised; the hand is readable (titles and text from the card data).
    const cards = await page.getByTestId('tavern-card').count();
    assert.ok(cards > 0 || /Order|Choose|Pay|Take|Honey/.test(prompt), `the hand is shown (${prompt})`);
    if (/answer it, or pass/.test(prompt)) {
      windows++;
      if (!promptShot) {
        promptShot = true;
        // At every size the card that can answer is in sight, however long the hand (it scrolls to it).
        await shots(page, screenshot, 'response-prompt', async (size) => assert.ok(await raisedVisible(page), `a playable card is out of sight at ${size.width}`));
      }
    }
    if (!midShot && decisions >= 6) {
      midShot = true;
      await shots(page, screenshot, 'mid-game');
    }
    if (!roundShot && (await page.getByTestId('tavern-status').innerText()) && (await page.evaluate(() => globalThis.__rwTavern?.describe().round))) {
      roundShot = true;
      // The stack's list (antes and answers, top first) stops above the plate under it, its tag included.
      await shots(page, screenshot, 'round-of-gambling', async (size) => {
        const list = await page.evaluate(() => globalThis.__rwTavern?.describe().stackList);
        assert.ok(list && (list.rows === 0 || list.bottom <= list.room), `the stack list runs under a plate at ${size.width}: ${JSON.stringify(list)}`);
      });
    }
    const version = await page.getByTestId('tavern-dock').getAttribute('data-version');
    const what = await decide(page);
    done[what] = (done[what] ?? 0) + 1;
    decisions++;
    // Wait until this decision has left the dock.
    await page.waitForFunction((v) => document.querySelector('[data-testid="tavern-dock"]')?.getAttribute('data-version') !== v, version, { timeout: 30_000 });
    assert.ok(decisions < 600, 'the game ends');
  }
  const winner = await page.getByTestId('tavern-winner').innerText();
  assert.match(winner, /wins|tie/);
  await shots(page, screenshot, 'winner');
  log(`${winner.split('\n')[0]} after ${decisions} decisions by clicking (${JSON.stringify(done)}), ${windows} response windows, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  log(`prompts with nothing playable but Pass: ${empty.length} of ${decisions}`);
  assert.deepEqual(empty, [], 'no prompt offers only Pass to the one human at the table');
}
