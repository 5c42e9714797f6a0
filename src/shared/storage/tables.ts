import { z } from 'zod';
import { CARDS } from '../cards/card';
import { validateConfig } from '../engine/config';
import { RuleError } from '../engine/errors';
import { canStartGame, gameDef, moneyOnTable, pendingSeats, stepsOf } from '../engine/table';
import type { AnyState, GameId } from '../engine/types';
import { viewFor } from '../engine/view';
import { schemaProblem, tableStateSchema } from '../night/schema';
import { emptyTableStats, recordTableGame, tableStatsBookSchema, type TableStatsBook } from '../night/table-stats';
import type { StorageBackend } from './backend';
import { joinedNotes, NotedBook } from './book';
import { Shelf, type Parsed, type ShelfProblem } from './shelf';
import { APP_VERSION, compareVersions } from './version';
import { cleanName } from '../names';
import { tableProblem as tableIntegrity } from './table-integrity';

/**
 * Saved single tables (issue 13.8), beside the saved nights: one key per table holding an envelope
 * `{ app, kind: 'table-save', format, appVersion, savedAt, id, table }`. The host saves after every accepted action; a
 * save read back must pass the table schema and the engine's own checks (the config, every card once,
 * every coin accounted for, the step exists, every seat's view can be drawn) before it is used. A save that
 * fails is reported and moved aside under `tables-aside/`, never deleted; one from a newer version is
 * reported and left where it is.
 */
export const TABLE_SAVE_FORMAT = 1;
export const TABLE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const DIR = 'tables/';
const ASIDE = 'tables-aside/';
const APP = 'rogues-and-warriors';
const KIND = 'table-save';

export interface TableSaveSummary {
  id: string;
  game: GameId;
  names: string[];
  kinds: ('human' | 'bot')[];
  /** Games started at this table (the one in play included). */
  gameNo: number;
  phase: AnyState['phase'];
  stacks: number[];
  /** No further game can start (fewer than two players can ante). */
  finished: boolean;
  version: number;
  savedAt: number | null;
}

export type ParsedTableSave = Parsed<{ state: AnyState }>;
export type TableSaveProblem = ShelfProblem;

/** The first reason `value` is not a whole, playable table, as a sentence; null when it is one. */
export function tableProblem(value: unknown): string | null {
  const shape = schemaProblem(tableStateSchema, value);
  if (shape) return shape;
  const s = value as AnyState;
  // Names are kept trimmed (names.ts): one stored with spaces around it was not written by this app.
  if (s.config.seats.some((x) => x.name !== cleanName(x.name))) return 'A player\'s name is stored with spaces around it.';
  try {
    gameDef(s.config.game);
    validateConfig(s.config);
  } catch (e) {
    if (e instanceof RuleError) return `config: ${e.message}`;
    throw e;
  }
  // The same integrity check a night's table passes (table-integrity.ts): every card in one place, nothing
  // shown that the log never showed, money, step, seats, views, and a game that can go on.
  return tableIntegrity(s);
}

export function serializeTableSave(id: string, state: AnyState, savedAt: number | null = null): string {
  return JSON.stringify({ app: APP, kind: KIND, format: TABLE_SAVE_FORMAT, appVersion: APP_VERSION, savedAt, id, table: state });
}

