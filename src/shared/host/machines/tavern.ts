import { z } from 'zod';
import { twoHeadedTeams } from '../../tavern/variants/teams';
import { bossSeats, bossTeams } from '../../tavern/variants/boss';
import { mix } from '../../bots/rand';
import { RuleError } from '../../engine/errors';
import { rngFrom, seedRng } from '../../rng';
import { apply, botChooser, DEFAULT_STOPS, eventsFor, newTavern, stops, viewFor, type StopPrefs, type TavernView } from '../../tavern';
import { drawCharacters } from '../../tavern/draw';
import { publicReason } from '../../tavern/legal';
import { seatCards } from '../../tavern/view';
import { teamSeats } from '../../tavern/variants/teams';
import { HISTORY_MAX } from '../../tavern/save-check';
import { stopsSchema, TAVERN_ID, tavernGameProblem, tavernSetupSchema, type TavernGame, type TavernSetup } from '../../tavern/game';
import type { Seat, TAction, TavernConfig, TEvent } from '../../tavern/types';
import type { HostContext, MachineKind, MachineRules, MachineStore } from '../machine';
import { tableEventsReveal } from './table';
import { storageProblem } from '../../sentence';

/**
 * The tavern (The Red Dragon Inn) as a machine kind: the tavern engine (tavern/), its bots, and the stops
 * (TAVERN.md §3.4): the engine asks every living seat in every call and sweep; the host passes for a human
 * whose stops do not fire, exactly as it decides for a bot, so the screen only ever asks a human what they
 * asked to be asked. Whether a seat stops reads the public part of its view only, never its hand.
 *
 * The host's batch is the tavern's: bot decisions and passes for humans whose stops do not fire, until 16
 * events worth showing, a new turn, an elimination, the end, or a human's decision.
 */

/** The lobby's setup as sent: without a seed the host draws one (seed.ts). */
export type TavernSetupRequest = Omit<TavernSetup, 'seed'> & { seed?: number };

export interface TavernSeatInfo {
  name: string;
  kind: 'human' | 'bot';
  level: string | null;
  char: string;
  stops: StopPrefs;
}

/** What a seat (or an onlooker, -1) is shown: its view of the game and what the screen lays out around it. */
export interface TavernScreen {
  view: TavernView;
  seats: TavernSeatInfo[];
  /** The human seat the game waits on, or null (the host acts next, or the game is over). */
  humanToAct: Seat | null;
  /** The host has a step to make (a bot's decision, or passing for a human whose stops do not fire). */
  hostToAct: boolean;
  /** This seat's version at its own last decision (the hotseat recap starts after it). */
  seen: number;
  /**
   * The game's log so far as this seat may see it (eventsFor, the one door), oldest first, each with its game
   * turn (issue 22.8); only in the look a screen opens with (the answers' looks would carry it at every step).
   */
  history?: { turn: number; e: TEvent }[];
}

/** The history with this step's events added, each with the game turn it happened in; the newest HISTORY_MAX kept. */
function withHistory(old: TavernGame['history'], events: readonly TEvent[], turn: number): NonNullable<TavernGame['history']> {
  const out = [...(old ?? [])];
  let t = turn;
  for (const e of events) {
    if (e.t === 'turn') t = e.n;
    // Bookkeeping nobody reads stays out of the saved log.
    if (e.t === 'windowOpened' || e.t === 'phase') continue;
    out.push({ turn: t, e });
  }
  return out.length > HISTORY_MAX ? out.slice(-HISTORY_MAX) : out;
}

/** A seat's share of the history: each event through the one door (eventsFor), its turn kept. */
export function historyFor(h: TavernGame['history'], seat: Seat): { turn: number; e: TEvent }[] {
  const out: { turn: number; e: TEvent }[] = [];
  for (const x of h ?? []) {
    const [e] = eventsFor([x.e], seat);
    if (e) out.push({ turn: x.turn, e });
  }
  return out;
}

/**
 * A seat's action: its shape only (the engine checks it against the legal actions of the moment, legal.ts),
 * or `stops`, the seat's own choice of which windows it is asked in (changed in play, saved with the game).
 */
