import { z } from 'zod';
import { schemaProblem } from '../night/schema';
import { emptyStats, recordNight, statsBookSchema, type StatsBook } from '../night/stats';
import type { Night } from '../night/types';
import type { StorageBackend } from './backend';

/**
 * The statistics book, one key. An unreadable book is never replaced silently: it is moved aside (never
 * deleted), a note saying what was wrong and where it is kept is written beside the book, and a fresh book
 * is started, so one bad write cannot block the app. The note stays, and the statistics screen shows it,
 * until the player dismisses it — whether the book was found unreadable by the statistics screen itself or
 * by a game ending in the middle of a night.
 */
const KEY = 'stats/profiles.json';
const NOTES = 'stats/notes.json';
const ASIDE = 'stats-aside/';

export interface StatsProblem {
  /** What was wrong with the book. */
  problem: string;
  /** Where the unreadable book is kept now (null for a damaged note, which names no book). */
  keptAs: string | null;
}

export interface StatsLoad {
  book: StatsBook;
  /** Books found unreadable and set aside, not yet dismissed by the player (oldest first). */
  problems: StatsProblem[];
}

const notesSchema = z.array(z.object({ problem: z.string().max(2000), keptAs: z.string().max(200).nullable() })).max(100);

export class StatsStore {
  constructor(private readonly backend: StorageBackend) {}

  async load(): Promise<StatsLoad> {
    const notes = await this.notes();
    const text = await this.backend.read(KEY);
    if (text === null) return { book: emptyStats(), problems: notes };
    let problem: string | null;
    let raw: unknown = null;
    try {
      raw = JSON.parse(text);
      problem = schemaProblem(statsBookSchema, raw);
    } catch (e) {
      problem = 'it is not readable JSON (the file is damaged or cut short)';
    }
    if (!problem) return { book: raw as StatsBook, problems: notes };
    const found = { problem, keptAs: await this.setAside() };
    // The note is written before anything replaces the book: a crash in between loses no word of it.
    const all = [...notes, found].slice(-100);
    await this.backend.write(NOTES, JSON.stringify(all));
    return { book: emptyStats(), problems: all };
  }

  /** The player has read the notes: they are removed (the books kept aside stay where they are). */
  async dismiss(): Promise<void> {
    await this.backend.remove(NOTES);
  }

  async save(book: StatsBook): Promise<void> {
    await this.backend.write(KEY, JSON.stringify(book));
  }

  /** Counts what is new in `s` (idempotent: call it after every action or at the end of a night). */
  async record(s: Night): Promise<StatsBook> {
    const { book } = await this.load();
    const next = recordNight(book, s);
    await this.save(next);
    return next;
  }

  private async notes(): Promise<StatsProblem[]> {
    const text = await this.backend.read(NOTES);
    if (text === null) return [];
    try {
      const parsed = notesSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // Falls through: the note itself is damaged, which is still worth saying.
    }
    return [{ problem: 'a note about an earlier problem with them could not be read either', keptAs: null }];
  }

  /** Moves the unreadable book aside; if that fails, this throws and nothing may replace the book. */
  private async setAside(): Promise<string> {
    const taken = new Set(await this.backend.keys(ASIDE));
    let k = 1;
    while (taken.has(`${ASIDE}profiles.${k}.json`)) k++;
    const keptAs = `${ASIDE}profiles.${k}.json`;
    try {
      await this.backend.rename(KEY, keptAs);
    } catch (e) {
      throw new Error(`The statistics could not be read, and could not be kept aside either (${(e as Error).message}); they were left as they are`);
    }
    return keptAs;
  }
}

/** The notes as one paragraph for the statistics screen, or null when there is nothing to say. */
export function statsProblemText(problems: readonly StatsProblem[]): string | null {
  if (problems.length === 0) return null;
  // A problem is a sentence of its own; inside the parentheses it reads as a clause.
  const clause = (t: string) => t.replace(/\.$/, '').replace(/^[A-Z](?=[a-z ])/, (c) => c.toLowerCase());
  return problems
    .map((p) => ({ ...p, problem: clause(p.problem) }))
    .map((p) =>
      p.keptAs
        ? `The statistics could not be read (${p.problem}); the old book was kept aside as ${p.keptAs} and a new book was started.`
        : `The statistics could not be read (${p.problem}); a new book was started.`,
    )
    .join(' ');
}
