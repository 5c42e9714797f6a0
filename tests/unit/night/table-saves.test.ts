import { describe, expect, it } from 'vitest';
import { newTable, apply, legalActions, pendingSeats } from '../../../src/shared/engine/table';
import type { AnyState, TableConfig } from '../../../src/shared/engine/types';
import type { Host } from '../../../src/shared/host/host';
import { nightKind } from '../../../src/shared/host/machines/night';
import { tableKind } from '../../../src/shared/host/machines/table';
import type { SeatView } from '../../../src/shared/engine/view';
import type { TableStatsBook } from '../../../src/shared/night/table-stats';
import type { TableSaveSummary } from '../../../src/shared/storage/tables';
import { ask, memoryHost, memoryStores, ok } from '../../helpers/host';
import { emptyTableStats, recordTableGame } from '../../../src/shared/night/table-stats';
import { MemoryBackend } from '../../../src/shared/storage/backend';
import { parseTableSave, serializeTableSave, tableProblem } from '../../../src/shared/storage/tables';

/**
 * Single tables saved like nights (issue 13.8) and counted in the statistics (issue 13.15): a table is
 * saved after every accepted action before the answer goes back, listed, resumed exactly, and a corrupt
 * save is reported and kept aside, never used.
 */
const config = (over: Partial<TableConfig> = {}): TableConfig => ({
  game: 'rogues-and-warriors',
  seats: [
    { name: 'Ann', kind: 'human' },
    { name: 'Bob', kind: 'bot', level: 'easy' },
    { name: 'Cid', kind: 'bot', level: 'easy' },
  ],
  variants: [],
  stakes: { mode: 'betting', minRaise: true },
  splitRule: 'merchant',
  startingChips: 40,
  seed: 17,
  ...over,
});

function setup() {
  const stores = memoryStores(new MemoryBackend());
  let n = 0;
  const service = memoryHost({ stores, now: () => 1000 + n, kinds: [tableKind, nightKind], newId: (kind) => (kind === 'table' ? `tbl-${++n}` : `${kind}-${++n}`) });
  return { backend: stores.backend, stores, service };
}

/** Plays the table through the host until Ann must decide or the game is over; returns Ann's view. */
async function untilAnn(service: Host, tableId: string): Promise<SeatView> {
  for (let guard = 0; guard < 500; guard++) {
    const v = ok(await ask(service, { type: 'view', kind: 'table', id: tableId, seat: 0 }), 'view').view as SeatView;
    if (v.phase === 'over' || v.legal.length) return v;
    ok(await ask(service, { type: 'bot-step', kind: 'table', id: tableId }), 'acted');
  }
  throw new Error('Ann is never asked');
}

