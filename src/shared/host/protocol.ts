import { z } from 'zod';
import { stakesModesFor, tableConfigSchema, type StakesModeId } from '../engine/config';
import { issueMessage, issueWords, sentence } from '../sentence';
import { RuleError } from '../engine/errors';
import { playableGames } from '../games/registry';
import type { GameEvent, Seat, TableConfig } from '../engine/types';
import type { SeatView } from '../engine/view';
import { GameHost, type ActResult } from './host';
import { drawSeed, withHostSeed, type DrawSeed } from './seed';
import type { TableSaveRequest, TableSaveResponse } from './table-saves';

/**
 * The messages between a renderer and the hosts, and the service that answers them. Every request is
 * checked against this schema before it reaches the engine (DESIGN: IPC payloads), whichever transport
 * carried it: Electron IPC or a Web Worker's postMessage. A bad payload gets `{ ok: false, error }` and
 * changes nothing.
 */
const seat = z.number().int().min(0).max(7);
const tableId = z.string().min(1).max(64);

export const requestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('catalogue') }),
  z.object({ type: z.literal('create-table'), config: tableConfigSchema }),
  z.object({ type: z.literal('view'), tableId, seat: z.number().int().min(-1).max(7) }),
  z.object({
    type: z.literal('act'),
    tableId,
    seat,
    version: z.number().int().min(0),
    action: z.object({ t: z.string().min(1).max(40) }).catchall(z.unknown()),
  }),
  z.object({ type: z.literal('bot-step'), tableId }),
  z.object({ type: z.literal('close-table'), tableId }),
]);

type ParsedRequest = z.infer<typeof requestSchema>;

/** A table as the lobby sets it up: without a seed the host draws one (seed.ts), and the page never learns it. */
export type TableSetup = Omit<TableConfig, 'seed'> & { seed?: number };

/** A request as a renderer writes it: a table's, or one about the saved tables (host/table-saves.ts). */
export type HostRequest =
  | Exclude<ParsedRequest, { type: 'create-table' }>
  | { type: 'create-table'; config: TableSetup }
  | TableSaveRequest;

export interface GameSummary {
  id: string;
  name: string;
  complexity: string;
  players: { min: number; max: number };
  summary: string;
  shares: string;
  /** The stakes the game can be played for without variants (`stakesModesFor`). */
  stakes: StakesModeId[];
  /** `stakes`: present when the variant narrows the stakes the game allows (Shares only). */
  variants: { id: string; name: string; description: string; requiresShares?: boolean; stakes?: StakesModeId[]; excludes?: string[]; requires?: string[]; notInTavern?: boolean }[];
  options: { id: string; name: string; description: string; min: number; max: number; default: number; variant?: string }[];
}

export type HostResponse =
  | { ok: true; type: 'catalogue'; games: GameSummary[] }
  | {
      ok: true;
      type: 'table';
      tableId: string;
      version: number;
      seats: number;
      /** The id the table is saved under (a host that saves tables, host/table-saves.ts). */
      saveId?: string;
      /** Set when the table could not be saved just now: a sentence, the play goes on in memory. */
      unsaved?: string;
    }
  | { ok: true; type: 'view'; view: SeatView; pending: Seat[]; botToAct: Seat | null }
  | { ok: true; type: 'acted'; seat: Seat; result: ActResult; events: GameEvent[]; unsaved?: string }
  | { ok: true; type: 'idle' }
  | { ok: true; type: 'closed' }
  | TableSaveResponse
  | { ok: false; error: { code: string; message: string } };

const refuse = (code: string, message: string): HostResponse => ({ ok: false, error: { code, message } });

/**
 * Answers the page's requests. The page is not trusted: it may act only for the human seats of a table
 * (bots are asked for their decisions by the host itself, on `bot-step`), and it may look only at the
 * seats of a human or as an onlooker (seat -1): a bot's hand is never shown, and a seat the table does not
 * have is refused rather than given the view of nobody in particular.
 */
export class HostService {
  private tables = new Map<string, GameHost>();
  private counter = 0;

  /** `draw`: where seeds come from when the page sends none (tests pass a fixed one). */
  constructor(private readonly draw: DrawSeed = drawSeed) {}

