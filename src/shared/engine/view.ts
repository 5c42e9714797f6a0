import type { CardId } from '../cards/card';
import { isBettingRound, roundOptions, stakesOf, type BettingOptions } from '../stakes';
import { canAnte, canStartGame, currentStep, currentStepTitle, gameDef, legalFor, pendingSeats } from './table';
import { NO_LEGAL, type AmountRange } from './legal';
import type { CardMark, GameDef, Step } from './game';
import type { Action, AnyState, GameEvent, GameId, GameResult, PotView, Seat, Visibility } from './types';
import { visibleTo } from './zones';
import { describeAction } from './describe';
import { anteOf } from './steps';
import { setupWords } from './setup';

/**
 * The one door for secrets (DESIGN 3 and 8): everything that leaves the host for a seat — the table, the
 * log, the pending choices — passes through here. Seat -1 is a spectator that sees only public things.
 * Cards the seat may not see become null; the seed and PRNG state never leave.
 */
export interface ZoneView {
  cards: (CardId | null)[];
  vis: Visibility;
  /** True when this seat sees every card of the zone. */
  seen: boolean;
}

export interface SeatView {
  seat: Seat;
  version: number;
  game: GameId;
  gameName: string;
  variants: string[];
  /** The table's setup in words: variants by name, Split Rule, stakes (engine/setup.ts), for the header. */
  setup: string;
  stakes: AnyState['config']['stakes'];
  /** The stakes have players bet their own chips (Betting): a seat with none left is all in. */
  bets: boolean;
  /** What a seat antes to play a game at this table (a seat with less cannot play the next one). */
  ante: number;
  /** Per seat: it has the chips to ante the next game (the engine's own check; false: busted at this table). */
  canAnte: boolean[];
  splitRule: AnyState['config']['splitRule'];
  names: string[];
  kinds: ('human' | 'bot')[];
  gameNo: number;
  /** Money the table started with (for the conservation check of a rebuilt state). */
  totalMoney: number;
  replay: AnyState['replay'];
  options: Record<string, number>;
  seats: AnyState['config']['seats'];
  startingPlayer: Seat;
  stacks: number[];
  contrib: number[];
  roundBet: number[];
  carry: number;
  /**
   * The pots as the table shows them, each with the seats that can win it (the first one holds the carry);
   * empty between games.
   */
  pots: PotView[];
  inGame: boolean[];
  folded: boolean[];
  zones: Record<string, ZoneView>;
  deckCount: number;
  discardCount: number;
  g: unknown;
  /**
   * What some cards show beyond their face, by card id (GameDef.cardMarks): a badge and its meaning (the coins
   * on a Horde, a Leader's strength), a caption (a City Square district). Only cards this seat sees.
   */
  cardMarks: Record<number, CardMark>;
  /**
   * For this seat, still in the game with nothing left in front of it: what that means under these stakes
   * and this game's rules (all in; out of the game in Dragon Hordes); null otherwise.
   */
  outOfMoney: string | null;
  /**
   * The current step of the Order of Play; `data` is its bookkeeping as this seat may see it (whose turn, who
   * has chosen); `bettingRound` says it is the table's Betting Round (what that is depends on the stakes).
   */
  step: { id: string; title: string; index: number; data: Record<string, unknown>; bettingRound: boolean };
  /** Seats whose decision is awaited. */
  pending: Seat[];
  /**
   * This seat's legal-actions object now (engine/legal.ts), the same the host checks its action against:
   * `legal` the actions whole (empty when it is not this seat's decision), `amounts` the ranges an amount
   * completes (a raise to any total from its least to all-in).
   */
  legal: Action[];
  amounts: AmountRange[];
  /** What each legal action does, for its button (same order as `legal`). */
  legalText: string[];
  betting: BettingOptions | null;
  /** This seat's own secret choices not yet revealed. */
  mine: Record<string, unknown>;
  phase: AnyState['phase'];
  canContinue: boolean;
  result: GameResult | null;
  log: GameEvent[];
}

