import type { HostClient, SettingsStore } from '../../../shared/host/client';

/** Settings, plus a sentence about saved settings that had to be set aside (handed out once), else null. */
export interface PlatformSettings extends SettingsStore {
  takeNotice(): string | null;
}

export interface Platform {
  /** The one game host: tables, nights and tavern games, and their saves (main process, or the host worker with IndexedDB). */
  host: HostClient;
  settings: PlatformSettings;
  kind: 'desktop' | 'web';
}

/** A transport failure (worker crashed, IPC gone) answered as a host error, so screens have one error path. */
export const unavailable = (why: string) =>
  ({ ok: false, error: { code: 'host-unavailable', message: `The game host is not answering: ${why}` } }) as const;
