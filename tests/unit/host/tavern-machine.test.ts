import { describe, expect, it } from 'vitest';
import { publicView, TavernMachine, type TavernSetup } from '../../../src/shared/host/tavern-machine';
import { TavernService, type TavernResponse } from '../../../src/shared/host/tavern-protocol';
import { MemoryBackend } from '../../../src/shared/storage/backend';
import { TavernStore } from '../../../src/shared/storage/taverns';
import { DEFAULT_STOPS } from '../../../src/shared/tavern';

const bots = (n: number): TavernSetup['seats'] =>
  Array.from({ length: n }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const, level: 'normal' as const, char: 'random' }));

function service(): { svc: TavernService; backend: MemoryBackend } {
  const backend = new MemoryBackend();
  let k = 0;
  return { svc: new TavernService(new TavernStore(backend), () => 1000, () => 42, () => `t${++k}`), backend };
}

type Ok = Extract<TavernResponse, { ok: true }>;
function ok<T extends Ok['type']>(r: TavernResponse, type: T): Extract<Ok, { type: T }> {
  if (!r.ok) throw new Error(r.error.message);
  expect(r.type).toBe(type);
  return r as Extract<Ok, { type: T }>;
}

describe('tavern machine', () => {
  it('draws random characters from the seed, the same each time', () => {
    const a = TavernMachine.create('a', { seats: bots(4), seed: 7 }).snapshot().setup.seats.map((s) => s.char);
    const b = TavernMachine.create('b', { seats: bots(4), seed: 7 }).snapshot().setup.seats.map((s) => s.char);
    expect(a).toEqual(b);
    expect(a.every((c) => c !== 'random')).toBe(true);
  });

  it('refuses a bot seat, a missing seat and a stale version with sentences, changing nothing', () => {
    const m = TavernMachine.create('a', { seats: [{ name: 'Ann', kind: 'human', char: 'grusk' }, ...bots(1)], seed: 3, prizes: false });
    const before = JSON.stringify(m.snapshot());
    expect(() => m.act(1, { t: 'pass' }, m.version)).toThrow(/Bot 1 is a bot and makes its own decisions/);
    expect(() => m.act(5, { t: 'pass' }, m.version)).toThrow(/there is no seat 6/);
    expect(() => m.view(1)).toThrow(/its cards are not shown/);
    expect(JSON.stringify(m.snapshot())).toBe(before);
    // Drive to the human's decision, then act on an older version.
    while (m.hostToAct()) m.step();
    const seat = m.humanToAct();
    expect(seat).toBe(0);
    const legal = m.view(0).legal[0]!;
    const at = JSON.stringify(m.snapshot());
    expect(() => m.act(0, legal, m.version - 1)).toThrow(/older view/);
    expect(JSON.stringify(m.snapshot())).toBe(at);
  });

  it('plays a whole game of bots to a winner, reproducibly', () => {
    const play = () => {
      const m = TavernMachine.create('a', { seats: bots(3), seed: 11 });
      let n = 0;
      while (m.step()) n++;
      return { over: m.snapshot().state.over, n };
    };
    const a = play();
    expect(a.over).not.toBeNull();
    expect(play()).toEqual(a);
  });

  it('passes for a human whose stops do not fire, and stops when they do', () => {
    const none = { targeted: false, drinkForMe: false, losing: false, myCheckpoints: false };
    const m = TavernMachine.create('a', { seats: [{ name: 'Ann', kind: 'human', char: 'okko', stops: none }, ...bots(2)], seed: 5 });
    let autoPasses = 0;
    for (let i = 0; i < 3000 && !m.over; i++) {
      const who = m.hostToAct();
      if (who) {
        if (who.why === 'auto-pass') {
          expect(who.seat).toBe(0);
          autoPasses++;
        }
        m.step();
        continue;
      }
      // A human decision that is not a call or sweep (their own turn's steps) always stops.
      const v = m.view(0);
      expect(v.pending?.seat).toBe(0);
      expect(['call', 'sweep'].includes(v.pending!.k)).toBe(false);
      m.act(0, v.legal[v.legal.length - 1]!, v.version);
    }
    expect(autoPasses).toBeGreaterThan(0);
    // With the default stops, a call on the human's own checkpoint stops for them.
    const d = TavernMachine.create('b', { seats: [{ name: 'Ann', kind: 'human', char: 'okko', stops: DEFAULT_STOPS }, ...bots(2)], seed: 5 });
    let stoppedInCall = false;
    for (let i = 0; i < 3000 && !d.over && !stoppedInCall; i++) {
      if (d.hostToAct()) d.step();
      else {
        const v = d.view(0);
        if (v.pending!.k === 'call' || v.pending!.k === 'sweep') stoppedInCall = true;
        else d.act(0, v.legal[0]!, v.version);
      }
    }
    expect(stoppedInCall).toBe(true);
  });

  it("the public view holds no seat's hand", () => {
    const m = TavernMachine.create('a', { seats: bots(3), seed: 9 });
    const s = m.snapshot().state;
    const v = publicView(s);
    expect(v.hand).toEqual([]);
    expect(v.legal).toEqual([]);
    for (const st of s.seats) for (const c of st.hand) expect(v.cards[c]).toBeUndefined();
  });
});

