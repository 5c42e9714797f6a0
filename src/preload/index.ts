import { contextBridge, ipcRenderer } from 'electron';
import { CHANNELS, type RwApi } from './api';

/**
 * The preload: runs sandboxed (emitted as CommonJS, see electron.vite.config.ts) and exposes exactly three
 * functions as `window.rw`. The page never sees ipcRenderer itself, only these wrappers, so it cannot
 * send on any other channel. The main process checks every payload again.
 */
const api: RwApi = {
  host: (req) => ipcRenderer.invoke(CHANNELS.host, req),
  settingsLoad: () => ipcRenderer.invoke(CHANNELS.settingsLoad),
  settingsSave: (patch) => ipcRenderer.invoke(CHANNELS.settingsSave, patch),
  hosting: (req) => ipcRenderer.invoke(CHANNELS.hosting, req),
};

contextBridge.exposeInMainWorld('rw', api);
