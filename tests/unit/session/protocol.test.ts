import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileBackend } from '../../../src/main/persistence/sessions';
import { NightService, type NightResponse } from '../../../src/shared/host/session-protocol';
import type { SessionConfig } from '../../../src/shared/session/types';
import { MemoryBackend } from '../../../src/shared/storage/backend';
import { SessionStore } from '../../../src/shared/storage/sessions';
import { StatsStore } from '../../../src/shared/storage/stats';

/**
 * The night requests as a renderer sends them, through the service that answers them in Electron's main
 * process and in the browser's worker: bad payloads are refused with a sentence and change nothing; good
 * ones play, save after every action, resume from storage and report unreadable saves.
 */
function service(backend = new MemoryBackend(), clock = { t: 1_000_000 }) {
  const stores = { sessions: new SessionStore(backend), stats: new StatsStore(backend) };
  return { svc: new NightService(stores, () => clock.t), backend, stores, clock };
}

const config = (over: Partial<SessionConfig> = {}): SessionConfig => ({
  seats: [
    { name: 'Ann', kind: 'human' },
    { name: 'Brenna', kind: 'bot', level: 'easy' },
    { name: 'Corwin', kind: 'bot', level: 'easy' },
  ],
  length: { kind: 'games', games: 3 },
  share: 3,
  minRaise: true,
  seed: 7,
  ...over,
});

function ok<T extends Extract<NightResponse, { ok: true }>['type']>(res: NightResponse, type: T): Extract<NightResponse, { type: T }> {
  if (!res.ok) throw new Error(`refused: ${res.error.code}: ${res.error.message}`);
  expect(res.type).toBe(type);
  return res as Extract<NightResponse, { type: T }>;
}

async function created(svc: NightService, over: Partial<SessionConfig> = {}): Promise<string> {
  return ok(await svc.handle({ type: 'night-create', config: config(over) }), 'night').id;
}

/** Steps bots until a human is awaited or the night ends. */
async function botsUntilHuman(svc: NightService, id: string): Promise<void> {
  for (let k = 0; k < 5000; k++) {
    const res = await svc.handle({ type: 'night-bot-step', id });
    if (ok(res, res.ok ? res.type : 'night-idle').type === 'night-idle') return;
  }
  throw new Error('the bots never stopped');
}

describe('a bad night request', () => {
  const bad: [string, unknown, RegExp][] = [
    ['no object at all', 'night-list', /must be an object/],
    ['an unknown type', { type: 'night-dance' }, /type/],
    ['a night with one seat', { type: 'night-create', config: config({ seats: [{ name: 'Solo', kind: 'human' }] }) }, /at least 2 players/],
    ['a night of nine seats', { type: 'night-create', config: config({ seats: Array.from({ length: 9 }, (_, i) => ({ name: `P${i}`, kind: 'bot' as const })) }) }, /at most 8 players/],
    ['a night of no games', { type: 'night-create', config: config({ length: { kind: 'games', games: 0 } }) }, /at least one game/],
    ['a negative Share', { type: 'night-create', config: config({ share: -1 }) }, /Share cannot be negative/],
    ['an id that walks out of the saves folder', { type: 'night-resume', id: '../settings' }, /night id/],
    ['a seat that does not exist', { type: 'night-act', id: 'x', seat: 9, version: 0, action: { t: 'borrow' } }, /seat/],
    ['an action the night does not know', { type: 'night-act', id: 'x', seat: 0, version: 0, action: { t: 'steal' } }, /action/],
    ['a negative version', { type: 'night-act', id: 'x', seat: 0, version: -1, action: { t: 'borrow' } }, /version/],
    ['a choice of a game that does not exist', { type: 'night-check-choice', id: 'x', choice: { game: 'poker', variants: [], splitRule: 'merchant', stakes: 'betting' } }, /game/],
    ['a Split Rule that does not exist', { type: 'night-act', id: 'x', seat: 0, version: 0, action: { t: 'choose', choice: { game: 'threes', variants: [], splitRule: 'queen', stakes: 'betting' } } }, /splitRule/],
  ];

  it.each(bad)('is refused with a sentence and changes nothing: %s', async (_, raw, why) => {
    const { svc, backend } = service();
    const id = await created(svc);
    const before = new Map(backend.data);
    const viewBefore = ok(await svc.handle({ type: 'night-view', id, seat: 0 }), 'night-view').view;
    const res = await svc.handle(raw);
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error.code).toBe('bad-request');
    // The lobby's own form (a new night's setup) is the player's to fix; the rest a program's.
    expect(res.error.message).toMatch((raw as { type?: string }).type === 'night-create' ? /^New night: / : /^Bad request: /);
    expect(res.error.message).toMatch(why);
    // Issue 12, item 10: a sentence, never the schema library's own words.
    expect(res.error.message).toMatch(/\.$/);
    expect(res.error.message).not.toMatch(/undefined|NaN|Invalid input|Too (big|small)|expected \w+, received/);
    expect(backend.data).toEqual(before);
    expect(ok(await svc.handle({ type: 'night-view', id, seat: 0 }), 'night-view').view).toEqual(viewBefore);
  });

  it('for a night that is not open says how to open it', async () => {
    const { svc } = service();
    const res = await svc.handle({ type: 'night-view', id: 'nope', seat: 0 });
    expect(res).toEqual({ ok: false, error: { code: 'no-night', message: expect.stringMatching(/not open: resume it/) } });
  });

  it('asking for a seat beyond the night is refused', async () => {
    const { svc } = service();
    const id = await created(svc);
    const res = await svc.handle({ type: 'night-view', id, seat: 5 });
    expect(res).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  });
});

