import type { z } from 'zod';
import type { Ctx, GameDef } from '../engine/game';
import type { AmountRange } from '../engine/legal';
import type { Action, AnyState, GameResult, PotAward, PotView, Seat, SplitRule } from '../engine/types';
import type { Rng } from '../rng';
import type { Stakes } from './configs';

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
  /** This mode's config from a night's settings (its Share and minimum-raise option): a night names the mode only. */
  make(settings: StakesSettings): C;
  /** A random config of this mode, for the simulator, the benchmark and the property tests. */
  random(rng: Rng): C;
  /** What each seat puts in the pot to be dealt into a game; a seat with less sits the game out. */
  ante(config: C): number;
  /** The ante as a sentence names it ("the ante", "a Share of 3"), for a refusal when too few can pay it. */
  anteWords(config: C): string;
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
  /** Its part of the showdown contract (`npm run showdown`), if a request may be settled at these stakes. */
  readonly showdown?: ShowdownStakes;
}

/** What a night's config holds for its stakes: every mode makes its own config from these. */
export interface StakesSettings {
  /** Playing for Shares: the ante, and the unit of the prizes. */
  share: number;
  /** Betting: each raise adds at least as much as the last. */
  minRaise: boolean;
}

/**
 * A mode's part of the showdown contract (DESIGN.md): the request's `stakes` object at this mode, what is
 * wrong with one, and the table its pot is settled on. `R` is what the schema parses.
 */
export interface ShowdownStakes<R extends { mode: string } = any> {
  /** The request's `stakes` at this mode: an object with `mode` as its discriminant. */
  readonly schema: z.ZodObject<z.ZodRawShape>;
  /** Which players folded (no one, where nobody can fold). */
  folded(req: R, n: number): boolean[];
  /** What is wrong with the request at these stakes for `n` players, as a sentence naming the field; null when nothing is. */
  problem(req: R, def: Pick<GameDef, 'name' | 'shares' | 'variants'>, variants: readonly string[], n: number): string | null;
  /** The table the pot is settled on: its stakes and Split Rule, what each player put in, the carried pot. */
  table(req: R, n: number): { stakes: Stakes; splitRule: SplitRule; contrib: number[]; carry: number };
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