describe('tavern service and saves', () => {
  it('creates with a host seed, saves after every action, lists and resumes after a restart', async () => {
    const { svc, backend } = service();
    const created = ok(await svc.handle({ type: 'tavern-create', config: { seats: [{ name: 'Ann', kind: 'human', char: 'vess' }, ...bots(2)] } }), 'tavern');
    expect(backend.data.has(`taverns/${created.id}.json`)).toBe(true);
    let steps = 0;
    for (;;) {
      const v = ok(await svc.handle({ type: 'tavern-view', id: created.id, seat: 0 }), 'tavern-view');
      if (v.view.over) break;
      if (v.hostToAct) {
        ok(await svc.handle({ type: 'tavern-step', id: created.id, seat: 0 }), 'tavern-acted');
      } else {
        expect(v.humanToAct).toBe(0);
        ok(await svc.handle({ type: 'tavern-act', id: created.id, seat: 0, version: v.view.version, action: v.view.legal[0] }), 'tavern-acted');
      }
      const saved = JSON.parse(backend.data.get(`taverns/${created.id}.json`)!) as { game: { state: { version: number } } };
      const now = ok(await svc.handle({ type: 'tavern-view', id: created.id, seat: 0 }), 'tavern-view');
      expect(saved.game.state.version).toBe(now.view.version);
      if (++steps === 30) break;
    }
    // A fresh service over the same storage (a restart) lists and resumes it at the same version.
    const { svc: _unused } = service();
    const again = new TavernService(new TavernStore(backend), () => 2000, () => 1);
    const list = ok(await again.handle({ type: 'tavern-list' }), 'tavern-saves');
    expect(list.saves.map((s) => s.id)).toEqual([created.id]);
    const r = ok(await again.handle({ type: 'tavern-resume', id: created.id }), 'tavern');
    const v1 = ok(await svc.handle({ type: 'tavern-view', id: created.id, seat: 0 }), 'tavern-view');
    const v2 = ok(await again.handle({ type: 'tavern-view', id: created.id, seat: 0 }), 'tavern-view');
    expect(r.version).toBe(v1.view.version);
    expect(v2.view).toEqual(v1.view);
  });

  it('reports a corrupt save and keeps it aside', async () => {
    const { svc, backend } = service();
    const created = ok(await svc.handle({ type: 'tavern-create', config: { seats: bots(2), seed: 1 } }), 'tavern');
    const key = `taverns/${created.id}.json`;
    const env = JSON.parse(backend.data.get(key)!) as { game: { state: { seats: { G: number }[] } } };
    env.game.state.seats[0]!.G += 5; // Gold from nowhere
    backend.data.set(key, JSON.stringify(env));
    const fresh = new TavernService(new TavernStore(backend));
    const r = await fresh.handle({ type: 'tavern-resume', id: created.id });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/could not be read: Gold not conserved.*kept aside as taverns-aside\/t1\.1\.json/);
    expect(backend.data.has(key)).toBe(false);
    expect(backend.data.has('taverns-aside/t1.1.json')).toBe(true);
  });

  it('refuses malformed requests with a sentence', async () => {
    const { svc } = service();
    const bad = await svc.handle({ type: 'tavern-create', config: { seats: [{ name: '', kind: 'human', char: 'grusk' }, ...bots(1)] } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toMatch(/New tavern game: .*name cannot be empty/);
    const noChar = await svc.handle({ type: 'tavern-create', config: { seats: [{ name: 'A', kind: 'human', char: 'nobody' }, ...bots(1)] } });
    if (!noChar.ok) expect(noChar.error.message).toMatch(/no character called "nobody"/);
    expect(noChar.ok).toBe(false);
    const one = await svc.handle({ type: 'tavern-create', config: { seats: bots(1) } });
    expect(one.ok).toBe(false);
    const notOpen = await svc.handle({ type: 'tavern-view', id: 'nope', seat: 0 });
    expect(notOpen.ok).toBe(false);
    if (!notOpen.ok) expect(notOpen.error.message).toMatch(/is not open/);
  });
});
