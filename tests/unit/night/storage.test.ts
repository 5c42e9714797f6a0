import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileBackend } from '../../../src/main/persistence/files';
import { Host } from '../../../src/shared/host/host';
import { ask, memoryStores, ok } from '../../helpers/host';
import { recordNight, emptyStats } from '../../../src/shared/night/stats';
import type { GameChoice, Night } from '../../../src/shared/night/types';
import { MemoryBackend, type StorageBackend } from '../../../src/shared/storage/backend';
import { NightStore, serializeSave } from '../../../src/shared/storage/nights';
import { StatsStore, statsProblemText } from '../../../src/shared/storage/stats';
import { APP_VERSION, compareVersions } from '../../../src/shared/storage/version';
import type { AnyState } from '../../../src/shared/engine/types';
import { WebStorageBackend, type WebStorageLike } from '../../../src/shared/storage/web';
import { botNight, choice, choose, night, runBots } from './helpers';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'rw-saves-'));
  dirs.push(d);
  return d;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/**
 * A bot night stopped in the middle of a game after its first, in the middle of a decision. The games
 * bots choose change as games are added, so seeds are tried until one stops mid-game.
 */
function midGame(seed = 3): Night {
  for (let k = 0; k < 50; k++) {
    const s = runBots(botNight(seed + k * 101, 4, 8), (x) => x.games.length >= 1 && x.phase === 'playing' && x.table!.version >= 3);
    if (s.phase === 'playing') return s;
  }
  throw new Error('no seed stopped a night mid-game');
}

/** localStorage as the browser has it, in a Map. */
function fakeLocalStorage(): WebStorageLike {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    key: (i) => [...m.keys()][i] ?? null,
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}

const backends: [string, () => StorageBackend][] = [
  ['in memory', () => new MemoryBackend()],
  ['on disk', () => new FileBackend(tempDir())],
  ['in the browser\'s localStorage', () => new WebStorageBackend(fakeLocalStorage())],
];

describe.each(backends)('resuming a night saved %s', (_, make) => {
  it('reads back exactly the night that was saved, mid-game', async () => {
    const s = midGame();
    expect(s.phase).toBe('playing');
    const store = new NightStore(make());
    await store.save(s, 1234);
    const back = await store.load(s.id);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.night).toEqual(s);
    expect(JSON.stringify(back.night)).toBe(JSON.stringify(s));
    expect(back.savedAt).toBe(1234);
  });

  it('plays on from the save exactly as the night would have gone on', async () => {
    const s = midGame(8);
    const store = new NightStore(make());
    await store.save(s);
    const back = await store.load(s.id);
    if (!back.ok) throw new Error(back.problem);
    const went = runBots(s);
    const resumed = runBots(back.night);
    expect(resumed.phase).toBe('finished');
    expect(resumed).toEqual(went);
  });

  it('lists saved nights with a summary, and deletes one', async () => {
    const store = new NightStore(make());
    const a = midGame(1);
    const b = runBots(botNight(2, 3, 1));
    await store.save(a, 10);
    await store.save(b, 20);
    const { saves, problems } = await store.list();
    expect(problems).toEqual([]);
    expect(saves.map((x) => x.id)).toEqual([b.id, a.id]); // newest first
    expect(saves[0]).toMatchObject({ phase: 'finished', gamesPlayed: 1, names: ['Bot 1', 'Bot 2', 'Bot 3'] });
    expect(saves[1]).toMatchObject({ phase: 'playing', gamesPlayed: 1, playing: a.current!.choice.game });
    await store.remove(a.id);
    expect((await store.list()).saves.map((x) => x.id)).toEqual([b.id]);
    expect(await store.load(a.id)).toMatchObject({ ok: false, reason: 'missing' });
  });
});

