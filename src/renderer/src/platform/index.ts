import type { RwApi } from '../../../preload/api';
import { DesktopHostClient, DesktopSettingsStore } from './desktop';
import type { Platform } from './types';
import { hostSocketUrl, joinCodeOf, NetHostClient } from './net-host';
import { WorkerHostClient } from './web-host';
import { LocalSettingsStore } from './web-settings';
import { LazyWorker } from './lazy-worker';
import boot from 'virtual:rw-boot-data';

export type { Platform } from './types';

let current: Platform | null = null;

function isRwApi(value: unknown): value is RwApi {
  const api = value as Partial<RwApi> | undefined;
  return typeof api?.host === 'function' && typeof api.settingsLoad === 'function' && typeof api.settingsSave === 'function';
}

/**
 * Where the game host and the settings live. Desktop when the preload's `window.rw` exists (Electron: host
 * in the main process, settings in electron-store); otherwise web (host in a module Web Worker, settings' text in
 * localStorage, read by that worker). Made once and shared: every caller gets the same host, so tables survive screen changes.
 */
export function getPlatform(): Platform {
  if (current) return current;
  const api = typeof window !== 'undefined' ? window.rw : undefined;
  if (isRwApi(api)) {
    current = { kind: 'desktop', host: new DesktopHostClient(api), settings: new DesktopSettingsStore(api) };
  } else {
    // Vite bundles the worker from this exact `new Worker(new URL(...), { type: 'module' })` form.
    // The worker is a platform adapter of its own (src/worker), outside the renderer. It starts once the page is
    // idle or asked something (issue 28.13: the lobby needs nothing of it; App.svelte asks for it once the lobby is up).
    const worker = new LazyWorker(() => new Worker(new URL('../../../worker/host.worker.ts', import.meta.url), { type: 'module', name: 'game-host' }));
    hostWorker = worker;
    const host = new WorkerHostClient(worker);
    const code = joinCodeOf(window.location?.search ?? '');
    if (code) {
      // Opened from a network host's address (`?join=CODE`, issue 27): the game host is that server, over a
      // WebSocket; the worker only reads this browser's settings.
      const net = new NetHostClient(() => new WebSocket(hostSocketUrl(window.location)));
      current = { kind: 'net', host: net, net, joinCode: code, settings: new LocalSettingsStore(window.localStorage, (ask) => host.settings(ask)) };
      return current;
    }
    current = {
      kind: 'web',
      // Tables and nights alike: their saves live in IndexedDB inside the worker (src/worker/idb-backend.ts).
      host,
      // The settings' text stays in localStorage (a worker has none); the worker reads it (worker/settings.ts).
      settings: new LocalSettingsStore(window.localStorage, (ask) => host.settings(ask), undefined, undefined, boot.settings),
    };
  }
  return current;
}

/** The browser's host worker, once made (null on the desktop). */
let hostWorker: LazyWorker | null = null;

/** Starts the host's worker at the next idle moment (the lobby is up; a table will soon want it). */
export function warmHost(): void {
  hostWorker?.startSoon(1000);
}
