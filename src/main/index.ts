import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, ipcMain, Menu, protocol, session } from 'electron';
import ElectronStore from 'electron-store';
import { Host } from '../shared/host/host';
// Tavern (issue 16): its own service and shelf beside the one host, for now.
import { NetHosting } from './net-hosting';
import { registerIpc } from './ipc';
import { menuTemplate } from './menu';
import { openStores } from './persistence/files';
import { APP_ENTRY, APP_ORIGIN, isAppUrl, registerAppScheme, serveApp } from './protocol';
import { installWebGuards } from './security';
import { SettingsFile } from './settings';
import { createMainWindow, guardWebContents } from './window';

/**
 * The Electron main process: one window, and the one game host (shared/host/host.ts) holding every table
 * and Adventurer's Choice night (the renderer only ever receives per-seat views; saves and statistics in
 * files under userData, persistence/files.ts), settings in electron-store. Everything
 * testable lives in the small modules beside this file; this one only wires them to Electron.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Set by `electron-vite dev`: the renderer comes from Vite's dev server instead of app://. */
const devUrl = !app.isPackaged ? process.env['ELECTRON_RENDERER_URL'] : undefined;
const devOrigin = devUrl ? new URL(devUrl).origin : null;
const origins = devOrigin ? [APP_ORIGIN, devOrigin] : [APP_ORIGIN];
const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};
const isOurPage = (url: string | undefined | null) => isAppUrl(url) || (devOrigin !== null && !!url && originOf(url) === devOrigin);

registerAppScheme(protocol);

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, isOurPage));

  app.on('second-instance', () => {
    const [win] = BrowserWindow.getAllWindows();
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  void app.whenReady().then(() => {
    installWebGuards(session.defaultSession, origins, devUrl !== undefined);
    serveApp(protocol, here('../renderer'));

    const settings = SettingsFile.open(app.getPath('userData'), ({ cwd, configName }) => new ElectronStore({ cwd, name: configName }));
    // Saved nights and statistics: files under <userData>/saves, each written to a temporary file, flushed, then renamed.
    const stores = openStores(app.getPath('userData'));
    // 'sessions': the nights' folder on disk, a saved name kept for old saves.
    for (const folder of ['sessions', 'tables', 'taverns']) {
      void stores.backend.sweep(folder).catch((e: Error) => console.warn(`Could not tidy the saves folder: ${e.message}`));
    }
    // Tables, nights and tavern games are saved after every action, before the answer goes back.
    const host = new Host({ stores, log: (what, error) => console.error(what, error) });
    // "Host on the local network": the same server as `npm run serve`, serving this one host; stopped on quit.
    const hosting = new NetHosting({ host, dataDir: app.getPath('userData'), webRoot: here('../renderer') });
    app.on('before-quit', () => void hosting.stop());
    registerIpc(ipcMain, {
      host,
      hosting,
      settings,
      isTrustedSender: (event) => isOurPage(event.senderFrame?.url),
    });

    Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate({ mac: process.platform === 'darwin', dev: !app.isPackaged })));

    const open = () =>
      createMainWindow({ BrowserWindow, preload: here('../preload/index.cjs'), url: devUrl ?? APP_ENTRY, isAllowedUrl: isOurPage, devTools: !app.isPackaged });
    open();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) open();
    });
  });
}
