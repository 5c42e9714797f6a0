import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { HostReply } from '../../../src/shared/host/payload';
import { DesktopHostClient } from '../../../src/renderer/src/platform/desktop';
import { WorkerHostClient, type WorkerLike } from '../../../src/renderer/src/platform/web-host';
import { transportSentence, unavailable, type TransportFailure } from '../../../src/renderer/src/platform/types';

/**
 * Transport failures as sentences (issue 12.10): when the worker crashes or the IPC bridge breaks, the page
 * shows "The game host is not answering: " and our own words, never the browser's or Electron's error text
 * (which goes to the console for developers).
 */

/** Raw texts a browser or Electron gives, none of which may reach the screen. */
const RAW = [
  new Error("EISDIR: illegal operation on a directory, open '/home/ann/.config/rogues/tables'"),
  new TypeError("Cannot read properties of undefined (reading 'seat')"),
  new Error("Error invoking remote method 'rw:host': Error: ENOSPC: no space left on device"),
];
/** Pieces of those texts: any of them in a message means raw text leaked through. */
const RAW_BITS = /EISDIR|ENOSPC|TypeError|Cannot read|undefined|remote method|rw:host|\/home\/|Uncaught|DataCloneError/;

/** A sentence: starts with a capital, ends with a full stop, no raw text. */
function expectOurSentence(res: HostReply, code: string): void {
  expect(res.ok).toBe(false);
  if (res.ok) return;
  expect(res.error.code).toBe(code);
  expect(res.error.message).toMatch(/^[A-Z][^]*\.$/);
  expect(res.error.message).not.toMatch(RAW_BITS);
}

class SilentWorker implements WorkerLike {
  listeners: Record<string, ((e: unknown) => void)[]> = {};
  addEventListener(type: string, fn: (e: any) => void): void {
    (this.listeners[type] ??= []).push(fn);
  }
  postMessage(): void {}
  emit(type: string, event: unknown): void {
    for (const fn of this.listeners[type] ?? []) fn(event);
  }
  terminate(): void {}
}

let warn: MockInstance;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('a broken IPC bridge (desktop)', () => {
  it.each(RAW.map((e) => [e.message, e] as const))('says our sentence for %s, and logs the raw error', async (_, raw) => {
    const client = new DesktopHostClient({ host: vi.fn(async () => Promise.reject(raw)) } as never);
    const res = await client.request({ type: 'catalogue' });
    expectOurSentence(res, 'host-unavailable');
    expect(!res.ok && res.error.message).toMatch(/^The game host is not answering: /);
    expect(warn.mock.calls.flat()).toContain(raw);
  });

  it('says the same for something thrown that is not an Error', async () => {
    const client = new DesktopHostClient({ host: vi.fn(async () => Promise.reject('EISDIR')) } as never);
    expectOurSentence(await client.request({ type: 'catalogue' }), 'host-unavailable');
  });
});

describe('a failed worker (web)', () => {
  it('says our sentence to every waiting and later request when the worker throws', async () => {
    const worker = new SilentWorker();
    const client = new WorkerHostClient(worker);
    const waiting = client.request({ type: 'catalogue' });
    worker.emit('error', { message: `Uncaught ${RAW[1]!.name}: ${RAW[1]!.message}` });
    expectOurSentence(await waiting, 'host-unavailable');
    expectOurSentence(await client.request({ type: 'list', kind: 'table' }), 'host-unavailable');
    expect(warn.mock.calls.flat().join(' ')).toContain('Cannot read properties of undefined');
  });

  it('says our sentence when the worker cannot start or a reply cannot be read', async () => {
    const start = new SilentWorker();
    const a = new WorkerHostClient(start).request({ type: 'catalogue' });
    start.emit('error', {});
    expectOurSentence(await a, 'host-unavailable');
    const unreadable = new SilentWorker();
    const b = new WorkerHostClient(unreadable).request({ type: 'catalogue' });
    unreadable.emit('messageerror', { data: RAW[0] });
    expectOurSentence(await b, 'host-unavailable');
  });

  it('refuses a request that cannot be sent in our words, not the browser\'s', async () => {
    const worker = new SilentWorker();
    worker.postMessage = () => {
      throw new DOMException('function () {} could not be cloned.', 'DataCloneError');
    };
    const res = await new WorkerHostClient(worker).request({ type: 'catalogue' });
    expectOurSentence(res, 'bad-request');
    expect(!res.ok && res.error.message).toMatch(/^Bad request: /);
    expect(warn).toHaveBeenCalled();
  });
});

describe('the sentences themselves', () => {
  it('are distinct, end with a full stop, and a raw cause never enters them', () => {
    const whys: TransportFailure[] = ['worker-failed', 'worker-not-started', 'reply-unreadable', 'closed', 'bridge-broken'];
    const texts = whys.map(transportSentence);
    expect(new Set(texts).size).toBe(whys.length);
    for (const why of whys) {
      for (const raw of RAW) {
        const res = unavailable(why, raw);
        expect(res.error.message).toBe(transportSentence(why));
        expectOurSentence(res, 'host-unavailable');
      }
    }
  });
});
