/**
 * How the corpus plays a table (record.ts): random legal actions drawn from the engine's own legal lists, the
 * same way at every commit, so re-playing a seed today must choose the very same actions as when it was
 * recorded, as long as every legal list is the same, in the same order.
 */
import { applyInPlace, canStartGame, legalActions, newTable, pendingSeats } from '../../../src/shared/engine/table';
import type { Action, AnyState } from '../../../src/shared/engine/types';
import { viewFor } from '../../../src/shared/engine/view';
import { playableGames } from '../../../src/shared/games/registry';
import { rngFrom, seedRng, type Rng } from '../../../src/shared/rng';
import { randomConfig } from '../../../src/shared/sim/random-table';
import { digestOf, type CorpusTable, type DigestSource, type Recorded } from './digest';

export const GAMES = 3;
const MAX_ACTIONS = 5000;

const quitting = (a: Action) => a.t === 'fold' || a.t === 'leave';

function choose(s: AnyState, seat: number, rng: Rng, stayIn: boolean): Action {
  const legal = legalActions(s, seat);
  if (legal.length === 0) throw new Error(`${s.config.game}: seat ${seat} awaited with no legal action`);
  let pool = legal;
  if (stayIn) {
    const stay = legal.filter((a) => !quitting(a));
    if (stay.length > 0) pool = stay;
    const calm = pool.filter((a) => a.t !== 'raise' && a.t !== 'all-in');
    if (calm.length > 0 && rng.int(0, 5) > 0) pool = calm;
  }
  const a = pool[rng.int(0, pool.length - 1)]!;
  if (a.t === 'raise') {
    // The legal list names the least raise; any whole total up to all-in is legal too.
    const b = viewFor(s, seat).betting;
    if (b) return { t: 'raise', to: rng.int(b.minRaiseTo, b.maxRaiseTo) };
  }
  return a;
}

export function recordTable(game: string, seed: number): CorpusTable {
  const def = playableGames().find((d) => d.id === game)!;
  const rng = rngFrom(seedRng(seed));
  const players = rng.int(def.players.min, def.players.max);
  const config = randomConfig(def, rng, { players });
  const choiceRng = rng.state();
  const t = playTable(config as unknown as Record<string, unknown>, choiceRng, seed % 2 === 1);
  return { seed, config: JSON.parse(JSON.stringify(config)) as Record<string, unknown>, choiceRng, actions: t.actions, games: t.games };
}

/**
 * Plays a table from its config with random legal choices drawn from `choiceRng` (the recorder's PRNG
 * right after it drew the config): the same config and PRNG give the same actions while the legal lists
 * are the same.
 */
export function playTable(config: Record<string, unknown>, choiceRng: number[], stayIn: boolean): Pick<CorpusTable, 'actions' | 'games'> {
  const rng = rngFrom(choiceRng);
  const s = newTable(config as never).state;
  const game = String(config.game);
  const actions: Recorded[] = [];
  const games: CorpusTable['games'] = [];
  const done = () => {
    if (s.phase === 'over' && games.length < s.gameNo) games.push(digestOf(s as unknown as DigestSource));
  };
  done();
  for (let g = 0; g < GAMES; g++) {
    if (g > 0) {
      if (!canStartGame(s)) break;
      applyInPlace(s, 0, { t: 'next-game' });
      actions.push([0, { t: 'next-game' }]);
      done();
    }
    while (s.phase === 'playing') {
      if (actions.length > MAX_ACTIONS) throw new Error(`${game}: no end after ${MAX_ACTIONS} actions`);
      const pending = pendingSeats(s);
      const seat = pending[rng.int(0, pending.length - 1)]!;
      const a = choose(s, seat, rng, stayIn);
      applyInPlace(s, seat, a);
      actions.push([seat, JSON.parse(JSON.stringify(a)) as Record<string, unknown>]);
      done();
    }
  }
  return { actions, games };
}
