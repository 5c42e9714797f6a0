/**
 * Where saves live, whatever the platform: the desktop shell implements this with files (write to a
 * temporary file, then rename over the old one), the browser with localStorage or IndexedDB. Keys are
 * short paths of letters, digits, `-`, `_`, `.` and `/` (`sessions/n1a2b.json`).
 *
 * `write` must be atomic: after a crash at any moment, a key holds either its old text or its new text
 * whole, never a mix or nothing. `rename` moves a key (replacing nothing: the target must be free).
 */
export interface StorageBackend {
  read(key: string): Promise<string | null>;
  write(key: string, text: string): Promise<void>;
  remove(key: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  /** Every key that starts with `prefix`, sorted. */
  keys(prefix: string): Promise<string[]>;
}

export const SAFE_KEY = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;

export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(`"${key}" is not a storage key`);
  }
  return key;
}

/**
 * A backend in memory, for tests and for the browser build before it persists anything. `failWrites`
 * makes the next writes fail as a crash would, before anything changes (the atomic-write promise).
 */
export class MemoryBackend implements StorageBackend {
  readonly data = new Map<string, string>();
  failWrites = 0;

  async read(key: string): Promise<string | null> {
    return this.data.get(checkKey(key)) ?? null;
  }

  async write(key: string, text: string): Promise<void> {
    checkKey(key);
    if (this.failWrites > 0) {
      this.failWrites--;
      throw new Error(`Write of ${key} failed`);
    }
    this.data.set(key, text);
  }

  async remove(key: string): Promise<void> {
    this.data.delete(checkKey(key));
  }

  async rename(from: string, to: string): Promise<void> {
    const text = this.data.get(checkKey(from));
    if (text === undefined) throw new Error(`No save at ${from}`);
    if (this.data.has(checkKey(to))) throw new Error(`${to} is already taken`);
    this.data.set(to, text);
    this.data.delete(from);
  }

  async keys(prefix: string): Promise<string[]> {
    return [...this.data.keys()].filter((k) => k.startsWith(prefix)).sort();
  }
}
