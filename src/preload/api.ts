import type { Settings } from '../shared/host/client';
import type { HostReply, HostRequest } from '../shared/host/payload';

/** IPC channel names, shared by the preload and the main process. */
export const CHANNELS = {
  host: 'host',
  settingsLoad: 'settings:load',
  settingsSave: 'settings:save',
  hosting: 'net:hosting',
} as const;

/**
 * The settings channels answer with a result, never by throwing: a rejected invoke reaches the renderer
 * wrapped in "Error invoking remote method ...", which is no sentence for a player. `notice` says once
 * that a saved file was unreadable and where it was kept.
 */
export type SettingsReply =
  | { ok: true; settings: Settings; notice: string | null }
  | { ok: false; error: { code: string; message: string } };

/** What the preload exposes to the page as `window.rw`. Nothing else from Electron reaches the page. */
export interface RwApi {
  /** The one game host in the main process: tables, nights, tavern games and their saves (shared/host/host.ts). */
  host(req: HostRequest): Promise<HostReply>;
  settingsLoad(): Promise<SettingsReply>;
  settingsSave(patch: Partial<Settings>): Promise<SettingsReply>;
  /** "Host on the local network" (main/net-hosting.ts): start, stop, status, remove a connection, a stand-in. */
  hosting(req: unknown): Promise<unknown>;
}
