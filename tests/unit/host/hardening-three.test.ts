import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/shared/engine/errors';
import { validateConfig } from '../../../src/shared/engine/config';
import { newTable } from '../../../src/shared/engine/table';
import { nameProblem } from '../../../src/shared/names';
import { createNight } from '../../../src/shared/night/night';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { MemoryBackend } from '../../../src/shared/storage/backend';
import { parseTableSave, serializeTableSave, TableStatsStore, TableStore } from '../../../src/shared/storage/tables';
import { apply, applyInPlace, newTavern } from '../../../src/shared/tavern';
import { randomAction } from '../../../src/shared/tavern/random';
import type { TavernState } from '../../../src/shared/tavern/types';
import { Host } from '../../../src/shared/host/host';
import { APP_VERSION } from '../../../src/shared/storage/version';
import { config } from '../../helpers/table';
import { memoryStores } from '../../helpers/host';

/** Hardening, round three (issue 25): items 3, 4, 6, 7 and 8; items 1, 2 and 5 have their own files. */

const PROGRAM_TEXT = /undefined|NaN|Cannot read|TypeError|is not a function|\[object|reading '/;

function refusal(f: () => unknown): RuleError {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw new Error(`not a refusal in words: ${(e as Error).message}`);
  }
  throw new Error('accepted');
}

describe('item 3: a malformed action gets a sentence, whatever decision is pending', () => {
  it('refuses forged Appendix B choices and misshapen actions outside their decision in words', () => {
    const rng = rngFrom(seedRng(4));
    const s = newTavern({ seats: [{ char: 'grusk' }, { char: 'okko' }, { char: 'vess' }], seed: 4, appendixB: true }).state;
    const forged: unknown[] = [
      { t: 'game', game: 'threes', variants: null, split: 'merchant' },
      { t: 'game', game: null, variants: 'x', split: 'merchant' },
      { t: 'game', game: { a: 1 }, variants: [], split: 'merchant' },
      { t: 'game', game: 'threes', variants: [1, 2], split: 7 },
      { t: 'discard', card: { id: 'c1' } },
      { t: 'order', to: 'everyone' },
      { t: 'choose', pick: ['a'] },
      { t: 'play', card: 5, mode: 0, targets: [] },
      { t: 'play', card: 'c1', mode: 0, targets: [{}] },
    ];
    let states = 0;
    for (let i = 0; i < 400 && !s.over; i++) {
      if (i % 13 === 0) {
        states++;
        const seat = s.pending!.seat;
        const before = JSON.stringify(s);
        for (const a of forged) {
          const e = refusal(() => apply(s, seat, a, s.version));
          expect(e.message).not.toMatch(PROGRAM_TEXT);
          expect(e.message).toMatch(/^[A-Z].*\.$/);
        }
        expect(JSON.stringify(s)).toBe(before);
      }
      applyInPlace(s, s.pending!.seat, randomAction(s, s.pending!.seat, rng));
    }
    expect(states).toBeGreaterThan(10);
  });
});

describe('item 4: a wrong pick is refused in words, briefly, never with the options\' codes', () => {
  it('says what to choose for every kind of choice met in random Appendix B games', () => {
    const seen = new Set<string>();
    for (let g = 0; g < 40 && !seen.has('special'); g++) {
      const rng = rngFrom(seedRng(100 + g));
      const s: TavernState = newTavern({ seats: [{ char: 'grusk' }, { char: 'okko' }, { char: 'vess' }, { char: 'tamsin' }], seed: 100 + g, appendixB: true, prizes: true }).state;
      for (let i = 0; i < 20_000 && !s.over; i++) {
        const p = s.pending!;
        if ((p.k === 'choose' || p.k === 'special') && !seen.has(p.what)) {
          seen.add(p.what);
          // A special's moves are typed (issue 21.4): a wrong one is a move it does not offer.
          const wrongs = p.k === 'special' ? [{ t: 'special', how: 'set', holding: 'nowhere', die: 9, face: 6 }, { t: 'special', how: 'blind', holding: 'nowhere', index: 7 }, { t: 'pass' }] : [{ t: 'choose', pick: 'nonsense' }, { t: 'pass' }];
          for (const wrong of wrongs) {
            const e = refusal(() => apply(s, p.seat, wrong));
            expect(e.message, p.what).not.toMatch(/\||Choose one of:/);
            expect(e.message.length, `${p.what}: ${e.message}`).toBeLessThan(90);
          }
        }
        applyInPlace(s, p.seat, randomAction(s, p.seat, rng));
      }
    }
    expect(seen.has('special')).toBe(true);
  });
});

