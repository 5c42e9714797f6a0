import { parseArgs } from 'node:util';
import { playableGames } from '../shared/games/registry';
import { reportLines, simFailed, simulateGame } from '../shared/sim/run';
import type { GameDef } from '../shared/engine/game';

/**
 * `npm run sim -- --game rogues-and-warriors --players 4 --games 10000 --seed 7`
 * Random legal bots at random tables (variants, stakes and Split Rule drawn per table); money is checked
 * after every action. Prints a one-screen summary per game; exit code 1 on any failure, 2 on bad arguments.
 */
function usage(message: string): never {
  console.error(`sim: ${message}`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      game: { type: 'string', default: 'rogues-and-warriors' },
      players: { type: 'string' },
      games: { type: 'string', default: '1000' },
      seed: { type: 'string', default: '1' },
      'games-per-table': { type: 'string', default: '20' },
      bot: { type: 'string' },
      pairings: { type: 'boolean' },
      'appendix-b': { type: 'boolean' },
      variant: { type: 'string' },
    },
  }));
} catch (e) {
  usage((e as Error).message);
}

// The tavern game has its own simulator (src/cli/sim-tavern.ts; `--players 2-8` is a range there).
if (values.game === 'tavern') {
  const { runTavernSim } = await import('./sim-tavern');
  process.exit(runTavernSim(values));
}

function whole(name: string, text: string, min: number): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < min) usage(`--${name} must be a whole number of at least ${min}, not "${text}"`);
  return n;
}

const total = whole('games', values.games, 1);
const perTable = whole('games-per-table', values['games-per-table'], 1);
const seed = whole('seed', values.seed, 0);
const players = values.players === undefined ? undefined : whole('players', values.players, 2);
const playable = playableGames();
let defs: GameDef[];
if (values.game === 'all') defs = playable;
else {
  const def = playable.find((d) => d.id === values.game);
  if (!def) usage(`unknown game "${values.game}" (playable: ${playable.map((d) => d.id).join(', ')})`);
  defs = [def];
}

let failed = false;
for (const def of defs) {
  if (players !== undefined && (players < def.players.min || players > def.players.max)) {
    usage(`${def.name} is for ${def.players.min} to ${def.players.max} players`);
  }
  const report = simulateGame(def, { games: total, seed, perTable, players, now: () => performance.now() });
  for (const line of reportLines(report)) console.log(line);
  if (simFailed(report)) failed = true;
}
process.exit(failed ? 1 : 0);
