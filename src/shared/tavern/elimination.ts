import { oneEach } from './variants/teams';
import { emit, inTurnOrder, isLosing, moveGold, passingOut, push, removeItem, uid, type Ctx } from './ctx';
import { leaveRound } from './gambling';
import { openWindow } from './stack';
import { isRivet, rivetEmptyStack } from './variants/automaton';
import type { LastChanceItem, Seat, TavernState } from './types';

/**
 * Losing (TAVERN.md §2.5): passing out (AC ≥ F) or broke (0 G) is never immediate. Once the stack is empty
 * the losers get a last chance (a window for them, from the active player; new losers join), then all still
 * losing go at once: the Gold of those passing out is divided, then everyone at 0 G is out.
 */

/** Broke waits while a Round is on (§2.5, §8 Q7): only passing out counts then. */
function losing(s: TavernState, seat: Seat): boolean {
  return s.round ? passingOut(s, seat) : isLosing(s, seat);
}

export function losersInOrder(s: TavernState): Seat[] {
  // Nobody losing (nearly every time the stack empties): no lists built (issue 21's per-action cost).
  if (!anyLosing(s)) return [];
  const seats = s.seats.map((_, i) => i).filter((x) => s.seats[x]!.alive && losing(s, x));
  return inTurnOrder(s, seats, s.turn.active);
}

function anyLosing(s: TavernState): boolean {
  for (let x = 0; x < s.seats.length; x++) if (s.seats[x]!.alive && losing(s, x)) return true;
  return false;
}

/** With an empty stack: stack a last chance if anyone is losing. */
export function checkLosers(ctx: Ctx): boolean {
  // The Automaton: his reshuffle after a Round, his tracks' resets and their rewards come first.
  if (rivetEmptyStack(ctx)) return true;
  const losers = losersInOrder(ctx.s);
  if (!losers.length) return false;
  const item: LastChanceItem = { kind: 'lastchance', uid: uid(ctx.s), origin: losers[0]!, stage: 'open' };
  push(ctx.s, item);
  openWindow(item, 'resolve');
  emit(ctx, { t: 'losing', seats: losers });
  return true;
}

export function resolveLastChance(ctx: Ctx, it: LastChanceItem): void {
  removeItem(ctx.s, it.uid);
  eliminate(ctx);
}

/** All still losing go at once (§2.5 (3)). */
export function eliminate(ctx: Ctx): void {
  const s = ctx.s;
  const out: Seat[] = [];
  const po = losersInOrder(s).filter((x) => passingOut(s, x));
  // A team game: the Gold is shared among the teams not passing out, one share a team (VARIANTS.md §2.7);
  // members share their stash, so a team's second member finds nothing left to give.
  const staying = oneEach(s, s.seats.map((_, i) => i).filter((x) => s.seats[x]!.alive && !passingOut(s, x)));
  // a. Each one passing out: half, rounded up, to the Inn; the rest shared evenly among those not passing out.
  for (const seat of po) {
    const g = s.seats[seat]!.G;
    const toInn = Math.ceil(g / 2);
    moveGold(ctx, seat, 'inn', toInn);
    const rest = g - toInn;
    const each = staying.length ? Math.floor(rest / staying.length) : 0;
    if (each > 0) for (const x of staying) moveGold(ctx, seat, x, each);
    moveGold(ctx, seat, 'inn', s.seats[seat]!.G);
    out.push(seat);
  }
  // b. Then all at 0 G are out (broke waits while a Round is on).
  for (const seat of losersInOrder(s)) if (!out.includes(seat) && s.seats[seat]!.G === 0) out.push(seat);
  for (const seat of out) leaveGame(ctx, seat, po.includes(seat) ? 'passed-out' : 'broke');
  // d. One left wins (a team: all its players); none left: those just eliminated tie. Rivet never wins or
  // loses: with him, one player left wins (VARIANTS.md §7).
  const living = s.seats.map((_, i) => i).filter((x) => s.seats[x]!.alive && !isRivet(s, x));
  const left = oneEach(s, living).length;
  if (left === 1) win(ctx, living, false);
  else if (left === 0) win(ctx, out, oneEach(s, out).length > 1);
}

/** c. Their Drink Me! piles go to the Drink discards; cards and tokens leave play. */
function leaveGame(ctx: Ctx, seat: Seat, why: 'passed-out' | 'broke'): void {
  const s = ctx.s;
  const st = s.seats[seat]!;
  leaveRound(ctx, seat);
  st.alive = false;
  st.out = { turn: s.turn.n, why };
  s.drinkDiscard.push(...st.pile.splice(0));
  st.gone.push(...st.hand.splice(0), ...st.deck.splice(0), ...st.discard.splice(0));
  // The mechanics' cards leave play too: companions, face-down plots (unrevealed), the Loot Sack and spent loot.
  for (const card of st.companions ?? []) emit(ctx, { t: 'companion', seat, card, def: s.defs[card]!, to: 'gone' });
  for (const zone of [st.companions, st.plots, st.sack, st.spent]) if (zone) st.gone.push(...zone.splice(0));
  s.prizeInn.push(...st.prizes.splice(0));
  st.known = [];
  // An eliminated debtor's IOUs return to the pool (they are simply no longer held); a Vess out takes hers along.
  st.debts = st.debts.map(() => 0);
  for (const other of s.seats) other.debts[seat] = 0;
  emit(ctx, { t: 'eliminated', seat, why });
}

function win(ctx: Ctx, seats: Seat[], tie: boolean): void {
  ctx.s.over = { winners: seats, tie };
  ctx.s.pending = null;
  emit(ctx, { t: 'won', seats, tie });
}
