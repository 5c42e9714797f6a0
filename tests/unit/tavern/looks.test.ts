import { describe, expect, it } from 'vitest';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { applyInPlace, newTavern } from '../../../src/shared/tavern/engine';
import { randomAction } from '../../../src/shared/tavern/random';
import type { TavernState } from '../../../src/shared/tavern/types';
import { viewFor, type LookView } from '../../../src/shared/tavern/view';

/**
 * Issue 22.1: a decision that rests on a private look carries that look in the asked seat's own view
 * (`pending.look`), face up with its effect, and in nobody else's view (the onlooker's included).
 */

/** Plays random games with Okko and Tamsin seated until `want` holds for the pending decision; the state then. */
function until(want: (s: TavernState) => boolean): TavernState {
  for (let seed = 1; seed < 200; seed++) {
    const rng = rngFrom(seedRng(seed));
    const s = newTavern({ seats: [{ char: 'okko' }, { char: 'tamsin' }, { char: 'grusk' }], seed }).state;
    while (!s.over) {
      if (want(s)) return s;
      applyInPlace(s, s.pending!.seat, randomAction(s, s.pending!.seat, rng));
    }
  }
  throw new Error('never reached');
}

const others = (s: TavernState, seat: number) => [-1, ...s.seats.map((_, i) => i)].filter((x) => x !== seat);

describe('the look beside its question (issue 22.1)', () => {
  it("Okko's Connoisseur: the Drink on top of the deck, its effect, in Okko's view only", () => {
    const s = until((x) => x.pending?.k === 'choose' && x.pending.what === 'connoisseur');
    const seat = s.pending!.seat;
    const look = viewFor(s, seat).pending!.look as LookView;
    const top = s.drinkDeck.at(-1)!;
    expect(look.cards).toEqual([{ card: top, where: 'deck', effect: expect.any(String) }]);
    expect(look.cards[0]!.effect.length).toBeGreaterThan(0);
    expect(look.meaning).toMatch(/Drink Deck/);
    expect(viewFor(s, seat).cards[top]).toBe(s.defs[top]);
    for (const o of others(s, seat)) {
      expect(viewFor(s, o).pending!.look).toBeUndefined();
      expect(JSON.stringify(viewFor(s, o))).not.toContain(`"${top}"`);
    }
  });

  it("Tasting Flight: the two tops sniffed, where each lies, in Okko's view only", () => {
    const s = until((x) => x.pending?.k === 'choose' && x.pending.what === 'swap');
    const seat = s.pending!.seat;
    const look = viewFor(s, seat).pending!.look as LookView;
    const it = s.stack.at(-1)! as { targets: number[] };
    expect(look.cards.map((c) => c.where)).toEqual(it.targets);
    expect(look.cards.map((c) => c.card)).toEqual(it.targets.map((t) => s.seats[t]!.pile.at(-1)));
    for (const o of others(s, seat)) expect(viewFor(s, o).pending!.look).toBeUndefined();
  });

  it("Tamsin's Jig Die: the roll, its band, and what low, mid and high do for the card rolled for", () => {
    const s = until((x) => x.pending?.k === 'choose' && x.pending.what === 'reroll');
    const seat = s.pending!.seat;
    const look = viewFor(s, seat).pending!.look as LookView;
    const it = s.stack.at(-1)! as { roll: number; def: string };
    expect(look.roll!.value).toBe(it.roll);
    expect(look.roll!.band).toBe(it.roll <= 2 ? 'low' : it.roll <= 5 ? 'mid' : 'high');
    expect(look.roll!.card).toBe(it.def);
    expect(look.roll!.bands.map((b) => b.band)).toEqual(['low', 'mid', 'high']);
    expect(look.roll!.bands.every((b) => b.text.length > 0)).toBe(true);
    for (const o of others(s, seat)) expect(viewFor(s, o).pending!.look).toBeUndefined();
  });
});
