import type { CardId } from '../cards/card';
import type { CardPool } from './showdown-input';
import type { Rng } from '../rng';
import type { AmountRange } from './legal';
import type { TableEvent } from './events';
import type { Action, AnyState, GameId, Seat, TableAction, TableConfig } from './types';

/**
 * What one step of an Order of Play needs while an action is applied: the state being changed (a private
 * copy, or the caller's own state in the simulator), the live PRNG and the events produced so far.
 */
export interface Ctx<G = any> {
  s: AnyState & { g: G };
  rng: Rng;
  /** Only the table's known events (events.ts): each is checked where it is made. */
  events: TableEvent[];
  def: GameDef<G>;
}

/**
 * One line of a game's Order of Play. `enter` runs when the step begins. While `waiting` names seats, the
 * step waits for their decisions; when it names none, the step is over and the next begins (`next` may
 * jump, for the games whose Order of Play loops). `legal` (with `amounts`) is the legal-actions object
 * (legal.ts): the engine hands `act` only an action it offers exactly, so `act` may trust its shape. For
 * anything else `check` may say what is wrong in the step's own words before the engine refuses it.
 */
export interface Step<G = any, A extends Action = Action> {
  id: string;
  /** What the step asks, for the screen: "Betting Round", "Reveal one card". */
  title: string;
  /**
   * What the step asks right now, when that changes within the step (a turn made of several decisions):
   * shown instead of `title`. Words only: it must not change the state. It goes to `seat` (-1: an onlooker)
   * through the one door for secrets, so it may name only what that seat may know.
   */
  prompt?(c: Ctx<G>, seat: Seat): string;
  /** This step is the table's Betting Round (stakes/index.ts): what it does is the stakes mode's. */
  bettingRound?: boolean;
  /**
   * Appendix B: inside the tavern, a card pass of the tavern's own opens this step where the game's page puts
   * one that its Order of Play has not (Doublerogue: in place of each round's ante). The answer is the round
   * the table is at; the tavern runs one pass for each new round it sees, and asks no game id or step id.
   */
  tavernPass?(s: AnyState): number;
  enter?(c: Ctx<G>): void;
  waiting?(c: Ctx<G>): Seat[];
  legal?(c: Ctx<G>, seat: Seat): A[];
  /** Actions an amount completes (a raise to any total in a range); see legal.ts. */
  amounts?(c: Ctx<G>, seat: Seat): AmountRange[];
  /** Says what is wrong with an action the step does not offer: throws a RuleError with a sentence. */
  check?(c: Ctx<G>, seat: Seat, a: Action): void;
  act?(c: Ctx<G>, seat: Seat, a: A): void;
  next?(c: Ctx<G>): string | null;
  /**
   * A seat left the game from outside while this step was waiting (a parent folded it: engine/drive.ts).
   * The step lets go of it, so the rest never wait on it: a simultaneous choice resolves without it, a turn
   * passes on. Steps whose `waiting` already skips folded seats need none.
   */
  exit?(c: Ctx<G>, seat: Seat): void;
  /**
   * What `seat` may see of the step's data (whose turn, who has chosen...). Step data is public bookkeeping
   * unless a step says otherwise here: viewFor, the one door for secrets, sends a seat only this.
   */
  viewData?(c: Ctx<G>, seat: Seat): Record<string, unknown>;
}

/**
 * Holdings as data (engine/holdings.ts has the primitives that alter them): a kind, and where it lives.
 */
export type HoldingKind = 'hand' | 'face-down' | 'face-up' | 'own-dice' | 'city';

export interface Holding {
  /** What the rules call it ("hand", "Keep", "workers"): the name a caller alters it by. */
  name: string;
  /** Its kind, as the tavern's rules text names it (`GameDef.tavern.alters` is made from these). */
  kind: HoldingKind;
  /** A seat's cards: the zone `<zone>.<seat>`. */
  zone?: string;
  /** A seat's dice: the list `g[dice][seat]`. */
  dice?: string;
  /** A card zone whose ids the game also keeps in `g[mirror][seat]` (City Square's plan): kept in step. */
  mirror?: string;
  /** Whether a card may alter it (a seat's placed workers are its own, yet no longer alterable). */
  alter: boolean;
  /** Held only with this variant, or only without it. */
  variant?: string;
  without?: string;
}

