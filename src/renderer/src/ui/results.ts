import type { Seat } from '../../../shared/engine/types';
import type { SeatView } from '../../../shared/engine/view';

/**
 * Small readings of a finished game's view for the results panel. The numbers come from the engine's result
 * (`result.net`, the awards); these only choose how to write them.
 */

/** "+3", "−4" (a true minus sign), "0". */
export function signed(x: number): string {
  return x > 0 ? `+${x}` : x < 0 ? `\u2212${-x}` : '0';
}

/** All the chips the game's pots held (the carried pot included), as the engine awarded them. */
export function potTotal(v: SeatView): number {
  return (v.result?.awards ?? []).reduce((a, x) => a + x.amount, 0);
}

/** The humans who cannot ante the next game: they have busted out of this table. */
export function bustedHumans(v: SeatView): Seat[] {
  if (v.phase !== 'over') return [];
  // Who can ante the next game is the engine's check, given by the view.
  return v.kinds.flatMap((k, seat) => (k === 'human' && !v.canAnte[seat] ? [seat] : []));
}

/** During a game: the seat on screen has no chips left in front of it (all in, or nothing to place). */
export function outOfChips(v: SeatView): boolean {
  return v.outOfMoney !== null;
}

/**
 * What to tell the seat on screen when it has run out of money during a game (issue 13.7), or null: the
 * view's own sentence (the stakes and the game decide what running out means, e.g. leaving Dragon Hordes).
 */
export function outOfChipsText(v: SeatView): string | null {
  return v.outOfMoney;
}

/**
 * The chips each seat starts a rebuy table with: what it has now, and for every seat that cannot ante (the
 * busted human, and a bot out of chips too, so the same players sit down again) the table's average start
 * (a single table starts everyone equal).
 */
export function rebuyStacks(v: SeatView): number[] {
  const n = v.names.length;
  const start = Math.max(1, Math.round(v.totalMoney / n));
  return v.stacks.map((x, seat) => (v.canAnte[seat] ? x : x + start));
}
