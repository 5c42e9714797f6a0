import type { z } from 'zod';
import type { Seat } from '../engine/types';
import type { NightStore } from '../storage/nights';
import type { StatsStore } from '../storage/stats';
import type { TableStatsStore, TableStore } from '../storage/tables';
import type { TavernStore } from '../storage/taverns';
import type { DrawSeed } from './seed';

/**
 * The one interface every machine the host serves implements: a table, a night (Adventurer's Choice), and
 * the tavern to come. The host (host.ts) owns every machine, addresses each by its kind and id, checks
 * who may act and look, and answers the page; a machine only knows its own rules and state.
 *
 * To add a machine kind: write one module exporting a `MachineKind` (like machines/table.ts) and add one
 * line to the registry (machines/index.ts). Nothing else in the host changes.
 *
 * The contract, in order of use:
 * - `create(config)` starts a machine from a config the kind's own schema accepted; `resume(id)` reopens a
 *   saved one (kinds that save). Both may save before answering.
 * - `version` counts accepted actions. The host refuses an action chosen on another version before the
 *   machine sees it, so a stale or repeated action is never applied twice.
 * - `act(seat, action)` applies an action the kind's `actionSchema` accepted, for a seat the host already
 *   checked (it exists; it is a human's, unless `anySeatMay(action)`). A `RuleError` refuses it with its
 *   sentence and changes nothing; any other throw is a bug, logged by the host and told as a sentence.
 * - `view(seat)`: what `seat` (-1: an onlooker) may see. `eventsFor(seat)`: the events of the last
 *   accepted action as `seat` may see them. Nothing else of the state ever leaves the host.
 * - `pending()`: the seats whose decision is awaited; `botToAct()`: the bot the host asks next (null while
 *   a human is awaited); `stepBot()` lets it decide from its own view and applies the decision.
 * - `snapshot()`: the whole state, for saving and tests only.
 * - `part(name)`: a machine nested inside this one (a night's table, the tavern's Round of Gambling),
 *   addressed as `{ kind, id, part }`; its answers carry this machine's view and events too (`outer`).
 */
export interface Outcome {
  ok: boolean;
  /** The machine's version after the action (unchanged when refused). */
  version: number;
  error?: { code: string; message: string };
  /** Set when the machine could not save the accepted action: a sentence; the play goes on in memory. */
  unsaved?: string;
}

export interface SeatInfo {
  name: string;
  kind: 'human' | 'bot';
}

export interface Machine<View = unknown, Action = unknown, Event = unknown> {
  readonly id: string;
  readonly version: number;
  /** Who sits at the machine: the host lets the page act only for humans and look only at humans' seats. */
  seats(): readonly SeatInfo[];
  /** Whether any seat may send this action, a bot's too (a table's `next-game`: any screen may start it). */
  anySeatMay?(action: Action): boolean;
  view(seat: Seat): View;
  pending(): Seat[];
  botToAct(): Seat | null;
  act(seat: Seat, action: Action): Promise<Outcome>;
  /** The next bot's decision, applied; null when no bot is due. */
  stepBot(): Promise<(Outcome & { seat: Seat }) | null>;
  eventsFor(seat: Seat): Event[];
  snapshot(): unknown;
  part?(name: string): Machine | null;
  /** Would this action be accepted now? A sentence when not (the night's chooser asks before choosing). */
  check?(action: Action): string | null;
  /** Waits for pending saves; called before the host forgets the machine. */
  flush?(): Promise<unknown>;
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

/** What the host gives every kind when it is made. */
export interface HostContext {
  stores: HostStores;
  /** The clock (the page never sends a time). */
  now: () => number;
  /** Where seeds come from when a person typed none (seed.ts). */
  draw: DrawSeed;
}

export interface HostStores {
  nights: NightStore;
  stats: StatsStore;
  tables: TableStore;
  tableStats: TableStatsStore;
  taverns: TavernStore;
}

export interface MachineKind {
  readonly kind: string;
  /** How the kind is named in a sentence ("table", "night"). */
  readonly noun: string;
  /** The create config, checked by the host before `create` (the host fills in a seed first when `seeded`). */
  readonly configSchema: z.ZodType;
  /** Every action, checked by the host before `act` (the machine checks legality itself). */
  readonly actionSchema: z.ZodType;
  /** The actions of each part (a night's `table`), checked the same way. */
  readonly partActions?: Readonly<Record<string, z.ZodType>>;
  /** The config has a `seed` the host draws unless a person typed one (seed.ts). */
  readonly seeded: boolean;
  /** How a config's problem is introduced: the lobby's form ("Table setup"), its problems the player's to fix. */
  readonly setupWords: string;
  /** The ids this kind saves under: the host refuses to resume or delete any other, with a sentence. */
  readonly idPattern: RegExp;
  create(config: unknown): Promise<{ machine: Machine; unsaved?: string }>;
  resume?(id: string): Promise<Machine>;
  list?(): Promise<SaveList>;
  remove?(id: string): Promise<void>;
  stats?(): Promise<StatsReport>;
  statsDismiss?(): Promise<StatsReport>;
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