describe('a save that cannot be read', () => {
  async function corrupt(text: string | ((good: string) => string)) {
    const backend = new MemoryBackend();
    const store = new NightStore(backend);
    const s = midGame();
    const good = serializeSave(s);
    const bad = typeof text === 'string' ? text : text(good);
    await backend.write(`sessions/${s.id}.json`, bad);
    return { backend, store, s, bad };
  }

  it('is reported and set aside, byte for byte, never deleted', async () => {
    const { backend, store, s, bad } = await corrupt((good) => good.slice(0, good.length / 2));
    const r = await store.load(s.id);
    expect(r).toMatchObject({ ok: false, reason: 'corrupt', keptAs: `sessions-aside/${s.id}.1.json` });
    if (r.ok) return;
    expect(r.problem).toMatch(/not readable JSON/);
    expect(await backend.read(`sessions-aside/${s.id}.1.json`)).toBe(bad);
    expect(await backend.read(`sessions/${s.id}.json`)).toBeNull();
    expect(await store.setAsideKeys()).toEqual([`sessions-aside/${s.id}.1.json`]);
  });

  it('is reported by the list too, and a second bad save of the same night is kept beside the first', async () => {
    const { backend, store, s } = await corrupt('{}');
    await store.load(s.id);
    await backend.write(`sessions/${s.id}.json`, 'garbage');
    const { saves, problems } = await store.list();
    expect(saves).toEqual([]);
    expect(problems).toEqual([{ id: s.id, reason: 'corrupt', problem: expect.stringMatching(/not readable JSON/), keptAs: `sessions-aside/${s.id}.2.json` }]);
    expect(await store.setAsideKeys()).toHaveLength(2);
  });

  it('fails the schema: a field of the wrong type is named', async () => {
    const { store, s } = await corrupt((good) => good.replace('"money":[', '"money":["x",'));
    expect(await store.load(s.id)).toMatchObject({ ok: false, reason: 'corrupt', problem: expect.stringMatching(/^The field "money\[0\]" must be a number\.$/) });
  });

  it('does not add up: money that appeared from nowhere is caught', async () => {
    const s = runBots(botNight(4), (x) => x.games.length === 1);
    expect(s.phase).toBe('between');
    const tampered = structuredClone(s);
    tampered.money[0]! += 10;
    const backend = new MemoryBackend();
    await backend.write(`sessions/${s.id}.json`, serializeSave(tampered));
    expect(await new NightStore(backend).load(s.id)).toMatchObject({ ok: false, reason: 'corrupt', problem: expect.stringMatching(/^money: 410 in the night, 400 expected/) });
  });

  it('does not add up at the table either: a chip added to a stack mid-game is caught', async () => {
    const s = midGame();
    const tampered = structuredClone(s);
    tampered.table!.stacks[0]! += 1;
    const backend = new MemoryBackend();
    await backend.write(`sessions/${s.id}.json`, serializeSave(tampered));
    expect(await new NightStore(backend).load(s.id)).toMatchObject({ ok: false, reason: 'corrupt', problem: expect.stringMatching(/^table: 401 money on it/) });
  });

  it('holds another night than its name says', async () => {
    const s = midGame();
    const backend = new MemoryBackend();
    await backend.write('sessions/other.json', serializeSave(s));
    expect(await new NightStore(backend).load('other')).toMatchObject({ ok: false, reason: 'corrupt', problem: expect.stringMatching(/holds night/) });
  });

  it('was written by a newer version: reported, and left where it is', async () => {
    const { backend, store, s } = await corrupt((good) => good.replace('"format":1', '"format":2'));
    expect(await store.load(s.id)).toMatchObject({ ok: false, reason: 'newer', keptAs: `sessions/${s.id}.json` });
    expect(await backend.read(`sessions/${s.id}.json`)).not.toBeNull();
    expect((await store.list()).problems).toMatchObject([{ id: s.id, reason: 'newer' }]);
  });

  it('is set aside on disk as well', async () => {
    const dir = tempDir();
    const store = new NightStore(new FileBackend(dir));
    const s = midGame();
    await store.save(s);
    writeFileSync(join(dir, 'sessions', `${s.id}.json`), '{"app":"rogues-and-warriors"');
    expect(await store.load(s.id)).toMatchObject({ ok: false, reason: 'corrupt', keptAs: `sessions-aside/${s.id}.1.json` });
    expect(readdirSync(join(dir, 'sessions-aside'))).toEqual([`${s.id}.1.json`]);
    expect(readdirSync(join(dir, 'sessions'))).toEqual([]);
  });
});

