import { describe, expect, it } from 'vitest';
import { HostService, type HostResponse, type TableSetup } from '../../../src/shared/host/protocol';
import { drawSeed, MAX_SEED } from '../../../src/shared/host/seed';

/**
 * The table host as the page reaches it (Electron IPC or the browser's worker, both end in HostService):
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

function ok<T extends Extract<HostResponse, { ok: true }>['type']>(res: HostResponse, type: T): Extract<HostResponse, { type: T }> {
  if (!res.ok) throw new Error(`refused: ${res.error.code}: ${res.error.message}`);
  expect(res.type).toBe(type);
  return res as Extract<HostResponse, { type: T }>;
}

function open(svc: HostService, over: Partial<TableSetup> = {}): string {
  return ok(svc.handle({ type: 'create-table', config: setup(over) }), 'table').tableId;
}

/** Lets the bots act until the human is awaited (or the game is over). */
function botsUntilHuman(svc: HostService, tableId: string): void {
  for (let k = 0; k < 1000; k++) {
    const res = svc.handle({ type: 'bot-step', tableId });
    if (!res.ok) throw new Error(res.error.message);
    if (res.type === 'idle') return;
  }
  throw new Error('the bots never stopped');
}

describe('the page may act only for humans and look only at seats that exist (issue 12, item 6)', () => {
  it('an action for a bot seat is refused with a sentence, whatever the action, and nothing changes', () => {
    const svc = new HostService(() => 5);
    const tableId = open(svc, { firstStartingPlayer: 1 });
    const before = JSON.stringify(svc.host(tableId).snapshot());
    const v = svc.host(tableId).view(1);
    expect(v.legal.length).toBeGreaterThan(0); // it is the bot's turn: its actions would be legal
    for (const action of [...v.legal, { t: 'fold' }, { t: 'raise', to: 50 }]) {
      expect(svc.handle({ type: 'act', tableId, seat: 1, version: v.version, action })).toEqual({
        ok: false,
        error: { code: 'bot-seat', message: 'Brenna is a bot and makes its own decisions' },
      });
    }
    expect(JSON.stringify(svc.host(tableId).snapshot())).toBe(before);
    // The host itself asks the bot: the bot step is the only way a bot's seat acts.
    expect(ok(svc.handle({ type: 'bot-step', tableId }), 'acted')).toMatchObject({ seat: 1, result: { ok: true } });
  });

  it('an action or a view for a seat the table does not have is refused with a sentence', () => {
    const svc = new HostService(() => 5);
    const tableId = open(svc);
    expect(svc.handle({ type: 'act', tableId, seat: 5, version: 0, action: { t: 'check' } })).toEqual({
      ok: false,
      error: { code: 'no-such-seat', message: 'This table has 3 seats: there is no seat 6 to act for' },
    });
    expect(svc.handle({ type: 'view', tableId, seat: 3 })).toEqual({
      ok: false,
      error: { code: 'no-such-seat', message: 'This table has 3 seats: there is no seat 4 to show' },
    });
  });

  it('the view of a bot seat is refused: a bot\'s hand never reaches the page', () => {
    const svc = new HostService(() => 5);
    const tableId = open(svc);
    expect(svc.handle({ type: 'view', tableId, seat: 2 })).toEqual({ ok: false, error: { code: 'bot-seat', message: 'Corwin is a bot: its cards are not shown' } });
    expect(ok(svc.handle({ type: 'view', tableId, seat: 0 }), 'view').view.seat).toBe(0);
    expect(ok(svc.handle({ type: 'view', tableId, seat: -1 }), 'view').view.seat).toBe(-1);
  });

  it('the next game may be started from any seat\'s screen (an all-bot table has no human to do it)', () => {
    const svc = new HostService(() => 5);
    const tableId = open(svc, { seats: [{ name: 'Aldo', kind: 'bot', level: 'easy' }, { name: 'Brenna', kind: 'bot', level: 'easy' }] });
    botsUntilHuman(svc, tableId);
    const v = ok(svc.handle({ type: 'view', tableId, seat: -1 }), 'view').view;
    expect(v.phase).toBe('over');
    expect(ok(svc.handle({ type: 'act', tableId, seat: 0, version: v.version, action: { t: 'next-game' } }), 'acted').result.ok).toBe(true);
  });
});

describe('the host draws the seed (issue 12, item 5)', () => {
  const noSeed = () => setup();

  it('a table set up without a seed gets the one the host drew', () => {
    const svc = new HostService(() => 123_456_789);
    const tableId = open(svc);
    expect(svc.host(tableId).config.seed).toBe(123_456_789);
  });

  it('the default source is the platform\'s CSPRNG: 32-bit seeds, not all the same', () => {
    const seeds = Array.from({ length: 8 }, () => drawSeed());
    for (const s of seeds) expect(Number.isInteger(s) && s >= 0 && s <= MAX_SEED).toBe(true);
    expect(new Set(seeds).size).toBeGreaterThan(1);
    const svc = new HostService();
    const drawn = new Set([open(svc), open(svc), open(svc)].map((id) => svc.host(id).config.seed));
    expect(drawn.size).toBeGreaterThan(1);
  });

  it('a seed a person typed is used as typed', () => {
    const svc = new HostService(() => 5);
    expect(svc.host(open(svc, { seed: 42 })).config.seed).toBe(42);
  });

  it.each([1e20, -3, 0.5, MAX_SEED + 1])('a typed seed of %s is refused with a sentence, no table made', (seed) => {
    const svc = new HostService(() => 5);
    expect(svc.handle({ type: 'create-table', config: setup({ seed }) })).toEqual({
      ok: false,
      error: { code: 'bad-request', message: 'Bad request: A seed is a whole number from 0 to 4294967295; leave it empty for a deal nobody knows.' },
    });
  });

  it('no answer to the page holds the drawn seed, through a whole game and the next', () => {
    const SEED = 2_718_281_828;
    const svc = new HostService(() => SEED);
    const answers: HostResponse[] = [];
    const create = svc.handle({ type: 'create-table', config: noSeed() });
    answers.push(create);
    const tableId = ok(create, 'table').tableId;
    for (let k = 0; k < 2000; k++) {
      const r = ok(svc.handle({ type: 'view', tableId, seat: 0 }), 'view');
      answers.push(r, svc.handle({ type: 'view', tableId, seat: -1 }));
      if (r.botToAct !== null) {
        answers.push(svc.handle({ type: 'bot-step', tableId }));
      } else if (r.view.legal.length > 0) {
        const a = r.view.legal.find((x) => x.t === 'call' || x.t === 'check') ?? r.view.legal[0]!;
        const acted = svc.handle({ type: 'act', tableId, seat: 0, version: r.view.version, action: a });
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
