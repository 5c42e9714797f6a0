import { describe, expect, it } from 'vitest';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { applyInPlace, newTavern } from '../../../src/shared/tavern/engine';
import { randomAction, randomTavernConfig, seededRng } from '../../../src/shared/tavern/random';
import type { TAction, TavernState, TEvent } from '../../../src/shared/tavern/types';
import { eventsFor, idsIn, viewFor } from '../../../src/shared/tavern/view';
import { askText, eventLine } from '../../../src/renderer/src/tavern/words';
import { A, B, C, D, scenario } from './scenario';
import { tavernCatalogue } from '../../../src/shared/host/tavern-catalogue';
import { useTavernCatalogue } from '../../../src/renderer/src/tavern/catalogue';
import { useHostCatalogue } from '../../helpers/catalogue';

useHostCatalogue();
useTavernCatalogue(tavernCatalogue());

/**
 * Issue 22.8 and 22.10: the log's values. Tasting Flight's choice is logged (which piles, to everyone; what now
 * lies on top, to Okko alone); an Appendix B die rerolled or set names its faces before and after; a hosted game's
 * end names every seat's hand as the game's own result does; a special not taken is a sentence; every line ends
 * in one mark.
 */

const names = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gil', 'Hal'];

/** Every line of a batch of events, checked for its values and its punctuation. */
function lines(events: TEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    const line = eventLine(e, names);
    if (line === null) continue;
    expect(line, e.t).not.toMatch(/undefined|NaN|\[object|\.\.$|[!?]\.$|\s$/);
    expect(line, e.t).toMatch(/[.!?]$/);
    expect(line, e.t).not.toMatch(/special: (nothing|none)/);
    expect(line, e.t).not.toMatch(/a die rerolled|\bcard card\b/);
    out.push(line);
  }
  return out;
}

describe("Tasting Flight's choice in the log (issue 22.8)", () => {
  it('everyone hears which piles; only Okko what lies on top of each now; no Drink reaches another seat', () => {
    for (let seed = 1; seed < 400; seed++) {
      const rng = rngFrom(seedRng(seed));
      const s = newTavern({ seats: ['okko', 'tamsin', 'grusk'].map((char) => ({ char })), seed }).state;
      while (!s.over) {
        const p = s.pending!;
        if (p.k === 'choose' && p.what === 'swap') {
          const okko = p.seat;
          const events = applyInPlace(s, okko, { t: 'choose', pick: 'swap' });
          const flight = events.find((e) => e.t === 'flight') as Extract<TEvent, { t: 'flight' }>;
          const tops = events.find((e) => e.t === 'flightTops') as Extract<TEvent, { t: 'flightTops' }>;
          expect(flight).toMatchObject({ seat: okko });
          expect(flight.only).toBeUndefined();
          expect(tops).toMatchObject({ seat: okko, swapped: true, only: okko });
          // What lies on top of each pile now, as Okko knows it.
          for (const t of tops.tops) expect(s.seats[t.pile]!.pile.at(-1)).toBe(t.card);
          for (const other of [-1, ...s.seats.keys()].filter((x) => x !== okko)) {
            const heard = eventsFor(events, other);
            expect(heard.some((e) => e.t === 'flightTops')).toBe(false);
            const shown = idsIn(heard);
            for (const t of tops.tops) expect(shown.has(t.card)).toBe(false);
          }
          const [pub] = lines([flight]);
          expect(pub).toMatch(new RegExp(`${names[flight.piles[0]]}'s and ${names[flight.piles[1]]}'s piles`));
          const [own] = lines([tops]);
          for (const t of tops.tops) expect(own).toContain(tavernCatalogue().drinks[t.def]!.title);
          return;
        }
        applyInPlace(s, p.seat, randomAction(s, p.seat, rng));
      }
    }
    throw new Error('no Tasting Flight swap was reached');
  });
});

