import { describe, expect, it } from 'vitest';
import { decideFor } from '../../../src/shared/tavern/bots';
import { legalActions } from '../../../src/shared/tavern/legal';
import type { TAction } from '../../../src/shared/tavern/types';
import { A, B, scenario, type Spec } from './scenario';

/**
 * Bots reading Rivet's tracks and picks (VARIANTS.md §7; src/shared/tavern/bots/rivet.ts), from their view: R is
 * Rivet (seat 2), A Tamsin, B Grusk, 10 G each, as in O1–O10. His deck holds `rv-pour` only unless said (a Drink
 * box: a card on him is not answered), so what changes the choice is the track, not his answer.
 */
const R = 2;
const table = (spec: Partial<Spec> & { phase: Spec['phase'] }) =>
  scenario({ chars: ['tamsin', 'grusk'], rivet: { deck: ['rv-pour', 'rv-pour'] }, ...spec });
const target = (a: TAction) => (a.t === 'play' ? a.targets[0] : a.t);

describe('Normal bots with Rivet at the table', () => {
  // Normal's judgement (heuristic.ts over bots/rivet.ts) is also Hard's: its candidates and its playouts' players.
  // Hard's own reasoning about him (its playouts running his turn) is the next describe's.
  it('jab on Rivet when his track against me is about to fill (the reward is mine), on the rival when it is fresh', () => {
    {
      const level = 'normal';
      const near = table({ phase: 'action', hands: { [A]: ['jab'] }, rivet: { deck: ['rv-pour', 'rv-pour'], tracks: { [A]: { F: 2, AC: 0 } } } });
      // Both targets are legal: the choice is the bot's.
      expect(legalActions(near.s, A).filter((a) => a.t === 'play').map(target).sort()).toEqual([B, R]);
      expect(target(decideFor(near.s, A, level, 7)), `${level}, R·A at 2/0`).toBe(R);
      const fresh = table({ phase: 'action', hands: { [A]: ['jab'] } });
      expect(target(decideFor(fresh.s, A, level, 7)), `${level}, R·A at 6/0`).toBe(B);
      // The rival's track about to fill is no reason to hit Rivet: the reward would be B's.
      const theirs = table({ phase: 'action', hands: { [A]: ['jab'] }, rivet: { deck: ['rv-pour', 'rv-pour'], tracks: { [B]: { F: 2, AC: 0 } } } });
      expect(target(decideFor(theirs.s, A, level, 7)), `${level}, R·B at 2/0`).toBe(B);
    }
  });

  it('his track passing out: 1 G from the Inn when Gold is short, draw 2 when it is not', () => {
    const pick = (G: number) => {
      const sc = table({ phase: 'action', hands: { [A]: ['jab'] }, stats: { [A]: { G } }, rivet: { deck: ['rv-pour', 'rv-pour'], tracks: { [A]: { F: 2, AC: 1 } } } });
      sc.play(A, 'jab', { targets: [R] }).passWhile();
      expect(sc.pending).toMatchObject({ k: 'choose', seat: A, what: 'rivet-reward' });
      const a = decideFor(sc.s, A, 'normal', 1);
      return a.t === 'choose' ? a.pick : a.t;
    };
    expect(pick(2)).toBe('gold');
    expect(pick(10)).toBe('draw');
  });
});

describe('Hard with Rivet at the table', () => {
  // Hard plays its candidates out to the end of the next turn in worlds dealt from its view, so when Rivet plays
  // next, his Action box is played in the playout by his deck (dealt from his public make-up: here three of one
  // card, so every world reveals it). Whom "the most F" or "the least F" picks follows the stats after B's play
  // (VARIANTS.md §7): B (Grusk, F8/AC7, a margin of 1) must not be the one he picks.
  const jabs = Array.from({ length: 8 }, () => 'jab');
  const hardTable = (card: string) =>
    scenario({
      chars: ['tamsin', 'grusk'],
      active: B,
      phase: 'action',
      hands: { [B]: ['jab'] },
      stats: { [A]: { F: 9, AC: 3 }, [B]: { F: 8, AC: 7 } },
      decks: { [A]: jabs, [B]: jabs },
      deck: ['wine2', 'ale1', 'wine2', 'ale1', 'wine2', 'ale1', 'wine2', 'ale1'],
      rivet: { deck: [card, card, card] },
    });

  it("jabs A when his next box hits the least F (A's after the jab), not when it hits the most F (then B's)", () => {
    for (const seed of [1, 2, 3]) {
      // Halt, Troublemaker! (the most F −2): jabbing A (F9 → 7) makes B (F8) the most F, and he loses the 2 F
      // (B ends his turn at F6, A at F7, in the playouts); Hard jabs Rivet instead (A keeps the most F and takes
      // the box). Normal's one-step estimate, which weighs his next box at half, jabs A here.
      const halt = hardTable('rivet.halt-troublemaker');
      expect(legalActions(halt.s, B).filter((a) => a.t === 'play').map(target).sort()).toEqual([A, R]);
      expect(target(decideFor(halt.s, B, 'hard', seed)), `Halt, seed ${seed}`).not.toBe(A);
      // Piston Jab (the least F −1 F +1 AC): jabbing A makes A the least F; not jabbing leaves B the least.
      const piston = hardTable('rivet.piston-jab');
      expect(target(decideFor(piston.s, B, 'hard', seed)), `Piston Jab, seed ${seed}`).toBe(A);
    }
  });
});
