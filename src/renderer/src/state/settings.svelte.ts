import type { Settings } from '../../../shared/host/client';
import { platform } from './platform';

/**
 * The settings every screen reads (animation speed, bot delay, sound, default stakes, minimum raise).
 * Loaded once from the platform's store, which answers with the defaults where nothing is saved (the main
 * process, or the host's worker: the page knows no default); each change is saved through it. No screen
 * draws before they are loaded (App.svelte), so reading them earlier is a bug, said as one.
 */
class SettingsState {
  #value = $state<Settings | null>(null);
  loaded = $state(false);
  /** A sentence about saved settings that had to be set aside (unreadable), shown once. */
  notice = $state<string | null>(null);
  /** The system asks for less motion: animations are off unless the player turns them back on. */
  systemReducedMotion = $state(false);

  constructor() {
    const query = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
    if (query) {
      this.systemReducedMotion = query.matches;
      // The player may change it while the app runs.
      query.addEventListener?.('change', (e) => (this.systemReducedMotion = e.matches));
    }
  }

  get value(): Settings {
    if (this.#value === null) throw new Error('The settings were read before the platform sent them (App.svelte loads them before any screen draws).');
    return this.#value;
  }

  set value(v: Settings) {
    this.#value = v;
  }

  /**
   * Asks the platform's store once. Without an answer (the host's worker or the main process not answering)
   * there are no settings and no game either: the error goes to the caller, which says so.
   */
  async load(): Promise<void> {
    const store = platform().settings;
    this.value = await store.load();
    this.notice = store.takeNotice?.() ?? null;
    this.loaded = true;
  }

  async save(patch: Partial<Settings>): Promise<void> {
    const before = this.value;
    this.value = { ...before, ...patch };
    try {
      this.value = { ...before, ...(await platform().settings.save(patch)) };
    } catch {
      // Keep the change for this run even if it could not be stored.
    }
  }

  /**
   * Multiplier for every animation; 0 means no motion. The system's reduced-motion setting is honoured
   * (issue 13.17) until the player picks a speed themselves.
   */
  get speed(): number {
    if (this.systemReducedMotion && this.value.followSystemMotion) return 0;
    return this.value.animationSpeed;
  }
}

export const settings = new SettingsState();
