import { RuleError } from '../engine/errors';
import type { GameEvent, Seat } from '../engine/types';
import { filterEvent } from '../engine/view';
import { botAction, botToAct } from './bots';
import { act, createSession } from './session';
import type { Session, SessionAction, SessionConfig, SessionEvent } from './types';
import { sessionView, type SessionView } from './view';

/**
 * A night in progress, as the host (Electron main or the browser's worker) holds it: it refuses stale
 * actions, applies the accepted ones, and saves after every one of them before answering, so a crash
 * loses at most the action being answered. Saves are written one after another, never interleaved.
 */
export interface SessionSaver {
  save(s: Session): Promise<unknown>;
}

export interface RunResult {
  ok: boolean;
  error?: { code: string; message: string };
  version: number;
  events: SessionEvent[];
}

export class SessionRunner {
  private s: Session;
  private lastTableEvents: GameEvent[] = [];
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    s: Session,
    private readonly saver: SessionSaver | null,
  ) {
    this.s = s;
  }

  /** Starts a new night and saves it. */
  static async create(config: SessionConfig, opts: { id?: string; now?: number } = {}, saver: SessionSaver | null = null): Promise<SessionRunner> {
    const r = new SessionRunner(createSession(config, opts).session, saver);
    await r.save();
    return r;
  }

  /** Resumes a night read back from storage (already checked by the store). */
  static resume(s: Session, saver: SessionSaver | null = null): SessionRunner {
    return new SessionRunner(structuredClone(s), saver);
  }

  get id(): string {
    return this.s.id;
  }

  get version(): number {
    return this.s.version;
  }

  /** The whole session, for saving and tests only: it never crosses to a renderer. */
  snapshot(): Session {
    return structuredClone(this.s);
  }

  /** The night as it stands, read only, for the host's own questions (seats, whose turn): never changed, never sent. */
  peek(): Readonly<Session> {
    return this.s;
  }

  view(seat: Seat): SessionView {
    return sessionView(this.s, seat);
  }

  /** The table events of the last accepted action, as `seat` may see them. */
  tableEventsFor(seat: Seat): GameEvent[] {
    return this.lastTableEvents.map((e) => filterEvent(e, seat));
  }

  async act(seat: Seat, action: SessionAction, version: number, now?: number): Promise<RunResult> {
    if (version !== this.s.version) {
      return { ok: false, version: this.s.version, events: [], error: { code: 'stale-action', message: 'The table has moved on since you chose that; look again and choose anew' } };
    }
    try {
      const r = act(this.s, seat, action, now);
      this.s = r.session;
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
