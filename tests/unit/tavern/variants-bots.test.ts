import { describe, expect, it } from 'vitest';
import { botRng } from '../../../src/shared/bots/rand';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { decideFor, type TavernLevel } from '../../../src/shared/tavern/bots/index';
import { HIDDEN, botView } from '../../../src/shared/tavern/bots/view';
import { imagine } from '../../../src/shared/tavern/bots/determinize';
import { applyInPlace, newTavern } from '../../../src/shared/tavern/engine';
import { checkInvariants } from '../../../src/shared/tavern/invariants';
import { actionKey, legalActions } from '../../../src/shared/tavern/legal';
import { randomAction, randomTavernConfig } from '../../../src/shared/tavern/random';
import type { Seat, TavernState } from '../../../src/shared/tavern/types';

/**
 * The bots with the Bar Deck (VARIANTS.md §8): every level plays it from its view, the Bar a row of hidden
 * cards like the Drink Deck, and an imagined world deals the unseen Drink cards into the Bar too.
 */
function barGame(seed: number, players?: number): TavernState {
  const rng = rngFrom(seedRng(seed));
  return newTavern({ ...randomTavernConfig(rng, players), barDeck: true }).state;
}

describe('bots with the Bar Deck', () => {
  it('Easy, Normal and random bots play whole Bar Deck games with only legal actions, every invariant held', () => {
    const levels: TavernLevel[] = ['random', 'easy', 'normal'];
    for (const seed of [1, 2, 3]) {
      const s = barGame(seed);
      for (let n = 0; !s.over; n++) {
        if (n > 60_000) throw new Error(`seed ${seed}: no end after ${n} actions`);
        const seat = s.pending!.seat;
        const a = decideFor(s, seat, levels[(seat + seed) % 3]!, seed + n);
        expect(legalActions(s, seat).map(actionKey)).toContain(actionKey(a));
        applyInPlace(s, seat, a);
        const bad = checkInvariants(s);
        if (bad.length) throw new Error(`seed ${seed}: ${bad.join('; ')}`);
      }
    }
  });

  it('Hard decides legally in the first turns of a Bar Deck game', () => {
    const s = barGame(7, 3);
    let asked = 0;
    while (!s.over && s.turn.n <= 3) {
      const seat = s.pending!.seat;
      const a = decideFor(s, seat, seat === 0 ? 'hard' : 'normal', s.actions);
      if (seat === 0) asked++;
      expect(legalActions(s, seat).map(actionKey)).toContain(actionKey(a));
      applyInPlace(s, seat, a);
    }
    expect(asked).toBeGreaterThan(0);
  });

  it("a bot's view hides the Bar's cards (its count kept), and an imagined world is a whole, valid state", () => {
    const s = barGame(11, 4);
    const rng = rngFrom(seedRng(5));
    let checked = 0;
    for (let k = 0; !s.over && checked < 12; k++) {
      const seat: Seat = s.pending!.seat;
      if (k % 40 === 0) {
        const v = botView(s, seat);
        const known = new Set(s.seats[seat]!.known);
        expect(v.bar).toEqual(s.bar!.map((c) => (known.has(c) ? c : HIDDEN)));
        const json = JSON.stringify(v);
        for (const c of s.bar!) if (!known.has(c)) expect(json.includes(`"${c}"`)).toBe(false);
        const w = imagine(v, botRng(k));
        expect(checkInvariants(w)).toEqual([]);
        expect(botView(w, seat)).toEqual(v);
        checked++;
      }
      applyInPlace(s, seat, randomAction(s, seat, rng));
    }
    expect(checked).toBeGreaterThan(5);
  });
});
