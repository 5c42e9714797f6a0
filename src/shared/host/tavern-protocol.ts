import { z } from 'zod';
import { RuleError } from '../engine/errors';
import { issueMessage, issueWords, sentence, storageProblem } from '../sentence';
import type { TavernSaveProblem, TavernSaveSummary, TavernStore } from '../storage/taverns';
import type { Seat, TAction, TEvent } from '../tavern/types';
import { drawSeed, withHostSeed, type DrawSeed } from './seed';
import { publicView, TavernError, TavernMachine, tavernSetupSchema, TAVERN_ID, type StopPrefs, type TavernSetup, type TavernView } from './tavern-machine';

/**
 * The tavern's requests over the host's transports (Electron IPC channel `tavern`, the browser worker's
 * `{ tid, req }` envelope), beside the tables' and the nights'. Every request is schema-checked before
 * anything is looked up; a refusal is `{ ok: false, error }` with a sentence and changes nothing. Each
 * accepted action (a human's, or a batch of the host's own: bot decisions and passes for humans whose stops
 * do not fire) is saved before the answer goes back.
 */
const seat = z.number().int().min(0).max(7);
const viewer = z.number().int().min(-1).max(7);
const tavernId = z.string().regex(TAVERN_ID, 'a tavern game id is 1 to 64 letters, digits, - and _');
const stopsSchema = z.object({ targeted: z.boolean(), drinkForMe: z.boolean(), losing: z.boolean(), myCheckpoints: z.boolean() }).strict();
/** The action's shape only: the engine checks it against the legal actions of the moment (legal.ts). */
const actionSchema = z.object({ t: z.enum(['pass', 'play', 'discard', 'draw', 'order', 'choose', 'game', 'hosted']) }).loose();

export const tavernRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('tavern-create'), config: tavernSetupSchema }),
  z.object({ type: z.literal('tavern-view'), id: tavernId, seat: viewer }),
  z.object({ type: z.literal('tavern-act'), id: tavernId, seat, version: z.number().int().min(0), action: actionSchema }),
  z.object({ type: z.literal('tavern-step'), id: tavernId, seat: viewer }),
  z.object({ type: z.literal('tavern-stops'), id: tavernId, seat, stops: stopsSchema }),
  z.object({ type: z.literal('tavern-list') }),
  z.object({ type: z.literal('tavern-resume'), id: tavernId }),
  z.object({ type: z.literal('tavern-delete'), id: tavernId }),
  z.object({ type: z.literal('tavern-close'), id: tavernId }),
]);

export type TavernSetupRequest = Omit<TavernSetup, 'seed'> & { seed?: number };

export type TavernRequest =
  | { type: 'tavern-create'; config: TavernSetupRequest }
  | { type: 'tavern-view'; id: string; seat: Seat }
  | { type: 'tavern-act'; id: string; seat: Seat; version: number; action: TAction }
  | { type: 'tavern-step'; id: string; seat: Seat }
  | { type: 'tavern-stops'; id: string; seat: Seat; stops: StopPrefs }
  | { type: 'tavern-list' }
  | { type: 'tavern-resume'; id: string }
  | { type: 'tavern-delete'; id: string }
  | { type: 'tavern-close'; id: string };

export interface TavernSeatInfo {
  name: string;
  kind: 'human' | 'bot';
  level: string | null;
  char: string;
  stops: StopPrefs;
}

export type TavernResponse =
  | { ok: true; type: 'tavern'; id: string; version: number; resumed: boolean }
  | {
      ok: true;
      type: 'tavern-view';
      view: TavernView;
      seats: TavernSeatInfo[];
      /** The human seat the game waits on, or null (the host acts next, or the game is over). */
      humanToAct: Seat | null;
      /** The host has a step to make (a bot's decision, or passing for a human whose stops do not fire). */
      hostToAct: boolean;
    }
  | { ok: true; type: 'tavern-acted'; seat: Seat; events: TEvent[]; version: number }
  | { ok: true; type: 'tavern-idle' }
  | { ok: true; type: 'tavern-saves'; saves: TavernSaveSummary[]; problems: TavernSaveProblem[] }
  | { ok: true; type: 'tavern-deleted'; id: string }
  | { ok: true; type: 'tavern-closed' }
  | { ok: false; error: { code: string; message: string } };

const fail = (code: string, message: string): TavernResponse => ({ ok: false, error: { code, message: sentence(message) } });

/** The first schema problem of a request as one sentence. */
export function tavernRequestProblem(raw: unknown): string | null {
  const parsed = tavernRequestSchema.safeParse(raw, { error: issueWords });
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return sentence(`${issue.path[0] === 'config' ? 'New tavern game' : 'Bad request'}: ${issueMessage(issue)}`);
}

/** Bookkeeping events that show nothing on screen. */
const QUIET = new Set<TEvent['e']>(['windowOpened', 'phase']);
/** Host actions per step at most (a safety bound; games end long before). */
const MAX_BATCH = 400;
/**
 * A step answers once this many events worth showing have happened (or a new turn starts, or a human must
 * decide): the screen plays them one after another, so fewer, fuller answers cost nothing in what is seen
 * and save a round trip and a save per host action.
 */
