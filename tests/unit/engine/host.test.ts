import { describe, expect, it } from 'vitest';
import { GameHost } from '../../../src/shared/host/machines/game-host';
import { ask, memoryHost } from '../../helpers/host';
import { config } from '../../helpers/table';

describe('the GameHost', () => {
  it('refuses a stale action and never applies the same action twice', () => {
    const h = GameHost.create(config('rogues-and-warriors', 3));
    const v = h.version;
    expect(h.act(0, { t: 'check' }, v)).toEqual({ ok: true, version: v + 1 });
    const again = h.act(0, { t: 'check' }, v);
    expect(again.ok).toBe(false);
    expect(again.error!.code).toBe('stale-action');
    expect(h.version).toBe(v + 1);
  });

  it('answers an illegal action with the rule sentence and keeps the state', () => {
    const h = GameHost.create(config('rogues-and-warriors', 3));
    const before = JSON.stringify(h.snapshot());
    const r = h.act(1, { t: 'check' }, h.version);
    expect(r).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(JSON.stringify(h.snapshot())).toBe(before);
  });

  it('lets bots play from their own views until a human is awaited', () => {
    const cfg = config('rogues-and-warriors', 3);
    cfg.seats[0] = { name: 'Ann', kind: 'human' };
    cfg.firstStartingPlayer = 1;
    const h = GameHost.create(cfg);
    let steps = 0;
    while (h.botToAct() !== null && steps < 100) {
      h.stepBot();
      steps++;
    }
    expect(steps).toBeGreaterThan(0);
    const waiting = h.pending();
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
