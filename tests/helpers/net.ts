import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { TableSetup } from '../../src/shared/host/machines/table';
import type { HostReply } from '../../src/shared/host/payload';
import type { Joined, Note } from '../../src/shared/host/wire';

/**
 * A player's connection to the network host in a test: a `ws` client on loopback that sends the wire's
 * messages and keeps every frame it received (the leak property reads them all), the notes apart.
 */
export class NetClient {
  readonly frames: unknown[] = [];
  readonly notes: Note[] = [];
  private nextId = 1;
  private waiting = new Map<number | null, ((frame: unknown) => void)[]>();
  private noteWaiters: (() => void)[] = [];
  closedWith: { code: number; reason: string } | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { id: number | null; note?: Note };
      this.frames.push(frame);
      if (frame.note) {
        this.notes.push(frame.note);
        for (const w of this.noteWaiters.splice(0)) w();
        return;
      }
      const list = this.waiting.get(frame.id);
      const resolve = list?.shift();
      if (list && list.length === 0) this.waiting.delete(frame.id);
      resolve?.(frame);
    });
    ws.on('close', (code, reason) => {
      this.closedWith = { code, reason: reason.toString() };
      for (const w of this.noteWaiters.splice(0)) w();
    });
  }

  static open(url: string, headers?: Record<string, string>): Promise<NetClient> {
    const ws = new WebSocket(url.replace(/^http/, 'ws') + 'host', headers ? { headers } : undefined);
    return new Promise((ok, fail) => {
      ws.once('open', () => ok(new NetClient(ws)));
      ws.once('error', fail);
      ws.once('unexpected-response', (_req, res) => fail(new Error(`refused with HTTP ${res.statusCode}`)));
    });
  }

  /** Sends any text as it is (forged frames), and waits for the answer under `id` (null: an unreadable one). */
  raw(text: string | Buffer, id: number | null): Promise<unknown> {
    const p = this.answer(id);
    this.ws.send(text);
    return p;
  }

  answer(id: number | null): Promise<unknown> {
    return new Promise((ok) => {
      const list = this.waiting.get(id) ?? [];
      list.push(ok);
      this.waiting.set(id, list);
    });
  }

  async send(body: Record<string, unknown>): Promise<{ res?: HostReply; joined?: Joined }> {
    const id = this.nextId++;
    return (await this.raw(JSON.stringify({ id, ...body }), id)) as { res?: HostReply; joined?: Joined };
  }

  async request(req: unknown): Promise<HostReply> {
    const a = await this.send({ req });
    if (!a.res) throw new Error(`expected an answer, got ${JSON.stringify(a)}`);
    return a.res;
  }

  async join(code: string, name: string): Promise<Joined> {
    const a = await this.send({ join: { code, name } });
    if (!a.joined) throw new Error(`not joined: ${JSON.stringify(a)}`);
    return a.joined;
  }

  async rejoin(token: string): Promise<Joined> {
    const a = await this.send({ rejoin: { token } });
    if (!a.joined) throw new Error(`not rejoined: ${JSON.stringify(a)}`);
    return a.joined;
  }

  /** Resolves at the next note (or when the connection closes). */
  nextNote(): Promise<void> {
    return new Promise((ok) => this.noteWaiters.push(ok));
  }

  close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((ok) => {
      this.ws.once('close', () => ok());
      this.ws.close();
    });
  }
}

export const tempDir = (): string => mkdtempSync(join(tmpdir(), 'rw-net-'));

/** A Rogues and Warriors table for the network host: `humans` humans, then bots. */
export function rwSetup(humans: number, bots: number, seed = 20261128): TableSetup {
  const names = ['Brenna', 'Corwin', 'Dagny', 'Edric'];
  return {
    game: 'rogues-and-warriors',
    seats: [
      ...Array.from({ length: humans }, (_, i) => ({ name: `Seat ${i + 1}`, kind: 'human' as const })),
      ...Array.from({ length: bots }, (_, i) => ({ name: names[i]!, kind: 'bot' as const, level: 'easy' as const })),
    ],
    variants: [],
    stakes: { mode: 'betting', minRaise: true },
    splitRule: 'merchant',
    startingChips: 100,
    seed,
  };
}
