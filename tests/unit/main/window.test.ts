import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMainWindow, guardWebContents, secureWebPreferences, windowOptions } from '../../../src/main/window';
import { APP_ENTRY, isAppUrl } from '../../../src/main/protocol';
import { FakeBrowserWindow, FakeWebContents } from './fakes';

vi.mock('electron', () => ({}));

describe('the game window', () => {
  beforeEach(() => {
    FakeBrowserWindow.created = [];
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('runs the page isolated, sandboxed and without Node', () => {
    const prefs = windowOptions('/app/out/preload/index.cjs').webPreferences!;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      preload: '/app/out/preload/index.cjs',
    });
    expect(secureWebPreferences('p')).toEqual({ ...prefs, preload: 'p' });
  });

  it('has DevTools off unless asked for (development only)', () => {
    expect(windowOptions('p').webPreferences!.devTools).toBe(false);
    expect(secureWebPreferences('p').devTools).toBe(false);
    expect(windowOptions('p', { devTools: true }).webPreferences!.devTools).toBe(true);
  });

  it('opens one window on our page with those options and shows it when ready', () => {
    const win = createMainWindow({
      BrowserWindow: FakeBrowserWindow as never,
      preload: '/x/index.cjs',
      url: APP_ENTRY,
      isAllowedUrl: isAppUrl,
      devTools: false,
    }) as unknown as FakeBrowserWindow;
    expect(FakeBrowserWindow.created).toHaveLength(1);
    expect(win.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false });
    expect(win.loaded).toBe('app://rw/index.html');
    expect(win.shown).toBe(false);
    win.emit('ready-to-show');
    expect(win.shown).toBe(true);
    // Its contents are guarded (see below).
    expect(win.webContents.attempt('will-navigate', 'https://example.com/')).toBe(true);
  });

  describe('navigation and new windows are refused', () => {
    let contents: FakeWebContents;
    beforeEach(() => {
      contents = new FakeWebContents();
      guardWebContents(contents as never, isAppUrl);
    });

    for (const event of ['will-navigate', 'will-frame-navigate', 'will-redirect']) {
      it(`${event} to another site, a file or another scheme is refused`, () => {
        for (const url of ['https://example.com/', 'http://127.0.0.1:5173/', 'file:///etc/passwd', 'javascript:alert(1)', 'app://other/index.html']) {
          expect(contents.attempt(event, url)).toBe(true);
        }
      });
      it(`${event} within our own app is let through`, () => {
        expect(contents.attempt(event, 'app://rw/index.html')).toBe(false);
      });
    }

    it('every window.open is denied', () => {
      expect(contents.openHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
      expect(contents.openHandler?.({ url: 'app://rw/index.html' })).toEqual({ action: 'deny' });
    });

    it('no webview may be attached', () => {
      expect(contents.attempt('will-attach-webview', 'app://rw/index.html')).toBe(true);
    });

    it('guarding twice installs the listeners once', () => {
      guardWebContents(contents as never, isAppUrl);
      expect(contents.listeners.get('will-navigate')).toHaveLength(1);
    });
  });
});
