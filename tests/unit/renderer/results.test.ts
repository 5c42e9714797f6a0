import { describe, expect, it } from 'vitest';
import { apply, newTable } from '../../../src/shared/engine/table';
import type { AnyState, TableConfig } from '../../../src/shared/engine/types';
import { viewFor } from '../../../src/shared/engine/view';
import { bustedHumans, outOfChips, outOfChipsText, potTotal, rebuyStacks, signed } from '../../../src/renderer/src/ui/results';

/** A heads-up Rogues and Warriors table where Ann goes all in with everything on the first bet. */
function allIn(chips: number, seed: number): AnyState {
  const config: TableConfig = {
    game: 'rogues-and-warriors',
    seats: [
      { name: 'Ann', kind: 'human' },
      { name: 'Bob', kind: 'bot' },
    ],
    variants: [],
    stakes: { mode: 'betting', minRaise: true },
    splitRule: 'merchant',
    startingChips: chips,
    seed,
  };
  let s = newTable(config).state;
  for (let guard = 0; guard < 50 && s.phase === 'playing'; guard++) {
    const seat = s.step.data.turn !== undefined ? (s.step.data.turn as number) : viewFor(s, 0).pending[0]!;
    const legal = viewFor(s, seat).legal;
    const a = legal.find((x) => x.t === 'all-in') ?? legal.find((x) => x.t === 'call') ?? legal.find((x) => x.t === 'check') ?? legal[0]!;
    s = apply(s, seat, a).state;
  }
  return s;
}

describe('the results panel\'s readings', () => {
  it('writes a net change with its sign', () => {
    expect(signed(3)).toBe('+3');
    expect(signed(-4)).toBe('\u22124');
    expect(signed(0)).toBe('0');
  });

  it('shows the pot apart from each seat\'s net change, and finds who busted out', () => {
    let seen = 0;
    for (let seed = 1; seed < 40 && seen < 2; seed++) {
      const s = allIn(10, seed);
      const v = viewFor(s, 0);
      expect(v.phase).toBe('over');
      expect(potTotal(v)).toBe(20);
      const net = v.result!.net!;
      if (v.stacks[0] === 0) {
        seen++;
        expect(net[0]).toBe(-10);
        expect(bustedHumans(v)).toEqual([0]);
        expect(rebuyStacks(v)).toEqual([10, 20]);
      } else if (v.stacks[0] === 20) {
        expect(net[0]).toBe(10);
        expect(bustedHumans(v)).toEqual([]);
        // Bob is out too: a rebuy seats him again with the table's start.
        expect(rebuyStacks(v)).toEqual([20, 10]);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('tells a seat with no chips left during a game', () => {
    const config: TableConfig = {
      game: 'rogues-and-warriors',
      seats: [{ name: 'Ann', kind: 'human' }, { name: 'Bob', kind: 'bot' }, { name: 'Cid', kind: 'bot' }],
      variants: [],
      stakes: { mode: 'betting', minRaise: true },
      splitRule: 'merchant',
      startingChips: 10,
      seed: 4,
    };
    let s = newTable(config).state;
    expect(outOfChips(viewFor(s, 0))).toBe(false);
    const turn = viewFor(s, 0).pending[0]!;
    s = apply(s, turn, { t: 'all-in' }).state;
    expect(outOfChips(viewFor(s, turn))).toBe(true);
    expect(outOfChipsText(viewFor(s, turn))).toBe('You have no chips left: you are all in for the rest of this game.');
    expect(outOfChipsText(viewFor(s, (turn + 1) % 3))).toBeNull();
    expect(outOfChips(viewFor(s, (turn + 1) % 3))).toBe(false);
  });
});
