import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/shared/engine/errors';
import { anteAgain, endNow, foldSeat, potTotal, replayGame, takeFromPot, transferChips } from '../../../src/shared/engine/drive';
import { activeSeats } from '../../../src/shared/engine/seats';
import { applyInPlace, legalFor, moneyOnTable, newTable, pendingSeats } from '../../../src/shared/engine/table';
import type { AnyState } from '../../../src/shared/engine/types';
import { viewFor } from '../../../src/shared/engine/view';
import { playableGames } from '../../../src/shared/games/registry';
import { randomAction } from '../../../src/shared/bots/random';
import { rngFrom, seedRng, type Rng } from '../../../src/shared/rng';
import { randomConfig } from '../../../src/shared/sim/random-table';
import { config, play, table } from '../../helpers/table';

/**
 * A table a parent can drive (issue 11.3): fold a seat, ante again, take from the pot, end the game now,
 * replay, move coins between stacks, each from outside, each with events; and every step lets go of a seat
 * folded from outside, so no game is ever stranded waiting for it.
 */

const allCards = (s: AnyState): number[] => [...Object.values(s.zones).flatMap((z) => z.cards), ...s.deck, ...s.discard].sort((a, b) => a - b);

function randomStep(s: AnyState, rng: Rng): void {
  const pending = pendingSeats(s);
  if (pending.length === 0) throw new Error(`${s.config.game}: the game waits on no one at ${s.step.id}`);
  const seat = pending[rng.int(0, pending.length - 1)]!;
  applyInPlace(s, seat, randomAction(rng, legalFor(s, seat).actions, viewFor(s, seat).betting));
}

const SEED = Number(process.env.DRIVE_SEED ?? Date.now() % 2 ** 31);

describe.each(playableGames().map((d) => [d.id, d] as const))('%s: driven from outside', (_id, def) => {
  it('never strands a step when a parent folds a seat, waiting or not, and keeps every chip and card', () => {
    console.log(`drive ${def.id}: fast-check seed ${SEED} (rerun with DRIVE_SEED=${SEED})`);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (seed) => {
        const rng = rngFrom(seedRng(seed));
        const s = newTable(randomConfig(def, rng, { players: rng.int(def.players.min, def.players.max) })).state;
        const cards = allCards(s);
        let folds = 0;
        for (let guard = 0; s.phase === 'playing'; guard++) {
          if (guard > 5000) throw new Error(`${def.id}: no end`);
          if (rng.int(0, 7) === 0) {
            // Half the time the seat whose decision is awaited: that is where a step could be stranded.
            const pending = pendingSeats(s);
            const alive = activeSeats(s);
            const seat = rng.int(0, 1) === 0 && pending.length ? pending[rng.int(0, pending.length - 1)]! : alive[rng.int(0, alive.length - 1)]!;
            const events = foldSeat(s, seat, 'forced out');
            expect(events[0]).toMatchObject({ t: 'folded', seat, why: 'forced out' });
            expect(s.folded[seat]).toBe(true);
            folds++;
          } else randomStep(s, rng);
          expect(moneyOnTable(s)).toBe(s.totalMoney);
          if (s.phase === 'playing') expect(pendingSeats(s).every((x) => !s.folded[x])).toBe(true);
        }
        expect(s.result).not.toBeNull();
        expect(allCards(s)).toEqual(cards);
        // The secret choices of a folded seat were let go; nothing is left waiting for a reveal.
        expect(Object.keys(s.secret)).toEqual([]);
        return folds >= 0;
      }),
      { numRuns: Number(process.env.DRIVE_RUNS ?? 12), seed: SEED },
    );
  });
});

