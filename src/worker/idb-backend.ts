import { checkKey, type StorageBackend } from '../shared/storage/backend';
import { NightStore } from '../shared/storage/nights';
import { StatsStore } from '../shared/storage/stats';
import { TableStatsStore, TableStore } from '../shared/storage/tables';
import { TavernStatsStore } from '../shared/storage/tavern-stats';
import { TavernStore } from '../shared/storage/taverns';
import { ReplayStore } from '../shared/storage/replays';
import { AchievementStore } from '../shared/storage/achievements';

/**
 * Saves in the browser build: IndexedDB, opened inside the host's Web Worker (a worker has no
 * localStorage, and the full night must stay in the worker: the page only ever gets per-seat views).
 * One object store `files` maps a storage key to its text. Each operation is one IndexedDB transaction,
 * which commits whole or not at all: a write replaces the old text in one step, and a rename reads,
 * checks, puts and deletes inside one transaction, so a crash leaves the old state or the new one.
 */
const STORE = 'files';

function done<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });
}

export class IndexedDbBackend implements StorageBackend {
  private db: Promise<IDBDatabase> | null = null;

  constructor(
    private readonly factory: IDBFactory = indexedDB,
    readonly name = 'rogues-and-warriors',
  ) {}

  private open(): Promise<IDBDatabase> {
    this.db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = this.factory.open(this.name, 1);
      req.onupgradeneeded = () => {
        if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE);
      };
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be opened'));
      req.onblocked = () => reject(new Error('IndexedDB is blocked by another tab of this game'));
    }).catch((e: Error) => {
      this.db = null;
      throw new Error(`This browser's storage is not available (${e.message})`);
    });
    return this.db;
  }

  async read(key: string): Promise<string | null> {
    const db = await this.open();
    const value = await done(db.transaction(STORE, 'readonly').objectStore(STORE).get(checkKey(key)));
    return typeof value === 'string' ? value : null;
  }

  async write(key: string, text: string): Promise<void> {
    const db = await this.open();
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).put(text, checkKey(key));
    await committed(tx);
  }

  async remove(key: string): Promise<void> {
    const db = await this.open();
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).delete(checkKey(key));
    await committed(tx);
  }

  async rename(from: string, to: string): Promise<void> {
    checkKey(from);
    checkKey(to);
    const db = await this.open();
    const tx = db.transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    const finished = committed(tx);
    let problem: Error | null = null;
    const text = store.get(from);
    text.onsuccess = () => {
      if (typeof text.result !== 'string') {
        problem = new Error(`No save at ${from}`);
        tx.abort();
        return;
      }
      const taken = store.getKey(to);
      taken.onsuccess = () => {
        if (taken.result !== undefined) {
          problem = new Error(`${to} is already taken`);
          tx.abort();
          return;
        }
        store.put(text.result, to);
        store.delete(from);
      };
    };
    try {
      await finished;
    } catch (e) {
      throw problem ?? e;
    }
  }

  async keys(prefix: string): Promise<string[]> {
    const db = await this.open();
    const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
    const keys = await done(db.transaction(STORE, 'readonly').objectStore(STORE).getAllKeys(range));
    return keys.filter((k): k is string => typeof k === 'string' && k.startsWith(prefix)).sort();
  }
}

/** The stores of the browser build, over IndexedDB. */
export function openBrowserStores(factory?: IDBFactory): {
  nights: NightStore;
  stats: StatsStore;
  tables: TableStore;
  tableStats: TableStatsStore;
  taverns: TavernStore;
  tavernStats: TavernStatsStore;
  replays: ReplayStore;
  achievements: AchievementStore;
  backend: IndexedDbBackend;
} {
  const backend = new IndexedDbBackend(factory);
  return { nights: new NightStore(backend), stats: new StatsStore(backend), tables: new TableStore(backend), tableStats: new TableStatsStore(backend), taverns: new TavernStore(backend), tavernStats: new TavernStatsStore(backend), replays: new ReplayStore(backend), achievements: new AchievementStore(backend), backend };
}
