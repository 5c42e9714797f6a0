import { HostService } from '../../../shared/host/protocol';
import { NightService } from '../../../shared/host/session-protocol';
import { SavingHostService } from '../../../shared/host/table-saves';
import { openBrowserStores } from './idb-backend';
import { answerMessageAsync } from './messages';
import { answerNightMessage, isNightMessage } from './night-messages';
// Tavern (issue 16): its own envelope { tid, req }; the lead folds it into the generic host.
import { TavernService } from '../../../shared/host/tavern-protocol';
import { TavernStore } from '../../../shared/storage/taverns';
import { answerTavernMessage, isTavernMessage } from './tavern-messages';

/**
 * The browser build's GameHost: the same HostService the desktop runs in its main process, here in a module
 * Web Worker, so the page holds only per-seat views, as on the desktop. Started by platform/index.ts.
 * Adventurer's Choice nights run here too (NightService), saved in IndexedDB (idb-backend.ts); their
 * messages come in their own envelope (night-messages.ts).
 */
const stores = openBrowserStores();
// Single tables are saved in IndexedDB after every action, like nights (host/table-saves.ts).
const service = new SavingHostService(new HostService(), stores);
const nights = new NightService(stores);
const taverns = new TavernService(new TavernStore(stores.backend));

self.addEventListener('message', (event: MessageEvent) => {
  if (isTavernMessage(event.data)) {
    void answerTavernMessage(taverns, event.data).then((reply) => reply && self.postMessage(reply));
    return;
  }
  if (isNightMessage(event.data)) {
    void answerNightMessage(nights, event.data).then((reply) => reply && self.postMessage(reply));
    return;
  }
  void answerMessageAsync(service, event.data).then((reply) => self.postMessage(reply));
});
