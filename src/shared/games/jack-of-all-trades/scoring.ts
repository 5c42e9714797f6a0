import { CARDS, isDragon, type CardId } from '../../cards/card';
import type { Evaluation } from '../../engine/game';

/**
 * Jack of All Trades scoring (page 8): the lowest total of unassigned workers wins. No tiebreaker: equal
 * totals split by the Split Rule. Card workers (Hidden Fate) are worth their rank, a Dragon 0.
 */
export const cardWorth = (card: CardId): number => (isDragon(card) ? 0 : CARDS[card]!.rank);

export function evaluateWorkers(values: readonly number[]): Evaluation {
  const total = values.reduce((t, v) => t + v, 0);
  const shown = values.length ? [...values].sort((a, b) => a - b).join(' ') : 'no workers left';
  // No tiebreaker: the total is the one criterion (equal totals split the pot by the Split Rule).
  return { key: [-total], score: total, label: `${shown}: ${total}`, explain: () => [{ what: 'the workers left (the lower total wins)', shows: `a total of ${total}`, key: [-total] }] };
}

export const evaluateDiceWorkers = (dice: readonly number[]): Evaluation => evaluateWorkers(dice);
export const evaluateCardWorkers = (hand: readonly CardId[]): Evaluation => evaluateWorkers(hand.map(cardWorth));
