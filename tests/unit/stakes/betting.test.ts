import { describe, expect, it } from 'vitest';
import { apply, legalActions, moneyOnTable, pendingSeats } from '../../../src/shared/engine/table';
import { RuleError } from '../../../src/shared/engine/errors';
import { viewFor } from '../../../src/shared/engine/view';
import type { AnyState } from '../../../src/shared/engine/types';
import { play, table, turn } from '../../helpers/table';
import { setZones } from '../../helpers/stack';

const A = 0, B = 1, C = 2, D = 3;

/** A four-player Rogues and Warriors table at its first Betting Round, A to act (A is the Starting Player). */
function atFirstBettingRound(stacks?: number[], carry = 0): AnyState {
  const s = table('rogues-and-warriors', 4);
  if (stacks) {
    s.stacks = [...stacks];
    s.contrib = [0, 0, 0, 0];
    s.carry = carry;
    s.totalMoney = moneyOnTable(s);
  }
  expect(s.step.id).toBe('betting-1');
  expect(turn(s)).toBe(A);
  return s;
}

describe('a Betting Round (Appendix C)', () => {
  it('plays the Simple Betting Example: B and D put 10 each in; 22 added in all', () => {
    let s = atFirstBettingRound();
    const before = s.contrib.reduce((a, b) => a + b, 0);
    s = play(s, [
      [A, { t: 'raise', to: 2 }],
      [B, { t: 'raise', to: 4 }],
      [C, { t: 'fold' }],
      [D, { t: 'raise', to: 10 }],
      [A, { t: 'fold' }],
      [B, { t: 'call' }],
    ]);
    expect(s.step.id).not.toBe('betting-1');
    expect(s.contrib.reduce((a, b) => a + b, 0) - before).toBe(22);
    expect(s.contrib).toEqual([1 + 2, 1 + 10, 1, 1 + 10]);
    expect(s.folded).toEqual([true, false, true, false]);
  });

  it('plays the Complex Betting Example chip for chip: main 105, side 20, D gets 20 back', () => {
    let s = atFirstBettingRound([30, 40, 55, 60], 15);
    s = play(s, [
      [A, { t: 'raise', to: 10 }],
      [B, { t: 'raise', to: 20 }],
      [C, { t: 'fold' }],
      [D, { t: 'all-in' }],
      [A, { t: 'call' }],
      [B, { t: 'call' }],
    ]);
    expect(s.stacks).toEqual([0, 0, 55, 0]);
    expect(viewFor(s, A).pots).toEqual([
      { amount: 105, eligible: [A, B, D] },
      { amount: 20, eligible: [B, D] },
    ]);
    // Everyone still in is all in: the rest of the game runs to the reveal; A holds the best pair.
    setZones(s, { 'hand.0': 'rW rW', 'hand.1': 'gL gL', 'hand.3': 'bR bR' });
    for (const seat of [A, B, D]) s = apply(s, seat, legalActions(s, seat)[0]!).state;
    expect(s.phase).toBe('over');
    expect(s.result!.awards.map((w) => [w.amount, w.winners])).toEqual([
      [105, [A]],
      [20, [B]],
    ]);
    expect(s.result!.refunds).toEqual([{ seat: D, amount: 20 }]);
    expect(s.stacks).toEqual([105, 20, 55, 20]);
  });

  it('starts with the Starting Player and ends when everyone has checked', () => {
    let s = atFirstBettingRound();
    expect(legalActions(s, A).map((a) => a.t)).toEqual(['check', 'fold', 'raise', 'all-in']);
    s = play(s, [[A, { t: 'check' }], [B, { t: 'check' }], [C, { t: 'check' }]]);
    expect(s.step.id).toBe('betting-1');
    s = play(s, [[D, { t: 'check' }]]);
    expect(s.step.id).toBe('reveal-one');
    expect(s.contrib).toEqual([1, 1, 1, 1]);
  });

  it('goes round again after a raise until everyone has called or folded', () => {
    let s = atFirstBettingRound();
    s = play(s, [[A, { t: 'check' }], [B, { t: 'check' }], [C, { t: 'raise', to: 5 }], [D, { t: 'call' }]]);
    expect(turn(s)).toBe(A);
    s = play(s, [[A, { t: 'call' }], [B, { t: 'fold' }]]);
    expect(s.step.id).toBe('reveal-one');
  });

  it('ends the game at once when all players but one fold', () => {
    let s = atFirstBettingRound();
    s = play(s, [[A, { t: 'raise', to: 3 }], [B, { t: 'fold' }], [C, { t: 'fold' }], [D, { t: 'fold' }]]);
    expect(s.phase).toBe('over');
    expect(s.result!.kind).toBe('fold');
    expect(s.stacks).toEqual([103, 99, 99, 99]);
  });

  it('with the minimum-raise rule, a raise adds at least as much as the last raise', () => {
    let s = atFirstBettingRound();
    s = play(s, [[A, { t: 'raise', to: 5 }]]);
    expect(() => apply(s, B, { t: 'raise', to: 7 })).toThrow(/the least is 10/);
    s = play(s, [[B, { t: 'raise', to: 10 }]]);
    expect(() => apply(s, C, { t: 'raise', to: 14 })).toThrow(/the least is 15/);
  });

  it('without the minimum-raise rule any larger bet is a raise', () => {
    let s = table('rogues-and-warriors', 4, { stakes: { mode: 'betting', minRaise: false } });
    s = play(s, [[A, { t: 'raise', to: 5 }], [B, { t: 'raise', to: 6 }]]);
    expect(s.step.data.bet).toBe(6);
  });

  it('Table Stakes: nobody bets more than they have; a short call is an all-in', () => {
    let s = atFirstBettingRound([100, 6, 100, 100]);
    expect(() => apply(s, A, { t: 'raise', to: 101 })).toThrow(/Table Stakes/);
    s = play(s, [[A, { t: 'raise', to: 20 }], [B, { t: 'call' }]]);
    expect(s.stacks[B]).toBe(0);
    expect(s.roundBet[B]).toBe(6);
  });

  it('an all-in for less than a full raise does not reopen raising to who already acted', () => {
    let s = atFirstBettingRound([100, 100, 100, 12]);
    s = play(s, [[A, { t: 'raise', to: 10 }], [B, { t: 'call' }], [C, { t: 'call' }], [D, { t: 'all-in' }]]);
    // D raised by 2 only: A may call or fold but not raise again.
    expect(turn(s)).toBe(A);
    expect(legalActions(s, A).map((a) => a.t)).toEqual(['call', 'fold']);
    expect(() => apply(s, A, { t: 'raise', to: 30 })).toThrow(RuleError);
  });

  it('refuses to check facing a bet and to call nothing, naming what to do', () => {
    const s = atFirstBettingRound();
    expect(() => apply(s, A, { t: 'call' })).toThrow(/check instead/);
    const s2 = play(s, [[A, { t: 'raise', to: 2 }]]);
    expect(() => apply(s2, B, { t: 'check' })).toThrow(/call 2 or fold/);
  });

  it('refuses an action out of turn and leaves the state untouched', () => {
    const s = atFirstBettingRound();
    const before = JSON.stringify(s);
    expect(() => apply(s, C, { t: 'check' })).toThrow(/not your turn/);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('skips a Betting Round when fewer than two players can still bet', () => {
    let s = atFirstBettingRound([100, 5, 100, 100]);
    s = play(s, [[A, { t: 'all-in' }], [B, { t: 'call' }], [C, { t: 'fold' }], [D, { t: 'fold' }]]);
    expect(s.step.id).toBe('reveal-one');
    expect(pendingSeats(s).sort()).toEqual([A, B]);
  });
});

describe('the Starting Player', () => {
  it('acts first and moves one seat clockwise each game', () => {
    let s = table('rogues-and-warriors', 3, { firstStartingPlayer: 1 });
    expect(s.startingPlayer).toBe(1);
    expect(turn(s)).toBe(1);
    s = play(s, [[1, { t: 'fold' }], [2, { t: 'fold' }]]);
    expect(s.phase).toBe('over');
    s = apply(s, 0, { t: 'next-game' }).state;
    expect(s.startingPlayer).toBe(2);
    expect(turn(s)).toBe(2);
  });

  it('when the Starting Player is all in, the next seat clockwise bets first', () => {
    let s = atFirstBettingRound([100, 100, 100, 100]);
    s = play(s, [[A, { t: 'all-in' }], [B, { t: 'call' }], [C, { t: 'call' }], [D, { t: 'call' }]]);
    // Everybody is all in: no more Betting Rounds can happen; only reveals are left.
    expect(s.step.id).toBe('reveal-one');
  });
});
