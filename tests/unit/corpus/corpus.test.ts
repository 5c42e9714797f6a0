import { describe, expect, it } from 'vitest';
import { applyInPlace, newTable } from '../../../src/shared/engine/table';
import type { Action, AnyState, TableConfig } from '../../../src/shared/engine/types';
import { playableGames } from '../../../src/shared/games/registry';
import { digestOf, readCorpus, type CorpusTable, type DigestSource, type GameDigest } from './digest';
import { playTable } from './play';

/**
 * Every game plays exactly as it did before the engine was reshaped (issue 11): the corpus recorded from
 * commit 67d2939 (record.ts; 200 random tables per game, 2 to 8 players, up to 3 games each) is replayed
 * action by action, and after every game the final state's digest must be the recorded one, chip for chip.
 * A recorded action the engine now refuses fails the test too: each was legal then.
 */

/** Translates a recorded action to today's action format (the identity while the format is unchanged). */
function translate(a: Record<string, unknown>): Action {
  return a as Action;
}

/** Replays one table; returns the digest of every game it played. */
export function replay(t: CorpusTable): GameDigest[] {
  const s: AnyState = newTable(t.config as unknown as TableConfig).state;
  const out: GameDigest[] = [];
  const done = () => {
    if (s.phase === 'over' && out.length < s.gameNo) out.push(digestOf(s as unknown as DigestSource));
  };
  done();
  t.actions.forEach(([seat, a], i) => {
    try {
      applyInPlace(s, seat, translate(a));
    } catch (e) {
      throw new Error(`seed ${t.seed}, action ${i} (seat ${seat} ${JSON.stringify(a)}) refused: ${(e as Error).message}`);
    }
    done();
  });
  return out;
}

describe.each(playableGames().map((d) => [d.id] as const))('%s: the recorded corpus', (game) => {
  it('replays every recorded table to the same final states, chip for chip', () => {
    const corpus = readCorpus(game);
    expect(corpus.game).toBe(game);
    expect(corpus.tables.length).toBeGreaterThanOrEqual(200);
    for (const t of corpus.tables) {
      const got = replay(t);
      // The money in clear first, so a failure names the chips, then the hash of cards and results.
      expect(got.map((g) => ({ stacks: g.stacks, payouts: g.payouts, carry: g.carry })), `seed ${t.seed}`).toEqual(
        t.games.map((g) => ({ stacks: g.stacks, payouts: g.payouts, carry: g.carry })),
      );
      expect(got, `seed ${t.seed}`).toEqual(t.games);
    }
  });

  it('offers the same legal lists, in the same order: random choices drawn again are the recorded ones', () => {
    // Replaying recorded actions proves the rules; drawing the choices again from today's legal lists with the
    // recorder's PRNG proves the lists themselves (what the buttons, the bots and the simulator see) unchanged.
    const corpus = readCorpus(game);
    for (const t of corpus.tables.slice(0, 60)) {
      const again = playTable(t.config, t.choiceRng!, t.seed % 2 === 1);
      expect(again.actions, `seed ${t.seed}`).toEqual(t.actions);
      expect(again.games, `seed ${t.seed}`).toEqual(t.games);
    }
  });
});

describe('the corpus comparison', () => {
  it('notices one chip moved or one card changed', () => {
    const t = readCorpus('rogues-and-warriors').tables[0]!;
    const good = replay(t);
    const chip = structuredClone(t);
    chip.games[0]!.stacks[0]! += 1;
    expect(replay(t)).not.toEqual(chip.games);
    // An action changed (another legal raise or card) changes the digest or is refused.
    const other = structuredClone(t);
    const k = other.actions.findIndex(([, a]) => a.t === 'call' || a.t === 'check');
    other.actions[k]![1] = { t: 'fold' };
    let changed: boolean;
    try {
      changed = JSON.stringify(replay(other)) !== JSON.stringify(good);
    } catch {
      changed = true;
    }
    expect(changed).toBe(true);
  });
});
