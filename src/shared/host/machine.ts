import type { z } from 'zod';
import type { Seat } from '../engine/types';
import type { NightStore } from '../storage/nights';
import type { Loaded } from '../storage/shelf';
import type { AchievementStore } from '../storage/achievements';
import type { ReplayStore } from '../storage/replays';
import type { StatsStore } from '../storage/stats';
import type { TableStatsStore, TableStore } from '../storage/tables';
import type { TavernStore } from '../storage/taverns';
import type { TavernStatsStore } from '../storage/tavern-stats';
import type { DrawSeed } from './seed';

/**
 * The one machine contract (issue 21). Every kind of machine the host serves — a single table, a night
 * (Adventurer's Choice), a tavern game — is a pure rules module, `MachineRules`: no class, no storage, no
 * version check, no knowledge of who sits at a screen. The host (host.ts, running.ts) does the rest once
 * for every kind: versions and stale actions, human and bot seats, saving after every accepted action, the
 * batches of its own decisions (bots, and the tavern's passes for humans whose stops do not fire), and the
 * onlookers' view (seat -1) for a hotseat screen.
 *
 * To add a machine kind: write one module exporting a `MachineKind` (its rules, its store, its statistics)
 * and add one line to the registry (machines/index.ts). Nothing else in the host changes.
 */

/** What an accepted action (or the start) produced: the new state and what happened, unfiltered. */
export interface Applied<S, E> {
  state: S;
  events: E[];
  /** Events of a part nested in the machine (a night's table), by part name, unfiltered. */
  parts?: Record<string, unknown[]>;
}

export interface SeatInfo {
  name: string;
  kind: 'human' | 'bot';
}

/** A machine nested in another (a night's table), addressed `{ kind, id, part }`; it lives in its parent's state. */
export interface PartRules<S> {
  readonly actionSchema: z.ZodType;
  /** Why the part cannot be used now (a sentence), or null. */
  absent(s: S): string | null;
  /** The part's own version: a stale action is refused against it, as at a machine of its own. */
  version(s: S): number;
  view(s: S, seat: Seat): unknown;
  pending(s: S): Seat[];
  /** Whether the parent's next host decision belongs to this part (a bot deciding at the night's table). */
  hostActs(s: S): boolean;
  /** The parent's action that carries the part's action. */
  wrap(action: unknown): unknown;
  /** The part's events as `seat` (-1: an onlooker) may see them. */
  eventsFor(events: readonly unknown[], seat: Seat): unknown[];
  /** Any seat may send this action, a bot's seat too (a table's `next-game`). */
  anySeatMay?(action: unknown): boolean;
  /** The part's view with every card shown (a finished replay's "reveal every card"; MachineRules.revealed). */
  revealed?(s: S): unknown;
}

/**
 * A kind's rules. `S` its whole state (saved, never sent), `A` an action, `V` a view, `E` an event.
 * Every function is pure: `apply` returns a new state (the one it was given is left as it was) or throws a
 * `RuleError` whose sentence is the refusal.
 */
