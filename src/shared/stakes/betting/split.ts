import type { Seat, SplitRule } from '../../engine/types';

/**
 * The only place odd chips move (Game Concepts, "Ties"). One winner takes the pot. Tied winners:
 * Merchant's Rule splits evenly and leaves the remainder in the pot for the next game; King's and
 * Commoner's Rules leave the whole pot for a replay.
 */
export interface Split {
  paid: number[]; // per winner, same order as `winners`
  carried: number;
  replay: boolean;
}

export function splitPot(amount: number, winners: readonly Seat[], rule: SplitRule): Split {
  if (winners.length === 0) return { paid: [], carried: amount, replay: false };
  if (winners.length === 1) return { paid: [amount], carried: 0, replay: false };
  if (rule === 'merchant') {
    const each = Math.floor(amount / winners.length);
    return { paid: winners.map(() => each), carried: amount - each * winners.length, replay: false };
  }
  return { paid: winners.map(() => 0), carried: amount, replay: true };
}