describe('playing a night through the service', () => {
  it('saves at creation and after every accepted action; a stale or illegal action changes nothing', async () => {
    const { svc, stores } = service();
    const id = await created(svc, { seed: 3 });
    await botsUntilHuman(svc, id);
    const v = ok(await svc.handle({ type: 'night-view', id, seat: 0 }), 'night-view').view;
    const saved = await stores.sessions.load(id);
    expect(saved.ok && saved.session.version).toBe(v.version);

    const stale = ok(await svc.handle({ type: 'night-act', id, seat: 0, version: v.version + 5, action: v.legal[0] }), 'night-acted');
    expect(stale.result).toMatchObject({ ok: false, error: { code: 'stale-action' } });

    const act = v.legal.find((a) => a.t === 'table' || a.t === 'choose')!;
    const done = ok(await svc.handle({ type: 'night-act', id, seat: 0, version: v.version, action: act }), 'night-acted');
    expect(done.result.ok).toBe(true);
    const after = await stores.sessions.load(id);
    expect(after.ok && after.session.version).toBe(v.version + 1);
  });

  it('explains an illegal choice with the engine\'s sentence, before and when it is made', async () => {
    const { svc } = service();
    // Find a seed whose first chooser is the human.
    let id = '';
    for (let seed = 1; seed < 50; seed++) {
      id = await created(svc, { seed });
      const v = ok(await svc.handle({ type: 'night-view', id, seat: 0 }), 'night-view').view;
      if (v.chooser === 0) break;
    }
    const choice = { game: 'doublerogue', variants: [], splitRule: 'merchant', stakes: 'shares' } as const;
    const check = ok(await svc.handle({ type: 'night-check-choice', id, choice }), 'night-choice');
    expect(check.problem).toMatch(/Shares/);
    const v = ok(await svc.handle({ type: 'night-view', id, seat: 0 }), 'night-view').view;
    const act = ok(await svc.handle({ type: 'night-act', id, seat: 0, version: v.version, action: { t: 'choose', choice } }), 'night-acted');
    expect(act.result.ok).toBe(false);
    expect(act.result.error!.message).toBe(check.problem);
    expect(ok(await svc.handle({ type: 'night-check-choice', id, choice: { ...choice, stakes: 'betting' } }), 'night-choice').problem).toBeNull();
  });

  it('a night of bots plays to its end, with standings and statistics recorded', async () => {
    const { svc } = service();
    const id = await created(svc, {
      seats: [
        { name: 'Aldo', kind: 'bot', level: 'easy' },
        { name: 'Brenna', kind: 'bot', level: 'easy' },
        { name: 'Corwin', kind: 'bot', level: 'easy' },
      ],
      length: { kind: 'games', games: 2 },
    });
    await botsUntilHuman(svc, id);
    const v = ok(await svc.handle({ type: 'night-view', id, seat: -1 }), 'night-view').view;
    expect(v.phase).toBe('finished');
    expect(v.games).toHaveLength(2);
    expect(v.series.length).toBeGreaterThanOrEqual(3);
    const stats = ok(await svc.handle({ type: 'night-stats' }), 'night-stats');
    expect(Object.keys(stats.book.profiles).sort()).toEqual(['Aldo', 'Brenna', 'Corwin']);
    expect(Object.values(stats.book.profiles).reduce((n, p) => n + p.nights, 0)).toBe(3);
  }, 60_000);

  it('resumes a night in a new service (the app restarted) exactly where it stopped', async () => {
    const backend = new MemoryBackend();
    const first = service(backend).svc;
    const id = await created(first, { seed: 5 });
    await botsUntilHuman(first, id);
    const before = ok(await first.handle({ type: 'night-view', id, seat: 0 }), 'night-view');

    const second = service(backend).svc;
    expect(await second.handle({ type: 'night-view', id, seat: 0 })).toMatchObject({ ok: false, error: { code: 'no-night' } });
    const listed = ok(await second.handle({ type: 'night-list' }), 'night-saves');
    expect(listed.saves.map((s) => s.id)).toEqual([id]);
    expect(ok(await second.handle({ type: 'night-resume', id }), 'night')).toMatchObject({ id, version: before.view.version, resumed: true });
    const after = ok(await second.handle({ type: 'night-view', id, seat: 0 }), 'night-view');
    expect(after).toEqual(before);
  });

  it('reports a corrupt save, keeps it aside, and never deletes it', async () => {
    const backend = new MemoryBackend();
    const { svc } = service(backend);
    const id = await created(svc);
    await svc.handle({ type: 'night-close', id });
    backend.data.set(`sessions/${id}.json`, '{"app":"rogues-and-warriors","kind":"session-save","format":1,"session":{"kind":"adventurers-choice"}');
    backend.data.set('sessions/broken.json', 'not json');
    const listed = ok(await svc.handle({ type: 'night-list' }), 'night-saves');
    expect(listed.saves).toEqual([]);
    expect(listed.problems.map((p) => [p.id, p.reason])).toEqual([
      ['broken', 'corrupt'],
      [id, 'corrupt'],
    ]);
    expect(listed.problems.every((p) => p.keptAs.startsWith('sessions-aside/'))).toBe(true);
    expect(backend.data.get('sessions-aside/broken.1.json')).toBe('not json');

    backend.data.set('sessions/again.json', '{"app":"rogues-and-warriors"}');
    const res = await svc.handle({ type: 'night-resume', id: 'again' });
    expect(res).toMatchObject({ ok: false, error: { code: 'save-corrupt', message: expect.stringMatching(/kept aside as sessions-aside\/again\.1\.json/) } });
    expect(backend.data.has('sessions-aside/again.1.json')).toBe(true);
  });

  it('says so when an action could not be saved', async () => {
    const { svc, backend } = service();
    const id = await created(svc, { seed: 3 });
    await botsUntilHuman(svc, id);
    const v = ok(await svc.handle({ type: 'night-view', id, seat: 0 }), 'night-view').view;
    backend.failWrites = 1;
    const res = await svc.handle({ type: 'night-act', id, seat: 0, version: v.version, action: v.legal.find((a) => a.t !== 'borrow')! });
    expect(res).toMatchObject({ ok: false, error: { code: 'save-failed', message: expect.stringMatching(/could not be saved/) } });
  });

  it('says why a save failed in words, never with the system error (EISDIR) or a path (issue 12, item 10)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rw-eisdir-'));
    try {
      const backend = new FileBackend(dir);
      const stores = { sessions: new SessionStore(backend), stats: new StatsStore(backend) };
      const svc = new NightService(stores, () => 1_000_000);
      const id = await created(svc, { seed: 3 });
      await botsUntilHuman(svc, id);
      const v = ok(await svc.handle({ type: 'night-view', id, seat: 0 }), 'night-view').view;
      // A folder where the save file should be: the rename of the saved file fails with EISDIR.
      rmSync(join(dir, 'sessions', `${id}.json`));
      mkdirSync(join(dir, 'sessions', `${id}.json`, 'blocker'), { recursive: true });
      const res = await svc.handle({ type: 'night-act', id, seat: 0, version: v.version, action: v.legal.find((a) => a.t !== 'borrow')! });
      expect(res).toMatchObject({ ok: false, error: { code: 'save-failed' } });
      if (res.ok) return;
      expect(res.error.message).toBe('The night could not be saved (a folder is where the file should be); the last action is kept in memory only.');
      expect(res.error.message).not.toMatch(/EISDIR|rw-eisdir|\//);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('deletes a save and closes the night', async () => {
    const { svc, backend } = service();
    const id = await created(svc);
    expect(ok(await svc.handle({ type: 'night-delete', id }), 'night-deleted').id).toBe(id);
    expect(svc.isOpen(id)).toBe(false);
    expect([...backend.data.keys()].filter((k) => k.startsWith('sessions/'))).toEqual([]);
  });
});
