import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/shared/engine/errors';
import { Host } from '../../../src/shared/host/host';
import { newTavernGame, tavernRules, type TavernScreen, type TavernSeatAction } from '../../../src/shared/host/machines/tavern';
import type { TavernGame, TavernSetup } from '../../../src/shared/tavern/game';
import type { HostReply } from '../../../src/shared/host/payload';
import { MemoryBackend } from '../../../src/shared/storage/backend';
import type { TavernSaveSummary } from '../../../src/shared/storage/taverns';
import { DEFAULT_STOPS, viewFor } from '../../../src/shared/tavern';
import type { TEvent } from '../../../src/shared/tavern/types';
import { ask, memoryStores } from '../../helpers/host';

const bots = (n: number): TavernSetup['seats'] =>
  Array.from({ length: n }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const, level: 'normal' as const, char: 'random' }));

/** The one host over memory stores, the tavern one of its kinds (the registry's). */
function service(backend = new MemoryBackend()): { host: Host; backend: MemoryBackend } {
  return { host: new Host({ stores: memoryStores(backend), now: () => 1000, draw: () => 42 }), backend };
}

type Ok = Extract<HostReply<TavernScreen, TEvent>, { ok: true }>;
function ok<T extends Ok['type']>(r: HostReply, type: T): Extract<Ok, { type: T }> {
  if (!r.ok) throw new Error(`refused: ${r.error.code}: ${r.error.message}`);
  expect(r.type).toBe(type);
  return r as unknown as Extract<Ok, { type: T }>;
}

function refused(r: HostReply, code: string): string {
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error('accepted');
  expect(r.error.code).toBe(code);
  return r.error.message;
}

const T = 'tavern';
const ann = { name: 'Ann', kind: 'human' as const, char: 'vess' };

/** The host's own decisions, as the host takes them between human decisions (pure: the rules only). */
function hostStep(g: TavernGame): TavernGame {
  const seat = tavernRules.hostToAct(g)!;
  return tavernRules.apply(g, seat, tavernRules.decide(g, seat), { now: 0, by: 'host' }).state;
}
const human = (g: TavernGame, seat: number, action: TavernSeatAction): TavernGame => tavernRules.apply(g, seat, action, { now: 0, by: 'seat' }).state;
const viewOf = (g: TavernGame, seat: number) => tavernRules.view(g, seat).view;

