import { describe, expect, it } from 'vitest';
import { botChooser, simpleRules as normalBot } from '../../../src/shared/tavern/bots';
import { legalActions } from '../../../src/shared/tavern/legal';
import { playGame, seededRng } from '../../../src/shared/tavern/random';
import { viewFor } from '../../../src/shared/tavern/view';
import { A, B, C, scenario } from './scenario';

/** The simple rules-of-thumb bot (bots/normal.ts, the benchmark's 'rules' baseline): it sees a view only, always answers legally, and follows its rules of thumb. botChooser('normal') is the Normal level (bots/index.ts). */

describe('the simple rules bot', () => {
  it('plays whole games legally from views alone (2–5 seats, every character)', () => {
    const rng = seededRng(11);
    for (const seats of [['tamsin', 'grusk'], ['okko', 'vess', 'tamsin'], ['grusk', 'okko', 'vess', 'tamsin', 'grusk']]) {
      const r = playGame({ seats: seats.map((char) => ({ char })), seed: rng.int(0, 1e6), prizes: true }, rng, { choose: botChooser('normal') });
      expect(r.state.over).not.toBeNull();
    }
  });

  it('saves itself from passing out with the card that Ignores the Drink', () => {
    const sc = scenario({ phase: 'drink', piles: { [A]: ['elven3'] }, stats: { [A]: { F: 12, AC: 10 } }, hands: { [A]: ['heal2', 'duck'] } });
    const v = viewFor(sc.s, A);
    const a = normalBot(v, legalActions(sc.s, A), seededRng(1));
    expect(a).toMatchObject({ t: 'play', card: sc.cardOf(A, 'duck') });
  });

  it('keeps its last Negate back for a small matter, spends a spare one', () => {
    const one = scenario({ phase: 'drink', active: B, piles: { [B]: ['elven3'] }, stats: { [B]: { F: 12, AC: 10 } }, hands: { [B]: ['duck'], [C]: ['counter'] } });
    one.play(B, 'duck', { drink: 0 }).passWhile(() => one.topKind() === 'card' && one.pending?.seat === C);
    // B is four from passing out: C Negates the duck only when holding a spare counter.
    expect(normalBot(viewFor(one.s, C), legalActions(one.s, C), seededRng(1))).toEqual({ t: 'pass' });
    const two = scenario({ phase: 'drink', active: B, piles: { [B]: ['elven3'] }, stats: { [B]: { F: 12, AC: 10 } }, hands: { [B]: ['duck'], [C]: ['counter', 'counter'] } });
    two.play(B, 'duck', { drink: 0 }).passWhile(() => two.topKind() === 'card' && two.pending?.seat === C);
    expect(normalBot(viewFor(two.s, C), legalActions(two.s, C), seededRng(1))).toMatchObject({ t: 'play' });
  });

  it('hits the weakest opponent', () => {
    const sc = scenario({ phase: 'action', hands: { [A]: ['jab'] }, stats: { [C]: { F: 8, AC: 4 } } });
    expect(normalBot(viewFor(sc.s, A), legalActions(sc.s, A), seededRng(1))).toMatchObject({ t: 'play', targets: [C] });
  });
});
