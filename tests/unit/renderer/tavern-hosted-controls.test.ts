import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyInPlace, newTavern, randomTavernConfig, viewFor } from '../../../src/shared/tavern';
import { seededRng } from '../../../src/shared/tavern/random';
import type { SpecialMove, TAction } from '../../../src/shared/tavern/types';
import { propertySeed } from '../../helpers/property';
import { chooseAction, controlOf, hostedIndexed, hostedShown, pickKey, specialChoices, swapChoices, tavernActionFor, type SpecialAction } from '../../../src/renderer/src/tavern/hosted/controls';

/**
 * Which control of the tavern screen offers each action of an Appendix B Round (tavern/hosted/controls.ts):
 * in random Appendix B nights, every legal action lands in exactly one control, and each control gives back
 * exactly the legal list's actions: the hosted decisions with the hosted table's own legalText (what the
 * gambling table's GameActions shows) and the very action object to send; a special's or a swap's options all
 * placed on the dice/deck controls (none left over, none invented).
 */
const FIXED_NIGHTS = 24;

const optionsOf = (legal: readonly TAction[]): SpecialAction[] => legal.filter((a): a is SpecialAction => a.t === 'special');

function specialPicks(o: ReturnType<typeof specialChoices>): string[] {
  return [...(o.none ? [o.none] : []), ...o.dice.flatMap((d) => [...(d.reroll ? [d.reroll] : []), ...d.sets.map(([, p]) => p)]), ...o.looks.map((l) => l.pick), ...o.blinds.map((b) => b.pick), ...o.rest];
}

type Seen = { chooser: number; hand: number; table: number; special: number; swap: number; dice: number };

/** Plays Appendix B night `k` (random config and choices from seed k), checking every decision's controls. */
function walkNight(k: number, seen: Seen): void {
  const rng = seededRng(k);
  const config = { ...randomTavernConfig(rng, 2 + (k % 3)), appendixB: true };
  const { state: s } = newTavern(config);
  for (let n = 0; n < 400 && !s.over; n++) {
    const seat = s.pending!.seat;
    const v = viewFor(s, seat);
    const kinds = v.legal.map((a) => controlOf(a, v));
    for (const c of kinds) if (c in seen) seen[c as keyof typeof seen]++;
    // A hosted decision: one Indexed per action, worded by the hosted table, mapping back to that action.
    const table = v.legal.filter((a) => a.t === 'hosted');
    const idx = hostedIndexed(v, v.legal);
    expect(idx.length).toBe(table.length);
    for (const x of idx) {
      expect(x.text).toBe(v.round!.hosted!.table!.legalText[x.i]);
      expect(table).toContain(tavernActionFor(v.legal, x.a));
    }
    // The hosted table as drawn: the engine's view, its plates naming the tavern kind and Gold of each seat.
    const t = v.round?.hosted?.table;
    const tk = config.seats.map((_, i) => (i % 2 ? 'bot' : 'human') as 'human' | 'bot');
    const shown = hostedShown(v, tk);
    if (t) {
      const { kinds: k1, stacks: s1, ...rest } = shown!;
      const { kinds: k0, stacks: s0, ...same } = t;
      expect(rest).toEqual(same);
      expect(k1).toEqual(v.round!.hosted!.seats.map((seat) => tk[seat]));
      expect(s1).toEqual(v.round!.hosted!.seats.map((seat) => v.seats[seat]!.G));
      expect(k0.length + s0.length).toBe(k1.length + s1.length);
    } else expect(shown).toBeNull();
    if (kinds.includes('special')) {
      // A special's choice is all special options; each is on the controls once, none unknown.
      expect(kinds.every((c) => c === 'special')).toBe(true);
      const opts = optionsOf(v.legal);
      const o = specialChoices(opts);
      expect(o.rest).toEqual([]);
      expect(specialPicks(o).sort()).toEqual(opts.map(pickKey).sort());
      if (o.dice.length) seen.dice++;
      for (const p of specialPicks(o)) expect(chooseAction(v.legal, p)).not.toBeNull();
    }
    if (kinds.includes('swap')) {
      expect(kinds.every((c) => c === 'swap')).toBe(true);
      const opts = optionsOf(v.legal);
      const o = swapChoices(opts);
      expect(o.rest).toEqual([]);
      expect([...(o.keep ? [o.keep] : []), ...o.byPeek.flatMap((g) => g.swaps.map((x) => x.pick))].sort()).toEqual(opts.map(pickKey).sort());
    }
    // Prefer a game over a plain Round and a real special over none, so the hosted controls are reached.
    const games = v.legal.filter((a) => a.t === 'game' && a.game !== null);
    const specials = v.legal.filter((a) => a.t === 'special' && a.how !== 'none' && a.how !== 'keep');
    const pool: TAction[] = games.length ? games : v.pending?.what?.startsWith('special') && specials.length ? specials : v.legal;
    applyInPlace(s, seat, pool[rng.int(0, pool.length - 1)]!);
  }
}