describe('saved single tables', () => {
  it('saves after every accepted action, and a resumed table is the same table', async () => {
    const { stores, service } = setup();
    const made = ok(await ask(service, { type: 'create', kind: 'table', config: config() }), 'opened');
    expect(made).toMatchObject({ type: 'opened', id: 'tbl-1' });
    const tableId = made.id;
    const before = await stores.tables.load('tbl-1');
    expect(before.ok).toBe(true);
    let v = await untilAnn(service, tableId);
    const act = ok(await ask(service, { type: 'act', kind: 'table', id: tableId, seat: 0, version: v.version, action: v.legal.find((a) => a.t === 'call' || a.t === 'check')! }), 'acted');
    expect(act).toMatchObject({ type: 'acted', result: { ok: true } });
    const saved = await stores.tables.load('tbl-1');
    if (!saved.ok) throw new Error(saved.problem);
    expect(saved.state.version).toBe(v.version + 1);
    // A refused action changes nothing and saves nothing new.
    const stale = ok(await ask(service, { type: 'act', kind: 'table', id: tableId, seat: 0, version: v.version, action: { t: 'fold' } }), 'acted');
    expect(stale).toMatchObject({ type: 'acted', result: { ok: false } });
    expect(((await stores.tables.load('tbl-1')) as { state: AnyState }).state.version).toBe(v.version + 1);

    // Another host (after a reload) resumes it from the save: the same table, views and all.
    const other = memoryHost({ stores });
    const listed = ok(await ask(other, { type: 'list', kind: 'table' }), 'saves');
    expect(listed).toMatchObject({ type: 'saves', problems: [] });
    expect((listed.saves as TableSaveSummary[]).map((x) => [x.id, x.names])).toEqual([['tbl-1', ['Ann', 'Bob', 'Cid']]]);
    const resumed = ok(await ask(other, { type: 'resume', kind: 'table', id: 'tbl-1' }), 'opened');
    expect(resumed).toMatchObject({ type: 'opened', id: 'tbl-1', resumed: true });
    const a = ok(await ask(service, { type: 'view', kind: 'table', id: tableId, seat: 0 }), 'view');
    const b = ok(await ask(other, { type: 'view', kind: 'table', id: resumed.id, seat: 0 }), 'view');
    expect(b.view).toEqual(a.view);
    v = await untilAnn(other, resumed.id);
    expect(v.seat).toBe(0);
  });

  it('counts each finished game once in the single tables\' statistics', async () => {
    const { stores, service } = setup();
    const made = ok(await ask(service, { type: 'create', kind: 'table', config: config() }), 'opened');
    const tableId = made.id;
    for (let guard = 0; guard < 100; guard++) {
      const v = await untilAnn(service, tableId);
      if (v.phase === 'over') break;
      const a = v.legal.find((x) => x.t === 'check' || x.t === 'call') ?? v.legal[0]!;
      ok(await ask(service, { type: 'act', kind: 'table', id: tableId, seat: 0, version: v.version, action: a }), 'acted');
    }
    const stats = ok(await ask(service, { type: 'stats', kind: 'table' }), 'stats') as { book: TableStatsBook };
    const ann = stats.book.profiles['Ann']!;
    expect(ann.games['rogues-and-warriors']!.played).toBe(1);
    const bots = Object.keys(stats.book.profiles).sort();
    expect(bots).toEqual(['Ann', 'Bob (bot)', 'Cid (bot)']);
    const nets = Object.values(stats.book.profiles).reduce((t, p) => t + p.net, 0);
    expect(nets).toBe(0); // Merchant's Rule with nothing carried: what one won the others lost
    // Counting again changes nothing.
    const again = await stores.tableStats.load();
    const saved = await stores.tables.load('tbl-1');
    if (!saved.ok) throw new Error(saved.problem);
    expect(recordTableGame(again.book, 'tbl-1', saved.state)).toBe(again.book);
  });

  it('counts a player named __proto__ like anyone else, without touching a prototype', () => {
    let s = newTable(config({ seats: [{ name: '__proto__', kind: 'human' }, { name: 'constructor', kind: 'human' }] })).state;
    for (let guard = 0; guard < 200 && s.phase === 'playing'; guard++) {
      const seat = pendingSeats(s)[0]!;
      const legal = legalActions(s, seat);
      s = apply(s, seat, legal.find((a) => a.t === 'check' || a.t === 'call') ?? legal[0]!).state;
    }
    const book = recordTableGame(emptyTableStats(), 'x', s);
    expect(Object.keys(book.profiles).sort()).toEqual(['__proto__', 'constructor']);
    expect(book.profiles['__proto__']!.games['rogues-and-warriors']!.played).toBe(1);
    expect(Object.getPrototypeOf(book.profiles)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).games).toBeUndefined();
    const back = JSON.parse(JSON.stringify(book));
    expect(Object.hasOwn(back.profiles, '__proto__')).toBe(true);
  });

  it('refuses a corrupt save with a sentence and keeps it aside, never deleted', async () => {
    const { backend, stores } = setup();
    const s = newTable(config()).state;
    const bad: [string, (x: AnyState) => void][] = [
      ['a card twice', (x) => x.deck.push(x.deck[0]!)],
      ['a card that does not exist', (x) => (x.deck[0] = 9999)],
      ['money out of nowhere', (x) => (x.stacks[0]! += 5)],
      ['a step that is not in the game', (x) => (x.step.index = 999)],
      ['a seat too few', (x) => x.stacks.pop()],
    ];
    for (const [what, spoil] of bad) {
      const x = structuredClone(s);
      spoil(x);
      expect(tableProblem(x), what).not.toBeNull();
      await backend.write('tables/t-bad.json', serializeTableSave('t-bad', x));
      const loaded = await stores.tables.load('t-bad');
      expect(loaded, what).toMatchObject({ ok: false, reason: 'corrupt' });
      expect((loaded as { keptAs: string }).keptAs).toMatch(/^tables-aside\/t-bad\.\d+\.json$/);
      expect(await backend.read('tables/t-bad.json')).toBeNull();
      expect(await backend.read((loaded as { keptAs: string }).keptAs)).not.toBeNull();
    }
    expect(tableProblem(s)).toBeNull();
    expect(parseTableSave(serializeTableSave('a', s), 'b')).toMatchObject({ ok: false, reason: 'corrupt' });
    const newer = JSON.stringify({ app: 'rogues-and-warriors', kind: 'table-save', format: 99, id: 'n', table: s });
    expect(parseTableSave(newer)).toMatchObject({ ok: false, reason: 'newer' });
  });

  it('refuses a malformed save request with a sentence', async () => {
    const { service } = setup();
    expect(await ask(service, { type: 'resume', kind: 'table', id: '../etc' })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(await ask(service, { type: 'resume', kind: 'table', id: 'nothing-here' })).toMatchObject({ ok: false, error: { code: 'save-missing' } });
  });
});
