import { ANIMALS, CARDS, COLOR_NAMES, RANK_NAMES, type CardId } from '../cards/card';
import { NotationError, parseFace, type CardFace } from '../cards/notation';
import { inputError } from './errors';

/**
 * Readers for the zones of a showdown request. Each refuses a bad value with a sentence naming where it
 * was ("players[1].hand: ..."); card readers draw from the request's one CardPool, so copies are counted
 * over the whole input.
 */

interface CardRequest {
  text: string;
  face: CardFace;
  where: string;
}

const sameFace = (a: CardFace, b: CardFace): boolean => a.color === b.color && a.rank === b.rank && a.animal === b.animal;
const fits = (id: CardId, f: CardFace): boolean => {
  const c = CARDS[id]!;
  return c.color === f.color && c.rank === f.rank && (f.animal === null || c.animal === f.animal);
};
const copiesOf = (f: CardFace): number => CARDS.filter((c) => fits(c.id, f)).length;

/**
 * The cards of one showdown request. RULINGS.md ("A card written without its animal"): `bW` stands for any
 * copy of that color and rank not otherwise used in the input, and an input is refused only when it asks
 * for more copies than the deck holds, counted over the whole input. Which copy `bW` is can only be known
 * once every card of the input has been read (`["bW", "rR"]` then `["bW.hare", "gR"]` must leave the Wren
 * to the first hand), so a showdown reads its input twice:
 *
 * 1. `survey`: every card the game reads is recorded in reading order; it gets a provisional copy so the
 *    game's own checks can run (a copy may be handed out twice here; nothing of this pass is kept).
 * 2. `plan` then checks the counts over the whole input and gives cards with an animal their copies first,
 *    then the rest to cards without one; `replay` hands out exactly those copies when the game reads the
 *    same input again.
 */
export class CardPool {
  private readonly requests: CardRequest[] = [];
  private readonly provisional = new Set<CardId>();
  private planned: CardId[] | null = null;
  private cursor = 0;

  /** Cards for `texts`, read at `where`. Throws NotationError for text that is not a card. */
  take(texts: readonly string[], where: string): CardId[] {
    const faces = texts.map(parseFace);
    if (this.planned === null) {
      faces.forEach((face, i) => this.requests.push({ text: texts[i]!, face, where }));
      return this.provisionalIds(faces);
    }
    return faces.map((face) => {
      const r = this.requests[this.cursor];
      // The game must read its input the same way twice (it is a pure function of the input).
      if (!r || !sameFace(r.face, face)) throw new Error('showdown: the game read its cards differently on the second reading');
      return this.planned![this.cursor++]!;
    });
  }

  /** Specific faces first, as before, so a list on its own takes its copies sensibly in the first pass. */
  private provisionalIds(faces: CardFace[]): CardId[] {
    const out: CardId[] = new Array(faces.length);
    const order = faces.map((_, i) => i).sort((a, b) => Number(faces[a]!.animal === null) - Number(faces[b]!.animal === null));
    for (const i of order) {
      const f = faces[i]!;
      const free = CARDS.find((c) => fits(c.id, f) && !this.provisional.has(c.id));
      const id = (free ?? CARDS.find((c) => fits(c.id, f))!).id;
      this.provisional.add(id);
      out[i] = id;
    }
    return out;
  }

  /** The first card (in reading order) that asks for a copy the deck no longer has, as a sentence; or null. */
  overflow(): string | null {
    const exact = new Map<string, number>();
    const kind = new Map<string, number>();
    for (const r of this.requests) {
      const f = r.face;
      const kindKey = `${f.color}${f.rank}`;
      const k = (kind.get(kindKey) ?? 0) + 1;
      kind.set(kindKey, k);
      if (f.animal !== null) {
        const exactKey = `${kindKey}.${f.animal}`;
        const e = (exact.get(exactKey) ?? 0) + 1;
        exact.set(exactKey, e);
        const n = copiesOf(f);
        if (e > n) return `${r.where}: "${r.text}" is used more often than the deck holds it (${n} ${n === 1 ? 'copy' : 'copies'})`;
      }
      const n = copiesOf({ ...f, animal: null });
      if (k > n) {
        const rank = RANK_NAMES[f.rank];
        const what = `${COLOR_NAMES[f.color]} ${n === 1 ? rank : rank === 'Lady' ? 'Ladies' : `${rank}s`}`;
        return `${r.where}: "${r.text}" is used more often than the deck holds it (${n} ${what} in all, counted over the whole input)`;
      }
    }
    return null;
  }

  /** Ends the survey: refuses an input that asks for too many copies, and chooses every card's copy. */
  plan(): void {
    const problem = this.overflow();
    if (problem) inputError(problem);
    const taken = new Set<CardId>();
    const planned: CardId[] = new Array(this.requests.length);
    const pick = (i: number): void => {
      const id = CARDS.find((c) => fits(c.id, this.requests[i]!.face) && !taken.has(c.id))!.id;
      taken.add(id);
      planned[i] = id;
    };
    this.requests.forEach((r, i) => r.face.animal !== null && pick(i));
    this.requests.forEach((r, i) => r.face.animal === null && pick(i));
    this.planned = planned;
    this.cursor = 0;
  }

  /** After the second reading: every surveyed card was read again. */
  finish(): void {
    if (this.planned && this.cursor !== this.planned.length) throw new Error('showdown: the game read fewer cards on the second reading');
  }
}

export function readCards(value: unknown, pool: CardPool, where: string, count?: number | [number, number]): CardId[] {
  if (!Array.isArray(value) || value.some((x) => typeof x !== 'string')) inputError(`${where}: expected a list of cards like ["bB.hare", "rR"]`);
  if (typeof count === 'number' && value.length !== count) inputError(`${where}: expected ${count} cards, got ${value.length}`);
  if (Array.isArray(count) && (value.length < count[0] || value.length > count[1])) {
    inputError(`${where}: expected ${count[0]} to ${count[1]} cards, got ${value.length}`);
  }
  try {
    return pool.take(value as string[], where);
  } catch (e) {
    if (e instanceof NotationError) inputError(`${where}: ${e.message}`);
    throw e;
  }
}

export function readCard(value: unknown, pool: CardPool, where: string): CardId {
  if (typeof value !== 'string') inputError(`${where}: expected one card like "bB.hare"`);
  return readCards([value], pool, where)[0]!;
}

export function readDice(value: unknown, where: string, count?: number | [number, number]): number[] {
  if (!Array.isArray(value) || value.some((x) => !Number.isInteger(x) || x < 1 || x > 6)) inputError(`${where}: expected a list of dice, each a whole number 1 to 6`);
  if (typeof count === 'number' && value.length !== count) inputError(`${where}: expected ${count} dice, got ${value.length}`);
  if (Array.isArray(count) && (value.length < count[0] || value.length > count[1])) {
    inputError(`${where}: expected ${count[0]} to ${count[1]} dice, got ${value.length}`);
  }
  return value as number[];
}

/**
 * For games where the animal scores (King's Council): refuses a card of an animal set written without its
 * animal, asking for it (RULINGS.md, "A card written without its animal"). Call after `readCards` has
 * accepted the list.
 */
export function requireAnimals(value: readonly string[], where: string, why: string): void {
  for (const text of value) {
    const f = parseFace(text);
    if (f.animal !== null || f.rank === 0 || f.color === 'x') continue;
    const animals = ANIMALS.filter((a) => a.color === f.color).map((a) => `"${text.trim()}.${a.animal}"`);
    inputError(`${where}: "${text}" needs its animal, ${animals.join(' or ')}: ${why}`);
  }
}
