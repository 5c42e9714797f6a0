import { describe, expect, it, vi } from 'vitest';
import { Host } from '../../../src/shared/host/host';
import { DesktopHostClient } from '../../../src/renderer/src/platform/desktop';
import { WorkerHostClient } from '../../../src/renderer/src/platform/web-host';
import { answerMessage } from '../../../src/worker/messages';
import { memoryStores } from '../../helpers/host';

/** The host worker as src/worker/host.worker.ts wires it: tables and nights in one host, one envelope. */
class FakeHostWorker {
  stores = memoryStores();
  host = new Host({ stores: this.stores });
  listeners: Record<string, ((e: any) => void)[]> = {};
  addEventListener(type: string, fn: (e: any) => void): void {
    (this.listeners[type] ??= []).push(fn);
  }
  postMessage(message: unknown): void {
    const data = structuredClone(message);
    setTimeout(async () => {
      const reply = await answerMessage(this.host, data);
      this.emit('message', { data: structuredClone(reply) });
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
  it('share the one host with the tables: one client, each answer matched to its request, in any order', async () => {
    const worker = new FakeHostWorker();
    const client = new WorkerHostClient(worker);
    const [catalogue, created, list] = await Promise.all([
      client.request({ type: 'catalogue' }),
      client.request({ type: 'create', kind: 'night', config }),
      client.request({ type: 'list', kind: 'night' }),
    ]);
    expect(catalogue).toMatchObject({ ok: true, type: 'catalogue' });
    expect(created).toMatchObject({ ok: true, type: 'opened', kind: 'night' });
    expect(list).toMatchObject({ ok: true, type: 'saves', kind: 'night' });
    expect([...worker.stores.backend.data.keys()]).toEqual([`sessions/${(created as { id: string }).id}.json`]);
  });

  it('refuse a malformed night request with a sentence', async () => {
    const client = new WorkerHostClient(new FakeHostWorker());
    const res = await client.request({ type: 'act', kind: 'night', id: 'x', seat: 12 } as never);
    expect(res).toMatchObject({ ok: false, error: { code: 'bad-request', message: expect.stringMatching(/^Bad request: /) } });
  });

  it('a message without a numeric id is answered with a refusal nobody waits for (it cannot be matched)', async () => {
    const worker = new FakeHostWorker();
    expect(await answerMessage(worker.host, { nid: 'x', req: { type: 'list', kind: 'night' } })).toMatchObject({ id: null, res: { ok: false } });
  });
});

describe('the host over IPC (desktop)', () => {
  it('passes the request to the preload and turns a broken bridge into host-unavailable', async () => {
    const host = vi.fn(async () => ({ ok: true as const, type: 'closed' as const }));
    const client = new DesktopHostClient({ host } as never);
    expect(await client.request({ type: 'close', kind: 'night', id: 'n1' })).toEqual({ ok: true, type: 'closed' });
    expect(host).toHaveBeenCalledWith({ type: 'close', kind: 'night', id: 'n1' });
    host.mockRejectedValueOnce(new Error('IPC closed'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Our sentence on screen; Electron's text ("IPC closed") only in the console (issue 12.10).
    const res = await client.request({ type: 'list', kind: 'night' });
    expect(res).toMatchObject({ ok: false, error: { code: 'host-unavailable', message: expect.stringMatching(/^The game host is not answering: /) } });
    expect(JSON.stringify(res)).not.toMatch(/IPC closed/);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
