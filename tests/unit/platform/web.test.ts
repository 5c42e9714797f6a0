import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../src/shared/host/client';
import { Host } from '../../../src/shared/host/host';
import type { HostRequest } from '../../../src/shared/host/payload';
import { memoryStores } from '../../helpers/host';
import { CORRUPT_PREFIX, LocalSettingsStore, SETTINGS_KEY } from '../../../src/renderer/src/platform/web-settings';
import { WorkerHostClient, type WorkerLike } from '../../../src/renderer/src/platform/web-host';
import { answerMessage, type WorkerReply, type WorkerRequest } from '../../../src/worker/messages';
import { answerSettings, answerSettingsMessage, isSettingsMessage, type SettingsMessage } from '../../../src/worker/settings';

/** A Worker stand-in running the real host, answering asynchronously and out of order if asked. */
class FakeWorker implements WorkerLike {
  service = new Host({ stores: memoryStores() });
  listeners: Record<string, ((e: any) => void)[]> = {};
  reverse = false;
  private queue: (WorkerRequest | SettingsMessage)[] = [];
  terminated = false;
  addEventListener(type: string, fn: (e: any) => void): void {
    (this.listeners[type] ??= []).push(fn);
  }
  postMessage(message: WorkerRequest | SettingsMessage): void {
    const copy = structuredClone(message);
    this.queue.push(copy);
    setTimeout(() => void this.flush(), 0);
  }
  async flush(): Promise<void> {
    const batch = this.reverse ? this.queue.reverse() : this.queue;
    this.queue = [];
    // As host.worker.ts: the settings' messages to worker/settings.ts, the rest to the host's door.
    const replies = await Promise.all(batch.map((m) => (isSettingsMessage(m) ? answerSettingsMessage(m) : answerMessage(this.service, m))));
    for (const r of replies) this.emit('message', { data: structuredClone(r) as WorkerReply });
  }
  emit(type: string, event: unknown): void {
    for (const fn of this.listeners[type] ?? []) fn(event);
  }
  terminate(): void {
    this.terminated = true;
  }
}