describe('the parent operations', () => {
  it("fold the seat whose Betting Round turn it is: the turn passes on, and the last one in wins the pot", () => {
    const s = table('rogues-and-warriors', 3);
    const turn = pendingSeats(s)[0]!;
    foldSeat(s, turn);
    expect(pendingSeats(s)).not.toContain(turn);
    expect(s.phase).toBe('playing');
    foldSeat(s, pendingSeats(s)[0]!);
    expect(s.phase).toBe('over');
    expect(s.result!.kind).toBe('fold');
    expect(moneyOnTable(s)).toBe(s.totalMoney);
  });

  it('resolve a simultaneous choice when its last chooser is folded from outside', () => {
    let s = table('rogues-and-warriors', 3);
    while (s.step.id !== 'reveal-one') s = play(s, [[pendingSeats(s)[0]!, { t: 'check' }]]);
    const [a, b, c] = pendingSeats(s) as [number, number, number];
    s = play(s, [[a, legalFor(s, a).actions[0]!], [b, legalFor(s, b).actions[0]!]]);
    foldSeat(s, c);
    expect(s.step.id).not.toBe('reveal-one');
    expect(s.zones[`up.${a}`]!.cards).toHaveLength(1);
    expect(s.zones[`up.${c}`]).toBeUndefined();
  });

  it('ante again: every seat still in puts the ante in once more', () => {
    const s = table('kings-council', 3);
    const before = [...s.contrib];
    const events = anteAgain(s);
    expect(s.contrib).toEqual(before.map((x) => x + 1));
    expect(events.filter((e) => e.t === 'ante')).toHaveLength(3);
    expect(moneyOnTable(s)).toBe(s.totalMoney);
  });

  it('take from the pot: the carried pot first, then the largest stakes; never more than the pot', () => {
    const s = newTable(config('kings-council', 3, { carry: 2 })).state;
    expect(potTotal(s)).toBe(5);
    takeFromPot(s, 1, 4);
    expect(s.carry).toBe(0);
    expect(s.contrib.reduce((x, y) => x + y, 0)).toBe(1);
    expect(s.stacks[1]).toBe(99 + 4);
    expect(s.log.at(-1)).toMatchObject({ t: 'pot-taken', seat: 1, amount: 4 });
    expect(moneyOnTable(s)).toBe(s.totalMoney);
    expect(() => takeFromPot(s, 1, 2)).toThrow(RuleError);
  });

  it('end the game now: a winner takes the whole pot; with none, the pot leaves the table', () => {
    const s = table('three-kingdoms', 4);
    endNow(s, 2, 'wins the Round');
    expect(s.phase).toBe('over');
    expect(s.stacks[2]).toBe(99 + 4);
    expect(s.result!.payouts).toEqual([0, 0, 4, 0]);
    expect(moneyOnTable(s)).toBe(s.totalMoney);
    const t = table('three-kingdoms', 4);
    endNow(t, null, 'ends to the Inn');
    expect(t.totalMoney).toBe(400 - 4);
    expect(moneyOnTable(t)).toBe(t.totalMoney);
    expect(() => endNow(t, 0, 'again')).toThrow(RuleError);
  });

  it("replay: King's Rule plays the same game again with the tied seats only, without ante", () => {
    const s = table('kings-council', 4);
    endNow(s, 0, 'wins');
    replayGame(s, 'king', [1, 3]);
    expect(s.phase).toBe('playing');
    expect(s.inGame).toEqual([false, true, false, true]);
    expect(s.contrib).toEqual([0, 0, 0, 0]);
    expect(s.log[0]).toMatchObject({ t: 'game-started', replay: 'king', seats: [1, 3] });
    expect(() => replayGame(s, 'king', [1, 3])).toThrow(RuleError);
  });

  it('move coins between two stacks, with an event, and refuse more than the giver has', () => {
    const s = table('dragon-hordes', 3);
    const v = s.version;
    transferChips(s, 0, 2, 50, 'A lends 50 to C');
    expect(s.stacks[2]! - s.stacks[0]!).toBe(100);
    expect(s.version).toBe(v + 1);
    expect(s.log.at(-1)).toMatchObject({ t: 'loan', seat: 2, lender: 0, amount: 50 });
    expect(() => transferChips(s, 0, 1, 1000, 'too much')).toThrow(RuleError);
    expect(moneyOnTable(s)).toBe(s.totalMoney);
  });

  it('refuse a seat that is not in the game, and change nothing', () => {
    const s = table('kings-council', 3);
    foldSeat(s, 0);
    const before = JSON.stringify(s);
    expect(() => foldSeat(s, 0)).toThrow(RuleError);
    expect(() => foldSeat(s, 7)).toThrow(RuleError);
    expect(() => anteAgain(s, [0])).toThrow(RuleError);
    expect(JSON.stringify(s)).toBe(before);
  });
});