/** Reads a save's text; `id` is the id its key names (a save must hold the table it is named for). */
export function parseTableSave(text: string, id?: string): ParsedTableSave {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, reason: 'corrupt', problem: 'it is not readable JSON (the file is damaged or cut short)' };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, reason: 'corrupt', problem: 'it holds no saved table' };
  const env = raw as Record<string, unknown>;
  if (env.app !== APP || env.kind !== KIND) return { ok: false, reason: 'corrupt', problem: 'it is not a saved table of this game' };
  if (typeof env.format !== 'number' || !Number.isInteger(env.format)) return { ok: false, reason: 'corrupt', problem: 'its format number is missing' };
  if (env.format > TABLE_SAVE_FORMAT) {
    return { ok: false, reason: 'newer', problem: `it was saved by a newer version (format ${env.format}; this version reads ${TABLE_SAVE_FORMAT})` };
  }
  if (env.format !== TABLE_SAVE_FORMAT) return { ok: false, reason: 'corrupt', problem: `format ${env.format} is unknown` };
  if (id !== undefined && env.id !== id) return { ok: false, reason: 'corrupt', problem: `it holds table "${String(env.id)}", not "${id}"` };
  const problem = tableProblem(env.table);
  if (problem) {
    // A newer app may write the same format with games, variants or fields this version does not know: that
    // is not damage, and the save stays where the newer app will find it (as nights and taverns do).
    const by = typeof env.appVersion === 'string' ? env.appVersion : null;
    if (by !== null && compareVersions(by, APP_VERSION) > 0) {
      return { ok: false, reason: 'newer', problem: `it was saved by version ${by} of the game, newer than this one (${APP_VERSION}), and this version cannot read it (${problem.replace(/\.$/, '')})` };
    }
    return { ok: false, reason: 'corrupt', problem };
  }
  return { ok: true, state: env.table as AnyState, savedAt: typeof env.savedAt === 'number' ? env.savedAt : null };
}

export function summarizeTable(id: string, s: AnyState, savedAt: number | null): TableSaveSummary {
  return {
    id,
    game: s.config.game,
    names: s.config.seats.map((x) => x.name),
    kinds: s.config.seats.map((x) => x.kind),
    gameNo: s.gameNo,
    phase: s.phase,
    stacks: [...s.stacks],
    finished: s.phase === 'over' && !canStartGame(s),
    version: s.version,
    savedAt,
  };
}

export class TableStore extends Shelf<{ state: AnyState }, TableSaveSummary> {
  constructor(backend: StorageBackend) {
    super(backend, { dir: DIR, aside: ASIDE, idPattern: TABLE_ID, noun: 'table', parse: parseTableSave, summarize: (id, p) => summarizeTable(id, p.state, p.savedAt) });
  }

  /** Writes the table (atomically, by the backend's promise). Refuses an inconsistent table: that is a bug. */
  async save(id: string, s: AnyState, savedAt: number | null = null): Promise<void> {
    const problem = tableProblem(s);
    if (problem) throw new Error(`Refusing to save table ${id}: ${problem}`);
    await this.backend.write(this.key(id), serializeTableSave(id, s, savedAt));
  }
}

export interface TableStatsLoad {
  book: TableStatsBook;
  /**
   * The stored book could not be read: what was wrong and where it is kept now (never deleted). Kept in a note
   * beside the book until the player dismisses it, so a book found unreadable when a game ended (not on the
   * statistics screen) is still reported there (issue 25, item 7), as the nights' book is.
   */
  problem: { problem: string; keptAs: string } | null;
}

/** The single tables' statistics book (night/table-stats.ts), one key beside the nights' book (book.ts). */
export class TableStatsStore {
  private readonly book: NotedBook<TableStatsBook>;

  constructor(backend: StorageBackend) {
    this.book = new NotedBook(backend, { key: 'stats/tables.json', notes: 'stats/tables-notes.json', aside: 'stats-aside/tables.', schema: tableStatsBookSchema as z.ZodType<TableStatsBook>, empty: emptyTableStats, what: "The single tables' statistics" });
  }

  async load(): Promise<TableStatsLoad> {
    const { book, notes } = await this.book.open();
    return { book, problem: joinedNotes(notes) };
  }

  /** The player has read the note: it is removed (the books kept aside stay where they are). */
  async dismiss(): Promise<void> {
    await this.book.dismiss();
  }

  /** Counts the game just finished at table `id`, if it is not counted yet. */
  async record(id: string, s: AnyState): Promise<void> {
    const { book } = await this.load();
    const next = recordTableGame(book, id, s);
    if (next !== book) await this.book.write(next);
  }
}
