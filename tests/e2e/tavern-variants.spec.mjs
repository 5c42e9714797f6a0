// The tavern variants in the lobby (issue 24, step 7): a table a variant refuses shows the host's sentence and
// opens nothing; a Bar Deck table with one human and bots opens, its rules page lists the variants.
import assert from 'node:assert/strict';
import { openTavernLobby, setTavernSeats, startTavern } from './tavern-play.mjs';

export const timeout = 180_000;

export async function run({ page, baseUrl, screenshot }) {
  await openTavernLobby(page, baseUrl);
  await setTavernSeats(page, [
    { name: 'Tess', kind: 'human', char: 'grusk' },
    { name: 'Brenna', kind: 'bot' },
    { name: 'Corwin', kind: 'bot' },
    { name: 'Dagny', kind: 'bot' },
    { name: 'Edric', kind: 'bot' },
  ]);
  await page.getByTestId('tavern-variant').selectOption('two-headed');
  assert.match(await page.getByTestId('tavern-variant-about').innerText(), /It seats 4, 6, 8 players; this table has 5\./);
  await page.getByTestId('tavern-start').click();
  const error = page.getByTestId('tavern-lobby-error');
  await error.waitFor({ timeout: 20_000 });
  assert.match(await error.innerText(), /Two-Headed Dragon needs an even number of players, 4 to 8\./);
  await screenshot('lobby-refused');

  await page.getByTestId('tavern-open-rules').click();
  await page.getByTestId('trules-variants').click();
  assert.match(await page.getByTestId('trules-variant-bar-deck').innerText(), /The Bar Deck/);
  await screenshot('rules-variants');
  await page.getByTestId('tavern-rules-close').click();

  await page.getByTestId('tavern-variant').selectOption('');
  await page.getByTestId('tavern-bar-deck').check();
  await startTavern(page, 77);
  await screenshot('bar-deck-table');
}
