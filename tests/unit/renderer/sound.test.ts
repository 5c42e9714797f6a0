import { afterEach, describe, expect, it } from 'vitest';
import type { GameEvent, GameResult } from '../../../src/shared/engine/types';
import { cueFor } from '../../../src/renderer/src/sound/cues';
import { Sound } from '../../../src/renderer/src/sound/sound';

const result = (net: number[]): GameResult => ({
  kind: 'showdown',
  standings: net.map((x, seat) => ({ seat, place: x > 0 ? 1 : 2, score: null, label: '' })),
  awards: [],
  refunds: [],
  payouts: net.map((x) => Math.max(0, x)),
  net,
  carry: 0,
  replay: null,
});

describe('which sound an event makes', () => {
  it('cards, chips, dice, folds, wins and losses', () => {
    const cases: [GameEvent, string | null][] = [
      [{ t: 'dealt', seat: 1, zone: 'hand.1', cards: [null, null] }, 'card'],
      [{ t: 'bet', seat: 1, kind: 'raise', to: 4, amount: 4 }, 'chips'],
      [{ t: 'bet', seat: 1, kind: 'check', amount: 0 }, 'knock'],
      [{ t: 'ante', seat: 0, amount: 1 }, 'chips'],
      [{ t: 'placed', seat: 0, horde: 3, amount: 1 }, 'chips'],
      [{ t: 'placed', seat: 0, leader: 'W', placement: 'ally' }, 'card'],
      [{ t: 'rolled', seat: 0, dice: [3, 4] }, 'dice'],
      [{ t: 'folded', seat: 2 }, 'fold'],
      [{ t: 'passed', seat: 2, job: 3 }, null],
      [{ t: 'betting-round' }, null],
    ];
    for (const [e, cue] of cases) expect(cueFor(e, 0)).toBe(cue);
  });

  it('a win for the seat on screen when its net change is positive, a loss when negative', () => {
    const over: GameEvent = { t: 'game-over', result: result([5, -5]) };
    expect(cueFor(over, 0)).toBe('win');
    expect(cueFor(over, 1)).toBe('lose');
    expect(cueFor({ t: 'game-over', result: result([0, 0]) }, 0)).toBe(null);
  });
});

describe('the sound player never breaks the game', () => {
  const g = globalThis as { AudioContext?: unknown };
  afterEach(() => {
    delete g.AudioContext;
  });

  it('plays nothing, quietly, where there is no audio at all (node, a headless test)', () => {
    const s = new Sound();
    expect(() => s.play('card')).not.toThrow();
    expect(s.played).toEqual(['card']);
  });

  it('swallows an audio system that throws', () => {
    g.AudioContext = class {
      constructor() {
        throw new Error('NotAllowedError');
      }
    };
    const s = new Sound();
    expect(() => {
      s.play('win');
      s.play('dice');
    }).not.toThrow();
  });

  it('is silent when muted or at volume 0, and does not repeat a cue within a burst', () => {
    const s = new Sound();
    s.prefs = { on: false, volume: 1 };
    s.play('chips');
    s.prefs = { on: true, volume: 0 };
    s.play('chips');
    expect(s.played).toEqual([]);
    s.prefs = { on: true, volume: 0.5 };
    s.play('chips');
    s.play('chips');
    expect(s.played).toEqual(['chips']);
  });
});
