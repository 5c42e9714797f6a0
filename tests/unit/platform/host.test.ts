import { describe, expect, it } from 'vitest';
import type { SeatView } from '../../../src/shared/engine/view';
import type { Host } from '../../../src/shared/host/host';
import type { TableSetup } from '../../../src/shared/host/machines/table';
import type { HostReply } from '../../../src/shared/host/payload';
import { drawSeed, MAX_SEED } from '../../../src/shared/host/seed';
import { ask, memoryHost, ok, tableState } from '../../helpers/host';

/**
 * The table host as the page reaches it (Electron IPC or the browser's worker, both end in the one Host):
 * the page is not trusted. It may act only for human seats and look only at a human's seat or as an
 * onlooker; it never chooses the seed unless a person typed one, and never receives the one the host drew.
 */
const setup = (over: Partial<TableSetup> = {}): TableSetup => ({
  game: 'rogues-and-warriors',
  seats: [
    { name: 'Ann', kind: 'human' },
    { name: 'Brenna', kind: 'bot', level: 'easy' },
    { name: 'Corwin', kind: 'bot', level: 'easy' },
  ],
  variants: [],
  stakes: { mode: 'betting', minRaise: true },
  splitRule: 'merchant',
  startingChips: 100,
  ...over,
});

async function open(svc: Host, over: Partial<TableSetup> = {}): Promise<string> {
  return ok(await ask(svc, { type: 'create', kind: 'table', config: setup(over) }), 'opened').id;
}

/** Lets the bots act until the human is awaited (or the game is over). */
async function botsUntilHuman(svc: Host, tableId: string): Promise<void> {
  for (let k = 0; k < 1000; k++) {
    const res = await ask(svc, { type: 'bot-step', kind: 'table', id: tableId });
    if (!res.ok) throw new Error(res.error.message);
    if (res.type === 'idle') return;
  }
  throw new Error('the bots never stopped');
}

describe('the page may act only for humans and look only at seats that exist (issue 12, item 6)', async () => {
  it('an action for a bot seat is refused with a sentence, whatever the action, and nothing changes', async () => {
    const svc = memoryHost({ draw: () => 5 });
    const tableId = await open(svc, { firstStartingPlayer: 1 });
    const before = JSON.stringify(tableState(svc, tableId));
    const v = svc.machine('table', tableId).view(1) as { legal: unknown[]; version: number };
    expect(v.legal.length).toBeGreaterThan(0); // it is the bot's turn: its actions would be legal
    for (const action of [...v.legal, { t: 'fold' }, { t: 'raise', to: 50 }]) {
      expect(await ask(svc, { type: 'act', kind: 'table', id: tableId, seat: 1, version: v.version, action })).toEqual({
        ok: false,
        error: { code: 'bot-seat', message: 'Brenna is a bot and makes its own decisions.' },
      });
    }
    expect(JSON.stringify(tableState(svc, tableId))).toBe(before);
    // The host itself asks the bot: the bot step is the only way a bot's seat acts.
    expect(ok(await ask(svc, { type: 'bot-step', kind: 'table', id: tableId }), 'acted')).toMatchObject({ seat: 1, result: { ok: true } });
  });

  it('an action or a view for a seat the table does not have is refused with a sentence', async () => {
    const svc = memoryHost({ draw: () => 5 });
    const tableId = await open(svc);
    expect(await ask(svc, { type: 'act', kind: 'table', id: tableId, seat: 5, version: 0, action: { t: 'check' } })).toEqual({
      ok: false,
      error: { code: 'no-such-seat', message: 'This table has 3 seats: there is no seat 6 to act for.' },
    });
    expect(await ask(svc, { type: 'view', kind: 'table', id: tableId, seat: 3 })).toEqual({
      ok: false,
      error: { code: 'no-such-seat', message: 'This table has 3 seats: there is no seat 4 to show.' },
    });
  });

  it('the view of a bot seat is refused: a bot\'s hand never reaches the page', async () => {
    const svc = memoryHost({ draw: () => 5 });
    const tableId = await open(svc);
    expect(await ask(svc, { type: 'view', kind: 'table', id: tableId, seat: 2 })).toEqual({ ok: false, error: { code: 'bot-seat', message: 'Corwin is a bot: its cards are not shown.' } });
    expect(ok(await ask(svc, { type: 'view', kind: 'table', id: tableId, seat: 0 }), 'view').view.seat).toBe(0);
    expect(ok(await ask(svc, { type: 'view', kind: 'table', id: tableId, seat: -1 }), 'view').view.seat).toBe(-1);
  });

  it('the next game may be started from any seat\'s screen (an all-bot table has no human to do it)', async () => {
    const svc = memoryHost({ draw: () => 5 });
    const tableId = await open(svc, { seats: [{ name: 'Aldo', kind: 'bot', level: 'easy' }, { name: 'Brenna', kind: 'bot', level: 'easy' }] });
    await botsUntilHuman(svc, tableId);
    const v = ok(await ask(svc, { type: 'view', kind: 'table', id: tableId, seat: -1 }), 'view').view;
    expect(v.phase).toBe('over');
    expect(ok(await ask(svc, { type: 'act', kind: 'table', id: tableId, seat: 0, version: v.version, action: { t: 'next-game' } }), 'acted').result.ok).toBe(true);
  });
});

