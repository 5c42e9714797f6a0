import { schemaProblem } from '../session/schema';
import { emptyStats, recordSession, statsBookSchema, type StatsBook } from '../session/stats';
import type { Session } from '../session/types';
import type { StorageBackend } from './backend';

/**
 * The statistics book, one key. An unreadable book is reported, moved aside (never deleted) and a fresh
 * one started, so one bad write cannot block the app.
 */
const KEY = 'stats/profiles.json';
const ASIDE = 'stats-aside/';

export interface StatsLoad {
  book: StatsBook;
  /** Set when the stored book could not be read: what was wrong and where it is kept now. */
  problem: { problem: string; keptAs: string } | null;
}

export class StatsStore {
  constructor(private readonly backend: StorageBackend) {}

  async load(): Promise<StatsLoad> {
    const text = await this.backend.read(KEY);
    if (text === null) return { book: emptyStats(), problem: null };
    let problem: string | null;
    let raw: unknown = null;
    try {
      raw = JSON.parse(text);
      problem = schemaProblem(statsBookSchema, raw);
    } catch (e) {
      problem = `it is not readable JSON (${(e as Error).message})`;
    }
    if (!problem) return { book: raw as StatsBook, problem: null };
    const taken = new Set(await this.backend.keys(ASIDE));
    let k = 1;
    while (taken.has(`${ASIDE}profiles.${k}.json`)) k++;
    const keptAs = `${ASIDE}profiles.${k}.json`;
    await this.backend.rename(KEY, keptAs);
    return { book: emptyStats(), problem: { problem, keptAs } };
  }

  async save(book: StatsBook): Promise<void> {
    await this.backend.write(KEY, JSON.stringify(book));
  }

  /** Counts what is new in `s` (idempotent: call it after every action or at the end of a night). */
  async record(s: Session): Promise<StatsBook> {
    const { book } = await this.load();
    const next = recordSession(book, s);
    await this.save(next);
    return next;
  }
}
