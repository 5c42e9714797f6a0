import { z } from 'zod';
import { RuleError } from '../engine/errors';
import type { GameEvent, Seat } from '../engine/types';
import { SessionRunner, type RunResult } from '../session/runner';
import { gameChoiceSchema, SESSION_ID, sessionActionSchema, sessionConfigSchema } from '../session/schema';
import { choiceProblem } from '../session/session';
import { loanRefusal } from '../session/loans';
import type { StatsBook } from '../session/stats';
import type { GameChoice, Session, SessionAction, SessionConfig, SessionEvent } from '../session/types';
import type { SessionView } from '../session/view';
import type { SaveProblem, SaveSummary, SessionStore } from '../storage/sessions';
import { statsProblemText, type StatsStore } from '../storage/stats';
import { drawSeed, withHostSeed, type DrawSeed } from './seed';
import { issueMessage, issueWords, sentence, storageProblem } from '../sentence';

/**
 * Adventurer's Choice nights over the same transports as the tables (Electron IPC, the browser build's
 * Web Worker): the requests, their schema, and the service that answers them next to HostService. Every
 * request is checked against the schema before anything is looked up; a bad one gets `{ ok: false, error }`
 * and changes nothing. The service holds each open night in a SessionRunner, which refuses stale actions
 * and saves after every accepted one before the answer goes back; the statistics book is brought up to
 * date whenever a game or the night ends. Only per-seat views leave: the whole session never does.
 */
const seat = z.number().int().min(0).max(7);
const viewer = z.number().int().min(-1).max(7);
const nightId = z.string().regex(SESSION_ID, 'a night id is 1 to 64 letters, digits, - and _');

export const nightRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('night-create'), config: sessionConfigSchema }),
  z.object({ type: z.literal('night-view'), id: nightId, seat: viewer }),
  z.object({ type: z.literal('night-act'), id: nightId, seat, version: z.number().int().min(0), action: sessionActionSchema }),
  z.object({ type: z.literal('night-bot-step'), id: nightId, seat: viewer.optional() }),
  z.object({ type: z.literal('night-check-choice'), id: nightId, choice: gameChoiceSchema }),
  z.object({ type: z.literal('night-list') }),
  z.object({ type: z.literal('night-resume'), id: nightId }),
  z.object({ type: z.literal('night-delete'), id: nightId }),
  z.object({ type: z.literal('night-close'), id: nightId }),
  z.object({ type: z.literal('night-stats') }),
  z.object({ type: z.literal('night-stats-dismiss') }),
]);

/** A night as the lobby sets it up: without a seed the host draws one (seed.ts), and the page never learns it. */
export type NightSetup = Omit<SessionConfig, 'seed'> & { seed?: number };

/** The request as a renderer writes it (the config and actions with the engine's own types). */
export type NightRequest =
  | { type: 'night-create'; config: NightSetup }
  | { type: 'night-view'; id: string; seat: Seat }
  | { type: 'night-act'; id: string; seat: Seat; version: number; action: SessionAction }
  | { type: 'night-bot-step'; id: string; seat?: Seat }
  | { type: 'night-check-choice'; id: string; choice: GameChoice }
  | { type: 'night-list' }
  | { type: 'night-resume'; id: string }
  | { type: 'night-delete'; id: string }
  | { type: 'night-close'; id: string }
  | { type: 'night-stats' }
  | { type: 'night-stats-dismiss' };

type ParsedRequest = z.infer<typeof nightRequestSchema>;

export type NightResponse =
  | { ok: true; type: 'night'; id: string; version: number; resumed: boolean }
  | {
      ok: true;
      type: 'night-view';
      view: SessionView;
      /** The bot that acts next (a bot's loan, choice or table decision), or null when a human is awaited. */
      botToAct: Seat | null;
      /** Why each seat may not borrow now (null: it may). Loans are public at the night. */
      loanRefusals: (string | null)[];
    }
  | { ok: true; type: 'night-acted'; seat: Seat; result: RunResult; tableEvents: GameEvent[] }
  | { ok: true; type: 'night-idle' }
  | { ok: true; type: 'night-choice'; problem: string | null }
  | { ok: true; type: 'night-saves'; saves: SaveSummary[]; problems: SaveProblem[] }
  | { ok: true; type: 'night-deleted'; id: string }
  | { ok: true; type: 'night-closed' }
  | { ok: true; type: 'night-stats'; book: StatsBook; problem: string | null }
  | { ok: false; error: { code: string; message: string } };

