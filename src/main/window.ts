import type { BrowserWindow, BrowserWindowConstructorOptions, WebContents, WebPreferences } from 'electron';

/**
 * The one game window and the rules every web contents obeys: the page runs isolated and sandboxed without
 * Node, may not navigate anywhere but our own app, and may open no other window or webview. DevTools exist
 * only in development: a packaged app passes `devTools: false` (src/main/index.ts, `!app.isPackaged`), so a
 * player's build cannot open them (a page could otherwise be inspected and driven from there).
 */
export function secureWebPreferences(preload: string, opts: { devTools: boolean } = { devTools: false }): WebPreferences {
  return {
    preload,
    devTools: opts.devTools,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: false,
  };
}

export function windowOptions(preload: string, opts: { devTools: boolean } = { devTools: false }): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: 'Rogues & Warriors',
    backgroundColor: '#1b1410',
    autoHideMenuBar: true,
    webPreferences: secureWebPreferences(preload, opts),
  };
}

const guarded = new WeakSet<WebContents>();

/** Installs the navigation and window-opening refusals on one web contents (once; later calls do nothing). */
export function guardWebContents(contents: WebContents, isAllowedUrl: (url: string) => boolean): void {
  if (guarded.has(contents)) return;
  guarded.add(contents);
  const refuse = (event: { preventDefault(): void }, url: string) => {
    if (!isAllowedUrl(url)) {
      event.preventDefault();
      console.warn(`Refused navigation to ${url}`);
    }
  };
  contents.on('will-navigate', (event, url) => refuse(event, url));
  contents.on('will-frame-navigate', (event) => refuse(event, event.url));
  contents.on('will-redirect', (event, url) => refuse(event, url));
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    console.warn(`Refused to open a window for ${url}`);
    return { action: 'deny' };
  });
}

export interface WindowDeps {
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => BrowserWindow;
  preload: string;
  url: string;
  isAllowedUrl(url: string): boolean;
  /** DevTools: only when the app is not packaged (development). */
  devTools: boolean;
}

export function createMainWindow(deps: WindowDeps): BrowserWindow {
  const win = new deps.BrowserWindow(windowOptions(deps.preload, { devTools: deps.devTools }));
  guardWebContents(win.webContents, deps.isAllowedUrl);
  win.once('ready-to-show', () => win.show());
  void win.loadURL(deps.url);
  return win;
}
