import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyInPlace, newTavern, randomTavernConfig, viewFor } from '../../../src/shared/tavern';
import { seededRng } from '../../../src/shared/tavern/random';
import { actionLabel, askText, eventLine, itemText } from '../../../src/renderer/src/tavern/words';
import { recallInPlay, rememberInPlay } from '../../../src/renderer/src/state/in-play';
import { propertySeed } from '../../helpers/property';
import { tavernCatalogue } from '../../../src/shared/host/tavern-catalogue';
import { useTavernCatalogue } from '../../../src/renderer/src/tavern/catalogue';

// The page's words read the host's tavern catalogue; the tests hand the page the host's own.
useTavernCatalogue(tavernCatalogue());

/**
 * The tavern's words on screen: every legal action of random games has a label naming real things (never
 * "undefined", never a raw card id), every prompt has a title, every stack item a description, every event
 * line reads as a sentence.
 */
describe('tavern words', () => {
  it('labels every legal action, prompt, stack item and event of random games', () => {
    const seed = propertySeed('tavern words');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (k) => {
        const rng = seededRng(k);
        const config = randomTavernConfig(rng, 2 + (k % 3));
        const names = config.seats.map((_, i) => `P${i}`);
        config.seats.forEach((s, i) => (s.name = names[i]));
        const { state: s } = newTavern(config);
        for (let n = 0; n < 300 && !s.over; n++) {
          const seat = s.pending!.seat;
          const v = viewFor(s, seat);
          const bad = (t: string) => /undefined|NaN|\[object|\b[cdp]\d+\b/.test(t);
          const ask = askText(v, names);
          expect(ask.length, 'a prompt title').toBeGreaterThan(0);
          expect(bad(ask), ask).toBe(false);
          for (const a of v.legal) {
            const label = actionLabel(a, v, names);
            expect(bad(label), `${JSON.stringify(a)} → ${label}`).toBe(false);
          }
          for (const it of v.stack) expect(bad(itemText(it, v, names)), itemText(it, v, names)).toBe(false);
          const a = v.legal[rng.int(0, v.legal.length - 1)]!;
          for (const e of applyInPlace(s, seat, a)) {
            const line = eventLine(e, names);
            if (line !== null) expect(bad(line) || !/[.!]$/.test(line), line).toBe(false);
          }
        }
      }),
      { seed, numRuns: 12 },
    );
  });

  it('logs a pass in a Round turn (the public roundPassed event)', () => {
    expect(eventLine({ t: 'roundPassed', seat: 1 }, ['Ann', 'Bob'])).toBe('Bob passes in the Round.');
  });

  it('remembers a tavern game as what was in play', () => {
    const m = new Map<string, string>();
    const store = { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
    rememberInPlay({ kind: 'tavern', id: 'tavern-abc' }, store);
    expect(recallInPlay(store)).toEqual({ kind: 'tavern', id: 'tavern-abc' });
  });
});
