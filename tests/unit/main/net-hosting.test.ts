import { afterEach, describe, expect, it } from 'vitest';
import '../../../src/shared/games/registry';
import { Host } from '../../../src/shared/host/host';
import { openStores } from '../../../src/main/persistence/files';
import { NetHosting, type HostingReply } from '../../../src/main/net-hosting';
import { NetClient, rwSetup, tempDir } from '../../helpers/net';

/**
 * The desktop's "Host on the local network", main-process part (issue 27.4): Electron cannot run here, so the
 * module the IPC handler calls is tested as it is: it starts the same network server on the interface picked
 * (loopback by default; an address that is not the PC's is refused), serving the app's own one Host, reports
 * the address, the code, the seats and the connections, removes a connection, and stops.
 */
const open: NetHosting[] = [];
const clients: NetClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) await c.close();
  for (const h of open.splice(0)) await h.stop();
});

function hosting(): { h: NetHosting; host: Host } {
  const dataDir = tempDir();
  const host = new Host({ stores: openStores(dataDir) });
  const h = new NetHosting({ host, dataDir, webRoot: null, log: () => undefined, interfaces: () => ({ lo: [{ address: '127.0.0.1', netmask: '255.0.0.0', family: 'IPv4', mac: '00:00:00:00:00:00', internal: true, cidr: '127.0.0.1/8' }], eth0: [{ address: '10.9.8.7', netmask: '255.0.0.0', family: 'IPv4', mac: '02:00:00:00:00:01', internal: false, cidr: '10.9.8.7/8' }] }) });
  open.push(h);
  return { h, host };
}

const ok = (r: HostingReply) => {
  if (!r.ok) throw new Error(r.error.message);
  return r;
};

describe('Host on the local network (the main process)', () => {
  it('lists loopback first, then the PC’s addresses; refuses a bad request or an address that is not the PC’s, with a sentence, starting nothing', async () => {
    const { h } = hosting();
    expect(h.interfaces().map((i) => i.address)).toEqual(['127.0.0.1', '10.9.8.7']);
    expect(h.interfaces()[0]!.label).toMatch(/This PC only/);
    const bad = await h.answer({ type: 'start', address: '0.0.0.0', kind: 'table', setup: rwSetup(2, 0) });
    expect(!bad.ok && bad.error.message).toMatch(/not one of this PC’s network addresses/);
    const worse = await h.answer({ type: 'start', address: '127.0.0.1', kind: 'poker', setup: rwSetup(2, 0) });
    expect(!worse.ok && worse.error.code).toBe('bad-request');
    expect(ok(await h.answer({ type: 'status' })).status).toEqual({ on: false });
  });

  it('starts on loopback serving the app’s own host: players join by the code, the status shows them, a connection is removed, and stop closes it all', async () => {
    const { h, host } = hosting();
    const started = ok(await h.answer({ type: 'start', address: '127.0.0.1', kind: 'table', setup: rwSetup(2, 1) }));
    if (!started.status.on) throw new Error('not started');
    expect(started.status.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(started.status.code).toMatch(/^[A-Z2-9]{6}$/);
    expect((await h.answer({ type: 'start', address: '127.0.0.1', kind: 'table', setup: rwSetup(2, 1) })).ok).toBe(false);
    const a = await NetClient.open(started.status.url);
    const b = await NetClient.open(started.status.url);
    clients.push(a, b);
    await a.join(started.status.code, 'Tess');
    const jb = await b.join(started.status.code, 'Ulla');
    // The hosted table is a game of the app's own host (one host, one set of saves).
    expect(host.machine('table', jb.address!.id).seats().map((s) => s.name)).toEqual(['Tess', 'Ulla', 'Brenna']);
    const st = ok(await h.answer({ type: 'status' })).status;
    if (!st.on) throw new Error('off');
    expect(st.seats.map((s) => [s.name, s.connected])).toEqual([['Tess', true], ['Ulla', true], ['Brenna', true]]);
    expect(st.connections.map((c) => c.name).sort()).toEqual(['Tess', 'Ulla']);
    // Remove Ulla's connection: closed with 4001; her seat stays hers, shown as not connected.
    const ulla = st.connections.find((c) => c.name === 'Ulla')!;
    ok(await h.answer({ type: 'remove', n: ulla.n }));
    while (!b.closedWith) await b.nextNote();
    expect(b.closedWith?.code).toBe(4001);
    // The server hears the close a moment after the page does.
    let after = ok(await h.answer({ type: 'status' })).status;
    for (let i = 0; i < 100 && after.on && after.seats[1]!.connected; i++) {
      await new Promise((r) => setTimeout(r, 10));
      after = ok(await h.answer({ type: 'status' })).status;
    }
    expect(after.on && after.seats[1]).toMatchObject({ name: 'Ulla', taken: true, connected: false });
    expect((await h.answer({ type: 'remove', n: ulla.n })).ok).toBe(false);
    // The host's own screen may hand her seat to a bot.
    expect((ok(await h.answer({ type: 'stand-in', seat: 1, on: true })).status as { seats: { standIn: boolean }[] }).seats[1]!.standIn).toBe(true);
    ok(await h.answer({ type: 'stop' }));
    expect(ok(await h.answer({ type: 'status' })).status).toEqual({ on: false });
    while (!a.closedWith) await a.nextNote();
    expect(a.closedWith?.code).toBe(1001);
    await expect(NetClient.open(started.status.url)).rejects.toThrow();
  });
});
