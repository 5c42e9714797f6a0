import { CARDS, isDragon, RANK_LETTERS, RANK_PLURALS, type CardId } from '../../cards/card';
import { compareKeys, rankTiebreak } from '../../engine/ties';

/**
 * Heroes' Plunder scoring (page 34), a pure function of a Loot Pile. Rank Sets score a point a card, one
 * incomplete set per rank costs 1, and each red + green + blue trio of a rank with a complete set is a Color
 * Set worth 3. Where the holder chooses (how a Dragon is used), every use is tried and the best kept.
 * Tiebreaker: Rank over the whole pile.
 */
export interface PlunderRules {
  /** Dragon Cards: a Dragon may complete a Color Set of any rank, as a card of its own color. */
  dragonCards: boolean;
  /** Three Dragons: the Red steals, the Green joins a rank as a green card, the Blue mixes ranks in Color Sets. */
  threeDragons: boolean;
}

export const plunderRules = (variants: readonly string[]): PlunderRules => ({
  dragonCards: variants.includes('dragon-cards'),
  threeDragons: variants.includes('three-dragons'),
});

export const COLOR_SET_POINTS = 3;
const RANKS = [1, 2, 3, 4, 5] as const;
const COLORS = ['r', 'g', 'b'] as const;
type Col = (typeof COLORS)[number];
const SINGULAR = ['Dragon', 'Warrior', 'Lady', 'Bard', 'Merchant', 'Rogue'] as const;

export interface PlunderScore {
  score: number;
  /** Points of each rank (index 1–5): its Rank Sets, its penalty and its Color Sets. */
  byRank: number[];
  /** Color Sets mixing ranks under the Blue Dragon (their points are not in `byRank`). */
  mixedColorSets: number;
  /** The rank the Green Dragon joined (Three Dragons), 0 for none. */
  greenRank: number;
  key: number[];
  label: string;
}

interface Tally {
  /** counts[rank][color] of the pile's standard cards. */
  counts: Record<Col, number>[];
  dragons: Col[];
}

function tally(loot: readonly CardId[]): Tally {
  const counts = [0, 1, 2, 3, 4, 5].map(() => ({ r: 0, g: 0, b: 0 }));
  const dragons: Col[] = [];
  for (const id of loot) {
    const c = CARDS[id]!;
    if (c.kind === 'grey') throw new Error("Grey cards are never in a Heroes' Plunder deck");
    if (isDragon(id)) dragons.push(c.color as Col);
    else counts[c.rank]![c.color as Col]++;
  }
  return { counts, dragons };
}

const total = (x: Record<Col, number>): number => x.r + x.g + x.b;

/**
 * Ranks whose cards cannot all sit in complete Rank Sets (the Red Dragon may steal only from these). The
 * Green Dragon has not acted yet when the Red Dragon does, so only printed cards count.
 */
export function incompleteRanks(loot: readonly CardId[]): number[] {
  const { counts } = tally(loot);
  return RANKS.filter((r) => total(counts[r]!) % r !== 0);
}

/** One arrangement: the Green Dragon joins `greenRank` (0: none) and each Dragon's Color Set use is `uses`. */
function arrange(t: Tally, rules: PlunderRules, greenRank: number, uses: number[]) {
  const blue = rules.threeDragons && t.dragons.includes('b');
  const rankPoints = [0, 0, 0, 0, 0, 0];
  const eligible = [false, false, false, false, false, false];
  const colors = t.counts.map((x) => ({ ...x }));
  for (const r of RANKS) {
    // With the Green Dragon in this rank it either completes a set or sits in the leftover, which then costs
    // nothing (RULINGS, Scoring details), so the rank never pays the penalty.
    const green = greenRank === r ? 1 : 0;
    const n = total(t.counts[r]!) + green;
    const sets = Math.floor(n / r);
    const penalty = green === 0 && n % r !== 0 ? 1 : 0;
    rankPoints[r] = sets * r - penalty;
    eligible[r] = sets > 0;
  }
  const contributors = dragonUsers(t, rules);
  contributors.forEach((color, i) => {
    const r = uses[i]!;
    if (r > 0 && eligible[r]) colors[r]![color]++;
  });
  let mixed = 0;
  const colorSets = [0, 0, 0, 0, 0, 0];
  if (blue) {
    const pool = { r: 0, g: 0, b: 0 };
    for (const r of RANKS) if (eligible[r]) for (const col of COLORS) pool[col] += colors[r]![col];
    mixed = Math.min(pool.r, pool.g, pool.b);
  } else {
    for (const r of RANKS) if (eligible[r]) colorSets[r] = Math.min(colors[r]!.r, colors[r]!.g, colors[r]!.b);
  }
  const byRank = rankPoints.map((p, r) => p + colorSets[r]! * COLOR_SET_POINTS);
  const score = byRank.reduce((a, b) => a + b, 0) + mixed * COLOR_SET_POINTS;
  return { score, byRank, mixed };
}

/**
 * The Dragons that may stand in a Color Set, by color: every Dragon under Dragon Cards; without it, only the
 * Green Dragon of Three Dragons, and only in the rank it joined.
 */
function dragonUsers(t: Tally, rules: PlunderRules): Col[] {
  if (rules.dragonCards) return t.dragons;
  return rules.threeDragons && t.dragons.includes('g') ? ['g'] : [];
}

