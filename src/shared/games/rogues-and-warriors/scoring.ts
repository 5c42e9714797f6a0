import { CARDS, RANK_NAMES, type CardId } from '../../cards/card';
import { colorCriteria } from '../../engine/explain';
import type { Criterion } from '../../engine/game';
import { colorTiebreak } from '../../engine/ties';

/**
 * The pair ranking (RULINGS.md: the reference card was lost; the text fixes Warrior-Warrior best,
 * Rogue-Rogue worst and Warrior-Bard > Lady-Merchant > Bard-Rogue). The lower sum of the two ranks wins;
 * on equal sums the hand with the lower single card wins. Kept as the 15-row table, best first.
 */
export const PAIR_RANKING: readonly (readonly [number, number])[] = [
  [1, 1], [1, 2], [1, 3], [2, 2], [1, 4], [2, 3], [1, 5], [2, 4], [3, 3], [2, 5], [3, 4], [3, 5], [4, 4], [4, 5], [5, 5],
];

export interface PairEvaluation {
  /** Larger is better: pair strength, Dragon bonus, then the Color tiebreaker. */
  key: number[];
  label: string;
}

const pairName = (a: number, b: number) => `${RANK_NAMES[a]}-${RANK_NAMES[b]}`;

/**
 * Each pair's strength and its words, made once: a hand is scored at every showdown and by the bots' imagined
 * play, so the table lookup and the label are not rebuilt per hand (`npm run bench`, Rogues and Warriors).
 * Indexed by `a * 6 + b` (a ≤ b, ranks 1–5) and then by the Dragon count (0 or 1).
 */
const PAIRS: ({ strength: number; labels: [string, string] } | undefined)[] = [];
PAIR_RANKING.forEach(([a, b], row) => {
  // The ranks' sum is the rule a player reads the result by (issue 13: "Lady-Rogue" alone did not say it).
  const words = (dragon: string) => `${pairName(a, b)}${dragon}: ${a} + ${b} = ${a + b}, the lower sum wins`;
  PAIRS[a * 6 + b] = { strength: PAIR_RANKING.length - row, labels: [words(''), words(' (with a Dragon)')] };
});

/** Scores a two-card hand. A Dragon takes the rank of the other card; two Dragons beat every hand. */
export function evaluatePair(hand: readonly CardId[]): PairEvaluation {
  if (hand.length !== 2) throw new Error(`A Rogues and Warriors hand has 2 cards, not ${hand.length}`);
  const r0 = CARDS[hand[0]!]!.rank;
  const r1 = CARDS[hand[1]!]!.rank;
  const dragons = (r0 === 0 ? 1 : 0) + (r1 === 0 ? 1 : 0);
  const color = colorTiebreak(hand);
  if (dragons === 2) return { key: [PAIR_RANKING.length + 1, 1, ...color], label: 'two Dragons' };
  const a = dragons === 1 ? r0 || r1 : Math.min(r0, r1);
  const b = dragons === 1 ? a : Math.max(r0, r1);
  const pair = PAIRS[a * 6 + b]!;
  return { key: [pair.strength, dragons, ...color], label: pair.labels[dragons]! };
}

/**
 * The pair's key read as the rule says it (issue 28: "6, the lower sum wins" twice, and no word of what broke
 * the tie): the sum of the ranks (lower wins), then the lower single card, then a Dragon, then Color. Two
 * Dragons beat every pair. PAIR_RANKING is ordered exactly so, row by row.
 */
export function pairCriteria(key: readonly number[]): Criterion[] {
  const two = key[0] === PAIR_RANKING.length + 1;
  const [a, b] = two ? [0, 0] : PAIR_RANKING[PAIR_RANKING.length - key[0]!]!;
  const dragons = key[1]!;
  return [
    { what: 'the sum of the ranks (the lower wins)', shows: two ? 'two Dragons' : `a sum of ${a + b}`, key: [two ? 0 : -(a + b)] },
    { what: 'the lower single card', shows: two ? 'Dragon' : RANK_NAMES[a]!, key: [two ? 0 : -a], tiebreak: true },
    { what: 'a Dragon in the pair', shows: dragons ? 'a Dragon' : 'no Dragon', key: [dragons ? 1 : 0], tiebreak: true },
    ...colorCriteria(key[2]!),
  ];
}
