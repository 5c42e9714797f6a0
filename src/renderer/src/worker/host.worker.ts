import { HostService } from '../../../shared/host/protocol';
import { NightService } from '../../../shared/host/session-protocol';
import { openBrowserStores } from './idb-backend';
import { answerMessage } from './messages';
import { answerNightMessage, isNightMessage } from './night-messages';

/**
 * The browser build's GameHost: the same HostService the desktop runs in its main process, here in a module
 * Web Worker, so the page holds only per-seat views, as on the desktop. Started by platform/index.ts.
 * Adventurer's Choice nights run here too (NightService), saved in IndexedDB (idb-backend.ts); their
 * messages come in their own envelope (night-messages.ts).
 */
const service = new HostService();
const nights = new NightService(openBrowserStores());

self.addEventListener('message', (event: MessageEvent) => {
  if (isNightMessage(event.data)) {
    void answerNightMessage(nights, event.data).then((reply) => reply && self.postMessage(reply));
    return;
  }
  self.postMessage(answerMessage(service, event.data));
});
