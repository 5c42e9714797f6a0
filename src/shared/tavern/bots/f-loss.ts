import { mechanic } from '../content/catalog';
import type { Seat, TavernState } from '../types';

/**
 * The engine's F loss (steps.ts `resolveFLoss`) as the bots estimate it: the F, and Grusk's Hard Knocks (his AC
 * falls by the mechanic's amount once per item that costs him F). Its own module so that model.ts and rivet.ts
 * (which imports nothing from model.ts) both use it, and the rule is written once.
 */
export function hardKnocks(t: TavernState, seat: Seat): number {
  return mechanic(t.seats[seat]!.char, 'hard-knocks')?.ac ?? 0;
}

/** `seat` loses `n` F in one item, weighted `p`, into `d`. */
export function loseF(t: TavernState, d: { F: number[]; AC: number[] }, seat: Seat, n: number, p = 1): void {
  if (n <= 0) return;
  d.F[seat]! -= n * p;
  d.AC[seat]! -= hardKnocks(t, seat) * p;
}
