import { CARDS, isMammal, type CardId } from '../../cards/card';
import { colorTiebreak } from '../../engine/ties';

/**
 * King's Council scoring (page 6): each card scores 2 for the King's rank, 1 for the King's color and 1
 * for the King's animal type (bird or mammal); a card may score in several ways. Tiebreaker: Color over
 * the whole hand.
 */
export const POINTS = { rank: 2, color: 1, animalType: 1 } as const;

/** Dragon Cards variant: the Dragon of the King's color is worth 5, the other two 3 each. */
export const DRAGON_POINTS = { kingsColor: 5, other: 3 } as const;

export interface CouncilRules {
  /** Foreign Council: a hand worth zero points beats all other hands. */
  foreignCouncil: boolean;
}

export interface CouncilEvaluation {
  /** Larger is better: Foreign Council's zero-hand flag, the points, then the Color tiebreaker. */
  key: number[];
  score: number;
  label: string;
}

/** What one card of the council is worth beside this King (the King is never a Dragon). */
export function cardPoints(king: CardId, card: CardId): number {
  const k = CARDS[king]!;
  const c = CARDS[card]!;
  if (c.kind === 'dragon') return c.color === k.color ? DRAGON_POINTS.kingsColor : DRAGON_POINTS.other;
  let points = 0;
  if (c.rank === k.rank) points += POINTS.rank;
  if (c.color === k.color) points += POINTS.color;
  if (isMammal(card) === isMammal(king)) points += POINTS.animalType;
  return points;
}

export function scoreCouncil(king: CardId, hand: readonly CardId[]): number {
  return hand.reduce((sum, card) => sum + cardPoints(king, card), 0);
}

export function evaluateCouncil(king: CardId, hand: readonly CardId[], rules: CouncilRules): CouncilEvaluation {
  if (CARDS[king]!.kind !== 'standard') throw new Error('The King is always a card of the standard deck');
  const score = scoreCouncil(king, hand);
  const foreign = rules.foreignCouncil && score === 0;
  return {
    key: [foreign ? 1 : 0, score, ...colorTiebreak(hand)],
    score,
    label: foreign ? 'a Foreign Council (0 points)' : `${score} point${score === 1 ? '' : 's'}`,
  };
}