/** Every choice of Color Set rank (0: unused) for each Dragon that may stand in one. */
function useChoices(count: number, greenOnly: number | null): number[][] {
  if (greenOnly !== null) return count === 0 ? [[]] : [[0], [greenOnly]];
  let out: number[][] = [[]];
  for (let i = 0; i < count; i++) out = out.flatMap((u) => [0, ...RANKS].map((r) => [...u, r]));
  return out;
}

export function scorePlunder(loot: readonly CardId[], rules: PlunderRules): PlunderScore {
  const t = tally(loot);
  const green = rules.threeDragons && t.dragons.includes('g');
  const users = dragonUsers(t, rules).length;
  let best: (ReturnType<typeof arrange> & { greenRank: number }) | null = null;
  for (const greenRank of green ? [0, ...RANKS] : [0]) {
    // Without Dragon Cards the Green Dragon only counts in Color Sets of the rank it joined.
    const only = rules.dragonCards ? null : green ? greenRank : null;
    for (const uses of useChoices(users, only)) {
      const a = arrange(t, rules, greenRank, uses);
      if (!best || a.score > best.score) best = { ...a, greenRank };
    }
  }
  const b = best!;
  return { score: b.score, byRank: b.byRank, mixedColorSets: b.mixed, greenRank: b.greenRank, key: [b.score, ...rankTiebreak(loot)], label: labelOf(t, b) };
}

function labelOf(t: Tally, b: { score: number; byRank: number[]; mixed: number; greenRank: number }): string {
  const parts: string[] = [];
  for (const r of RANKS) if (total(t.counts[r]!) > 0 || b.greenRank === r) parts.push(`${RANK_PLURALS[r]} ${b.byRank[r]}`);
  if (b.mixed > 0) parts.push(`mixed Color Sets ${b.mixed * COLOR_SET_POINTS}`);
  if (b.greenRank > 0) parts.push(`Green Dragon as a ${SINGULAR[b.greenRank]}`);
  return `${parts.join(', ')}: ${b.score}`;
}

/** A theft the Red Dragon's holder may make: one card of `from`'s pile (one choice per color and rank). */
export interface Theft {
  from: number;
  card: CardId;
}

/** The thefts open to `thief`: a non-Dragon card of a rank in which another player has an incomplete Rank Set. */
export function theftsFor(loots: readonly (readonly CardId[] | null)[], thief: number): Theft[] {
  const out: Theft[] = [];
  loots.forEach((loot, from) => {
    if (!loot || from === thief) return;
    const open = incompleteRanks(loot);
    const seen = new Set<string>();
    for (const id of loot) {
      const c = CARDS[id]!;
      if (isDragon(id) || !open.includes(c.rank)) continue;
      const face = `${c.color}${c.rank}`;
      if (seen.has(face)) continue;
      seen.add(face);
      out.push({ from, card: id });
    }
  });
  return out;
}

export function applyTheft(loots: readonly (readonly CardId[] | null)[], thief: number, theft: Theft): (CardId[] | null)[] {
  return loots.map((loot, seat) => {
    if (!loot) return null;
    if (seat === theft.from) return loot.filter((id) => id !== theft.card);
    if (seat === thief) return [...loot, theft.card];
    return [...loot];
  });
}

/**
 * The theft that best serves the Red Dragon's holder, as RULINGS.md ("Heroes' Plunder (Three Dragons)")
 * orders them: the best place (after the game's tiebreaker), then the fewest players tied with it, then the
 * highest score. A theft no better than stealing nothing is not made; among equally good thefts the one from
 * the lowest seat, then of the card first in notation order (`bB` < `gL`, as strings), is made. Seats
 * without a pile (null) are not in the game.
 */
export function bestTheft(loots: readonly (readonly CardId[] | null)[], thief: number, rules: PlunderRules): Theft | null {
  let best: Theft | null = null;
  let bestValue = theftValue(loots, thief, rules);
  for (const theft of [...theftsFor(loots, thief)].sort(theftOrder)) {
    const value = theftValue(applyTheft(loots, thief, theft), thief, rules);
    // Strictly better only: the first of equals in theftOrder is kept, and nothing beats an equal theft.
    if (compareKeys(value, bestValue) > 0) {
      best = theft;
      bestValue = value;
    }
  }
  return best;
}

/** How good the piles are for `thief`, larger is better: [-place, -players tied with it, score]. */
export function theftValue(piles: readonly (readonly CardId[] | null)[], thief: number, rules: PlunderRules): number[] {
  const scores = piles.map((p) => (p ? scorePlunder(p, rules) : null));
  const mine = scores[thief]!;
  let ahead = 0;
  let tied = 0;
  scores.forEach((o, seat) => {
    if (!o || seat === thief) return;
    const d = compareKeys(o.key, mine.key);
    if (d > 0) ahead++;
    else if (d === 0) tied++;
  });
  return [-(ahead + 1), -tied, mine.score];
}

const faceOf = (id: CardId): string => `${CARDS[id]!.color}${RANK_LETTERS[CARDS[id]!.rank]}`;
const theftOrder = (a: Theft, b: Theft): number => a.from - b.from || (faceOf(a.card) < faceOf(b.card) ? -1 : faceOf(a.card) > faceOf(b.card) ? 1 : 0);