export const tavernActionSchema = z.union([
  z.object({ t: z.literal('stops'), stops: stopsSchema.strict() }).strict(),
  z.object({ t: z.enum(['pass', 'play', 'discard', 'draw', 'order', 'choose', 'game', 'hosted', 'special', 'tonic']) }).loose(),
]);

export type TavernSeatAction = TAction | { t: 'stops'; stops: StopPrefs };

/** Bookkeeping events that show nothing on screen. */
const QUIET = new Set<TEvent['t']>(['windowOpened', 'phase']);
/**
 * A step answers once this many events worth showing (to an onlooker) have happened, or a new turn starts,
 * or a human must decide: the screen plays them one after another, so fewer, fuller answers cost nothing in
 * what is seen and save a round trip and a save per host action.
 */
const SHOWN_PER_STEP = 16;
/** Host decisions per answer at most (a safety bound; games end long before). */
const MAX_BATCH = 400;

/** Who the host acts for next: a bot, or a human whose stops do not fire (the host passes for them). */
function hostDecision(g: TavernGame): { seat: Seat; why: 'bot' | 'auto-pass' } | null {
  const s = g.state;
  if (s.over || !s.pending) return null;
  const seat = s.pending.seat;
  const st = g.setup.seats[seat]!;
  if (st.kind === 'bot') return { seat, why: 'bot' };
  const view = viewFor(s, seat);
  if (!view.legal.some((a) => a.t === 'pass')) return null;
  const prefs = st.stops ?? DEFAULT_STOPS;
  if (!stops(view, prefs)) return { seat, why: 'auto-pass' };
  if (prefs.always) return null;
  // One human at the table: nobody else sees the screen, so how long they are waited for tells no one of their
  // hand, and a question with nothing to play but Pass is answered for them unless they asked to be asked
  // always (issue 22.5).
  const humans = g.setup.seats.filter((x) => x.kind === 'human').length;
  if (humans === 1) return view.legal.every((a) => a.t === 'pass') ? { seat, why: 'auto-pass' } : null;
  // Hotseat: the screen is handed over only where public facts give the seat a reason to answer (issue 22.6),
  // never because of its hidden cards (TAVERN.md §3.4).
  return publicReason(g.state, seat) ? null : { seat, why: 'auto-pass' };
}


function seatsInfo(g: TavernGame): TavernSeatInfo[] {
  const players = g.setup.seats.map((s) => ({ name: s.name, kind: s.kind, level: s.kind === 'bot' ? (s.level ?? 'normal') : null, char: s.char, stops: s.stops ?? DEFAULT_STOPS }));
  // The Automaton: Rivet's seat (the last) has a name for the screens; his deck decides, so no bot level.
  const rv = g.state.automaton;
  return rv ? [...players, { name: g.state.seats[rv.seat]!.name, kind: 'bot' as const, level: null, char: 'rivet', stops: DEFAULT_STOPS }] : players;
}

/** A new game from the lobby's setup; `setup.seed` is the host's (drawn unless a person typed one); random characters come from it. */
export function newTavernGame(id: string, setup: TavernSetup): TavernGame {
  const c = tavernSetupSchema.parse(setup) as TavernSetup;
  const rng = rngFrom(seedRng(mix(c.seed, 0x7a5e)));
  // Random seats draw distinct characters nobody chose, until all are used (issue 23.7).
  const drawn = drawCharacters(c.seats.map((s) => s.char), rng);
  // The Boss variants (VARIANTS.md §4–§6): each seat that plays a Boss Deck plays Magda, our one villain.
  const villains = bossSeats(c.variant, c.seats.length);
  const seats = c.seats.map((s, i) => ({ ...s, char: villains.includes(i) ? 'magda' : drawn[i]! }));
  const config: TavernConfig = {
    seats: seats.map((s) => ({ char: s.char, name: s.name })),
    seed: c.seed,
    prizes: !!c.prizes,
    ...(c.appendixB ? { appendixB: true } : {}),
    ...(c.barDeck ? { barDeck: true } : {}),
    // The lobby's two factions for Rivet's deck, else the seed picks them (VARIANTS.md §7).
    ...(c.variant === 'automaton' ? { automaton: { factions: [...(c.factions ?? [])] } } : {}),
    // Two-Headed Dragon (VARIANTS.md §3): neighbours play in pairs, A and B, C and D, ...
    ...(c.variant === 'two-headed' ? { teams: twoHeadedTeams(seats.length) } : {}),
    // Boss Battle (the Boss at seat A), Two-Headed Boss Battle and Leaders and Lackeys (Leaders at A, C, ...).
    ...(villains.length ? { teams: bossTeams(c.variant as 'boss', seats.length) } : {}),
  };
  const { state, events } = newTavern(config);
  return { id, setup: { ...c, seats }, state, last: { seat: -1, events }, seen: seats.map(() => 0), history: withHistory([], events, state.turn.n) };
}