describe('tavern machine rules', () => {
  it('draws random characters from the seed, the same each time', () => {
    const a = newTavernGame('a', { seats: bots(4), seed: 7 }).setup.seats.map((s) => s.char);
    const b = newTavernGame('b', { seats: bots(4), seed: 7 }).setup.seats.map((s) => s.char);
    expect(a).toEqual(b);
    expect(a.every((c) => c !== 'random')).toBe(true);
  });

  it('refuses an illegal action with a sentence, leaving the state as it was', () => {
    let g = newTavernGame('a', { seats: [{ name: 'Ann', kind: 'human', char: 'grusk' }, ...bots(1)], seed: 3, prizes: false });
    while (tavernRules.hostToAct(g) !== null) g = hostStep(g);
    expect(tavernRules.view(g, 0).humanToAct).toBe(0);
    const before = JSON.stringify(g);
    expect(() => human(g, 0, { t: 'play', card: 'no-such-card' } as TavernSeatAction)).toThrow(RuleError);
    expect(() => human(g, 1, viewOf(g, 0).legal[0]!)).toThrow(/./);
    expect(JSON.stringify(g)).toBe(before);
  });

  it('plays a whole game of bots to a winner, reproducibly', () => {
    const play = () => {
      let g = newTavernGame('a', { seats: bots(3), seed: 11 });
      let n = 0;
      while (tavernRules.hostToAct(g) !== null) {
        g = hostStep(g);
        n++;
      }
      return { over: g.state.over, n };
    };
    const a = play();
    expect(a.over).not.toBeNull();
    expect(play()).toEqual(a);
  });

  it('passes for a human whose stops do not fire, and stops when they do', () => {
    const none = { targeted: false, drinkForMe: false, losing: false, myCheckpoints: false };
    let m = newTavernGame('a', { seats: [{ name: 'Ann', kind: 'human', char: 'okko', stops: none }, ...bots(2)], seed: 5 });
    let autoPasses = 0;
    for (let i = 0; i < 3000 && !m.state.over; i++) {
      const who = tavernRules.hostToAct(m);
      if (who !== null) {
        if (m.setup.seats[who]!.kind === 'human') {
          expect(who).toBe(0);
          expect(tavernRules.decide(m, who)).toEqual({ t: 'pass' });
          autoPasses++;
        }
        m = hostStep(m);
        continue;
      }
      // A human decision that is not a call or sweep (their own turn's steps) always stops.
      const v = viewOf(m, 0);
      expect(v.pending?.seat).toBe(0);
      expect(['call', 'sweep'].includes(v.pending!.k)).toBe(false);
      m = human(m, 0, v.legal[v.legal.length - 1]!);
    }
    expect(autoPasses).toBeGreaterThan(0);
    // With the default stops, a call on the human's own checkpoint stops for them.
    let d = newTavernGame('b', { seats: [{ name: 'Ann', kind: 'human', char: 'okko', stops: DEFAULT_STOPS }, ...bots(2)], seed: 5 });
    let stoppedInCall = false;
    for (let i = 0; i < 3000 && !d.state.over && !stoppedInCall; i++) {
      if (tavernRules.hostToAct(d) !== null) d = hostStep(d);
      else {
        const v = viewOf(d, 0);
        if (v.pending!.k === 'call' || v.pending!.k === 'sweep') stoppedInCall = true;
        else d = human(d, 0, v.legal[0]!);
      }
    }
    expect(stoppedInCall).toBe(true);
  });

  it('one human at the table is never asked with nothing to play but Pass, unless their stops say always; hotseat never reads the hand (issue 22.5, 22.6)', () => {
    const count = (seats: TavernSetup['seats']) => {
      let m = newTavernGame('c', { seats, seed: 7 });
      let asked = 0;
      let empty = 0;
      for (let i = 0; i < 20_000 && !m.state.over; i++) {
        if (tavernRules.hostToAct(m) !== null) {
          m = hostStep(m);
          continue;
        }
        const seat = m.state.pending!.seat;
        const v = viewOf(m, seat);
        asked++;
        if (v.legal.every((a) => a.t === 'pass')) empty++;
        m = human(m, seat, v.legal[asked % v.legal.length]!);
      }
      expect(m.state.over, 'the game ended').toBeTruthy();
      return { asked, empty };
    };
    const alone = count([{ name: 'Ann', kind: 'human', char: 'okko', stops: DEFAULT_STOPS }, ...bots(2)]);
    expect(alone.asked).toBeGreaterThan(5);
    expect(alone.empty).toBe(0);
    // A stop that says "always": the empty questions are asked again.
    const always = count([{ name: 'Ann', kind: 'human', char: 'okko', stops: { ...DEFAULT_STOPS, always: true } }, ...bots(2)]);
    expect(always.empty).toBeGreaterThan(0);
    // Two humans at one screen: whether a seat is asked never depends on its hand (TAVERN.md §3.4), so a
    // seat may still be asked with only Pass in hand (tests/unit/tavern/hotseat-22.test.ts counts how often).
    const hotseat = count([{ name: 'Ann', kind: 'human', char: 'okko', stops: DEFAULT_STOPS }, { name: 'Bo', kind: 'human', char: 'vess', stops: DEFAULT_STOPS }, ...bots(1)]);
    expect(hotseat.empty).toBeGreaterThan(0);
  });

  it("the onlookers' view (seat -1) holds no seat's hand, no legal action, nothing learned", () => {
    const g = newTavernGame('a', { seats: bots(3), seed: 9 });
    const v = viewOf(g, -1);
    expect(v.seat).toBe(-1);
    expect(v.hand).toEqual([]);
    expect(v.legal).toEqual([]);
    expect(v.known).toEqual([]);
    for (const st of g.state.seats) for (const c of st.hand) expect(v.cards[c]).toBeUndefined();
  });
});