export interface NightStores {
  sessions: SessionStore;
  stats: StatsStore;
}

/** The first schema problem of a request as one sentence, or null. */
export function nightRequestProblem(raw: unknown): string | null {
  const parsed = nightRequestSchema.safeParse(raw, { error: issueWords });
  if (parsed.success) return null;
  // A new night's setup is the lobby's form: its problems are the player's, not a program's.
  const issue = parsed.error.issues[0]!;
  return sentence(`${issue.path[0] === 'config' ? 'New night' : 'Bad request'}: ${issueMessage(issue)}`);
}

const fail = (code: string, message: string): NightResponse => ({ ok: false, error: { code, message } });

/** A refusal of the service itself (no such night open, a save that failed), with a code and a sentence. */
class NightError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A write of the night that really failed: the only error reported as "could not be saved". */
class SaveFailed extends Error {
  constructor(readonly why: string) {
    super(`The night could not be saved (${why}); the last action is kept in memory only.`);
  }
}

/**
 * The page is not trusted: it may act only for the human seats of a night (bots act on `night-bot-step`,
 * their decisions made here), and it may look only at a human's seat or as an onlooker (seat -1).
 */
export class NightService {
  private nights = new Map<string, SessionRunner>();
  /** Why the statistics could not be brought up to date after a game (told on the statistics screen). */
  private statsTrouble: string | null = null;

  constructor(
    private readonly stores: NightStores,
    /** The clock the night's time limit counts with (the renderer never sends a time). */
    private readonly now: () => number = () => Date.now(),
    /** Where seeds come from when the page sends none (tests pass a fixed one). */
    private readonly draw: DrawSeed = drawSeed,
  ) {}

  /** Answers one request; never throws. */
  async handle(input: unknown): Promise<NightResponse> {
    const seeded = withHostSeed(input, ['night-create'], this.draw);
    if ('problem' in seeded) return fail('bad-request', seeded.problem);
    const raw = seeded.raw;
    const parsed = nightRequestSchema.safeParse(raw);
    if (!parsed.success) return fail('bad-request', nightRequestProblem(raw)!);
    try {
      return await this.answer(parsed.data);
    } catch (e) {
      if (e instanceof RuleError || e instanceof NightError) return fail(e.code, e.message);
      if (e instanceof SaveFailed) return fail('save-failed', e.message);
      return fail('internal', `Something went wrong in the game host (${(e as Error).message}); nothing was saved for that request.`);
    }
  }

  /** Whether a night is open in this service (tests). */
  isOpen(id: string): boolean {
    return this.nights.has(id);
  }

  /** Saves through the store; a failure is marked as a failed save (and only such failures are called that). */
  private saver() {
    return {
      save: (s: Session) =>
        this.stores.sessions.save(s, this.now()).catch((e: Error) => {
          throw new SaveFailed(storageProblem(e));
        }),
    };
  }

  /** Refuses a seat the night does not have, or a bot's seat where only a human's may be named. */
  private checkSeat(r: SessionRunner, seat: Seat, what: 'act' | 'view'): void {
    const seats = r.snapshot().config.seats;
    if (seat >= seats.length) throw new NightError('no-such-seat', `This night has ${seats.length} seats: there is no seat ${seat + 1}`);
    if (seat < 0 || seats[seat]!.kind !== 'bot') return;
    if (what === 'act') throw new NightError('bot-seat', `${seats[seat]!.name} is a bot and makes its own decisions`);
    throw new NightError('bot-seat', `${seats[seat]!.name} is a bot: its cards are not shown`);
  }

  private runner(id: string): SessionRunner {
    const r = this.nights.get(id);
    if (!r) throw new NightError('no-night', `The night "${id}" is not open: resume it from the saved nights`);
    return r;
  }

