import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/shared/engine/errors';
import { validateConfig } from '../../../src/shared/engine/config';
import { applyInPlace, legalActions, moneyOnTable, newTable, pendingSeats } from '../../../src/shared/engine/table';
import type { TableConfig } from '../../../src/shared/engine/types';

const base: TableConfig = {
  game: 'rogues-and-warriors',
  seats: [
    { name: 'Ann', kind: 'human' },
    { name: 'Bob', kind: 'bot' },
    { name: 'Cid', kind: 'bot' },
  ],
  variants: [],
  stakes: { mode: 'betting', minRaise: true },
  splitRule: 'merchant',
  startingChips: 100,
  seed: 7,
};

describe('a table started with a stack per seat and a carried pot', () => {
  it('starts each seat with its own stack, less the ante', () => {
    const { state } = newTable({ ...base, stacks: [40, 0, 125] });
    expect(state.stacks).toEqual([39, 0, 124]);
    expect(state.inGame).toEqual([true, false, true]);
  });

  it('counts the carried pot in the money on the table and in the pot', () => {
    const { state } = newTable({ ...base, stacks: [40, 10, 125], carry: 3 });
    expect(state.totalMoney).toBe(178);
    expect(state.carry).toBe(3);
    expect(moneyOnTable(state)).toBe(178);
  });

  it('pays the carried pot to the winner', () => {
    const { state: s } = newTable({ ...base, stacks: [40, 10, 125], carry: 3 });
    // Everyone but one folds at the first chance: the last player in takes antes plus the carried 3.
    for (let guard = 0; guard < 10 && s.phase === 'playing'; guard++) {
      const seat = pendingSeats(s)[0]!;
      const fold = legalActions(s, seat).find((a) => a.t === 'fold');
      applyInPlace(s, seat, fold ?? legalActions(s, seat)[0]!);
    }
    expect(s.phase).toBe('over');
    expect(s.stacks.reduce((a, b) => a + b, 0)).toBe(178);
    expect(s.carry).toBe(0);
  });

  it('keeps the shared starting stack when no list is given', () => {
    const { state } = newTable(base);
    expect(state.stacks).toEqual([99, 99, 99]);
    expect(state.totalMoney).toBe(300);
  });

  it('refuses a stack list of the wrong length or with a negative stack', () => {
    expect(() => validateConfig({ ...base, stacks: [1, 2] })).toThrow(RuleError);
    expect(() => validateConfig({ ...base, stacks: [1, -2, 3] })).toThrow(/negative/);
    expect(() => validateConfig({ ...base, carry: -1 })).toThrow(/negative/);
  });
});
