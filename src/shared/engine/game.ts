import type { CardId } from '../cards/card';
import type { CardPool } from './showdown-input';
import type { Rng } from '../rng';
import type { Action, AnyState, GameEvent, GameId, Seat, TableConfig } from './types';

/**
 * What one step of an Order of Play needs while an action is applied: the state being changed (a private
 * copy, or the caller's own state in the simulator), the live PRNG and the events produced so far.
 */
export interface Ctx<G = any> {
  s: AnyState & { g: G };
  rng: Rng;
  events: GameEvent[];
  def: GameDef<G>;
}

/**
 * One line of a game's Order of Play. `enter` runs when the step begins. While `waiting` names seats, the
 * step waits for their decisions; when it names none, the step is over and the next begins (`next` may
 * jump, for the games whose Order of Play loops). `act` must check the action fully before it changes
 * anything: a rule error leaves the state as it was.
 */
export interface Step<G = any> {
  id: string;
  /** What the step asks, for the screen: "Betting Round", "Reveal one card". */
  title: string;
  /**
   * What the step asks right now, when that changes within the step (a turn made of several decisions):
   * shown instead of `title`. Words only: it must not change the state. It goes to `seat` (-1: an onlooker)
   * through the one door for secrets, so it may name only what that seat may know.
   */
  prompt?(c: Ctx<G>, seat: Seat): string;
  enter?(c: Ctx<G>): void;
  waiting?(c: Ctx<G>): Seat[];
  legal?(c: Ctx<G>, seat: Seat): Action[];
  act?(c: Ctx<G>, seat: Seat, a: Action): void;
  next?(c: Ctx<G>): string | null;
  /**
   * What `seat` may see of the step's data (whose turn, who has chosen...). Step data is public bookkeeping
   * unless a step says otherwise here: viewFor, the one door for secrets, sends a seat only this.
   */
  viewData?(c: Ctx<G>, seat: Seat): Record<string, unknown>;
}

/** A numeric table option (Rogue's Bounty's penalty, Dragon Hordes' opening coins), shown in the lobby. */
export interface OptionDef {
  id: string;
  name: string;
  description: string;
  min: number;
  max: number;
  default: number;
  /** The option only matters with this variant on. */
  variant?: string;
}

export interface VariantDef {
  id: string;
  name: string;
  description: string;
  /** Variants this one cannot be combined with. */
  excludes?: string[];
  /** Variants this one only makes sense with (Threes' Dragon Cards needs Hidden Fate's cards). */
  requires?: string[];
  /** Appendix B / RULINGS: not allowed inside the tavern. */
  notInTavern?: boolean;
  /** Forces Playing for Shares (The Unwound Clock). */
  requiresShares?: boolean;
}

/** How one seat's final holdings compare: a larger key is better; `score` is the rulebook's number. */
export interface Evaluation {
  key: number[];
  score: number | null;
  label: string;
}

export interface GameDef<G = any> {
  id: GameId;
  name: string;
  complexity: 'simple' | 'medium' | 'complex';
  players: { min: number; max: number };
  /** One line for the lobby. */
  summary: string;
  variants: VariantDef[];
  shares: 'allowed' | 'required' | 'refused';
  /**
   * Appendix B: whether the game may replace a Round of Gambling in the tavern, and what a Gambling or
   * Cheating card lets a seat alter (its own dice, hand, face-up or face-down cards, City), never common
   * cards or dice. Read by the tavern; the games only declare it.
   */
  tavern?: { allowed: boolean; alters: ('own-dice' | 'hand' | 'face-up' | 'face-down' | 'city')[]; note?: string };
  /** Numeric options read from `config.options`. */
  options?: OptionDef[];
  /** Whether the Dragons are shuffled into the deck for these variants. */
  dragonsInDeck(variants: readonly string[]): boolean;
  /**
   * Game-specific state at the start of a game (after the deck is shuffled). `previous` is the `g` this
   * table's previous game ended with (null for the first game): the one place a game keeps table-level
   * memory across `next-game` (The Wheel's markers under Multiple Successive Games), since every per-game
   * field, zones included, starts afresh. It is public like all of `g`.
   */
  init(c: Ctx<G>, previous: G | null): G;
  /** The Order of Play for these variants. Must be the same list for the same variants. */
  steps(variants: readonly string[]): Step<G>[];
  /** Scores a seat still in the game at the showdown. */
  evaluate?(c: Ctx<G>, seat: Seat): Evaluation;
  /** Game-specific public state as one seat may see it (default: all of `g`). */
  viewG?(s: AnyState & { g: G }, seat: Seat): unknown;
  /**
   * A number the game keeps on some public cards, by card id: the coins on each of Dragon Hordes' Horde
   * cards. The view carries it (`SeatView.cardCounts`) so the screen shows it without knowing the rule.
   */
  cardCounts?(s: AnyState & { g: G }): Record<number, number>;
  /**
   * Money the game holds outside stacks and the pot (Dragon Hordes' Hordes), so the conservation check
   * counts it: stacks + pot + carry + heldMoney is constant.
   */
  heldMoney?(s: AnyState & { g: G }): number;
  /**
   * What a legal action does, in a few words for its button ("Reveal your blue Bard (Hare)"). The default
   * (engine/describe.ts) names the action and any cards it carries.
   */
  describe?(a: Action, s: AnyState & { g: G }, seat: Seat): string;
  /**
   * The showdown contract (DESIGN.md): scores every player from the input's zones alone, making the best
   * scoring-time choice for each. Returns one evaluation per player (folded players included: settlement
   * ignores them). Throws an InputError for input that is not a legal end of this game.
   */
  showdown?(input: ShowdownInput): Evaluation[];
  /** Checks a table config beyond the generic checks (variant combinations, options). */
  validateConfig?(config: TableConfig): string | null;
}

export type CardList = CardId[];

/** One showdown request, already read from JSON: zones by name (`hand`, `dice`, `king`...). */
export interface ShowdownInput {
  variants: string[];
  common: Record<string, unknown>;
  players: Record<string, unknown>[];
  /** The request's cards, counted over the whole input (read them with `readCards`/`readCard`). */
  used: CardPool;
}
