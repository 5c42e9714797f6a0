import type { Action, AnyState, GameEvent, GameId, Seat, SeatConfig, SplitRule } from '../engine/types';
import type { RngState } from '../rng';

/**
 * Adventurer's Choice (Appendix A): a night of many games at one table. Everything here is plain JSON, like
 * a table's state, so a night (with the table in play inside it) saves and resumes exactly.
 */

/** Appendix A: 100 money each. */
export const STARTING_MONEY = 100;
/** Appendix A: a player under 25 may ask for a loan of 50. */
export const LOAN_THRESHOLD = 25;
export const LOAN_AMOUNT = 50;
/** What one Loan marker adds to (and one Debt marker takes from) a final score. */
export const MARKER_VALUE = 50;

/** A seat of the night; `profile` names the player profile its statistics go to (default: the seat's name). */
export interface NightSeat extends SeatConfig {
  profile?: string;
}

/** How long the night lasts, chosen up front. A time limit ends the night after the game in progress. */
export type NightLength = { kind: 'games'; games: number } | { kind: 'time'; minutes: number };

export interface NightConfig {
  seats: NightSeat[];
  length: NightLength;
  /** The Share used whenever a chooser picks Playing for Shares (Appendix D suggests 3 to 5). */
  share: number;
  /** The minimum-raise table option (RULINGS: on by default) for games with Betting Rounds. */
  minRaise: boolean;
  seed: number;
}

/** What the Starting Player chooses for the next game. */
export interface GameChoice {
  game: GameId;
  variants: string[];
  splitRule: SplitRule;
  stakes: 'betting' | 'shares';
  options?: Record<string, number>;
}

/** One loan: the borrower got 50 from the lender and each took a marker. */
export interface LoanRecord {
  borrower: Seat;
  lender: Seat;
  amount: number;
  /** Chosen games finished before it (0: before the first game ended). */
  afterGames: number;
  /** True for the Dragon Hordes exception: taken during a game. */
  duringGame: boolean;
}

/** One play of a chosen game (a King's or Commoner's replay is another play of the same game). */
export interface PlayRecord {
  kind: string;
  /** Seats that took part (anted or replayed). */
  seats: Seat[];
  /** Every chip each seat took back from the pot (winnings and unmatched all-in excess). */
  payouts: number[];
  /** Each seat's winnings from the pot, all-in refunds excluded: what "biggest pot" counts. */
  won: number[];
  carryOut: number;
  replay: boolean;
}

/** A chosen game, finished: who chose it, what it was, who won it and how the money moved. */
export interface GameRecord {
  /** 1 for the first game of the night. */
  no: number;
  chooser: Seat;
  choice: GameChoice;
  plays: PlayRecord[];
  /** The seats that took first place in the game's last play. */
  winners: Seat[];
  moneyBefore: number[];
  moneyAfter: number[];
  carryIn: number;
  carryOut: number;
}

/** One point of the money-over-the-night chart: after `games` chosen games. */
export interface SeriesPoint {
  games: number;
  money: number[];
  /** Money with markers counted (what the final standings use). */
  score: number[];
}

export type NightPhase = 'between' | 'playing' | 'finished';

export interface Night {
  kind: 'adventurers-choice';
  id: string;
  /** Bumped by every accepted action; a stale action is refused. */
  version: number;
  config: NightConfig;
  /** The night's own PRNG: the first Starting Player and each table's seed. */
  rng: RngState;
  phase: NightPhase;
  /** Each seat's money between games (during a game the table's stacks are authoritative). */
  money: number[];
  loans: number[];
  debts: number[];
  loanLog: LoanRecord[];
  /** A pot remainder riding to the next game (RULINGS: Adventurer's Choice). */
  carry: number;
  /** Starting Player: chooses the next game, or is choosing/playing it now. */
  chooser: Seat;
  /** The table of the game in play, kept after it ends so its result can be shown. */
  table: AnyState | null;
  /** The chosen game in progress (including a pending replay). */
  current: {
    choice: GameChoice;
    chooser: Seat;
    moneyBefore: number[];
    carryIn: number;
    plays: PlayRecord[];
    /** A King's or Commoner's Rule replay is due before the game is over. */
    replayDue: boolean;
  } | null;
  games: GameRecord[];
  series: SeriesPoint[];
  /** Loans taken in this break between games: who borrowed and who lent (each at most once per break). */
  breakLoans: { borrowed: Seat[]; lent: Seat[] };
  /** Playing time: the sum of the gaps between actions, each capped (idle or closed time does not count). */
  clock: { usedMs: number; last: number | null };
  finished: { reason: 'games' | 'time' | 'stuck'; leftover: { seat: Seat; amount: number }[] } | null;
}

export type NightAction =
  | { t: 'choose'; choice: GameChoice }
  | { t: 'replay' }
  | { t: 'borrow' }
  | { t: 'table'; action: Action };

/** The kinds 'session-started' and 'session-finished' are wire names (host to screens), kept as they were. */
export type NightEvent =
  | { t: 'session-started'; chooser: Seat }
  | { t: 'game-chosen'; no: number; chooser: Seat; choice: GameChoice }
  | { t: 'loan'; borrower: Seat; lender: Seat; amount: number; duringGame: boolean }
  | { t: 'replay'; rule: 'king' | 'commoner' | 'king-fallback'; seats: Seat[] }
  | { t: 'game-ended'; no: number; winners: Seat[] }
  | { t: 'session-finished'; reason: 'games' | 'time' | 'stuck' };

export interface NightApplied {
  night: Night;
  events: NightEvent[];
  /** The table's own events (unfiltered: pass each through `filterEvent` before it leaves for a seat). */
  tableEvents: GameEvent[];
}
