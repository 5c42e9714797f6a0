import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../../../src/preload/api';
import type { HostingReply } from '../../../src/shared/host/hosting';
import { NetClient, rwSetup } from '../../helpers/net';
import type { FakeIpcMain } from '../main/fakes';

/**
 * "Host on the local network" as the desktop app wires it (issue 27.4), with Electron faked (its binary cannot be
 * downloaded here): src/main/index.ts starts as the app does, and the page's requests go through the hosting IPC
 * handler it registered — from our page only — to the main process's hosting module over the app's one host:
 * start on loopback, the status with its join code, players joining by it, a connection removed, and the server
 * stopped when the app quits (Electron's `before-quit`). What this cannot show is the real Electron window.
 */
const fake = vi.hoisted(() => ({ userData: { dir: '' } }));

vi.mock('electron', async () => {
  const { FakeBrowserWindow, FakeEmitter, FakeIpcMain } = await import('../main/fakes');
  const app = Object.assign(new FakeEmitter(), {
    isPackaged: true,
    requestSingleInstanceLock: () => true,
    whenReady: () => Promise.resolve(),
    getPath: () => fake.userData.dir,
    quit: () => undefined,
  });
  const session = { webRequest: { onHeadersReceived: () => undefined, onBeforeRequest: () => undefined }, setPermissionRequestHandler: () => undefined, setPermissionCheckHandler: () => undefined };
  return {
    app,
    BrowserWindow: FakeBrowserWindow,
    ipcMain: new FakeIpcMain(),
    Menu: { buildFromTemplate: (t: unknown) => t, setApplicationMenu: () => undefined },
    protocol: { registerSchemesAsPrivileged: () => undefined, handle: () => undefined },
    session: { defaultSession: session },
  };
});

vi.mock('electron-store', async () => {
  const { default: Conf } = await import('conf');
  return {
    default: class extends Conf<Record<string, unknown>> {
      constructor(options: { cwd: string; name: string }) {
        super({ cwd: options.cwd, configName: options.name });
      }
    },
  };
});

const PAGE = 'app://rw/index.html';

describe('hosting through the desktop app’s IPC handler (Electron faked)', () => {
  let electron: { app: { emit(name: string): void }; ipcMain: FakeIpcMain };
  const clients: NetClient[] = [];
  beforeAll(async () => {
    fake.userData.dir = mkdtempSync(join(tmpdir(), 'rw-hosting-'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    electron = (await import('electron')) as never;
    await import('../../../src/main/index');
    await new Promise((r) => setTimeout(r, 0));
    // The whole main process is imported (the game host and every machine kind): slow on a loaded machine.
  }, 60_000);
  afterAll(async () => {
    for (const c of clients) await c.close();
    rmSync(fake.userData.dir, { recursive: true, force: true });
  });

  const hosting = (req: unknown, from = PAGE): Promise<HostingReply> => electron.ipcMain.invoke(CHANNELS.hosting, from, req);
  const on = (r: HostingReply) => {
    if (!r.ok) throw new Error(r.error.message);
    if (!r.status.on) throw new Error('not hosting');
    return r.status;
  };

  it('starts on loopback, shows the join code and who joined, removes a connection, and stops when the app quits', async () => {
    // Only our own page may ask; a bad request is refused with a sentence and starts nothing.
    const stranger = await hosting({ type: 'start', address: '127.0.0.1', kind: 'table', setup: rwSetup(2, 1) }, 'https://example.com/');
    expect(!stranger.ok && stranger.error.code).toBe('untrusted-sender');
    const bad = await hosting({ type: 'start', address: '127.0.0.1', kind: 'table', setup: rwSetup(2, 1), extra: 1 });
    expect(!bad.ok && bad.error.message).toMatch(/^Bad request/);
    const idle = await hosting({ type: 'status' });
    expect(idle.ok && idle.status).toEqual({ on: false });
    expect(idle.ok && idle.interfaces[0]).toMatchObject({ address: '127.0.0.1' });

    const st = on(await hosting({ type: 'start', address: '127.0.0.1', kind: 'table', setup: rwSetup(2, 1) }));
    expect(st.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(st.code).toMatch(/^[A-Z2-9]{6}$/);
    expect(st.machine).toBeNull();

    // Two players join by the code the status shows; the table starts, a game of the app's own host.
    const [a, b] = [await NetClient.open(st.url), await NetClient.open(st.url)];
    clients.push(a, b);
    await a.join(st.code, 'Tess');
    const jb = await b.join(st.code, 'Ulla');
    const running = on(await hosting({ type: 'status' }));
    expect(running.machine).toEqual(jb.address);
    expect(running.seats.map((s) => [s.name, s.connected])).toEqual([['Tess', true], ['Ulla', true], ['Brenna', true]]);
    expect(running.connections.map((c) => c.name).sort()).toEqual(['Tess', 'Ulla']);
    const game = await electron.ipcMain.invoke(CHANNELS.host, PAGE, { type: 'view', ...jb.address!, seat: -1 });
    expect(game.ok && game.view.names.slice(0, 2)).toEqual(['Tess', 'Ulla']);

    // Remove Ulla's connection: closed with 4001 (her page does not reconnect by itself); her seat stays hers.
    const ulla = running.connections.find((c) => c.name === 'Ulla')!;
    on(await hosting({ type: 'remove', n: ulla.n }));
    while (!b.closedWith) await b.nextNote();
    expect(b.closedWith.code).toBe(4001);
    // The server hears the close a moment after the page does; then the status shows her away.
    let seen = on(await hosting({ type: 'status' }));
    for (let i = 0; i < 200 && seen.seats[1]!.connected; i++) {
      await new Promise((r) => setTimeout(r, 10));
      seen = on(await hosting({ type: 'status' }));
    }
    expect(seen.seats[1]).toMatchObject({ name: 'Ulla', taken: true, connected: false });
    const gone = await hosting({ type: 'remove', n: ulla.n });
    expect(!gone.ok && gone.error.message).toMatch(/no longer there/);

    // The app quits (the last window closed): the server stops, every connection is closed, nothing listens.
    electron.app.emit('before-quit');
    while (!a.closedWith) await a.nextNote();
    expect(a.closedWith.code).toBe(1001);
    let after = await hosting({ type: 'status' });
    for (let i = 0; i < 200 && after.ok && after.status.on; i++) {
      await new Promise((r) => setTimeout(r, 10));
      after = await hosting({ type: 'status' });
    }
    expect(after.ok && after.status).toEqual({ on: false });
    await expect(NetClient.open(st.url)).rejects.toThrow();
  });
});
