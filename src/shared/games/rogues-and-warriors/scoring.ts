import { CARDS, RANK_NAMES, type CardId } from '../../cards/card';
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

/** Scores a two-card hand. A Dragon takes the rank of the other card; two Dragons beat every hand. */
export function evaluatePair(hand: readonly CardId[]): PairEvaluation {
  if (hand.length !== 2) throw new Error(`A Rogues and Warriors hand has 2 cards, not ${hand.length}`);
  const ranks = hand.map((id) => CARDS[id]!.rank);
  const dragons = ranks.filter((r) => r === 0).length;
  const color = colorTiebreak(hand);
  if (dragons === 2) return { key: [PAIR_RANKING.length + 1, 1, ...color], label: 'two Dragons' };
  const real = ranks.filter((r) => r !== 0);
  const [a, b] = dragons === 1 ? [real[0]!, real[0]!] : [Math.min(...real), Math.max(...real)];
  const row = PAIR_RANKING.findIndex(([x, y]) => x === a && y === b);
  // The ranks' sum is the rule a player reads the result by (issue 13: "Lady-Rogue" alone did not say it).
  const label = `${pairName(a, b)}${dragons === 1 ? ' (with a Dragon)' : ''}: ${a} + ${b} = ${a + b}, the lower sum wins`;
  return { key: [PAIR_RANKING.length - row, dragons, ...color], label };
}
