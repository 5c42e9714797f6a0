import type { RwApi } from '../../../preload/api';
import type { NightRequest, NightResponse } from '../../../shared/host/session-protocol';
import type { NightWorkerReply, NightWorkerRequest } from '../worker/night-messages';
import { unavailable } from './types';

/** What the night screens talk to: the main process (desktop) or the host worker (browser build). */
export interface NightClient {
  request(req: NightRequest): Promise<NightResponse>;
}

/** Nights over the preload's IPC bridge; the main process runs the NightService and keeps the saves. */
export class DesktopNightClient implements NightClient {
  constructor(private readonly api: Partial<Pick<RwApi, 'night'>>) {}

  async request(req: NightRequest): Promise<NightResponse> {
    if (typeof this.api.night !== 'function') return unavailable('this window has no saved nights');
    try {
      return await this.api.night(req);
    } catch (e) {
      return unavailable((e as Error).message);
    }
  }
}

/** The part of a Worker this client uses. */
export interface NightWorkerLike {
  postMessage(message: NightWorkerRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void;
}

/**
 * Nights over the host worker (the same worker as the tables): each request gets its own `nid`; replies
 * in the tables' envelope are not ours and are ignored. If the worker fails, waiting and later requests
 * are answered with host-unavailable.
 */
export class WorkerNightClient implements NightClient {
  private next = 1;
  private waiting = new Map<number, (res: NightResponse) => void>();
  private failure: string | null = null;

  constructor(private readonly worker: NightWorkerLike) {
    worker.addEventListener('message', (event: MessageEvent) => {
      const data = event.data as Partial<NightWorkerReply> | null;
      if (!data || typeof data.nid !== 'number') return;
      const resolve = this.waiting.get(data.nid);
      if (!resolve) return;
      this.waiting.delete(data.nid);
      resolve(data.res!);
    });
    worker.addEventListener('error', (event: Event) => {
      const message = (event as ErrorEvent).message;
      this.fail(message ? `the worker failed (${message})` : 'the worker failed to start');
    });
    worker.addEventListener('messageerror', () => this.fail('a reply could not be read'));
  }

  request(req: NightRequest): Promise<NightResponse> {
    if (this.failure) return Promise.resolve(unavailable(this.failure));
    const nid = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(nid, resolve);
      try {
        this.worker.postMessage({ nid, req });
      } catch (e) {
        this.waiting.delete(nid);
        resolve({ ok: false, error: { code: 'bad-request', message: `Bad request: it cannot be sent (${(e as Error).message})` } });
      }
    });
  }

  private fail(why: string): void {
    this.failure = why;
    for (const resolve of this.waiting.values()) resolve(unavailable(why));
    this.waiting.clear();
  }
}