describe('writing a save', () => {
  it('a write that fails leaves the previous save whole', async () => {
    const backend = new MemoryBackend();
    const store = new NightStore(backend);
    const before = midGame();
    await store.save(before);
    const after = runBots(before, (x) => x.version >= before.version + 5);
    backend.failWrites = 1;
    await expect(store.save(after)).rejects.toThrow(/failed/);
    expect(await store.load(before.id)).toEqual({ ok: true, night: before, savedAt: null });
  });

  it('refuses to save a night that does not add up (a bug, not a save)', async () => {
    const s = structuredClone(runBots(botNight(4), (x) => x.games.length === 1));
    s.loans[0]!++;
    await expect(new NightStore(new MemoryBackend()).save(s)).rejects.toThrow(/markers/);
  });

  it('on disk: leaves no temporary file behind and never lists one', async () => {
    const dir = tempDir();
    const backend = new FileBackend(dir);
    const store = new NightStore(backend);
    await store.save(midGame());
    writeFileSync(join(dir, 'sessions', 'x.json.999-1.tmp'), 'half a save');
    expect((await backend.keys('sessions/')).every((k) => k.endsWith('.json'))).toBe(true);
    expect(await backend.sweep('sessions')).toBe(1);
    expect(readdirSync(join(dir, 'sessions'))).toHaveLength(1);
  });

  it('the host saves a night after every accepted step, and refuses a stale action', async () => {
    const stores = memoryStores();
    const host = new Host({ stores, newId: () => 'night-6' });
    const config = { ...botNight(6).config, seats: [{ name: 'Ann', kind: 'human' as const }, ...botNight(6).config.seats.slice(1)] };
    ok(await ask(host, { type: 'create', kind: 'night', config }), 'opened');
    for (let i = 0; i < 40; i++) {
      await ask(host, { type: 'bot-step', kind: 'night', id: 'night-6' });
      const back = await stores.nights.load('night-6');
      expect(back.ok && back.night).toEqual(host.machine('night', 'night-6').snapshot());
    }
    const m = host.machine('night', 'night-6');
    const stale = ok(await ask(host, { type: 'act', kind: 'night', id: 'night-6', seat: 0, version: m.version + 1, action: { t: 'borrow' } }), 'acted');
    expect(stale.result).toMatchObject({ ok: false, error: { code: 'stale-action' } });
  });
});

