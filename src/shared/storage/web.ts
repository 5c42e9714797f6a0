import { checkKey, type StorageBackend } from './backend';

/**
 * A backend over the Web Storage interface (the browser build's localStorage), without touching the DOM
 * types: pass `window.localStorage` or anything with the same five members. `setItem` replaces a value in
 * one step, which is the atomic write the stores need. Keys are kept under `prefix`.
 */
export interface WebStorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export class WebStorageBackend implements StorageBackend {
  constructor(
    private readonly storage: WebStorageLike,
    private readonly prefix = 'rw:',
  ) {}

  async read(key: string): Promise<string | null> {
    return this.storage.getItem(this.prefix + checkKey(key));
  }

  async write(key: string, text: string): Promise<void> {
    this.storage.setItem(this.prefix + checkKey(key), text);
  }

  async remove(key: string): Promise<void> {
    this.storage.removeItem(this.prefix + checkKey(key));
  }

  async rename(from: string, to: string): Promise<void> {
    const text = await this.read(from);
    if (text === null) throw new Error(`No save at ${from}`);
    if ((await this.read(to)) !== null) throw new Error(`${to} is already taken`);
    // Copy first, then remove: a crash in between leaves two copies, never none.
    await this.write(to, text);
    await this.remove(from);
  }

  async keys(prefix: string): Promise<string[]> {
    const out: string[] = [];
    for (let i = 0; i < this.storage.length; i++) {
      const k = this.storage.key(i);
      if (k !== null && k.startsWith(this.prefix + prefix)) out.push(k.slice(this.prefix.length));
    }
    return out.sort();
  }
}
