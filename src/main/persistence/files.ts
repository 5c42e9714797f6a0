import { promises as fs } from 'node:fs';
import { dirname, join } from 'node:path';
import { checkKey, type StorageBackend } from '../../shared/storage/backend';
import { NightStore } from '../../shared/storage/nights';
import { StatsStore } from '../../shared/storage/stats';
import { TableStatsStore, TableStore } from '../../shared/storage/tables';
import { TavernStatsStore } from '../../shared/storage/tavern-stats';
import { TavernStore } from '../../shared/storage/taverns';
import { ReplayStore } from '../../shared/storage/replays';
import { AchievementStore } from '../../shared/storage/achievements';

/**
 * Saves on disk for the desktop app: one file per key under `dir` (`sessions/<id>.json`). A write goes to a
 * temporary file beside the target, is flushed to the disk, then renamed over the target, so a crash or a
 * kill at any moment leaves the old save or the new one, whole. Temporary files a crash left behind are
 * never read as saves; `sweep` removes them.
 */
const TMP = '.tmp';
let counter = 0;

export class FileBackend implements StorageBackend {
  constructor(readonly dir: string) {}

  private path(key: string): string {
    return join(this.dir, ...checkKey(key).split('/'));
  }

  async read(key: string): Promise<string | null> {
    try {
      return await fs.readFile(this.path(key), 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async write(key: string, text: string): Promise<void> {
    const target = this.path(key);
    await fs.mkdir(dirname(target), { recursive: true });
    const tmp = `${target}.${process.pid}-${++counter}${TMP}`;
    const fh = await fs.open(tmp, 'w');
    try {
      await fh.writeFile(text, 'utf8');
      await fh.sync();
    } finally {
      await fh.close();
    }
    try {
      await fs.rename(tmp, target);
    } catch (e) {
      await fs.rm(tmp, { force: true });
      throw e;
    }
    await syncDir(dirname(target));
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.path(key), { force: true });
  }

  async rename(from: string, to: string): Promise<void> {
    const target = this.path(to);
    if ((await this.read(to)) !== null) throw new Error(`${to} is already taken`);
    await fs.mkdir(dirname(target), { recursive: true });
    await fs.rename(this.path(from), target);
    await syncDir(dirname(target));
  }

  async keys(prefix: string): Promise<string[]> {
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/') + 1) : '';
    let names: string[];
    try {
      const entries = await fs.readdir(folder ? this.path(folder.slice(0, -1)) : this.dir, { withFileTypes: true });
      names = entries.filter((e) => e.isFile() && !e.name.endsWith(TMP)).map((e) => e.name);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw e;
    }
    return names.map((n) => folder + n).filter((k) => k.startsWith(prefix)).sort();
  }

  /** Removes temporary files left by a write a crash interrupted (their target still holds the old save). */
  async sweep(folder: string): Promise<number> {
    let removed = 0;
    try {
      for (const name of await fs.readdir(this.path(folder))) {
        if (!name.endsWith(TMP)) continue;
        await fs.rm(join(this.path(folder), name), { force: true });
        removed++;
      }
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
    return removed;
  }
}

/** Makes a rename durable where the platform allows it (not on Windows, where directories cannot be opened). */
async function syncDir(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const fh = await fs.open(dir, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/** The stores of the desktop app, in `<userData>/saves`. */
export function openStores(userData: string): {
  nights: NightStore;
  stats: StatsStore;
  tables: TableStore;
  tableStats: TableStatsStore;
  taverns: TavernStore;
  tavernStats: TavernStatsStore;
  replays: ReplayStore;
  achievements: AchievementStore;
  backend: FileBackend;
} {
  const backend = new FileBackend(join(userData, 'saves'));
  return { nights: new NightStore(backend), stats: new StatsStore(backend), tables: new TableStore(backend), tableStats: new TableStatsStore(backend), taverns: new TavernStore(backend), tavernStats: new TavernStatsStore(backend), replays: new ReplayStore(backend), achievements: new AchievementStore(backend), backend };
}
