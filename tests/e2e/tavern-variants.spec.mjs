// The tavern variants in the lobby (issue 24, step 7): a table a variant refuses shows the host's sentence and
// opens nothing; a Bar Deck table with one human and bots opens, its rules page lists the variants. Then the
// Automaton (issue 24): one human and one Normal bot with Rivet, at the default settings, played to its end by
// clicking what the dock offers, Rivet's deck the lobby's two factions (one alone is refused); the faction picker
// and Rivet's mat photographed at the three sizes.
import assert from 'node:assert/strict';
import { openTavernLobby, playTavern, setTavernSeats, shots, startTavern } from './tavern-play.mjs';

export const timeout = 900_000;

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
  // The picture once the table is drawn (taken at once it was a bare felt): five plates placed.
  await page.waitForFunction(() => {
    const d = globalThis.__rwTavern?.describe();
    return !!d && !d.blank && d.seats.length === 5 && d.seats.every((s) => s.plate);
  }, null, { timeout: 30_000 });
  await page.waitForTimeout(500);
  await screenshot('bar-deck-table');

  // The Automaton: a two-player table with Rivet as the third seat (back to the lobby from the table).
  await page.getByTestId('tavern-leave').click();
  await page.getByTestId('tavern-lobby').waitFor({ timeout: 20_000 });
  await setTavernSeats(page, [
    { name: 'Tess', kind: 'human', char: 'grusk' },
    { name: 'Brenna', kind: 'bot' },
  ]);
  await page.getByTestId('tavern-variant').selectOption('automaton');
  assert.match(await page.getByTestId('tavern-variant-about').innerText(), /Rivet/);
  // Rivet's deck from the lobby (VARIANTS.md §7): one faction is refused with the host's sentence, two are taken.
  await page.getByTestId('tavern-faction-tallyman').check();
  await page.getByTestId('tavern-start').click();
  await error.waitFor({ timeout: 20_000 });
  assert.match(await error.innerText(), /two different factions/);
  await page.getByTestId('tavern-faction-dicebox').check();
  await shots(page, screenshot, 'automaton-lobby');
  // Seed 43 (scripts/tavern-shots-seed.ts automaton, over seeds 1-400; the Bar Deck stays ticked from the first
  // table): a short whole game, 7 turns and 11 of Tess's decisions (seed 24: 14 turns, 51), Brenna drawing Corvin.
  await startTavern(page, 43);
  await page.waitForFunction(() => (globalThis.__rwTavern?.describe().seats.length ?? 0) === 3, null, { timeout: 30_000 });
  assert.deepEqual(await page.evaluate(() => globalThis.__rwTavern?.view?.automaton?.factions), ['tallyman', 'dicebox']);
  let shot = false;
  await playTavern(page, {
    onPrompt: async (n) => {
      if (shot || n < 4) return;
      shot = true;
      const d = await page.evaluate(() => globalThis.__rwTavern?.describe());
      assert.ok(d, 'the table describes itself');
      await shots(page, screenshot, 'automaton-table');
    },
  });
  assert.match(await page.getByTestId('tavern-winner').innerText(), /wins|tie/);
  await screenshot('automaton-winner');
}
