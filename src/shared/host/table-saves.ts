import { z } from 'zod';
import type { TableSaveProblem, TableSaveSummary, TableStatsStore, TableStore } from '../storage/tables';
import { TABLE_ID } from '../storage/tables';
import type { TableStatsBook } from '../session/table-stats';
import { GameHost } from './host';
import { schemaSentence, storageProblem } from '../sentence';
import type { HostResponse, HostService } from './protocol';

/**
 * Single tables saved like nights (issue 13.8): this service stands in front of a HostService and saves a
 * table after every accepted action (its creation, a player's action, a bot's step) before the answer goes
 * back, counts each finished game in the single tables' statistics, and answers the requests about saved
 * tables: list, resume, delete, statistics. Requests of its own are schema-checked here; everything else
 * goes to the HostService unchanged, which checks it as always. The renderer only ever gets views.
 */
const saveId = z.string().regex(TABLE_ID, 'a saved table id is 1 to 64 letters, digits, - and _');

export const tableSaveRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('table-list') }),
  z.object({ type: z.literal('table-resume'), id: saveId }),
  z.object({ type: z.literal('table-delete'), id: saveId }),
  z.object({ type: z.literal('table-stats') }),
]);

export type TableSaveRequest = z.infer<typeof tableSaveRequestSchema>;

export type TableSaveResponse =
  | { ok: true; type: 'table-saves'; saves: TableSaveSummary[]; problems: TableSaveProblem[] }
  | { ok: true; type: 'table-deleted'; id: string }
  | { ok: true; type: 'table-stats'; book: TableStatsBook; problem: string | null };

const TABLE_SAVE_TYPES = new Set(['table-list', 'table-resume', 'table-delete', 'table-stats']);

export interface TableSaveStores {
  tables: TableStore;
  tableStats: TableStatsStore;
}

const fail = (code: string, message: string): HostResponse => ({ ok: false, error: { code, message } });

export class SavingHostService {
  /** Open table id (the HostService's) → the id it is saved under. */
  private saved = new Map<string, string>();

  constructor(
    private readonly service: HostService,
    private readonly stores: TableSaveStores,
    private readonly now: () => number = () => Date.now(),
    /** A fresh save id: unique across restarts (the HostService's own ids start again at t1). */
    private readonly newId: () => string = () => `table-${Date.now().toString(36)}-${Math.floor(Math.random() * 36 ** 6).toString(36)}`,
  ) {}

  /** Answers one request; never throws. */
  async handle(raw: unknown): Promise<HostResponse> {
    const type = typeof raw === 'object' && raw !== null ? (raw as { type?: unknown }).type : undefined;
    if (typeof type === 'string' && TABLE_SAVE_TYPES.has(type)) {
      const problem = schemaSentence(tableSaveRequestSchema, raw);
      if (problem !== null) return fail('bad-request', `Bad request: ${problem}`);
      const parsed = tableSaveRequestSchema.safeParse(raw);
      if (!parsed.success) return fail('bad-request', 'Bad request.');
      try {
        return await this.answer(parsed.data);
      } catch (e) {
        return fail('internal', (e as Error).message);
      }
    }
    const res = this.service.handle(raw);
    if (!res.ok) return res;
    const req = raw as { type: string; tableId?: string };
    if (res.type === 'table' && req.type === 'create-table') {
      const id = this.newId();
      this.saved.set(res.tableId, id);
      const unsaved = await this.save(res.tableId);
      return { ...res, saveId: id, ...(unsaved ? { unsaved } : {}) };
    }
    if (res.type === 'acted' && res.result.ok && (req.type === 'act' || req.type === 'bot-step') && req.tableId) {
      const unsaved = await this.save(req.tableId);
      return unsaved ? { ...res, unsaved } : res;
    }
    if (res.type === 'closed' && req.tableId) this.saved.delete(req.tableId);
    return res;
  }

  /** Saves an open table; a sentence when the save failed (the table plays on in memory). */
  private async save(tableId: string): Promise<string | null> {
    const id = this.saved.get(tableId);
    if (!id) return null;
    const state = this.service.host(tableId).snapshot();
    try {
      await this.stores.tables.save(id, state, this.now());
    } catch (e) {
      return `The table could not be saved (${storageProblem(e)}); the last action is kept in memory only.`;
    }
    try {
      if (state.phase === 'over') await this.stores.tableStats.record(id, state);
    } catch (e) {
      return `The statistics could not be updated (${storageProblem(e)}).`;
    }
    return null;
  }

  private async answer(req: TableSaveRequest): Promise<HostResponse> {
    switch (req.type) {
      case 'table-list': {
        const { saves, problems } = await this.stores.tables.list();
        return { ok: true, type: 'table-saves', saves, problems };
      }
      case 'table-resume': {
        // Already open (a second resume, a reload while the host lives on): hand out the open table.
        for (const [tableId, id] of this.saved) {
          if (id === req.id) {
            const h = this.service.host(tableId);
            return { ok: true, type: 'table', tableId, version: h.version, seats: h.config.seats.length, saveId: id };
          }
        }
        const loaded = await this.stores.tables.load(req.id);
        if (!loaded.ok) {
          if (loaded.reason === 'missing') return fail('save-missing', `There is no saved table "${req.id}" any more.`);
          if (loaded.reason === 'newer') return fail('save-newer', `This saved table cannot be opened: ${loaded.problem}. It is left as it is.`);
          return fail('save-corrupt', `This saved table could not be read: ${loaded.problem}. It was kept aside as ${loaded.keptAs}, not deleted.`);
        }
        const host = GameHost.restore(loaded.state);
        const tableId = this.service.adopt(host);
        this.saved.set(tableId, req.id);
        return { ok: true, type: 'table', tableId, version: host.version, seats: host.config.seats.length, saveId: req.id };
      }
      case 'table-delete': {
        for (const [tableId, id] of this.saved) if (id === req.id) this.saved.delete(tableId);
        await this.stores.tables.remove(req.id);
        return { ok: true, type: 'table-deleted', id: req.id };
      }
      case 'table-stats': {
        const { book, problem } = await this.stores.tableStats.load();
        return {
          ok: true,
          type: 'table-stats',
          book,
          problem: problem ? `The single tables' statistics could not be read (${problem.problem}); they were kept aside as ${problem.keptAs} and a new book was started.` : null,
        };
      }
    }
  }
}
