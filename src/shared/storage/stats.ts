import type { z } from 'zod';
import { emptyStats, recordNight, statsBookSchema, type StatsBook } from '../night/stats';
import type { Night } from '../night/types';
import type { StorageBackend } from './backend';
import { NotedBook, type BookNote } from './book';

/**
 * The nights' statistics book (night/stats.ts), one key, kept as every book of statistics is (book.ts): an
 * unreadable book is moved aside with a note the statistics screen shows until the player dismisses it.
 */
export type StatsProblem = BookNote;

export interface StatsLoad {
  book: StatsBook;
  /** Books found unreadable and set aside, not yet dismissed by the player (oldest first). */
  problems: StatsProblem[];
}

export class StatsStore {
  private readonly book: NotedBook<StatsBook>;

  constructor(backend: StorageBackend) {
    this.book = new NotedBook(backend, { key: 'stats/profiles.json', notes: 'stats/notes.json', aside: 'stats-aside/profiles.', schema: statsBookSchema as z.ZodType<StatsBook>, empty: emptyStats, what: 'The statistics' });
  }

  async load(): Promise<StatsLoad> {
    const { book, notes } = await this.book.open();
    return { book, problems: notes };
  }

  /** The player has read the notes: they are removed (the books kept aside stay where they are). */
  async dismiss(): Promise<void> {
    await this.book.dismiss();
  }

  async save(book: StatsBook): Promise<void> {
    await this.book.write(book);
  }

  /** Counts what is new in `s` (idempotent: call it after every action or at the end of a night). */
  async record(s: Night): Promise<StatsBook> {
    const { book } = await this.load();
    const next = recordNight(book, s);
    await this.save(next);
    return next;
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
