import type { CardId } from '../cards/card';
import type { RngState } from '../rng';
import type { Stakes } from '../stakes/configs';

export type { Stakes };

/** Seats are numbered from 0 clockwise; seat order is turn order. */
export type Seat = number;

export type GameId =
  | 'rogues-and-warriors'
  | 'threes'
  | 'kings-council'
  | 'jack-of-all-trades'
  | 'doublerogue'
  | 'three-kingdoms'
  | 'dragon-hordes'
  | 'delve'
  | 'spy-network'
  | 'dragon-hunt'
  | 'den-of-thieves'
  | 'city-square'
  | 'the-wheel'
  | 'heroes-plunder'
  | 'streets-of-greyport';

export type SplitRule = 'merchant' | 'king' | 'commoner';

export interface SeatConfig {
  name: string;
  kind: 'human' | 'bot';
  level?: 'easy' | 'normal' | 'hard' | 'random';
  personality?: 'cautious' | 'loose' | 'bluffer';
}

/** Everything needed to set a table up; with the seed it fixes the whole game given the actions. */
export interface TableConfig {
  game: GameId;
  seats: SeatConfig[];
  variants: string[];
  stakes: Stakes;
  splitRule: SplitRule;
  startingChips: number;
  /**
   * Each seat's own starting stack (an Adventurer's Choice night carries bankrolls from game to game); when
   * given it replaces `startingChips`, which then only describes the night.
   */
  stacks?: number[];
  /** A pot carried in from an earlier table (a Merchant's Rule or Shares remainder): it joins this pot. */
  carry?: number;
  seed: number;
  /** Seat that is Starting Player in the first game (default 0). */
  firstStartingPlayer?: Seat;
  /** Game-specific numeric options (Doublerogue's penalty, Dragon Hordes' opening coins...). */
  options?: Record<string, number>;
}

/**
 * Who may see a zone's cards. `others` is a card held facing out (Rank and Class): every seat but its
 * owner sees it. `seats` lists exactly who has looked at it.
 */
export type Visibility =
  | { to: 'all' }
  | { to: 'none' }
  | { to: 'owner'; seat: Seat }
  | { to: 'others'; seat: Seat }
  | { to: 'seats'; seats: Seat[] };

export interface Zone {
  cards: CardId[];
  vis: Visibility;
}

/**
 * A decision as it arrives from a screen, a bot or a save: its kind `t` and its fields, not yet trusted.
 * The engine hands a step only an action its legal-actions object offers (engine/legal.ts); the step reads
 * it as its own discriminated union (`BettingAction`, a game's `ThreesAction`...). Amounts are totals for
 * this Betting Round ("raise to").
 */
export interface Action {
  t: string;
  [field: string]: unknown;
}

/** Appendix C's decisions in a Betting Round. */
export type BettingAction = { t: 'check' } | { t: 'call' } | { t: 'raise'; to: number } | { t: 'fold' } | { t: 'all-in' };

/** Between games: start the next one. */
export type NextGameAction = { t: 'next-game' };

/** The table's own decisions, in every game: bets and the next game. */
export type TableAction = BettingAction | NextGameAction;

/**
 * A small past-tense record as a reader gets it (the log, the screen, a save): one of the `TableEvent`s of
 * events.ts, which is where every kind is declared and checked when made. `vis` says who may read it whole.
 */
export interface GameEvent {
  t: string;
  seat?: Seat;
  /** Card ids named by the event; hidden ones become null in a view. */
  cards?: (CardId | null)[];
  vis?: Visibility;
  [k: string]: unknown;
}

export interface PotView {
  amount: number;
  eligible: Seat[];
}

export interface ShowdownSeat {
  seat: Seat;
  place: number | null;
  score: number | null;
  /** Why: a short line per seat ("Warrior-Bard"). */
  label: string;
}

export interface PotAward {
  pot: number; // index: 0 is the main pot
  amount: number;
  winners: Seat[];
  paid: number[]; // per winner
  carried: number;
  reason: string;
}

export interface GameResult {
  kind: 'showdown' | 'fold' | 'last-standing' | 'replay' | 'special';
  standings: ShowdownSeat[];
  awards: PotAward[];
  refunds: { seat: Seat; amount: number }[];
  payouts: number[];
  /**
   * Each seat's net change over this game: what it took back minus everything it put in (ante, bets,
   * Horde coins), negative for a loser, 0 for a seat that sat out. Computed by the engine so the screen
   * never does the arithmetic; absent only in results saved before it existed.
   */
  net?: number[];
  carry: number;
  /** King's or Commoner's Rule: who plays the same game again. */
  replay: { rule: 'king' | 'commoner'; seats: Seat[] } | null;
}

export interface StepState {
  index: number;
  id: string;
  /** Step-local data (whose turn in a Betting Round, who has chosen...). Plain JSON. */
  data: Record<string, unknown>;
}

/** The whole table, plain JSON: `JSON.parse(JSON.stringify(s))` is the same table. */
export interface GameState<G = unknown> {
  format: 1;
  version: number;
  config: TableConfig;
  rng: RngState;
  /** How many games this table has started (1 during the first). */
  gameNo: number;
  startingPlayer: Seat;
  /** Chips in front of each seat (not yet in any pot). */
  stacks: number[];
  /** Chips each seat has put in this game's pot (antes and bets), including the current round's. */
  contrib: number[];
  /** This Betting Round's bets, per seat (already counted in `contrib`). */
  roundBet: number[];
  /** Pot carried in from earlier games (a Split Rule remainder or a replayed pot). */
  carry: number;
  /** Seats playing this game (anted or replaying). */
  inGame: boolean[];
  folded: boolean[];
  /** Money the table started with: stacks + contrib + carry always equal it. */
  totalMoney: number;
  zones: Record<string, Zone>;
  deck: CardId[];
  discard: CardId[];
  /** Game-specific public state (dice, King, scores); never holds card ids of hidden cards. */
  g: G;
  /** Per-seat secrets not yet revealed (simultaneous choices). */
  secret: Record<string, unknown>;
  step: StepState;
  phase: 'playing' | 'over';
  result: GameResult | null;
  log: GameEvent[];
  /** King's Rule replay: only these seats play, without ante. */
  replay: { rule: 'king' | 'commoner'; seats: Seat[] } | null;
}

export type AnyState = GameState<any>;