/** Tavern events that tell something hidden or drawn at random to whoever sees them (issue 26.3: undo stops there). */
const TELLING = new Set<TEvent['t']>(['hostedResult', 'drewCards', 'reshuffled', 'drinkRevealed', 'drinkDiscarded', 'rolled', 'saw', 'looted', 'sackReshuffled', 'contest', 'won', 'eliminated', 'hostedStarted', 'roundEnded', 'special', 'prizeUsed']);
/** Events that show a card of the seat that made them: news to every other seat only. */
const SHOWS_OWN = new Set<TEvent['t']>(['cardPlayed', 'discarded', 'companion', 'movedToBottom']);

/** Whether a tavern step's events, as `seat` receives them, show it anything hidden before. */
export function tavernEventsReveal(events: readonly TEvent[], seat: Seat): boolean {
  return eventsFor([...events], seat).some((e) => {
    if (TELLING.has(e.t)) return true;
    if (e.t === 'hosted') return tableEventsReveal([e.ev], e.seats.indexOf(seat));
    if (e.t === 'drew') return e.seat === seat;
    return SHOWS_OWN.has(e.t) && 'seat' in e && e.seat !== seat;
  });
}

/**
 * Hotseat teammates share the screen (issue 24, VARIANTS.md §2.1: teammates see each other's hands). The screen
 * passes from `seat` to a teammate with no hiding screen only while each may see every card the other's view
 * shows, compared card by card through the one door (`seatCards`): a face-down Plot of one of them, which the
 * other may not see, hides the screen as between rivals. Sealed answers are in nobody's view. Outside team games,
 * nobody.
 */
export function screenMates(s: TavernGame['state'], seat: Seat): Seat[] {
  if (!s.teams || s.over || seat < 0) return [];
  const mine = Object.keys(seatCards(s, seat).cards).sort().join(',');
  return teamSeats(s, seat).filter((x) => x !== seat && s.seats[x]!.alive && Object.keys(seatCards(s, x).cards).sort().join(',') === mine);
}

