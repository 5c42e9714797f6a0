// Undo and achievements (issue 26.3, 26.4), at the default settings (animation speed and bot delay as a new
// player has them): a human and a bot at Rogues and Warriors; the player decides until the host offers Undo
// (a bet the bot answered without showing a card), takes it back with the button, and finds the same decision
// asked again; plays the game to its results; then the statistics screen shows the achievements panel, and the
// game's replay is watched: stepped back and forth, from Tess's seat (her cards shown, the bot's hidden), then
// with every card revealed. Short: one game. Then a tavern game's replay file is imported (a friend's file:
// tests/e2e/fixtures/tavern-round-replay.json, made by scripts/tavern-round-replay.ts) and watched inside its
// Appendix B Round: the hosted game drawn on the gambling table's scene as live play draws it, from Player 1's
// seat (their hand shown, the others' hidden), a step played with its animations.
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForSettled } from './harness.mjs';
import { decideSimply, openLobby, setSeats, shotsAtSizes, startGame, waitForPlayer } from './gameplay.mjs';

export const timeout = 240_000;

export async function run({ page, baseUrl, screenshot, log }) {
  await openLobby(page, baseUrl);
  await setSeats(page, [
    { name: 'Tess', kind: 'human' },
    { name: 'Brenna', kind: 'bot', level: 'easy' },
  ]);
  await startGame(page, 'rogues-and-warriors', { seed: 12 });
  let offered = false;
  for (let n = 0; n < 60 && !offered; n++) {
    const need = await waitForPlayer(page);
    if (need === 'results') break;
    if (await page.getByTestId('undo').isVisible()) {
      offered = true;
      break;
    }
    await decideSimply(page);
  }
  assert.ok(offered, 'the host offered Undo after one of the player\'s decisions');
  const before = await page.getByTestId('table-step').textContent().catch(() => '');
  await shotsAtSizes(page, screenshot, 'undo-offer');
  await page.getByTestId('undo').click();
  await waitForSettled(page);
  assert.equal(await waitForPlayer(page), 'turn', 'after Undo the player is asked again');
  log(`undone at "${before}"`);
  await page.getByTestId('undo').waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
  await screenshot('after-undo');

  // The game played on to its results (one game against an easy bot), so that its replay is kept.
  for (let n = 0; n < 80; n++) {
    if ((await waitForPlayer(page, 90_000)) === 'results') break;
    await decideSimply(page);
  }
  await page.getByTestId('results').waitFor();

  await page.getByTestId('leave-table').click();
  const confirm = page.getByTestId('leave-confirm-yes');
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  await page.getByTestId('mode-stats').waitFor({ timeout: 20_000 });
  await page.getByTestId('mode-stats').click();
  await page.getByTestId('achievements-panel').waitFor({ timeout: 20_000 });
  // Below the players' statistics: scrolled to, as a player scrolls.
  await page.getByTestId('achievements-panel').scrollIntoViewIfNeeded();
  // The list comes from the statistics store a moment after the panel opens (under load the count read 0).
  await page.getByTestId('achievement').first().waitFor({ timeout: 20_000 });
  const count = await page.getByTestId('achievement').count();
  assert.ok(count >= 25, `at least 25 achievements are listed (${count})`);
  await shotsAtSizes(page, screenshot, 'achievements-panel');

  // Issue 26.2: the finished game's replay, opened from the replays panel, stepped back and forth.
  const watch = page.getByTestId('replay-watch').first();
  await watch.scrollIntoViewIfNeeded();
  await watch.click();
  const viewer = page.getByTestId('replay-viewer');
  await viewer.waitFor();
  const at = async (step) => {
    await page.locator(`[data-testid="replay-viewer"][data-step="${step}"][data-settled="yes"]`).waitFor({ timeout: 30_000 });
    await waitForSettled(page);
    return page.evaluate(() => globalThis.__rwReplay?.describe() ?? null);
  };
  // Settled once its first step is drawn (before it the viewer has no steps to count).
  await page.locator('[data-testid="replay-viewer"][data-settled="yes"]').waitFor({ timeout: 30_000 });
  const steps = Number(await viewer.getAttribute('data-steps'));
  assert.ok(steps > 2, `the replay has steps (${steps})`);
  // Watched from Tess's seat (the one human): at the deal her cards are face up, Brenna's hidden.
  await page.getByTestId('replay-forward').click();
  const one = await at(1);
  assert.equal(one.viewer, 0, "the replay is watched from Tess's seat");
  const own = (d, seat) => d.cards.filter((c) => c.seat === seat);
  assert.ok(own(one, 0).length > 0 && own(one, 0).every((c) => c.id !== null), 'Tess sees her own cards');
  assert.ok(own(one, 1).length > 0 && own(one, 1).every((c) => c.id === null), "Brenna's cards are hidden from Tess's seat");
  await page.getByTestId('replay-forward').click();
  const two = await at(2);
  await page.getByTestId('replay-back').click();
  assert.deepEqual((await at(1)).cards, one.cards, 'a step back shows step 1 exactly as before');
  await page.getByTestId('replay-forward').click();
  assert.deepEqual((await at(2)).cards, two.cards, 'and forward again, step 2');
  // The game is over and Tess was the one human: every card may be revealed.
  await page.getByTestId('replay-reveal').check();
  const open = await at(2);
  assert.ok(own(open, 1).every((c) => c.id !== null), "Reveal every card shows Brenna's hand");
  await page.getByTestId('replay-reveal').uncheck();
  await at(2);
  await shotsAtSizes(page, screenshot, 'replay-table');
  // Played from here to the end at the default speed: the same animations as live play.
  await page.getByTestId('replay-end').click();
  await at(steps);
  await page.getByTestId('replay-result').waitFor();
  log(`replay: ${steps} steps; stepped back and forth; revealed; ended: ${await page.getByTestId('replay-result').innerText()}`);
  await page.getByTestId('replay-close').click();
  await viewer.waitFor({ state: 'detached' });

  // Issue 26.2: a tavern replay inside an Appendix B Round. The file is imported as a player imports one (the
  // host plays it through before keeping it), then watched from its one human's seat, jumped into the Round.
  const fixture = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'tavern-round-replay.json');
  await page.getByTestId('replay-import').setInputFiles(fixture);
  const tavernRow = page.locator('[data-testid="replay"]', { hasText: 'Tavern game' }).first();
  await tavernRow.waitFor({ timeout: 30_000 });
  await tavernRow.getByTestId('replay-watch').click();
  await page.locator('[data-testid="replay-viewer"][data-kind="tavern"]').waitFor();
  // Step 31: the Round of Rogues and Warriors just dealt (the fixture's script prints the Round's steps).
  await page.locator('[data-testid="replay-viewer"][data-settled="yes"]').waitFor({ timeout: 30_000 });
  await page.getByTestId('replay-scrub').evaluate((el) => {
    el.value = '31';
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await page.locator('[data-testid="replay-viewer"] [data-testid="tavern-hosted"][data-game="rogues-and-warriors"]').waitFor({ timeout: 30_000 });
  const hostedAt = async (step) => {
    await page.locator(`[data-testid="replay-viewer"][data-step="${step}"][data-settled="yes"]`).waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => (globalThis.__rwHosted?.describe()?.cards.length ?? 0) > 0, null, { timeout: 30_000 });
    await waitForSettled(page);
    return page.evaluate(() => globalThis.__rwHosted.describe());
  };
  const dealt = await hostedAt(31);
  const p1 = own(dealt, 0);
  const others = dealt.cards.filter((c) => c.seat > 0);
  assert.ok(p1.length > 0 && p1.every((c) => c.id !== null), "Player 1's hand is drawn face up on the hosted table");
  assert.ok(others.length > 0 && others.every((c) => c.id === null), "the other seats' hands are hidden from Player 1's seat");
  await page.getByTestId('replay-forward').click();
  await hostedAt(32);
  await shotsAtSizes(page, screenshot, 'replay-tavern-round');
  log(`tavern replay inside an Appendix B Round: Player 1 sees ${p1.length} own cards, ${others.length} of the others' hidden; step 32 played`);
  await page.getByTestId('replay-close').click();
  await page.getByTestId('replay-viewer').waitFor({ state: 'detached' });
}
