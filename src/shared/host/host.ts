import { z } from 'zod';
import { RuleError } from '../engine/errors';
import type { Seat } from '../engine/types';
import { issueMessage, issueWords, sentence, shown } from '../sentence';
import { ACHIEVEMENTS } from '../achievements';
import { catalogue } from './catalogue';
import { tavernCatalogue } from './tavern-catalogue';
import { rebuildLog, stableJson, type EntryMarks, type MachineLog } from './log';
import { loadRefusal, Refusal, type HostContext, type HostStores, type MachineKind, type MachineRules } from './machine';
import { MACHINE_KINDS } from './machines/index';
import { ReplayDesk } from './replays';
import { checkPayload, REPLAY_TEXT_CHARS, requestSchema, type HostReply, type HostRequest, type Look } from './payload';
import { NO_UNDO, PartPlace, Running, type Place } from './running';
import { drawSeed, withHostSeed, type DrawSeed } from './seed';

/**
 * The one game host: every table, night (and, next, tavern) the app has open, each a machine of a
 * registered kind (machines/index.ts) with its id and version. The same class runs in Electron's main
 * process and in the browser build's Web Worker; only the transport around it differs.
 *
 * Every message comes through `handle`, the one door: bounded (payload.ts), checked against the one
 * message schema, then routed to a machine by kind and id (and part). The host, not the machine, checks
 * what the page may do, because the page is not trusted: it may act only for the human seats of a machine
 * (bots decide in the host, on `bot-step`), look only at a human's seat or as an onlooker (seat -1), and act
 * only on the version it saw. An action's answer carries the acting seat's events and new view, so one
 * request is one action. A refusal is always a sentence of ours; an internal error is logged and told as
 * a sentence, never by its own text.
 */
export interface HostOptions {
  stores: HostStores;
  /** The clock nights count their time limit with (the page never sends a time). */
  now?: () => number;
  /** Where seeds come from when a person typed none (tests pass a fixed one). */
  draw?: DrawSeed;
  /** Where internal errors go (the console on a platform); by default kept in `failures`. */
  log?: (what: string, error: unknown) => void;
  /** Fresh machine ids (by default unique across restarts; tests name their own). */
  newId?: (kind: string) => string;
  /** The machine kinds served (by default the registry; tests add a failing one). */
  kinds?: readonly ((ctx: HostContext) => MachineKind)[];
}

interface Served {
  def: MachineKind;
  open: Map<string, Running>;
  configGate: z.ZodType;
  /** The action schema of the kind (key ''), and of each of its parts. */
  actionGates: Map<string, z.ZodType>;
}

const refuse = (code: string, message: string): HostReply => ({ ok: false, error: { code, message: sentence(message) } });

/** What the page is told when something broke inside the host (the error itself is logged). */
export const INTERNAL_ACT = 'Something went wrong on the table; your last action was not applied.';
export const INTERNAL_BOT = "Something went wrong on the table; the bot's move was not applied.";
export const INTERNAL_OTHER = 'Something went wrong in the game host; nothing was changed.';

export class Host {
  private readonly served = new Map<string, Served>();
  private readonly ctx: HostContext;
  private readonly log: (what: string, error: unknown) => void;
  private readonly newId: (kind: string) => string;
  private readonly replays: ReplayDesk;
  /** Internal errors, newest last, when no log was given (tests read them). */
  readonly failures: { what: string; error: unknown }[] = [];

