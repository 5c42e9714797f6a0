import type { RwApi } from '../../../preload/api';
import type { TavernRequest, TavernResponse } from '../../../shared/host/tavern-protocol';
import type { TavernWorkerReply, TavernWorkerRequest } from '../../../worker/tavern-messages';
import { unavailable } from './types';

/** What the tavern screens talk to: the main process (desktop) or the host worker (browser build). Issue 16. */
export interface TavernClient {
  request(req: TavernRequest): Promise<TavernResponse>;
}

export class DesktopTavernClient implements TavernClient {
  constructor(private readonly api: Partial<Pick<RwApi, 'tavern'>>) {}

  async request(req: TavernRequest): Promise<TavernResponse> {
    if (typeof this.api.tavern !== 'function') return unavailable('this window has no tavern games');
    try {
      return await this.api.tavern(req);
    } catch (e) {
      return unavailable((e as Error).message);
    }
  }
}

export interface TavernWorkerLike {
  postMessage(message: TavernWorkerRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void;
}

/** Tavern requests over the host worker, each with its own `tid`; other envelopes' replies are ignored. */
export class WorkerTavernClient implements TavernClient {
  private next = 1;
  private waiting = new Map<number, (res: TavernResponse) => void>();
  private failure: string | null = null;

  constructor(private readonly worker: TavernWorkerLike) {
    worker.addEventListener('message', (event: MessageEvent) => {
      const data = event.data as Partial<TavernWorkerReply> | null;
      if (!data || typeof data.tid !== 'number') return;
      const resolve = this.waiting.get(data.tid);
      if (!resolve) return;
      this.waiting.delete(data.tid);
      resolve(data.res!);
    });
    worker.addEventListener('error', (event: Event) => {
      const message = (event as ErrorEvent).message;
      this.fail(message ? `the worker failed (${message})` : 'the worker failed to start');
    });
    worker.addEventListener('messageerror', () => this.fail('a reply could not be read'));
  }

  request(req: TavernRequest): Promise<TavernResponse> {
    if (this.failure) return Promise.resolve(unavailable(this.failure));
    const tid = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(tid, resolve);
      try {
        this.worker.postMessage({ tid, req });
      } catch (e) {
        this.waiting.delete(tid);
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
