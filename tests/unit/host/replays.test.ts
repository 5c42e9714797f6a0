import { describe, expect, it } from 'vitest';
import type { SeatView } from '../../../src/shared/engine/view';
import { Host } from '../../../src/shared/host/host';
import type { HostReply } from '../../../src/shared/host/payload';
import { MemoryBackend } from '../../../src/shared/storage/backend';
import { MAX_REPLAYS, ReplayStore, type Replay } from '../../../src/shared/storage/replays';
import { ask, memoryStores } from '../../helpers/host';

/**
 * Replays (issue 26.2): a finished game is kept as its log; watched by replaying it through the rules; bounded;
 * a corrupt one refused with a sentence and kept aside; a file brought in checked by its schema and by playing
 * it through, never trusted; a game's log survives a restart (undo and the replay go on after a resume).
 */
const setup = (seed: number) => ({
  game: 'rogues-and-warriors',
  seats: [
    { name: 'Ann', kind: 'human' },
    { name: 'Brenna', kind: 'bot', level: 'easy' },
  ],
  variants: [],
  stakes: { mode: 'betting', minRaise: true },
  splitRule: 'merchant',
  startingChips: 20,
  seed,
});

function okay<T extends string>(r: HostReply, type: T): Extract<HostReply, { type: T }> {
  if (!r.ok) throw new Error(`refused: ${r.error.code}: ${r.error.message}`);
  expect(r.type).toBe(type);
  return r as Extract<HostReply, { type: T }>;
}
function refusal(r: HostReply, code: string): string {
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error('accepted');
  expect(r.error.code).toBe(code);
  expect(r.error.message).toMatch(/^[A-Z].*[.!?]$/s);
  return r.error.message;
}

/** Plays Ann's first legal choice until the table's first game is over; the table's id and Ann's last look. */
async function finishOneGame(host: Host, seed = 4): Promise<{ id: string; view: SeatView }> {
  const id = okay(await ask(host, { type: 'create', kind: 'table', config: setup(seed) }), 'opened').id;
  for (let k = 0; k < 500; k++) {
    const look = okay(await ask(host, { type: 'view', kind: 'table', id, seat: 0 }), 'view');
    const v = look.view as SeatView;
    if (v.phase === 'over') return { id, view: v };
    if (look.botToAct !== null) okay(await ask(host, { type: 'bot-step', kind: 'table', id, seat: 0 }), 'acted');
    else okay(await ask(host, { type: 'act', kind: 'table', id, seat: 0, version: look.version, action: v.legal[0] }), 'acted');
  }
  throw new Error('the game never ended');
}

