import { describe, expect, it } from 'vitest';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { applyInPlace, cloneState, newTavern } from '../../../src/shared/tavern/engine';
import { againstOwn, checkAction, legalActions, plays } from '../../../src/shared/tavern/legal';
import { randomAction } from '../../../src/shared/tavern/random';
import type { PlayAction, TavernState } from '../../../src/shared/tavern/types';
import { viewFor } from '../../../src/shared/tavern/view';

/** Plays random games with Okko seated until `want` holds; the state then. */
function until(want: (s: TavernState) => boolean, chars = ['okko', 'tamsin', 'grusk', 'vess']): TavernState {
  for (let seed = 1; seed < 300; seed++) {
    const rng = rngFrom(seedRng(seed));
    const s = newTavern({ seats: chars.map((char) => ({ char })), seed }).state;
    while (!s.over) {
      if (want(s)) return s;
      applyInPlace(s, s.pending!.seat, randomAction(s, s.pending!.seat, rng));
    }
  }
  throw new Error('never reached');
}

const flights = (s: TavernState, seat: number): PlayAction[] =>
  legalActions(s, seat).filter((a): a is PlayAction => a.t === 'play' && s.defs[a.card] === 'okko.tasting-flight');

describe('Tasting Flight: one option a pair (issue 22.14)', () => {
  it('offers each unordered pair of piles once, and validation still takes both orders', () => {
    const s = until((x) => x.pending?.k === 'action' && flights(x, x.pending.seat).length >= 3);
    const seat = s.pending!.seat;
    const offered = flights(s, seat);
    const pairs = offered.map((a) => `${a.card}:${[...a.targets].sort().join(",")}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    // Every pair the rules allow is offered once: the full list (validation's) holds each pair in both orders.
    const card = offered[0]!.card;
    const all = plays(s, seat, 'action', card).filter((a) => a.mode === offered[0]!.mode);
    expect(all.length).toBe(offered.filter((a) => a.card === card).length * 2);
    const a = offered.find((x) => x.card === card)!;
    const reversed = { ...a, targets: [...a.targets].reverse() };
    expect(checkAction(s, seat, reversed)).toEqual(reversed);
    expect(checkAction(s, seat, a)).toEqual(a);
    // And the reversed order plays: the recorded corpus's actions replay.
    const t = cloneState(s);
    expect(() => applyInPlace(t, seat, reversed)).not.toThrow();
  });
});

describe('a play against your own card (issue 22.13)', () => {
  it('is listed last and marked in the view', () => {
    const s = until((x) => {
      const p = x.pending;
      return !!p && (p.k === 'call' || p.k === 'sweep') && legalActions(x, p.seat).some((a) => againstOwn(x, p.seat, a));
    });
    const seat = s.pending!.seat;
    const legal = legalActions(s, seat);
    const own = legal.map((a, i) => (againstOwn(s, seat, a) ? i : -1)).filter((i) => i >= 0);
    expect(own.length).toBeGreaterThan(0);
    // Last: no ordinary play after the first one against your own card.
    expect(own).toEqual(legal.map((_, i) => i).slice(own[0]));
    expect(viewFor(s, seat).againstOwn).toEqual(own);
    for (const o of [-1, ...s.seats.map((_, i) => i)].filter((x) => x !== seat)) expect(viewFor(s, o).againstOwn).toEqual([]);
  });

  it('goes after every other play even when its card comes first in the hand', () => {
    // A question over the seat's own card where it may also play something else: its own-card play's card is
    // moved to the front of the hand, where the hand's order alone would list it first.
    const s = until((x) => {
      const p = x.pending;
      if (!p || (p.k !== 'call' && p.k !== 'sweep')) return false;
      const l = legalActions(x, p.seat);
      return l.some((a) => againstOwn(x, p.seat, a)) && l.some((a) => a.t !== 'pass' && !againstOwn(x, p.seat, a));
    }, ['okko', 'vess', 'grusk', 'tamsin']);
    const seat = s.pending!.seat;
    const own = legalActions(s, seat).find((a): a is PlayAction => againstOwn(s, seat, a))!;
    const t = cloneState(s);
    const hand = t.seats[seat]!.hand;
    hand.splice(hand.indexOf(own.card), 1);
    hand.unshift(own.card);
    const legal = legalActions(t, seat);
    const marks = legal.map((a) => againstOwn(t, seat, a));
    expect(marks.some((m) => !m) && marks.some((m) => m)).toBe(true);
    // No play against your own card before an ordinary one.
    expect(marks.indexOf(true)).toBeGreaterThan(marks.lastIndexOf(false));
  });
});
