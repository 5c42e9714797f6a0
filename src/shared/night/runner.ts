import { RuleError } from '../engine/errors';
import type { GameEvent, Seat } from '../engine/types';
import { filterEvent } from '../engine/view';
import { botAction, botToAct } from './bots';
import { act, createNight } from './night';
import type { Night, NightAction, NightConfig, NightEvent } from './types';
import { nightSeatView, type NightSeatView } from './view';

/**
 * A night in progress, as the host (Electron main or the browser's worker) holds it: it refuses stale
 * actions, applies the accepted ones, and saves after every one of them before answering, so a crash
 * loses at most the action being answered. Saves are written one after another, never interleaved.
 */
export interface NightSaver {
  save(s: Night): Promise<unknown>;
}

export interface RunResult {
  ok: boolean;
  error?: { code: string; message: string };
  version: number;
  events: NightEvent[];
}

export class NightRunner {
  private s: Night;
  private lastTableEvents: GameEvent[] = [];
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    s: Night,
    private readonly saver: NightSaver | null,
  ) {
    this.s = s;
  }

  /** Starts a new night and saves it. */
  static async create(config: NightConfig, opts: { id?: string; now?: number } = {}, saver: NightSaver | null = null): Promise<NightRunner> {
    const r = new NightRunner(createNight(config, opts).night, saver);
    await r.save();
    return r;
  }

  /** Resumes a night read back from storage (already checked by the store). */
  static resume(s: Night, saver: NightSaver | null = null): NightRunner {
    return new NightRunner(structuredClone(s), saver);
  }

  get id(): string {
    return this.s.id;
  }

  get version(): number {
    return this.s.version;
  }

  /** The whole night, for saving and tests only: it never crosses to a renderer. */
  snapshot(): Night {
    return structuredClone(this.s);
  }

  /** The night as it stands, read only, for the host's own questions (seats, whose turn): never changed, never sent. */
  peek(): Readonly<Night> {
    return this.s;
  }

  view(seat: Seat): NightSeatView {
    return nightSeatView(this.s, seat);
  }

  /** The table events of the last accepted action, as `seat` may see them. */
  tableEventsFor(seat: Seat): GameEvent[] {
    return this.lastTableEvents.map((e) => filterEvent(e, seat));
  }

  async act(seat: Seat, action: NightAction, version: number, now?: number): Promise<RunResult> {
    if (version !== this.s.version) {
      return { ok: false, version: this.s.version, events: [], error: { code: 'stale-action', message: 'The table has moved on since you chose that; look again and choose anew' } };
    }
    try {
      const r = act(this.s, seat, action, now);
      this.s = r.night;
      this.lastTableEvents = r.tableEvents;
      await this.save();
      return { ok: true, version: this.s.version, events: r.events };
    } catch (e) {
      if (e instanceof RuleError) return { ok: false, version: this.s.version, events: [], error: { code: e.code, message: e.message } };
      throw e;
    }
  }

  /** The bot seat that acts next, or null when the night waits for a human. */
  botToAct(): Seat | null {
    return botToAct(this.s);
  }

  /** Lets the next bot act (and saves). Null when no bot is due. */
  async stepBot(now?: number): Promise<(RunResult & { seat: Seat }) | null> {
    const seat = botToAct(this.s);
    if (seat === null) return null;
    const r = await this.act(seat, botAction(this.s, seat), this.s.version, now);
    if (!r.ok) throw new Error(`The bot at seat ${seat} chose an illegal action: ${r.error?.message}`);
    return { ...r, seat };
  }

  /** Waits until every save asked for so far is written. */
  flush(): Promise<unknown> {
    return this.queue;
  }

  private save(): Promise<unknown> {
    if (!this.saver) return Promise.resolve();
    const snapshot = structuredClone(this.s);
    const next = this.queue.then(() => this.saver!.save(snapshot));
    this.queue = next.catch(() => undefined);
    return next;
  }
}
