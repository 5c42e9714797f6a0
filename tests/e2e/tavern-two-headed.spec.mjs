// Two-Headed Dragon (issue 24's Done-when, VARIANTS.md §3, §12): one human (Tess, Grusk) and three Normal bots at
// four seats, default settings (animations and bot pace as a new player has them), played to its end by clicking
// what the dock offers. On the way: the team plates (one a team, the teammate's hand face up on Tess's), a Tonic
// spent from the plate's own button on the canvas (the count goes 2 → 1), the Champion choice saying what it is
// for and naming the members, and the team table photographed at the three sizes with no word under 12 px.
// Seed 9 is a short game (6 team turns, about 60 of Tess's decisions when played as decide() plays; chosen from
// 40 seeds by playing them headless) that asks Tess's team for a Champion: CI is at its limit.
import assert from 'node:assert/strict';
import { HUMAN_AND_THREE_BOTS, openTavernLobby, playTavern, setTavernSeats, shots, smallestText, startTavern } from './tavern-play.mjs';

export const timeout = 900_000;

const describe = (page) => page.evaluate(() => globalThis.__rwTavern?.describe());

export async function run({ page, baseUrl, screenshot, log }) {
  await openTavernLobby(page, baseUrl);
  await setTavernSeats(page, HUMAN_AND_THREE_BOTS);
  await page.getByTestId('tavern-variant').selectOption('two-headed');
  const started = Date.now();
  await startTavern(page, 9);
  let shot = false;
  let champion = false;
  let tonic = false;
  const { decisions } = await playTavern(page, {
    most: 400,
    onPrompt: async (n, prompt) => {
      if (n === 0) {
        // One plate a team, each with its two members; Tess's own shows her teammate's hand face up.
        const d = await describe(page);
        assert.equal(d.teams.length, 2, 'two teams on the table');
        assert.deepEqual(d.teams.map((t) => t.seats), [[0, 1], [2, 3]]);
        for (const t of d.teams) assert.ok(t.plate && t.plate.w > 0, `the ${t.name} team has a plate`);
        const [a, b] = d.teams.map((t) => t.plate);
        assert.ok(a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y, 'the team plates do not overlap');
        assert.ok(d.teams[0].words.some((w) => /^Hand: /.test(w)), `Tess sees her teammate's hand: ${d.teams[0].words.join(' | ')}`);
        assert.ok(!d.teams[1].words.some((w) => /^Hand: /.test(w)), "the other team's hands stay hidden");
        assert.ok(d.teams[0].words.some((w) => /2 Tonics/.test(w)), 'the team starts with two Tonics');
      }
      if (!champion && /chooses its Champion/.test(prompt)) {
        champion = true;
        assert.match(prompt, /Champion for (the Drink Event|the Round of Gambling)/, 'the choice says what the Champion is for');
        assert.match(prompt, /Tess or Brenna/, 'the choice names the members');
        await shots(page, screenshot, 'champion-choice');
      }
      if (!shot && n >= 6) {
        shot = true;
        await shots(page, screenshot, 'two-headed-table', async (size) => {
          const min = await smallestText(page);
          assert.ok(min.px >= 12, `no text under 12 px at ${size.width}: ${JSON.stringify(min)}`);
        });
      }
    },
    move: async () => {
      if (tonic || !(await page.locator('[data-testid="tavern-action"][data-kind="tonic"]').count())) return null;
      // The Tonic's own button on the team plate (VARIANTS.md §12), clicked on the canvas as a player would.
      tonic = true;
      const d = await describe(page);
      const gold = d.teams[0].spend.find((s) => s.gain === 'G');
      assert.ok(gold, `the plate offers the Tonic: ${JSON.stringify(d.teams[0].spend)}`);
      const box = await page.getByTestId('tavern-canvas').boundingBox();
      await page.mouse.click(box.x + gold.x, box.y + gold.y);
      await page.waitForFunction(() => globalThis.__rwTavern?.describe().teams[0]?.tonics === 1, null, { timeout: 30_000 });
      return 'tonic';
    },
  });
  const winner = await page.getByTestId('tavern-winner').innerText();
  assert.match(winner, /win the night|wins|tie/);
  assert.ok(shot, 'the team table was photographed mid-game');
  assert.ok(tonic, 'a Tonic was spent from the plate');
  const d = await describe(page);
  assert.ok(d.teams.every((t) => t.plate), 'the plates stay at the end');
  await screenshot('two-headed-winner');
  log(`Two-Headed Dragon played to its end: ${decisions} of Tess's decisions, ${((Date.now() - started) / 1000).toFixed(0)} s; Champion asked: ${champion}`);
}
