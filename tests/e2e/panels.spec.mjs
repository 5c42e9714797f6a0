// The table's panels and dialogs for a new player (issue 13), at the default animation speed and bot delay:
// the first-game guide shows once and is skippable; going all in and folding when checking is free ask
// first (Escape answers "no"); Enter in the raise box raises; the hand history names who did what; "Leave
// table" asks; a reload mid-table reopens the same table; the saved table is listed and resumed from the
// lobby; the results show each player's net change and the pot apart.
import assert from 'node:assert/strict';
import { decideSimply, describeTable, openLobby, setSeats, startGame, waitForPlayer } from './gameplay.mjs';

export const timeout = 240_000;

/** Waits for the player's betting decision, deciding anything else simply; false once the results are up. */
async function untilBetting(page) {
  for (let n = 0; n < 60; n++) {
    const who = await waitForPlayer(page);
    if (who === 'results') return false;
    if (await page.getByTestId('betting-controls').isVisible()) return true;
    await decideSimply(page);
  }
  throw new Error('no betting decision came');
}

const version = (page) => page.evaluate(() => globalThis.__rwTable?.describe().pots.join('|') ?? '');

export async function run({ page, baseUrl, screenshot, log }) {
  await openLobby(page, baseUrl, { guide: true });
  await setSeats(page, [
    { name: 'Ann', kind: 'human' },
    { name: 'Brenna', kind: 'bot', level: 'easy' },
    { name: 'Corwin', kind: 'bot', level: 'easy' },
  ]);
  await startGame(page, 'rogues-and-warriors', { seed: 12 });

  // The first-game guide: shown on the first table of Rogues and Warriors, one step at a time, skippable.
  const guide = page.getByTestId('guide');
  await guide.waitFor({ timeout: 20_000 });
  assert.match(await guide.innerText(), /1 of 7/i);
  await page.getByTestId('guide-next').click();
  assert.match(await guide.innerText(), /Your two cards/);
  await screenshot('guide');
  await page.keyboard.press('Escape');
  await guide.waitFor({ state: 'hidden' });
  log('the guide was skipped at step 2 with Escape');

  // All in asks first; Escape answers no and nothing is bet.
  assert.ok(await untilBetting(page), 'a betting decision');

  // A card's tooltip: its name and what it scores in this game.
  const card = (await describeTable(page)).cards.find((c) => c.seat === 0 && c.faceUp);
  const at = await page.evaluate((id) => globalThis.__rwTable.cardPoint(id), card.id);
  const box = await page.getByTestId('table-canvas').boundingBox();
  await page.mouse.move(box.x + at.x, box.y + at.y);
  const tip = page.getByTestId('table-tip');
  await tip.waitFor();
  const tipText = await tip.innerText();
  assert.ok(tipText.toLowerCase().startsWith(card.card.toLowerCase()), `the tip names the card: ${tipText}`);
  assert.match(tipText, /the smaller the sum the better/);
  await screenshot('card-tip');
  await page.mouse.move(box.x + 5, box.y + 5);
  await tip.waitFor({ state: 'hidden' });
  log(`tooltip: ${tipText.replace(/\s+/g, ' ')}`);

  const before = await version(page);
  await page.keyboard.press('a');
  await page.getByTestId('confirm-allin').waitFor();
  assert.match(await page.getByTestId('confirm-allin').innerText(), /Go all in\?/);
  await screenshot('confirm-allin');
  await page.keyboard.press('Escape');
  await page.getByTestId('confirm-allin').waitFor({ state: 'hidden' });
  assert.equal(await page.getByTestId('table-status').getAttribute('data-my-turn'), 'yes', 'still the player\'s decision');
  assert.equal(await version(page), before, 'nothing was bet');

  // Folding when checking is free asks too; "Check instead" checks.
  if (await page.getByTestId('act-check').isVisible()) {
    await page.keyboard.press('f');
    await page.getByTestId('confirm-fold').waitFor();
    await screenshot('confirm-fold');
    await page.getByTestId('confirm-fold-other').click();
    await page.getByTestId('confirm-fold').waitFor({ state: 'hidden' });
    log('fold when checking is free: asked, then checked instead');
  }

  // The hand history names who did what, from Ann's own view.
  await page.keyboard.press('h');
  const history = page.getByTestId('history');
  await history.waitFor();
  const lines = await page.getByTestId('history-lines').locator('li').allInnerTexts();
  assert.ok(lines.some((l) => /^Brenna antes 1$/.test(l)), `the history names Brenna's ante: ${lines.join(' / ')}`);
  assert.ok(lines.some((l) => /^You get /.test(l)), 'and Ann\'s own cards, as she saw them');
  assert.ok(!lines.some((l) => /Brenna gets .*(Warrior|Lady|Bard|Merchant|Rogue)/.test(l)), 'never a card Ann may not see');
  await screenshot('history');
  log(`history: ${lines.length} lines, e.g. "${lines[1]}"`);

  // Enter in the raise box raises.
  if (await untilBetting(page)) {
    const amount = page.getByTestId('raise-amount');
    if (await amount.isVisible()) {
      const min = await amount.getAttribute('min');
      await amount.fill(min);
      await amount.press('Enter');
      // The history shows the raise once the host has taken it.
      await page.waitForFunction(
        (line) => [...document.querySelectorAll('[data-testid="history-lines"] li')].some((li) => li.textContent === line),
        `You raise to ${min}`,
        { timeout: 10_000 },
      );
      log(`Enter in the raise box raised to ${min}`);
    }
  }
  await page.getByTestId('history-close').click();

  // Leave table asks; Stay keeps the table.
  await waitForPlayer(page);
  await page.getByTestId('leave-table').click();
  await page.getByTestId('leave-confirm').waitFor();
  assert.match(await page.getByTestId('leave-confirm').innerText(), /saved/);
  await screenshot('leave-prompt');
  await page.getByTestId('leave-confirm-no').click();
  assert.ok(await page.getByTestId('table-screen').isVisible(), 'Stay keeps the table');

  // A reload mid-table reopens the same table where it was.
  const who = await waitForPlayer(page);
  const drawn = await describeTable(page);
  const mine = drawn.cards.filter((c) => c.seat === 0 && c.faceUp).map((c) => c.card).sort();
  const chips = drawn.seats.map((s) => s.chips);
  await page.reload();
  await page.getByTestId('table-screen').waitFor({ timeout: 20_000 });
  assert.equal(await waitForPlayer(page), who, 'the same decision after the reload');
  const again = await describeTable(page);
  assert.deepEqual(again.cards.filter((c) => c.seat === 0 && c.faceUp).map((c) => c.card).sort(), mine, 'the same cards');
  assert.deepEqual(again.seats.map((s) => s.chips), chips, 'the same chips');
  assert.equal(await page.getByTestId('guide').count(), 0, 'the guide does not come back');
  log(`reloaded at "${await page.getByTestId('table-status').innerText()}": same cards (${mine.join(', ')}) and chips`);

  // Play to the results: each player's net change, the pot apart.
  for (let n = 0; n < 80 && (await waitForPlayer(page)) !== 'results'; n++) await decideSimply(page);
  const results = page.getByTestId('results');
  await results.waitFor();
  const busted = await page.getByTestId('results-busted').isVisible();
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
  assert.equal(focused, busted ? 'rebuy' : 'next-game', 'the results take the focus, on what comes next');
  const nets = await page.locator('[data-testid^="result-net-"]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-net'))));
  assert.equal(nets.length, 3);
  assert.ok(nets.some((x) => x < 0), `a loser has a negative net change: ${nets.join(', ')}`);
  const pot = Number((await page.getByTestId('results-pot').innerText()).replace(/\D+/g, ''));
  const carry = Number((await results.getAttribute('data-carry')) ?? 0);
  const won = nets.filter((x) => x > 0).reduce((a, b) => a + b, 0);
  const lost = -nets.filter((x) => x < 0).reduce((a, b) => a + b, 0);
  assert.equal(won, lost - carry, 'what the winners won, the losers lost (less what stays in the pot)');
  assert.ok(pot >= lost, `the pot (${pot}) holds at least what the losers lost (${lost})`);
  await screenshot('results');
  log(`results: net ${nets.join(' / ')}, pot ${pot}`);

  // Leave (confirmed): the lobby lists the saved table; resume it from there.
  await page.getByTestId('leave-table').click();
  await page.getByTestId('leave-confirm-yes').click();
  const saved = page.getByTestId('saved-table').first();
  await saved.waitFor({ timeout: 20_000 });
  assert.match(await saved.innerText(), /Rogues and Warriors · game 1/);
  await screenshot('lobby-saved');
  await saved.getByRole('button', { name: 'Resume' }).click();
  await results.waitFor({ timeout: 20_000 });
  log('resumed from the lobby at the results');
  if (busted) {
    // Ann is out of chips: she is told so and buys back in at a new table with the same players.
    assert.match(await page.getByTestId('results-busted').innerText(), /You are out of chips/);
    await page.getByTestId('rebuy').click();
    await results.waitFor({ state: 'hidden' });
    await waitForPlayer(page);
    const table = await describeTable(page);
    assert.ok(table.seats[0].chips > 0, `Ann has chips again: ${table.seats.map((x) => x.chips).join(', ')}`);
    log(`busted, then rebought: chips ${table.seats.map((x) => x.chips).join(' / ')}`);
    await screenshot('after-rebuy');
  } else {
    await page.getByTestId('next-game').click();
    await waitForPlayer(page);
  }
  assert.equal(await page.getByTestId('guide').count(), 0, 'the guide shows once');
}
