import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../src/shared/host/client';
import { readSettings } from '../../../src/shared/host/settings';
import { forgetInPlay, recallInPlay, rememberInPlay } from '../../../src/renderer/src/state/in-play';
import { settings } from '../../../src/renderer/src/state/settings.svelte';
import { guideDone, markGuideDone } from '../../../src/renderer/src/ui/guide';

function memory(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe('the system\'s reduced motion (issue 13.17)', () => {
  it('turns the table\'s animations off until the player picks a speed', () => {
    const was = settings.systemReducedMotion;
    settings.systemReducedMotion = true;
    settings.value = { ...DEFAULT_SETTINGS, animationSpeed: 2, followSystemMotion: true };
    expect(settings.speed).toBe(0);
    settings.value = { ...settings.value, followSystemMotion: false };
    expect(settings.speed).toBe(2);
    settings.systemReducedMotion = false;
    settings.value = { ...settings.value, followSystemMotion: true };
    expect(settings.speed).toBe(2);
    settings.systemReducedMotion = was;
  });

  it('saved settings from before volume and motion existed read with the defaults; a bad volume is refused', () => {
    const { volume: _v, followSystemMotion: _f, ...old } = DEFAULT_SETTINGS;
    expect(readSettings(old)).toEqual({ ok: true, settings: DEFAULT_SETTINGS });
    expect(readSettings({ ...DEFAULT_SETTINGS, volume: 3 })).toMatchObject({ ok: false, problem: expect.stringContaining('Volume is between 0 and 1') });
  });
});

describe('what was in play is reopened after a reload (issue 13.8)', () => {
  it('remembers a table or a night, and forgets on leaving', () => {
    const s = memory();
    rememberInPlay({ kind: 'table', id: 'table-abc' }, s);
    expect(recallInPlay(s)).toEqual({ kind: 'table', id: 'table-abc' });
    rememberInPlay({ kind: 'night', id: 'n1' }, s);
    expect(recallInPlay(s)).toEqual({ kind: 'night', id: 'n1' });
    forgetInPlay(s);
    expect(recallInPlay(s)).toBeNull();
  });

  it('ignores and forgets a pointer that is not one', () => {
    const s = memory();
    for (const bad of ['{', '{"kind":"table","id":"../x"}', '{"kind":"shop","id":"a"}', '[]']) {
      s.setItem('rw.inPlay', bad);
      expect(recallInPlay(s)).toBeNull();
      expect(s.data.has('rw.inPlay')).toBe(false);
    }
    expect(recallInPlay(null)).toBeNull();
  });
});

describe('the first-game guide shows once', () => {
  it('is marked done when seen or skipped', () => {
    const s = memory();
    expect(guideDone(s)).toBe(false);
    markGuideDone(s);
    expect(guideDone(s)).toBe(true);
  });
});
