import { RuleError } from './errors';
import { shown } from '../sentence';
import type { GameDef } from './game';

/**
 * The engine's lookup of games by id. The engine is the framework games are written in, so it cannot import
 * the games' list (`games/registry.ts` imports every game, and every game imports the engine): the list is
 * handed in instead. `games/registry.ts` registers its `GAMES` here as it loads, so whatever imports the
 * registry (the host, the CLI, the catalogue, the tests' setup file) has every game before its first table.
 * `tests/unit/engine/import-circles.test.ts` keeps the engine from importing a game, and checks that every
 * entry point of the app imports the registry.
 */
let games: Readonly<Record<string, GameDef | undefined>> | null = null;

/**
 * Hands the engine its games. The registry calls it once as it loads; calling it again replaces the list
 * (a test may hand in a list of its own). Each game must be listed under its own id.
 */
export function registerGames(list: Readonly<Partial<Record<string, GameDef>>>): void {
  for (const [id, def] of Object.entries(list)) {
    if (def && def.id !== id) throw new Error(`engine: the game "${def.id}" is listed under "${id}"`);
  }
  games = list;
  lastId = null;
  lastDef = null;
}

/** The game of that id, or undefined when no game of that id is registered. Own properties only: "constructor" finds nothing. */
export function findGame(id: string): GameDef | undefined {
  if (games === null) throw new Error('engine: no games are registered yet (import src/shared/games/registry before playing a table)');
  return Object.hasOwn(games, id) ? games[id] : undefined;
}

/**
 * The game last asked for, and its id: the engine asks for the same game many times per action (every
 * context, every step lookup), so the answer is kept. The check compares the kept id, not `lastDef.id`: the
 * games' objects have as many shapes as games, and reading a property of one at the engine's busiest call
 * made V8 throw away the engine's compiled code each time a process turned to a game of a new shape (King's
 * Council after six other games ran twice as slow in one process as alone: issue 21's bench).
 */
let lastId: string | null = null;
let lastDef: GameDef | null = null;

/** The game of that id; refused with a sentence when there is none. */
export function gameDef(id: string): GameDef {
  if (id === lastId) return lastDef!;
  const def = findGame(id);
  if (!def) throw new RuleError('bad-config', `There is no game ${shown(id) ?? 'of that name'}`);
  lastId = id;
  lastDef = def;
  return def;
}
