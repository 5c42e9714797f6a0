import type { RwApi, SettingsReply } from '../../../preload/api';
import type { HostClient, Settings } from '../../../shared/host/client';
import type { HostReply, HostRequest } from '../../../shared/host/payload';
import type { PlatformSettings } from './types';
import { unavailable } from './types';

/** HostClient over the preload's IPC bridge; the main process runs the one game host. */
export class DesktopHostClient implements HostClient {
  constructor(private readonly api: RwApi) {}

  async request(req: HostRequest): Promise<HostReply> {
    try {
      return await this.api.host(req);
    } catch (e) {
      return unavailable('bridge-broken', e);
    }
  }
}

/** Settings kept by the main process (electron-store in the user's data folder). */
export class DesktopSettingsStore implements PlatformSettings {
  private notice: string | null = null;

  constructor(private readonly api: RwApi) {}

  async load(): Promise<Settings> {
    const reply = this.unwrap(await this.api.settingsLoad());
    if (reply.notice) this.notice = reply.notice;
    return reply.settings;
  }

  async save(patch: Partial<Settings>): Promise<Settings> {
    return this.unwrap(await this.api.settingsSave(patch)).settings;
  }

  takeNotice(): string | null {
    const n = this.notice;
    this.notice = null;
    return n;
  }

  private unwrap(reply: SettingsReply): Extract<SettingsReply, { ok: true }> {
    if (!reply.ok) throw new Error(reply.error.message);
    return reply;
  }
}