export function filterEvent(e: GameEvent, seat: Seat): GameEvent {
  if (!e.vis || !e.cards || visibleTo(e.vis, seat)) return e;
  return { ...e, cards: e.cards.map(() => null) };
}

/** The current step's data as `seat` may see it: the step's own `viewData`, else all of it (public bookkeeping). */
function stepDataFor(s: AnyState, step: Step | undefined, seat: Seat): Record<string, unknown> {
  if (step?.viewData) return step.viewData({ s, rng: NO_VIEW_RNG, events: [], def: gameDef(s.config.game) }, seat);
  return structuredClone(s.step.data);
}

const NO_VIEW_RNG = {
  int(): number {
    throw new Error('a view must not use randomness');
  },
  state: () => [],
};

/** The sentence for a seat still in the game with no chips left (SeatView.outOfMoney), or null. */
function outOfMoney(s: AnyState, def: GameDef, seat: Seat): string | null {
  if (s.phase !== 'playing' || seat < 0 || !s.inGame[seat] || s.stacks[seat] !== 0) return null;
  if (def.outOfMoney) return def.outOfMoney(s, seat);
  if (s.folded[seat]) return null;
  return stakesOf(s.config).bets ? 'You have no chips left: you are all in for the rest of this game.' : 'You have no chips left in front of you.';
}

export function viewFor(s: AnyState, seat: Seat): SeatView {
  const def = gameDef(s.config.game);
  const zones: Record<string, ZoneView> = {};
  for (const [name, z] of Object.entries(s.zones)) {
    const seen = visibleTo(z.vis, seat);
    zones[name] = { cards: seen ? [...z.cards] : z.cards.map(() => null), vis: z.vis, seen };
  }
  const pending = pendingSeats(s);
  const found = seat >= 0 ? legalFor(s, seat) : NO_LEGAL;
  const legal = [...found.actions];
  const amounts = [...found.amounts];
  const step = currentStep(s);
  const mine: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s.secret)) if (k.endsWith(`.${seat}`)) mine[k] = v;
  return {
    seat,
    version: s.version,
    game: s.config.game,
    gameName: def.name,
    variants: [...s.config.variants],
    setup: setupWords(def, s.config),
    stakes: s.config.stakes,
    bets: stakesOf(s.config).bets,
    ante: anteOf(s.config),
    canAnte: canAnte(s),
    splitRule: s.config.splitRule,
    names: s.config.seats.map((x) => x.name),
    kinds: s.config.seats.map((x) => x.kind),
    gameNo: s.gameNo,
    totalMoney: s.totalMoney,
    replay: s.replay,
    options: { ...(s.config.options ?? {}) },
    seats: structuredClone(s.config.seats),
    startingPlayer: s.startingPlayer,
    stacks: [...s.stacks],
    contrib: [...s.contrib],
    roundBet: [...s.roundBet],
    carry: s.carry,
    pots: s.phase === 'playing' ? stakesOf(s.config).pots(s) : [],
    inGame: [...s.inGame],
    folded: [...s.folded],
    zones,
    deckCount: s.deck.length,
    discardCount: s.discard.length,
    g: def.viewG ? def.viewG(s, seat) : structuredClone(s.g),
    cardMarks: def.cardMarks ? def.cardMarks(s, seat) : {},
    outOfMoney: outOfMoney(s, def, seat),
    step: { id: s.step.id, title: currentStepTitle(s, seat), index: s.step.index, data: stepDataFor(s, step, seat), bettingRound: isBettingRound(step) },
    pending,
    legal,
    amounts,
    legalText: legal.map((a) => describeAction(def, a, s, seat)),
    betting: pending.includes(seat) ? roundOptions(s, step, seat) : null,
    mine,
    phase: s.phase,
    // Public: a spectator's view (the hotseat results) must know whether another game can start too.
    canContinue: s.phase === 'over' && canStartGame(s),
    result: s.result,
    log: s.log.map((e) => filterEvent(e, seat)),
  };
}