describe('statistics per player profile', () => {
  it('are counted once per game and once per night, however often they are recorded', async () => {
    const s = runBots(botNight(12, 3, 3));
    const backend = new MemoryBackend();
    const stats = new StatsStore(backend);
    await stats.record(s);
    const book = await stats.record(s);
    expect(book).toEqual(recordNight(emptyStats(), s));
    const played = Object.values(book.profiles).reduce((n, p) => n + Object.values(p.games).reduce((m, g) => m + g!.played, 0), 0);
    const expected = s.games.reduce((n, g) => n + new Set(g.plays.flatMap((p) => p.seats)).size, 0);
    expect(played).toBe(expected);
    expect(Object.values(book.profiles).every((p) => p.nights === 1)).toBe(true);
  });

  it('an unreadable statistics file is set aside and a fresh book started', async () => {
    const backend = new MemoryBackend();
    await backend.write('stats/profiles.json', '{"format":1,"profiles":7}');
    const r = await new StatsStore(backend).load();
    expect(r.book).toEqual(emptyStats());
    expect(r.problems).toEqual([{ problem: expect.stringMatching(/^The field "profiles" must be an object$/), keptAs: 'stats-aside/profiles.1.json' }]);
    expect(await backend.read('stats-aside/profiles.1.json')).toBe('{"format":1,"profiles":7}');
  });

  it('an unreadable book met while counting a game is not replaced silently: the note stays until dismissed', async () => {
    const backend = new MemoryBackend();
    await backend.write('stats/profiles.json', 'not a book');
    const stats = new StatsStore(backend);
    const s = runBots(botNight(12, 3, 1));
    const book = await stats.record(s);
    expect(book).toEqual(recordNight(emptyStats(), s));
    expect(await backend.read('stats-aside/profiles.1.json')).toBe('not a book');
    // Later loads (the statistics screen) still hear about it, the book being readable again.
    const later = await new StatsStore(backend).load();
    expect(later.book).toEqual(book);
    expect(later.problems).toEqual([{ problem: expect.stringMatching(/not readable JSON/), keptAs: 'stats-aside/profiles.1.json' }]);
    expect(statsProblemText(later.problems)).toMatch(/^The statistics could not be read \(it is not readable JSON .*\); the old book was kept aside as stats-aside\/profiles\.1\.json and a new book was started\.$/);
    await stats.dismiss();
    expect((await stats.load()).problems).toEqual([]);
    expect(await backend.read('stats-aside/profiles.1.json')).toBe('not a book');
  });

  it('a book that cannot be moved aside is left as it is, never written over', async () => {
    const backend = new MemoryBackend();
    await backend.write('stats/profiles.json', 'not a book');
    await backend.write('stats-aside/profiles.1.json', 'taken');
    // A backend whose rename fails (a locked file): the count fails, the old book stays.
    const stuck: StorageBackend = Object.assign(Object.create(backend) as MemoryBackend, { rename: async () => Promise.reject(new Error('locked')) });
    await expect(new StatsStore(stuck).record(runBots(botNight(12, 3, 1)))).rejects.toThrow(/could not be kept aside either \(locked\)/);
    expect(await backend.read('stats/profiles.json')).toBe('not a book');
  });
});

describe('the corrupt saves of issue 12: each is refused with its reason, kept aside, and listed', () => {
  /**
   * A night of four (Rogues and Warriors, hands dealt face down, the first Betting Round under way), its
   * table mutated by `spoil`, written as a save.
   */
  async function spoiled(spoil: (t: AnyState, s: Night) => void, c: GameChoice = choice()) {
    const s = choose(night(4), c);
    expect(await new NightStore(new MemoryBackend()).save(s).then(() => 'saved')).toBe('saved');
    spoil(s.table!, s);
    const backend = new MemoryBackend();
    await backend.write(`sessions/${s.id}.json`, serializeSave(s));
    return { backend, store: new NightStore(backend), s };
  }

  const cases: [string, (t: AnyState) => void, RegExp][] = [
    ['a duplicated card', (t) => t.zones['hand.0']!.cards.push(t.deck[0]!), /^table: card \d+ is both in zone hand\.0 and in the deck$/],
    ['a missing card', (t) => void t.deck.pop(), /^table: card \d+ is missing \(in no zone, not in the deck, not in the discards\)$/],
    ['card id 9999', (t) => (t.zones['hand.0']!.cards[0] = 9999), /^table: zone hand\.0 holds card 9999, which does not exist$/],
    ['every zone made public', (t) => Object.values(t.zones).forEach((z) => (z.vis = { to: 'all' })), /^table: zone hand\.0 shows card \d+ to everyone, but no event of this game ever showed it$/],
    ['a hand shown to another seat', (t) => (t.zones['hand.2']!.vis = { to: 'owner', seat: 1 }), /^table: zone hand\.2 shows card \d+ to seat 2, but no event/],
    ['a step index of 999', (t) => (t.step.index = 999), /^table: step 1000 of the Order of Play does not exist \(Rogues and Warriors has \d+\)$/],
    ['a step that is not the one named', (t) => (t.step.id = 'no-such-step'), /^table: step 3 is "betting-1", not "no-such-step"$/],
    ['a hand shown to a seat that does not exist', (t) => (t.zones['hand.0']!.vis = { to: 'owner', seat: 7 }), /^table: zone hand\.0 is shown to a seat that does not exist$/],
    ['a per-seat list one seat short', (t) => void t.folded.pop(), /^table: 3 folded entries for 4 seats$/],
    ['a Betting Round that waits on no one', (t) => (t.step.data = {}), /^table: the game is in play but waits on no one \(step "betting-1"\)$/],
  ];

  it.each(cases)('%s', async (_what, spoil, why) => {
    const { backend, store, s } = await spoiled(spoil);
    const r = await store.load(s.id);
    expect(r).toMatchObject({ ok: false, reason: 'corrupt', problem: expect.stringMatching(why), keptAs: `sessions-aside/${s.id}.1.json` });
    expect(await backend.read(`sessions/${s.id}.json`)).toBeNull();
    // The night list says why, too (the list finds it set aside already: write it again).
    await backend.write(`sessions/${s.id}.json`, serializeSave(s));
    const { saves, problems } = await store.list();
    expect(saves).toEqual([]);
    expect(problems).toEqual([{ id: s.id, reason: 'corrupt', problem: expect.stringMatching(why), keptAs: `sessions-aside/${s.id}.2.json` }]);
  });

  it('a table whose seats are not the night\'s', async () => {
    const { store, s } = await spoiled((t) => (t.config.seats[1]!.name = 'Somebody else'));
    expect(await store.load(s.id)).toMatchObject({ ok: false, reason: 'corrupt', problem: 'table: its seats are not the seats of the night' });
  });

  it('a state whose views cannot be built is refused rather than jamming the screen', async () => {
    // Streets of Greyport's public state emptied: every card and coin is still in place, but no view can be drawn.
    const { store, s } = await spoiled((t) => (t.g = null), choice('streets-of-greyport', { stakes: 'shares' }));
    expect(await store.load(s.id)).toMatchObject({ ok: false, reason: 'corrupt', problem: expect.stringMatching(/view of (an onlooker|seat \d) cannot be built/) });
  });

  it('every untouched save of many nights still loads (no false alarm)', async () => {
    const store = new NightStore(new MemoryBackend());
    for (let seed = 20; seed < 32; seed++) {
      let s = botNight(seed, 3 + (seed % 6), 3);
      // Saved at many moments of the night: between games, mid-game, at the end.
      for (let k = 0; s.phase !== 'finished' && k < 4000; k++) {
        s = runBots(s, (x) => x.version > s.version);
        if (k % 7 === 0) {
          await store.save(s);
          const back = await store.load(s.id);
          if (!back.ok) throw new Error(`night ${seed} at version ${s.version}: ${back.problem}`);
        }
      }
    }
  });
});

