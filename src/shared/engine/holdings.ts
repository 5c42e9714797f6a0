import type { CardId } from '../cards/card';
import { rollDie, shuffleInPlace } from '../rng';
import { RuleError } from './errors';
import type { Ctx, GameDef, Holding, Holdings, HoldingKind } from './game';

export type { Holding, HoldingKind, Holdings } from './game';
import type { AnyState, Seat } from './types';
import { discardCard, ownerOnly, zoneOf } from './zones';

/**
 * Holdings as data (issue 11.2): what each seat of a game holds, which of it the seat may alter (Appendix B:
 * a Gambling or Cheating card rerolls or sets one of its dice, or swaps a card from the top of the deck into
 * one of its holdings), and what is common to the table and never altered. Each game declares this in its
 * GameDef; the primitives below alter only what a game declares alterable, so a common card or die can
 * never be touched, whatever a caller asks.
 */
/** The holdings of a seat at these variants. */
export function holdingsFor(def: GameDef, variants: readonly string[]): Holding[] {
  return def.holdings.seat.filter((h) => (!h.variant || variants.includes(h.variant)) && (!h.without || !variants.includes(h.without)));
}

/**
 * Whether a seat of this game holds dice of its own under some variant set (Threes' Keep, Delve's dice): a
 * Cheating card's special sets one of them. Read from the game's declared holdings, never from a list of ids.
 */
export function holdsDice(def: Pick<GameDef, 'holdings'>): boolean {
  return def.holdings.seat.some((h) => h.dice !== undefined);
}

/** Appendix B's summary of what a card may alter in this game, made from its holdings (GameDef.tavern.alters). */
export function altersOf(h: Holdings): HoldingKind[] {
  const out: HoldingKind[] = [];
  for (const x of h.seat) if (x.alter && !out.includes(x.kind)) out.push(x.kind);
  return out;
}

function alterable(c: Ctx, name: string, want: 'dice' | 'zone'): Holding {
  const h = holdingsFor(c.def, c.s.config.variants).find((x) => x.name === name);
  if (!h) {
    const common = c.def.holdings.common;
    if (common.zones.includes(name) || common.dice.includes(name)) throw new RuleError('illegal-action', `The ${name} is common to the table: no card may alter it`);
    throw new RuleError('illegal-action', `${c.def.name} has no holding called "${name}" here`);
  }
  if (!h.alter) throw new RuleError('illegal-action', `Your ${h.name} can no longer be altered`);
  if (want === 'dice' && !h.dice) throw new RuleError('illegal-action', `Your ${h.name} holds no dice`);
  if (want === 'zone' && !h.zone) throw new RuleError('illegal-action', `Your ${h.name} holds no cards`);
  return h;
}

function diceOf(c: Ctx, h: Holding, seat: Seat, index: number): number[] {
  const all = (c.s.g as Record<string, number[][]> | null)?.[h.dice!];
  const dice = all?.[seat];
  if (!dice || !Number.isInteger(index) || index < 0 || index >= dice.length) throw new RuleError('illegal-action', `You have no die ${index + 1} in your ${h.name}`);
  return dice;
}

function mustBeIn(s: AnyState, seat: Seat): void {
  if (s.phase !== 'playing') throw new RuleError('game-over', 'No game is being played');
  if (!s.inGame[seat] || s.folded[seat]) throw new RuleError('illegal-action', 'Only a player still in the game may alter what they hold');
}

/** Rerolls one of the seat's own dice (`index` in the holding's list). */
export function rerollDie(c: Ctx, seat: Seat, name: string, index: number): number {
  mustBeIn(c.s, seat);
  const h = alterable(c, name, 'dice');
  const dice = diceOf(c, h, seat, index);
  const face = rollDie(c.rng);
  dice[index] = face;
  c.events.push({ t: 'altered', seat, holding: h.name, how: 'reroll', die: index, face });
  return face;
}

/** Sets one of the seat's own dice to a face. */
export function setDie(c: Ctx, seat: Seat, name: string, index: number, face: number): void {
  mustBeIn(c.s, seat);
  const h = alterable(c, name, 'dice');
  const dice = diceOf(c, h, seat, index);
  if (!Number.isInteger(face) || face < 1 || face > 6) throw new RuleError('illegal-action', 'A die shows 1 to 6');
  dice[index] = face;
  c.events.push({ t: 'altered', seat, holding: h.name, how: 'set', die: index, face });
}

/**
 * The seat looks at the top `n` cards of the deck (the discards are shuffled in first when the deck runs
 * short); they stay on top. Only the seat is told which they are.
 */
export function peekTop(c: Ctx, seat: Seat, n: number): CardId[] {
  mustBeIn(c.s, seat);
  if (!Number.isInteger(n) || n < 0) throw new RuleError('illegal-action', 'Look at a whole number of cards');
  const s = c.s;
  if (s.deck.length < n && s.discard.length > 0) {
    // As drawing would when the deck runs out: the discards are shuffled into a deck, under what is left.
    s.deck = [...shuffleInPlace(c.rng, s.discard), ...s.deck];
    s.discard = [];
    c.events.push({ t: 'reshuffled', count: s.deck.length });
  }
  const top = s.deck.slice(Math.max(0, s.deck.length - n)).reverse();
  if (top.length) c.events.push({ t: 'peeked', seat, cards: [...top], vis: ownerOnly(seat) });
  return top;
}

/**
 * Swaps card `pick` (one of the top `looked` cards, 0 being the top) into the seat's holding in place of its
 * card `out`: the new card takes the old one's place and the holding's visibility (so a card held facing out
 * stays unseen by its owner), the old one is discarded face down, and so are the other cards looked at.
 * With `pick` null the seat keeps its card and only the looked-at cards are discarded.
 */
export function swapFromTop(c: Ctx, seat: Seat, name: string, out: CardId, pick: number | null, looked: number): void {
  mustBeIn(c.s, seat);
  const h = alterable(c, name, 'zone');
  const s = c.s;
  const zname = zoneOf(h.zone!, seat);
  const z = s.zones[zname];
  const at = z ? z.cards.indexOf(out) : -1;
  if (!z || at < 0) throw new RuleError('illegal-action', `That card is not in your ${h.name}`);
  const n = Math.max(looked, pick === null ? 0 : pick + 1);
  if (n > s.deck.length) throw new RuleError('illegal-action', 'There are not that many cards on the deck');
  const top = s.deck.splice(s.deck.length - n, n).reverse();
  if (pick !== null) {
    const incoming = top.splice(pick, 1)[0]!;
    z.cards.splice(at, 0, incoming);
    if (h.mirror) replaceIn((s.g as Record<string, unknown[]>)[h.mirror]?.[seat], out, incoming);
    // `zone`: where the card lands, so a table can fly it there (the card itself only to whom the zone shows it).
    c.events.push({ t: 'altered', seat, holding: h.name, how: 'swap', zone: zname, cards: [incoming], vis: z.vis });
    discardCard(c, zname, out);
  }
  for (const id of top) {
    s.discard.push(id);
    c.events.push({ t: 'discarded', seat, zone: 'deck', cards: [id], vis: ownerOnly(seat) });
  }
}

function replaceIn(value: unknown, from: CardId, to: CardId): void {
  if (!Array.isArray(value)) return;
  for (let i = 0; i < value.length; i++) {
    if (value[i] === from) value[i] = to;
    else replaceIn(value[i], from, to);
  }
}
