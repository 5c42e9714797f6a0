import type { CardId } from '../cards/card';
import { bettingOptions, type BettingOptions } from '../table/betting';
import { potsFrom, shownPots } from '../table/pots';
import { canStartGame, currentStepTitle, gameDef, legalActions, pendingSeats, stepsOf } from './table';
import type { Action, AnyState, GameEvent, GameId, GameResult, PotView, Seat, Visibility } from './types';
import { visibleTo } from './zones';
import { describeAction } from './describe';
import { anteOf } from './steps';

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
  stakes: AnyState['config']['stakes'];
  /** What a seat antes to play a game at this table (a seat with less cannot play the next one). */
  ante: number;
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
  /** A number the game keeps on some public cards, by card id (the coins on Dragon Hordes' Horde cards). */
  cardCounts: Record<number, number>;
  /**
   * The current step of the Order of Play; `data` is its public bookkeeping (whose turn, who has chosen);
   * `bettingRound` says it is the table's Betting Round (the screen shows the bets in front of the seats).
   */
  step: { id: string; title: string; index: number; data: Record<string, unknown>; bettingRound: boolean };
  /** Seats whose decision is awaited. */
  pending: Seat[];
  /** This seat's legal actions now (empty when it is not this seat's decision). */
  legal: Action[];
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
function stepDataFor(s: AnyState, seat: Seat): Record<string, unknown> {
  const def = gameDef(s.config.game);
  const step = s.phase === 'playing' ? stepsOf(def, s.config.variants)[s.step.index] : undefined;
  if (step?.viewData) return step.viewData({ s, rng: NO_VIEW_RNG, events: [], def }, seat);
  return structuredClone(s.step.data);
}

const NO_VIEW_RNG = {
  int(): number {
    throw new Error('a view must not use randomness');
  },
  state: () => [],
};

export function viewFor(s: AnyState, seat: Seat): SeatView {
  const def = gameDef(s.config.game);
  const zones: Record<string, ZoneView> = {};
  for (const [name, z] of Object.entries(s.zones)) {
    const seen = visibleTo(z.vis, seat);
    zones[name] = { cards: seen ? [...z.cards] : z.cards.map(() => null), vis: z.vis, seen };
  }
  const pending = pendingSeats(s);
  const legal = seat >= 0 ? legalActions(s, seat) : [];
  const inBetting = s.phase === 'playing' && s.step.id.startsWith('betting') && pending.includes(seat);
  const out = s.inGame.map((x, i) => !x || s.folded[i]!);
  const mine: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s.secret)) if (k.endsWith(`.${seat}`)) mine[k] = v;
  return {
    seat,
    version: s.version,
    game: s.config.game,
    gameName: def.name,
    variants: [...s.config.variants],
    stakes: s.config.stakes,
    ante: anteOf(s.config),
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
    pots: s.phase === 'playing' ? shownPots(potsFrom(s.contrib, out, s.carry).pots, s.stacks, out) : [],
    inGame: [...s.inGame],
    folded: [...s.folded],
    zones,
    deckCount: s.deck.length,
    discardCount: s.discard.length,
    g: def.viewG ? def.viewG(s, seat) : structuredClone(s.g),
    cardCounts: def.cardCounts ? def.cardCounts(s) : {},
    step: { id: s.step.id, title: currentStepTitle(s, seat), index: s.step.index, data: stepDataFor(s, seat), bettingRound: s.step.id.startsWith('betting') },
    pending,
    legal,
    legalText: legal.map((a) => describeAction(def, a, s, seat)),
    betting: inBetting ? bettingOptions(s, seat) : null,
    mine,
    phase: s.phase,
    // Public: a spectator's view (the hotseat results) must know whether another game can start too.
    canContinue: s.phase === 'over' && canStartGame(s),
    result: s.result,
    log: s.log.map((e) => filterEvent(e, seat)),
  };
}
