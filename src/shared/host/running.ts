import type { Seat } from '../engine/types';
import { storageProblem } from '../sentence';
import { chanceOf, marksOf, replayLog, undoPoint, type EntryMarks, type LogEntry, type MachineLog } from './log';
import { Refusal, type Applied, type MachineKind, type MachineRules, type PartRules, type SeatInfo } from './machine';
import type { Envelope } from './payload';
import type { ReplayStore } from '../storage/replays';
import type { AchievementStore } from '../storage/achievements';
import { unlockedBy } from '../achievements';

/**
 * One open machine in the host, of any kind: its id, its state, the events of its last accepted step, and
 * the queue of its saves. This is where the host does, once for every kind, what the kinds' rules modules
 * leave to it: applying through the rules, taking the host's own decisions in batches, saving after every
 * accepted step (one save at a time, in order) and counting the statistics. The host (host.ts) checks who
 * may act and the version before anything reaches here.
 */
export interface Outcome {
  ok: boolean;
  /** The version after the step (unchanged when refused). */
  version: number;
  error?: { code: string; message: string };
  /** Set when the accepted step could not be saved: a sentence; the play goes on in memory. */
  unsaved?: string;
  /** Achievements this step unlocked for the first time (their ids). */
  unlocked?: string[];
}

/** The one sentence for an undo the host did not offer (or no longer offers), for every kind. */
export const NO_UNDO = 'There is nothing you can take back now: your last decision was followed by something hidden or random, or by another player.';

/** A place in a machine the host can talk to: the machine itself, or a part of it. */
export interface Place {
  readonly version: number;
  seats(): readonly SeatInfo[];
  view(seat: Seat, first?: boolean): unknown;
  pending(): Seat[];
  botToAct(): Seat | null;
  eventsFor(seat: Seat): Envelope[];
  anySeatMay(action: unknown): boolean;
  /** Whether `seat` may take back its last decision now (issue 26.3). */
  undoable(seat: Seat): boolean;
  /** The seats `seat`'s screen may pass to with no hiding screen (MachineRules.screenMates; none by default). */
  screenMates(seat: Seat): Seat[];
}

/** Events in the one envelope: each with its place, whom it is for and where it happened. */
export function wrap<E>(rules: Pick<MachineRules<unknown, unknown, unknown, E>, 'kind' | 'envelope'>, version: number, events: readonly E[], at = rules.kind): Envelope[] {
  return events.map((e, i) => {
    const x = rules.envelope?.(e) ?? {};
    return {
      at: x.at ?? at,
      id: `${version}.${i}`,
      for: x.for ?? 'all',
      ...(x.answers !== undefined ? { answers: x.answers } : {}),
      ...(x.seats ? { seats: [...x.seats] } : {}),
      ev: (x.ev ?? e) as Envelope['ev'],
    };
  });
}

export class Running<S = unknown, A = unknown, V = unknown, E = unknown> implements Place {
  private last: { events: E[]; parts: Record<string, unknown[]> };
  private queue: Promise<unknown> = Promise.resolve();
  /** The action log since the machine was created (null: resumed from a save older than logs, or a log that did not replay to it). */
  private log: MachineLog | null;
  private marks: EntryMarks[];
  /** `chanceOf` the state as it is (worked out once per step, not twice). */
  private chance: string | null = null;

  constructor(
    readonly id: string,
    private readonly kind: MachineKind<S, A, V, E>,
    private s: S,
    private readonly now: () => number,
    first?: Applied<S, E>,
    log?: { log: MachineLog; marks: EntryMarks[] } | null,
    /** Where the live log and, once a game ends, its replay are kept (none: the log lives in memory only). */
    private readonly replays: ReplayStore | null = null,
    /** Where achievements unlocked in live play are kept (issue 26.4); never given to a replay. */
    private readonly achievements: AchievementStore | null = null,
  ) {
    this.last = { events: first?.events ?? kind.rules.lastEvents?.(s) ?? [], parts: first?.parts ?? {} };
    this.log = log ? { origin: log.log.origin, entries: [...log.log.entries] } : null;
    this.marks = log ? [...log.marks] : [];
  }

  /** The action log as it is now (a copy), or null when this machine has none. */
  actionLog(): MachineLog | null {
    return this.log && structuredClone(this.log);
  }

  undoable(seat: Seat): boolean {
    return this.undoTo(seat) !== null;
  }

  private undoTo(seat: Seat): number | null {
    if (!this.log || seat < 0) return null;
    return undoPoint(this.log.entries, this.marks, seat, this.seats()[seat]?.kind === 'human');
  }

