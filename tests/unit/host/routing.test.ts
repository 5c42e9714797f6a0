import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AnyState } from '../../../src/shared/engine/types';
import type { SeatView } from '../../../src/shared/engine/view';
import { Host, INTERNAL_ACT, INTERNAL_BOT, INTERNAL_OTHER } from '../../../src/shared/host/host';
import type { HostContext, MachineKind, MachineRules } from '../../../src/shared/host/machine';
import { MACHINE_KINDS } from '../../../src/shared/host/machines/index';
import type { NightView } from '../../../src/shared/host/machines/night';
import type { HostReply } from '../../../src/shared/host/payload';
import type { Night } from '../../../src/shared/night/types';
import { ask, memoryStores, ok, tableState } from '../../helpers/host';

/**
 * The one host (issue 11.4): every message routes to a machine by kind, id and part; whatever is unknown,
 * forged or stale is refused with a sentence of ours and changes nothing; an action's answer carries the
 * acting seat's events and new view (one request per action); an internal error is logged and told as a
 * sentence, never by its own text (issue 12).
 */
const tableSetup = {
  game: 'rogues-and-warriors',
  seats: [
    { name: 'Ann', kind: 'human' },
    { name: 'Brenna', kind: 'bot', level: 'easy' },
  ],
  variants: [],
  stakes: { mode: 'betting', minRaise: true },
  splitRule: 'merchant',
  startingChips: 50,
  seed: 11,
};

const nightSetup = {
  seats: [
    { name: 'Ann', kind: 'human' },
    { name: 'Brenna', kind: 'bot', level: 'easy' },
  ],
  length: { kind: 'games', games: 2 },
  share: 3,
  minRaise: true,
  seed: 3,
};

