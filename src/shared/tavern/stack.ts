import { cardDef } from './content/catalog';
import { alive, emit, livingFrom, push, top, uid, type Ctx } from './ctx';
import { resolveDrinkItem, resolveEventItem, resolveRefill } from './drinks';
import { checkLosers, losersInOrder, resolveLastChance } from './elimination';
import { roundStep } from './gambling';
import { affectedStats, payCost, resolveCard } from './interpreter';
import { resolveAnte, resolveCheckpoint, resolveFLoss, resolveForceOut, resolvePay, resolvePot } from './steps';
import { turnStep } from './turn';
import { isRivet, rivetResponds } from './variants/automaton';
import type { CardItem, Item, PlayAction, Seat, Sweep, TavernState } from './types';

/**
 * The response stack (TAVERN.md §3.2). Items are cards, Drinks (or batches), Events and steps; a checkpoint
 * is a window without an item. Each item opens a window: a sealed call to every living seat clockwise from
 * its origin; no answer lets the item go on, one answer is played (a child on top, after which the item gets
 * a new call), two or more are rivals: their cards stay in hand unseen and two sweeps (Anytime, then
 * Sometimes) ask every living seat from the active player, only rivals being able to play.
 */

export function openWindow(it: Item, next: string): void {
  it.win = { next };
}

/** Runs the game forward until some seat's decision is pending or the game is over. */
export function advance(ctx: Ctx): void {
  const s = ctx.s;
  for (let guard = 0; !s.pending && !s.over; guard++) {
    if (guard > 200_000) throw new Error('tavern: the engine made no progress');
    const it = top(s);
    if (it) {
      if (it.win) stepWindow(ctx, it);
      else resolveItem(ctx, it);
      continue;
    }
    if (checkLosers(ctx)) continue;
    if (s.round) {
      roundStep(ctx);
      continue;
    }
    turnStep(ctx);
  }
}

function resolveItem(ctx: Ctx, it: Item): void {
  switch (it.kind) {
    case 'card':
      return resolveCard(ctx, it);
    case 'drink':
      return resolveDrinkItem(ctx, it);
    case 'event':
      return resolveEventItem(ctx, it);
    case 'refill':
      return resolveRefill(ctx, it);
    case 'floss':
      return resolveFLoss(ctx, it);
    case 'pay':
      return resolvePay(ctx, it);
    case 'ante':
      return resolveAnte(ctx, it);
    case 'forceout':
      return resolveForceOut(ctx, it);
    case 'pot':
      return resolvePot(ctx, it);
    case 'lastchance':
      return resolveLastChance(ctx, it);
    case 'checkpoint':
      return resolveCheckpoint(ctx, it);
  }
}

/** Who a call on this item asks: every living seat from its origin; a last chance asks only the losers. */
function callSeats(ctx: Ctx, it: Item): Seat[] {
  if (it.kind === 'lastchance') return losersInOrder(ctx.s);
  // Rivet answers no call: his deck answers once, before the first (rivetResponds).
  return livingButRivet(ctx.s, it.origin);
}

/**
 * The living seats from `from` but Rivet's. Only an Automaton table filters (a call is opened for every item:
 * the other tables build no second list, issue 21's per-action cost).
 */
function livingButRivet(s: TavernState, from: Seat): Seat[] {
  const living = livingFrom(s, from);
  return s.automaton ? living.filter((x) => !isRivet(s, x)) : living;
}

/** `affectedStats` as `rivetResponds` asks it, one function for every call (no closure an item). */
const affects = (s: TavernState) => (c: CardItem, seat: Seat) => affectedStats(s, c, seat);

