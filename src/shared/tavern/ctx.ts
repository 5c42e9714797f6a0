import { shuffleInPlace, type Rng } from '../rng';
import type { CardId, GoldPlace, Item, Seat, TavernState, TEvent } from './types';
import { clockwiseFrom, nextWhere, seatsFromWhere } from '../rotation';
import { stepTrack, tracksOf } from './variants/rivet-seat';
import { shareStats } from './variants/teams';

/**
 * What one action works on: the state (a copy the caller owns), the live PRNG and the events it emits.
 * Everything below mutates `ctx.s` in place; `apply` copies the state first.
 */
export interface Ctx {
  s: TavernState;
  rng: Rng;
  ev: TEvent[];
}

export function emit(ctx: Ctx, e: TEvent): void {
  ctx.ev.push(e);
}

export const MAX_STAT = 20;

export function alive(s: TavernState, seat: Seat): boolean {
  return s.seats[seat]?.alive === true;
}

/** Living seats clockwise, starting at `from` (included if alive). */
export function livingFrom(s: TavernState, from: Seat): Seat[] {
  const seats = s.seats;
  return seatsFromWhere(seats.length, from, (seat) => seats[seat]!.alive);
}

/** Order seats clockwise from `from`. */
export function inTurnOrder(s: TavernState, seats: Seat[], from: Seat): Seat[] {
  return clockwiseFrom(s.seats.length, seats, from);
}

export function nextLiving(s: TavernState, seat: Seat): Seat {
  const seats = s.seats;
  return nextWhere(seats.length, seat, (x) => seats[x]!.alive) ?? seat;
}

export function livingCount(s: TavernState): number {
  let c = 0;
  for (const st of s.seats) if (st.alive) c++;
  return c;
}

/** Rivet (the Automaton) is never losing: his tracks reset instead (VARIANTS.md §7). */
const automaton = (s: TavernState, seat: Seat | GoldPlace): boolean => s.automaton !== undefined && s.automaton.seat === seat;

export function isLosing(s: TavernState, seat: Seat): boolean {
  const st = s.seats[seat]!;
  if (automaton(s, seat)) return false;
  return st.alive && (st.AC >= st.F || st.G === 0);
}

export function passingOut(s: TavernState, seat: Seat): boolean {
  const st = s.seats[seat]!;
  if (automaton(s, seat)) return false;
  return st.alive && st.AC >= st.F;
}

/** Change F or AC by `delta`, as far as 0–20 allow. */
export function changeStat(ctx: Ctx, seat: Seat, stat: 'F' | 'AC', delta: number): void {
  // Rivet's F and AC are his two tracks: the change goes to the tracks of whoever caused it (the stack's top).
  if (automaton(ctx.s, seat)) {
    for (const owner of tracksOf(ctx.s, top(ctx.s))) {
      const e = stepTrack(ctx.s, owner, stat, delta);
      if (e) emit(ctx, e);
    }
    return;
  }
  const st = ctx.s.seats[seat]!;
  const from = st[stat];
  const to = Math.max(0, Math.min(MAX_STAT, from + delta));
  if (to === from) return;
  st[stat] = to;
  shareStats(ctx.s, seat);
  emit(ctx, { t: 'statChanged', seat, stat, from, to });
}

/** Move Gold; a seat pays what it has (at most n), the Inn and the pot pay in full. Returns what moved. */
export function moveGold(ctx: Ctx, from: GoldPlace, to: GoldPlace, n: number): number {
  const s = ctx.s;
  // Rivet holds no Gold: he pays from the Inn, and what is paid to him goes to it (VARIANTS.md §7).
  if (automaton(s, from)) from = 'inn';
  if (automaton(s, to)) to = 'inn';
  if (from === 'inn' && to === 'inn') return n;
  let amount = n;
  if (typeof from === 'number') amount = Math.min(s.seats[from]!.G, n);
  else if (from === 'pot') amount = Math.min(s.pot, n);
  if (amount <= 0) return 0;
  if (typeof from === 'number') {
    s.seats[from]!.G -= amount;
    shareStats(s, from);
  } else if (from === 'inn') s.inn -= amount;
  else s.pot -= amount;
  if (typeof to === 'number') {
    s.seats[to]!.G += amount;
    shareStats(s, to);
  } else if (to === 'inn') s.inn += amount;
  else s.pot += amount;
  emit(ctx, { t: 'goldMoved', from, to, n: amount });
  return amount;
}

/** Draw n cards; drawing the deck's last card at once reshuffles the discards into a new deck. */
export function drawCards(ctx: Ctx, seat: Seat, n: number): void {
  // Rivet never draws (his deck is revealed, never held).
  if (automaton(ctx.s, seat)) return;
  const st = ctx.s.seats[seat]!;
  const got: CardId[] = [];
  for (let i = 0; i < n; i++) {
    const c = st.deck.pop();
    if (c === undefined) break;
    st.hand.push(c);
    got.push(c);
    if (st.deck.length === 0 && st.discard.length > 0) {
      st.deck = shuffleInPlace(ctx.rng, st.discard.splice(0));
      emit(ctx, { t: 'reshuffled', seat });
    }
  }
  if (got.length === 0) return;
  emit(ctx, { t: 'drew', seat, n: got.length });
  emit(ctx, { t: 'drewCards', seat, cards: got, defs: got.map((c) => ctx.s.defs[c]!), only: seat });
}

export function uid(s: TavernState): number {
  return s.nextUid++;
}

export function top(s: TavernState): Item | undefined {
  return s.stack[s.stack.length - 1];
}

export function push(s: TavernState, item: Item): void {
  s.stack.push(item);
}

export function removeItem(s: TavernState, uidToRemove: number): Item | undefined {
  const i = s.stack.findIndex((it) => it.uid === uidToRemove);
  if (i < 0) return undefined;
  return s.stack.splice(i, 1)[0];
}

export function findItem(s: TavernState, u: number | null | undefined): Item | undefined {
  if (u === null || u === undefined) return undefined;
  return s.stack.find((it) => it.uid === u);
}

export function seatName(s: TavernState, seat: Seat): string {
  return s.seats[seat]?.name ?? `seat ${seat}`;
}

/** Draw n cards from the seat's Loot Sack; an empty sack first takes back the spent loot, shuffled. */
export function lootCards(ctx: Ctx, seat: Seat, n: number): void {
  const st = ctx.s.seats[seat]!;
  if (!st.sack) return;
  const got: CardId[] = [];
  for (let i = 0; i < n; i++) {
    if (st.sack.length === 0 && st.spent && st.spent.length > 0) {
      st.sack = shuffleInPlace(ctx.rng, st.spent.splice(0));
      emit(ctx, { t: 'sackReshuffled', seat });
    }
    const c = st.sack.pop();
    if (c === undefined) break;
    st.hand.push(c);
    got.push(c);
  }
  emit(ctx, { t: 'looted', seat, n: got.length, left: st.sack.length });
  if (got.length === 0) return;
  emit(ctx, { t: 'drewCards', seat, cards: got, defs: got.map((c) => ctx.s.defs[c]!), only: seat });
}