  /**
   * Takes back `seat`'s last decision and the host's decisions after it: the machine becomes what replaying its
   * log without them gives, exactly the state before that decision. Refused with a sentence when not offered.
   */
  async undo(seat: Seat): Promise<Outcome> {
    const to = this.undoTo(seat);
    if (to === null || !this.log) throw new Refusal('no-undo', NO_UNDO);
    const back = replayLog(this.rules, this.log, to);
    this.log.entries.length = to;
    this.marks.length = to;
    this.chance = null;
    return this.accepted({ state: back.state, events: [] });
  }

  /** Applies one step through the rules and writes it in the log (with what it showed and drew). */
  private applyLogged(seat: Seat, action: A, by: 'seat' | 'host'): Applied<S, E> {
    const now = this.now();
    const r = this.rules.apply(this.s, seat, action, { now, by });
    if (this.log) {
      this.log.entries.push({ seat, action: structuredClone(action), by, now } satisfies LogEntry);
      const m = marksOf(this.rules, this.chance ?? chanceOf(this.s), r, this.seats());
      this.marks.push(m.marks);
      this.chance = m.chance;
    }
    return r;
  }

  private get rules(): MachineRules<S, A, V, E> {
    return this.kind.rules;
  }

  get version(): number {
    return this.rules.version(this.s);
  }

  seats(): readonly SeatInfo[] {
    return this.rules.seats(this.s);
  }

  view(seat: Seat, first = false): V {
    return this.rules.view(this.s, seat, first);
  }

  pending(): Seat[] {
    return this.rules.pending(this.s);
  }

  botToAct(): Seat | null {
    return this.rules.hostToAct(this.s);
  }

  eventsFor(seat: Seat): Envelope[] {
    return wrap(this.rules, this.version, this.rules.eventsFor(this.last.events, seat));
  }

  anySeatMay(action: unknown): boolean {
    return this.rules.anySeatMay?.(action as A) ?? false;
  }

  screenMates(seat: Seat): Seat[] {
    return this.rules.screenMates?.(this.s, seat) ?? [];
  }

  check(action: unknown): string | null {
    if (!this.rules.check) throw new Refusal('bad-request', `Nothing can be checked in advance at a ${this.rules.noun}`);
    return this.rules.check(this.s, action as A);
  }

  /** The whole state, for saving and tests only: it never crosses to a page. */
  snapshot(): S {
    return structuredClone(this.s);
  }

  /** A part of this machine (a night's table), or null when the kind has no part of that name. */
  part(name: string): Place | null {
    const p = this.rules.parts?.[name];
    return p ? new PartPlace(this, p, name) : null;
  }

  /** A person's action (the host checked the seat and the version). A refusal is a sentence; nothing changes. */
  async act(seat: Seat, action: A): Promise<Outcome> {
    const r = this.applyLogged(seat, action, 'seat');
    return this.accepted(r);
  }

  /** The host's own decisions, in one batch as the kind says (a bot's move; the tavern's passes too). */
  async step(): Promise<(Outcome & { seat: Seat }) | null> {
    let steps = 0;
    let tally = 0;
    let seat: Seat | null = null;
    const events: E[] = [];
    const parts: Record<string, unknown[]> = {};
    for (;;) {
      const who = this.rules.hostToAct(this.s);
      if (who === null) break;
      const r = this.applyLogged(who, this.rules.decide(this.s, who), 'host');
      this.s = r.state;
      seat = who;
      steps++;
      events.push(...r.events);
      for (const [k, v] of Object.entries(r.parts ?? {})) parts[k] = (parts[k] ?? []).concat(v);
      const more = this.rules.batchMore?.(r.events, steps, tally) ?? null;
      if (more === null) break;
      tally = more;
    }
    if (seat === null) return null;
    return { ...(await this.accepted({ state: this.s, events, parts })), seat };
  }

  private async accepted(r: Applied<S, E>): Promise<Outcome> {
    this.s = r.state;
    this.last = { events: r.events, parts: r.parts ?? {} };
    const unsaved = await this.save(r.events);
    const unlocked = await this.achieve();
    return { ok: true, version: this.version, ...(unsaved ? { unsaved } : {}), ...(unlocked.length ? { unlocked } : {}) };
  }

  /** Saves the state as it is now (and counts it); a sentence when that failed. Saves are written in order. */
  async save(events: readonly E[] = []): Promise<string | undefined> {
    const failed = await this.write();
    if (failed) return `The ${this.rules.noun} could not be saved (${failed}); the last action is kept in memory only.`;
    const counted = (await this.kind.record?.(this.id, this.s, events)) ?? undefined;
    const kept = await this.keep(events);
    return counted ?? kept;
  }

