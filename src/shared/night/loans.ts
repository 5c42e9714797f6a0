import type { AnyState, GameId, Seat } from '../engine/types';
import { seatName } from '../engine/seats';
import { transferChips } from '../engine/drive';
import { outOfMoney } from '../games/dragon-hordes/loans';
import { LOAN_AMOUNT, LOAN_THRESHOLD, type Night, type NightEvent } from './types';
import { seatsAfter } from '../rotation';

/**
 * Appendix A's loans. Between games a player with fewer than 25 money may ask; the player with the most
 * money gives 50; the lender takes a Loan marker, the borrower a Debt marker. Markers never count for who
 * may borrow or who must lend, so only money is looked at here (docs/RULINGS.md, Adventurer's Choice).
 */

/** Each seat's money right now: the table's stacks while a game is played, the bankrolls between games. */
export function moneyNow(s: Night): number[] {
  return s.phase === 'playing' && s.table ? [...s.table.stacks] : [...s.money];
}

/**
 * Who must lend to `borrower`: the richest other player; on a tie, the first of them clockwise from the
 * borrower (to their left, the way the Starting Player moves). Null when even the richest cannot give 50.
 */
export function lenderFor(money: readonly number[], borrower: Seat): Seat | null {
  const n = money.length;
  let best: Seat | null = null;
  for (const seat of seatsAfter(n, borrower)) {
    if (best === null || money[seat]! > money[best]!) best = seat;
  }
  return best !== null && money[best]! >= LOAN_AMOUNT ? best : null;
}

/**
 * The Dragon Hordes exception (page 13): a player who runs out of money during the game may borrow at once.
 * The game says when that is (its `outOfMoney` hook: in the game, not left, no coins); the night lends by
 * moving coins between two stacks of the table. Keyed by game, so another exception would be one line.
 */
export type InGameLoanRule = (table: AnyState, seat: Seat) => boolean;

export const IN_GAME_LOANS: Partial<Record<GameId, InGameLoanRule>> = {
  'dragon-hordes': outOfMoney,
};

/** Why `seat` may not borrow now, as a sentence; null when it may. */
export function loanRefusal(s: Night, seat: Seat): string | null {
  if (s.phase === 'finished') return 'The night is over';
  const money = moneyNow(s);
  if (s.phase === 'playing') {
    const rule = s.table ? IN_GAME_LOANS[s.table.config.game] : undefined;
    if (!rule || !s.table) return 'Loans are taken between games (only Dragon Hordes allows one during a game)';
    if (!rule(s.table, seat)) return 'During Dragon Hordes you may borrow only once you have run out of money';
  } else {
    if (money[seat]! >= LOAN_THRESHOLD) return `Only a player with fewer than ${LOAN_THRESHOLD} money may ask for a loan`;
    if (s.breakLoans.borrowed.includes(seat)) return 'You have already taken a loan since the last game';
    if (s.breakLoans.lent.includes(seat)) return 'You lent money since the last game: you cannot borrow it back before the next one';
  }
  if (lenderFor(money, seat) === null) return `No other player has ${LOAN_AMOUNT} money to lend`;
  return null;
}

/** Moves 50 from the lender to `borrower` and records the markers. The caller has checked `loanRefusal`. */
export function takeLoan(s: Night, borrower: Seat, events: NightEvent[]): void {
  const duringGame = s.phase === 'playing';
  const lender = lenderFor(moneyNow(s), borrower)!;
  // Between games the bankrolls are the money; a table waiting for a replay must hold the same stacks. The
  // table's coins move through its own operation (engine/drive.ts), which logs the loan there.
  if (!duringGame) {
    s.money[lender]! -= LOAN_AMOUNT;
    s.money[borrower]! += LOAN_AMOUNT;
  }
  const text = (t: AnyState) => `${seatName(t, lender)} lends ${LOAN_AMOUNT} to ${seatName(t, borrower)}`;
  if (s.table && (duringGame || s.current?.replayDue)) transferChips(s.table, lender, borrower, LOAN_AMOUNT, text(s.table));
  s.loans[lender]!++;
  s.debts[borrower]!++;
  if (!duringGame) {
    s.breakLoans.borrowed.push(borrower);
    s.breakLoans.lent.push(lender);
  }
  s.loanLog.push({ borrower, lender, amount: LOAN_AMOUNT, afterGames: s.games.length, duringGame });
  events.push({ t: 'loan', borrower, lender, amount: LOAN_AMOUNT, duringGame });
}