describe('Appendix B in the log (issue 22.8, 22.10)', () => {
  it('a die rerolled or set names its faces; a hosted game ends with every hand; a special not taken is a sentence', () => {
    const seen = { faces: 0, result: 0, none: 0 };
    for (let k = 1; k <= 60 && !(seen.faces && seen.result && seen.none); k++) {
      const rng = seededRng(k);
      const config = { ...randomTavernConfig(rng, 2 + (k % 3)), appendixB: true };
      const s: TavernState = newTavern(config).state;
      for (let n = 0; n < 600 && !s.over; n++) {
        const seat = s.pending!.seat;
        const v = viewFor(s, seat);
        // A game over a plain Round; at a special, a die when there is one (else none, so that line is seen too).
        const games = v.legal.filter((a) => a.t === 'game' && a.game !== null);
        const dice = v.legal.filter((a) => a.t === 'special' && (a.how === 'reroll' || a.how === 'set'));
        const none = v.legal.filter((a) => a.t === 'special' && a.how === 'none');
        const pool: TAction[] = games.length ? games : dice.length && rng.int(0, 2) > 0 ? dice : none.length ? none : v.legal;
        const events = applyInPlace(s, seat, pool[rng.int(0, pool.length - 1)]!);
        const said = lines(events);
        for (const e of events) {
          const line = eventLine(e, names)!;
          if (e.t === 'special' && (e.how === 'reroll' || e.how === 'set')) {
            seen.faces++;
            expect(e.from).toBeGreaterThanOrEqual(1);
            expect(e.to).toBeGreaterThanOrEqual(1);
            if (e.how === 'set') expect(e.to).toBe(e.face);
            expect(line).toContain(`${e.from} → ${e.to}`);
          }
          if (e.t === 'special' && e.how === 'none') {
            seen.none++;
            expect(line).toMatch(/takes no (Gambling|Cheating|Gambling or Cheating) special/);
          }
          if (e.t === 'hostedResult') {
            seen.result++;
            expect(e.hands.length).toBeGreaterThanOrEqual(2);
            for (const h of e.hands) expect(line).toContain(`${names[h.seat]}`);
            // The hand's worth in the game's own words, as the gambling table's results give it.
            for (const h of e.hands) expect(line).toContain(h.label.split('\n')[0]!);
          }
        }
        void said;
      }
    }
    expect(seen.faces, 'a die rerolled or set').toBeGreaterThan(0);
    expect(seen.result, "a hosted game's end").toBeGreaterThan(0);
    expect(seen.none, 'a special not taken').toBeGreaterThan(0);
  });
});

describe('why the same question comes again (issue 22.3)', () => {
  it('T1: after B\'s spike1 resolves, A is asked about the Drink again and told why', () => {
    const sc = scenario({ phase: 'drink', piles: { [A]: ['ale1'] }, hands: { [A]: ['duck'], [B]: ['spike1'] } });
    expect(viewFor(sc.s, A).pending!.again).toBeUndefined();
    sc.pass(A).play(B, 'spike1', { drink: 0 }).pass(C).pass(D);
    sc.pass(B).pass(C).pass(D).pass(A);
    expect(sc.pending).toMatchObject({ k: 'call', seat: A });
    const v = viewFor(sc.s, A);
    expect(v.pending!.again).toEqual({ seat: B, def: 'kit.spike1' });
    expect(askText(v, ['Ann', 'Bob', 'Cid', 'Dee'])).toMatch(/^Asked again after Bob's (kit\.)?spike1: /);
  });

  it("T2 rivals: B and C both counter; in the Sometimes sweep B is told its own card is back in hand, and no other view shows it", () => {
    const sc = scenario({ phase: 'drink', piles: { [A]: ['elven3'] }, stats: { [A]: { F: 12, AC: 10 } }, hands: { [A]: ['duck'], [B]: ['counter'], [C]: ['counter'] } });
    sc.play(A, 'duck', { drink: 0 }).pass(B).pass(C).pass(D);
    sc.pass(A).play(B, 'counter').play(C, 'counter').pass(D);
    // The Anytime sweep, then the Sometimes sweep from A: B is asked with its own counter back in hand.
    while (!(sc.pending?.k === 'sweep' && sc.pending.seat === B && sc.s.stack.at(-1)!.win!.sweep!.kind === 'sometimes')) sc.pass();
    const vb = viewFor(sc.s, B);
    expect(vb.pending!.returned).toBe(sc.cardOf(B, 'counter'));
    expect(askText(vb, ['Ann', 'Bob', 'Cid', 'Dee'])).toMatch(/your (kit\.)?counter is back in your hand.* — play it again, or pass\.$/);
    // Nobody else's view says B (or C) answered: no `returned` but the asked seat's own.
    for (const seat of [-1, A, C, D]) expect(viewFor(sc.s, seat).pending!.returned).toBeUndefined();
    expect(JSON.stringify(viewFor(sc.s, C).pending)).toBe(JSON.stringify(viewFor(sc.s, D).pending));
  });
});

describe('a loss of Fortitude says whose card causes it (issue 22.16)', () => {
  it("B is asked about losing 2 Fortitude because of A's jab", () => {
    const sc = scenario({ phase: 'action', hands: { [A]: ['jab'] } });
    sc.play(A, 'jab', { targets: [B] });
    for (let i = 0; i < 20 && sc.s.stack.at(-1)?.kind !== 'floss'; i++) sc.pass();
    expect(sc.s.stack.at(-1)?.kind).toBe('floss');
    while (sc.pending?.seat !== B) sc.pass();
    expect(askText(viewFor(sc.s, B), ['Ann', 'Bob', 'Cid', 'Dee'])).toMatch(/^You lose 2 Fortitude, because of Ann's (kit\.)?jab — answer it, or pass\.$/);
  });
});
