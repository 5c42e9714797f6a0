import { describe, expect, it, vi } from 'vitest';
import type { GameEvent } from '../../../src/shared/engine/types';
import { beatMs, captionOf, moveNeedMs, readingMs, SAID_BY_FAMILY, SHOWN_WITHOUT_WORDS } from '../../../src/renderer/src/state/pace';
import { tableAnimators } from '../../../src/renderer/src/table/animators';
import { cardAnimators } from '../../../src/renderer/src/table/animators/cards';
import { chipAnimators } from '../../../src/renderer/src/table/animators/chips';
import { diceAnimators } from '../../../src/renderer/src/table/animators/dice';
import { holdingAnimators } from '../../../src/renderer/src/table/animators/holdings';
import { speechAnimators } from '../../../src/renderer/src/table/animators/speech';
import { useHostCatalogue } from '../../helpers/catalogue';

// Issue 28.10: a bot's move is paced by what it shows. The words said at a seat take reading time; cards and
// chips carry their own (their animation, as played).
useHostCatalogue();
// The families are read for the events they register only: Pixi (which needs a browser) stands in as empty classes.
vi.mock('pixi.js', () => ({ Sprite: class {}, Container: class {}, Graphics: class {}, Text: class {} }));
const names = ['Tess', 'Brenna', 'Corwin', 'Dagny'];
const ev = (e: Record<string, unknown>): GameEvent => e as unknown as GameEvent;

describe('a move paced by what it shows', () => {
  it('knows which events the animator families show without words and which they say (the list is the registry’s)', () => {
    // Every type the table's families register, read by registering them on a recorder.
    const registered = new Set<string>();
    const recorder = {
      on(types: string | readonly string[]) {
        for (const t of typeof types === 'string' ? [types] : types) registered.add(t);
        return recorder;
      },
      otherwise() {
        return recorder;
      },
    };
    for (const family of [cardAnimators, chipAnimators, diceAnimators, holdingAnimators, speechAnimators]) family.register(recorder as never);
    expect([...registered].sort()).toEqual([...SHOWN_WITHOUT_WORDS, ...SAID_BY_FAMILY].sort());
    const r = tableAnimators();
    for (const t of registered) expect(r.handles(t), t).toBe(true);
  });

  it('gives a check a short reading, a raise a longer one, cards none', () => {
    const check = readingMs([ev({ t: 'bet', seat: 1, kind: 'check', amount: 0 })], names, 700);
    const raise = readingMs([ev({ t: 'bet', seat: 1, kind: 'raise', amount: 10, to: 12 })], names, 700);
    expect(check).toBeGreaterThan(200);
    expect(check).toBeLessThan(700);
    expect(raise).toBeGreaterThan(check);
    expect(readingMs([ev({ t: 'moved', seat: 1, from: 'hand.1', to: 'up.1', cards: [null] }), ev({ t: 'betting-round' })], names, 700)).toBe(0);
    expect(captionOf(ev({ t: 'folded', seat: 2 }), names)).toBe('Folds');
  });

  it('scales with the bot delay: none at 0, twice as long at twice the delay', () => {
    const e = [ev({ t: 'bet', seat: 1, kind: 'call', amount: 2 })];
    expect(readingMs(e, names, 0)).toBe(0);
    expect(beatMs(0)).toBe(0);
    expect(readingMs(e, names, 1400)).toBeCloseTo(2 * readingMs(e, names, 700), -1);
  });

  it('needs the animation as played, the beat for a new mover, and the reading left only when the host moves next', () => {
    const e = [ev({ t: 'bet', seat: 1, kind: 'check', amount: 0 })];
    const read = readingMs(e, names, 700);
    const base = { events: e, names, delayMs: 700, animMs: 150 };
    expect(moveNeedMs({ ...base, newMover: true, hostNext: true })).toBe(beatMs(700) + 150 + (read - 150));
    expect(moveNeedMs({ ...base, newMover: false, hostNext: false })).toBe(150);
    // A long animation covers the reading.
    expect(moveNeedMs({ ...base, animMs: 2000, newMover: false, hostNext: true })).toBe(2000);
  });
});
