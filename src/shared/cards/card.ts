/**
 * The Rogues and Warriors deck: 90 cards in six animal sets, three Dragons, five Grey cards.
 *
 * A card in game state is a plain number (its id), so state stays small JSON and two cards of the same
 * face (there are three blue Hare Bards) are still different cards: hidden-information tests can then
 * follow each physical card. `cardInfo(id)` tells what is printed on it; `formatCard` gives the notation
 * of DESIGN.md (`bB.hare`, `rD`, `xW`).
 */

export type CardId = number;
export type Color = 'r' | 'g' | 'b' | 'x';
/** 0 is a Dragon, 1 Warrior, 2 Lady, 3 Bard, 4 Merchant, 5 Rogue. Lower is rarer. */
export type Rank = 0 | 1 | 2 | 3 | 4 | 5;
export type Animal = 'wolf' | 'hawk' | 'horse' | 'owl' | 'hare' | 'wren';
export type CardKind = 'standard' | 'dragon' | 'grey';

export interface CardInfo {
  readonly id: CardId;
  readonly rank: Rank;
  readonly color: Color;
  readonly animal: Animal | null;
  readonly kind: CardKind;
}

export const RANK_LETTERS = ['D', 'W', 'L', 'B', 'M', 'R'] as const;
export const RANK_NAMES = ['Dragon', 'Warrior', 'Lady', 'Bard', 'Merchant', 'Rogue'] as const;
/** Each rank named for more than one card ("2 Ladies"). */
export const RANK_PLURALS = ['Dragons', 'Warriors', 'Ladies', 'Bards', 'Merchants', 'Rogues'] as const;
export const COLOR_NAMES: Record<Color, string> = { r: 'red', g: 'green', b: 'blue', x: 'grey' };

/** RULINGS.md: red = Wolf + Hawk, green = Horse + Owl, blue = Hare + Wren; the first of each is a mammal. */
export const ANIMALS: readonly { animal: Animal; color: Exclude<Color, 'x'>; mammal: boolean }[] = [
  { animal: 'wolf', color: 'r', mammal: true },
  { animal: 'hawk', color: 'r', mammal: false },
  { animal: 'horse', color: 'g', mammal: true },
  { animal: 'owl', color: 'g', mammal: false },
  { animal: 'hare', color: 'b', mammal: true },
  { animal: 'wren', color: 'b', mammal: false },
];

/** Each animal set holds 1 Warrior, 2 Ladies, 3 Bards, 4 Merchants, 5 Rogues: a rank's count is its number. */
const COPIES_PER_SET: Record<1 | 2 | 3 | 4 | 5, number> = { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5 };

function buildCards(): CardInfo[] {
  const cards: CardInfo[] = [];
  for (const { animal, color } of ANIMALS) {
    for (const rank of [1, 2, 3, 4, 5] as const) {
      for (let i = 0; i < COPIES_PER_SET[rank]; i++) {
        cards.push({ id: cards.length, rank, color, animal, kind: 'standard' });
      }
    }
  }
  for (const color of ['r', 'g', 'b'] as const) cards.push({ id: cards.length, rank: 0, color, animal: null, kind: 'dragon' });
  for (const rank of [1, 2, 3, 4, 5] as const) cards.push({ id: cards.length, rank, color: 'x', animal: null, kind: 'grey' });
  return cards;
}

export const CARDS: readonly CardInfo[] = buildCards();
export const STANDARD_IDS: readonly CardId[] = CARDS.filter((c) => c.kind === 'standard').map((c) => c.id);
export const DRAGON_IDS: readonly CardId[] = CARDS.filter((c) => c.kind === 'dragon').map((c) => c.id);
export const GREY_IDS: readonly CardId[] = CARDS.filter((c) => c.kind === 'grey').map((c) => c.id);

export function cardInfo(id: CardId): CardInfo {
  const c = CARDS[id];
  if (c === undefined) throw new RangeError(`No card has id ${id}`);
  return c;
}

export const isDragon = (id: CardId): boolean => CARDS[id]!.kind === 'dragon';
export const isMammal = (id: CardId): boolean | null => {
  const a = CARDS[id]!.animal;
  return a === null ? null : ANIMALS.find((x) => x.animal === a)!.mammal;
};

export function greyOf(rank: 1 | 2 | 3 | 4 | 5): CardId {
  return GREY_IDS.find((id) => CARDS[id]!.rank === rank)!;
}

/** `bB.hare`, `rD`, `xW`. */
export function formatCard(id: CardId): string {
  const c = cardInfo(id);
  const base = `${c.color}${RANK_LETTERS[c.rank]}`;
  return c.animal ? `${base}.${c.animal}` : base;
}

/** A human-readable name: "blue Bard (Hare)". */
export function describeCard(id: CardId): string {
  const c = cardInfo(id);
  const name = `${COLOR_NAMES[c.color]} ${RANK_NAMES[c.rank]}`;
  return c.animal ? `${name} (${c.animal[0]!.toUpperCase()}${c.animal.slice(1)})` : name;
}
