// A drinking contest on the tavern's screen (issue 22.3), and a bot's turn read as it plays (issue 22.7). One human
// (Tess, Grusk) and two Normal bots at the default settings; seed 13 deals Bottoms Up! as the first Drink Tess drinks,
// so the contest comes on turn 1 (found by a search over the engine's setups: the first player's pile holds it).
// Tess plays by clicking, as a person would. At the contest's question every contestant's Drink and score must be
// on their own plate and the stack must not say "to reveal" of a Drink already out; the contest's end is logged
// with every score. Then two bot plays are photographed mid-narration, at 1024×640 and at 1920×1080, where the log's
// newest line must be the play narrated (issue 22.8: the log follows the animation).
import assert from 'node:assert/strict';
import { assertSoftwarePacing, scenePacing } from './gameplay.mjs';
import { decide, openTavernLobby, setTavernSeats, shots, smallestText, startTavern, waitForTavern } from './tavern-play.mjs';

export const timeout = 150_000;

const BOTS = /^(Brenna|Corwin) (plays|springs)/;
const BOT_TURN = /^(Brenna|Corwin)'s turn/;

export async function run({ page, baseUrl, screenshot, log }) {
  await openTavernLobby(page, baseUrl);
  await setTavernSeats(page, [
    { name: 'Tess', kind: 'human', char: 'grusk' },
    { name: 'Brenna', kind: 'bot', level: 'normal', char: 'okko' },
    { name: 'Corwin', kind: 'bot', level: 'normal', char: 'tamsin' },
  ]);
  await startTavern(page, 13);
  const logText = async () => {
    if (!(await page.getByTestId('tavern-log').isVisible())) await page.getByTestId('tavern-log-toggle').click();
    return page.getByTestId('tavern-log').innerText();
  };
  const t0 = Date.now();
  const at = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  let contest = 0;
  let over = false;
  const narrated = [];
  const sizes = [{ width: 1024, height: 640 }, { width: 1920, height: 1080 }];
  for (let n = 0; n < 40 && narrated.length < sizes.length; n++) {
    assert.equal(await waitForTavern(page), 'prompt', 'one human: never a pass screen, and the game goes on');
    if (n === 0) assertSoftwarePacing(await scenePacing(page, '__rwTavern'), log);
    const prompt = await page.getByTestId('tavern-prompt').innerText();
    if (/The contest's Drinks/.test(prompt) && !over) {
      contest++;
      // Each contestant's Drink and score at their seat: what the plates' badges say, as drawn.
      const badges = await page.evaluate(() => globalThis.__rwTavern.describe().contest);
      log(`contest badges: ${JSON.stringify(badges)}`);
      assert.equal(badges.filter((b) => b && /^Contest \d+/.test(b)).length, 3, 'every contestant shows its Drink and score on its plate');
      assert.ok(badges.some((b) => /\(leads\)/.test(b)), 'the leader is marked');
      const stack = await page.evaluate(() => globalThis.__rwTavern.describe().stackText);
      assert.ok(!stack.some((t) => /to reveal/.test(t)), `the stack says no Drink already out is still to reveal: ${JSON.stringify(stack)}`);
      if (contest === 1) {
        await page.mouse.move(2, 2);
        await shots(page, screenshot, 'contest', async (size) => {
          const least = await smallestText(page);
          assert.ok(least.px >= 12, `nothing under 12 px at ${size.width}: ${JSON.stringify(least)}`);
        });
      }
    }
    const version = await page.getByTestId('tavern-dock').getAttribute('data-version');
    await decide(page);
    await page.waitForFunction((v) => document.querySelector('[data-testid="tavern-dock"]')?.getAttribute('data-version') !== v, version, { timeout: 30_000 });
    if (contest && !over) {
      const line = (await logText()).split('\n').find((l) => /contest (is tied|\()|wins the contest/.test(l));
      if (line) {
        over = true;
        log(`contest over at ${at()}: ${line}`);
        assert.match(line, /wins the contest \((Tess|Brenna|Corwin) \d+, (Tess|Brenna|Corwin) \d+, (Tess|Brenna|Corwin) \d+\)|contest is tied \(/, 'the contest ends with every score');
        await page.setViewportSize(sizes[0]);
      }
    }
    // The bots' turns that follow: a bot's card shown large with its text while the status line says whose turn it
    // is and the narration who plays what (a picture; nothing is asserted on its timing, and a turn without a card
    // played is simply waited past until Tess is asked again).
    while (over && narrated.length < sizes.length) {
      const seen = await page
        .waitForFunction(
          ([re, turn]) => {
            if (document.querySelector('[data-testid="tavern-prompt"]')) return 'asked';
            const ok = new RegExp(re).test(document.querySelector('[data-testid="tavern-narration"]')?.textContent ?? '') && new RegExp(turn).test(document.querySelector('[data-testid="tavern-status"]')?.textContent ?? '') && globalThis.__rwTavern.fx.children.some((c) => c.label === 'big-card');
            return ok ? 'seen' : false;
          },
          [BOTS.source, BOT_TURN.source],
          { timeout: 30_000, polling: 50 },
        )
        .then((h) => h.jsonValue())
        .catch(() => 'no');
      if (seen !== 'seen') break;
      // Issue 22.8: the log follows the animation. Mid-batch its newest line is the step being narrated, not the
      // bot's whole turn (read in one go: the log and the narration change together, as each event starts).
      const follows = await page.evaluate(() => ({
        said: document.querySelector('[data-testid="tavern-narration"]')?.textContent?.trim(),
        last: [...document.querySelectorAll('[data-testid="tavern-log"] p')].at(-1)?.textContent?.trim(),
      }));
      assert.equal(follows.last, follows.said, 'the log holds only the lines of events already animated');
      const size = sizes[narrated.length];
      narrated.push(`${await page.getByTestId('tavern-status').innerText()} — ${await page.getByTestId('tavern-narration').innerText()}`);
      await screenshot(`bot-narration-${size.width}`);
      log(`bot play at ${size.width} pictured at ${at()}`);
      if (narrated.length < sizes.length) {
        await page.setViewportSize(sizes[narrated.length]);
        // The next play, not the one just pictured.
        await page.waitForFunction(() => !globalThis.__rwTavern.fx.children.some((c) => c.label === 'big-card'), null, { timeout: 10_000 }).catch(() => undefined);
      }
    }
  }
  assert.ok(contest > 0, 'the contest was reached and asked about');
  assert.ok(over, 'the contest ended');
  assert.equal(narrated.length, 2, 'two bot plays were seen mid-narration');
  log(`bot plays narrated: ${JSON.stringify(narrated)}`);
}
