import type { Settings } from '../shared/host/client';
import type { HostReply, HostRequest } from '../shared/host/payload';
import type { TavernRequest, TavernResponse } from '../shared/host/tavern-protocol';

/** IPC channel names, shared by the preload and the main process. */
export const CHANNELS = {
  host: 'host',
  settingsLoad: 'settings:load',
  settingsSave: 'settings:save',
  tavern: 'tavern',
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
  /** The one game host in the main process: tables, nights and their saves (shared/host/host.ts). */
  host(req: HostRequest): Promise<HostReply>;
  settingsLoad(): Promise<SettingsReply>;
  settingsSave(patch: Partial<Settings>): Promise<SettingsReply>;
  /** The Red Dragon Inn games (tavern-protocol.ts). */
  tavern(req: TavernRequest): Promise<TavernResponse>;
}