export interface MachineRules<S = unknown, A = unknown, V = unknown, E = unknown> {
  readonly kind: string;
  /** How the kind is named in a sentence ("table", "night", "tavern game"). */
  readonly noun: string;
  /** The create config, checked by the host before `create` (the host fills in a seed first when `seeded`). */
  readonly configSchema: z.ZodType;
  /** Every action's shape, checked by the host before `apply` (legality is `apply`'s). */
  readonly actionSchema: z.ZodType;
  readonly seeded: boolean;
  /** How a config's problem is introduced: the lobby's form ("Table setup"), its problems the player's to fix. */
  readonly setupWords: string;
  /** The ids this kind saves under: the host refuses to resume or delete any other, with a sentence. */
  readonly idPattern: RegExp;
  /** A new machine from a config the schema accepted, under the host's fresh id `at.id`. */
  create(config: unknown, at: { id: string; now: number }): Applied<S, E>;
  /** `by`: a seat's own decision, or one the host took for it (a bot's, an automatic pass). */
  apply(s: S, seat: Seat, action: A, at: { now: number; by: 'seat' | 'host' }): Applied<S, E>;
  version(s: S): number;
  seats(s: S): readonly SeatInfo[];
  /**
   * What `seat` may see; -1 is the onlooker, answered by the kind's own door for secrets. `first`: the look a
   * screen opens with (a `view` request), where a kind may add what only an opening screen needs (the tavern's
   * log so far); the looks that come with every answer leave it out, so they stay the size of the table.
   */
  view(s: S, seat: Seat, first?: boolean): V;
  /** The events `seat` (or -1) may see of those an action produced. */
  eventsFor(events: readonly E[], seat: Seat): E[];
  /** The seats whose decision is awaited. */
  pending(s: S): Seat[];
  /** The seat the host decides for next (a bot; a human whose stops do not fire), or null while a human is awaited. */
  hostToAct(s: S): Seat | null;
  /** The host's decision for that seat. A bot reads only its own seat's view (and the game's seed and version). */
  decide(s: S, seat: Seat): A;
  /**
   * Whether the host goes on deciding within one `bot-step` answer, after a step whose events are `events`, the
   * `steps`-th of the batch: the kind's running count (`tally`, 0 at the first step) is handed back to it, so a
   * batch costs one look at each step's events. The new count to go on with, or null to answer now. The tavern
   * answers once 16 events are worth showing; a table (no `batchMore`) after each move.
   */
  batchMore?(events: readonly E[], steps: number, tally: number): number | null;
  /** Everything that must hold of a state (a save read back, a state after an action), as sentences. */
  problems(s: unknown): string[];
  /** Any seat may send this action, a bot's seat too (a table's `next-game`: any screen may start it). */
  anySeatMay?(action: A): boolean;
  /**
   * Hotseat (issue 24): the seats `seat`'s screen may pass to, and from, with no hiding screen between them,
   * because each may see everything the other's view shows now (the tavern's teammates, who see each other's
   * hands by rule). Who may see what stays the view's business: the kind answers from its views, the page only
   * reads the answer. Symmetric. A kind without it hides the screen at every hand-over.
   */
  screenMates?(s: S, seat: Seat): Seat[];
  /** Would this action be accepted now? A sentence when not (the night's chooser asks before choosing). */
  check?(s: S, action: A): string | null;
  /**
   * How an event travels in the one envelope (payload.ts `Envelope`), when not as itself, public, at this
   * kind: a private event names its seat, a hosted game's event is the hosted table's own, an answer its item.
   */
  envelope?(e: E): { at?: string; for?: Seat | 'all'; answers?: number; seats?: Seat[]; ev?: unknown };
  /**
   * Whether a step showed `seat` something it could not know before (a card drawn or dealt, a card of another
   * seat shown, a die, the end of a game): undo is not offered past such a step (issue 26.3). Unfiltered: the
   * kind filters for the seat itself. A kind without it offers no undo.
   */
  reveals?(step: Applied<S, E>, seat: Seat): boolean;
  /** Whether this step finished a game worth keeping as a replay (a table's game, a night, a tavern game). */
  ended?(s: S, events: readonly E[]): boolean;
  /**
   * A replay's chapter that starts with this step (a game dealt, a turn begun), in words, or null: the viewer
   * jumps from chapter to chapter (issue 26.2). A kind without it has one chapter, the whole replay.
   */
  chapter?(step: Applied<S, E>): string | null;
  /**
   * The view with every card shown, for a finished game's replay with at most one human ("reveal every card",
   * issue 26.2); never used in live play. A kind without it reveals by letting any seat be watched.
   */
  revealed?(s: S): V;
  /** The events to show after a resume (a kind that saves its last step's events). */
  lastEvents?(s: S): E[];
  parts?: Readonly<Record<string, PartRules<S>>>;
}

/** A kind's saves: the host hands the store the kind's `problems` when it reads one back. */
export interface MachineStore<S> {
  save(id: string, state: S, now: number): Promise<void>;
  load(id: string): Promise<Loaded<{ state: S }>>;
  list(): Promise<SaveList>;
  remove(id: string): Promise<void>;
}

/** Saved machines of one kind, as the page's lists show them. */
export interface SaveList {
  saves: unknown[];
  problems: unknown[];
}

/** What a kind reports about its statistics book: the book, and a sentence when something went wrong. */
export interface StatsReport {
  book: unknown;
  problem: string | null;
}

/** A served kind: its rules, where its machines are saved, and what it counts. */
export interface MachineKind<S = unknown, A = unknown, V = unknown, E = unknown> {
  readonly rules: MachineRules<S, A, V, E>;
  readonly store?: MachineStore<S>;
  /** Counts a saved step in the statistics; a sentence when that failed (the step is played and saved). */
  record?(id: string, s: S, events: readonly E[]): Promise<string | null>;
  stats?(): Promise<StatsReport>;
  statsDismiss?(): Promise<StatsReport>;
}

/** What the host gives every kind when it is made. */
export interface HostContext {
  stores: HostStores;
  /** The clock (the page never sends a time). */
  now: () => number;
  /** Where seeds come from when a person typed none (seed.ts). */
  draw: DrawSeed;
}

export interface HostStores {
  /** Replays and the live action logs (issue 26.2); without it, logs live in memory only. */
  replays?: ReplayStore;
  /** The achievements book, kept with the statistics (issue 26.4). */
  achievements?: AchievementStore;
  nights: NightStore;
  stats: StatsStore;
  tables: TableStore;
  tableStats: TableStatsStore;
  taverns: TavernStore;
  /** The tavern games' statistics (issue 26.5); without it, tavern games are not counted. */
  tavernStats?: TavernStatsStore;
}

/** A refusal of the host or a machine kind (no such machine, a save that cannot be opened): code + sentence. */
export class Refusal extends Error {
  override name = 'Refusal';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A save a kind's store could not hand back (every store reports it in this shape). */
export interface LoadFailure {
  reason: 'missing' | 'corrupt' | 'newer';
  problem: string;
  keptAs: string | null;
}

/** Why a saved machine cannot be resumed, told the same way for every kind ("night", "table", "tavern game"). */
export function loadRefusal(noun: string, id: string, loaded: LoadFailure): Refusal {
  if (loaded.reason === 'missing') return new Refusal('save-missing', `There is no saved ${noun} "${id}" any more.`);
  if (loaded.reason === 'newer') return new Refusal('save-newer', `This saved ${noun} cannot be opened: ${loaded.problem}. It is left as it is.`);
  return new Refusal('save-corrupt', `This saved ${noun} could not be read: ${loaded.problem}. It was kept aside as ${loaded.keptAs}, not deleted.`);
}
