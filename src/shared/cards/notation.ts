import { ANIMALS, CARDS, RANK_LETTERS, type Animal, type CardId, type Color, type Rank } from './card';

/**
 * Reads the card notation of DESIGN.md: `<color><rank>[.animal]` — `bB.hare`, `rW`, `gD`, `xM`.
 * A face without an animal (`bB`) stands for any card of that color and rank. Nonsense is rejected with
 * a sentence that says what is wrong.
 */
export class NotationError extends Error {
  override name = 'NotationError';
}

export interface CardFace {
  color: Color;
  rank: Rank;
  animal: Animal | null;
}

const FACE = /^([rgbx])([DWLBMR])(?:\.([a-z]+))?$/;

export function parseFace(text: string): CardFace {
  const m = FACE.exec(text.trim());
  if (!m) {
    throw new NotationError(
      `"${text}" is not a card: write a color (r, g, b, x) then a rank (W, L, B, M, R, D), e.g. "bB.hare" or "rD"`,
    );
  }
  const color = m[1] as Color;
  const rank = RANK_LETTERS.indexOf(m[2] as (typeof RANK_LETTERS)[number]) as Rank;
  const animalText = m[3];
  if (rank === 0 && color === 'x') throw new NotationError(`"${text}": there is no grey Dragon`);
  if (animalText !== undefined) {
    const a = ANIMALS.find((x) => x.animal === animalText);
    if (!a) throw new NotationError(`"${text}": "${animalText}" is not an animal of the deck (wolf, hawk, horse, owl, hare, wren)`);
    if (rank === 0) throw new NotationError(`"${text}": Dragons have no animal`);
    if (color === 'x') throw new NotationError(`"${text}": Grey cards have no animal`);
    if (a.color !== color) throw new NotationError(`"${text}": the ${a.animal} set is ${a.color === 'r' ? 'red' : a.color === 'g' ? 'green' : 'blue'}, not ${color}`);
    return { color, rank, animal: a.animal };
  }
  return { color, rank, animal: null };
}

function matches(id: CardId, f: CardFace): boolean {
  const c = CARDS[id]!;
  return c.color === f.color && c.rank === f.rank && (f.animal === null || c.animal === f.animal);
}

/**
 * Turns a list of notations into distinct physical cards, taking for each face a copy not yet used.
 * Throws when a list asks for more copies of a face than the deck holds ("two copies of a unique card").
 * Specific faces (with an animal) are placed first so that `bB` never steals the only copy `bB.hare` needs.
 */
export function parseCards(texts: readonly string[], used: Set<CardId> = new Set()): CardId[] {
  const faces = texts.map(parseFace);
  const out: CardId[] = new Array(faces.length);
  const order = faces.map((f, i) => i).sort((a, b) => Number(faces[a]!.animal === null) - Number(faces[b]!.animal === null));
  for (const i of order) {
    const f = faces[i]!;
    const id = CARDS.find((c) => matches(c.id, f) && !used.has(c.id))?.id;
    if (id === undefined) {
      const total = CARDS.filter((c) => matches(c.id, f)).length;
      throw new NotationError(`"${texts[i]}" is used more often than the deck holds it (${total} ${total === 1 ? 'copy' : 'copies'})`);
    }
    used.add(id);
    out[i] = id;
  }
  return out;
}

export function parseCard(text: string, used?: Set<CardId>): CardId {
  return parseCards([text], used)[0]!;
}

/** Parses a space-separated list: `"bB.hare rR gD"`. */
export function cards(list: string, used?: Set<CardId>): CardId[] {
  const parts = list.split(/\s+/).filter((p) => p.length > 0);
  return parseCards(parts, used);
}
