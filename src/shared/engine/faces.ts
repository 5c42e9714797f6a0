import { CARDS, formatCard, type CardId } from '../cards/card';

/**
 * Two cards of the same face (the deck holds five red Wolf Rogues) are the same choice for a player, so a
 * legal list offers one button per face. The step's `check` still accepts either copy.
 *
 * Faces are numbered once (cards of one face share a number), so the legal lists, which are built on every
 * action, compare numbers instead of building notation strings.
 */
const FACE: readonly number[] = (() => {
  const index = new Map<string, number>();
  return CARDS.map((c) => {
    const key = formatCard(c.id);
    if (!index.has(key)) index.set(key, index.size);
    return index.get(key)!;
  });
})();
const FACES = Math.max(...FACE) + 1;

export function oneOfEachFace(ids: readonly CardId[]): CardId[] {
  const seen = new Set<number>();
  const out: CardId[] = [];
  for (const id of ids) {
    const f = FACE[id]!;
    if (seen.has(f)) continue;
    seen.add(f);
    out.push(id);
  }
  return out;
}

/** One pick per multiset of faces: picks are lists of card ids (the first of each kept, in order). */
export function oneOfEachPick(picks: readonly CardId[][]): CardId[][] {
  const seen = new Set<number>();
  return picks.filter((pick) => {
    const key = pickKey(pick);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A number naming a pick's multiset of faces (picks of one, two or three cards without a sort's allocation). */
function pickKey(pick: readonly CardId[]): number {
  if (pick.length === 1) return FACE[pick[0]!]!;
  if (pick.length === 2) {
    const a = FACE[pick[0]!]!;
    const b = FACE[pick[1]!]!;
    return FACES + (a < b ? a * FACES + b : b * FACES + a);
  }
  let key = pick.length;
  for (const f of pick.map((id) => FACE[id]!).sort((x, y) => x - y)) key = key * FACES + f;
  return FACES * (FACES + 1) + key;
}
