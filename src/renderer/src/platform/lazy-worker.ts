import type { WorkerLike } from './web-host';

type Message = Parameters<WorkerLike['postMessage']>[0];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Listener = (event: any) => void;

/**
 * The host's worker, started when the page is idle rather than as it loads (issue 28.13): its script is the whole
 * game host (about 570 kB), and on a busy machine reading it took the CPU the lobby needed to become usable,
 * though the lobby needs nothing of it (its catalogue and default settings are built in). Messages sent before
 * it runs wait here, in order, and the first one asks for it at the next idle moment (`start` runs it now).
 */
export class LazyWorker implements WorkerLike {
  private worker: WorkerLike | null = null;
  private queue: Message[] = [];
  private listeners: [string, Listener][] = [];
  private ended = false;

  constructor(private readonly make: () => WorkerLike) {}

  /** Starts the worker now (once) and sends what waited. */
  start(): void {
    if (this.worker || this.ended) return;
    const w = this.make();
    for (const [type, listener] of this.listeners) w.addEventListener(type as 'message', listener as never);
    this.worker = w;
    const queued = this.queue;
    this.queue = [];
    for (const m of queued) w.postMessage(m);
  }

  /** Starts the worker at the next idle moment (at most `timeout` ms from now; a sooner call is not held back by a later one). */
  startSoon(timeout = 200): void {
    if (this.worker) return;
    const idle = (globalThis as { requestIdleCallback?: (f: () => void, o?: { timeout: number }) => void }).requestIdleCallback;
    if (idle) idle(() => this.start(), { timeout });
    else setTimeout(() => this.start(), 0);
  }

  get started(): boolean {
    return this.worker !== null;
  }

  postMessage(message: Message): void {
    if (this.worker) return this.worker.postMessage(message);
    if (this.ended) throw new Error('The game host was closed.');
    this.queue.push(message);
    this.startSoon();
  }

  addEventListener(type: 'message' | 'error' | 'messageerror', listener: Listener): void {
    this.listeners.push([type, listener]);
    this.worker?.addEventListener(type as 'message', listener as never);
  }

  terminate(): void {
    this.ended = true;
    this.queue = [];
    this.worker?.terminate();
  }
}
