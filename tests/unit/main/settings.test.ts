import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../src/shared/host/client';
import { SettingsFile } from '../../../src/main/settings';

vi.mock('electron', () => ({ app: { getPath: () => { throw new Error('settings must not need Electron'); } } }));

describe('settings on disk (conf in a temporary folder)', () => {
  let dir: string;
  let reports: string[];
  const open = () => SettingsFile.open(dir, undefined, (m) => reports.push(m));
  const asideFiles = () => readdirSync(dir).filter((f) => f.startsWith('settings.corrupt-'));

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rw-settings-'));
    reports = [];
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('starts from the defaults when there is no file', () => {
    const s = open();
    expect(s.load()).toEqual(DEFAULT_SETTINGS);
    expect(s.takeNotice()).toBeNull();
  });

  it('round-trips settings and player profiles through a fresh open', () => {
    const profiles = [{ name: 'Sam', createdAt: '2026-01-02T03:04:05.000Z' }, { name: 'Jen', createdAt: '2026-01-03T00:00:00.000Z' }];
    const saved = open().save({ animationSpeed: 2, botDelayMs: 0, defaultStakes: 'shares', defaultShare: 5, minRaise: false, profiles });
    expect(saved.ok).toBe(true);
    const again = open();
    expect(again.load()).toEqual({ ...DEFAULT_SETTINGS, animationSpeed: 2, botDelayMs: 0, defaultStakes: 'shares', defaultShare: 5, minRaise: false, profiles });
    expect(JSON.parse(readFileSync(again.path, 'utf8')).profiles).toEqual(profiles);
    expect(reports).toEqual([]);
  });

  it('fills keys missing from an older file with their defaults, without calling it corrupt', () => {
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ sound: false }));
    const s = open();
    expect(s.load()).toEqual({ ...DEFAULT_SETTINGS, sound: false });
    expect(s.takeNotice()).toBeNull();
    expect(asideFiles()).toEqual([]);
  });

  describe('a corrupt file is reported and set aside, never lost', () => {
    const cases: [string, string, RegExp][] = [
      ['not JSON', '{"sound": tru', /not valid JSON/],
      ['a value out of range', JSON.stringify({ ...DEFAULT_SETTINGS, botDelayMs: -1 }), /botDelayMs/],
      ['a value of the wrong type', JSON.stringify({ ...DEFAULT_SETTINGS, profiles: 'Sam' }), /profiles/],
      ['not an object', '[1, 2, 3]', /not an object/],
    ];
    for (const [what, content, why] of cases) {
      it(`${what}`, () => {
        writeFileSync(join(dir, 'settings.json'), content);
        const s = open();
        expect(s.load()).toEqual(DEFAULT_SETTINGS);
        expect(reports).toHaveLength(1);
        expect(reports[0]).toMatch(why);
        const aside = asideFiles();
        expect(aside).toHaveLength(1);
        expect(readFileSync(join(dir, aside[0]!), 'utf8')).toBe(content);
        expect(reports[0]).toContain(aside[0]);
        const notice = s.takeNotice();
        expect(notice).toMatch(/could not be used.*kept as/);
        expect(s.takeNotice()).toBeNull();
        // The app goes on with a good file: the next save and open work, and the set-aside copy stays.
        expect(s.save({ sound: false }).ok).toBe(true);
        expect(open().load().sound).toBe(false);
        expect(asideFiles()).toEqual(aside);
      });
    }
  });

  it('refuses a bad patch with a sentence and changes neither memory nor file', () => {
    const s = open();
    s.save({ startingChips: 50 });
    const file = readFileSync(s.path, 'utf8');
    const res = s.save({ startingChips: 0 });
    expect(res).toEqual({ ok: false, problem: expect.stringMatching(/^Settings change refused: startingChips: /) });
    expect(s.save({ profiles: [{ name: '', createdAt: 'x' }] }).ok).toBe(false);
    expect(s.save({ hack: true }).ok).toBe(false);
    expect(readFileSync(s.path, 'utf8')).toBe(file);
    expect(s.load().startingChips).toBe(50);
  });

  it('writes to the folder it was given and nowhere else', () => {
    open().save({ sound: false });
    expect(readdirSync(dir)).toEqual(['settings.json']);
    expect(existsSync(join(dir, 'settings.json'))).toBe(true);
  });
});