  constructor(opts: HostOptions) {
    this.ctx = { stores: opts.stores, now: opts.now ?? (() => Date.now()), draw: opts.draw ?? drawSeed };
    this.newId = opts.newId ?? freshId;
    this.log =
      opts.log ??
      ((what, error) => {
        this.failures.push({ what, error });
        if (this.failures.length > 20) this.failures.shift();
      });
    this.replays = new ReplayDesk(opts.stores.replays, (kind) => this.kind(kind).def.rules, () => this.newId('replay'), this.ctx.now);
    for (const make of opts.kinds ?? MACHINE_KINDS) {
      const def = make(this.ctx);
      const r = def.rules;
      this.served.set(r.kind, {
        def,
        open: new Map(),
        configGate: z.object({ config: r.configSchema }),
        actionGates: new Map([['', r.actionSchema] as const, ...Object.entries(r.parts ?? {}).map(([part, p]) => [part, p.actionSchema] as const)].map(([part, schema]) => [part, z.object({ action: schema })])),
      });
    }
  }

  /** Answers one message; never throws, never rejects. */
  async handle(raw: unknown): Promise<HostReply> {
    // A replay file brought in is the one message larger than the usual bound (one string, checked by its schema).
    const importing = typeof raw === 'object' && raw !== null && (raw as { type?: unknown }).type === 'replay-import';
    const why = checkPayload(raw, importing ? REPLAY_TEXT_CHARS + 1024 : undefined);
    if (why) return refuse('bad-request', `Bad request: ${why}`);
    const parsed = requestSchema.safeParse(raw, { error: issueWords });
    if (!parsed.success) return refuse('bad-request', `Bad request: ${issueMessage(parsed.error.issues[0]!)}`);
    const req = parsed.data;
    try {
      return await this.answer(req);
    } catch (e) {
      if (e instanceof RuleError || e instanceof Refusal) return refuse(e.code, e.message);
      this.log(`The game host failed on a "${req.type}" request`, e);
      return refuse('internal', req.type === 'act' ? INTERNAL_ACT : req.type === 'bot-step' ? INTERNAL_BOT : INTERNAL_OTHER);
    }
  }

  /** The open machine at an address (tests and the platforms' own checks); throws a Refusal when there is none. */
  machine(kind: string, id: string): Running {
    const s = this.kind(kind);
    const m = s.open.get(id);
    if (!m) throw new Refusal('not-open', `The ${s.def.rules.noun} "${id}" is not open: resume it from the saved ${s.def.rules.noun}s`);
    return m;
  }

  /** The machine or the part of it a request names. */
  private place(kind: string, id: string, part?: string): Running | PartPlace<unknown> {
    const m = this.machine(kind, id);
    if (part === undefined) return m;
    const p = m.part(part);
    if (!p) throw new Refusal('no-such-part', `A ${this.kind(kind).def.rules.noun} has no part called ${shown(part) ?? 'that'}`);
    return p as PartPlace<unknown>;
  }

  private kind(kind: string): Served {
    const s = this.served.get(kind);
    if (!s) throw new Refusal('unknown-kind', `The host serves no machine of the kind ${shown(kind) ?? 'named'}`);
    return s;
  }

