import type { Ctx } from './game';
import type { Seat } from './types';

/**
 * The table's own operations on chips during a game. A game never writes a stack or the pot itself: it pays
 * in through these (so a stakes mode or a parent that plays for something else has one place to look), and
 * settlement (settle.ts) pays out. Each moves whole chips between a stack and the pot or the money a game
 * holds outside the pot, so money stays conserved.
 */

/** A seat puts up to `amount` from its stack into this game's pot (a penalty); returns what it paid. */
export function payIn(c: Ctx, seat: Seat, amount: number): number {
  const paid = Math.max(0, Math.min(amount, c.s.stacks[seat]!));
  c.s.stacks[seat]! -= paid;
  c.s.contrib[seat]! += paid;
  return paid;
}

/** Each of `seats` antes `amount` again (Doublerogue's every round), as far as its stack goes. */
export function anteAgain(c: Ctx, seats: readonly Seat[], amount: number): void {
  for (const seat of seats) c.events.push({ t: 'ante', seat, amount: payIn(c, seat, amount) });
}

/**
 * A seat puts up to `amount` from its stack on money the game holds outside the pot (Dragon Hordes' Hordes,
 * which `GameDef.heldMoney` counts); returns what it paid.
 */
export function holdChips(c: Ctx, seat: Seat, amount: number): number {
  const paid = Math.max(0, Math.min(amount, c.s.stacks[seat]!));
  c.s.stacks[seat]! -= paid;
  return paid;
}

/** A seat takes `amount` back from the money the game holds outside the pot. */
export function releaseChips(c: Ctx, seat: Seat, amount: number): void {
  c.s.stacks[seat]! += amount;
}
