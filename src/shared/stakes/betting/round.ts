import type { Ctx } from '../../engine/game';
import { RuleError } from '../../engine/errors';
import { activeCount, activeSeats, inTurnOrder } from '../../engine/seats';
import type { Action, AnyState, Seat } from '../../engine/types';
import type { BettingOptions, BettingRoundRules } from '../mode';
import type { BettingStakes } from '../configs';
import { nextWhere } from '../../rotation';

/**
 * Appendix C, a Betting Round. The Current Bet starts at 0; from the Starting Player, clockwise, each
 * player still in calls, raises or folds (checks when there is nothing to call). The round ends when
 * every player still in has called or folded. Table Stakes: nobody bets more than their stack, and a call
 * for less than the Current Bet is an all-in. With the minimum-raise rule a raise must add at least as much
 * as the last raise, and an all-in for less than that does not reopen raising to who already acted.
 */
export interface BettingData {
  [k: string]: unknown;
  bet: number;
  lastRaise: number;
  /** Seats that must still act in this round. */
  needs: boolean[];
  /** Seats that may still raise (false after a short all-in that did not reopen raising). */
  canRaise: boolean[];
  turn: Seat | null;
}

const data = (c: Ctx): BettingData => c.s.step.data as BettingData;
/** The minimum-raise rule (Appendix C, optional): a raise adds at least as much as the last raise. */
const minRaiseRule = (s: AnyState): boolean => (s.config.stakes as BettingStakes).minRaise;

function nextToAct(s: AnyState, d: BettingData, after: Seat | null): Seat | null {
  const n = s.stacks.length;
  if (after === null) return inTurnOrder(s, activeSeats(s)).find((seat) => d.needs[seat]) ?? null;
  return nextWhere(n, after, (seat) => s.inGame[seat]! && !s.folded[seat] && d.needs[seat]!);
}

export function bettingOptions(s: AnyState, seat: Seat): BettingOptions {
  const d = s.step.data as BettingData;
  const stack = s.stacks[seat]!;
  const mine = s.roundBet[seat]!;
  const toCall = Math.min(d.bet - mine, stack);
  const maxRaiseTo = mine + stack;
  const minStep = minRaiseRule(s) ? Math.max(1, d.lastRaise) : 1;
  const minRaiseTo = Math.min(d.bet + minStep, maxRaiseTo);
  return {
    toCall,
    canCheck: d.bet === mine,
    canRaise: d.canRaise[seat]! && maxRaiseTo > d.bet,
    minRaiseTo,
    maxRaiseTo,
    currentBet: d.bet,
    stack,
  };
}

function put(c: Ctx, seat: Seat, amount: number): void {
  const s = c.s;
  s.stacks[seat]! -= amount;
  s.roundBet[seat]! += amount;
  s.contrib[seat]! += amount;
}

function raiseTo(c: Ctx, seat: Seat, to: number): void {
  const s = c.s;
  const d = data(c);
  const o = bettingOptions(s, seat);
  const allIn = to === o.maxRaiseTo;
  const size = to - d.bet;
  const minRaise = minRaiseRule(s);
  const full = !minRaise || size >= Math.max(1, d.lastRaise);
  put(c, seat, to - s.roundBet[seat]!);
  for (const other of activeSeats(s)) {
    if (other === seat || s.stacks[other] === 0) continue;
    if (full) d.canRaise[other] = true;
    else if (!d.needs[other]) d.canRaise[other] = false; // a short all-in does not reopen raising
    d.needs[other] = true;
  }
  if (full) d.lastRaise = Math.max(size, d.lastRaise);
  d.bet = to;
  c.events.push({ t: 'bet', seat, kind: allIn ? 'all-in' : 'raise', to, amount: to, stack: s.stacks[seat] });
}

/** The options `bettingLegal` just computed for this very position, or fresh ones (legal and amounts share them). */
let last: { s: AnyState; version: number; seat: Seat; o: BettingOptions } | null = null;
function lastOptions(s: AnyState, seat: Seat): BettingOptions {
  if (last && last.s === s && last.version === s.version && last.seat === seat) return last.o;
  return bettingOptions(s, seat);
}

export function bettingLegal(s: AnyState, seat: Seat): Action[] {
  const o = bettingOptions(s, seat);
  last = { s, version: s.version, seat, o };
  const out: Action[] = [];
  out.push(o.canCheck ? { t: 'check' } : { t: 'call' });
  out.push({ t: 'fold' });
  if (o.canRaise) {
    if (o.minRaiseTo < o.maxRaiseTo) out.push({ t: 'raise', to: o.minRaiseTo });
    out.push({ t: 'all-in' });
  } else if (!o.canCheck && o.toCall < o.stack) {
    // Raising is closed, but the seat may still call (already offered) or fold.
  }
  return out;
}

