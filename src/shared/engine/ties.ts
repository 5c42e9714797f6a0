import { CARDS, type CardId } from '../cards/card';
import type { Seat } from '../engine/types';

/**
 * The two tiebreakers of page 3. Both count every card the player holds. Keys compare lexicographically,
 * larger is better, so a game's full ordering is its own key followed by a tiebreaker key.
 */

/** Rank: most Dragons, then Warriors, Ladies, Bards, Merchants, Rogues. */
export function rankTiebreak(cards: readonly CardId[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const id of cards) counts[CARDS[id]!.rank]!++;
  return counts;
}

/** Color: the largest number of cards of one color (a Dragon counts for its color). */
export function colorTiebreak(cards: readonly CardId[]): number[] {
  let r = 0, g = 0, b = 0;
  for (const id of cards) {
    const c = CARDS[id]!.color;
    if (c === 'r') r++;
    else if (c === 'g') g++;
    else if (c === 'b') b++;
  }
  return [Math.max(r, g, b)];
}

export function compareKeys(a: readonly number[], b: readonly number[]): number {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Place of each seat (1 is best; equal keys share a place; the next place skips); null for seats without a key. */
export function placesFromKeys(keys: readonly (readonly number[] | null)[]): (number | null)[] {
  return keys.map((k) => {
    if (k === null) return null;
    let better = 0;
    for (const o of keys) if (o !== null && compareKeys(o, k) > 0) better++;
    return better + 1;
  });
}

/** Seats among `among` with the best key. */
export function bestSeats(keys: readonly (readonly number[] | null)[], among: readonly Seat[]): Seat[] {
  let best: readonly number[] | null = null;
  let winners: Seat[] = [];
  for (const s of among) {
    const k = keys[s];
    if (!k) continue;
    const c = best === null ? 1 : compareKeys(k, best);
    if (c > 0) {
      best = k;
      winners = [s];
    } else if (c === 0) winners.push(s);
  }
  return winners;
}
