import { Host } from '../shared/host/host';
import { openBrowserStores } from './idb-backend';
import { answerMessage } from './messages';

/**
 * The browser build's platform adapter, like src/main for the desktop: the one game host (tables, nights,
 * tavern games) in a module Web Worker, so the page holds only per-seat views, as on the desktop. Saves
 * (tables, nights, tavern games, statistics) live in IndexedDB inside this worker (idb-backend.ts). Started
 * by the renderer's platform/index.ts; the messages are `{ id, req }` answered by `{ id, res }` (messages.ts).
 */
const stores = openBrowserStores();
const host = new Host({ stores, log: (what, error) => console.error(what, error) });

self.addEventListener('message', (event: MessageEvent) => {
  void answerMessage(host, event.data).then((reply) => self.postMessage(reply));
});
