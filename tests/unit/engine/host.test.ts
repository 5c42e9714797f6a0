import { describe, expect, it } from 'vitest';
import { STALE } from '../../../src/shared/host/host';
import { tableRules } from '../../../src/shared/host/machines/table';
import { ask, memoryHost } from '../../helpers/host';
import { config } from '../../helpers/table';

describe('the table machine rules', () => {
  it('refuses a stale action through the host and never applies the same action twice', async () => {
    const host = memoryHost();
    const { id } = (await ask(host, { type: 'create', kind: 'table', config: config('rogues-and-warriors', ['Cliff', 'Jen', 'Ann']) })) as { id: string };
    const v = host.machine('table', id).version;
    const first = (await ask(host, { type: 'act', kind: 'table', id, seat: 0, version: v, action: { t: 'check' } })) as { result: { ok: boolean; version: number } };
    expect(first.result).toEqual({ ok: true, version: v + 1 });
    const again = (await ask(host, { type: 'act', kind: 'table', id, seat: 0, version: v, action: { t: 'check' } })) as { result: { ok: boolean; error: { code: string; message: string } } };
    expect(again.result.ok).toBe(false);
    expect(again.result.error.code).toBe('stale-action');
    expect(again.result.error.message).toBe(STALE);
    expect(host.machine('table', id).version).toBe(v + 1);
  });

  it('answers an illegal action with the rule sentence and keeps the state', () => {
    const s = tableRules.create(config('rogues-and-warriors', 3), { id: 't', now: 0 }).state;
    const before = JSON.stringify(s);
    expect(() => tableRules.apply(s, 1, { t: 'check' }, { now: 0, by: 'seat' })).toThrow(expect.objectContaining({ code: 'not-your-turn' }));
    expect(JSON.stringify(s)).toBe(before);
  });

  it('lets bots play from their own views until a human is awaited', () => {
    const cfg = config('rogues-and-warriors', 3);
    cfg.seats[0] = { name: 'Ann', kind: 'human' };
    cfg.firstStartingPlayer = 1;
    let s = tableRules.create(cfg, { id: 't', now: 0 }).state;
    let steps = 0;
    for (let seat = tableRules.hostToAct(s); seat !== null && steps < 100; seat = tableRules.hostToAct(s)) {
      s = tableRules.apply(s, seat, tableRules.decide(s, seat), { now: 0, by: 'host' }).state;
      steps++;
    }
    expect(steps).toBeGreaterThan(0);
    const waiting = tableRules.pending(s);
    expect(waiting.length === 0 || waiting.includes(0)).toBe(true);
  });
});

describe('the host protocol', () => {
  it('refuses malformed requests with a clear error and changes nothing', async () => {
    const host = memoryHost();
    expect(await ask(host, { type: 'act', kind: 'table', id: 't1', seat: 'zero', version: 0, action: { t: 'check' } })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(await ask(host, null)).toMatchObject({ ok: false });
    expect(await ask(host, { type: 'create', kind: 'table', config: { game: 'chess' } })).toMatchObject({ ok: false });
    // Human seats: the page may act only for humans (bots decide in the host).
    const created = await ask(host, { type: 'create', kind: 'table', config: config('rogues-and-warriors', ['Cliff', 'Jen']) });
    expect(created).toMatchObject({ ok: true, type: 'opened' });
    const id = (created as { id: string }).id;
    expect(await ask(host, { type: 'act', kind: 'table', id, seat: 0, version: 0, action: { t: 'raise', to: 'lots' } })).toMatchObject({
      ok: true,
      result: { ok: false, error: { code: 'bad-amount' } },
    });
  });

  it('never sends the full state: a view request gets the seat view only', async () => {
    const host = memoryHost();
    const created = (await ask(host, { type: 'create', kind: 'table', config: config('rogues-and-warriors', ['Cliff', 'Jen']) })) as { id: string };
    const r = await ask(host, { type: 'view', kind: 'table', id: created.id, seat: 0 });
    const text = JSON.stringify(r);
    expect(text).not.toContain('"rng"');
    expect(text).not.toContain('"deck"');
    expect(text).toContain('"zones"');
  });
});
