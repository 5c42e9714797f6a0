import { Host } from '../shared/host/host';
import { TavernService } from '../shared/host/tavern-protocol';
import { TavernStore } from '../shared/storage/taverns';
import { openBrowserStores } from './idb-backend';
import { answerMessage } from './messages';
import { answerTavernMessage, isTavernMessage } from './tavern-messages';

/**
 * The browser build's platform adapter, like src/main for the desktop: the one game host (tables, nights)
 * in a module Web Worker, so the page holds only per-seat views, as on the desktop. Saves (tables, nights,
 * statistics) live in IndexedDB inside this worker (idb-backend.ts). Started by the renderer's
 * platform/index.ts; the messages are `{ id, req }` answered by `{ id, res }` (messages.ts). The tavern's
 * games (issue 16) still have their own service and envelope `{ tid, req }` (tavern-messages.ts).
 */
const stores = openBrowserStores();
const host = new Host({ stores, log: (what, error) => console.error(what, error) });
const taverns = new TavernService(new TavernStore(stores.backend));

self.addEventListener('message', (event: MessageEvent) => {
  if (isTavernMessage(event.data)) {
    void answerTavernMessage(taverns, event.data).then((reply) => reply && self.postMessage(reply));
    return;
  }
  void answerMessage(host, event.data).then((reply) => self.postMessage(reply));
});
