import { stakesOf } from '../stakes';
import { anteAgain as anteSeats } from './chips';
import { RuleError } from './errors';
import type { Ctx } from './game';
import { endGame } from './settle';
import { activeSeats, seatName } from './seats';
import { operate, startNextGame } from './table';
import type { AnyState, GameEvent, GameResult, Seat } from './types';

/**
 * A table a parent can drive (issue 11.3): the operations an Adventurer's Choice night or the tavern calls on
 * a table from outside, instead of writing into its state. Each checks its arguments first (a RuleError, the
 * state untouched), changes the table in place, emits events into its log, bumps its version and brings the
 * Order of Play back to rest (a game left with one player ends at once). They run on the caller's own state
 * like `applyInPlace`; copy it first to keep the old one.
 */

function seatOf(s: AnyState, seat: unknown): Seat {
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= s.stacks.length) {
    throw new RuleError('illegal-action', `There is no seat ${String(seat)} at this table`);
  }
  return seat;
}

function playing(s: AnyState): void {
  if (s.phase !== 'playing') throw new RuleError('game-over', 'No game is being played');
}

/** The whole pot: every seat's chips in it and the carried pot. */
export function potTotal(s: AnyState): number {
  return s.contrib.reduce((a, b) => a + b, s.carry);
}

/**
 * The seat leaves the game (a force-out, a player who leaves the Round): it folds, and the step waiting on
 * it lets go of it (`Step.exit`), so a simultaneous choice or a turn never waits for it.
 */
export function foldSeat(s: AnyState, seat: Seat, why = 'left the game'): GameEvent[] {
  playing(s);
  seatOf(s, seat);
  if (!s.inGame[seat] || s.folded[seat]) throw new RuleError('illegal-action', `${seatName(s, seat)} is not in this game`);
  return operate(s, (c, step) => {
    c.s.folded[seat] = true;
    c.events.push({ t: 'folded', seat, why });
    step?.exit?.(c, seat);
  });
}

/** Every seat still in (or those named) antes again, as the stakes say (a tavern raise; a Commoner's replay). */
export function anteAgain(s: AnyState, seats?: readonly Seat[]): GameEvent[] {
  playing(s);
  const who = seats ? seats.map((x) => seatOf(s, x)) : activeSeats(s);
  for (const seat of who) if (!s.inGame[seat] || s.folded[seat]) throw new RuleError('illegal-action', `${seatName(s, seat)} is not in this game`);
  return operate(s, (c) => anteSeats(c, who, stakesOf(c.s.config).ante(c.s.config.stakes)));
}

/**
 * `amount` leaves the pot for the seat's stack (a card that takes from the pot). The carried pot goes first;
 * then the largest contributions are levelled down, so the side pots still follow what each seat put in.
 */
export function takeFromPot(s: AnyState, seat: Seat, amount: number): GameEvent[] {
  playing(s);
  seatOf(s, seat);
  if (!Number.isInteger(amount) || amount < 0) throw new RuleError('bad-amount', 'Take a whole number of coins from the pot');
  if (amount > potTotal(s)) throw new RuleError('bad-amount', `The pot holds only ${potTotal(s)}`);
  return operate(s, (c) => {
    let left = amount;
    const fromCarry = Math.min(left, c.s.carry);
    c.s.carry -= fromCarry;
    left -= fromCarry;
    while (left > 0) {
      const top = Math.max(...c.s.contrib);
      const at = c.s.contrib.indexOf(top);
      c.s.contrib[at]! -= 1;
      if (c.s.roundBet[at]! > 0) c.s.roundBet[at]! -= 1;
      left--;
    }
    c.s.stacks[seat]! += amount;
    c.events.push({ t: 'pot-taken', seat, amount });
  });
}

/**
 * Ends the game now (a card that wins the Round; a Round that ends to the Inn): `winner` takes the whole
 * pot, or with no winner the pot leaves the table for the parent (the Inn), and the table's money shrinks
 * by as much.
 */
export function endNow(s: AnyState, winner: Seat | null, reason: string): GameEvent[] {
  playing(s);
  if (winner !== null) {
    seatOf(s, winner);
    if (!s.inGame[winner] || s.folded[winner]) throw new RuleError('illegal-action', `${seatName(s, winner)} is not in this game`);
  }
  return operate(s, (c) => finish(c, winner, reason));
}

function finish(c: Ctx, winner: Seat | null, reason: string): void {
  const s = c.s;
  const pot = potTotal(s);
  const payouts = s.stacks.map((_, seat) => (seat === winner ? pot : 0));
  for (let seat = 0; seat < s.stacks.length; seat++) {
    s.stacks[seat]! += payouts[seat]!;
    s.contrib[seat] = 0;
    s.roundBet[seat] = 0;
  }
  s.carry = 0;
  if (winner === null) s.totalMoney -= pot;
  const result: GameResult = {
    kind: 'special',
    standings: s.stacks.map((_, seat) => ({
      seat,
      place: seat === winner ? 1 : null,
      score: null,
      label: seat === winner ? reason : s.inGame[seat] ? (s.folded[seat] ? 'folded' : 'still in') : 'sat out',
    })),
    awards: [{ pot: 0, amount: pot, winners: winner === null ? [] : [winner], paid: winner === null ? [] : [pot], carried: 0, reason }],
    refunds: [],
    payouts,
    carry: 0,
    replay: null,
  };
  c.events.push({ t: 'ended', reason });
  endGame(c, result);
}

/**
 * King's or Commoner's Rule: the same game is played again, by `seats` only (King's: without ante) or by
 * everyone who can ante (Commoner's). The game must be over.
 */
export function replayGame(s: AnyState, rule: 'king' | 'commoner', seats: readonly Seat[]): GameEvent[] {
  if (s.phase === 'playing') throw new RuleError('illegal-action', 'The game is still being played');
  const who = [...new Set(seats.map((x) => seatOf(s, x)))].sort((a, b) => a - b);
  if (rule === 'king' && who.length < 2) throw new RuleError('illegal-action', "King's Rule replays a tie: name at least two players");
  const before = s.replay;
  s.replay = { rule, seats: who };
  try {
    return operate(s, (c) => startNextGame(c));
  } catch (e) {
    s.replay = before;
    throw e;
  }
}

/** `amount` moves from one seat's stack to another's (an Adventurer's Choice loan); `text` says why. */
export function transferChips(s: AnyState, from: Seat, to: Seat, amount: number, text: string): GameEvent[] {
  seatOf(s, from);
  seatOf(s, to);
  if (from === to) throw new RuleError('illegal-action', 'Coins move between two different players');
  if (!Number.isInteger(amount) || amount <= 0) throw new RuleError('bad-amount', 'Move a whole number of coins, more than 0');
  if (s.stacks[from]! < amount) throw new RuleError('bad-amount', `${seatName(s, from)} has only ${s.stacks[from]}`);
  return operate(s, (c) => {
    c.s.stacks[from]! -= amount;
    c.s.stacks[to]! += amount;
    c.events.push({ t: 'loan', seat: to, lender: from, amount, text });
  });
}
