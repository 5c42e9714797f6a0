import type { Settings } from '../../../shared/host/client';
import type { SettingsAnswer, SettingsAsk } from '../../../worker/settings';
import type { PlatformSettings } from './types';

export const SETTINGS_KEY = 'rw.settings';
export const CORRUPT_PREFIX = 'rw.settings.corrupt.';

/** The part of Storage this store uses (localStorage in the page, a Map in unit tests). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Who reads the settings' text: the host's worker (worker/settings.ts), where the schema and defaults live. */
export type AskSettings = (ask: SettingsAsk) => Promise<SettingsAnswer>;

/**
 * Settings in the browser's localStorage under `rw.settings`. The page only keeps the text: what it means
 * (the schema, the defaults, a patch) is the host worker's answer, as the desktop's main process answers for
 * electron-store. A value that cannot be used is copied to `rw.settings.corrupt.<time>` before the defaults
 * replace it, and `takeNotice()` says so once.
 */
export class LocalSettingsStore implements PlatformSettings {
  private notice: string | null = null;

  constructor(
    private readonly storage: StorageLike,
    private readonly ask: AskSettings,
    private readonly now: () => Date = () => new Date(),
    private readonly report: (message: string) => void = console.warn,
    /**
     * The worker's answer for "nothing saved", made at build time from the host's own defaults (`virtual:rw-boot-data`,
     * issue 28.13): a first visit's lobby does not wait for the worker to start. Saved text is always the worker's to read.
     */
    private readonly unsaved: Settings | null = null,
  ) {}

  async load(): Promise<Settings> {
    const saved = this.storage.getItem(SETTINGS_KEY);
    if (saved === null && this.unsaved) return structuredClone(this.unsaved);
    const answer = await this.ask({ op: 'read', saved });
    if (!answer.ok) throw new Error(answer.problem);
    if (answer.unreadable !== null && saved !== null) this.setAside(saved, answer.unreadable);
    return answer.settings;
  }

  async save(patch: Partial<Settings>): Promise<Settings> {
    const saved = this.storage.getItem(SETTINGS_KEY);
    const next = await this.ask({ op: 'patch', saved, patch });
    if (!next.ok) throw new Error(next.problem);
    if (next.unreadable !== null && saved !== null) this.setAside(saved, next.unreadable);
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

  private setAside(raw: string, why: string): void {
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
  }
}
