import type { AnyState, Seat } from '../../engine/types';

/**
 * The loan exception of Dragon Hordes (page 13, Appendix A): under Adventurer's Choice a player who runs out
 * of money during the game may take a loan at once, although loans are otherwise only made between games.
 *
 * Loans belong to the night (src/shared/night: the amount, who lends, the Debt and Loan markers). The
 * game's part is this hook:
 * - `outOfMoney(table, seat)` says when a player "runs out of money during the game": the game is being
 *   played, the player is still in it, and they have no coins in front of them. The night may lend to
 *   such a player at any moment by moving coins between two stacks of the table (money stays conserved:
 *   stacks count, and nothing else changes).
 * - The game never removes a player for lack of money on its own: at the start of their turn a player with
 *   no coins is asked, with `{ t: 'leave' }` as their only table action, so the night can offer its loan
 *   first. Once lent coins are in their stack, `roll` is legal again.
 */
export function outOfMoney(table: AnyState, seat: Seat): boolean {
  return table.config.game === 'dragon-hordes' && table.phase === 'playing' && table.inGame[seat] === true && !table.folded[seat] && table.stacks[seat] === 0;
}
