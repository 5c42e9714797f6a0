import type { HostClient } from '../../../shared/host/client';
import type { HostReply, HostRequest } from '../../../shared/host/payload';
import type { WorkerReply, WorkerRequest } from '../../../worker/messages';
import type { SettingsAnswer, SettingsAsk, SettingsMessage, SettingsReply } from '../../../worker/settings';
import { logTransportCause, unavailable, type TransportFailure } from './types';

/** The part of a Worker this client uses (a fake one in unit tests). */
export interface WorkerLike {
  postMessage(message: WorkerRequest | SettingsMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerReply | SettingsReply>) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void;
  terminate(): void;
}

/**
 * HostClient over a Web Worker: each request gets an id and its promise resolves when the reply with that
 * id comes back. If the worker fails, every waiting request (and every later one) gets a host-unavailable
 * error instead of hanging. The same worker reads the settings' text for the page (`settings`).
 */
export class WorkerHostClient implements HostClient {
  private nextId = 1;
  private waiting = new Map<number, (reply: WorkerReply | SettingsReply | TransportFailure) => void>();
  private failure: TransportFailure | null = null;

  constructor(private readonly worker: WorkerLike) {
    worker.addEventListener('message', (event: MessageEvent<WorkerReply | SettingsReply>) => {
      const { id } = event.data;
      if (id === null) return;
      const resolve = this.waiting.get(id);
      if (!resolve) return;
      this.waiting.delete(id);
      resolve(event.data);
    });
    worker.addEventListener('error', (event: Event) => {
      // The browser's own text ("Uncaught SyntaxError ...") goes to the console; the player gets our sentence.
      const message = (event as ErrorEvent).message;
      this.fail(message ? 'worker-failed' : 'worker-not-started', message || event);
    });
    worker.addEventListener('messageerror', (event: Event) => this.fail('reply-unreadable', event));
  }

  async request(req: HostRequest): Promise<HostReply> {
    const reply = await this.send((id) => ({ id, req }));
    if (reply === 'not-sent') return { ok: false, error: { code: 'bad-request', message: 'Bad request: it holds something that cannot be sent to the game host.' } };
    if (typeof reply === 'string') return unavailable(reply);
    return 'res' in reply ? reply.res : unavailable('reply-unreadable');
  }

  /** What the settings' text means, or a patch over it, in the worker's words (worker/settings.ts). */
  async settings(ask: SettingsAsk): Promise<SettingsAnswer> {
    const reply = await this.send((id) => ({ id, settings: ask }));
    if (reply === 'not-sent') return { ok: false, problem: 'Settings change refused: it holds something that cannot be sent to the game host.' };
    if (typeof reply === 'string') return { ok: false, problem: unavailable(reply).error.message };
    return 'settings' in reply ? reply.settings : { ok: false, problem: unavailable('reply-unreadable').error.message };
  }

  private send(message: (id: number) => WorkerRequest | SettingsMessage): Promise<WorkerReply | SettingsReply | TransportFailure | 'not-sent'> {
    if (this.failure) return Promise.resolve(this.failure);
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      try {
        this.worker.postMessage(message(id));
      } catch (e) {
        this.waiting.delete(id);
        logTransportCause('request not sent', e);
        resolve('not-sent');
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
    for (const resolve of this.waiting.values()) resolve(why);
    this.waiting.clear();
  }
}