  /** Answers one request; never throws for a bad request. */
  handle(input: unknown): HostResponse {
    const seeded = withHostSeed(input, ['create-table'], this.draw);
    if ('problem' in seeded) return refuse('bad-request', seeded.problem);
    // Problems in words (sentence.ts), never the schema library's own text (issue 12, item 10).
    const parsed = requestSchema.safeParse(seeded.raw, { error: issueWords });
    if (!parsed.success) {
      // A table's setup is the lobby's form: its problems are the player's, not a program's.
      const issue = parsed.error.issues[0]!;
      return { ok: false, error: { code: 'bad-request', message: sentence(`${issue.path[0] === 'config' ? 'Table setup' : 'Bad request'}: ${issueMessage(issue)}`) } };
    }
    try {
      return this.answer(parsed.data);
    } catch (e) {
      if (e instanceof RuleError) return { ok: false, error: { code: e.code, message: e.message } };
      return { ok: false, error: { code: 'internal', message: (e as Error).message } };
    }
  }

  host(tableId: string): GameHost {
    const h = this.tables.get(tableId);
    if (!h) throw new RuleError('bad-config', `There is no table "${tableId}"`);
    return h;
  }

  /** Adds an existing host (a resumed save). */
  adopt(host: GameHost, id?: string): string {
    const tableId = id ?? `t${++this.counter}`;
    this.tables.set(tableId, host);
    return tableId;
  }

  private answer(req: ParsedRequest): HostResponse {
    switch (req.type) {
      case 'catalogue':
        return { ok: true, type: 'catalogue', games: catalogue() };
      case 'create-table': {
        const host = GameHost.create(req.config as never);
        const id = this.adopt(host);
        return { ok: true, type: 'table', tableId: id, version: host.version, seats: req.config.seats.length };
      }
      case 'view': {
        const h = this.host(req.tableId);
        const seats = h.config.seats;
        if (req.seat >= seats.length) return refuse('no-such-seat', `This table has ${seats.length} seats: there is no seat ${req.seat + 1} to show`);
        if (req.seat >= 0 && seats[req.seat]!.kind === 'bot') return refuse('bot-seat', `${seats[req.seat]!.name} is a bot: its cards are not shown`);
        return { ok: true, type: 'view', view: h.view(req.seat), pending: h.pending(), botToAct: h.botToAct() };
      }
      case 'act': {
        const h = this.host(req.tableId);
        const seats = h.config.seats;
        if (req.seat >= seats.length) return refuse('no-such-seat', `This table has ${seats.length} seats: there is no seat ${req.seat + 1} to act for`);
        // Starting the next game is the table's step, not a seat's decision: any screen may take it (an
        // all-bot table has no human to do so). Everything else a bot decides for itself, in the host.
        if (seats[req.seat]!.kind === 'bot' && req.action.t !== 'next-game') {
          return refuse('bot-seat', `${seats[req.seat]!.name} is a bot and makes its own decisions`);
        }
        const result = h.act(req.seat, req.action as never, req.version);
        return { ok: true, type: 'acted', seat: req.seat, result, events: result.ok ? h.eventsFor(req.seat) : [] };
      }
      case 'bot-step': {
        const h = this.host(req.tableId);
        const seat = h.botToAct();
        if (seat === null) return { ok: true, type: 'idle' };
        const result = h.stepBot()!;
        return { ok: true, type: 'acted', seat, result, events: h.eventsFor(-1) };
      }
      case 'close-table':
        this.tables.delete(req.tableId);
        return { ok: true, type: 'closed' };
    }
  }
}

export function catalogue(): GameSummary[] {
  return playableGames().map((d) => ({
    id: d.id,
    name: d.name,
    complexity: d.complexity,
    players: d.players,
    summary: d.summary,
    shares: d.shares,
    stakes: stakesModesFor(d, []),
    variants: d.variants.map((v) => ({
      id: v.id,
      name: v.name,
      description: v.description,
      requiresShares: v.requiresShares,
      ...(stakesModesFor(d, [v.id]).length < stakesModesFor(d, []).length ? { stakes: stakesModesFor(d, [v.id]) } : {}),
      excludes: v.excludes,
      requires: v.requires,
      notInTavern: v.notInTavern,
    })),
    options: (d.options ?? []).map((o) => ({ ...o })),
  }));
}