export const tavernRules: MachineRules<TavernGame, TavernSeatAction, TavernScreen, TEvent> = {
  kind: 'tavern',
  noun: 'tavern game',
  configSchema: tavernSetupSchema,
  actionSchema: tavernActionSchema,
  seeded: true,
  setupWords: 'New tavern game',
  idPattern: TAVERN_ID,
  create: (config, at) => {
    const g = newTavernGame(at.id, config as TavernSetup);
    return { state: g, events: g.last!.events };
  },
  apply: (g, seat, action, at) => {
    if (action.t === 'stops') {
      // A seat's own settings, not a move: the game's version stays, so nobody's choice goes stale.
      const seats = g.setup.seats.map((s, i) => (i === seat ? { ...s, stops: stopsSchema.parse(action.stops) } : s));
      return { state: { ...g, setup: { ...g.setup, seats } }, events: [] };
    }
    if (g.state.over) throw new RuleError('game-over', 'The game is over: nothing more can be played.');
    const r = apply(g.state, seat, action);
    const seen = at.by === 'seat' ? g.seen.map((v, i) => (i === seat ? r.state.version : v)) : g.seen;
    return { state: { ...g, state: r.state, last: { seat, events: r.events }, seen, history: withHistory(g.history, r.events, g.state.turn.n) }, events: r.events };
  },
  version: (g) => g.state.version,
  seats: (g) => g.setup.seats.map((s) => ({ name: s.name, kind: s.kind })),
  view: (g, seat, first) => {
    // Who decides next is asked once: a pending seat the host does not decide for is a human's to decide.
    const host = hostDecision(g);
    const pending = g.state.over ? null : (g.state.pending?.seat ?? null);
    return { view: viewFor(g.state, seat), seats: seatsInfo(g), humanToAct: host ? null : pending, hostToAct: host !== null, seen: seat >= 0 ? (g.seen[seat] ?? 0) : 0, ...(first ? { history: historyFor(g.history, seat) } : {}) };
  },
  eventsFor: (events, seat) => eventsFor(events, seat),
  pending: (g) => (g.state.over || !g.state.pending ? [] : [g.state.pending.seat]),
  hostToAct: (g) => hostDecision(g)?.seat ?? null,
  decide: (g, seat) => {
    // The host decides only for the seat `hostToAct` named: a human's decision there is the automatic pass
    // (their stops did not fire), so it is not worked out a second time.
    if (g.setup.seats[seat]!.kind !== 'bot') return { t: 'pass' };
    // Reproducible: the bot's randomness comes from the game's seed and the version.
    const level = g.setup.seats[seat]!.level ?? 'normal';
    const rng = rngFrom(seedRng(mix(g.setup.seed, g.state.version * 8 + seat)));
    return botChooser(level)(g.state, seat, rng);
  },
  batchMore: (events, steps, shown) => {
    if (steps >= MAX_BATCH) return null;
    const seen = eventsFor(events, -1);
    if (seen.some((e) => e.t === 'turn' || e.t === 'eliminated' || e.t === 'won')) return null;
    const now = shown + seen.filter((e) => !QUIET.has(e.t)).length;
    return now < SHOWN_PER_STEP ? now : null;
  },
  problems: (g) => {
    const p = tavernGameProblem(g);
    return p ? [p] : [];
  },
  lastEvents: (g) => g.last?.events ?? [],
  screenMates: (g, seat) => screenMates(g.state, seat),
  reveals: (step, seat) => tavernEventsReveal(step.events, seat),
  ended: (_g, events) => events.some((e) => e.t === 'won'),
  // A replay's chapters: each turn, with whose it is (a bot step batch starts at most one).
  chapter: (step) => {
    const turn = step.events.find((e) => e.t === 'turn');
    return turn ? `Turn ${turn.n}: ${step.state.state.seats[turn.seat]?.name ?? `seat ${turn.seat + 1}`}` : null;
  },
  envelope: (e) => {
    const only = e.only !== undefined ? { for: e.only } : {};
    if (e.t === 'hosted') return { ...only, at: 'hosted', seats: e.seats, ev: e.ev };
    if (e.t === 'ignored') return { ...only, answers: e.uid };
    return only;
  },
};

export function tavernKind(ctx: HostContext): MachineKind<TavernGame, TavernSeatAction, TavernScreen, TEvent> {
  const store: MachineStore<TavernGame> = {
    save: (_id, g, now) => ctx.stores.taverns.save(g, now),
    load: async (id) => {
      const r = await ctx.stores.taverns.load(id);
      return r.ok ? { ok: true, state: r.game, savedAt: r.savedAt } : r;
    },
    list: () => ctx.stores.taverns.list(),
    remove: (id) => ctx.stores.taverns.remove(id),
  };
  const book = ctx.stores.tavernStats;
  return {
    rules: tavernRules,
    store,
    // Counted from the host's own events of each saved step (a Round started or ended, a game won).
    ...(book
      ? {
          async record(_id: string, g: TavernGame, events: readonly TEvent[]) {
            try {
              await book.record(g, events);
              return null;
            } catch (e) {
              return `The statistics could not be updated (${storageProblem(e)}).`;
            }
          },
          async stats() {
            const { book: b, problem } = await book.load();
            return { book: b, problem: problem ? `The tavern statistics could not be read (${problem.problem}); they were kept aside as ${problem.keptAs} and a new book was started.` : null };
          },
          statsDismiss: async () => (await book.dismiss(), { book: (await book.load()).book, problem: null }),
        }
      : {}),
  };
}

export type { StopPrefs, TavernView };
