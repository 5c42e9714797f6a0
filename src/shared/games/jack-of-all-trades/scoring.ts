import { CARDS, isDragon, type CardId } from '../../cards/card';
import type { Criterion } from '../../engine/game';
import type { Evaluation } from '../../engine/game';

/**
 * Jack of All Trades scoring (page 8): the lowest total of unassigned workers wins. No tiebreaker: equal
 * totals split by the Split Rule. Card workers (Hidden Fate) are worth their rank, a Dragon 0.
 */
export const cardWorth = (card: CardId): number => (isDragon(card) ? 0 : CARDS[card]!.rank);

export function evaluateWorkers(values: readonly number[]): Evaluation {
  const total = values.reduce((t, v) => t + v, 0);
  const shown = values.length ? [...values].sort((a, b) => a - b).join(' ') : 'no workers left';
  return { key: [-total], score: total, label: `${shown}: ${total}` };
}

export const evaluateDiceWorkers = (dice: readonly number[]): Evaluation => evaluateWorkers(dice);
export const evaluateCardWorkers = (hand: readonly CardId[]): Evaluation => evaluateWorkers(hand.map(cardWorth));

/** The workers' key in words: one criterion, no tiebreaker (equal totals split the pot by the Split Rule). */
export function workersCriteria(key: readonly number[]): Criterion[] {
  return [{ what: 'the workers left (the lower total wins)', shows: `a total of ${-key[0]!}`, key: [...key] }];
}
