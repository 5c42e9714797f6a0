import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../../../src/preload/api';
import { Host } from '../../../src/shared/host/host';
import { registerIpc } from '../../../src/main/ipc';
import { openStores } from '../../../src/main/persistence/files';
import { isAppUrl } from '../../../src/main/protocol';
import { SettingsFile } from '../../../src/main/settings';
import { FakeIpcMain } from './fakes';

vi.mock('electron', () => ({ ipcMain: {}, app: {} }));

const APP = 'app://rw/index.html';
const config = {
  seats: [
    { name: 'Sam', kind: 'human' },
    { name: 'Aldo', kind: 'bot', level: 'easy' },
  ],
  length: { kind: 'games', games: 2 },
  share: 3,
  minRaise: true,
  seed: 4,
};

/** Nights travel on the one host channel, like tables, to the one host in the main process. */
describe('nights over IPC', () => {
  let dir: string;
  let ipc: FakeIpcMain;
  let nights: Host;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rw-night-ipc-'));
    ipc = new FakeIpcMain();
    nights = new Host({ stores: openStores(dir) });
    registerIpc(ipc, {
      host: nights,
      settings: SettingsFile.open(dir, undefined, () => undefined),
      isTrustedSender: (e) => isAppUrl(e.senderFrame?.url),
    });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('starts a night and saves it as a file under userData/saves/sessions', async () => {
    const res = await ipc.invoke(CHANNELS.host, APP, { type: 'create', kind: 'night', config });
    expect(res).toMatchObject({ ok: true, type: 'opened', kind: 'night' });
    expect(readdirSync(join(dir, 'saves', 'sessions'))).toEqual([`${res.id}.json`]);
    const listed = await ipc.invoke(CHANNELS.host, APP, { type: 'list', kind: 'night' });
    expect(listed.saves.map((s: { id: string }) => s.id)).toEqual([res.id]);
  });

  it('refuses a frame that is not our page, before anything is read or written', async () => {
    const handle = vi.spyOn(nights, 'handle');
    for (const url of ['https://evil.example/', 'file:///etc/passwd', '']) {
      expect(await ipc.invoke(CHANNELS.host, url, { type: 'create', kind: 'night', config })).toMatchObject({ ok: false, error: { code: 'untrusted-sender' } });
    }
    expect(handle).not.toHaveBeenCalled();
    expect(readdirSync(dir).filter((f) => f === 'saves')).toEqual([]);
  });

  it('refuses payloads that are not small plain data before the schema looks at them', async () => {
    const handle = vi.spyOn(nights, 'handle');
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 50; i++) deep = { inner: deep };
    for (const payload of [undefined, 'list', new Map([['type', 'list']]), { type: 'list', kind: 'night', deep }, { type: 'view', kind: 'night', id: 'x'.repeat(100_000), seat: 0 }]) {
      const res = await ipc.invoke(CHANNELS.host, APP, payload);
      expect(res).toMatchObject({ ok: false, error: { code: 'bad-request', message: expect.stringMatching(/^Bad request: /) } });
    }
    expect(handle).not.toHaveBeenCalled();
  });

  it('refuses a payload the night schema does not accept, with a sentence', async () => {
    const res = await ipc.invoke(CHANNELS.host, APP, { type: 'create', kind: 'night', config: { ...config, seats: [config.seats[0]] } });
    expect(res).toEqual({ ok: false, error: { code: 'bad-request', message: expect.stringMatching(/at least 2 players/) } });
  });
});