  private async answer(req: HostRequest): Promise<HostReply> {
    if (req.type === 'catalogue') return { ok: true, type: 'catalogue', ...catalogue(), tavern: tavernCatalogue() };
    if (req.type === 'replays') return this.replays.list();
    if (req.type === 'achievements') {
      const got = (await this.ctx.stores.achievements?.load()) ?? { book: { unlocked: {} }, problem: null };
      return { ok: true, type: 'achievements', list: ACHIEVEMENTS.map((a) => ({ ...a, icon: { ...a.icon } })), unlocked: got.book.unlocked, problem: got.problem };
    }
    if (req.type === 'replay-export') return this.replays.exportFile(req.id);
    if (req.type === 'replay-import') return this.replays.importFile(req.text);
    if (req.type === 'replay-look') return this.replays.look(req.id, req.step, req.seat, req.reveal === true);
    if (req.type === 'replay-delete') return this.replays.remove(req.id);
    const s = this.kind(req.kind);
    const rules = s.def.rules;
    const noun = rules.noun;
    const store = s.def.store;
    switch (req.type) {
      case 'create': {
        const config = this.config(s, req.config);
        const at = { id: this.newId(rules.kind), now: this.ctx.now() };
        const first = rules.create(config, at);
        // The log starts here: the config as checked (with the host's seed), the id and the clock (log.ts).
        const m = new Running(at.id, s.def, first.state, this.ctx.now, first, { log: { origin: { config: structuredClone(config), id: at.id, now: at.now }, entries: [] }, marks: [] }, this.ctx.stores.replays ?? null, this.ctx.stores.achievements ?? null);
        // A machine whose first save fails is not started: the player would lose it at the next reload.
        const failed = await m.write();
        if (failed) throw new Refusal('save-failed', `The ${noun} could not be started: it could not be saved (${failed}).`);
        s.open.set(m.id, m);
        return { ok: true, type: 'opened', kind: rules.kind, id: m.id, version: m.version, seats: m.seats().length, resumed: false };
      }
      case 'resume': {
        this.savedId(s, req.id);
        // Already open (a second resume, a reload while the host lives on): hand out the open machine.
        let m = s.open.get(req.id);
        if (m) await m.flush();
        else {
          if (!store) throw new Refusal('not-saved', `A ${noun} is not saved, so it cannot be resumed`);
          const loaded = await store.load(req.id);
          if (!loaded.ok) throw loadRefusal(noun, req.id, loaded);
          m = new Running(req.id, s.def, loaded.state, this.ctx.now, undefined, await this.liveLog(s.def.rules, req.id, loaded.state), this.ctx.stores.replays ?? null, this.ctx.stores.achievements ?? null);
          s.open.set(m.id, m);
        }
        return { ok: true, type: 'opened', kind: rules.kind, id: m.id, version: m.version, seats: m.seats().length, resumed: true };
      }
      case 'view': {
        const m = this.place(req.kind, req.id, req.part);
        this.mayLook(m, req.seat, noun);
        return { ok: true, type: 'view', ...look(m, req.seat, req.opening === true), ...this.outer(req, req.seat) };
      }
      case 'act': {
        // The action's shape first: a malformed request is refused as such, whatever it names.
        const action = this.action(s, req.action, req.part);
        const m = this.place(req.kind, req.id, req.part);
        this.mayAct(m, req.seat, action, noun);
        // The page may look at a bot's seat never, even when it may act for it (a table's next game).
        const seen = m.seats()[req.seat]!.kind === 'bot' ? -1 : req.seat;
        // Stale or repeated: refused here, once for every kind, before the rules see it.
        if (req.version !== m.version) {
          const stale = { ok: false, version: m.version, error: { code: 'stale-action', message: STALE } };
          return this.acted(req, m, req.seat, seen, stale);
        }
        try {
          const r = await m.act(req.seat, action);
          return this.acted(req, m, req.seat, seen, { ok: true, version: r.version }, r.unsaved, r.unlocked);
        } catch (e) {
          if (!(e instanceof RuleError)) throw e;
          return this.acted(req, m, req.seat, seen, { ok: false, version: m.version, error: { code: e.code, message: sentence(e.message) } });
        }
      }
      case 'bot-step': {
        const m = this.place(req.kind, req.id, req.part);
        const seen = req.seat ?? -1;
        this.mayLook(m, seen, noun);
        const stepped = await m.step();
        if (!stepped) return { ok: true, type: 'idle', ...look(m, seen), ...this.outer(req, seen) };
        // The host's steps are shown to whoever is at the screen as that seat may see them (its own draws too).
        return this.acted(req, m, stepped.seat, seen, { ok: true, version: stepped.version }, stepped.unsaved, stepped.unlocked);
      }
      case 'undo': {
        const m = this.place(req.kind, req.id, req.part);
        this.mayLook(m, req.seat, noun);
        if (req.version !== m.version) throw new Refusal('stale-action', STALE);
        // Offered or not is the host's to say: a forged undo is refused with the same sentence and changes nothing.
        if (!m.undoable(req.seat)) throw new Refusal('no-undo', NO_UNDO);
        const r = await (m as Running | PartPlace<unknown>).undo(req.seat);
        return this.acted(req, m, req.seat, req.seat, { ok: true, version: r.version }, r.unsaved);
      }
      case 'check': {
        const action = this.action(s, req.action, req.part);
        const m = this.machine(req.kind, req.id);
        return { ok: true, type: 'checked', problem: m.check(action) };
      }
      case 'close': {
        const m = s.open.get(req.id);
        if (m) await m.flush().catch(() => undefined);
        s.open.delete(req.id);
        return { ok: true, type: 'closed' };
      }
      case 'delete': {
        if (!store) throw new Refusal('not-saved', `A ${noun} is not saved, so there is nothing to delete`);
        this.savedId(s, req.id);
        const m = s.open.get(req.id);
        if (m) await m.flush().catch(() => undefined);
        s.open.delete(req.id);
        await store.remove(req.id);
        // Its live log goes with it (a finished game's replay stays, among the replays).
        await this.ctx.stores.replays?.removeLive(req.id).catch(() => undefined);
        return { ok: true, type: 'deleted', kind: rules.kind, id: req.id };
      }
      case 'list': {
        if (!store) throw new Refusal('not-saved', `A ${noun} is not saved, so there is no list of them`);
        const { saves, problems } = await store.list();
        return { ok: true, type: 'saves', kind: rules.kind, saves, problems };
      }
      case 'stats':
      case 'stats-dismiss': {
        const get = req.type === 'stats' ? s.def.stats : s.def.statsDismiss;
        if (!get) throw new Refusal('no-stats', `There are no statistics of a ${noun} to show`);
        const { book, problem } = await get();
        return { ok: true, type: 'stats', kind: rules.kind, book, problem };
      }
    }
  }

