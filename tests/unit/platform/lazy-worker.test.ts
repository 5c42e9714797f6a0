import { describe, expect, it } from 'vitest';
import { LazyWorker } from '../../../src/renderer/src/platform/lazy-worker';
import type { WorkerLike } from '../../../src/renderer/src/platform/web-host';

// Issue 28.13: the host's worker starts when first asked (or the page is idle), not as the page loads; what was
// sent before it ran reaches it in order, and listeners added before it ran hear it.
class Fake implements WorkerLike {
  sent: unknown[] = [];
  listeners: string[] = [];
  ended = false;
  postMessage(m: never): void {
    this.sent.push(m);
  }
  addEventListener(type: string): void {
    this.listeners.push(type);
  }
  terminate(): void {
    this.ended = true;
  }
}

describe('the lazy host worker', () => {
  it('is not made until asked, then gets what waited in order, with the listeners added before', async () => {
    const made: Fake[] = [];
    const w = new LazyWorker(() => {
      const f = new Fake();
      made.push(f);
      return f;
    });
    w.addEventListener('message', () => undefined);
    w.addEventListener('error', () => undefined);
    expect(made).toHaveLength(0);
    w.postMessage({ id: 1, req: { type: 'catalogue' } } as never);
    w.postMessage({ id: 2, req: { type: 'catalogue' } } as never);
    expect(made).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 20));
    expect(made).toHaveLength(1);
    expect(made[0]!.sent.map((m) => (m as { id: number }).id)).toEqual([1, 2]);
    expect(made[0]!.listeners).toEqual(['message', 'error']);
    w.postMessage({ id: 3, req: { type: 'catalogue' } } as never);
    expect(made[0]!.sent).toHaveLength(3);
    w.start();
    expect(made).toHaveLength(1);
    w.terminate();
    expect(made[0]!.ended).toBe(true);
  });
});
