import type { AnyState, Seat } from './types';
import { clockwiseFrom } from '../rotation';

/** Seats still in this game: they anted (or replay) and have not folded. */
export function activeSeats(s: AnyState): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < s.inGame.length; i++) if (s.inGame[i] && !s.folded[i]) out.push(i);
  return out;
}

/** How many seats are still in this game (activeSeats' length, without building the list). */
export function activeCount(s: AnyState): number {
  let n = 0;
  for (let i = 0; i < s.inGame.length; i++) if (s.inGame[i] && !s.folded[i]) n++;
  return n;
}

/**
 * Seats in turn order from the Starting Player, clockwise. If the Starting Player is out of the game the
 * next seat clockwise goes first (RULINGS: Betting).
 */
export function inTurnOrder(s: AnyState, seats: readonly Seat[]): Seat[] {
  return clockwiseFrom(s.stacks.length, seats, s.startingPlayer);
}

export function seatName(s: AnyState, seat: Seat): string {
  return s.config.seats[seat]?.name ?? `Seat ${seat + 1}`;
}
