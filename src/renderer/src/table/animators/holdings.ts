import type { CardId } from '../../../../shared/cards/card';
import type { GameEvent, Seat } from '../../../../shared/engine/types';
import { easeInOut } from '../animator';
import { cardsText, zoneWords } from '../../state/words';
import { tumble } from './dice';
import type { Pt } from '../layout';
import { cardsOf, seatOf, type TableAnimators, type TableStage } from './stage';

/**
 * Appendix B's specials on the hosted table (engine/holdings.ts): a die rerolled or set, the top of the deck
 * looked at, a card swapped in from the deck, the looked-at cards discarded. Each family of the holdings seam
 * has its animator here, and each says in a caption, beside the seat that took it, what happened in words a
 * player reads ("Rerolls their first Keep die: 4"). What a seat may not see stays hidden: the events reach
 * other seats with the cards already hidden by the engine's door (`filterEvent`), and a card is drawn face
 * up only where the event names it; a swapped card always flies face down.
 */

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];
const ordinal = (i: unknown): string => (typeof i === 'number' ? (ORDINALS[i] ?? `#${i + 1}`) : 'a');
const holdingOf = (e: GameEvent): string => zoneWords(typeof e.holding === 'string' ? e.holding : 'holding');
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/**
 * The caption of a holdings event, said beside the seat (no subject: the seat's plate names it), or null for
 * an event of another family. `viewer` is the seat at the screen: what it saw is named, what it did not is not.
 */
export function holdingCaption(e: GameEvent, viewer: Seat): string | null {
  const seat = seatOf(e);
  const cards = cardsOf(e);
  const known = cards.filter((c): c is CardId => c !== null);
  switch (e.t) {
    case 'altered': {
      const face = typeof e.face === 'number' ? e.face : null;
      if (e.how === 'reroll') return `Rerolls their ${ordinal(e.die)} ${holdingOf(e)} die${face !== null ? `: ${face}` : ''}`;
      if (e.how === 'set') return `Sets their ${ordinal(e.die)} ${holdingOf(e)} die to ${face ?? '?'}`;
      if (e.how === 'swap') {
        const what = known.length ? ` (${cardsText(known)})` : '';
        return `Swaps a card of their ${holdingOf(e)} for the deck's top card${seat === viewer ? what : ''}`;
      }
      return `Alters their ${holdingOf(e)}`;
    }
    case 'peeked': {
      const n = cards.length;
      const top = n === 1 ? 'the top card' : `the top ${n} cards`;
      // Only the seat that looked is told which cards they are (the engine hides them from everyone else).
      return known.length === n && n > 0 ? `Looks at ${top} of the deck: ${cardsText(known)}` : `Looks at ${top} of the deck`;
    }
    case 'discarded':
      return e.zone === 'deck' ? `Discards ${plural(Math.max(cards.length, 1), 'looked-at card')}, face down` : null;
    default:
      return null;
  }
}

/** A short pause scaled like every other on the table (the Animator owns the pacing). */
const hold = (s: TableStage, ms: number): Promise<void> => s.anim.wait(ms);

/** Cards held up by the deck for a look: face down for everyone, turned face up only where the event names them. */
async function look(s: TableStage, seat: Seat | null, cards: (CardId | null)[]): Promise<void> {
  const L = s.layout;
  if (s.anim.instant || !L || !cards.length) return;
  const deck = s.deckPoint();
  const toward = seat === null ? L.center : s.platePoint(seat);
  // Lifted off the deck a third of the way toward the seat that looks, side by side.
  const base = { x: deck.x + (toward.x - deck.x) * 0.33, y: deck.y + (toward.y - deck.y) * 0.33 };
  const shown = cards.map((_, i) => s.newCard(null, deck));
  await Promise.all(shown.map((c, i) => s.anim.to(c, { x: base.x + (i - (cards.length - 1) / 2) * 46, y: base.y }, 260, easeInOut)));
  const alive = () => shown.every((c) => !c.destroyed);
  if (!alive()) return;
  await Promise.all(shown.map((c, i) => (cards[i] !== null && cards[i] !== undefined ? s.flip(c, cards[i]!) : Promise.resolve())));
  await hold(s, cards.some((c) => c !== null) ? 900 : 450);
  if (!alive()) return;
  await Promise.all(shown.map((c) => (c.id !== null ? s.flip(c, null) : Promise.resolve())));
  await Promise.all(shown.map((c) => s.anim.to(c, { x: deck.x, y: deck.y, alpha: 0.4 }, 240, easeInOut)));
  shown.forEach((c) => c.destroy());
  s.anim.requestFrame();
}