const SHOWN_PER_STEP = 16;

export class TavernService {
  private games = new Map<string, TavernMachine>();

  constructor(
    private readonly store: TavernStore,
    private readonly now: () => number = () => Date.now(),
    private readonly draw: DrawSeed = drawSeed,
    private readonly newId: () => string = () => `tavern-${Date.now().toString(36)}-${Math.floor(Math.random() * 36 ** 6).toString(36)}`,
  ) {}

  /** Answers one request; never throws. */
  async handle(input: unknown): Promise<TavernResponse> {
    const seeded = withHostSeed(input, ['tavern-create'], this.draw);
    if ('problem' in seeded) return fail('bad-request', seeded.problem);
    const parsed = tavernRequestSchema.safeParse(seeded.raw);
    if (!parsed.success) return fail('bad-request', tavernRequestProblem(seeded.raw)!);
    try {
      return await this.answer(parsed.data as TavernRequest);
    } catch (e) {
      if (e instanceof RuleError || e instanceof TavernError) return fail(e.code, e.message);
      return fail('internal', `Something went wrong in the game host (${(e as Error).message}); nothing was saved for that request`);
    }
  }

  isOpen(id: string): boolean {
    return this.games.has(id);
  }

  private game(id: string): TavernMachine {
    const m = this.games.get(id);
    if (!m) throw new TavernError('no-tavern', `The tavern game "${id}" is not open: resume it from the saved games`);
    return m;
  }

  private async save(m: TavernMachine): Promise<void> {
    try {
      await this.store.save(m.snapshot(), this.now());
    } catch (e) {
      throw new TavernError('save-failed', `The tavern game could not be saved (${storageProblem(e)}); the last action is kept in memory only`);
    }
  }

  private async answer(req: TavernRequest): Promise<TavernResponse> {
    switch (req.type) {
      case 'tavern-create': {
        const m = TavernMachine.create(this.newId(), req.config as TavernSetup);
        await this.save(m);
        this.games.set(m.id, m);
        return { ok: true, type: 'tavern', id: m.id, version: m.version, resumed: false };
      }
      case 'tavern-view': {
        const m = this.game(req.id);
        const view = req.seat < 0 ? publicView(m.snapshot().state) : m.view(req.seat);
        return { ok: true, type: 'tavern-view', view, seats: m.seatsInfo(), humanToAct: m.humanToAct(), hostToAct: m.hostToAct() !== null };
      }
      case 'tavern-act': {
        const m = this.game(req.id);
        m.act(req.seat, req.action, req.version);
        await this.save(m);
        return { ok: true, type: 'tavern-acted', seat: req.seat, events: m.eventsFor(req.seat), version: m.version };
      }
      case 'tavern-step': {
        const m = this.game(req.id);
        if (req.seat >= 0) m.view(req.seat); // refuses a bot's seat as a viewer
        const events: TEvent[] = [];
        let actor: Seat = -1;
        let shown = 0;
        for (let i = 0; i < MAX_BATCH; i++) {
          const stepped = m.step();
          if (!stepped) break;
          actor = stepped.seat;
          const seen = stepped.events.filter((e) => e.only === undefined || e.only === req.seat);
          events.push(...seen);
          shown += seen.filter((e) => !QUIET.has(e.e)).length;
          if (shown >= SHOWN_PER_STEP || seen.some((e) => e.e === 'turn' || e.e === 'eliminated' || e.e === 'won')) break;
        }
        if (actor < 0) return { ok: true, type: 'tavern-idle' };
        await this.save(m);
        return { ok: true, type: 'tavern-acted', seat: actor, events, version: m.version };
      }
      case 'tavern-stops': {
        const m = this.game(req.id);
        m.setStops(req.seat, req.stops);
        await this.save(m);
        return { ok: true, type: 'tavern', id: m.id, version: m.version, resumed: true };
      }
      case 'tavern-list': {
        const { saves, problems } = await this.store.list();
        return { ok: true, type: 'tavern-saves', saves, problems };
      }
      case 'tavern-resume': {
        const open = this.games.get(req.id);
        if (open) return { ok: true, type: 'tavern', id: open.id, version: open.version, resumed: true };
        const loaded = await this.store.load(req.id);
        if (!loaded.ok) {
          if (loaded.reason === 'missing') return fail('save-missing', `There is no saved tavern game "${req.id}" any more`);
          if (loaded.reason === 'newer') return fail('save-newer', `This saved tavern game cannot be opened: ${loaded.problem}. It is left as it is`);
          return fail('save-corrupt', `This saved tavern game could not be read: ${loaded.problem}. It was kept aside as ${loaded.keptAs}, not deleted`);
        }
        const m = TavernMachine.restore(loaded.game);
        this.games.set(m.id, m);
        return { ok: true, type: 'tavern', id: m.id, version: m.version, resumed: true };
      }
      case 'tavern-delete': {
        this.games.delete(req.id);
        await this.store.remove(req.id);
        return { ok: true, type: 'tavern-deleted', id: req.id };
      }
      case 'tavern-close': {
        this.games.delete(req.id);
        return { ok: true, type: 'tavern-closed' };
      }
    }
  }
}
