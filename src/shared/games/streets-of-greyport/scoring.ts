import { CARDS, COLOR_NAMES, isDragon, type CardId, type Color } from '../../cards/card';
import { colorCriteria, pointsCriterion } from '../../engine/explain';
import type { Criterion } from '../../engine/game';
import { colorTiebreak } from '../../engine/ties';

/**
 * Streets of Greyport scoring (page 36), a pure function of a Warehouse given as its shipments. The score is
 * the sum of the ranks; a shipment that mixed colors or carried a Rogue scores the whole Warehouse 0.
 * Tiebreaker: most cards in the Warehouse, then Color.
 */
export interface GreyportRules {
  /** Dragon Cards: a Dragon drawn counts as three Rogues. */
  dragons: boolean;
  /** Caravan Guards: Warriors of any color ride in any Cart; a Warrior may drive off a Rogue or slay a Dragon. */
  guards: boolean;
  /** Protection Racket: Rogues may be hidden in a Cart of their color; they decide which colors score. */
  racket: boolean;
}

export const greyportRules = (variants: readonly string[]): GreyportRules => ({
  dragons: variants.includes('dragon-cards'),
  guards: variants.includes('caravan-guards'),
  racket: variants.includes('protection-racket'),
});

/** A slain Dragon is a trophy worth 6 (Caravan Guards with Dragon Cards). */
export const TROPHY_POINTS = 6;

/** The number of rounds by the number of players (page 36). */
export function roundsFor(players: number): number {
  if (players <= 4) return 12;
  if (players <= 6) return 9;
  return 6;
}

const isRogue = (id: CardId): boolean => CARDS[id]!.kind === 'standard' && CARDS[id]!.rank === 5;
const isWarrior = (id: CardId): boolean => CARDS[id]!.kind === 'standard' && CARDS[id]!.rank === 1;

/** The color a Cart's cards must share (Caravan Guards' Warriors go free), or null when anything may join. */
export function cartColor(cart: readonly CardId[], rules: GreyportRules): Color | null {
  const bound = cart.find((id) => !(rules.guards && isWarrior(id)));
  return bound === undefined ? null : CARDS[bound]!.color;
}

/** Whether these cards may all ride in one Cart: one color (free Warriors aside), Rogues only with the Racket. */
export function fitsOneCart(cards: readonly CardId[], rules: GreyportRules): boolean {
  if (cards.some((id) => CARDS[id]!.kind !== 'standard')) return false;
  if (!rules.racket && cards.some(isRogue)) return false;
  const bound = cards.filter((id) => !(rules.guards && isWarrior(id)));
  return bound.every((id) => CARDS[id]!.color === CARDS[bound[0]!]!.color);
}

/** A shipment as it reached the Warehouse: one Cart's load, or a lone slain Dragon (RULINGS, Scoring details). */
export function isLegalShipment(shipment: readonly CardId[], rules: GreyportRules): boolean {
  if (shipment.length === 1 && isDragon(shipment[0]!)) return rules.guards && rules.dragons;
  return fitsOneCart(shipment, rules);
}

const pointsOf = (id: CardId): number => (isDragon(id) ? TROPHY_POINTS : isRogue(id) ? 0 : CARDS[id]!.rank);

export interface WarehouseScore {
  score: number;
  key: number[];
  label: string;
}

export function scoreWarehouse(shipments: readonly (readonly CardId[])[], rules: GreyportRules): WarehouseScore {
  const all = shipments.flat();
  const key = (score: number) => [score, all.length, ...colorTiebreak(all)];
  const cardsText = `${all.length} card${all.length === 1 ? '' : 's'}`;
  if (shipments.some((x) => !isLegalShipment(x, rules))) {
    return { score: 0, key: key(0), label: `an illegal shipment (mixed colors or a Rogue): 0 (${cardsText})` };
  }
  const rogueColors = [...new Set(all.filter(isRogue).map((id) => CARDS[id]!.color))];
  if (rogueColors.length >= 2) return { score: 0, key: key(0), label: `Rogues of ${rogueColors.length} colors in the Warehouse: 0 (${cardsText})` };
  const only = rogueColors[0];
  const score = all.reduce((t, id) => t + (only === undefined || CARDS[id]!.color === only ? pointsOf(id) : 0), 0);
  const why = only === undefined ? '' : `only ${COLOR_NAMES[only]} cards score (${COLOR_NAMES[only]} Rogues), `;
  return { score, key: key(score), label: `${why}${score} point${score === 1 ? '' : 's'} in ${cardsText}` };
}

/** The Warehouse's key in words: the points, then the most cards (the rulebook's tiebreaker), then Color. */
export function warehouseCriteria(key: readonly number[]): Criterion[] {
  const n = key[1]!;
  return [
    pointsCriterion(key[0]!),
    { what: 'the most cards in the Warehouse', shows: `${n} card${n === 1 ? '' : 's'}`, key: [n], tiebreak: true },
    ...colorCriteria(key[2]!),
  ];
}
