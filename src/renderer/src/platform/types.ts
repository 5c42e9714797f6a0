import type { HostClient, SettingsStore } from '../../../shared/host/client';
import type { NetHostClient } from './net-host';

/** Settings, plus a sentence about saved settings that had to be set aside (handed out once), else null. */
export interface PlatformSettings extends SettingsStore {
  takeNotice(): string | null;
}

export interface Platform {
  /** The one game host: tables, nights and tavern games, and their saves (main process, or the host worker with IndexedDB). */
  host: HostClient;
  settings: PlatformSettings;
  kind: 'desktop' | 'web' | 'net';
  /** The network host's connection (`net`: the page was opened from a host's address with `?join=CODE`). */
  net?: NetHostClient;
  /** The join code the page was opened with (`net`). */
  joinCode?: string;
}

/** What broke between the page and the game host (the worker or the desktop's IPC bridge). */
export type TransportFailure = 'worker-failed' | 'worker-not-started' | 'reply-unreadable' | 'closed' | 'bridge-broken';

/**
 * Each failure in our own words (issue 12.10): the browser's or Electron's text ("EISDIR: ...", "Uncaught
 * TypeError ...") names nothing a player can act on, so it goes to the console for developers only.
 */
const TRANSPORT_SENTENCES: Record<TransportFailure, string> = {
  'worker-failed': "the game's background worker stopped. Reload the page to start it again.",
  'worker-not-started': "the game's background worker could not start. Reload the page to try again.",
  'reply-unreadable': 'its answer could not be read. Reload the page to try again.',
  closed: 'it was closed.',
  'bridge-broken': "the request did not reach the game's main process, or its answer did not come back. Try again, and restart the app if this goes on.",
};

/** The sentence a player is shown for a transport failure (no raw error text in it). */
export const transportSentence = (why: TransportFailure): string => `The game host is not answering: ${TRANSPORT_SENTENCES[why]}`;

/** The raw text of what went wrong, for developers: to the console (a warning), never to the screen. */
export function logTransportCause(why: string, raw: unknown): void {
  if (raw === undefined || raw === null || raw === '') return;
  console.warn(`Game host transport (${why}):`, raw);
}

/**
 * A transport failure (worker crashed, IPC gone) answered as a host error, so screens have one error path.
 * `raw` (the browser's or Electron's error) is logged to the console, never put in the message.
 */
export function unavailable(why: TransportFailure, raw?: unknown) {
  logTransportCause(why, raw);
  return { ok: false, error: { code: 'host-unavailable', message: transportSentence(why) } } as const;
}
