import { DEFAULT_SETTINGS, type Settings } from '../../../shared/host/client';
import { platform } from './platform';

/**
 * The settings every screen reads (animation speed, bot delay, sound, default stakes, minimum raise).
 * Loaded once from the platform's store; each change is saved through it.
 */
class SettingsState {
  value = $state<Settings>({ ...DEFAULT_SETTINGS });
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

  async load(): Promise<void> {
    const store = platform().settings;
    try {
      this.value = { ...DEFAULT_SETTINGS, ...(await store.load()) };
    } catch {
      this.value = { ...DEFAULT_SETTINGS };
    }
    this.notice = store.takeNotice?.() ?? null;
    this.loaded = true;
  }

  async save(patch: Partial<Settings>): Promise<void> {
    this.value = { ...this.value, ...patch };
    try {
      this.value = { ...DEFAULT_SETTINGS, ...(await platform().settings.save(patch)) };
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