  private async answer(req: ParsedRequest): Promise<NightResponse> {
    switch (req.type) {
      case 'night-create': {
        const r = await SessionRunner.create(req.config as SessionConfig, { now: this.now() }, this.saver()).catch((e: Error) => {
          if (e instanceof SaveFailed) throw new NightError('save-failed', `The night could not be started: it could not be saved (${e.why}).`);
          throw e;
        });
        this.nights.set(r.id, r);
        return { ok: true, type: 'night', id: r.id, version: r.version, resumed: false };
      }
      case 'night-view': {
        const r = this.runner(req.id);
        this.checkSeat(r, req.seat, 'view');
        const s = r.snapshot();
        return {
          ok: true,
          type: 'night-view',
          view: r.view(req.seat),
          botToAct: r.botToAct(),
          loanRefusals: s.config.seats.map((_, i) => loanRefusal(s, i)),
        };
      }
      case 'night-act': {
        const r = this.runner(req.id);
        this.checkSeat(r, req.seat, 'act');
        const result = await r.act(req.seat, req.action as SessionAction, req.version, this.now());
        if (result.ok) await this.count(r, result.events);
        return { ok: true, type: 'night-acted', seat: req.seat, result, tableEvents: result.ok ? r.tableEventsFor(req.seat) : [] };
      }
      case 'night-bot-step': {
        const r = this.runner(req.id);
        if (req.seat !== undefined) this.checkSeat(r, req.seat, 'view');
        const stepped = await r.stepBot(this.now());
        if (!stepped) return { ok: true, type: 'night-idle' };
        const { seat: actor, ...result } = stepped;
        await this.count(r, result.events);
        return { ok: true, type: 'night-acted', seat: actor, result, tableEvents: r.tableEventsFor(req.seat ?? -1) };
      }
      case 'night-check-choice': {
        const r = this.runner(req.id);
        return { ok: true, type: 'night-choice', problem: choiceProblem(r.snapshot(), req.choice as GameChoice) };
      }
      case 'night-list': {
        const { saves, problems } = await this.stores.sessions.list();
        return { ok: true, type: 'night-saves', saves, problems };
      }
      case 'night-resume': {
        const open = this.nights.get(req.id);
        if (open) {
          await open.flush();
          return { ok: true, type: 'night', id: open.id, version: open.version, resumed: true };
        }
        const loaded = await this.stores.sessions.load(req.id);
        if (!loaded.ok) {
          if (loaded.reason === 'missing') return fail('save-missing', `There is no saved night "${req.id}" any more`);
          if (loaded.reason === 'newer') return fail('save-newer', `This saved night cannot be opened: ${loaded.problem}. It is left as it is.`);
          return fail('save-corrupt', `This saved night could not be read: ${loaded.problem}. It was kept aside as ${loaded.keptAs}, not deleted.`);
        }
        const r = SessionRunner.resume(loaded.session, this.saver());
        this.nights.set(r.id, r);
        return { ok: true, type: 'night', id: r.id, version: r.version, resumed: true };
      }
      case 'night-delete': {
        const open = this.nights.get(req.id);
        if (open) await open.flush().catch(() => undefined);
        this.nights.delete(req.id);
        await this.stores.sessions.remove(req.id);
        return { ok: true, type: 'night-deleted', id: req.id };
      }
      case 'night-close': {
        const open = this.nights.get(req.id);
        if (open) await open.flush().catch(() => undefined);
        this.nights.delete(req.id);
        return { ok: true, type: 'night-closed' };
      }
      case 'night-stats': {
        const { book, problems } = await this.stores.stats.load();
        const said = [statsProblemText(problems), this.statsTrouble].filter((x) => x !== null);
        return { ok: true, type: 'night-stats', book, problem: said.length ? said.join(' ') : null };
      }
      case 'night-stats-dismiss': {
        await this.stores.stats.dismiss();
        this.statsTrouble = null;
        const { book } = await this.stores.stats.load();
        return { ok: true, type: 'night-stats', book, problem: null };
      }
    }
  }

  /**
   * Brings the statistics book up to date when a game or the night has ended (counted once per game). A
   * failure here does not undo the action, which is played and saved: it is told on the statistics screen
   * (and the next game's count catches up, since counting is idempotent).
   */
  private async count(r: SessionRunner, events: SessionEvent[]): Promise<void> {
    if (!events.some((e) => e.t === 'game-ended' || e.t === 'session-finished')) return;
    try {
      await this.stores.stats.record(r.snapshot());
      this.statsTrouble = null;
    } catch (e) {
      this.statsTrouble = `The statistics could not be brought up to date after the last game (${storageProblem(e)}); they will be when the next game ends.`;
    }
  }
}