  /** The achievements the last accepted step unlocked for the first time (from the host's own events). */
  private async achieve(): Promise<string[]> {
    if (!this.achievements) return [];
    const humans = this.seats().flatMap((x, i) => (x.kind === 'human' ? [i] : []));
    const ids = unlockedBy({ kind: this.rules.kind, state: this.s, events: this.last.events, parts: this.last.parts, humans });
    if (!ids.length) return [];
    // An achievement that could not be written is not lost: the same win unlocks it next time; the game goes on.
    return this.achievements.unlock(ids, this.now()).catch(() => []);
  }

  /**
   * Keeps the log beside the save, and, when this step finished a game (a table's game, the night, the tavern
   * game), the replay. A failure is told; the game plays on.
   */
  private async keep(events: readonly E[]): Promise<string | undefined> {
    if (!this.replays || !this.log) return undefined;
    const log = structuredClone(this.log);
    try {
      await this.replays.saveLive(this.id, log);
      if (this.rules.ended?.(this.s, events)) {
        const seats = this.seats().map((x) => ({ name: x.name, kind: x.kind }));
        const noun = this.rules.noun;
        await this.replays.save({ kind: this.rules.kind as 'table' | 'night' | 'tavern', id: this.id, title: `${noun[0]!.toUpperCase()}${noun.slice(1)}: ${seats.map((x) => x.name).join(', ')}`, finishedAt: this.now(), seats, log });
      }
      return undefined;
    } catch (e) {
      return `The replay of this ${this.rules.noun} could not be kept (${storageProblem(e)}); the game itself is saved.`;
    }
  }

  /** Writes the state as it is now, after every write asked for before; why it failed, in words, or null. */
  async write(): Promise<string | null> {
    const store = this.kind.store;
    if (!store) return null;
    const snapshot = structuredClone(this.s);
    const write = this.queue.then(() => store.save(this.id, snapshot, this.now()));
    this.queue = write.catch(() => undefined);
    try {
      await write;
      return null;
    } catch (e) {
      return storageProblem(e);
    }
  }

  /** Waits until every save asked for so far is written. */
  flush(): Promise<unknown> {
    return this.queue;
  }

  /** The last step's events of a part, unfiltered. */
  partEvents(name: string): unknown[] {
    return this.last.parts[name] ?? [];
  }

  /** For a part: the state as it is (never changed through this, never sent). */
  peek(): S {
    return this.s;
  }
}

/** A part of a running machine (a night's table): its own version and view, acting through its parent. */
export class PartPlace<S> implements Place {
  constructor(
    readonly owner: Running<S>,
    private readonly p: PartRules<S>,
    private readonly name: string,
  ) {}

  /** Refuses the part while it is not there (no game being played at the night). */
  present(): void {
    const why = this.p.absent(this.owner.peek());
    if (why) throw new Refusal('no-table', why);
  }

  get version(): number {
    return this.p.version(this.owner.peek());
  }

  seats(): readonly SeatInfo[] {
    return this.owner.seats();
  }

  view(seat: Seat): unknown {
    this.present();
    return this.p.view(this.owner.peek(), seat);
  }

  pending(): Seat[] {
    return this.p.absent(this.owner.peek()) ? [] : this.p.pending(this.owner.peek());
  }

  botToAct(): Seat | null {
    return this.p.hostActs(this.owner.peek()) ? this.owner.botToAct() : null;
  }

  eventsFor(seat: Seat): Envelope[] {
    return wrap({ kind: this.name }, this.version, this.p.eventsFor(this.owner.partEvents(this.name), seat));
  }

  anySeatMay(action: unknown): boolean {
    return this.p.anySeatMay?.(action) ?? false;
  }

  /** A part (a night's table) has no teams: every hand-over hides the screen. */
  screenMates(): Seat[] {
    return [];
  }

  undoable(seat: Seat): boolean {
    return this.owner.undoable(seat);
  }

  async undo(seat: Seat): Promise<Outcome> {
    const r = await this.owner.undo(seat);
    return { ...r, version: this.version };
  }

  async act(seat: Seat, action: unknown): Promise<Outcome> {
    this.present();
    const r = await this.owner.act(seat, this.p.wrap(action));
    return { ...r, version: this.version };
  }

  async step(): Promise<(Outcome & { seat: Seat }) | null> {
    if (this.botToAct() === null) return null;
    const r = await this.owner.step();
    return r && { ...r, version: this.version };
  }
}
