import type { StorageBackend } from './backend';
import { setAside } from './book';

/**
 * A shelf of saves of one kind (nights, single tables): one key per save under `dir`, read back only through
 * the kind's own `parse` (its schema and integrity checks). A save that fails them is reported and moved
 * aside under `aside` (numbered, never overwritten, never deleted); one from a newer version is reported and
 * left where it is. Nights and single tables differ only in what they hold and how they are checked.
 */
export type Parsed<T> = ({ ok: true; savedAt: number | null } & T) | { ok: false; reason: 'corrupt' | 'newer'; problem: string };

export type Loaded<T> =
  | ({ ok: true; savedAt: number | null } & T)
  | { ok: false; reason: 'missing' | 'corrupt' | 'newer'; problem: string; keptAs: string | null };

export interface ShelfProblem {
  id: string;
  reason: 'corrupt' | 'newer';
  problem: string;
  /** Where the unreadable save is kept now. */
  keptAs: string;
}

export interface ShelfKind<T, S> {
  dir: string;
  aside: string;
  idPattern: RegExp;
  /** "night", "table": for the sentences. */
  noun: string;
  parse(text: string, id: string): Parsed<T>;
  summarize(id: string, saved: { savedAt: number | null } & T): S;
}

export class Shelf<T extends object, S extends { id: string; savedAt: number | null }> {
  constructor(
    protected readonly backend: StorageBackend,
    private readonly kind: ShelfKind<T, S>,
  ) {}

  protected key(id: string): string {
    if (!this.kind.idPattern.test(id)) throw new Error(`"${id}" is not a saved ${this.kind.noun}'s id`);
    return `${this.kind.dir}${id}.json`;
  }

  async load(id: string): Promise<Loaded<T>> {
    const key = this.key(id);
    const text = await this.backend.read(key);
    if (text === null) return { ok: false, reason: 'missing', problem: `There is no saved ${this.kind.noun} with that name`, keptAs: null };
    const parsed = this.kind.parse(text, id);
    if (parsed.ok) return parsed;
    const keptAs = parsed.reason === 'corrupt' ? await this.setAside(key, id) : key;
    return { ...parsed, keptAs };
  }

  /** Every save, newest first; unreadable ones are reported (and corrupt ones moved aside). */
  async list(): Promise<{ saves: S[]; problems: ShelfProblem[] }> {
    const saves: S[] = [];
    const problems: ShelfProblem[] = [];
    for (const key of await this.backend.keys(this.kind.dir)) {
      const id = key.slice(this.kind.dir.length).replace(/\.json$/, '');
      if (!key.endsWith('.json') || !this.kind.idPattern.test(id)) continue;
      const text = await this.backend.read(key);
      if (text === null) continue;
      const parsed = this.kind.parse(text, id);
      if (parsed.ok) saves.push(this.kind.summarize(id, parsed));
      else problems.push({ id, reason: parsed.reason, problem: parsed.problem, keptAs: parsed.reason === 'corrupt' ? await this.setAside(key, id) : key });
    }
    saves.sort((a, b) => (b.savedAt ?? 0) - (a.savedAt ?? 0) || a.id.localeCompare(b.id));
    return { saves, problems };
  }

  async remove(id: string): Promise<void> {
    await this.backend.remove(this.key(id));
  }

  /** Saves moved aside as unreadable: kept for a bug report or a manual rescue. */
  async setAsideKeys(): Promise<string[]> {
    return this.backend.keys(this.kind.aside);
  }

  private setAside(key: string, id: string): Promise<string> {
    return setAside(this.backend, key, `${this.kind.aside}${id}.`);
  }
}
