import type { HostClient, SettingsStore } from '../../../shared/host/client';
import type { TavernClient } from './tavern-client';

/** Settings, plus a sentence about saved settings that had to be set aside (handed out once), else null. */
export interface PlatformSettings extends SettingsStore {
  takeNotice(): string | null;
}

export interface Platform {
  /** The one game host: tables and nights, and their saves (main process, or the host worker with IndexedDB). */
  host: HostClient;
  settings: PlatformSettings;
  /** The Red Dragon Inn games (issue 16), beside the one host for now. */
  taverns?: TavernClient;
  kind: 'desktop' | 'web';
}

/** A transport failure (worker crashed, IPC gone) answered as a host error, so screens have one error path. */
export const unavailable = (why: string) =>
  ({ ok: false, error: { code: 'host-unavailable', message: `The game host is not answering: ${why}` } }) as const;
