import type { CardId } from '../../cards/card';
import type { Action, AnyState, Seat } from '../../engine/types';
import { cardsIn, zoneOf } from '../../engine/zones';

/**
 * Helpers for the cheap playout policies of the game hints. They run inside imagined worlds only, and look
 * only at the deciding seat's own cards and at public things, as a player would.
 */
export const handOf = (s: AnyState, seat: Seat, base = 'hand'): CardId[] => cardsIn(s, zoneOf(base, seat));

const sameSet = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((x, i) => x === [...b].sort((p, q) => p - q)[i]);

/**
 * "Discard up to N cards, draw as many": throws away the cards worth less than `keepAbove`, the least
 * valuable first, as many as a legal action allows. Falls back to the legal action that keeps everything.
 */
export function discardWorst(legal: Action[], hand: readonly CardId[], value: (id: CardId) => number, keepAbove: number): Action | undefined {
  const pickable = legal.filter((a) => Array.isArray(a.cards) && !Array.isArray(a.dice));
  if (pickable.length === 0) return undefined;
  const max = Math.max(...pickable.map((a) => (a.cards as CardId[]).length));
  const worst = [...hand]
    .map((id) => ({ id, v: value(id) }))
    .filter((x) => x.v < keepAbove)
    .sort((x, y) => x.v - y.v || x.id - y.id)
    .slice(0, max)
    .map((x) => x.id);
  for (let n = worst.length; n >= 1; n--) {
    const want = worst.slice(0, n);
    const hit = pickable.find((a) => sameSet(a.cards as CardId[], want));
    if (hit) return hit;
  }
  return legal.find((a) => a.t === 'keep') ?? pickable.find((a) => (a.cards as CardId[]).length === 0);
}

/** The legal action with the highest score (first on ties). */
export function best(legal: Action[], score: (a: Action) => number): Action | undefined {
  let out: Action | undefined;
  let top = -Infinity;
  for (const a of legal) {
    const v = score(a);
    if (v > top) {
      top = v;
      out = a;
    }
  }
  return out;
}
