import { formatCard, type CardId } from '../cards/card';

/**
 * Two cards of the same face (the deck holds five red Wolf Rogues) are the same choice for a player, so a
 * legal list offers one button per face. The step's `check` still accepts either copy.
 */
export function oneOfEachFace(ids: readonly CardId[]): CardId[] {
  const seen = new Set<string>();
  const out: CardId[] = [];
  for (const id of ids) {
    const face = formatCard(id);
    if (seen.has(face)) continue;
    seen.add(face);
    out.push(id);
  }
  return out;
}

/** One pick per multiset of faces: picks are lists of card ids. */
export function oneOfEachPick(picks: readonly CardId[][]): CardId[][] {
  const seen = new Set<string>();
  return picks.filter((pick) => {
    const key = pick.map(formatCard).sort().join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