  /**
   * A resumed machine's log, when one was kept and replaying it gives exactly the saved state (else none: undo
   * and the replay of this machine start from here, and the game plays on).
   */
  private async liveLog(rules: MachineRules, id: string, saved: unknown): Promise<{ log: MachineLog; marks: EntryMarks[] } | null> {
    const log = await this.ctx.stores.replays?.loadLive(id).catch(() => null);
    if (!log) return null;
    try {
      const rebuilt = rebuildLog(rules, log);
      return stableJson(rebuilt.state) === stableJson(saved) ? { log, marks: rebuilt.marks } : null;
    } catch {
      return null;
    }
  }

  /** The answer to an action: its result, the events for the seat at the screen, and that seat's new look. */
  private acted(
    req: { kind: string; id: string; part?: string; public?: boolean },
    m: Place,
    actor: Seat,
    seen: Seat,
    result: { ok: boolean; version: number; error?: { code: string; message: string } },
    unsaved?: string,
    unlocked?: string[],
  ): HostReply {
    const outer = req.part !== undefined ? this.parent(req) : null;
    return {
      ok: true,
      type: 'acted',
      seat: actor,
      result,
      events: result.ok ? m.eventsFor(seen) : [],
      ...look(m, seen),
      ...(req.public && seen !== -1 ? { publicView: m.view(-1), publicEvents: result.ok ? m.eventsFor(-1) : [] } : {}),
      ...(outer ? { outer: { view: outer.view(seen), events: result.ok ? outer.eventsFor(seen) : [] } } : {}),
      ...(unsaved ? { unsaved } : {}),
      ...(unlocked?.length ? { unlocked: unlocked.flatMap((id) => ACHIEVEMENTS.filter((a) => a.id === id)) } : {}),
    };
  }

  /** Refuses an id that cannot be one of this kind's saves (the storage is never asked about it). */
  private savedId(s: Served, id: string): void {
    if (!s.def.rules.idPattern.test(id)) throw new Refusal('bad-request', `Bad request: that is not the id of a saved ${s.def.rules.noun}`);
  }

  private parent(req: { kind: string; id: string }): Running {
    return this.machine(req.kind, req.id);
  }

