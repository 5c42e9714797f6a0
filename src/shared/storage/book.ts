import { z } from 'zod';
import { schemaProblem } from '../night/schema';
import type { StorageBackend } from './backend';

/**
 * What every store does with a file it cannot read: it never deletes or overwrites it, it moves it aside under
 * the first free numbered name (`<prefix>1.json`, `<prefix>2.json`, …) and says where. The saves' shelves, the
 * replays and the books of statistics and achievements all keep their unreadable files this way.
 */
export async function setAside(backend: StorageBackend, key: string, prefix: string): Promise<string> {
  const taken = new Set(await backend.keys(prefix));
  let k = 1;
  while (taken.has(`${prefix}${k}.json`)) k++;
  const to = `${prefix}${k}.json`;
  await backend.rename(key, to);
  return to;
}

/**
 * A one-key book read and checked against its schema: `book` null when there is none yet; `problem` (a sentence
 * saying what is wrong) when the file is there but unreadable.
 */
export async function readBook<T>(backend: StorageBackend, key: string, schema: z.ZodType<T>): Promise<{ book: T | null; problem: string | null }> {
  const text = await backend.read(key);
  if (text === null) return { book: null, problem: null };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { book: null, problem: 'it is not readable JSON (the file is damaged or cut short)' };
  }
  const problem = schemaProblem(schema, raw);
  return problem ? { book: null, problem } : { book: raw as T, problem: null };
}

/** A note about a book found unreadable: what was wrong, and where the book is kept now (null: nowhere). */
export interface BookNote {
  problem: string;
  keptAs: string | null;
}

export interface BookKind<T> {
  /** The book's key, e.g. `stats/taverns.json`. */
  key: string;
  /** The notes' key beside it, e.g. `stats/taverns-notes.json`. */
  notes: string;
  /** Where an unreadable book goes: `<aside>1.json`, … (e.g. `stats-aside/taverns.`). */
  aside: string;
  schema: z.ZodType<T>;
  empty(): T;
  /** The book in a sentence's subject: "The statistics". */
  what: string;
}

const notesSchema = z.array(z.object({ problem: z.string().max(2000), keptAs: z.string().max(200).nullable() })).max(100);

/**
 * A book of statistics (nights', single tables', tavern games'): one key. An unreadable book is never replaced
 * silently: it is moved aside (never deleted), a note saying what was wrong and where it is kept is written
 * beside the book, and a fresh book is started, so one bad write cannot block the app. The notes stay, and the
 * statistics screen shows them, until the player dismisses them, whether the book was found unreadable by the
 * statistics screen itself or by a game ending.
 */
export class NotedBook<T> {
  constructor(
    private readonly backend: StorageBackend,
    private readonly kind: BookKind<T>,
  ) {}

  /** The book (a new one when there is none or it was unreadable) and the notes not yet dismissed, oldest first. */
  async open(): Promise<{ book: T; notes: BookNote[] }> {
    const notes = await this.readNotes();
    const read = await readBook(this.backend, this.kind.key, this.kind.schema);
    if (read.problem === null) return { book: read.book ?? this.kind.empty(), notes };
    let keptAs: string;
    try {
      keptAs = await setAside(this.backend, this.kind.key, this.kind.aside);
    } catch (e) {
      // Nothing may replace a book that could not be kept: the player's history would be lost.
      throw new Error(`${this.kind.what} could not be read, and could not be kept aside either (${(e as Error).message}); they were left as they are`);
    }
    // The note is written before anything replaces the book: a crash in between loses no word of it.
    const all = [...notes, { problem: read.problem.replace(/\.$/, ''), keptAs }].slice(-100);
    await this.backend.write(this.kind.notes, JSON.stringify(all));
    return { book: this.kind.empty(), notes: all };
  }

  /** The player has read the notes: they are removed (the books kept aside stay where they are). */
  async dismiss(): Promise<void> {
    await this.backend.remove(this.kind.notes);
  }

  async write(book: T): Promise<void> {
    await this.backend.write(this.kind.key, JSON.stringify(book));
  }

  private async readNotes(): Promise<BookNote[]> {
    const text = await this.backend.read(this.kind.notes);
    if (text === null) return [];
    try {
      const parsed = notesSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // Falls through: a damaged note is itself worth saying.
    }
    return [{ problem: 'a note about an earlier problem with them could not be read either', keptAs: null }];
  }
}

/** The notes as the single tables' and tavern games' screens take them: one problem and where the books are. */
export function joinedNotes(notes: readonly BookNote[]): { problem: string; keptAs: string } | null {
  if (!notes.length) return null;
  return { problem: notes.map((x) => x.problem).join('; '), keptAs: notes.flatMap((x) => (x.keptAs ? [x.keptAs] : [])).join(', ') };
}