export interface Holdings {
  /** What each seat holds. */
  seat: Holding[];
  /** What is common to the table: zones by name, dice as `g[path]`. Never altered. */
  common: { zones: string[]; dice: string[] };
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

/** What a card shows beyond its face (GameDef.cardMarks); each part is drawn only when given. */
export interface CardMark {
  /** A short mark on the card's corner ("3", "5★ ✕"). */
  badge?: string;
  /** What the mark means, for the card's tooltip. */
  words?: string;
  /** A word under the card (the district it becomes). */
  caption?: string;
}

/** How one seat's final holdings compare: a larger key is better; `score` is the rulebook's number. */
export interface Evaluation {
  key: number[];
  score: number | null;
  label: string;
}

/** One criterion of an evaluation: what it compares, this seat's standing on it in words, and its numbers. */
export interface Criterion {
  /** What is compared, as a result names it: "the sum", "the rank tiebreaker, Warriors". */
  what: string;
  /** This seat's standing on it: "a sum of 6", "1 Warrior", "no Warrior". */
  shows: string;
  /** Larger is better, compared number by number. */
  key: number[];
  /** A tiebreaker of the rules (only looked at when the hands' worth is equal), not the hand's worth itself. */
  tiebreak?: boolean;
}

export interface GameDef<G = any, A extends Action = Action> {
  id: GameId;
  name: string;
  complexity: 'simple' | 'medium' | 'complex';
  players: { min: number; max: number };
  /** One line for the lobby. */
  summary: string;
  variants: VariantDef[];
  shares: 'allowed' | 'required' | 'refused';
  /** What each seat holds and may alter, and what is common (engine/holdings.ts). */
  holdings: Holdings;
  /**
   * Appendix B: whether the game may replace a Round of Gambling in the tavern; `alters` sums up what a
   * Gambling or Cheating card lets a seat alter, made from `holdings` (`altersOf`), never common cards or dice.
   */
  tavern?: {
    allowed: boolean;
    alters: HoldingKind[];
    note?: string;
    /**
     * Why the game's page forbids this action inside the tavern, as a sentence (Doublerogue: nobody may Fold);
     * null when it may be taken. The tavern offers only what this allows.
     */
    refuses?(a: Action): string | null;
  };
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
  steps(variants: readonly string[]): Step<G, any>[];
  /** Scores a seat still in the game at the showdown. */
  /**
   * `words`: the game is being shown down, so the label may say where the points came from (issue 28.2); the
   * bots' many imagined showdowns leave it off and get the short label, cheaply.
   */
  evaluate?(c: Ctx<G>, seat: Seat, words?: boolean): Evaluation;
  /**
   * `evaluate(c, seat, true)` says more than the short label: the showdown step evaluates without words, and the
   * host's `wordResult` (settle.ts) asks for them once the game is over, on the paths a person sees it by.
   */
  showdownWords?: true;
  /**
   * An evaluation's key read as the rulebook orders it, criterion by criterion (engine/explain.ts): the hand's
   * worth, then each tiebreaker, so a result can say what decided between two seats. Compared criterion
   * after criterion it orders seats exactly as the keys do (tests/unit/engine/explain.test.ts). Read from the
   * key alone and only when a game is settled: the bots' many imagined showdowns never build the words.
   */
  explainKey?(key: readonly number[], variants: readonly string[]): Criterion[];
  /** Game-specific public state as one seat may see it (default: all of `g`). */
  viewG?(s: AnyState & { g: G }, seat: Seat): unknown;
  /**
   * What some cards show beyond their face, by card id, for `seat`: the coins on each of Dragon Hordes' Horde
   * cards, a Leader's strength on The Wheel, the district a card becomes in City Square. The view carries it
   * (`SeatView.cardMarks`) so the screen shows it without knowing the rule. It goes through the one door for
   * secrets: only cards `seat` sees may be named.
   */
  cardMarks?(s: AnyState & { g: G }, seat: Seat): Record<number, CardMark>;
  /**
   * The sentence for a seat still in the game with nothing left in front of it, when the game's own rule
   * decides it (Dragon Hordes: a seat out of coins has left the game); the default is the stakes' (view.ts).
   */
  outOfMoney?(s: AnyState & { g: G }, seat: Seat): string;
  /**
   * Money the game holds outside stacks and the pot (Dragon Hordes' Hordes), so the conservation check
   * counts it: stacks + pot + carry + heldMoney is constant.
   */
  heldMoney?(s: AnyState & { g: G }): number;
  /**
   * What a legal action does, in a few words for its button ("Reveal your blue Bard (Hare)"). The default
   * (engine/describe.ts) names the action and any cards it carries.
   */
  describe?(a: A | TableAction, s: AnyState & { g: G }, seat: Seat): string;
  /**
   * The showdown contract (DESIGN.md): scores every player from the input's zones alone, making the best
   * scoring-time choice for each. Returns one evaluation per player (folded players included: settlement
   * ignores them). Throws an InputError for input that is not a legal end of this game.
   */
  showdown?(input: ShowdownInput): Evaluation[];
  /** Checks a table config beyond the generic checks (variant combinations, options). */
  validateConfig?(config: TableConfig): string | null;
}

/** One showdown request, already read from JSON: zones by name (`hand`, `dice`, `king`...). */
export interface ShowdownInput {
  variants: string[];
  common: Record<string, unknown>;
  players: Record<string, unknown>[];
  /** The request's cards, counted over the whole input (read them with `readCards`/`readCard`). */
  used: CardPool;
}