describe('the tavern on the one host', () => {
  it('creates with a host seed, saves after every action, lists and resumes after a restart', async () => {
    const { host, backend } = service();
    const created = ok(await ask(host, { type: 'create', kind: T, config: { seats: [ann, ...bots(2)] } }), 'opened');
    const key = `taverns/${created.id}.json`;
    expect(backend.data.has(key)).toBe(true);
    let steps = 0;
    for (;;) {
      const v = ok(await ask(host, { type: 'view', kind: T, id: created.id, seat: 0 }), 'view');
      if (v.view.view.over) break;
      if (v.view.hostToAct) {
        ok(await ask(host, { type: 'bot-step', kind: T, id: created.id, seat: 0 }), 'acted');
      } else {
        expect(v.view.humanToAct).toBe(0);
        const r = ok(await ask(host, { type: 'act', kind: T, id: created.id, seat: 0, version: v.version, action: v.view.view.legal[0] }), 'acted');
        expect(r.result.ok).toBe(true);
        // One request per action: the answer carries the seat's events and its new view.
        expect(r.view.view.version).toBe(r.result.version);
      }
      const saved = JSON.parse(backend.data.get(key)!) as { game: { state: { version: number } } };
      expect(saved.game.state.version).toBe(host.machine(T, created.id).version);
      if (++steps === 30) break;
    }
    // A fresh host over the same storage (a restart) lists and resumes it at the same version and view.
    const { host: again } = service(backend);
    const list = ok(await ask(again, { type: 'list', kind: T }), 'saves');
    expect((list.saves as TavernSaveSummary[]).map((s) => s.id)).toEqual([created.id]);
    const r = ok(await ask(again, { type: 'resume', kind: T, id: created.id }), 'opened');
    const v1 = ok(await ask(host, { type: 'view', kind: T, id: created.id, seat: 0 }), 'view');
    const v2 = ok(await ask(again, { type: 'view', kind: T, id: created.id, seat: 0 }), 'view');
    expect(r.version).toBe(v1.version);
    expect(v2.view.view).toEqual(v1.view.view);
    // Deleting it removes the save (and closes it).
    ok(await ask(again, { type: 'delete', kind: T, id: created.id }), 'deleted');
    expect(backend.data.has(key)).toBe(false);
  });

  it('refuses a bot seat, a missing seat and a stale version with sentences, changing and saving nothing', async () => {
    const { host, backend } = service();
    const { id } = ok(await ask(host, { type: 'create', kind: T, config: { seats: [ann, ...bots(1)], seed: 3 } }), 'opened');
    const key = `taverns/${id}.json`;
    for (;;) {
      const v = ok(await ask(host, { type: 'view', kind: T, id, seat: 0 }), 'view');
      if (!v.view.hostToAct) break;
      ok(await ask(host, { type: 'bot-step', kind: T, id, seat: 0 }), 'acted');
    }
    const v = ok(await ask(host, { type: 'view', kind: T, id, seat: 0 }), 'view');
    const before = JSON.stringify(host.machine(T, id).snapshot());
    const saved = backend.data.get(key);
    expect(refused(await ask(host, { type: 'act', kind: T, id, seat: 1, version: v.version, action: { t: 'pass' } }), 'bot-seat')).toMatch(/Bot 1 is a bot and makes its own decisions/);
    expect(refused(await ask(host, { type: 'act', kind: T, id, seat: 5, version: v.version, action: { t: 'pass' } }), 'no-such-seat')).toMatch(/This tavern game has 2 seats: there is no seat 6/);
    expect(refused(await ask(host, { type: 'view', kind: T, id, seat: 1 }), 'bot-seat')).toMatch(/its cards are not shown/);
    const stale = ok(await ask(host, { type: 'act', kind: T, id, seat: 0, version: v.version + 1, action: v.view.view.legal[0] }), 'acted');
    expect(stale.result).toMatchObject({ ok: false, error: { code: 'stale-action' } });
    expect(stale.events).toEqual([]);
    // An action the rules do not allow now: refused by the engine, with a sentence.
    const illegal = ok(await ask(host, { type: 'act', kind: T, id, seat: 0, version: v.version, action: { t: 'play', card: 'no-such-card' } }), 'acted');
    expect(illegal.result.ok).toBe(false);
    expect(illegal.result.error!.message).toMatch(/\.$/);
    const forged = refused(await ask(host, { type: 'act', kind: T, id, seat: 0, version: v.version, action: { t: 'steal' } }), 'bad-request');
    expect(forged).toMatch(/^Bad request: /);
    expect(JSON.stringify(host.machine(T, id).snapshot())).toBe(before);
    expect(backend.data.get(key)).toBe(saved);
  });

  it("stops are the seat's own action, saved with the game, and a bot's are refused", async () => {
    const { host, backend } = service();
    const { id } = ok(await ask(host, { type: 'create', kind: T, config: { seats: [ann, ...bots(1)], seed: 3 } }), 'opened');
    const none = { targeted: false, drinkForMe: false, losing: false, myCheckpoints: false };
    const r = ok(await ask(host, { type: 'act', kind: T, id, seat: 0, version: host.machine(T, id).version, action: { t: 'stops', stops: none } }), 'acted');
    expect(r.result.ok).toBe(true);
    expect(r.view.seats[0]!.stops).toEqual(none);
    const saved = JSON.parse(backend.data.get(`taverns/${id}.json`)!) as { game: { setup: { seats: { stops?: unknown }[] } } };
    expect(saved.game.setup.seats[0]!.stops).toEqual(none);
    refused(await ask(host, { type: 'act', kind: T, id, seat: 1, version: host.machine(T, id).version, action: { t: 'stops', stops: none } }), 'bot-seat');
    refused(await ask(host, { type: 'act', kind: T, id, seat: 0, version: host.machine(T, id).version, action: { t: 'stops', stops: { targeted: 'yes' } } }), 'bad-request');
  });

  it("the events of a step reach each seat as it may see them: its own private ones too, nobody else's", () => {
    // A step whose events include a card seat 0 was made to draw (seen by seat 0 only) and one seat 1 saw.
    const drew = { t: 'drewCards', seat: 0, cards: [], defs: [], only: 0 } as unknown as TEvent;
    const saw = { t: 'saw', seat: 1, card: 'x', def: {}, where: 'deck', only: 1 } as unknown as TEvent;
    const turn = { t: 'turn', seat: 1, n: 1 } as TEvent;
    expect(tavernRules.eventsFor([drew, turn, saw], 0)).toEqual([drew, turn]);
    expect(tavernRules.eventsFor([drew, turn, saw], 1)).toEqual([turn, saw]);
    expect(tavernRules.eventsFor([drew, turn, saw], -1)).toEqual([turn]);
  });

  it('a host step answers with its events as the seat at the screen may see them (its own draws too), and as an onlooker sees them when asked as -1', async () => {
    const { host } = service();
    const { id } = ok(await ask(host, { type: 'create', kind: T, config: { seats: [ann, ...bots(2)], seed: 8 } }), 'opened');
    let steps = 0;
    for (let i = 0; i < 400; i++) {
      const v = ok(await ask(host, { type: 'view', kind: T, id, seat: 0 }), 'view');
      if (v.view.view.over) break;
      if (!v.view.hostToAct) {
        ok(await ask(host, { type: 'act', kind: T, id, seat: 0, version: v.version, action: v.view.view.legal[0] }), 'acted');
        continue;
      }
      const asSeat = i % 2 === 0;
      const r = ok(await ask(host, { type: 'bot-step', kind: T, id, ...(asSeat ? { seat: 0 } : {}) }), 'acted');
      steps++;
      // One envelope for every event: its place, whom it is for, the event itself (its kind in `t`).
      for (const [i, x] of r.events.entries()) {
        expect(x.id).toBe(`${r.version}.${i}`);
        expect(typeof x.ev.t).toBe('string');
        expect('e' in x.ev).toBe(false);
        expect(['tavern', 'hosted']).toContain(x.at);
      }
      if (asSeat) {
        expect(r.events.every((e) => e.for === 'all' || e.for === 0)).toBe(true);
      } else expect(r.events.every((e) => e.for === 'all')).toBe(true);
    }
    expect(steps).toBeGreaterThan(0);
  });

  it('plays a whole game of bots through the host, stepping in batches', async () => {
    const { host } = service();
    const { id } = ok(await ask(host, { type: 'create', kind: T, config: { seats: bots(3), seed: 11 } }), 'opened');
    let steps = 0;
    for (;;) {
      const r = await ask(host, { type: 'bot-step', kind: T, id });
      if (ok(r, r.ok ? (r.type as 'acted' | 'idle') : 'acted').type === 'idle') break;
      steps++;
      expect(steps).toBeLessThan(5000);
    }
    const m = host.machine(T, id).snapshot() as { state: { over: unknown; version: number } };
    expect(m.state.over).not.toBeNull();
    // Batched: far fewer answers than host actions.
    expect(steps).toBeLessThan(m.state.version);
  });

  it('reports a corrupt save and keeps it aside', async () => {
    const { host, backend } = service();
    const created = ok(await ask(host, { type: 'create', kind: T, config: { seats: bots(2), seed: 1 } }), 'opened');
    const key = `taverns/${created.id}.json`;
    const env = JSON.parse(backend.data.get(key)!) as { game: { state: { seats: { G: number }[] } } };
    env.game.state.seats[0]!.G += 5; // Gold from nowhere
    backend.data.set(key, JSON.stringify(env));
    const { host: fresh } = service(backend);
    const why = refused(await ask(fresh, { type: 'resume', kind: T, id: created.id }), 'save-corrupt');
    expect(why).toMatch(new RegExp(`could not be read: Gold not conserved.*kept aside as taverns-aside/${created.id}\\.1\\.json`));
    expect(backend.data.has(key)).toBe(false);
    expect(backend.data.has(`taverns-aside/${created.id}.1.json`)).toBe(true);
  });

  it('refuses malformed requests with a sentence', async () => {
    const { host } = service();
    expect(refused(await ask(host, { type: 'create', kind: T, config: { seats: [{ name: '', kind: 'human', char: 'grusk' }, ...bots(1)] } }), 'bad-request')).toMatch(/New tavern game: .*name cannot be empty/);
    expect(refused(await ask(host, { type: 'create', kind: T, config: { seats: [{ name: 'A', kind: 'human', char: 'nobody' }, ...bots(1)] } }), 'bad-request')).toMatch(/no character called "nobody"/);
    refused(await ask(host, { type: 'create', kind: T, config: { seats: bots(1) } }), 'bad-request');
    expect(refused(await ask(host, { type: 'view', kind: T, id: 'nope', seat: 0 }), 'not-open')).toMatch(/The tavern game "nope" is not open/);
    refused(await ask(host, { type: 'resume', kind: T, id: 'nope' }), 'save-missing');
  });
});

