import { CARDS, COLOR_NAMES, RANK_NAMES, RANK_PLURALS, isMammal, type CardId } from '../../cards/card';
import { colorCriteria, pointsCriterion } from '../../engine/explain';
import type { Criterion } from '../../engine/game';
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

/** `words`: the label says where the points came from (a game shown down; the bots' imagined ones need not). */
export function evaluateCouncil(king: CardId, hand: readonly CardId[], rules: CouncilRules, words = false): CouncilEvaluation {
  if (CARDS[king]!.kind !== 'standard') throw new Error('The King is always a card of the standard deck');
  const score = scoreCouncil(king, hand);
  const foreign = rules.foreignCouncil && score === 0;
  return {
    key: [foreign ? 1 : 0, score, ...colorTiebreak(hand)],
    score,
    label: foreign ? 'a Foreign Council (0 points)' : `${score} point${score === 1 ? '' : 's'}${score && words ? `: ${breakdown(king, hand)}` : ''}`,
  };
}

/**
 * Where the points came from (issue 28.2: "14 points" said nothing): how many cards share the King's rank,
 * color and animal type, and each Dragon's fixed worth. "2 Warriors ×2, 3 red ×1, 4 mammals ×1".
 */
export function breakdown(king: CardId, hand: readonly CardId[]): string {
  const k = CARDS[king]!;
  const mammal = isMammal(king);
  const standard = hand.filter((id) => CARDS[id]!.kind !== 'dragon');
  const rank = standard.filter((id) => CARDS[id]!.rank === k.rank).length;
  const color = standard.filter((id) => CARDS[id]!.color === k.color).length;
  const animal = standard.filter((id) => isMammal(id) === mammal).length;
  const parts: string[] = [];
  if (rank) parts.push(`${rank} ${rank === 1 ? RANK_NAMES[k.rank] : RANK_PLURALS[k.rank]} ×${POINTS.rank}`);
  if (color) parts.push(`${color} ${COLOR_NAMES[k.color]} ×${POINTS.color}`);
  if (animal) parts.push(`${animal} ${mammal ? (animal === 1 ? 'mammal' : 'mammals') : animal === 1 ? 'bird' : 'birds'} ×${POINTS.animalType}`);
  for (const id of hand) {
    if (CARDS[id]!.kind === 'dragon') parts.push(`${COLOR_NAMES[CARDS[id]!.color]} Dragon ${cardPoints(king, id)}`);
  }
  return parts.join(', ');
}

/** The council's key in words: a Foreign Council (only ever set under that variant), the points, then Color. */
export function councilCriteria(key: readonly number[]): Criterion[] {
  return [
    // Empty words when there is none: every hand has none without the variant, and "level on" skips it.
    { what: 'a Foreign Council (a hand worth nothing beats every other)', shows: key[0] ? 'a Foreign Council' : '', key: [key[0]!] },
    pointsCriterion(key[1]!),
    ...colorCriteria(key[2]!),
  ];
}