describe('Appendix B controls', () => {
  it('sorts every legal action of random Appendix B nights into one control that gives it back (property)', () => {
    const seed = propertySeed('appendix-b controls');
    const seen: Seen = { chooser: 0, hand: 0, table: 0, special: 0, swap: 0, dice: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (k) => walkNight(k, seen)),
      { seed, numRuns: 12 },
    );
    console.log(`appendix-b controls: ${JSON.stringify(seen)}`);
  });

  // The property's nights are random, so whether one of them reaches a die is luck (a CI run once drew twelve
  // nights without one). Coverage is asserted on fixed nights instead: the same nights every run, so this fails
  // only when the code changes what they reach.
  it('fixed nights reach the chooser, the hosted table, a special and its dice', () => {
    const seen: Seen = { chooser: 0, hand: 0, table: 0, special: 0, swap: 0, dice: 0 };
    for (let k = 1; k <= FIXED_NIGHTS; k++) walkNight(k, seen);
    console.log(`appendix-b controls, nights 1–${FIXED_NIGHTS}: ${JSON.stringify(seen)}`);
    expect(seen.chooser).toBeGreaterThan(0);
    expect(seen.table).toBeGreaterThan(0);
    expect(seen.special).toBeGreaterThan(0);
    expect(seen.dice).toBeGreaterThan(0);
  });

  it('groups a special by die: reroll and the faces to set each die to; looks and blind swaps apart', () => {
    const sp = (m: SpecialMove): SpecialAction => ({ t: 'special', ...m }) as SpecialAction;
    const k = (m: SpecialMove) => pickKey(sp(m));
    const o = specialChoices([sp({ how: 'none' }), sp({ how: 'reroll', holding: 'Keep', die: 0 }), sp({ how: 'set', holding: 'Keep', die: 0, face: 1 }), sp({ how: 'set', holding: 'Keep', die: 0, face: 6 }), sp({ how: 'reroll', holding: 'roll', die: 1 }), sp({ how: 'look', n: 1 }), sp({ how: 'look', n: 3 }), sp({ how: 'blind', holding: 'public card', index: 0 }), sp({ how: 'keep' })]);
    expect(o.none).toBe(k({ how: 'none' }));
    expect(o.dice).toEqual([
      { holding: 'Keep', die: 0, reroll: k({ how: 'reroll', holding: 'Keep', die: 0 }), sets: [[1, k({ how: 'set', holding: 'Keep', die: 0, face: 1 })], [6, k({ how: 'set', holding: 'Keep', die: 0, face: 6 })]] },
      { holding: 'roll', die: 1, reroll: k({ how: 'reroll', holding: 'roll', die: 1 }), sets: [] },
    ]);
    expect(o.looks).toEqual([{ count: 1, pick: k({ how: 'look', n: 1 }) }, { count: 3, pick: k({ how: 'look', n: 3 }) }]);
    expect(o.blinds).toEqual([{ holding: 'public card', index: 0, pick: k({ how: 'blind', holding: 'public card', index: 0 }) }]);
    // A move the special's controls do not group stays offered as itself, never dropped.
    expect(o.rest).toEqual([k({ how: 'keep' })]);
  });

  it('groups a swap by looked-at card, top of the deck first', () => {
    const sp = (m: SpecialMove): SpecialAction => ({ t: 'special', ...m }) as SpecialAction;
    const o = swapChoices([sp({ how: 'keep' }), sp({ how: 'swap', holding: 'private card', index: 0, pick: 2 }), sp({ how: 'swap', holding: 'private card', index: 0, pick: 0 }), sp({ how: 'swap', holding: 'public card', index: 0, pick: 0 })]);
    expect(o.keep).toBe(pickKey(sp({ how: 'keep' })));
    expect(o.byPeek.map((g) => g.peek)).toEqual([0, 2]);
    expect(o.byPeek[0]!.swaps.map((x) => x.pick)).toEqual([pickKey(sp({ how: 'swap', holding: 'private card', index: 0, pick: 0 })), pickKey(sp({ how: 'swap', holding: 'public card', index: 0, pick: 0 }))]);
  });
});
