import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../../../src/preload/api';
import { CSP_HEADER } from '../../../src/main/csp';
import { FakeBrowserWindow, FakeIpcMain, FakeWebContents } from './fakes';

/**
 * src/main/index.ts with Electron faked: what the real app does when it starts, checked without the
 * Electron binary (which cannot be downloaded on the build machines).
 */
const fake = vi.hoisted(() => {
  const userData = { dir: '' };
  const webRequest: Record<string, (...args: any[]) => void> = {};
  const session = {
    webRequest: {
      onHeadersReceived: (fn: any) => (webRequest['headers'] = fn),
      onBeforeRequest: (fn: any) => (webRequest['request'] = fn),
    },
    permissionRequest: null as null | ((...args: any[]) => void),
    permissionCheck: null as null | ((...args: any[]) => boolean),
    setPermissionRequestHandler(fn: any) {
      this.permissionRequest = fn;
    },
    setPermissionCheckHandler(fn: any) {
      this.permissionCheck = fn;
    },
  };
  return {
    userData,
    webRequest,
    session,
    schemes: [] as unknown[],
    handled: new Map<string, (req: { url: string }) => Promise<Response>>(),
    menu: null as unknown,
  };
});

vi.mock('electron', async () => {
  const { FakeBrowserWindow, FakeEmitter, FakeIpcMain } = await import('./fakes');
  const app = Object.assign(new FakeEmitter(), {
    isPackaged: true,
    requestSingleInstanceLock: () => true,
    whenReady: () => Promise.resolve(),
    getPath: (name: string) => {
      if (name !== 'userData') throw new Error(`unexpected getPath(${name})`);
      return fake.userData.dir;
    },
    quit: () => undefined,
  });
  return {
    app,
    BrowserWindow: FakeBrowserWindow,
    ipcMain: new FakeIpcMain(),
    Menu: { buildFromTemplate: (t: unknown) => t, setApplicationMenu: (m: unknown) => (fake.menu = m) },
    protocol: {
      registerSchemesAsPrivileged: (s: unknown[]) => fake.schemes.push(...s),
      handle: (scheme: string, fn: any) => fake.handled.set(scheme, fn),
    },
    session: { defaultSession: fake.session },
  };
});

// electron-store reads Electron's paths in its constructor; the app passes cwd, so conf does the work.
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

describe('the main process at start-up', () => {
  let electron: any;
  let win: FakeBrowserWindow;

  beforeAll(async () => {
    fake.userData.dir = mkdtempSync(join(tmpdir(), 'rw-main-'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    electron = await import('electron');
    await import('../../../src/main/index');
    await new Promise((r) => setTimeout(r, 0));
    win = FakeBrowserWindow.created[0]!;
  });
  afterAll(() => rmSync(fake.userData.dir, { recursive: true, force: true }));

  it('registers app:// as a standard, secure scheme before ready', () => {
    expect(fake.schemes).toEqual([{ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) }]);
    expect(fake.handled.has('app')).toBe(true);
  });

  it('opens one secure window on app://rw/ with the CommonJS preload', () => {
    expect(FakeBrowserWindow.created).toHaveLength(1);
    expect(win.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false });
    expect(win.options.webPreferences.preload).toMatch(/preload[\\/]index\.cjs$/);
    // The fake app is packaged: a player's build has no DevTools.
    expect(win.options.webPreferences.devTools).toBe(false);
    expect(win.loaded).toBe('app://rw/index.html');
  });

  it('refuses navigation and new windows in that window and in any other web contents', () => {
    expect(win.webContents.attempt('will-navigate', 'https://example.com/')).toBe(true);
    expect(win.webContents.openHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    const other = new FakeWebContents();
    electron.app.emit('web-contents-created', {}, other);
    expect(other.attempt('will-navigate', 'https://example.com/')).toBe(true);
    expect(other.openHandler?.({ url: 'app://rw/' })).toEqual({ action: 'deny' });
  });

  it('puts the CSP on every response and lets no request leave for the network', () => {
    let headers: Record<string, string[]> = {};
    fake.webRequest['headers']!({ responseHeaders: { 'content-security-policy': ['default-src *'] } }, (r: any) => (headers = r.responseHeaders));
    expect(headers).toEqual({ 'Content-Security-Policy': [CSP_HEADER] });
    const cancelled = (url: string) => {
      let cancel: boolean | undefined;
      fake.webRequest['request']!({ url }, (r: { cancel: boolean }) => (cancel = r.cancel));
      return cancel;
    };
    expect(cancelled('https://example.com/x.js')).toBe(true);
    expect(cancelled('http://localhost:5173/')).toBe(true);
    expect(cancelled('app://rw/assets/index.js')).toBe(false);
    expect(cancelled('data:image/png;base64,AAAA')).toBe(false);
  });

  it('grants no permission', () => {
    let granted: boolean | undefined;
    fake.session.permissionRequest!({}, 'media', (g: boolean) => (granted = g));
    expect(granted).toBe(false);
    expect(fake.session.permissionCheck!({}, 'notifications')).toBe(false);
  });

  it('serves the host and the settings over IPC, to our page only', async () => {
    const ipc = electron.ipcMain as FakeIpcMain;
    const catalogue = await ipc.invoke(CHANNELS.host, 'app://rw/index.html', { type: 'catalogue' });
    expect(catalogue.ok).toBe(true);
    const refused = await ipc.invoke(CHANNELS.host, 'https://example.com/', { type: 'catalogue' });
    expect(refused.error.code).toBe('untrusted-sender');
    const saved = await ipc.invoke(CHANNELS.settingsSave, 'app://rw/index.html', { sound: false });
    expect(saved).toMatchObject({ ok: true, settings: { sound: false } });
    const loaded = await ipc.invoke(CHANNELS.settingsLoad, 'app://rw/index.html');
    expect(loaded.settings.sound).toBe(false);
  });

  it('sets a minimal menu without developer tools in a packaged app', () => {
    const labels = JSON.stringify(fake.menu);
    expect(labels).toContain('quit');
    expect(labels).not.toContain('toggleDevTools');
  });
});
