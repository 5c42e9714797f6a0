import { COLOR_NAMES, RANK_NAMES } from '../../cards/card';

/**
 * The Horde Cards of Dragon Hordes (page 13) and the pure arithmetic of coins on them: what a roll places,
 * what a prediction takes, places or moves. The Order of Play (index.ts) applies these to stacks.
 */
export type DragonColor = 'r' | 'g' | 'b';
export type HordeRank = 1 | 2 | 3 | 4 | 5;
/** A Dragon Horde by its color, a Grey Horde by its rank. */
export type HordeId = DragonColor | HordeRank;

export const COLORS: readonly DragonColor[] = ['r', 'g', 'b'];
export const RANKS: readonly HordeRank[] = [1, 2, 3, 4, 5];

export interface Hordes {
  /** Coins on the Grey Hordes, Warrior (rank 1) first. */
  grey: number[];
  dragon: Record<DragonColor, number>;
}

export const emptyHordes = (): Hordes => ({ grey: [0, 0, 0, 0, 0], dragon: { r: 0, g: 0, b: 0 } });

export const isDragonHorde = (h: HordeId): h is DragonColor => typeof h === 'string';

export function coinsOn(h: Hordes, id: HordeId): number {
  return isDragonHorde(id) ? h.dragon[id] : h.grey[id - 1]!;
}

export function addCoins(h: Hordes, id: HordeId, n: number): void {
  if (isDragonHorde(id)) h.dragon[id] += n;
  else h.grey[id - 1]! += n;
}

export function hordeTotal(h: Hordes): number {
  return h.grey.reduce((a, b) => a + b, 0) + h.dragon.r + h.dragon.g + h.dragon.b;
}

export const dragonTotal = (h: Hordes): number => h.dragon.r + h.dragon.g + h.dragon.b;

export function hordeName(id: HordeId): string {
  return isDragonHorde(id) ? `${COLOR_NAMES[id]} Dragon Horde` : `${RANK_NAMES[id]} Horde`;
}

/** What a roll of two dice does. RULINGS: 1–5 feed the Grey Horde of that rank, a 6 a Dragon Horde of the roller's choice. */
export interface RollEffect {
  doubles: boolean;
  /** Grey Hordes that get one coin each. */
  grey: HordeRank[];
  /** How many coins go on Dragon Hordes of the roller's choice (a non-double roll has at most one 6). */
  sixes: number;
}

export function rollEffect(dice: readonly number[]): RollEffect {
  const doubles = dice.length === 2 && dice[0] === dice[1];
  if (doubles) return { doubles, grey: [], sixes: 0 };
  return { doubles, grey: dice.filter((d) => d <= 5) as HordeRank[], sixes: dice.filter((d) => d === 6).length };
}

/** A prediction names a color, a rank, or both. */
export interface Prediction {
  color?: DragonColor;
  rank?: HordeRank;
}

export function predictionName(p: Prediction): string {
  const parts: string[] = [];
  if (p.color) parts.push(COLOR_NAMES[p.color]);
  if (p.rank) parts.push(RANK_NAMES[p.rank]);
  return parts.join(' ');
}

export const predictionHordes = (p: Prediction): HordeId[] => [...(p.color ? [p.color] : []), ...(p.rank ? [p.rank] : [])];

/** The coins a prediction can cost: one per Horde it names, when the card matches nothing. */
export const predictionStake = (p: Prediction): number => predictionHordes(p).length;

/**
 * What a prediction does once the card is seen. `take` is what the predictor takes; `place` the Hordes the
 * predictor puts one coin on; `move` coins going from one Horde to another (the half-right rule: half the
 * matched Horde, rounded down, is taken and the rest moves to the unmatched one; RULINGS: no extra coin).
 */
export interface PredictionOutcome {
  result: 'right' | 'wrong' | 'half-right';
  take: { horde: HordeId; amount: number }[];
  place: HordeId[];
  move: { from: HordeId; to: HordeId; amount: number } | null;
}

export function resolvePrediction(h: Hordes, p: Prediction, card: { color: string; rank: number }): PredictionOutcome {
  const colorHit = p.color !== undefined && card.color === p.color;
  const rankHit = p.rank !== undefined && card.rank === p.rank;
  const named = predictionHordes(p);
  const hits = named.filter((id) => (isDragonHorde(id) ? colorHit : rankHit));
  if (hits.length === named.length) {
    return { result: 'right', take: named.map((horde) => ({ horde, amount: coinsOn(h, horde) })), place: [], move: null };
  }
  if (hits.length === 0) return { result: 'wrong', take: [], place: named, move: null };
  const matched = hits[0]!;
  const unmatched = named.find((id) => id !== matched)!;
  const all = coinsOn(h, matched);
  const half = Math.floor(all / 2);
  return { result: 'half-right', take: [{ horde: matched, amount: half }], place: [], move: { from: matched, to: unmatched, amount: all - half } };
}

/** Every prediction, colors first, then ranks, then both. */
export function allPredictions(): Prediction[] {
  const out: Prediction[] = [];
  for (const color of COLORS) out.push({ color });
  for (const rank of RANKS) out.push({ rank });
  for (const color of COLORS) for (const rank of RANKS) out.push({ color, rank });
  return out;
}