describe('the web host client (the host in a worker)', () => {
  it('matches each answer to its request by id, even out of order', async () => {
    const worker = new FakeWorker();
    worker.reverse = true;
    const client = new WorkerHostClient(worker);
    const [catalogue, bad] = await Promise.all([
      client.request({ type: 'catalogue' }),
      client.request({ type: 'view', kind: 'table', id: 'nope', seat: 0 }),
    ]);
    expect(catalogue).toMatchObject({ ok: true, type: 'catalogue' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'not-open' } });
  });

  it('passes a malformed request to the schema, which refuses it with a sentence', async () => {
    const client = new WorkerHostClient(new FakeWorker());
    const res = await client.request({ type: 'act', kind: 'table', id: 't1', seat: 42 } as unknown as HostRequest);
    expect(res).toMatchObject({ ok: false, error: { code: 'bad-request', message: expect.stringMatching(/^Bad request: /) } });
  });

  it('answers every waiting and later request with host-unavailable when the worker fails', async () => {
    const worker = new FakeWorker();
    worker.postMessage = () => undefined; // never answers
    const client = new WorkerHostClient(worker);
    const waiting = client.request({ type: 'catalogue' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    worker.emit('error', { message: 'SyntaxError in worker' });
    // Our sentence for the player; the browser's text only in the console (issue 12.10).
    const res = await waiting;
    expect(res).toMatchObject({ ok: false, error: { code: 'host-unavailable', message: expect.stringMatching(/^The game host is not answering: /) } });
    expect(JSON.stringify(res)).not.toContain('SyntaxError');
    expect(warn.mock.calls.flat().join(' ')).toContain('SyntaxError in worker');
    warn.mockRestore();
    expect(await client.request({ type: 'catalogue' })).toMatchObject({ ok: false, error: { code: 'host-unavailable' } });
  });

  it('turns a message that cannot be sent into a bad-request answer', async () => {
    const worker = new FakeWorker();
    worker.postMessage = () => {
      throw new Error('could not be cloned');
    };
    const res = await new WorkerHostClient(worker).request({ type: 'catalogue' });
    expect(res).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  });

  it('the worker side refuses an envelope without an id and never throws', async () => {
    const service = new Host({ stores: memoryStores() });
    expect(await answerMessage(service, null)).toMatchObject({ id: null, res: { ok: false, error: { code: 'bad-request' } } });
    expect((await answerMessage(service, { id: 'x', req: { type: 'catalogue' } })).id).toBeNull();
    expect(await answerMessage(service, { id: 7, req: 'junk' })).toMatchObject({ id: 7, res: { ok: false } });
  });
});

class MemoryStorage {
  items = new Map<string, string>();
  full = false;
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    if (this.full) throw new Error('QuotaExceededError');
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
}

describe('settings in localStorage', () => {
  const now = () => new Date('2026-05-01T10:00:00.000Z');
  // The worker's reading of the text (worker/settings.ts), as the page's store asks it.
  const make = (storage: MemoryStorage, reports: string[] = []) => new LocalSettingsStore(storage, async (a) => answerSettings(a), now, (m) => reports.push(m));

  it('starts from the defaults and round-trips a patch', async () => {
    const storage = new MemoryStorage();
    expect(await make(storage).load()).toEqual(DEFAULT_SETTINGS);
    await make(storage).save({ botDelayMs: 100, profiles: [{ name: 'Sam', createdAt: 'today' }] });
    expect(await make(storage).load()).toEqual({ ...DEFAULT_SETTINGS, botDelayMs: 100, profiles: [{ name: 'Sam', createdAt: 'today' }] });
  });

  for (const [what, raw] of [
    ['not JSON', '{oops'],
    ['a bad value', JSON.stringify({ ...DEFAULT_SETTINGS, animationSpeed: 99 })],
  ] as const) {
    it(`keeps a corrupt value (${what}) aside under another key and uses the defaults`, async () => {
      const storage = new MemoryStorage();
      storage.items.set(SETTINGS_KEY, raw);
      const reports: string[] = [];
      const store = make(storage, reports);
      expect(await store.load()).toEqual(DEFAULT_SETTINGS);
      const asideKey = `${CORRUPT_PREFIX}2026-05-01T10:00:00.000Z`;
      expect(storage.items.get(asideKey)).toBe(raw);
      expect(storage.items.has(SETTINGS_KEY)).toBe(false);
      expect(store.takeNotice()).toContain(asideKey);
      expect(store.takeNotice()).toBeNull();
      expect(reports).toHaveLength(1);
    });
  }

  it('leaves a corrupt value in place when it cannot be copied aside', async () => {
    const storage = new MemoryStorage();
    storage.items.set(SETTINGS_KEY, '{oops');
    storage.full = true;
    const store = make(storage);
    expect(await store.load()).toEqual(DEFAULT_SETTINGS);
    expect(storage.items.get(SETTINGS_KEY)).toBe('{oops');
    expect(store.takeNotice()).toMatch(/could not be copied aside/);
  });

  it('refuses a bad patch with a sentence and stores nothing', async () => {
    const storage = new MemoryStorage();
    await make(storage).save({ sound: false });
    const before = storage.items.get(SETTINGS_KEY);
    await expect(make(storage).save({ botDelayMs: -1 })).rejects.toThrow(/Settings change refused: botDelayMs/);
    await expect(make(storage).save({ nonsense: 1 } as never)).rejects.toThrow(/refused/);
    expect(storage.items.get(SETTINGS_KEY)).toBe(before);
  });

  it('asks the host worker what the text means: the page holds no schema and no default (issue 21)', async () => {
    const worker = new FakeWorker();
    const client = new WorkerHostClient(worker);
    const storage = new MemoryStorage();
    const store = new LocalSettingsStore(storage, (a) => client.settings(a), now, () => undefined);
    expect(await store.load()).toEqual(DEFAULT_SETTINGS);
    expect(await store.save({ volume: 0.25 })).toEqual({ ...DEFAULT_SETTINGS, volume: 0.25 });
    expect(JSON.parse(storage.items.get(SETTINGS_KEY)!)).toEqual({ ...DEFAULT_SETTINGS, volume: 0.25 });
    await expect(store.save({ volume: 3 })).rejects.toThrow(/Settings change refused: volume/);
    // A corrupt text found while saving is kept aside too, and the patch lands on the defaults.
    storage.items.set(SETTINGS_KEY, '{oops');
    expect(await store.save({ sound: false })).toEqual({ ...DEFAULT_SETTINGS, sound: false });
    expect(storage.items.get(`${CORRUPT_PREFIX}2026-05-01T10:00:00.000Z`)).toBe('{oops');
    // Without the worker there are no settings: a sentence, not the page's own defaults.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    worker.emit('error', { message: 'gone' });
    await expect(store.load()).rejects.toThrow(/^The game host is not answering: /);
    vi.restoreAllMocks();
  });

  it('the worker reads settings text and patches, refusing junk with a sentence', () => {
    expect(answerSettings({ op: 'read', saved: null })).toEqual({ ok: true, settings: DEFAULT_SETTINGS, unreadable: null });
    expect(answerSettings({ op: 'read', saved: JSON.stringify({ sound: false, unknown: 1 }) })).toEqual({ ok: true, settings: { ...DEFAULT_SETTINGS, sound: false }, unreadable: null });
    expect(answerSettings({ op: 'read', saved: '[' })).toMatchObject({ ok: true, settings: DEFAULT_SETTINGS, unreadable: 'they are not valid JSON' });
    expect(answerSettings({ op: 'read', saved: 7 })).toMatchObject({ ok: true, unreadable: 'they are not settings text' });
    expect(answerSettings({ op: 'patch', saved: null, patch: { botDelayMs: 'soon' } })).toMatchObject({ ok: false, problem: expect.stringMatching(/^Settings change refused: botDelayMs/) });
    expect(answerSettings({ op: 'delete' })).toMatchObject({ ok: false, problem: expect.stringMatching(/^Settings request refused/) });
    expect(answerSettings(null)).toMatchObject({ ok: false });
  });
});

describe('getPlatform', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('is desktop when the preload API is on window, and asks the main process for everything', async () => {
    const rw = {
      host: vi.fn(async () => ({ ok: true, type: 'idle' })),
      settingsLoad: vi.fn(async () => ({ ok: true, settings: DEFAULT_SETTINGS, notice: 'kept aside' })),
      settingsSave: vi.fn(async () => ({ ok: false, error: { code: 'bad-settings', message: 'Settings change refused: sound' } })),
    };
    vi.stubGlobal('window', { rw });
    const { getPlatform } = await import('../../../src/renderer/src/platform/index');
    const p = getPlatform();
    expect(p.kind).toBe('desktop');
    expect(getPlatform()).toBe(p);
    expect(await p.host.request({ type: 'catalogue' })).toEqual({ ok: true, type: 'idle' });
    expect(await p.settings.load()).toEqual(DEFAULT_SETTINGS);
    expect(p.settings.takeNotice()).toBe('kept aside');
    await expect(p.settings.save({ sound: 'x' as never })).rejects.toThrow('Settings change refused: sound');
    rw.host.mockRejectedValueOnce(new Error('IPC closed'));
    expect(await p.host.request({ type: 'catalogue' })).toMatchObject({ ok: false, error: { code: 'host-unavailable' } });
  });

  it('is web otherwise: a module worker and localStorage', async () => {
    const made: { url: string; options: unknown }[] = [];
    vi.stubGlobal('window', { localStorage: new MemoryStorage() });
    vi.stubGlobal(
      'Worker',
      class extends FakeWorker {
        constructor(url: URL, options: unknown) {
          super();
          made.push({ url: String(url), options });
        }
      },
    );
    const { getPlatform } = await import('../../../src/renderer/src/platform/index');
    const p = getPlatform();
    expect(p.kind).toBe('web');
    // Issue 28.13: the worker starts when it is first asked something (or the page is idle), not as the page loads;
    // a first visit's settings (nothing saved) are the built-in defaults, with no question to the worker.
    expect(made).toHaveLength(0);
    expect(await p.settings.load()).toEqual(DEFAULT_SETTINGS);
    expect(made).toHaveLength(0);
    expect(await p.host.request({ type: 'catalogue' })).toMatchObject({ ok: true, type: 'catalogue' });
    expect(made).toHaveLength(1);
    expect(made[0]!.url).toMatch(/worker\/host\.worker\.ts$/);
    expect(made[0]!.options).toMatchObject({ type: 'module' });
  });
});