describe('item 6: names', () => {
  it('refuses an invisible character anywhere in a name, keeps joiners inside emoji and words', () => {
    for (const bad of ['\u200bAnn', 'Ann\u200b', 'A\u2060nn', '\ufeffBob', 'A\u00adB', '\u3164Ann', '\u200dAnn']) {
      expect(nameProblem(bad), JSON.stringify(bad)).toMatch(/invisible|show at least/);
    }
    for (const good of ['Ann', 'Zoë', 'Ann Lee', '👨\u200d👩\u200d👧', 'می\u200cخواهم']) expect(nameProblem(good), good).toBeNull();
  });

  it('refuses two players with one name at a single table and at a night, as the tavern does', async () => {
    const twins = config('rogues-and-warriors', ['Twin', 'twin ', 'Other']);
    expect(() => validateConfig(twins)).toThrow(/Two players have the same name/);
    expect(() => createNight({ seats: ['Twin', 'Twin', 'Other'].map((name) => ({ name, kind: 'human' as const })), length: { kind: 'games', games: 2 }, share: 3, minRaise: true, seed: 1 })).toThrow(/Two players have the same name/);
    expect(() =>
      createNight({ seats: [{ name: 'Ann', kind: 'human', profile: 'Me' }, { name: 'Bob', kind: 'human', profile: 'me' }], length: { kind: 'games', games: 2 }, share: 3, minRaise: true, seed: 1 }),
    ).toThrow(/same profile/);
    const host = new Host({ stores: memoryStores(), now: () => 1, draw: () => 1 });
    const r = await host.handle({ type: 'create', kind: 'table', config: twins });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/same name/);
  });
});

describe('item 7: a corrupt single tables\' statistics book is reported, not replaced silently', () => {
  it('keeps a note when a game\'s end finds the book unreadable, until the player dismisses it', async () => {
    const backend = new MemoryBackend();
    await backend.write('stats/tables.json', '{"format": 1, "profiles": 7}');
    const store = new TableStatsStore(backend);
    // A game ends: the book is found unreadable there, not on the statistics screen.
    const t = newTable(config('rogues-and-warriors', 2)).state;
    await store.record('t1', t);
    const host = new Host({ stores: { ...memoryStores(backend) }, now: () => 1, draw: () => 1 });
    const r = await host.handle({ type: 'stats', kind: 'table' });
    expect(r.ok && r.type === 'stats' && r.problem).toMatch(/statistics could not be read .*kept aside as stats-aside\/tables\.1\.json/);
    expect(await backend.read('stats-aside/tables.1.json')).toBe('{"format": 1, "profiles": 7}');
    const again = await host.handle({ type: 'stats', kind: 'table' });
    expect(again.ok && again.type === 'stats' && again.problem).toMatch(/could not be read/);
    const dismissed = await host.handle({ type: 'stats-dismiss', kind: 'table' });
    expect(dismissed.ok && dismissed.type === 'stats' ? dismissed.problem : 'refused').toBeNull();
    const after = await host.handle({ type: 'stats', kind: 'table' });
    expect(after.ok && after.type === 'stats' ? after.problem : 'refused').toBeNull();
  });
});

describe('item 8: single-table saves carry appVersion', () => {
  it('writes appVersion, and leaves a newer app\'s table in place as newer, not corrupt', async () => {
    const t = newTable(config('rogues-and-warriors', 2)).state;
    const text = serializeTableSave('t1', t, 5);
    expect(JSON.parse(text).appVersion).toBe(APP_VERSION);
    const newer = JSON.parse(text);
    newer.appVersion = '999.0.0';
    newer.table.config.game = 'a-game-of-the-future';
    expect(parseTableSave(JSON.stringify(newer), 't1')).toMatchObject({ ok: false, reason: 'newer' });
    const backend = new MemoryBackend();
    await backend.write('tables/t1.json', JSON.stringify(newer));
    const loaded = await new TableStore(backend).load('t1');
    expect(loaded).toMatchObject({ ok: false, reason: 'newer', keptAs: 'tables/t1.json' });
    expect(await backend.read('tables/t1.json')).toBe(JSON.stringify(newer));
  });
});
