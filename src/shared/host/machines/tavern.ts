import { z } from 'zod';
import { RuleError } from '../../engine/errors';
import { storageProblem } from '../../sentence';
import type { TavernStore } from '../../storage/taverns';
import { eventsFor } from '../../tavern';
import type { Seat, TAction, TEvent } from '../../tavern/types';
import { loadRefusal, type HostContext, type Machine, type MachineKind, type Outcome, type SeatInfo } from '../machine';
import { publicView, TavernError, TavernMachine, tavernSetupSchema, TAVERN_ID, type StopPrefs, type TavernSetup, type TavernView } from '../tavern-machine';

/**
 * The tavern (The Red Dragon Inn) as a machine of the one host: a TavernMachine, saved to the tavern store
 * (unchanged format) after every accepted action, before the answer goes back.
 *
 * The host's bot step is the tavern's batch: bot decisions and passes for humans whose stops do not fire
 * (TAVERN.md §3.4), until 16 events worth showing, a new turn, an elimination, the end, or a human's
 * decision. The host shows a step's events as an onlooker may see them (`events` of the answer); the
 * events of the same step a human seat may see (its own private ones too, e.g. what it drew) come in that
 * seat's view (`TavernScreen.events`), so the screen at that seat plays those instead.
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
  /** The last action's (or host step's) events as this seat may see them, its private ones included. */
  events: TEvent[];
}

const stopsSchema = z.object({ targeted: z.boolean(), drinkForMe: z.boolean(), losing: z.boolean(), myCheckpoints: z.boolean() }).strict();

/**
 * A seat's action: its shape only (the engine checks it against the legal actions of the moment, legal.ts),
 * or `stops`, the seat's own choice of which windows it is asked in (changed in play, saved with the game).
 */
export const tavernActionSchema = z.union([
  z.object({ t: z.literal('stops'), stops: stopsSchema }).strict(),
  z.object({ t: z.enum(['pass', 'play', 'discard', 'draw', 'order', 'choose', 'game', 'hosted']) }).loose(),
]);

export type TavernSeatAction = TAction | { t: 'stops'; stops: StopPrefs };

/** Bookkeeping events that show nothing on screen. */
const QUIET = new Set<TEvent['e']>(['windowOpened', 'phase']);
/** Host actions per step at most (a safety bound; games end long before). */
const MAX_BATCH = 400;
/**
 * A step answers once this many events worth showing (to an onlooker) have happened, or a new turn starts,
 * or a human must decide: the screen plays them one after another, so fewer, fuller answers cost nothing in
 * what is seen and save a round trip and a save per host action.
 */
const SHOWN_PER_STEP = 16;

export class TavernHostMachine implements Machine<TavernScreen, TavernSeatAction, TEvent> {
  /** The events of the last accepted action or host step, unfiltered (filtered per seat on the way out). */
  private last: TEvent[] = [];

  constructor(
    readonly game: TavernMachine,
    private readonly save: () => Promise<string | undefined>,
  ) {
    this.last = game.snapshot().last?.events ?? [];
  }

  get id(): string {
    return this.game.id;
  }

  get version(): number {
    return this.game.version;
  }

  seats(): readonly SeatInfo[] {
    return this.game.seatsInfo().map((s) => ({ name: s.name, kind: s.kind }));
  }

  view(seat: Seat): TavernScreen {
    const view = seat < 0 ? publicView(this.game.snapshot().state) : this.game.view(seat);
    return { view, seats: this.game.seatsInfo(), humanToAct: this.game.humanToAct(), hostToAct: this.game.hostToAct() !== null, events: this.eventsFor(seat) };
  }

  pending(): Seat[] {
    const p = this.game.pending();
    return p === null ? [] : [p];
  }

  /** The seat the host decides for next: a bot, or a human whose stops do not fire (the host passes). */
  botToAct(): Seat | null {
    return this.game.hostToAct()?.seat ?? null;
  }

  eventsFor(seat: Seat): TEvent[] {
    return eventsFor(this.last, seat);
  }

  snapshot() {
    return this.game.snapshot();
  }

  async act(seat: Seat, action: TavernSeatAction): Promise<Outcome> {
    try {
      if (action.t === 'stops') {
        this.game.setStops(seat, (action as { stops: StopPrefs }).stops);
        this.last = [];
      } else this.last = this.game.act(seat, action, this.version);
    } catch (e) {
      if (e instanceof RuleError || e instanceof TavernError) return { ok: false, version: this.version, error: { code: e.code, message: e.message } };
      throw e;
    }
    const unsaved = await this.save();
    return { ok: true, version: this.version, ...(unsaved ? { unsaved } : {}) };
  }

  async stepBot(): Promise<(Outcome & { seat: Seat }) | null> {
    const batch: TEvent[] = [];
    let actor: Seat = -1;
    let shown = 0;
    for (let i = 0; i < MAX_BATCH; i++) {
      const stepped = this.game.step();
      if (!stepped) break;
      actor = stepped.seat;
      batch.push(...stepped.events);
      const seen = eventsFor(stepped.events, -1);
      shown += seen.filter((e) => !QUIET.has(e.e)).length;
      if (shown >= SHOWN_PER_STEP || seen.some((e) => e.e === 'turn' || e.e === 'eliminated' || e.e === 'won')) break;
    }
    if (actor < 0) return null;
    this.last = batch;
    const unsaved = await this.save();
    return { ok: true, version: this.version, seat: actor, ...(unsaved ? { unsaved } : {}) };
  }
}

const newId = () => `tavern-${Date.now().toString(36)}-${Math.floor(Math.random() * 36 ** 6).toString(36)}`;

export function tavernKind(ctx: HostContext): MachineKind {
  const store: TavernStore = ctx.stores.taverns;
  const saver = (m: TavernMachine) => async (): Promise<string | undefined> => {
    try {
      await store.save(m.snapshot(), ctx.now());
      return undefined;
    } catch (e) {
      return `The tavern game could not be saved (${storageProblem(e)}); the last action is kept in memory only.`;
    }
  };
  return {
    kind: 'tavern',
    noun: 'tavern game',
    configSchema: tavernSetupSchema,
    actionSchema: tavernActionSchema,
    seeded: true,
    setupWords: 'New tavern game',
    idPattern: TAVERN_ID,
    async create(config) {
      const game = TavernMachine.create(newId(), config as TavernSetup);
      const machine = new TavernHostMachine(game, saver(game));
      const unsaved = await saver(game)();
      return { machine, ...(unsaved ? { unsaved } : {}) };
    },
    async resume(id) {
      const loaded = await store.load(id);
      if (!loaded.ok) {
        throw loadRefusal('tavern game', id, loaded);
      }
      const game = TavernMachine.restore(loaded.game);
      return new TavernHostMachine(game, saver(game));
    },
    list: () => store.list(),
    remove: (id) => store.remove(id),
  };
}