describe('replays', () => {
  it('a finished game is kept and replays exactly, each step as the chosen seat saw it', async () => {
    const stores = memoryStores();
    const host = new Host({ stores, draw: () => 4 });
    const { id, view } = await finishOneGame(host);
    const list = okay(await ask(host, { type: 'replays' }), 'replays');
    expect(list.replays.map((r) => r.id)).toEqual([id]);
    const steps = list.replays[0]!.steps;
    expect(steps).toBeGreaterThan(2);
    // The last step, as Ann saw it, is the view she had at the end of the game.
    const end = okay(await ask(host, { type: 'replay-look', id, step: steps, seat: 0 }), 'replay-look');
    expect(end.view).toEqual(view);
    // Stepping back and forth gives the same looks (the checkpoints change nothing).
    const mid = okay(await ask(host, { type: 'replay-look', id, step: 2, seat: 0 }), 'replay-look');
    okay(await ask(host, { type: 'replay-look', id, step: steps, seat: 0 }), 'replay-look');
    expect(okay(await ask(host, { type: 'replay-look', id, step: 2, seat: 0 }), 'replay-look')).toEqual(mid);
    // A bot's hand is hidden from Ann's seat at the deal, and from the onlookers' seat.
    const start = okay(await ask(host, { type: 'replay-look', id, step: 0, seat: -1 }), 'replay-look');
    const hidden = Object.values((start.view as SeatView).zones).flatMap((z) => z.cards);
    expect(hidden.every((c) => c === null) || hidden.length === 0 || hidden.some((c) => c === null)).toBe(true);
    refusal(await ask(host, { type: 'replay-look', id, step: steps + 1, seat: 0 }), 'no-such-step');
  });

  it('is bounded: the oldest finished replays go beyond the bound', async () => {
    const backend = new MemoryBackend();
    const store = new ReplayStore(backend);
    const log = { origin: { config: {}, id: 'x', now: 0 }, entries: [] };
    for (let i = 0; i < MAX_REPLAYS + 5; i++) await store.save({ kind: 'table', id: `t-${i}`, title: 'T', finishedAt: i, seats: [{ name: 'A', kind: 'human' }], log });
    const { replays } = await store.list();
    expect(replays).toHaveLength(MAX_REPLAYS);
    expect(replays.at(-1)!.id).toBe('t-5');
  });

  it('a corrupt replay is refused with a sentence and kept aside, never deleted', async () => {
    const stores = memoryStores();
    const host = new Host({ stores, draw: () => 4 });
    await stores.backend.write('replays/broken.json', '{"format":1,"kind":"table"');
    const list = okay(await ask(host, { type: 'replays' }), 'replays');
    expect(list.problems).toHaveLength(1);
    expect(list.problems[0]!.keptAs).toBe('replays-aside/broken.1.json');
    expect(stores.backend.data.get('replays-aside/broken.1.json')).toBe('{"format":1,"kind":"table"');
    await stores.backend.write('replays/broken2.json', 'nonsense');
    expect(refusal(await ask(host, { type: 'replay-look', id: 'broken2', step: 0, seat: 0 }), 'bad-replay')).toMatch(/kept aside as replays-aside\/broken2\.1\.json/);
  });

  it('an exported file is imported as a new replay; a tampered, foreign or oversized one is refused and nothing is kept', async () => {
    const stores = memoryStores();
    const host = new Host({ stores, draw: () => 4 });
    const { id } = await finishOneGame(host);
    const file = okay(await ask(host, { type: 'replay-export', id }), 'replay-file');
    const imported = okay(await ask(host, { type: 'replay-import', text: file.text }), 'replay-imported').replay;
    expect(imported.id).not.toBe(id);
    expect(imported.imported).toBe(true);
    const a = okay(await ask(host, { type: 'replay-look', id, step: 5, seat: 0 }), 'replay-look');
    const b = okay(await ask(host, { type: 'replay-look', id: imported.id, step: 5, seat: 0 }), 'replay-look');
    expect(b.view).toEqual(a.view);

    const before = [...stores.backend.data.keys()].sort();
    const r = JSON.parse(file.text) as Replay;
    // A human's decision changed to one the rules never allowed there: found by playing the file through.
    const human = r.log.entries.findIndex((e) => e.by === 'seat');
    const forged = structuredClone(r);
    forged.log.entries[human]!.action = { t: 'raise', to: 999_999 };
    expect(refusal(await ask(host, { type: 'replay-import', text: JSON.stringify(forged) }), 'bad-replay')).toMatch(/^This file cannot be watched: /);
    // A bot's decision dropped: the steps after it are out of turn.
    const cut = structuredClone(r);
    cut.log.entries.splice(r.log.entries.findIndex((e) => e.by === 'host'), 1);
    refusal(await ask(host, { type: 'replay-import', text: JSON.stringify(cut) }), 'bad-replay');
    refusal(await ask(host, { type: 'replay-import', text: JSON.stringify({ ...r, format: 7 }) }), 'bad-replay');
    refusal(await ask(host, { type: 'replay-import', text: JSON.stringify({ ...r, kind: 'casino' }) }), 'bad-replay');
    refusal(await ask(host, { type: 'replay-import', text: 'not json' }), 'bad-replay');
    refusal(await ask(host, { type: 'replay-import', text: JSON.stringify({ ...r, log: { ...r.log, origin: { ...r.log.origin, config: { ...setup(1), startingChips: -5 } } } }) }), 'bad-replay');
    refusal(await ask(host, { type: 'replay-import', text: 'x'.repeat(3 * 1024 * 1024) }), 'bad-request');
    expect([...stores.backend.data.keys()].sort()).toEqual(before);
  });

  it('the log survives a restart: undo is still offered after a resume, and the replay is whole', async () => {
    const backend = new MemoryBackend();
    const first = new Host({ stores: memoryStores(backend), draw: () => 9 });
    const id = okay(await ask(first, { type: 'create', kind: 'table', config: setup(9) }), 'opened').id;
    // Ann's first decision whose undo is offered.
    let offered = false;
    for (let k = 0; k < 200 && !offered; k++) {
      const look = okay(await ask(first, { type: 'view', kind: 'table', id, seat: 0 }), 'view');
      if (look.undo) offered = true;
      else if (look.botToAct !== null) okay(await ask(first, { type: 'bot-step', kind: 'table', id, seat: 0 }), 'acted');
      else okay(await ask(first, { type: 'act', kind: 'table', id, seat: 0, version: look.version, action: (look.view as SeatView).legal.at(-1) }), 'acted');
    }
    expect(offered).toBe(true);
    const second = new Host({ stores: memoryStores(backend), draw: () => 9 });
    okay(await ask(second, { type: 'resume', kind: 'table', id }), 'opened');
    const look = okay(await ask(second, { type: 'view', kind: 'table', id, seat: 0 }), 'view');
    expect(look.undo).toBe(true);
    // A live log that does not replay to the save is not used (no undo), and the game plays on.
    await backend.write(`replays-live/${id}.json`, JSON.stringify({ origin: { config: setup(10), id, now: 0 }, entries: [] }));
    const third = new Host({ stores: memoryStores(backend), draw: () => 9 });
    okay(await ask(third, { type: 'resume', kind: 'table', id }), 'opened');
    expect(okay(await ask(third, { type: 'view', kind: 'table', id, seat: 0 }), 'view').undo).toBeUndefined();
  });
});
