import { CARDS, COLOR_NAMES, type CardId, type Color } from '../../cards/card';
import { rankTiebreak } from '../../engine/ties';

/**
 * Spy Network scoring (page 18). A Spy Network is a chain whose neighbors differ by exactly one rank, with
 * no wrap from 1 to 5. RULINGS: first the longest chain, then the largest color within a longest chain; a
 * die is a spy without a color whose rank is its face (a 6 can neighbor a 5); a Dragon (Dragon Cards) is
 * wild for ranks 1-5 and keeps its color.
 */
interface Spy {
  /** null: a wild Dragon. */
  rank: number | null;
  /** null: a die. */
  color: Color | null;
}

const MAX_RANK = 6;
/** Known answers of `chainable`, by the counts packed 3 bits per rank (at most 7 spies): 0 unknown, 1 no, 2 yes. */
const walkMemo = new Uint8Array(1 << (3 * (MAX_RANK + 1)));

function extend(counts: number[], last: number, left: number): boolean {
  if (left === 0) return true;
  for (const next of [last - 1, last + 1]) {
    if (next < 1 || next > MAX_RANK || counts[next]! === 0) continue;
    counts[next]!--;
    const ok = extend(counts, next, left - 1);
    counts[next]!++;
    if (ok) return true;
  }
  return false;
}

/** Whether spies of these ranks (counts by rank 1..6) can all stand in one chain. */
export function chainable(counts: readonly number[]): boolean {
  let key = 0;
  for (let r = 1; r <= MAX_RANK; r++) key |= (counts[r]! & 7) << (3 * r);
  const packed = counts.every((x) => x <= 7);
  if (packed && walkMemo[key]) return walkMemo[key] === 2;
  const work = [...counts];
  const total = work.reduce((a, b) => a + b, 0);
  let ok = total === 0;
  for (let start = 1; start <= MAX_RANK && !ok; start++) {
    if (work[start]! === 0) continue;
    work[start]!--;
    ok = extend(work, start, total - 1);
    work[start]!++;
  }
  if (packed) walkMemo[key] = ok ? 2 : 1;
  return ok;
}

/** Whether the wild spies can take ranks 1-5 so that, with the fixed counts, everything forms one chain. */
function chainableWithWilds(counts: number[], wilds: number): boolean {
  if (wilds === 0) return chainable(counts);
  for (let r = 1; r <= 5; r++) {
    counts[r]!++;
    const ok = chainableWithWilds(counts, wilds - 1);
    counts[r]!--;
    if (ok) return true;
  }
  return false;
}

export interface Network {
  length: number;
  /** Cards of the most common color within the chain. */
  colorCount: number;
  color: Color | null;
}

/** Every subset of n spies as a bit mask, largest subsets first. */
const masksBySize = (n: number): number[][] => {
  const out: number[][] = Array.from({ length: n + 1 }, () => []);
  for (let mask = 1; mask < 1 << n; mask++) {
    let size = 0;
    for (let m = mask; m; m &= m - 1) size++;
    out[size]!.push(mask);
  }
  return out;
};
const MASKS: number[][][] = [];

/** The best Spy Network of these spies: the longest chain, then the most cards of one color in it. */
function bestOf(spies: readonly Spy[]): Network {
  const n = spies.length;
  const bySize = (MASKS[n] ??= masksBySize(n));
  const counts = new Array<number>(MAX_RANK + 1);
  for (let size = n; size >= 1; size--) {
    let best: Network | null = null;
    for (const mask of bySize[size]!) {
      counts.fill(0);
      let wilds = 0;
      let r = 0, g = 0, b = 0;
      for (let i = 0; i < n; i++) {
        if (!(mask & (1 << i))) continue;
        const spy = spies[i]!;
        if (spy.rank === null) wilds++;
        else counts[spy.rank]!++;
        if (spy.color === 'r') r++;
        else if (spy.color === 'g') g++;
        else if (spy.color === 'b') b++;
      }
      const colorCount = Math.max(r, g, b);
      if (best && colorCount <= best.colorCount) continue;
      if (!chainableWithWilds(counts, wilds)) continue;
      const color: Color | null = colorCount === 0 ? null : r === colorCount ? 'r' : g === colorCount ? 'g' : 'b';
      best = { length: size, colorCount, color };
    }
    if (best) return best;
  }
  return { length: 0, colorCount: 0, color: null };
}

export function bestNetwork(hand: readonly CardId[], dice: readonly number[] = []): Network {
  const spies: Spy[] = [
    ...hand.map((id) => ({ rank: CARDS[id]!.kind === 'dragon' ? null : CARDS[id]!.rank, color: CARDS[id]!.color })),
    ...dice.map((d) => ({ rank: d, color: null })),
  ];
  return bestOf(spies);
}

export interface SpyScore {
  score: number;
  key: number[];
  label: string;
}

/**
 * Length plus the longest color within the chain; Friends in High Places adds 1 per Warrior or Lady card
 * in hand (not a Dragon, not a die). The key ends with the Rank tiebreaker over every card (not the dice).
 */
export function scoreSpies(hand: readonly CardId[], dice: readonly number[], friends: boolean): SpyScore {
  const net = bestNetwork(hand, dice);
  const bonus = friends ? hand.filter((id) => CARDS[id]!.kind === 'standard' && CARDS[id]!.rank <= 2).length : 0;
  const score = net.length + net.colorCount + bonus;
  const color = net.color ? `, ${net.colorCount} ${COLOR_NAMES[net.color]}` : '';
  const friendly = bonus ? `, ${bonus} friend${bonus === 1 ? '' : 's'} in high places` : '';
  return { score, key: [score, ...rankTiebreak(hand)], label: `chain of ${net.length}${color}${friendly}: ${score}` };
}
