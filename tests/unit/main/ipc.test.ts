import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../../../src/preload/api';
import { DEFAULT_SETTINGS } from '../../../src/shared/host/client';
import { Host } from '../../../src/shared/host/host';
import { memoryStores } from '../../helpers/host';
import type { TableConfig } from '../../../src/shared/engine/types';
import { registerIpc } from '../../../src/main/ipc';
import { isAppUrl } from '../../../src/main/protocol';
import { SettingsFile } from '../../../src/main/settings';
import { FakeIpcMain } from './fakes';

vi.mock('electron', () => ({ ipcMain: {}, app: {} }));

const APP = 'app://rw/index.html';

const config: TableConfig = {
  game: 'rogues-and-warriors',
  seats: [
    { name: 'Sam', kind: 'human' },
    { name: 'Jen', kind: 'human' },
  ],
  variants: [],
  stakes: { mode: 'betting', minRaise: true },
  splitRule: 'merchant',
  startingChips: 20,
  seed: 3,
};

describe('the IPC handlers', () => {
  let dir: string;
  let ipc: FakeIpcMain;
  let service: Host;
  let settings: SettingsFile;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rw-ipc-'));
    ipc = new FakeIpcMain();
    service = new Host({ stores: memoryStores() });
    settings = SettingsFile.open(dir, undefined, () => undefined);
    registerIpc(ipc, { host: service, settings, isTrustedSender: (e) => isAppUrl(e.senderFrame?.url) });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function tableAndView() {
    const created = await ipc.invoke(CHANNELS.host, APP, { type: 'create', kind: 'table', config });
    expect(created).toMatchObject({ ok: true, type: 'opened' });
    const view = () => ipc.invoke(CHANNELS.host, APP, { type: 'view', kind: 'table', id: created.id, seat: 0 });
    return { tableId: created.id as string, view };
  }

  it('registers exactly the channels of the preload API', () => {
    expect([...ipc.handlers.keys()].sort()).toEqual(Object.values(CHANNELS).sort());
  });

  it('answers a good request with the host\'s answer', async () => {
    const res = await ipc.invoke(CHANNELS.host, APP, { type: 'catalogue' });
    expect(res.ok).toBe(true);
    expect(res.games.map((g: { name: string }) => g.name)).toContain('Rogues and Warriors');
  });

  describe('a bad host payload is refused with a sentence and changes nothing', () => {
    const bad: [string, unknown][] = [
      ['nothing at all', undefined],
      ['a string', 'catalogue'],
      ['an array', [{ type: 'catalogue' }]],
      ['an unknown request type', { type: 'format-disk' }],
      ['an action without a name', { type: 'act', kind: 'table', id: 't1', seat: 0, version: 0, action: {} }],
      ['a seat out of range', { type: 'act', kind: 'table', id: 't1', seat: 9, version: 0, action: { t: 'fold' } }],
      ['a Map instead of an object', new Map([['type', 'catalogue']])],
      ['a Date inside', { type: 'view', kind: 'table', id: 't1', seat: 0, when: new Date() }],
      ['a huge string', { type: 'view', kind: 'table', id: 'x'.repeat(100_000), seat: 0 }],
      ['a not-finite number', { type: 'view', kind: 'table', id: 't1', seat: Number.NaN }],
    ];
    for (const [what, payload] of bad) {
      it(`refuses ${what}`, async () => {
        const { view } = await tableAndView();
        const before = await view();
        const res = await ipc.invoke(CHANNELS.host, APP, payload);
        expect(res.ok).toBe(false);
        expect(res.error.code).toBe('bad-request');
        expect(res.error.message).toMatch(/^Bad request: .+/);
        expect(await view()).toEqual(before);
      });
    }

    it('refuses a deeply nested payload before the schema walks it', async () => {
      let deep: Record<string, unknown> = {};
      for (let i = 0; i < 50; i++) deep = { inner: deep };
      const handle = vi.spyOn(service, 'handle');
      const res = await ipc.invoke(CHANNELS.host, APP, { type: 'catalogue', deep });
      expect(res).toEqual({ ok: false, error: { code: 'bad-request', message: expect.stringMatching(/nested deeper/) } });
      expect(handle).not.toHaveBeenCalled();
    });

    it('refuses a payload over 64 KiB before the schema walks it', async () => {
      const handle = vi.spyOn(service, 'handle');
      const res = await ipc.invoke(CHANNELS.host, APP, { type: 'catalogue', padding: Array.from({ length: 4000 }, () => 'x'.repeat(20)) });
      expect(res.error.message).toMatch(/larger than 64 KiB/);
      expect(handle).not.toHaveBeenCalled();
    });

    it('refuses an illegal action with the rule error and keeps the table as it was', async () => {
      const { tableId, view } = await tableAndView();
      const before = await view();
      const res = await ipc.invoke(CHANNELS.host, APP, { type: 'act', kind: 'table', id: tableId, seat: 0, version: before.view.version, action: { t: 'teleport' } });
      expect(res.ok).toBe(true);
      expect(res.result.ok).toBe(false);
      expect(res.result.error.message.length).toBeGreaterThan(10);
      expect(await view()).toEqual(before);
    });
  });

  it('refuses every channel to a frame that is not our page', async () => {
    for (const url of ['https://evil.example/', 'file:///etc/passwd', '']) {
      const res = await ipc.invoke(CHANNELS.host, url, { type: 'catalogue' });
      expect(res).toMatchObject({ ok: false, error: { code: 'untrusted-sender' } });
      expect(await ipc.invoke(CHANNELS.settingsLoad, url)).toMatchObject({ ok: false, error: { code: 'untrusted-sender' } });
      expect(await ipc.invoke(CHANNELS.settingsSave, url, { sound: false })).toMatchObject({ ok: false });
      expect(await ipc.invoke(CHANNELS.hosting, url, { type: 'status' })).toMatchObject({ ok: false, error: { code: 'untrusted-sender' } });
    }
    expect(settings.load()).toEqual(DEFAULT_SETTINGS);
  });

  it('hands the hosting channel to the hosting module, trusted and bounded first; without one, a sentence', async () => {
    expect(await ipc.invoke(CHANNELS.hosting, APP, { type: 'status' })).toMatchObject({ ok: false, error: { code: 'no-hosting' } });
    const asked: unknown[] = [];
    const ipc2 = new FakeIpcMain();
    registerIpc(ipc2, { host: service, settings, hosting: { answer: async (raw) => (asked.push(raw), { ok: true }) }, isTrustedSender: (e) => isAppUrl(e.senderFrame?.url) });
    expect(await ipc2.invoke(CHANNELS.hosting, APP, { type: 'status' })).toEqual({ ok: true });
    expect(await ipc2.invoke(CHANNELS.hosting, APP, { type: 'status', pad: 'x'.repeat(70 * 1024) })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(asked).toEqual([{ type: 'status' }]);
  });

  describe('settings over IPC', () => {
    it('loads the defaults, saves a patch and loads it back', async () => {
      expect(await ipc.invoke(CHANNELS.settingsLoad, APP)).toEqual({ ok: true, settings: DEFAULT_SETTINGS, notice: null });
      const saved = await ipc.invoke(CHANNELS.settingsSave, APP, { botDelayMs: 250, sound: false });
      expect(saved).toMatchObject({ ok: true, settings: { botDelayMs: 250, sound: false } });
      expect((await ipc.invoke(CHANNELS.settingsLoad, APP)).settings).toMatchObject({ botDelayMs: 250, sound: false });
    });

    it('refuses a bad patch with a sentence and leaves the file as it was', async () => {
      await ipc.invoke(CHANNELS.settingsSave, APP, { botDelayMs: 250 });
      const file = readFileSync(settings.path, 'utf8');
      for (const patch of [{ botDelayMs: -5 }, { sound: 'loud' }, { unknownKey: 1 }, { animationSpeed: 0.1 }, 'x', null]) {
        const res = await ipc.invoke(CHANNELS.settingsSave, APP, patch);
        expect(res.ok).toBe(false);
        expect(res.error.message).toMatch(/refused|Bad request/);
      }
      expect(readFileSync(settings.path, 'utf8')).toBe(file);
      expect(settings.load().botDelayMs).toBe(250);
    });
  });

  it('can be unregistered, leaving no handler behind', () => {
    const other = new FakeIpcMain();
    const off = registerIpc(other, { host: service, settings, isTrustedSender: () => true });
    off();
    expect(other.handlers.size).toBe(0);
  });
});