describe('a save from a newer version of the app', () => {
  it('holding a game this version does not know is reported as newer, not corrupt, and left where it is', async () => {
    const s = midGame();
    const backend = new MemoryBackend();
    const text = serializeSave(s).replace(`"appVersion":"${APP_VERSION}"`, '"appVersion":"99.0.0"').replaceAll(`"game":"${s.table!.config.game}"`, '"game":"a-game-of-the-future"');
    await backend.write(`sessions/${s.id}.json`, text);
    const store = new NightStore(backend);
    expect(await store.load(s.id)).toMatchObject({ ok: false, reason: 'newer', problem: expect.stringMatching(/saved by version 99\.0\.0 of the game, newer than this one/), keptAs: `sessions/${s.id}.json` });
    expect(await backend.read(`sessions/${s.id}.json`)).toBe(text);
    expect((await store.list()).problems).toMatchObject([{ id: s.id, reason: 'newer' }]);
  });

  it('but the same save claiming this version (or an older one) is corrupt', async () => {
    const s = midGame();
    const backend = new MemoryBackend();
    const text = serializeSave(s).replace(`"appVersion":"${APP_VERSION}"`, '"appVersion":"0.0.1"').replaceAll(`"game":"${s.table!.config.game}"`, '"game":"a-game-of-the-future"');
    await backend.write(`sessions/${s.id}.json`, text);
    expect(await new NightStore(backend).load(s.id)).toMatchObject({ ok: false, reason: 'corrupt' });
  });

  it('versions compare part by part', () => {
    expect(compareVersions('0.10.0', '0.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(compareVersions('1.0.0-beta.1', '1.0.0')).toBe(0);
    expect(compareVersions('0.1.0', '0.2')).toBeLessThan(0);
  });
});
