import { CARDS, COLOR_NAMES, type CardId, type Color } from '../../cards/card';
import { rankTiebreak } from '../../engine/ties';

/**
 * Dragon Hunt scoring (page 20): a point per card of the hunted Dragon's color, plus Rank Diversity, plus
 * the bonuses of the variants in play. The key ends with the Rank tiebreaker over the whole hand.
 */
export const RANK_DIVERSITY: readonly number[] = [0, 0, 1, 3, 6, 10];

export interface HuntRules {
  leagueOfHunters: boolean;
  coatOfArms: boolean;
  nobleHunt: boolean;
}

export const huntRules = (variants: readonly string[]): HuntRules => ({
  leagueOfHunters: variants.includes('league-of-hunters'),
  coatOfArms: variants.includes('coat-of-arms'),
  nobleHunt: variants.includes('noble-hunt'),
});

export interface HuntScore {
  score: number;
  key: number[];
  label: string;
}

export function scoreHunt(hand: readonly CardId[], hunted: Color, rules: HuntRules): HuntScore {
  const color = hand.filter((id) => CARDS[id]!.color === hunted).length;
  const ranks = new Set(hand.map((id) => CARDS[id]!.rank));
  const diversity = RANK_DIVERSITY[ranks.size]!;
  const parts = [`${color} ${COLOR_NAMES[hunted]}`, `${ranks.size} rank${ranks.size === 1 ? '' : 's'} (${diversity})`];
  let score = color + diversity;
  if (rules.leagueOfHunters && ranks.size === 1) {
    score += 7;
    parts.push('League of Hunters 7');
  }
  if (rules.coatOfArms && new Set(hand.map((id) => CARDS[id]!.color)).size === 1) {
    score += 6;
    parts.push('Coat of Arms 6');
  }
  if (rules.nobleHunt) {
    const noble = hand.reduce((t, id) => t + (CARDS[id]!.rank === 1 ? 2 : CARDS[id]!.rank === 2 ? 1 : 0), 0);
    if (noble) parts.push(`Noble Hunt ${noble}`);
    score += noble;
  }
  return { score, key: [score, ...rankTiebreak(hand)], label: `${parts.join(', ')}: ${score}` };
}
