import { Host } from '../shared/host/host';
import { openBrowserStores } from './idb-backend';
import { answerMessage } from './messages';
import { answerSettingsMessage, isSettingsMessage } from './settings';

/**
 * The browser build's platform adapter, like src/main for the desktop: the one game host (tables, nights,
 * tavern games) in a module Web Worker, so the page holds only per-seat views, as on the desktop. Saves
 * (tables, nights, tavern games, statistics) live in IndexedDB inside this worker (idb-backend.ts). Started
 * by the renderer's platform/index.ts; the messages are `{ id, req }` answered by `{ id, res }` (messages.ts),
 * and the settings' `{ id, settings }` (settings.ts: the page keeps their text, this worker reads it).
 */
const stores = openBrowserStores();
const host = new Host({ stores, log: (what, error) => console.error(what, error) });

self.addEventListener('message', (event: MessageEvent) => {
  if (isSettingsMessage(event.data)) self.postMessage(answerSettingsMessage(event.data));
  else void answerMessage(host, event.data).then((reply) => self.postMessage(reply));
});