  private outer(req: { kind: string; id: string; part?: string }, seat: Seat): { outer?: { view: unknown } } {
    return req.part !== undefined ? { outer: { view: this.parent(req).view(seat) } } : {};
  }

  /** A config checked by the kind's schema, its seed drawn by the host unless a person typed one. */
  private config(s: Served, config: unknown): unknown {
    let raw: unknown = { config };
    if (s.def.rules.seeded) {
      const seeded = withHostSeed({ type: 'create', config }, ['create'], this.ctx.draw);
      if ('problem' in seeded) throw new Refusal('bad-request', seeded.problem);
      raw = seeded.raw;
    }
    const parsed = s.configGate.safeParse(raw, { error: issueWords });
    // A machine's setup is the lobby's form: its problems are the player's, not a program's.
    if (!parsed.success) throw new Refusal('bad-request', `${s.def.rules.setupWords}: ${issueMessage(parsed.error.issues[0]!)}`);
    return (parsed.data as { config: unknown }).config;
  }

  private action(s: Served, action: unknown, part?: string): unknown {
    const gate = s.actionGates.get(part ?? '');
    if (!gate) throw new Refusal('no-such-part', `A ${s.def.rules.noun} has no part called ${shown(part) ?? 'that'}`);
    const parsed = gate.safeParse({ action }, { error: issueWords });
    if (!parsed.success) throw new Refusal('bad-request', `Bad request: ${issueMessage(parsed.error.issues[0]!)}`);
    return (parsed.data as { action: unknown }).action;
  }

  /** Refuses a seat the machine does not have, or a bot's seat (its cards are never shown). */
  private mayLook(m: Place, seat: Seat, noun: string): void {
    const seats = m.seats();
    if (seat >= seats.length) throw new Refusal('no-such-seat', `This ${noun} has ${seats.length} seats: there is no seat ${seat + 1} to show`);
    if (seat >= 0 && seats[seat]!.kind === 'bot') throw new Refusal('bot-seat', `${seats[seat]!.name} is a bot: its cards are not shown`);
  }

  /** Refuses a seat the machine does not have, or a bot's seat (bots decide in the host) unless anyone may send this action. */
  private mayAct(m: Place, seat: Seat, action: unknown, noun: string): void {
    const seats = m.seats();
    if (seat >= seats.length) throw new Refusal('no-such-seat', `This ${noun} has ${seats.length} seats: there is no seat ${seat + 1} to act for`);
    if (seats[seat]!.kind === 'bot' && !m.anySeatMay(action)) throw new Refusal('bot-seat', `${seats[seat]!.name} is a bot and makes its own decisions`);
  }
}

/** A seat's look at a machine; `first` for the look a screen opens with (a `view` request marked `opening`). */
function look(m: Place, seat: Seat, first = false): Look {
  return { viewer: seat, version: m.version, view: m.view(seat, first), pending: m.pending(), botToAct: m.botToAct(), ...(seat >= 0 && m.undoable(seat) ? { undo: true } : {}), ...sharing(m) };
}

/**
 * Which human seats may hand the screen to each other with no hiding screen (issue 24), for every look: the
 * page needs it whichever view it shows (the onlookers' one between two players of a hotseat table).
 */
function sharing(m: Place): { shares?: Seat[][] } {
  const seats = m.seats();
  const shares = seats.map((x, i) => (x.kind === 'human' ? m.screenMates(i).filter((j) => j !== i && seats[j]?.kind === 'human') : []));
  return shares.some((x) => x.length > 0) ? { shares } : {};
}

/** The one sentence for an action chosen on a version the machine has moved on from, for every kind. */
export const STALE = 'The game has moved on since you chose that; look again and choose anew.';

/** A fresh machine id: unique across restarts. */
const freshId = (kind: string) => `${kind}-${Date.now().toString(36)}-${Math.floor(Math.random() * 36 ** 6).toString(36)}`;
