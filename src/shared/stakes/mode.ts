import type { z } from 'zod';
import type { Ctx, GameDef } from '../engine/game';
import type { AmountRange } from '../engine/legal';
import type { Action, AnyState, GameResult, PotAward, PotView, Seat } from '../engine/types';

/**
 * What the table plays for. A stakes mode owns everything that depends on it: its part of the table config,
 * which games it allows, the ante, what a Betting Round does (Appendix C's bets, nothing under Playing for
 * Shares, a card pass in the tavern), how a finished game's pot is paid and what the view shows of the pot.
 * The engine and the games never ask which mode is on; they call the mode of the config (`stakesOf`).
 * A new mode is a module here plus a line in `STAKES` (index.ts).
 */
export interface StakesMode<C extends { mode: string } = { mode: string }> {
  readonly id: C['mode'];
  /** For the lobby: "Betting", "Playing for Shares". */
  readonly name: string;
  /** Whether players bet chips of their own in Betting Rounds (so a seat with none left is all in). */
  readonly bets: boolean;
  /** The mode's part of a table config (`config.stakes`), with `mode` as its discriminant. */
  readonly schema: z.ZodObject<z.ZodRawShape>;
  /** Why a game with these variants cannot be played at these stakes, as a sentence; null when it can. */
  refuses(def: GameDef, variants: readonly string[]): string | null;
  /** What each seat puts in the pot to be dealt into a game; a seat with less sits the game out. */
  ante(config: C): number;
  /** What the Order of Play's Betting Round does at these stakes. */
  readonly round: BettingRoundRules;
  /**
   * Pays a finished game: `keys[seat]` is a seat's evaluation (null if not in at the end), `places` its place;
   * `won(seat)` says how a lone winner took a pot ("has the best hand"), for the award's reason.
   */
  settle(
    c: Ctx,
    keys: readonly (readonly number[] | null)[],
    places: readonly (number | null)[],
    kind: GameResult['kind'],
    won: (seat: Seat) => string,
  ): Payout;
  /** The pot as the view shows it while a game is played. */
  pots(s: AnyState): PotView[];
}

/** The Betting Round as a step (see `bettingRound` in index.ts): one seat's turn at a time, or none. */
export interface BettingRoundRules {
  /** Starts the round (its own data in `s.step.data`); when nobody is asked, the round is already over. */
  enter(c: Ctx, id: string): void;
  waiting(c: Ctx): Seat[];
  legal(c: Ctx, seat: Seat): Action[];
  /** Actions an amount completes (a raise to any total in a range). */
  amounts?(c: Ctx, seat: Seat): AmountRange[];
  /** Says what is wrong with an action the round does not offer (Step.check). */
  check?(c: Ctx, seat: Seat, a: Action): void;
  /** Plays an action the engine has checked against the legal-actions object. */
  act(c: Ctx, seat: Seat, a: Action): void;
  /** A seat folded from outside during the round (Step.exit): the round goes on without it. */
  exit?(c: Ctx, seat: Seat): void;
  /** What the seat may bet now, for its controls and the bots (null when it bets nothing). */
  options(s: AnyState, seat: Seat): BettingOptions | null;
}

export interface BettingOptions {
  toCall: number;
  canCheck: boolean;
  canRaise: boolean;
  /** Smallest and largest total this round the seat may raise to; max is all-in. */
  minRaiseTo: number;
  maxRaiseTo: number;
  currentBet: number;
  stack: number;
}

/** How a finished game's pot goes out: what each seat receives, why, and what stays for the next game. */
export interface Payout {
  payouts: number[];
  awards: PotAward[];
  refunds: { seat: Seat; amount: number }[];
  carry: number;
  replay: GameResult['replay'];
}
