import { HostService } from '../../../shared/host/protocol';
import { answerMessage } from './messages';

/**
 * The browser build's GameHost: the same HostService the desktop runs in its main process, here in a module
 * Web Worker, so the page holds only per-seat views, as on the desktop. Started by platform/index.ts.
 */
const service = new HostService();

self.addEventListener('message', (event: MessageEvent) => {
  self.postMessage(answerMessage(service, event.data));
});
