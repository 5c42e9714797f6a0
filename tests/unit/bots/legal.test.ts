import fc from 'fast-check';
import { propertySeed } from '../../helpers/property';
import { describe, expect, it } from 'vitest';
import { decide, type BotLevel } from '../../../src/shared/bots/index';
import { apply, newTable, pendingSeats } from '../../../src/shared/engine/table';
import type { AnyState, TableConfig } from '../../../src/shared/engine/types';
import { viewFor } from '../../../src/shared/engine/view';
import { playableGames } from '../../../src/shared/games/registry';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { assertMoneyConserved, randomConfig } from '../../../src/shared/sim/random-table';

/**
 * Bots only ever produce legal actions: random tables of every registered game (variants, stakes, Split
 * Rule, player count drawn at random), every seat a bot of a random level, each decision applied with the
 * engine's checking `apply`, which refuses anything illegal. Hard takes up to a quarter of a second a
 * decision, so it is asked at a handful of points of each game rather than for every decision.
 */
const RUNS = Number(process.env.BOT_PROPERTY_RUNS ?? 2);
const PERSONALITIES = ['cautious', 'loose', 'bluffer'] as const;

/** Plays one game; `levelAt(seat, k)` says which bot makes the seat's k-th decision. */
function playWithBots(config: TableConfig, levelAt: (seat: number, k: number) => BotLevel): AnyState {
  let s = newTable(config).state;
  const made = config.seats.map(() => 0);
  let guard = 0;
  while (s.phase === 'playing') {
    if (++guard > 3000) throw new Error(`${config.game}: the bots' game did not end`);
    const seat = pendingSeats(s)[0]!;
    const view = viewFor(s, seat);
    const level = levelAt(seat, made[seat]++);
    const action = decide({ view, level, personality: PERSONALITIES[seat % 3]!, seed: (config.seed * 31 + s.version * 7919 + seat) | 0 });
    s = apply(s, seat, action).state; // throws a RuleError for an illegal action
    assertMoneyConserved(s);
  }
  return s;
}

const tableFor = (game: (typeof GAMES)[number], seed: number): TableConfig =>
  randomConfig(game, rngFrom(seedRng(seed)), { players: 2 + (seed % 3), seed });
const GAMES = playableGames();

describe('bots only ever produce legal actions', () => {
  for (const def of GAMES) {
    it(`Easy, Normal and random bots in random games of ${def.name}`, () => {
      const level = fc.constantFrom<BotLevel>('easy', 'normal', 'random');
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.array(level, { minLength: 8, maxLength: 8 }), (seed, levels) => {
          // The table shows who is who, as in the lobby: bots read their opponents' levels from it.
          const config = tableFor(def, seed);
          config.seats = config.seats.map((x, i) => ({ ...x, level: levels[i]!, personality: PERSONALITIES[i % 3]! }));
          expect(playWithBots(config, (seat) => levels[seat]!).phase).toBe('over');
        }),
        { numRuns: RUNS, seed: propertySeed(`bots: legal play in ${def.name}`) },
      );
    });

    it(`Hard, asked now and then, in a random game of ${def.name}`, () => {
      // Seat 0 is Hard for its 1st, 4th, 7th... decisions (at most 5), Normal otherwise; the others are random.
      const s = playWithBots(tableFor(def, 17), (seat, k) => (seat !== 0 ? 'random' : k % 3 === 0 && k < 15 ? 'hard' : 'normal'));
      expect(s.phase).toBe('over');
    });
  }
});
