import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../../src/shared/tavern/view';
import { A, B, C, D, scenario } from './scenario';

/**
 * A pass in a base Round turn is a public event (`roundPassed`), so the screen can show the Round going
 * round the table (issue 16) instead of guessing from two views; it changes nothing else.
 */
describe('a pass in a Round turn is an event', () => {
  it('G1 opening: C passes, then D raises: one roundPassed for C, seen by every seat, and C is in the passed list', () => {
    const sc = scenario({
      phase: 'action',
      hands: { [A]: ['start'], [B]: ['leave'], [C]: ['cheat'], [D]: ['raise'] },
      deck: ['ale1', 'ale1', 'ale1'],
    });
    sc.play(A, 'start', { mode: 0 });
    sc.passWhile();
    expect(sc.pending).toEqual({ k: 'round-turn', seat: B });
    const before = sc.events.length;
    sc.pass(B);
    const after = sc.events.slice(before);
    expect(after.filter((e) => e.t === 'roundPassed')).toEqual([{ t: 'roundPassed', seat: B }]);
    expect(sc.s.round!.passed).toEqual([B]);
    for (const seat of [A, B, C, D]) expect(eventsFor(after, seat).some((e) => e.t === 'roundPassed' && e.seat === B)).toBe(true);
    // Passing a window (not a Round turn) makes no such event.
    const n = sc.events.filter((e) => e.t === 'roundPassed').length;
    sc.play(C, 'cheat');
    sc.passWhile(() => sc.pending?.k !== 'round-turn');
    expect(sc.events.filter((e) => e.t === 'roundPassed').length).toBe(n);
  });
});
