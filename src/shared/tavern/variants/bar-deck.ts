import { shuffleInPlace, type Rng } from '../../rng';
import { CELLAR_STOCK } from '../content/cellar-stock';
import { DRINK_DECK } from '../content/drinks';
import { changeStat, drawCards, emit, livingFrom, type Ctx } from '../ctx';
import type { CardId, EventItem, PayStep, Seat, Source, TavernState } from '../types';

/** The engine's payment steps (interpreter.ts `pushPayments`), handed in so this module stays out of the stack's import circle. */
export type PushPayments = (ctx: Ctx, src: Source, payers: Seat[], to: Seat | 'inn', n: number, why: PayStep['why']) => void;

/**
 * The Bar Deck (VARIANTS.md §8): our 30 Drink cards and the 40 of Cellar Stock, shuffled as one 70-card Bar
 * Deck; the Drink Deck is 30 counted from it, and each refill counts the next 30. The engine calls in here at
 * three points only: setup (`dealBarDeck`), the refill's reshuffle (`refillFromBar`) and the three Events only
 * Cellar Stock holds (`resolveBarEvent`). With the Bar Deck off none of them is reached, so a base game is
 * dealt and played card for card as before.
 */

/** The Drink Deck's size: "count 30 face down" at setup and at every refill (book). */
export const DRINK_DECK_SIZE = 30;

/** The Bar Deck's list: the base Drink Deck and Cellar Stock (70 cards; Ruling: the lobby's one set). */
export const BAR_DECK: { key: string; count: number }[] = [...DRINK_DECK, ...CELLAR_STOCK];

/**
 * Setup: the 70 cards shuffled, 30 counted off the top as the Drink Deck, the other 40 the Bar. `newCard`
 * makes the card ids, as setup.ts does for the base deck.
 */
export function dealBarDeck(rng: Rng, newCard: (prefix: string, key: string) => CardId): { drinkDeck: CardId[]; bar: CardId[] } {
  const all: CardId[] = [];
  for (const { key, count } of BAR_DECK) for (let i = 0; i < count; i++) all.push(newCard('d', key));
  shuffleInPlace(rng, all);
  // Top = end: the Drink Deck is the last 30, the Bar keeps the rest in its order.
  const drinkDeck = all.splice(Math.max(0, all.length - DRINK_DECK_SIZE));
  return { drinkDeck, bar: all };
}

/**
 * The refill's second half with the Bar Deck on (the payments are made as ever): the Bar's next 30 become the
 * Drink Deck; the discards stay put unless the Bar runs out during the count, when all Drink discards are
 * shuffled as the new Bar and the count goes on (book). Fewer than 30 in all: the Drink Deck is what there is
 * (Ruling: "never out of cards" as far as cards exist). Returns the cards that were reshuffled (forgotten by
 * whoever had seen them).
 */
export function refillFromBar(ctx: Ctx): CardId[] {
  const s = ctx.s;
  const bar = s.bar!;
  const shuffled: CardId[] = [];
  const counted: CardId[] = [];
  while (counted.length + s.drinkDeck.length < DRINK_DECK_SIZE) {
    if (bar.length === 0) {
      if (s.drinkDiscard.length === 0) break;
      const cards = s.drinkDiscard.splice(0);
      bar.push(...shuffleInPlace(ctx.rng, cards));
      shuffled.push(...cards);
      emit(ctx, { t: 'reshuffled', seat: 'drinks' });
    }
    counted.push(bar.pop()!);
  }
  // The counted cards keep their order: the first counted was the Bar's top, and stays on top.
  s.drinkDeck.unshift(...counted.reverse());
  return shuffled;
}

/** Whether a refill has anything to bring (an empty Drink Deck with cards in the Bar or the discards). */
export function barHasCards(s: TavernState): boolean {
  return (s.bar?.length ?? 0) > 0 || s.drinkDiscard.length > 0;
}

/**
 * Cellar Stock's three Events (VARIANTS.md §9.4), each affecting every player taking part (those who did not
 * Ignore it). Returns false for an Event that is not one of them.
 * - Last Call!: each player −1 AC.
 * - Tab Comes Due: each player, from the revealer, pays 1 G to the Inn: payment steps (an Inn-pays card
 *   answers one; a Gold-Ignore cannot, as no card made it).
 * - Bard Takes Requests: each player draws 1.
 */
export function resolveBarEvent(ctx: Ctx, it: EventItem, participants: Seat[], pushPayments: PushPayments): boolean {
  switch (it.event) {
    case 'last-call':
      it.stage = 'finish';
      for (const seat of participants) changeStat(ctx, seat, 'AC', -1);
      return true;
    case 'tab': {
      it.stage = 'finish';
      const payers = livingFrom(ctx.s, it.revealer).filter((x) => participants.includes(x));
      if (payers.length) pushPayments(ctx, { uid: it.uid, player: null, kind: 'event' }, payers, 'inn', 1, 'card');
      return true;
    }
    case 'requests':
      it.stage = 'finish';
      for (const seat of participants) drawCards(ctx, seat, 1);
      return true;
    default:
      return false;
  }
}
