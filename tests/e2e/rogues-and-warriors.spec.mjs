// A full game of Rogues and Warriors with Betting Rounds: one human and three bots at the default animation
// speed and bot delay, played by clicking — a raise with the slider's preset, calls and checks (one by
// keyboard), the reveal by clicking the card on the table — to the results panel, then on into the next game.
// The table is photographed at its first decision at 1024×640, 1280×800 and 1920×1080.
import assert from 'node:assert/strict';
import { assertSoftwarePacing, clickCard, describeTable, scenePacing, offeredActions, openLobby, setSeats, shotsAtSizes, startGame, waitForPlayer } from './gameplay.mjs';

export const timeout = 180_000;

export async function run({ page, baseUrl, screenshot, log }) {
  await openLobby(page, baseUrl);
  await setSeats(page, [
    { name: 'Tess', kind: 'human' },
    { name: 'Brenna', kind: 'bot', level: 'easy' },
    { name: 'Corwin', kind: 'bot', level: 'normal' },
    { name: 'Dagny', kind: 'bot', level: 'hard' },
  ]);
  await screenshot('lobby');
  await startGame(page, 'rogues-and-warriors', { seed: 20261123 });

  let raised = false;
  let keyed = false;
  let revealedByClick = false;
  let decisions = 0;
  for (;;) {
    const who = await waitForPlayer(page);
    assert.notEqual(who, 'pass', 'one human: never a pass screen');
    if (who === 'results') break;
    decisions++;
    if (decisions === 1) assertSoftwarePacing(await scenePacing(page), log);
    if (decisions === 2) await shotsAtSizes(page, screenshot, 'table');
    const table = await describeTable(page);
    assert.equal(table.viewer, 0, 'the table is drawn for the human seat');
    const mine = table.cards.filter((c) => c.seat === 0);
    assert.ok(mine.length >= 1 && mine.every((c) => c.faceUp), 'the human sees their own cards');
    assert.ok(table.cards.filter((c) => c.zone.startsWith('hand.') && c.seat !== 0).every((c) => !c.faceUp), "others' hands are face down");

    if (await page.getByTestId('betting-controls').isVisible()) {
      if (!raised && (await page.getByTestId('act-raise').isVisible())) {
        // A raise the rules refuse: the engine's sentence is shown and the decision stays open.
        await page.getByTestId('raise-amount').fill('0');
        await page.getByTestId('act-raise').click();
        await page.getByTestId('refused').waitFor();
        const sentence = await page.getByTestId('refused').innerText();
        assert.match(sentence, /raise/i, 'the refusal says what is wrong with the raise');
        log(`refused: ${sentence.replace(/\s*dismiss$/, '')}`);
        assert.equal(await waitForPlayer(page), 'turn', 'still the human to decide');
        await page.getByTestId('preset-min').click();
        const label = await page.getByTestId('act-raise').innerText();
        await page.getByTestId('act-raise').click();
        raised = true;
        log(`raised: ${label}`);
      } else if (!keyed) {
        const call = await page.getByTestId('act-call').isVisible();
        await page.keyboard.press('c');
        keyed = true;
        log(`keyboard C: ${call ? 'call' : 'check'}`);
      } else if (await page.getByTestId('act-call').isVisible()) {
        await page.getByTestId('act-call').click();
      } else {
        await page.getByTestId('act-check').click();
      }
      continue;
    }
    const offered = await offeredActions(page);
    const reveal = offered.find((o) => o.action.t === 'reveal');
    if (reveal) {
      if (decisions === 1 || !revealedByClick) await screenshot('reveal-step');
      await clickCard(page, reveal.action.card);
      revealedByClick = true;
      log(`clicked the card to: ${reveal.text}`);
      continue;
    }
    await page.locator('[data-action]').first().click();
  }

  assert.equal(await page.getByTestId('refused').count(), 0, 'no other action was refused');
  const headline = await page.getByTestId('results-headline').innerText();
  log(`result: ${headline} after ${decisions} decisions`);
  const rows = page.locator('[data-testid^="result-row-"]');
  assert.equal(await rows.count(), 4, 'a row for every player');
  const awards = await page.getByTestId('awards').innerText();
  assert.match(awards, /pot \(\d+\)/i, 'the panel says which pot went to whom');
  const chips = await rows.evaluateAll((els) => els.reduce((a, el) => a + Number(el.getAttribute('data-stack')), 0));
  const carry = Number((await page.getByTestId('results').getAttribute('data-carry')) ?? 0);
  assert.equal(chips + carry, 400, 'every chip is still on the table');
  await screenshot('result');
  // Issue 26.6: the results offer a rematch (the same seats, levels and options, a new seed) beside Next game.
  assert.ok(await page.getByTestId('results-rematch').isEnabled(), 'the results panel offers a Rematch');

  await page.getByTestId('next-game').click();
  await page.getByTestId('results').waitFor({ state: 'hidden' });
  await page.getByText('game 2').first().waitFor({ timeout: 20_000 });
  assert.equal(await waitForPlayer(page), 'turn', 'the next game asks the human again');
  await screenshot('next-game');
}
