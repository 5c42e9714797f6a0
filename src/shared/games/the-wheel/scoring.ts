import { CARDS, RANK_NAMES, type CardId } from '../../cards/card';
import { colorTiebreak } from '../../engine/ties';

/**
 * The Wheel (page 29), pure scoring. The five Grey Leaders sit clockwise Warrior, Merchant, Bard, Lady,
 * Rogue (RULINGS: neighbors follow the circle). A card on the Leader of its own rank is a Companion (+2
 * strength), on one of that Leader's two neighbors an Ally (+1); under Dragon Cards a Dragon goes on any
 * Leader (+3). The strongest Leader (ties: the lowest rank number) sets what a hand is worth.
 */
export type Leader = 'W' | 'M' | 'B' | 'L' | 'R';

/** Clockwise from the Warrior. */
export const WHEEL: readonly Leader[] = ['W', 'M', 'B', 'L', 'R'];

export const LEADER_RANK: Readonly<Record<Leader, 1 | 2 | 3 | 4 | 5>> = { W: 1, L: 2, B: 3, M: 4, R: 5 };

export const STRENGTH = { companion: 2, ally: 1, dragon: 3 } as const;
export const POINTS = { leader: 2, neighbor: 1 } as const;

export type Placement = 'companion' | 'ally' | 'dragon';

export interface WheelCard {
  leader: Leader;
  card: CardId;
}

export const isLeader = (x: unknown): x is Leader => typeof x === 'string' && (WHEEL as readonly string[]).includes(x);

export const leaderName = (leader: Leader): string => RANK_NAMES[LEADER_RANK[leader]];

/** The Leader of a standard card's own rank. */
export function leaderOfRank(rank: number): Leader {
  const l = WHEEL.find((x) => LEADER_RANK[x] === rank);
  if (!l) throw new Error(`No Leader has rank ${rank}`);
  return l;
}

/** The spoke `steps` places clockwise (negative: counter-clockwise). */
export function around(leader: Leader, steps: number): Leader {
  const n = WHEEL.length;
  return WHEEL[(((WHEEL.indexOf(leader) + steps) % n) + n) % n]!;
}

/** A Leader's two neighbors on the circle (counter-clockwise first). */
export const neighbors = (leader: Leader): [Leader, Leader] => [around(leader, -1), around(leader, 1)];

/** What a card would be on this Leader's spoke, or null when it may not go there. */
export function placementOf(card: CardId, leader: Leader): Placement | null {
  const c = CARDS[card]!;
  if (c.kind === 'dragon') return 'dragon';
  if (c.kind !== 'standard') return null;
  const own = leaderOfRank(c.rank);
  if (own === leader) return 'companion';
  return neighbors(own).includes(leader) ? 'ally' : null;
}

/** The spokes a card may be played on: its own rank's and both neighbors'; a Dragon any spoke. */
export function spokesFor(card: CardId): Leader[] {
  return WHEEL.filter((l) => placementOf(card, l) !== null);
}

/** Where a card revealed from the Clock goes in the base game: as an Ally one spoke clockwise of its rank. */
export const clockSpoke = (card: CardId): Leader => around(leaderOfRank(CARDS[card]!.rank), 1);

export type Strengths = Record<Leader, number>;

export const noStrength = (): Strengths => ({ W: 0, M: 0, B: 0, L: 0, R: 0 });

export function strengths(wheel: readonly WheelCard[]): Strengths {
  const out = noStrength();
  for (const { leader, card } of wheel) {
    const kind = placementOf(card, leader);
    if (kind === null) throw new Error(`Card ${card} cannot stand on the ${leaderName(leader)}`);
    out[leader] += STRENGTH[kind];
  }
  return out;
}

/** The highest strength; among equals the Leader with the lowest rank number (page 29). */
export function strongestLeader(s: Strengths): Leader {
  let best: Leader = 'W';
  for (const l of WHEEL) {
    if (s[l] > s[best] || (s[l] === s[best] && LEADER_RANK[l] < LEADER_RANK[best])) best = l;
  }
  return best;
}

/** A card in hand: 2 for the strongest Leader's rank, 1 for a neighbor's; Dragons nothing. */
export function cardPoints(strongest: Leader, card: CardId): number {
  const c = CARDS[card]!;
  if (c.kind !== 'standard') return 0;
  const own = leaderOfRank(c.rank);
  if (own === strongest) return POINTS.leader;
  return neighbors(strongest).includes(own) ? POINTS.neighbor : 0;
}

export interface WheelEvaluation {
  /** Points, then Color over every card in hand (Dragons count for their color). */
  key: number[];
  score: number;
  label: string;
}

/** Page 29: the Color tiebreaker settles ties between players only, never between Leaders. */
export function evaluateHand(strongest: Leader, hand: readonly CardId[]): WheelEvaluation {
  const score = hand.reduce((t, id) => t + cardPoints(strongest, id), 0);
  const twos = hand.filter((id) => cardPoints(strongest, id) === POINTS.leader).length;
  const ones = hand.filter((id) => cardPoints(strongest, id) === POINTS.neighbor).length;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const [a, b] = neighbors(strongest).map(leaderName);
  return {
    key: [score, ...colorTiebreak(hand)],
    score,
    label: `${plural(score, 'point')}: the ${leaderName(strongest)} leads (${plural(twos, leaderName(strongest))} x2, ${ones} ${a}/${b} x1)`,
  };
}
