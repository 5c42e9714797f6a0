import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { decide } from '../../../src/shared/bots';
import type { Action } from '../../../src/shared/engine/types';
import type { Note } from '../../../src/shared/host/wire';
import { NetServer } from '../../../src/node/net/server';
import { NetHostClient, hostSocketUrl, joinCodeOf, type SocketLike } from '../../../src/renderer/src/platform/net-host';
import { RemoteTableClient } from '../../../src/renderer/src/state/remote-table.svelte';
import { rwSetup, tempDir } from '../../helpers/net';

/**
 * The page's side of the network host (issue 27): its HostClient over a WebSocket (here `ws`'s, which has the
 * browser's interface) against the real server on loopback, and the remote seat's table client driven only by
 * the server's notes.
 */
const servers: NetServer[] = [];
const nets: NetHostClient[] = [];
afterEach(async () => {
  for (const n of nets.splice(0)) n.close();
  for (const s of servers.splice(0)) await s.stop();
});

async function serve(): Promise<NetServer> {
  const s = await NetServer.start({ dataDir: tempDir(), port: 0, webRoot: null, setup: rwSetup(2, 1, 99), code: 'ABCD', botDelayMs: 0, log: () => undefined });
  servers.push(s);
  return s;
}

/** A page's client, with every socket it opened kept (a test drops one). */
function page(server: NetServer): { net: NetHostClient; sockets: WebSocket[]; notes: Note[] } {
  const sockets: WebSocket[] = [];
  const url = hostSocketUrl({ protocol: 'http:', host: new URL(server.url).host });
  const net = new NetHostClient(() => {
    const ws = new WebSocket(url);
    sockets.push(ws);
    return ws as unknown as SocketLike;
  }, 10);
  const notes: Note[] = [];
  net.onNote = (n) => notes.push(n);
  nets.push(net);
  return { net, sockets, notes };
}

const until = async (what: () => boolean, label: string): Promise<void> => {
  for (let i = 0; i < 5000; i++) {
    if (what()) return;
    await new Promise((ok) => setTimeout(ok, 2));
  }
  throw new Error(`never: ${label}`);
};

describe('the page’s connection to a network host', () => {
  it('reads the join code from the address and the socket from the page’s own host', () => {
    expect(joinCodeOf('?join=ab2d')).toBe('AB2D');
    expect(joinCodeOf('?join=../x')).toBeNull();
    expect(joinCodeOf('')).toBeNull();
    expect(hostSocketUrl({ protocol: 'http:', host: '192.168.1.5:8080' })).toBe('ws://192.168.1.5:8080/host');
    expect(hostSocketUrl({ protocol: 'https:', host: 'pc.lan' })).toBe('wss://pc.lan/host');
  });

  it('binds, answers requests, and after a dropped link rebinds by itself with the token (requests meanwhile get a sentence)', async () => {
    const server = await serve();
    const a = page(server);
    const b = page(server);
    await expect(a.net.bind({ join: { code: 'WXYZ', name: 'Tess' } })).rejects.toThrow(/join code is not this table/);
    const ja = await a.net.bind({ join: { code: 'ABCD', name: 'Tess' } });
    await b.net.bind({ join: { code: 'ABCD', name: 'Ulla' } });
    await until(() => a.net.joined?.address !== null, 'the table started');
    const at = a.net.joined!.address!;
    expect(a.notes.some((n) => n.t === 'started')).toBe(true);
    const v = await a.net.request({ type: 'view', ...at, seat: 0 });
    expect(v.ok && v.type === 'view' && v.viewer).toBe(0);
    // The link drops under the page.
    a.sockets.at(-1)!.terminate();
    await until(() => a.net.state.t === 'lost', 'the page knows the link is lost');
    const meanwhile = await a.net.request({ type: 'view', ...at, seat: 0 });
    expect(!meanwhile.ok && meanwhile.error.code).toBe('host-unavailable');
    await until(() => a.net.state.t === 'bound', 'rebound');
    expect(a.sockets.length).toBe(2);
    expect(a.notes.some((n) => n.t === 'moved' && n.version === -1)).toBe(true);
    const again = await a.net.request({ type: 'view', ...at, seat: 0 });
    expect(again.ok && again.type === 'view' && again.view).toEqual(v.ok && v.type === 'view' && v.view);
    expect(a.net.joined?.token).toBe(ja.token);
    // Another window takes the seat with the same token: this one is closed for good, not reopened.
    const c = page(server);
    await c.net.bind({ rejoin: { token: ja.token! } });
    await until(() => a.net.state.t === 'closed', 'the old window is told');
    expect(a.net.state.t === 'closed' && a.net.state.why).toMatch(/another window/);
    expect(a.sockets.length).toBe(2);
  });

  it('two remote seats play a table to its results through the table client, moved only by the server’s notes', async () => {
    const server = await serve();
    const players = [page(server), page(server)];
    await players[0]!.net.bind({ join: { code: 'ABCD', name: 'Tess' } });
    await players[1]!.net.bind({ join: { code: 'ABCD', name: 'Ulla' } });
    await until(() => players[0]!.net.joined?.address !== null, 'the table started');
    const at = players[0]!.net.joined!.address!;
    // What each seat's screen played: a move of another seat arrives with its events and is played, not redrawn.
    const played: { seat: number; mover: number | null; events: number }[] = [];
    const clients = await Promise.all(
      players.map(async (p, seat) => {
        const c = new RemoteTableClient(p.net, seat);
        p.net.onNote = (n) => (n.t === 'moved' ? c.moved(n.step) : undefined);
        c.attach({ blank: () => undefined, show: async () => undefined, play: async (events) => void played.push({ seat, mover: c.acting, events: events.length }), skip: () => undefined });
        await c.bind(at);
        return c;
      }),
    );
    let decisions = 0;
    for (let i = 0; i < 20_000 && !clients.every((c) => c.view?.phase === 'over' && c.showResults); i++) {
      const c = clients.find((x) => x.myTurn && x.view!.pending.includes(x.seat));
      if (!c) {
        await new Promise((ok) => setTimeout(ok, 1));
        continue;
      }
      const v = c.view!;
      await c.act(decide({ view: v, level: 'easy', personality: 'cautious', seed: v.version }) as Action);
      decisions++;
    }
    expect(clients.map((c) => c.view?.phase)).toEqual(['over', 'over']);
    expect(clients.every((c) => c.fatal === null && c.passTo === null)).toBe(true);
    expect(clients.map((c) => c.view!.seat)).toEqual([0, 1]);
    expect(clients[0]!.view!.version).toBe(clients[1]!.view!.version);
    expect(decisions).toBeGreaterThan(1);
    // Each screen played the other player's moves and the bot's (their events, as its seat saw them).
    for (const seat of [0, 1]) {
      const others = played.filter((x) => x.seat === seat && x.mover !== null && x.mover !== seat);
      expect(others.length, `seat ${seat} played others' moves`).toBeGreaterThan(0);
      expect(others.every((x) => x.events > 0)).toBe(true);
      expect(new Set(others.map((x) => x.mover)).size).toBe(2);
    }
    for (const c of clients) await c.leave();
  });
});
