import { CARDS, COLOR_NAMES, type CardId } from '../../cards/card';
import { rankTiebreak } from '../../engine/ties';

/**
 * Three Kingdoms scoring (page 10): each color's War Value from the War Cards, the order of the three
 * kingdoms with the page's tie rules, then each hand's points. Pure functions of the final holdings.
 */
export type Kingdom = 'r' | 'g' | 'b';
export const KINGDOMS: readonly Kingdom[] = ['r', 'g', 'b'];

const warCardsOf = (war: readonly CardId[], k: Kingdom) => war.filter((id) => CARDS[id]!.color === k);
const isDragonCard = (id: CardId) => CARDS[id]!.kind === 'dragon';

/**
 * The General's rank minus the Army, never below 1; a Dragon War Card acts as a Rogue but lets the value
 * reach 0. A color with no War Cards has no value (it cannot win): null.
 */
export function warValue(war: readonly CardId[], k: Kingdom): number | null {
  const mine = warCardsOf(war, k);
  if (mine.length === 0) return null;
  const general = Math.min(...mine.map((id) => (isDragonCard(id) ? 5 : CARDS[id]!.rank)));
  const floor = mine.some(isDragonCard) ? 0 : 1;
  return Math.max(floor, general - (mine.length - 1));
}

/**
 * A kingdom's place in the war as a key, smaller is better: the War Value, then (Dragon variant, applied
 * first) a Dragon beats no Dragon, then at a value of 1 a Warrior beats no Warrior, at any other value a
 * single War Card beats several. Equal keys are tied kingdoms.
 */
export function warKey(war: readonly CardId[], k: Kingdom): number[] {
  const value = warValue(war, k);
  if (value === null) return [Number.MAX_SAFE_INTEGER, 1, 1];
  const mine = warCardsOf(war, k);
  const dragon = mine.some(isDragonCard) ? 0 : 1;
  const rule = value === 1 ? (mine.some((id) => CARDS[id]!.rank === 1) ? 0 : 1) : mine.length === 1 ? 0 : 1;
  return [value, dragon, rule];
}

const sameKey = (a: number[], b: number[]) => a.every((x, i) => x === b[i]);

/** The kingdoms grouped best first; kingdoms in one group are tied. */
export function warOrder(war: readonly CardId[]): Kingdom[][] {
  const keyed = KINGDOMS.map((k) => ({ k, key: warKey(war, k) })).sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i]! - b.key[i]!;
    return 0;
  });
  const groups: { key: number[]; ks: Kingdom[] }[] = [];
  for (const x of keyed) {
    const last = groups[groups.length - 1];
    if (last && sameKey(last.key, x.key)) last.ks.push(x.k);
    else groups.push({ key: x.key, ks: [x.k] });
  }
  return groups.map((g) => g.ks);
}

/** Whether all three kingdoms are tied (step 9 then reveals a seventh War Card). */
export const allTied = (war: readonly CardId[]): boolean => warOrder(war).length === 1;

/**
 * Points per card of each color: 2 for the winner and 1 for the second; two tied for the lowest score 1
 * each; a tie for second leaves only the winner's 2. All three still tied after a seventh card: 1 each
 * (RULINGS).
 */
export function colorPoints(war: readonly CardId[]): Record<Kingdom, number> {
  const order = warOrder(war);
  const pts: Record<Kingdom, number> = { r: 0, g: 0, b: 0 };
  if (order.length === 1) {
    for (const k of KINGDOMS) pts[k] = 1;
  } else if (order[0]!.length === 2) {
    for (const k of order[0]!) pts[k] = 1;
  } else {
    pts[order[0]![0]!] = 2;
    if (order[1]!.length === 1) pts[order[1]![0]!] = 1;
  }
  return pts;
}

export interface KingdomsScore {
  score: number;
  key: number[];
  label: string;
}

/**
 * A hand's points. Dragons (Dragon variant) score nothing themselves but add 1 to each other card of their
 * color in the same hand. The key ends with the Rank tiebreaker over the whole hand.
 */
export function scoreHand(hand: readonly CardId[], war: readonly CardId[]): KingdomsScore {
  const pts = colorPoints(war);
  const dragonColors = new Set(hand.filter(isDragonCard).map((id) => CARDS[id]!.color));
  let score = 0;
  for (const id of hand) {
    if (isDragonCard(id)) continue;
    const k = CARDS[id]!.color as Kingdom;
    score += pts[k] + (dragonColors.has(k) ? 1 : 0);
  }
  const worth = KINGDOMS.filter((k) => pts[k] > 0).map((k) => `${COLOR_NAMES[k]} ${pts[k]}`).join(', ');
  return { score, key: [score, ...rankTiebreak(hand)], label: `${score} point${score === 1 ? '' : 's'} (${worth || 'no color scores'})` };
}
