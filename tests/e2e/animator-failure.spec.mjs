// A failing event animator never stops a game (issue 11.8, keeping issue 13's freeze fix): an animator that
// throws is planted in the table's registry for the events of every Betting Round and every reveal; the
// table says in the console what it skipped, draws the view as it is, and the game is played to its results
// by clicking, with the table still drawn (not blank) and showing the final chips.
import assert from 'node:assert/strict';
import { decideSimply, describeTable, ONE_HUMAN_THREE_BOTS, openLobby, playToResults, setPace, setSeats, startGame } from './gameplay.mjs';

export const timeout = 180_000;
export const allowConsoleErrors = [/The table skipped animating (bet|revealed|dealt) \(\(direct\)\): planted animator failure/];

export async function run({ page, baseUrl, screenshot, log }) {
  const skipped = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && m.text().includes('planted animator failure')) skipped.push(m.text());
  });
  await openLobby(page, baseUrl);
  await setSeats(page, ONE_HUMAN_THREE_BOTS);
  await setPace(page, { botDelayMs: 3000 });
  await startGame(page, 'rogues-and-warriors', { seed: 7 });
  await page.waitForFunction(() => globalThis.__rwTable, null, { timeout: 15_000 });
  // Another family registered after the table's own: it runs after them, leaves the table's model wrong (every
  // card swept off) and throws, on every such event. Only the redraw from the view can put the cards back.
  await page.evaluate(() =>
    globalThis.__rwTable.animators.on(['bet', 'revealed', 'dealt'], (stage) => {
      for (const c of stage.takeAllCards()) c.destroy();
      throw new Error('planted animator failure');
    }),
  );
  // Right after each of the human's decisions whose animation failed, before the next bot acts (3 s of bot
  // delay), the table must already show the view again: the redraw, not a later batch, put the cards back.
  let redrawn = 0;
  const decide = async (p) => {
    const before = skipped.length;
    await decideSimply(p);
    await p.waitForTimeout(800);
    if (skipped.length === before) return;
    const now = await describeTable(p);
    assert.ok(now.cards.some((c) => c.zone === 'hand.0'), `the viewer's hand is drawn again right after a failed animation (${now.cards.length} cards)`);
    redrawn++;
  };
  const decisions = await playToResults(page, decide);
  assert.ok(skipped.length > 0, 'the planted animator ran and its failure was reported');
  assert.ok(redrawn > 0, "a failure on the human's own action was checked before the bots went on");
  const t = await describeTable(page);
  assert.equal(t.blank, false, 'the table is drawn after the failures');
  log(`cards on the table at the results: ${t.cards.length} (${[...new Set(t.cards.map((c) => c.zone))].join(', ')})`);
  // Rogues and Warriors: each seat ends with one card in hand and one face up, all still on the table.
  for (let seat = 0; seat < 4; seat++) {
    for (const zone of [`hand.${seat}`, `up.${seat}`]) assert.ok(t.cards.some((c) => c.zone === zone), `a card in ${zone} at the results`);
  }
  // The chips drawn on the plates are the final view's: the results panel's column says the same.
  const chips = await page.getByTestId('results').locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.lastElementChild?.textContent?.trim() ?? ''));
  for (const s of t.seats) assert.ok(chips.includes(String(s.chips)), `${s.name}'s ${s.chips} chips on the table match the results (${chips.join(', ')})`);
  await screenshot('results');
  log(`${decisions} decisions; ${skipped.length} animations skipped and redrawn from the view (${redrawn} checked at once)`);
}