/** A card from the top of the deck flying face down into the seat's holding (its zone, when the event names it). */
async function swapIn(s: TableStage, seat: Seat | null, zone: string | null, card: CardId | null, viewer: Seat): Promise<void> {
  const L = s.layout;
  if (!L) return;
  const c = s.newCard(null, s.deckPoint());
  if (zone) {
    // At the front of the zone: the card it replaces is the one the next event (`discarded`) takes away.
    c.zone = zone;
    s.zoneList(zone).unshift(c);
    await s.relayout(true);
  } else {
    const to = seat === null ? L.center : s.platePoint(seat);
    await s.anim.to(c, { x: to.x, y: to.y }, 340, easeInOut);
    c.destroy();
    return;
  }
  // Landed face down; its owner, who may see it, then sees it turn over (the view decides the rest).
  if (card !== null && seat === viewer && !c.destroyed) await s.flip(c, card);
}

/** Looked-at cards going from the top of the deck to the discards, face down. */
async function discardFromDeck(s: TableStage, n: number): Promise<void> {
  const L = s.layout;
  if (s.anim.instant || !L || n <= 0) return;
  const from = s.deckPoint();
  const flights = Array.from({ length: n }, (_, i) => {
    const c = s.newCard(null, from);
    return s.anim
      .wait(i * 80)
      .then(() => s.anim.to(c, { x: L.discard.x, y: L.discard.y, alpha: 0.3 }, 320, easeInOut))
      .then(() => c.destroy());
  });
  await Promise.all(flights);
}

/**
 * Where a seat's special is shown: on the felt a third of the way from its plate toward the middle, so the
 * die and its caption lie in the open (beside a plate at the table's edge they would fall under the dock).
 */
function spotOf(s: TableStage, seat: Seat | null): Pt {
  const L = s.layout;
  const center = L?.center ?? { x: 0, y: 0 };
  if (seat === null) return center;
  const p = s.platePoint(seat);
  return { x: p.x + (center.x - p.x) * 0.35, y: p.y + (center.y - p.y) * 0.35 };
}

/** Says the caption over the seat's spot (or over the middle when the event names no seat). */
function caption(s: TableStage, e: GameEvent): void {
  const text = holdingCaption(e, s.view.seat);
  if (!text) return;
  const at = spotOf(s, seatOf(e));
  s.say(text, { x: at.x, y: at.y - 10 }, false, 1400);
}

export const holdingAnimators: TableAnimators = {
  name: 'holdings',
  register(r) {
    r.on('altered', async (s, e) => {
      const seat = seatOf(e);
      if (e.how === 'reroll' || e.how === 'set') {
        const face = typeof e.face === 'number' ? e.face : null;
        // A reroll tumbles to its new face; a set (Cheating) is a die turned by hand: a short tumble, the same
        // landing. The caption, which names the face, comes as the die lands, not before.
        const rolling = face !== null ? tumble(s, seat, [face], spotOf(s, seat)) : Promise.resolve();
        await s.anim.wait(400);
        caption(s, e);
        await rolling;
        return;
      }
      caption(s, e);
      if (e.how === 'swap') {
        const zone = typeof e.zone === 'string' ? e.zone : null;
        await swapIn(s, seat, zone, cardsOf(e)[0] ?? null, s.view.seat);
        return;
      }
      await hold(s, 300);
    });

    r.on('peeked', async (s, e) => {
      caption(s, e);
      await look(s, seatOf(e), cardsOf(e));
    });

    // The cards a look leaves on the deck go to the discards (engine: `discarded` from the zone 'deck');
    // the cards family animates a discard from a zone drawn on the table, which the deck's top is not.
    r.on('discarded', async (s, e) => {
      if (e.zone !== 'deck') return;
      caption(s, e);
      await discardFromDeck(s, Math.max(cardsOf(e).length, 1));
    });
  },
};
