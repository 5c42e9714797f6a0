import type { Ctx } from '../../engine/game';
import type { AnyState, Seat } from '../../engine/types';

/**
 * The loan exception of Dragon Hordes (page 13, Appendix A): under Adventurer's Choice a player who runs
 * out of money during the game may take a loan at once, although loans are otherwise only made between games.
 *
 * The hook for the session layer:
 * - The session turns it on with `config.options.loans = 1` (and may set `options.loanAmount`, default 50,
 *   Appendix A's amount) when the table is one game of an Adventurer's Choice night.
 * - A player who cannot pay for a roll (fewer than 2 coins) is then offered `{ t: 'borrow' }` at the start
 *   of their turn, next to `leave`. The lender is `loanOffer(s, seat).lender`: the player with the most money
 *   in front of them (ties: the first clockwise from the borrower); they give `loanAmount` coins, or all they
 *   have if that is less. Without `options.loans` such a player simply leaves the game.
 * - Each loan moves coins between two stacks only (money is conserved), adds `{ seat, lender, amount }` to
 *   `g.loans` and logs a public `loan` event. Between games the session reads `g.loans` of the finished game
 *   to hand out the Debt and Loan Markers.
 */
export interface Loan {
  seat: Seat;
  lender: Seat;
  amount: number;
}

export function loansOn(s: AnyState): boolean {
  return (s.config.options?.loans ?? 0) === 1;
}

/** Who would lend to `seat` now and how much, or null when no loan is possible. */
export function loanOffer(s: AnyState, seat: Seat): { lender: Seat; amount: number } | null {
  if (!loansOn(s)) return null;
  const n = s.stacks.length;
  let lender: Seat | null = null;
  for (let k = 1; k < n; k++) {
    const other = (seat + k) % n;
    if (s.stacks[other]! > (lender === null ? 0 : s.stacks[lender]!)) lender = other;
  }
  if (lender === null) return null;
  return { lender, amount: Math.min(s.config.options?.loanAmount ?? 50, s.stacks[lender]!) };
}

/** A player may borrow when they cannot pay for a roll and someone can lend. */
export function canBorrow(s: AnyState, seat: Seat): boolean {
  return s.stacks[seat]! < 2 && loanOffer(s, seat) !== null;
}

export function lend(c: Ctx, seat: Seat, offer: { lender: Seat; amount: number }): void {
  const s = c.s;
  s.stacks[offer.lender]! -= offer.amount;
  s.stacks[seat]! += offer.amount;
  const loan: Loan = { seat, lender: offer.lender, amount: offer.amount };
  (s.g as { loans: Loan[] }).loans.push(loan);
  c.events.push({ t: 'loan', ...loan });
}
