import type { AnyState, Seat } from './types';

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
  // Seats in ascending order (activeSeats' order) only need turning to start at the Starting Player.
  let ascending = true;
  for (let i = 1; i < seats.length && ascending; i++) ascending = seats[i - 1]! < seats[i]!;
  if (ascending) {
    let k = 0;
    while (k < seats.length && seats[k]! < s.startingPlayer) k++;
    const out = new Array<Seat>(seats.length);
    for (let i = 0; i < seats.length; i++) out[i] = seats[(k + i) % seats.length]!;
    return out;
  }
  const n = s.stacks.length;
  return [...seats].sort((a, b) => ((a - s.startingPlayer + n) % n) - ((b - s.startingPlayer + n) % n));
}

export function seatName(s: AnyState, seat: Seat): string {
  return s.config.seats[seat]?.name ?? `Seat ${seat + 1}`;
}
