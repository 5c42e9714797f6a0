import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/shared/engine/errors';
import { newTable } from '../../../src/shared/engine/table';
import type { TableConfig } from '../../../src/shared/engine/types';
import { patchSettings } from '../../../src/shared/host/settings';
import { Host } from '../../../src/shared/host/host';
import { memoryStores } from '../../helpers/host';
import { DEFAULT_SETTINGS } from '../../../src/shared/host/client';
import { nameProblem } from '../../../src/shared/names';
import { botAction, botToAct } from '../../../src/shared/night/bots';
import { act, createNight } from '../../../src/shared/night/night';
import { emptyStats, recordNight, statsBookSchema, type StatsBook } from '../../../src/shared/night/stats';
import type { Night } from '../../../src/shared/night/types';
import { MemoryBackend } from '../../../src/shared/storage/backend';
import { NightStore } from '../../../src/shared/storage/nights';
import { StatsStore } from '../../../src/shared/storage/stats';

/** Issue 12, item 1: names people type are never object keys, and one check refuses the names that hide. */
const SPECIAL = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

function nightOf(names: string[], profiles?: string[]): Night {
  return createNight({
    seats: names.map((name, i) => ({ name, kind: 'bot' as const, level: 'easy' as const, ...(profiles ? { profile: profiles[i]! } : {}) })),
    length: { kind: 'games', games: 3 },
    share: 3,
    minRaise: true,
    seed: 5,
  }).night;
}

function playOut(s: Night, onGameEnd: (s: Night) => void = () => {}): Night {
  let games = 0;
  for (let i = 0; i < 50_000 && s.phase !== 'finished'; i++) {
    const seat = botToAct(s);
    if (seat === null) throw new Error(`no bot can act (${s.phase})`);
    s = act(s, seat, botAction(s, seat)).night;
    if (s.games.length > games) {
      games = s.games.length;
      onGameEnd(s);
    }
  }
  return s;
}

