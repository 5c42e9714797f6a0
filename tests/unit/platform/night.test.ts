import { describe, expect, it, vi } from 'vitest';
import { HostService } from '../../../src/shared/host/protocol';
import { NightService } from '../../../src/shared/host/session-protocol';
import { MemoryBackend } from '../../../src/shared/storage/backend';
import { SessionStore } from '../../../src/shared/storage/sessions';
import { StatsStore } from '../../../src/shared/storage/stats';
import { DesktopNightClient, WorkerNightClient } from '../../../src/renderer/src/platform/night-client';
import { WorkerHostClient } from '../../../src/renderer/src/platform/web-host';
import { answerMessage } from '../../../src/renderer/src/worker/messages';
import { answerNightMessage, isNightMessage } from '../../../src/renderer/src/worker/night-messages';

/** The host worker as host.worker.ts wires it: tables and nights in one worker, each in its own envelope. */
class FakeHostWorker {
  service = new HostService();
  backend = new MemoryBackend();
  nights = new NightService({ sessions: new SessionStore(this.backend), stats: new StatsStore(this.backend) });
  listeners: Record<string, ((e: any) => void)[]> = {};
  addEventListener(type: string, fn: (e: any) => void): void {
    (this.listeners[type] ??= []).push(fn);
  }
  postMessage(message: unknown): void {
    const data = structuredClone(message);
    setTimeout(async () => {
      const reply = isNightMessage(data) ? await answerNightMessage(this.nights, data) : answerMessage(this.service, data);
      if (reply) this.emit('message', { data: structuredClone(reply) });
    }, 0);
  }
  emit(type: string, event: unknown): void {
    for (const fn of this.listeners[type] ?? []) fn(event);
  }
  terminate(): void {}
}

const config = {
  seats: [
    { name: 'Ann', kind: 'human' as const },
    { name: 'Aldo', kind: 'bot' as const, level: 'easy' as const },
  ],
  length: { kind: 'games' as const, games: 1 },
  share: 3,
  minRaise: true,
  seed: 2,
};

describe('nights over the host worker', () => {
  it('share the worker with the tables: each client gets its own answers, in any order', async () => {
    const worker = new FakeHostWorker();
    const tables = new WorkerHostClient(worker);
    const nights = new WorkerNightClient(worker);
    const [catalogue, created, list] = await Promise.all([
      tables.request({ type: 'catalogue' }),
      nights.request({ type: 'night-create', config }),
      nights.request({ type: 'night-list' }),
    ]);
    expect(catalogue).toMatchObject({ ok: true, type: 'catalogue' });
    expect(created).toMatchObject({ ok: true, type: 'night' });
    expect(list).toMatchObject({ ok: true, type: 'night-saves' });
    expect([...worker.backend.data.keys()]).toEqual([`sessions/${(created as { id: string }).id}.json`]);
  });

  it('refuse a malformed night request with a sentence', async () => {
    const nights = new WorkerNightClient(new FakeHostWorker());
    const res = await nights.request({ type: 'night-act', id: 'x', seat: 12 } as never);
    expect(res).toMatchObject({ ok: false, error: { code: 'bad-request', message: expect.stringMatching(/^Bad request: /) } });
  });

  it('answer waiting and later requests with host-unavailable when the worker fails', async () => {
    const worker = new FakeHostWorker();
    worker.postMessage = () => undefined;
    const nights = new WorkerNightClient(worker);
    const waiting = nights.request({ type: 'night-list' });
    worker.emit('error', { message: 'boom' });
    expect(await waiting).toMatchObject({ ok: false, error: { code: 'host-unavailable', message: expect.stringMatching(/boom/) } });
    expect(await nights.request({ type: 'night-list' })).toMatchObject({ ok: false, error: { code: 'host-unavailable' } });
  });

  it('a night message without a numeric id is not answered (nobody could match the reply)', async () => {
    const worker = new FakeHostWorker();
    expect(await answerNightMessage(worker.nights, { nid: 'x', req: { type: 'night-list' } })).toBeNull();
  });
});

describe('nights over IPC (desktop)', () => {
  it('pass the request to the preload and turn a broken bridge into host-unavailable', async () => {
    const night = vi.fn(async () => ({ ok: true as const, type: 'night-closed' as const }));
    const client = new DesktopNightClient({ night });
    expect(await client.request({ type: 'night-close', id: 'n1' })).toEqual({ ok: true, type: 'night-closed' });
    expect(night).toHaveBeenCalledWith({ type: 'night-close', id: 'n1' });
    night.mockRejectedValueOnce(new Error('IPC closed'));
    expect(await client.request({ type: 'night-list' })).toMatchObject({ ok: false, error: { code: 'host-unavailable', message: expect.stringMatching(/IPC closed/) } });
    expect(await new DesktopNightClient({}).request({ type: 'night-list' })).toMatchObject({ ok: false, error: { code: 'host-unavailable' } });
  });
});
