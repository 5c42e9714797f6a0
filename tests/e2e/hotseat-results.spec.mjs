// Issue 12.4: at a hotseat table everyone is at the screen for the results, so nothing private is drawn
// then: the table and the results switch to what the showdown revealed (the spectator's view), a folded
// hand stays face down, and a player sees their own cards only after handing the screen over to
// themselves (the pass screen), then hides them again. Default animation speed and bot delay.
import assert from 'node:assert/strict';
import { describeTable, openLobby, setSeats, startGame, waitForPlayer } from './gameplay.mjs';

export const timeout = 180_000;

export async function run({ page, baseUrl, screenshot, log }) {
  await openLobby(page, baseUrl);
  await setSeats(page, [
    { name: 'Ann', kind: 'human' },
    { name: 'Bob', kind: 'human' },
    { name: 'Corwin', kind: 'bot', level: 'easy' },
  ]);
  await startGame(page, 'rogues-and-warriors', { seed: 31 });

  // Ann folds at her first bet (confirming when checking was free); everyone else checks or calls.
  let annFolded = false;
  for (let n = 0; n < 80; n++) {
    const who = await waitForPlayer(page);
    if (who === 'results') break;
    if (who === 'pass') {
      await page.getByTestId('pass-confirm').click();
      await page.getByTestId('pass-screen').waitFor({ state: 'hidden' });
      continue;
    }
    const seat = (await describeTable(page)).viewer;
    if (seat === 0 && !annFolded && (await page.getByTestId('act-fold').isVisible())) {
      await page.getByTestId('act-fold').click();
      if (await page.getByTestId('confirm-fold').isVisible()) await page.getByTestId('confirm-fold-yes').click();
      annFolded = true;
    } else if (await page.getByTestId('act-check').isVisible()) {
      await page.getByTestId('act-check').click();
    } else if (await page.getByTestId('act-call').isVisible()) {
      await page.getByTestId('act-call').click();
    } else {
      await page.locator('[data-action]').first().click();
    }
    // The decision is taken: wait until the screen has moved on from it.
    await page.waitForFunction(() => document.querySelector('[data-testid="table-status"]')?.getAttribute('data-my-turn') !== 'yes', null, { timeout: 10_000 });
  }
  assert.ok(annFolded, 'Ann folded');
  const results = page.getByTestId('results');
  await results.waitFor();

  // What is drawn now is the spectator's view: Ann's folded hand is face down.
  assert.equal(await results.getAttribute('data-viewer'), '-1', 'the results come from the public view');
  const table = await describeTable(page);
  assert.equal(table.viewer, -1, 'the table is drawn for everyone, not for the last player');
  const annHand = table.cards.filter((c) => c.seat === 0 && c.zone.startsWith('hand.'));
  assert.ok(annHand.length > 0 && annHand.every((c) => !c.faceUp), 'Ann\'s folded hand is not shown face up');
  assert.match(await page.getByTestId('results-privacy').innerText(), /what the showdown revealed/);
  await screenshot('public-results');
  log(`public results: ${await page.getByTestId('results-headline').innerText()}; Ann's folded hand face down`);

  // Ann asks to see her own cards: the screen is handed to her first.
  await page.getByTestId('results-peek-0').click();
  const pass = page.getByTestId('pass-screen');
  await pass.waitFor();
  assert.match(await pass.innerText(), /Pass to Ann/);
  assert.ok((await describeTable(page)).blank, 'blank behind the pass screen');
  await page.getByTestId('pass-confirm').click();
  await page.locator('[data-testid="results"][data-viewer="0"]').waitFor();
  const own = (await describeTable(page)).cards.filter((c) => c.seat === 0 && c.zone.startsWith('hand.'));
  assert.ok(own.every((c) => c.faceUp), 'Ann now sees her own folded hand');
  await screenshot('peek');
  await page.getByTestId('results-end-peek').click();
  await page.locator('[data-testid="results"][data-viewer="-1"]').waitFor();
  assert.ok((await describeTable(page)).cards.filter((c) => c.seat === 0 && c.zone.startsWith('hand.')).every((c) => !c.faceUp), 'hidden again');
  log('Ann looked at her own hand through the pass screen, then hid it');

  // The next game starts with a hand-over, never with someone's cards on screen.
  await page.getByTestId('next-game').click();
  assert.equal(await waitForPlayer(page), 'pass', 'the next game begins behind the pass screen');
}