describe('the host draws the seed (issue 12, item 5)', async () => {
  const noSeed = () => setup();

  it('a table set up without a seed gets the one the host drew', async () => {
    const svc = memoryHost({ draw: () => 123_456_789 });
    const tableId = await open(svc);
    expect(tableState(svc, tableId).config.seed).toBe(123_456_789);
  });

  it('the default source is the platform\'s CSPRNG: 32-bit seeds, not all the same', async () => {
    const seeds = Array.from({ length: 8 }, () => drawSeed());
    for (const s of seeds) expect(Number.isInteger(s) && s >= 0 && s <= MAX_SEED).toBe(true);
    expect(new Set(seeds).size).toBeGreaterThan(1);
    const svc = memoryHost();
    const drawn = new Set((await Promise.all([open(svc), open(svc), open(svc)])).map((id) => tableState(svc, id).config.seed));
    expect(drawn.size).toBeGreaterThan(1);
  });

  it('a seed a person typed is used as typed', async () => {
    const svc = memoryHost({ draw: () => 5 });
    expect(tableState(svc, await open(svc, { seed: 42 })).config.seed).toBe(42);
  });

  // The lobbies send the seed field's text as typed; the host reads it (issue 21: the page parses nothing).
  it.each([
    ['42', 42],
    ['  7 ', 7],
    ['0', 0],
    [String(MAX_SEED), MAX_SEED],
  ] as const)('typed text %j is the seed %s', async (text, seed) => {
    const svc = memoryHost({ draw: () => 5 });
    expect(tableState(svc, await open(svc, { seed: text as unknown as number })).config.seed).toBe(seed);
  });

  it('an empty or blank seed field draws a seed nobody knows', async () => {
    const svc = memoryHost({ draw: () => 5 });
    expect(tableState(svc, await open(svc, { seed: '' as unknown as number })).config.seed).toBe(5);
    expect(tableState(svc, await open(svc, { seed: '   ' as unknown as number })).config.seed).toBe(5);
  });

  it.each(['1e3', '0x10', '-3', '4294967296', '12345678901', 'seven', '4 2', '9'.repeat(500)])('typed text %j is refused with the player\'s sentence, no table made', async (text) => {
    const svc = memoryHost({ draw: () => 5 });
    expect(await ask(svc, { type: 'create', kind: 'table', config: setup({ seed: text as unknown as number }) })).toEqual({
      ok: false,
      error: { code: 'bad-request', message: 'A seed is a whole number from 0 to 4294967295; leave it empty for a deal nobody knows.' },
    });
    expect(ok(await ask(svc, { type: 'list', kind: 'table' }), 'saves').saves).toEqual([]);
  });

  it.each([1e20, -3, 0.5, MAX_SEED + 1])('a typed seed of %s is refused with a sentence, no table made', async (seed) => {
    const svc = memoryHost({ draw: () => 5 });
    expect(await ask(svc, { type: 'create', kind: 'table', config: setup({ seed }) })).toEqual({
      ok: false,
      error: { code: 'bad-request', message: 'Bad request: A seed is a whole number from 0 to 4294967295; leave it empty for a deal nobody knows.' },
    });
  });

  it('no answer to the page holds the drawn seed, through a whole game and the next', async () => {
    const SEED = 2_718_281_828;
    const svc = memoryHost({ draw: () => SEED });
    const answers: HostReply[] = [];
    const create = await ask(svc, { type: 'create', kind: 'table', config: noSeed() });
    answers.push(create);
    const tableId = ok(create, 'opened').id;
    for (let k = 0; k < 2000; k++) {
      const r = ok(await ask(svc, { type: 'view', kind: 'table', id: tableId, seat: 0 }), 'view');
      answers.push(r, await ask(svc, { type: 'view', kind: 'table', id: tableId, seat: -1 }));
      if (r.botToAct !== null) {
        answers.push(await ask(svc, { type: 'bot-step', kind: 'table', id: tableId }));
      } else if (r.view.legal.length > 0) {
        const a = r.view.legal.find((x) => x.t === 'call' || x.t === 'check') ?? r.view.legal[0]!;
        const acted = await ask(svc, { type: 'act', kind: 'table', id: tableId, seat: 0, version: r.view.version, action: a });
        answers.push(acted);
        if (a.t === 'next-game') break;
      } else break;
    }
    const text = JSON.stringify(answers);
    expect(text).toContain('"phase":"over"');
    expect(text).not.toContain(String(SEED));
    expect(text).not.toContain(String(SEED | 0));
    expect(text).not.toMatch(/"seed"|"rng"/);
  });
});
