import type { HostClient } from '../../../shared/host/client';
import type { HostReply, HostRequest } from '../../../shared/host/payload';
import type { WorkerReply, WorkerRequest } from '../../../worker/messages';
import { logTransportCause, unavailable, type TransportFailure } from './types';

/** The part of a Worker this client uses (a fake one in unit tests). */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerReply>) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void;
  terminate(): void;
}

/**
 * HostClient over a Web Worker: each request gets an id and its promise resolves when the reply with that
 * id comes back. If the worker fails, every waiting request (and every later one) gets a host-unavailable
 * error instead of hanging.
 */
export class WorkerHostClient implements HostClient {
  private nextId = 1;
  private waiting = new Map<number, (res: HostReply) => void>();
  private failure: TransportFailure | null = null;

  constructor(private readonly worker: WorkerLike) {
    worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
      const { id, res } = event.data;
      if (id === null) return;
      const resolve = this.waiting.get(id);
      if (!resolve) return;
      this.waiting.delete(id);
      resolve(res);
    });
    worker.addEventListener('error', (event: Event) => {
      // The browser's own text ("Uncaught SyntaxError ...") goes to the console; the player gets our sentence.
      const message = (event as ErrorEvent).message;
      this.fail(message ? 'worker-failed' : 'worker-not-started', message || event);
    });
    worker.addEventListener('messageerror', (event: Event) => this.fail('reply-unreadable', event));
  }

  request(req: HostRequest): Promise<HostReply> {
    if (this.failure) return Promise.resolve(unavailable(this.failure));
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      try {
        this.worker.postMessage({ id, req });
      } catch (e) {
        this.waiting.delete(id);
        logTransportCause('request not sent', e);
        resolve({ ok: false, error: { code: 'bad-request', message: 'Bad request: it holds something that cannot be sent to the game host.' } });
      }
    });
  }

  /** Stops the worker; waiting requests are answered with an error. */
  close(): void {
    this.worker.terminate();
    this.fail('closed');
  }

  private fail(why: TransportFailure, raw?: unknown): void {
    this.failure = why;
    logTransportCause(why, raw);
    for (const resolve of this.waiting.values()) resolve(unavailable(why));
    this.waiting.clear();
  }
}
