import { CARDS, type CardId, type Rank } from '../../cards/card';

/**
 * Doublerogue (page 9, "Doubleroque" in the book) has no showdown: these are the pure judgments of a
 * player's face-up cards that decide who acts first and who is out or wins at once.
 */
export const ROGUE: Rank = 5;

/** The default penalty for two face-up Rogues; Rogue's Bounty changes it (config.options.penalty). */
export const DEFAULT_PENALTY = 5;

/** Each round's ante, paid by every player still in. */
export const ROUND_ANTE = 1;

/**
 * Appendix B, Doublerogue inside The Red Dragon Inn (RULINGS: Appendix B). Kept as data for the tavern;
 * standalone play does not read it.
 */
export const DOUBLEROGUE_IN_TAVERN = {
  /** Step 2 (the ante) is replaced by a round of RDI card play, as though it were a Betting Round. */
  anteReplacedByCardPlay: true,
  /** Two face-up Rogues: the player simply leaves the Round, paying nothing to the pot. */
  twoRoguesPenalty: 0,
  /** Players may not choose to Fold: only Hit or Defend. */
  mayFold: false,
} as const;

/** A missing card ranks below a Rogue when comparing rarest cards (RULINGS: Doublerogue). */
const MISSING = 6;

/** Face-up ranks rarest first (a Dragon, rank 0, is rarest of all). */
export function rarity(faceUp: readonly CardId[]): number[] {
  return faceUp.map((id) => CARDS[id]!.rank as number).sort((a, b) => a - b);
}

/** Negative when `a` shows the rarer cards: rarest first, then the next rarest, and so on. */
export function compareRarity(a: readonly CardId[], b: readonly CardId[]): number {
  return compareRanks(rarity(a), rarity(b));
}

function compareRanks(ra: readonly number[], rb: readonly number[]): number {
  for (let i = 0; i < Math.max(ra.length, rb.length); i++) {
    const d = (ra[i] ?? MISSING) - (rb[i] ?? MISSING);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Who acts first this round: the player with the rarest card showing; still tied, the first tied player
 * in turn order. `inTurnOrder` lists the players still in from the Starting Player, clockwise.
 */
export function rarestFirst(inTurnOrder: readonly number[], faceUp: (seat: number) => readonly CardId[]): number {
  // Each seat's ranks sorted once per round, not once per comparison (`npm run bench`, Doublerogue).
  let best = inTurnOrder[0]!;
  let bestRanks = rarity(faceUp(best));
  for (let i = 1; i < inTurnOrder.length; i++) {
    const seat = inTurnOrder[i]!;
    const ranks = rarity(faceUp(seat));
    if (compareRanks(ranks, bestRanks) < 0) {
      best = seat;
      bestRanks = ranks;
    }
  }
  return best;
}

export function roguesShowing(faceUp: readonly CardId[]): number {
  return faceUp.filter((id) => CARDS[id]!.rank === ROGUE && CARDS[id]!.kind === 'standard').length;
}

/** Two face-up Rogues: pay the penalty and leave the game. */
export const busted = (faceUp: readonly CardId[]): boolean => roguesShowing(faceUp) >= 2;

/** Royal Sampler: a Warrior, a Lady, a Bard, a Merchant and a Rogue face up win at once. */
export function royalSampler(faceUp: readonly CardId[]): boolean {
  const ranks = new Set(faceUp.filter((id) => CARDS[id]!.kind === 'standard').map((id) => CARDS[id]!.rank));
  return [1, 2, 3, 4, 5].every((r) => ranks.has(r as Rank));
}

/** Doubledragon: two face-up Dragons win at once. */
export const doubledragon = (faceUp: readonly CardId[]): boolean => faceUp.filter((id) => CARDS[id]!.kind === 'dragon').length >= 2;

export type InstantWin = 'royal-sampler' | 'doubledragon';

/** Whether these face-up cards win at once under the variants in play. */
export function instantWin(faceUp: readonly CardId[], variants: readonly string[]): InstantWin | null {
  if (variants.includes('doubledragon') && doubledragon(faceUp)) return 'doubledragon';
  if (variants.includes('royal-sampler') && royalSampler(faceUp)) return 'royal-sampler';
  return null;
}
