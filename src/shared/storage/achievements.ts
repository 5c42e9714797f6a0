import { z } from 'zod';
import { achievementById } from '../achievements';
import type { StorageBackend } from './backend';
import { readBook, setAside } from './book';

/**
 * The achievements book (issue 26.4), kept with the statistics (`stats/achievements.json`): each unlocked
 * achievement's id and when it was first unlocked. An unreadable book is moved aside (`stats-aside/`) and a new
 * one started, with a sentence; unknown ids (a newer version's) are kept as they are.
 */
const KEY = 'stats/achievements.json';
const ASIDE = 'stats-aside/';

const bookSchema = z.object({ format: z.literal(1), unlocked: z.record(z.string().max(64), z.number().finite()) }).strict();
export type AchievementBook = z.infer<typeof bookSchema>;

export class AchievementStore {
  constructor(private readonly backend: StorageBackend) {}

  async load(): Promise<{ book: AchievementBook; problem: string | null }> {
    const read = await readBook(this.backend, KEY, bookSchema);
    if (!read.problem) return { book: read.book ?? { format: 1, unlocked: {} }, problem: null };
    const keptAs = await setAside(this.backend, KEY, `${ASIDE}achievements.`);
    return { book: { format: 1, unlocked: {} }, problem: `The achievements could not be read (${read.problem.replace(/\.$/, '')}); they were kept aside as ${keptAs} and a new book was started.` };
  }

  /** Unlocks these ids (those already unlocked keep their first time); the ids unlocked now for the first time. */
  async unlock(ids: readonly string[], now: number): Promise<string[]> {
    const fresh = ids.filter((id) => achievementById(id));
    if (!fresh.length) return [];
    const { book } = await this.load();
    const added = fresh.filter((id) => book.unlocked[id] === undefined);
    if (!added.length) return [];
    for (const id of added) book.unlocked[id] = now;
    await this.backend.write(KEY, JSON.stringify(book));
    return added;
  }
}