function stepWindow(ctx: Ctx, it: Item): void {
  const s = ctx.s;
  const w = it.win!;
  if (w.sweep) {
    const sw = w.sweep;
    while (sw.idx < sw.seats.length && !alive(s, sw.seats[sw.idx]!)) sw.idx++;
    if (sw.idx < sw.seats.length) {
      s.pending = { k: 'sweep', seat: sw.seats[sw.idx]! };
      return;
    }
    if (sw.kind === 'anytime') w.sweep = { ...sw, kind: 'sometimes', idx: 0 };
    else delete w.sweep;
    return;
  }
  if (!w.call) {
    // Only an Automaton table has a deck answering before the call (the closure is built only there).
    if (s.automaton && rivetResponds(ctx, it, affects(s))) return;
    const seats = callSeats(ctx, it);
    w.call = { seats, idx: 0, answers: [] };
    emit(ctx, { t: 'windowOpened', origin: it.origin, item: it.kind, uid: it.uid, seats });
  }
  const c = w.call;
  while (c.idx < c.seats.length && !alive(s, c.seats[c.idx]!)) {
    c.answers.push(null);
    c.idx++;
  }
  if (c.idx < c.seats.length) {
    s.pending = { k: 'call', seat: c.seats[c.idx]! };
    return;
  }
  const answered = c.seats.filter((_, i) => c.answers[i]);
  delete w.call;
  if (answered.length === 0) {
    delete it.win;
    it.stage = w.next;
    return;
  }
  if (answered.length === 1) {
    const seat = answered[0]!;
    playCard(ctx, seat, c.answers[c.seats.indexOf(seat)]!, it);
    return;
  }
  // Rivals: the book's rule. Their cards go back to hand (they never left it), unseen; each rival's own view
  // says which of its cards came back (issue 22.3).
  const cards = answered.map((x) => c.answers[c.seats.indexOf(x)]!.card);
  const sweep: Sweep = { kind: 'anytime', rivals: answered, seats: livingButRivet(s, s.turn.active), idx: 0, cards };
  w.sweep = sweep;
}

/** A sealed answer in a call. */
export function answerCall(ctx: Ctx, seat: Seat, play: PlayAction | null): void {
  const it = top(ctx.s)!;
  const c = it.win!.call!;
  if (c.seats[c.idx] !== seat) throw new Error('answerCall: not this seat');
  c.answers.push(play);
  c.idx++;
}

/** A rival plays (or keeps the card) in a sweep; a non-rival passes. */
export function answerSweep(ctx: Ctx, seat: Seat, play: PlayAction | null): void {
  const it = top(ctx.s)!;
  const sw = it.win!.sweep!;
  sw.idx++;
  if (play) playCard(ctx, seat, play, it);
}

/** Play a card: it leaves the hand (or the Prize row), its cost is paid, it goes on the stack with a window. */
export function playCard(ctx: Ctx, seat: Seat, play: PlayAction, parent: Item | null): CardItem {
  const s = ctx.s;
  const st = s.seats[seat]!;
  const inHand = st.hand.indexOf(play.card);
  const inPlots = st.plots ? st.plots.indexOf(play.card) : -1;
  if (inHand >= 0) st.hand.splice(inHand, 1);
  else if (inPlots >= 0) st.plots!.splice(inPlots, 1);
  else {
    const p = st.prizes.indexOf(play.card);
    if (p < 0) throw new Error(`playCard: seat ${seat} does not hold ${play.card}`);
    st.prizes.splice(p, 1);
  }
  const key = s.defs[play.card]!;
  const def = cardDef(key);
  const mode = def.modes[play.mode]!;
  const type = mode.when.type;
  const itsPlayer = parent && parent.kind === 'floss' ? parent.src.player : null;
  const item: CardItem = {
    kind: 'card',
    uid: uid(s),
    origin: seat,
    stage: 'resolve',
    card: play.card,
    def: key,
    mode: play.mode,
    player: seat,
    type,
    targets: [...play.targets],
    ...(play.drink !== undefined ? { drink: play.drink } : {}),
    ...(play.for !== undefined ? { for: play.for } : {}),
    on: parent ? parent.uid : null,
    itsPlayer,
    ignoredBy: [],
    pc: 0,
  };
  emit(ctx, {
    t: 'cardPlayed',
    seat,
    card: play.card,
    def: key,
    mode: play.mode,
    targets: [...play.targets],
    ...(play.drink !== undefined ? { drink: play.drink } : {}),
    ...(play.for !== undefined ? { for: play.for } : {}),
    ...(inPlots >= 0 ? { fromPlot: true } : {}),
  });
  // The item answered will be asked about again once this card is done: the public reason why (issue 22.3).
  if (parent?.win) parent.win.again = { seat, def: key };
  push(s, item);
  if (mode.cost) payCost(ctx, item, mode.cost);
  openWindow(item, 'resolve');
  return item;
}
