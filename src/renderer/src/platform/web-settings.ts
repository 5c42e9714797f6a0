import { DEFAULT_SETTINGS, type Settings } from '../../../shared/host/client';
import { patchSettings, readSettings } from '../../../shared/host/settings';
import type { PlatformSettings } from './types';

export const SETTINGS_KEY = 'rw.settings';
export const CORRUPT_PREFIX = 'rw.settings.corrupt.';

/** The part of Storage this store uses (localStorage in the page, a Map in unit tests). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Settings in the browser's localStorage under `rw.settings`, checked with the same schema as the desktop's.
 * A value that cannot be used is copied to `rw.settings.corrupt.<time>` before the defaults replace it,
 * and `takeNotice()` says so once.
 */
export class LocalSettingsStore implements PlatformSettings {
  private notice: string | null = null;

  constructor(
    private readonly storage: StorageLike,
    private readonly now: () => Date = () => new Date(),
    private readonly report: (message: string) => void = console.warn,
  ) {}

  async load(): Promise<Settings> {
    return this.read();
  }

  async save(patch: Partial<Settings>): Promise<Settings> {
    const next = patchSettings(this.read(), patch);
    if (!next.ok) throw new Error(next.problem);
    try {
      this.storage.setItem(SETTINGS_KEY, JSON.stringify(next.settings));
    } catch (e) {
      throw new Error(`Settings could not be saved in this browser: ${(e as Error).message}`);
    }
    return next.settings;
  }

  takeNotice(): string | null {
    const n = this.notice;
    this.notice = null;
    return n;
  }

  private read(): Settings {
    const raw = this.storage.getItem(SETTINGS_KEY);
    if (raw === null) return structuredClone(DEFAULT_SETTINGS);
    let saved: unknown;
    try {
      saved = JSON.parse(raw);
    } catch {
      return this.setAside(raw, 'they are not valid JSON');
    }
    const read = readSettings(saved);
    return read.ok ? read.settings : this.setAside(raw, read.problem);
  }

  private setAside(raw: string, why: string): Settings {
    const key = CORRUPT_PREFIX + this.now().toISOString();
    try {
      this.storage.setItem(key, raw);
      this.storage.removeItem(SETTINGS_KEY);
      this.notice = `Your saved settings could not be used (${why}). They were kept under "${key}" in this browser's storage; the defaults are in use.`;
    } catch (e) {
      // Could not copy them (storage full): leave them where they are rather than lose them.
      this.notice = `Your saved settings could not be used (${why}) and could not be copied aside (${(e as Error).message}); the defaults are in use until you change a setting.`;
    }
    this.report(this.notice);
    return structuredClone(DEFAULT_SETTINGS);
  }
}
