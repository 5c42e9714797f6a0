import { parseArgs } from 'node:util';
import { applyInPlace, canStartGame, gameDef, newTable } from '../shared/engine/table';
import { playableGames } from '../shared/games/registry';
import { rngFrom, seedRng } from '../shared/rng';
import { assertMoneyConserved, playRandomGame, randomConfig } from '../shared/sim/random-table';
import type { AnyState, GameId } from '../shared/engine/types';

/**
 * `npm run sim -- --game rogues-and-warriors --players 4 --games 10000 --seed 7`
 * Random legal bots at random tables (variants, stakes and Split Rule drawn per table); money is checked
 * after every action. Prints a one-screen summary; exit code 1 on any failure.
 */
const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'rogues-and-warriors' },
    players: { type: 'string' },
    games: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    'games-per-table': { type: 'string', default: '20' },
    bot: { type: 'string' },
    pairings: { type: 'boolean' },
  },
});

// The tavern game has its own simulator (src/cli/sim-tavern.ts); every other game runs below, unchanged.
if (values.game === 'tavern') {
  const { runTavernSim } = await import('./sim-tavern');
  process.exit(runTavernSim(values));
}

const ids: GameId[] = values.game === 'all' ? playableGames().map((d) => d.id) : [values.game as GameId];
const total = Number(values.games);
const perTable = Number(values['games-per-table']);
const players = values.players ? Number(values.players) : undefined;
if (!Number.isInteger(total) || total < 1) {
  console.error('sim: --games must be a positive whole number');
  process.exit(2);
}
let failures = 0;

for (const id of ids) {
  let def;
  try {
    def = gameDef(id);
  } catch {
    console.error(`sim: unknown game "${id}" (playable: ${playableGames().map((d) => d.id).join(', ')})`);
    process.exit(2);
  }
  if (players !== undefined && (players < def.players.min || players > def.players.max)) {
    console.error(`sim: ${def.name} is for ${def.players.min} to ${def.players.max} players`);
    process.exit(2);
  }
  const rng = rngFrom(seedRng(Number(values.seed)));
  const t0 = performance.now();
  let games = 0;
  let actions = 0;
  let tables = 0;
  const endings = new Map<string, number>();
  const variantGames = new Map<string, number>();
  let firstFailure: string | null = null;
  while (games < total) {
    const config = randomConfig(def, rng, { players });
    tables++;
    let s: AnyState;
    try {
      s = newTable(config).state;
      for (let g = 0; g < perTable && games < total; g++) {
        if (g > 0) {
          if (!canStartGame(s)) break;
          applyInPlace(s, 0, { t: 'next-game' });
          assertMoneyConserved(s);
        }
        const played = playRandomGame(s, rng, { afterAction: (st) => assertMoneyConserved(st) });
        actions += played.actions.length;
        games++;
        const kind = s.result?.kind ?? 'unsettled';
        endings.set(kind, (endings.get(kind) ?? 0) + 1);
        for (const v of config.variants) variantGames.set(v, (variantGames.get(v) ?? 0) + 1);
      }
    } catch (e) {
      failures++;
      if (!firstFailure) firstFailure = `table ${JSON.stringify(config)}: ${(e as Error).stack ?? e}`;
    }
  }
  const ms = performance.now() - t0;
  console.log(`${def.name}: ${games} games at ${tables} random tables, ${actions} actions, ${(ms / 1000).toFixed(1)} s (${Math.round((games / ms) * 1000)} games/s)`);
  const ENDING_NAMES: Record<string, string> = {
    showdown: 'showdowns',
    fold: 'won when all others folded',
    replay: "replays (King's/Commoner's Rule)",
    'last-standing': 'last player standing',
    special: 'ended by a special rule',
  };
  console.log(`  endings: ${[...endings].map(([k, n]) => `${n} ${ENDING_NAMES[k] ?? k}`).join(', ')}`);
  console.log(`  variants: ${[...variantGames].map(([v, n]) => `${v} ${n}`).join(', ') || 'none drawn'}`);
  console.log(`  money checked after every action: ${failures === 0 ? 'always conserved' : `${failures} failing tables`}`);
  if (firstFailure) console.log(`  first failure: ${firstFailure}`);
}
process.exit(failures > 0 ? 1 : 0);
