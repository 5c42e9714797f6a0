import type { CardId } from '../cards/card';
import { shuffleInPlace } from '../rng';
import type { Ctx } from './game';
import type { AnyState, Seat, Visibility, Zone } from './types';

/** Zones are named `<base>.<seat>` for a seat's own zones (`hand.2`) and plainly for common ones (`king`). */
export function zoneOf(base: string, seat: Seat): string {
  // The same string object every time: a freshly built name had to be hashed again at every `s.zones[...]`
  // lookup, a tenth of a simple game's time (CPU profile of Rogues and Warriors).
  // Bounded, so no run of odd names can grow it: the games use a dozen bases and at most 8 seats.
  if (!(Number.isInteger(seat) && seat >= 0 && seat < 16)) return `${base}.${seat}`;
  let row = ZONE_NAMES.get(base);
  if (!row) {
    if (ZONE_NAMES.size >= 64) return `${base}.${seat}`;
    ZONE_NAMES.set(base, (row = []));
  }
  return (row[seat] ??= `${base}.${seat}`);
}
const ZONE_NAMES = new Map<string, string[]>();

export function visibleTo(vis: Visibility, seat: Seat): boolean {
  switch (vis.to) {
    case 'all':
      return true;
    case 'none':
      return false;
    case 'owner':
      return seat === vis.seat;
    case 'others':
      // A spectator (seat -1) never sees a card held facing out: on a shared screen its owner would too.
      return seat >= 0 && seat !== vis.seat;
    case 'seats':
      return vis.seats.includes(seat);
  }
}

export const PUBLIC: Visibility = { to: 'all' };
export const ownerOnly = (seat: Seat): Visibility => ({ to: 'owner', seat });
export const allButOwner = (seat: Seat): Visibility => ({ to: 'others', seat });

export function zone(s: AnyState, name: string, vis: Visibility = PUBLIC): Zone {
  let z = s.zones[name];
  if (!z) {
    z = { cards: [], vis };
    s.zones[name] = z;
  }
  return z;
}

export function cardsIn(s: AnyState, name: string): CardId[] {
  return s.zones[name]?.cards ?? [];
}

/** Draws the top card; when the deck is empty, the discards are shuffled to form a new deck (page 3). */
export function drawCard(c: Ctx): CardId {
  const s = c.s;
  if (s.deck.length === 0) {
    if (s.discard.length === 0) throw new Error('The deck and the discards are both empty');
    s.deck = shuffleInPlace(c.rng, s.discard);
    s.discard = [];
    c.events.push({ t: 'reshuffled', count: s.deck.length });
  }
  return s.deck.pop()!;
}

/** Deals `n` cards from the deck into a zone; the event names them only to who may see the zone. */
export function dealInto(c: Ctx, name: string, n: number, vis: Visibility, seat?: Seat): CardId[] {
  const z = zone(c.s, name, vis);
  const dealt: CardId[] = [];
  for (let i = 0; i < n; i++) {
    const id = drawCard(c);
    z.cards.push(id);
    dealt.push(id);
  }
  c.events.push({ t: 'dealt', seat, zone: name, cards: dealt, vis: z.vis });
  return dealt;
}

/** Moves one card between zones. The event is as visible as the more visible of the two zones. */
export function moveCard(c: Ctx, from: string, to: string, id: CardId, toVis?: Visibility): void {
  const src = c.s.zones[from];
  const i = src ? src.cards.indexOf(id) : -1;
  if (!src || i < 0) throw new Error(`Card ${id} is not in zone ${from}`);
  src.cards.splice(i, 1);
  const dst = zone(c.s, to, toVis ?? src.vis);
  dst.cards.push(id);
  c.events.push({ t: 'moved', from, to, cards: [id], vis: dst.vis.to === 'all' ? dst.vis : src.vis });
}

/** Discards a card face down (page 3: discards are face down unless a game says otherwise). */
export function discardCard(c: Ctx, from: string, id: CardId): void {
  const src = c.s.zones[from];
  const i = src ? src.cards.indexOf(id) : -1;
  if (!src || i < 0) throw new Error(`Card ${id} is not in zone ${from}`);
  src.cards.splice(i, 1);
  c.s.discard.push(id);
  c.events.push({ t: 'discarded', zone: from, cards: [id], vis: src.vis });
}

/** Turns a zone face up for everyone (a reveal). */
export function revealZone(c: Ctx, name: string, seat?: Seat): void {
  const z = zone(c.s, name);
  z.vis = PUBLIC;
  c.events.push({ t: 'revealed', seat, zone: name, cards: [...z.cards], vis: PUBLIC });
}
