// A screenshot of the table for every game in the catalogue (one human, three bots), taken at the human's
// first decision after the opening Betting Round where there is one, so cards, dice and the pot are out.
// Each game is then played on to its result (deciding simply), with a screenshot of the results panel.
import assert from 'node:assert/strict';
import { decideSimply, openLobby, setPace, setSeats, startGame, waitForPlayer } from './gameplay.mjs';

export const timeout = 600_000;

export async function run({ page, baseUrl, screenshot, log }) {
  await openLobby(page, baseUrl);
  const ids = await page.locator('[data-testid^="game-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid').slice(5)));
  assert.ok(ids.length >= 1, 'the catalogue lists games');
  log(`${ids.length} games: ${ids.join(', ')}`);
  await setSeats(page, [
    { name: 'Tess', kind: 'human' },
    { name: 'Brenna', kind: 'bot', level: 'normal' },
    { name: 'Corwin', kind: 'bot', level: 'normal' },
    { name: 'Dagny', kind: 'bot', level: 'normal' },
  ]);
  await setPace(page, { botDelayMs: 0, speed: 0 });

  for (const id of ids) {
    await startGame(page, id, { seed: 5 });
    let who = await waitForPlayer(page);
    // Past the first decision or two, so the table shows the game under way.
    for (let k = 0; k < 2 && who === 'turn'; k++) {
      const betting = await page.getByTestId('betting-controls').isVisible();
      if (!betting && k > 0) break;
      await decideSimply(page);
      who = await waitForPlayer(page);
    }
    await page.waitForTimeout(250);
    const shot = await screenshot(`table-${id}`);
    const status = await page.getByTestId('table-status').innerText();
    let decisions = 0;
    while (who !== 'results' && decisions < 150) {
      await decideSimply(page);
      decisions++;
      who = await waitForPlayer(page);
    }
    assert.equal(who, 'results', `${id} reached its result`);
    await screenshot(`result-${id}`);
    log(`${id}: ${status || 'screenshot'} -> ${shot.split('/').pop()}; result after ${decisions} more decisions: ${await page.getByTestId('results-headline').innerText()}`);
    await page.getByTestId('back-to-lobby').click();
    await page.getByTestId('start-game').waitFor();
  }
}