describe('item 1: players named __proto__, constructor, toString, hasOwnProperty', () => {
  it('are counted in the statistics book like anyone else, game by game and at the end of the night', () => {
    let book = emptyStats();
    const s = playOut(nightOf(SPECIAL), (x) => (book = recordNight(book, x)));
    book = recordNight(book, s);
    expect(s.phase).toBe('finished');
    expect(Object.keys(book.profiles).sort()).toEqual([...SPECIAL].sort());
    for (const name of SPECIAL) {
      const p = Object.getOwnPropertyDescriptor(book.profiles, name)!.value as StatsBook['profiles'][string];
      expect(p.profile).toBe(name);
      expect(p.nights).toBe(1);
      expect(Object.values(p.games).reduce((n, g) => n + g!.played, 0)).toBeGreaterThan(0);
    }
    // Nothing leaked onto every object.
    expect(({} as Record<string, unknown>).nights).toBeUndefined();
    expect(({} as Record<string, unknown>).games).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it('survive a save and a reload of the book, and later nights add to the same profiles', async () => {
    const backend = new MemoryBackend();
    const stats = new StatsStore(backend);
    const first = playOut(nightOf(SPECIAL));
    await stats.record(first);
    const loaded = await stats.load();
    expect(loaded.problems).toEqual([]);
    expect(statsBookSchema.safeParse(loaded.book).success).toBe(true);
    const second = playOut({ ...nightOf(SPECIAL), id: 'second-night' });
    const book = await stats.record(second);
    for (const name of SPECIAL) expect((Object.getOwnPropertyDescriptor(book.profiles, name)!.value as { nights: number }).nights).toBe(2);
  });

  it('work as profiles too, and a night saved with them loads back', async () => {
    const s = playOut(nightOf(['Ann', 'Bo', 'Cy', 'Di'], SPECIAL));
    const book = recordNight(emptyStats(), s);
    expect(Object.keys(book.profiles).sort()).toEqual([...SPECIAL].sort());
    const store = new NightStore(new MemoryBackend());
    await store.save(s);
    const back = await store.load(s.id);
    expect(back.ok).toBe(true);
  });

  it('are accepted at a table', () => {
    const config: TableConfig = {
      game: 'rogues-and-warriors',
      seats: SPECIAL.map((name) => ({ name, kind: 'bot' as const })),
      variants: [],
      stakes: { mode: 'betting', minRaise: true },
      splitRule: 'merchant',
      startingChips: 20,
      seed: 1,
    };
    expect(newTable(config).state.config.seats.map((x) => x.name)).toEqual(SPECIAL);
  });
});

describe('item 1: one name check for tables, nights and profiles', () => {
  const hidden: [string, string, RegExp][] = [
    ['empty', '', /cannot be empty/],
    ['only spaces', '   \t ', /cannot be empty/],
    ['only zero-width characters', '\u200B\u200D\uFEFF', /must show at least one letter/],
    ['a Hangul filler', '\u3164', /must show at least one letter/],
    ['a right-to-left override', 'Ann\u202Eeb', /writing direction/],
    ['a left-to-right isolate', '\u2066Bob\u2069', /writing direction/],
    ['an unpaired surrogate', 'Bo\uD83D', /broken character/],
    ['a lone low surrogate', '\uDC00x', /broken character/],
    ['a line break inside', 'Ann\nBob', /control characters/],
    ['too long', 'x'.repeat(25), /at most 24 characters/],
  ];
  const table = (name: string): TableConfig => ({
    game: 'rogues-and-warriors',
    seats: [{ name, kind: 'human' }, { name: 'Bea', kind: 'human' }],
    variants: [],
    stakes: { mode: 'betting', minRaise: true },
    splitRule: 'merchant',
    startingChips: 20,
    seed: 1,
  });
  const night = (name: string, profile?: string) =>
    createNight({
      seats: [{ name, kind: 'human', ...(profile === undefined ? {} : { profile }) }, { name: 'Bea', kind: 'human' }],
      length: { kind: 'games', games: 2 },
      share: 3,
      minRaise: true,
      seed: 1,
    });

  for (const [what, name, why] of hidden) {
    it(`refuses a name that is ${what}, with the same sentence everywhere`, () => {
      expect(nameProblem(name.trim())).toMatch(why);
      expect(() => newTable(table(name))).toThrow(RuleError);
      expect(() => newTable(table(name))).toThrow(why);
      expect(() => night(name)).toThrow(why);
      // A profile name may have 40 characters.
      expect(() => night('Ann', name.length > 24 ? 'y'.repeat(41) : name)).toThrow(name.length > 24 ? /at most 40 characters/ : why);
      const profile = patchSettings(DEFAULT_SETTINGS, { profiles: [{ name, createdAt: '2026-01-01' }] });
      expect(profile.ok).toBe(false);
      if (!profile.ok) expect(profile.problem).toMatch(why);
    });
  }

  it('accepts names in any script, with accents, emoji and joined emoji, and trims them', () => {
    for (const name of ['Zoë', '李小龍', 'Ørjan', 'آرش', '🐉 Drake', '👩‍👩‍👧 family', 'O\u0027Brien', '__proto__']) {
      expect(nameProblem(name)).toBeNull();
    }
    expect(newTable(table('  Ann  ')).state.config.seats[0]!.name).toBe('Ann');
    const s = night('  Ann ', ' Annie  ').night;
    expect(s.config.seats[0]).toMatchObject({ name: 'Ann', profile: 'Annie' });
  });

  it('the host says it as the lobby\'s problem, not a bad request, for a table and a night', async () => {
    const host = new Host({ stores: memoryStores() });
    const res = await host.handle({ type: 'create', kind: 'table', config: table('\u200B') });
    expect(res).toMatchObject({ ok: false, error: { message: "Table setup: Seat 1's name must show at least one letter, digit or sign." } });
    const config = { seats: [{ name: 'Ann\u202E', kind: 'human' }, { name: 'Bea', kind: 'human' }], length: { kind: 'games', games: 2 }, share: 3, minRaise: true, seed: 1 };
    expect(await host.handle({ type: 'create', kind: 'night', config })).toMatchObject({ ok: false, error: { message: "New night: Seat 1's name cannot hold characters that change the writing direction." } });
  });

  it('every refusal is a sentence', () => {
    for (const [, name] of hidden) {
      try {
        newTable(table(name));
        throw new Error('accepted');
      } catch (e) {
        expect((e as Error).message).toMatch(/^[A-Z].*\.$/s);
      }
    }
  });
});
