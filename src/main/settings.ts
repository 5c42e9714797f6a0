import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import Conf from 'conf';
import { DEFAULT_SETTINGS, type Settings } from '../shared/host/client';
import { patchSettings, readSettings } from '../shared/host/settings';

/**
 * Settings and player profiles on disk, in `<dir>/settings.json`. Written through conf (electron-store's
 * base class: atomic writes); the app passes an electron-store instance for the userData folder, tests pass
 * a plain Conf in a temporary folder.
 *
 * A file that cannot be read (not JSON, or a value out of range) is never dropped: it is renamed to
 * `settings.corrupt-<time>.json` beside it, the defaults are used, and `notice` says so once.
 */
export interface SettingsBackend {
  readonly path: string;
  store: Record<string, unknown>;
}

export type MakeBackend = (options: { cwd: string; configName: string }) => SettingsBackend;

export const makeConfBackend: MakeBackend = (options) => new Conf<Record<string, unknown>>(options);

export const SETTINGS_NAME = 'settings';

export class SettingsFile {
  private backend: SettingsBackend;
  private current: Settings;
  private pendingNotice: string | null = null;

  private constructor(
    private readonly dir: string,
    make: MakeBackend,
    private readonly report: (message: string) => void,
  ) {
    this.setAsideIfUnreadable();
    this.backend = make({ cwd: dir, configName: SETTINGS_NAME });
    this.current = this.readBackend();
  }

  /** Opens (or creates) the settings in `dir`. `report` hears about a file that had to be set aside. */
  static open(dir: string, make: MakeBackend = makeConfBackend, report: (message: string) => void = console.warn): SettingsFile {
    return new SettingsFile(dir, make, report);
  }

  get path(): string {
    return join(this.dir, `${SETTINGS_NAME}.json`);
  }

  /** The sentence about a set-aside file, handed out once (to the first load), else null. */
  takeNotice(): string | null {
    const n = this.pendingNotice;
    this.pendingNotice = null;
    return n;
  }

  load(): Settings {
    return structuredClone(this.current);
  }

  /** Checks the patch, writes the merged settings, and returns them; a bad patch changes nothing. */
  save(patch: unknown): { ok: true; settings: Settings } | { ok: false; problem: string } {
    const next = patchSettings(this.current, patch);
    if (!next.ok) return next;
    this.backend.store = { ...next.settings };
    this.current = next.settings;
    return { ok: true, settings: structuredClone(next.settings) };
  }

  private readBackend(): Settings {
    let stored: Record<string, unknown>;
    try {
      stored = this.backend.store;
    } catch (e) {
      // The file went bad after opening (edited by hand while the app ran): keep it aside once more.
      this.setAside(`it could not be read (${(e as Error).message})`);
      return structuredClone(DEFAULT_SETTINGS);
    }
    if (Object.keys(stored).length === 0) return structuredClone(DEFAULT_SETTINGS);
    const read = readSettings(stored);
    if (read.ok) return read.settings;
    this.setAside(read.problem);
    return structuredClone(DEFAULT_SETTINGS);
  }

  private setAsideIfUnreadable(): void {
    if (!existsSync(this.path)) return;
    let saved: unknown;
    try {
      saved = JSON.parse(readFileSync(this.path, 'utf8'));
    } catch (e) {
      this.setAside(`it is not valid JSON (${(e as Error).message})`);
      return;
    }
    const read = readSettings(saved);
    if (!read.ok) this.setAside(read.problem);
  }

  private setAside(why: string): void {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const aside = join(this.dir, `${SETTINGS_NAME}.corrupt-${stamp}.json`);
    renameSync(this.path, aside);
    this.pendingNotice = `Your saved settings could not be used: ${why}. The file was kept as ${aside}; the defaults are in use.`;
    this.report(this.pendingNotice);
  }
}
