import { describe, expect, it } from 'vitest';
import { applyInPlace, newTavern } from '../../../src/shared/tavern/engine';
import { checkInvariants } from '../../../src/shared/tavern/invariants';
import type { TAction, TavernConfig, TavernState } from '../../../src/shared/tavern/types';
import { readTavernCorpus, tavernDigest } from './tavern-digest';
import { specialMove } from '../tavern/scenario';

/**
 * The tavern plays exactly as it did before issue 21 reshaped the host and the protocol: every recorded game
 * (tavern-record.ts, at df1bfaf; re-recorded for issue 23.6's balance data) is replayed action by action from its config, and its final state must have
 * the recorded digest: the same winners, Gold, stats and every card in the same place.
 */

/**
 * Translates a recorded action to today's action format. Recorded at df1bfaf, Appendix B's specials were
 * `{ t: 'choose', pick: 'reroll|dice|0' }` strings; since issue 21 they are typed moves
 * (`{ t: 'special', how: 'reroll', holding: 'dice', die: 0 }`). Everything else is unchanged.
 */
export function translateTavern(a: Record<string, unknown>, s: TavernState): TAction {
  if (a.t !== 'choose' || s.pending?.k !== 'special') return a as TAction;
  // The recorded strings are the tests' short notation of a move (scenario.ts reads it).
  return { t: 'special', ...specialMove(String(a.pick)) };
}

describe('the tavern corpus', () => {
  const corpus = readTavernCorpus();
  it('covers 2–8 seats, Prizes and Appendix B on and off, every character', () => {
    const cfgs = corpus.games.map((g) => g.config as unknown as TavernConfig);
    expect(corpus.games.length).toBeGreaterThanOrEqual(300);
    expect(new Set(cfgs.map((c) => c.seats.length))).toEqual(new Set([2, 3, 4, 5, 6, 7, 8]));
    expect(new Set(cfgs.map((c) => !!c.prizes))).toEqual(new Set([true, false]));
    expect(new Set(cfgs.map((c) => !!c.appendixB))).toEqual(new Set([true, false]));
    expect(new Set(cfgs.flatMap((c) => c.seats.map((s) => s.char))).size).toBeGreaterThanOrEqual(4);
  });

  it('replays every recorded game to the same final state', () => {
    for (const g of corpus.games) {
      const s = newTavern(g.config as unknown as TavernConfig).state;
      g.actions.forEach(([seat, a], i) => {
        try {
          applyInPlace(s, seat, translateTavern(a, s));
        } catch (e) {
          throw new Error(`game ${g.seed}, action ${i} (seat ${seat} ${JSON.stringify(a)}) refused: ${(e as Error).message}`);
        }
      });
      expect(s.over, `game ${g.seed} ended`).not.toBeNull();
      expect(checkInvariants(s), `game ${g.seed}`).toEqual([]);
      expect(tavernDigest(s), `game ${g.seed}`).toEqual(g.final);
    }
  }, 120_000);
});