/** A sentence of ours: a capital, a full stop, no program words, nothing echoed back whole. */
function expectSentence(res: HostReply, code: string): string {
  expect(res.ok).toBe(false);
  if (res.ok) throw new Error('accepted');
  expect(res.error.code).toBe(code);
  expect(res.error.message).toMatch(/^[A-Z].*[.!?]$/s);
  expect(res.error.message).not.toMatch(/undefined|NaN|\[object|Invalid input|expected \w+, received/);
  return res.error.message;
}

/** A table stopped where Ann must decide. */
async function annToAct(host: Host): Promise<{ id: string; view: SeatView }> {
  const id = ok(await ask(host, { type: 'create', kind: 'table', config: tableSetup }), 'opened').id;
  for (let k = 0; k < 200; k++) {
    const look = ok(await ask(host, { type: 'view', kind: 'table', id, seat: 0 }), 'view');
    if (look.view.legal.length) return { id, view: look.view };
    ok(await ask(host, { type: 'bot-step', kind: 'table', id }), 'acted');
  }
  throw new Error('Ann is never asked');
}

describe('routing by kind, id and part', () => {
  it('the registry serves tables, nights and tavern games, each one module plus one line', () => {
    const host = new Host({ stores: memoryStores() });
    expect(MACHINE_KINDS.map((make) => make({ stores: memoryStores(), now: () => 0, draw: () => 1 }).rules.kind)).toEqual(['table', 'night', 'tavern']);
    expect(host).toBeInstanceOf(Host);
  });

  it('an unknown kind is refused with a sentence that does not echo a strange name', async () => {
    const host = new Host({ stores: memoryStores() });
    expect(expectSentence(await ask(host, { type: 'view', kind: 'casino', id: 'x', seat: 0 }), 'unknown-kind')).toBe('The host serves no machine of the kind "casino".');
    expectSentence(await ask(host, { type: 'create', kind: 'dice', config: {} }), 'unknown-kind');
    // A kind that is not a plain word never reaches a sentence: the envelope refuses it.
    const odd = expectSentence(await ask(host, { type: 'view', kind: '<script>', id: 'x', seat: 0 }), 'bad-request');
    expect(odd).not.toContain('<script>');
  });

  it('an id that is not open, and a part the machine does not have, are refused with sentences', async () => {
    const host = new Host({ stores: memoryStores() });
    expect(expectSentence(await ask(host, { type: 'view', kind: 'table', id: 'nope', seat: 0 }), 'not-open')).toMatch(/The table "nope" is not open/);
    const { id } = await annToAct(host);
    expectSentence(await ask(host, { type: 'view', kind: 'table', id, part: 'gambling', seat: 0 }), 'no-such-part');
    expectSentence(await ask(host, { type: 'act', kind: 'table', id, part: 'gambling', seat: 0, version: 0, action: { t: 'fold' } }), 'no-such-part');
    expectSentence(await ask(host, { type: 'view', kind: 'table', id: 'a/b', seat: 0 }), 'bad-request');
  });

  it('an action on another version is refused as stale and changes nothing', async () => {
    const host = new Host({ stores: memoryStores() });
    const { id, view } = await annToAct(host);
    const before = JSON.stringify(tableState(host, id));
    for (const version of [view.version + 1, view.version + 1000, ...(view.version > 0 ? [view.version - 1] : [])]) {
      const res = ok(await ask(host, { type: 'act', kind: 'table', id, seat: 0, version, action: view.legal[0] }), 'acted');
      expect(res.result).toMatchObject({ ok: false, version: view.version, error: { code: 'stale-action' } });
      expect(res.events).toEqual([]);
      expect(res.view).toEqual(view);
    }
    expect(JSON.stringify(tableState(host, id))).toBe(before);
  });

  it.each([
    ['an action that is a string', { action: 'fold' }],
    ['an action without a name', { action: { to: 3 } }],
    ['an action named by a number', { action: { t: 42 } }],
    ['an action for the onlookers\' seat', { seat: -1 }],
    ['a seat that is not a number', { seat: '0' }],
    ['a version that is not whole', { version: 1.5 }],
    ['no version', { version: undefined }],
    ['an unknown operation', { type: 'teleport' }],
    ['a kind with a path in it', { kind: '../table' }],
  ])('a forged action is refused with a sentence, and nothing changes: %s', async (_what, forged) => {
    const host = new Host({ stores: memoryStores() });
    const { id, view } = await annToAct(host);
    const before = JSON.stringify(tableState(host, id));
    const msg = { type: 'act', kind: 'table', id, seat: 0, version: view.version, action: view.legal[0], ...forged };
    expectSentence(await ask(host, JSON.parse(JSON.stringify(msg))), 'bad-request');
    expect(JSON.stringify(tableState(host, id))).toBe(before);
  });

  it('one request per action: the answer carries the acting seat\'s events, its new view and version', async () => {
    const host = new Host({ stores: memoryStores() });
    const { id, view } = await annToAct(host);
    const action = view.legal.find((a) => a.t === 'call' || a.t === 'check') ?? view.legal[0]!;
    const res = ok(await ask(host, { type: 'act', kind: 'table', id, seat: 0, version: view.version, action }), 'acted');
    expect(res.result).toEqual({ ok: true, version: view.version + 1 });
    expect(res.seat).toBe(0);
    expect(res.events.length).toBeGreaterThan(0);
    expect(res.version).toBe(view.version + 1);
    expect(res.view.seat).toBe(0);
    expect(res.view.version).toBe(view.version + 1);
    // The same as a look asked for separately, so no second request is needed.
    const look = ok(await ask(host, { type: 'view', kind: 'table', id, seat: 0 }), 'view');
    expect({ view: res.view, pending: res.pending, botToAct: res.botToAct }).toEqual({ view: look.view, pending: look.pending, botToAct: look.botToAct });
    expect(res.publicView).toBeUndefined();
  });

  it('with `public` the answer carries the onlookers\' view too; a bot\'s step carries the viewer\'s look', async () => {
    const host = new Host({ stores: memoryStores() });
    const { id, view } = await annToAct(host);
    const res = ok(await ask(host, { type: 'act', kind: 'table', id, seat: 0, version: view.version, action: view.legal[0], public: true }), 'acted');
    expect(res.publicView!.seat).toBe(-1);
    expect(res.publicView).toEqual(ok(await ask(host, { type: 'view', kind: 'table', id, seat: -1 }), 'view').view);
    const bot = await ask(host, { type: 'bot-step', kind: 'table', id, seat: 0 });
    const stepped = ok(bot, bot.ok ? bot.type : 'acted');
    if (stepped.type === 'acted') {
      expect(stepped.seat).toBe(1);
      expect(stepped.view.seat).toBe(0);
    }
  });

  it('a night\'s table is its part: same shape, the table\'s version, and the night\'s view and events alongside', async () => {
    const host = new Host({ stores: memoryStores() });
    const id = ok(await ask(host, { type: 'create', kind: 'night', config: nightSetup }), 'opened').id;
    // Bots (the first chooser may be one) until Ann is asked; choose a game if she is the chooser.
    for (let k = 0; k < 500; k++) {
      const night = ok<'view', NightView>(await ask(host, { type: 'view', kind: 'night', id, seat: 0 }), 'view');
      if (night.view.phase === 'playing' && night.view.table!.legal.length) break;
      if (night.botToAct !== null) {
        ok(await ask(host, { type: 'bot-step', kind: 'night', id }), 'acted');
        continue;
      }
      const choose = night.view.legal.find((a) => a.t === 'choose');
      if (!choose) throw new Error('the night waits for nothing Ann can do');
      ok(await ask(host, { type: 'act', kind: 'night', id, seat: 0, version: night.view.version, action: { t: 'choose', choice: { game: 'rogues-and-warriors', variants: [], splitRule: 'merchant', stakes: 'betting' } } }), 'acted');
    }
    const table = ok(await ask(host, { type: 'view', kind: 'night', id, part: 'table', seat: 0 }), 'view');
    const night = (host.machine('night', id).snapshot() as Night);
    expect(table.version).toBe((night.table as AnyState).version);
    expect(table.view.version).toBe((night.table as AnyState).version);
    expect((table.outer!.view as NightView).version).toBe(night.version);
    const action = table.view.legal.find((a) => a.t === 'call' || a.t === 'check') ?? table.view.legal[0]!;
    // A stale table version is refused (not the night's version: the part has its own).
    const stale = ok(await ask(host, { type: 'act', kind: 'night', id, part: 'table', seat: 0, version: night.version + 7, action }), 'acted');
    expect(stale.result).toMatchObject({ ok: false, error: { code: 'stale-action' } });
    const res = ok(await ask(host, { type: 'act', kind: 'night', id, part: 'table', seat: 0, version: table.view.version, action }), 'acted');
    expect(res.result).toMatchObject({ ok: true, version: table.view.version + 1 });
    expect(res.events.length).toBeGreaterThan(0);
    expect(res.view.version).toBe(table.view.version + 1);
    expect((res.outer!.view as NightView).version).toBe(night.version + 1);
    // The part's actions are a table's; a night's action sent to the table is refused by the table's rules.
    expectSentence(await ask(host, { type: 'act', kind: 'night', id, part: 'table', seat: 0, version: res.view.version, action: 'borrow' }), 'bad-request');
    // A bot's seat is not shown through the part either.
    expectSentence(await ask(host, { type: 'view', kind: 'night', id, part: 'table', seat: 1 }), 'bot-seat');
  });
});

/** A kind whose rules throw an internal error (not a rule's refusal) when told to. */
function brokenKind(): (ctx: HostContext) => MachineKind {
  interface Broken {
    failOn: string;
    version: number;
  }
  const boom = (s: Broken, where: string) => {
    if (s.failOn === where) throw new Error(`Internal: seat 1 holds card 37 (${where})`);
  };
  const rules: MachineRules<Broken, { t: string }, unknown, unknown> = {
    kind: 'broken',
    noun: 'broken machine',
    configSchema: z.object({ failOn: z.enum(['act', 'view', 'bot', 'create']) }),
    actionSchema: z.object({ t: z.string() }),
    seeded: false,
    setupWords: 'Broken setup',
    idPattern: /^b\d+$/,
    create(config) {
      const { failOn } = config as { failOn: string };
      if (failOn === 'create') throw new Error('TypeError: cannot read properties of undefined (reading "hand.1") at secret.ts:42');
      return { state: { failOn, version: 0 }, events: [] };
    },
    apply(s, _seat, _action, at) {
      boom(s, at.by === 'host' ? 'bot' : 'act');
      return { state: { ...s, version: s.version + 1 }, events: [] };
    },
    version: (s) => s.version,
    seats: () => [
      { name: 'Ann', kind: 'human' },
      { name: 'Bot', kind: 'bot' },
    ],
    view: (s, seat) => {
      boom(s, 'view');
      return { seat, version: s.version };
    },
    eventsFor: () => [],
    pending: () => [0],
    hostToAct: () => 1,
    decide: () => ({ t: 'go' }),
    problems: () => [],
  };
  return () => ({ rules: rules as MachineRules });
}

describe('an internal error is logged and told as a sentence of ours (issue 12)', () => {
  const kinds = [...MACHINE_KINDS, brokenKind()];

  it.each([
    ['act', { type: 'act', kind: 'broken', id: 'b1', seat: 0, version: 0, action: { t: 'go' } }, INTERNAL_ACT],
    ['view', { type: 'view', kind: 'broken', id: 'b1', seat: 0 }, INTERNAL_OTHER],
    ['bot', { type: 'bot-step', kind: 'broken', id: 'b1' }, INTERNAL_BOT],
  ] as const)('a machine throwing in %s: the page gets our sentence, the log gets the error, the host goes on', async (failOn, msg, sentence) => {
    const logged: unknown[] = [];
    const host = new Host({ stores: memoryStores(), kinds, log: (_what, e) => logged.push(e), newId: () => 'b1' });
    const made = await ask(host, { type: 'create', kind: 'broken', config: { failOn } });
    expect(made).toMatchObject({ ok: true, type: 'opened', id: 'b1' });
    const res = await ask(host, msg);
    expect(res).toEqual({ ok: false, error: { code: 'internal', message: sentence } });
    expect(JSON.stringify(res)).not.toMatch(/card 37|Internal|seat 1 holds/);
    expect(logged).toHaveLength(1);
    expect(String(logged[0])).toMatch(/card 37/);
    // Nothing was applied, and the host answers the next request as ever.
    expect(host.machine('broken', 'b1').version).toBe(0);
    expect(await ask(host, { type: 'catalogue' })).toMatchObject({ ok: true, type: 'catalogue' });
  });

  it('a machine failing to start: our sentence, kept in the host\'s failures when no log is given', async () => {
    const host = new Host({ stores: memoryStores(), kinds });
    const res = await ask(host, { type: 'create', kind: 'broken', config: { failOn: 'create' } });
    expect(res).toEqual({ ok: false, error: { code: 'internal', message: INTERNAL_OTHER } });
    expect(JSON.stringify(res)).not.toMatch(/secret|TypeError|hand\.1/);
    expect(host.failures).toHaveLength(1);
  });

  it('a rule\'s refusal is not an internal error: its own sentence goes to the page', async () => {
    const host = new Host({ stores: memoryStores() });
    const { id, view } = await annToAct(host);
    const res = ok(await ask(host, { type: 'act', kind: 'table', id, seat: 0, version: view.version, action: { t: 'teleport' } }), 'acted');
    expect(res.result.ok).toBe(false);
    expect(res.result.error!.message).toMatch(/^[A-Z].*\.$/);
    expect(host.failures).toEqual([]);
  });
});

describe('saves are reached only by their own kind of id', () => {
  it('a resume or delete of an id the kind never saves under is refused before the storage is asked', async () => {
    const kinds = [
      ...MACHINE_KINDS,
      (ctx: HostContext): MachineKind => {
        const table = MACHINE_KINDS[0]!(ctx);
        return { ...table, rules: { ...table.rules, kind: 'strict', noun: 'strict table', idPattern: /^s-\d+$/ } };
      },
    ];
    const stores = memoryStores();
    const host = new Host({ stores, kinds });
    expect(expectSentence(await ask(host, { type: 'resume', kind: 'strict', id: 'table-1' }), 'bad-request')).toBe('Bad request: that is not the id of a saved strict table.');
    expectSentence(await ask(host, { type: 'delete', kind: 'strict', id: 'x' }), 'bad-request');
    expectSentence(await ask(host, { type: 'resume', kind: 'strict', id: 's-1' }), 'save-missing');
  });
});