function checkRaise(s: AnyState, seat: Seat, to: unknown): number {
  const o = bettingOptions(s, seat);
  if (typeof to !== 'number' || !Number.isInteger(to)) throw new RuleError('bad-amount', 'A raise must be a whole number of coins');
  if (!o.canRaise) throw new RuleError('illegal-action', 'You cannot raise now: the last all-in was less than a full raise, so raising is closed to you');
  if (to > o.maxRaiseTo) throw new RuleError('bad-amount', `You cannot raise to ${to}: you have only ${o.stack} (Table Stakes), so the most is ${o.maxRaiseTo}`);
  if (to <= o.currentBet) throw new RuleError('bad-amount', `A raise must make the Current Bet more than ${o.currentBet}`);
  if (to < o.minRaiseTo && to !== o.maxRaiseTo) {
    throw new RuleError('bad-amount', `You cannot raise to ${to}: each raise must add at least as much as the last raise, so the least is ${o.minRaiseTo}`);
  }
  return to;
}

/** What is wrong with a betting action, in a sentence (a RuleError); nothing when it is legal now. */
export function checkBet(s: AnyState, seat: Seat, a: Action): void {
  const d = s.step.data as BettingData;
  if (d.turn !== seat) throw new RuleError('not-your-turn', 'It is not your turn to bet');
  const o = bettingOptions(s, seat);
  switch (a.t) {
    case 'check':
      if (!o.canCheck) throw new RuleError('illegal-action', `You cannot check: the Current Bet is ${o.currentBet}; call ${o.toCall} or fold`);
      return;
    case 'call':
      if (o.canCheck) throw new RuleError('illegal-action', 'There is nothing to call: check instead');
      return;
    case 'raise':
      checkRaise(s, seat, (a as { to?: unknown }).to);
      return;
    case 'all-in':
      if (o.stack === 0) throw new RuleError('illegal-action', 'You have no coins left to bet');
      if (o.maxRaiseTo > o.currentBet && !o.canRaise) throw new RuleError('illegal-action', 'You cannot raise now; call or fold');
      return;
    case 'fold':
      return;
    default:
      throw new RuleError('unknown-action', 'That is not a betting action: check, call, raise, fold or all-in');
  }
}

/** Plays a betting action the engine has checked against the legal-actions object (or `checkBet`). */
export function bettingAct(c: Ctx, seat: Seat, a: Action): void {
  const s = c.s;
  const d = data(c);
  const o = bettingOptions(s, seat);
  switch (a.t) {
    case 'check':
      c.events.push({ t: 'bet', seat, kind: 'check', to: s.roundBet[seat], amount: 0, stack: s.stacks[seat] });
      break;
    case 'call': {
      put(c, seat, o.toCall);
      const allIn = s.stacks[seat] === 0;
      c.events.push({ t: 'bet', seat, kind: allIn ? 'all-in' : 'call', to: s.roundBet[seat], amount: o.toCall, stack: s.stacks[seat] });
      break;
    }
    case 'raise':
      raiseTo(c, seat, a.to as number);
      break;
    case 'all-in':
      if (o.maxRaiseTo > o.currentBet) raiseTo(c, seat, o.maxRaiseTo);
      else {
        put(c, seat, o.stack);
        c.events.push({ t: 'bet', seat, kind: 'all-in', to: s.roundBet[seat], amount: o.stack, stack: 0 });
      }
      break;
    case 'fold':
      s.folded[seat] = true;
      c.events.push({ t: 'folded', seat });
      break;
  }
  d.needs[seat] = false;
  d.turn = activeCount(s) <= 1 ? null : nextToAct(s, d, seat);
}

/** Appendix C's Betting Round, as the betting stakes mode plays it. */
export const bettingRoundRules: BettingRoundRules = {
  enter(c, id) {
    const s = c.s;
    for (let i = 0; i < s.roundBet.length; i++) s.roundBet[i] = 0;
    const active = activeSeats(s);
    const canAct = active.filter((seat) => s.stacks[seat]! > 0);
    const d: BettingData = {
      bet: 0,
      lastRaise: 0,
      needs: s.stacks.map((_, seat) => canAct.includes(seat)),
      canRaise: s.stacks.map((_, seat) => canAct.includes(seat)),
      turn: null,
    };
    s.step.data = d;
    // A round needs two players who can still bet; otherwise nobody could answer a raise.
    if (canAct.length < 2) {
      d.needs = d.needs.map(() => false);
      return;
    }
    d.turn = nextToAct(s, d, null);
    c.events.push({ t: 'betting-round', step: id });
  },
  waiting(c) {
    const t = data(c).turn;
    return t === null || t === undefined ? [] : [t];
  },
  legal: (c, seat) => bettingLegal(c.s, seat),
  // A raise names its total: any whole number from the least raise to all-in.
  amounts(c, seat) {
    const o = lastOptions(c.s, seat);
    return o.canRaise && o.minRaiseTo < o.maxRaiseTo ? [{ t: 'raise', field: 'to', min: o.minRaiseTo, max: o.maxRaiseTo }] : [];
  },
  check: (c, seat, a) => checkBet(c.s, seat, a),
  act: bettingAct,
  exit(c, seat) {
    const d = data(c);
    d.needs[seat] = false;
    if (d.turn === seat) d.turn = activeCount(c.s) <= 1 ? null : nextToAct(c.s, d, seat);
  },
  options: bettingOptions,
};
