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
            if (line !== null) expect(bad(line) || !/[.!?]$/.test(line), line).toBe(false);
          }
        }
      }),
      { seed, numRuns: 12 },
    );
  });

  it('words the second four\'s mechanics: every event line, the Plot choice, a companion\'s step, a sprung Plot (issue 23.4)', () => {
    const names = ['Hesper', 'Wren', 'Corvin', 'Pell'];
    expect(eventLine({ t: 'heat', seat: 0, from: 1, to: 3 }, names)).toBe("Hesper's Oven: +2 Heat (now 3).");
    expect(eventLine({ t: 'heat', seat: 0, from: 3, to: 1 }, names)).toBe("Hesper's Oven: −2 Heat (now 1).");
    expect(eventLine({ t: 'companion', seat: 1, card: 'c1', def: 'wren.bramble', to: 'play' }, names)).toBe('Bramble, the Old Hound stays in play in front of Wren.');
    expect(eventLine({ t: 'companion', seat: 1, card: 'c1', def: 'wren.bramble', to: 'discard' }, names)).toBe("Bramble, the Old Hound leaves play for Wren's discards.");
    expect(eventLine({ t: 'plotLaid', seat: 2, plots: 1 }, names)).toBe('Corvin lays a Plot face down (1 laid).');
    expect(eventLine({ t: 'cardPlayed', seat: 2, card: 'c9', def: 'corvin.long-con', mode: 0, targets: [], fromPlot: true }, names)).toBe('Corvin springs a Plot: The Long Con!');
    expect(eventLine({ t: 'looted', seat: 3, n: 1, left: 7 }, names)).toBe('Pell draws 1 from the Loot Sack (7 left).');
    expect(eventLine({ t: 'sackReshuffled', seat: 3 }, names)).toBe("Pell's spent loot is shuffled back into the Loot Sack.");
    // Every seat of the second four in random games: labels, prompts, items and lines read as words.
    const seen = new Set<string>();
    for (let k = 0; k < 6; k++) {
      const rng = seededRng(700 + k);
      const { state: s } = newTavern({ seats: names.map((name, i) => ({ char: ['hesper', 'wren', 'corvin', 'pell'][i]!, name })), seed: 700 + k });
      const bad = (t: string) => /undefined|NaN|\[object|\b[cdp]\d+\b/.test(t);
      for (let n = 0; n < 1500 && !s.over; n++) {
        const seat = s.pending!.seat;
        const v = viewFor(s, seat);
        const ask = askText(v, names);
        expect(bad(ask) || ask === 'Choose.' || ask === 'Choose one.', ask).toBe(false);
        for (const a of v.legal) expect(bad(actionLabel(a, v, names)), actionLabel(a, v, names)).toBe(false);
        for (const it of v.stack) {
          const said = itemText(it, v, names);
          expect(bad(said), said).toBe(false);
          if (/acts \(start of turn\)$/.test(said)) seen.add('pet');
        }
        if (v.pending?.k === 'choose' && v.pending.what === 'plot') {
          seen.add('plot');
          expect(v.legal.map((a) => actionLabel(a, v, names))).toContain('Lay no Plot');
        }
        for (const e of applyInPlace(s, seat, v.legal[rng.int(0, v.legal.length - 1)]!)) {
          const line = eventLine(e, names);
          if (line !== null) expect(bad(line) || !/[.!?]$/.test(line), line).toBe(false);
        }
      }
    }
    expect([...seen].sort()).toEqual(['pet', 'plot']);
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

describe('prompts say what they are about (issue 22.16)', () => {
  it("a checkpoint reads as the turn's moment, and no choice is a bare \"Choose.\"", () => {
    const names = ['Ann', 'Bo', 'Cy'];
    const seen = { checkpoint: false, reroll: false, swap: false };
    for (let k = 0; k < 40 && !(seen.checkpoint && seen.reroll && seen.swap); k++) {
      const { state: s } = newTavern({ seats: names.map((name, i) => ({ char: ['tamsin', 'okko', 'vess'][i]!, name })), seed: 900 + k });
      const rng = seededRng(900 + k);
      for (let n = 0; n < 3000 && !s.over; n++) {
        const seat = s.pending!.seat;
        const v = viewFor(s, seat);
        const ask = askText(v, names);
        expect(ask).not.toMatch(/^Choose\.?$|Your before|'s before/);
        const top = v.stack[v.stack.length - 1];
        if (top?.kind === 'checkpoint' && (v.pending!.k === 'call' || v.pending!.k === 'sweep')) {
          // Asked again after a card played at it, the prompt says so first (issue 22.3).
          expect(ask).toMatch(/^(Asked again after [^:]+: )?(Your|\w+'s) turn, /);
          seen.checkpoint = true;
        }
        if (v.pending?.k === 'choose' && v.pending.what === 'reroll') seen.reroll = /roll/.test(ask) || seen.reroll;
        if (v.pending?.k === 'choose' && v.pending.what === 'swap') seen.swap = /swap/.test(ask) || seen.swap;
        applyInPlace(s, seat, v.legal[rng.int(0, v.legal.length - 1)]!);
      }
    }
    expect(seen).toEqual({ checkpoint: true, reroll: true, swap: true });
  });
});
