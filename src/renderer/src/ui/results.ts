import type { Seat } from '../../../shared/engine/types';
import type { SeatView } from '../../../shared/engine/view';
import { namesList } from '../state/words';

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

/**
 * What a night lends the results panel (issue 28.3): the night's own loan, so a player out of chips at a
 * night is offered it where they read they are out, not sent to set up a new table (which leaves the night).
 * Given by the night's screen through a Svelte context (`NIGHT_LOAN`); a single table gives none.
 */
export interface NightLoan {
  /** Each seat's money at the night now (after a loan taken at the results, too). */
  readonly money: readonly number[];
  /** Per seat, the night's sentence for why it may not borrow now; null when it may. */
  readonly refusals: readonly (string | null)[];
  /** A loan's amount, and the money under which a player may ask for one between games. */
  readonly terms: { amount: number; under: number };
  readonly busy: boolean;
  borrow(seat: Seat): void;
}

export const NIGHT_LOAN = Symbol('night-loan');

/** One line of the box for players out of chips: what it says, and whether it offers that seat the loan. */
export interface BustLine {
  seat: Seat;
  text: string;
  /** The loan is offered to this seat now (a Borrow button). */
  borrow: boolean;
}

/**
 * The box for players out of chips, in words. At a single table: who cannot ante the next game (the panel
 * adds the rebuy and a new table). At a night: each such player may borrow before the next game, with the
 * night's own terms and refusals, and nothing in the box leaves the night (`exits` false).
 */
export function bustBox(v: SeatView, me: Seat | null, night: NightLoan | null): { lines: BustLine[]; exits: boolean } {
  const busted = bustedHumans(v);
  if (!night) {
    if (!busted.length) return { lines: [], exits: true };
    const text =
      busted.length === 1 && busted[0] === me
        ? 'You are out of chips: you cannot ante the next game.'
        : `${namesList(busted, v.names)} ${busted.length === 1 ? 'is' : 'are'} out of chips and cannot ante the next game.`;
    return { lines: [{ seat: busted[0]!, text, borrow: false }], exits: true };
  }
  const lines = busted.map((seat): BustLine => {
    const you = seat === me;
    const who = you ? 'You' : v.names[seat]!;
    const refusal = night.refusals[seat] ?? null;
    const money = night.money[seat] ?? 0;
    if (refusal === null) {
      return { seat, text: `${who} ${you ? 'are' : 'is'} out of chips: ${you ? 'you' : v.names[seat]} may borrow ${night.terms.amount} before the next game.`, borrow: true };
    }
    // Borrowed already (here or in the bar): the money is there for the next game.
    if (money >= night.terms.under) return { seat, text: `${who} ${you ? 'have' : 'has'} ${money} for the next game.`, borrow: false };
    return { seat, text: `${who} ${you ? 'are' : 'is'} out of chips: ${refusal}`, borrow: false };
  });
  return { lines, exits: false };
}