describe("the onlookers' view through the host (issue 21.3)", () => {
  it("is the tavern's own door for seat -1, whether asked for or sent after a hotseat action", async () => {
    const { host } = service();
    const { id } = ok(await ask(host, { type: 'create', kind: T, config: { seats: [ann, { ...ann, name: 'Bea', char: 'grusk' }, ...bots(1)], seed: 6, appendixB: true } }), 'opened');
    for (let i = 0; i < 60; i++) {
      const g = host.machine(T, id).snapshot() as TavernGame;
      const look = ok(await ask(host, { type: 'view', kind: T, id, seat: -1 }), 'view');
      expect(look.view.view).toEqual(viewFor(g.state, -1));
      expect(look.view.view.hand).toEqual([]);
      if (look.view.view.over) break;
      if (look.view.hostToAct) {
        ok(await ask(host, { type: 'bot-step', kind: T, id }), 'acted');
        continue;
      }
      const seat = look.view.humanToAct!;
      const mine = ok(await ask(host, { type: 'view', kind: T, id, seat }), 'view');
      const r = ok(await ask(host, { type: 'act', kind: T, id, seat, version: mine.version, action: mine.view.view.legal[0], public: true }), 'acted');
      const after = host.machine(T, id).snapshot() as TavernGame;
      expect(r.publicView!.view).toEqual(viewFor(after.state, -1));
    }
  });
});

describe('old saves', () => {
  it("a save whose last events name their kind `e` (before issue 21) loads, its events named by `t`", async () => {
    const { host, backend } = service();
    const { id } = ok(await ask(host, { type: 'create', kind: T, config: { seats: bots(2), seed: 2 } }), 'opened');
    const key = `taverns/${id}.json`;
    const env = JSON.parse(backend.data.get(key)!) as { game: { last: { events: Record<string, unknown>[] } } };
    expect(env.game.last.events.length).toBeGreaterThan(0);
    env.game.last.events = env.game.last.events.map(({ t, ...rest }) => ({ e: t, ...rest }));
    backend.data.set(key, JSON.stringify(env));
    const { host: fresh } = service(backend);
    ok(await ask(fresh, { type: 'resume', kind: T, id }), 'opened');
    const g = fresh.machine(T, id).snapshot() as TavernGame;
    expect(g.last!.events.every((e) => typeof e.t === 'string' && !('e' in e))).toBe(true);
  });
});
