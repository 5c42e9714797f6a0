import { describe, expect, it } from 'vitest';
import { apply, newTable } from '../../../src/shared/engine/table';
import type { AnyState } from '../../../src/shared/engine/types';
import { config } from '../../helpers/table';
import { viewFor } from '../../../src/shared/engine/view';
import { bustBox, type NightLoan } from '../../../src/renderer/src/ui/results';

/**
 * Issue 28.3: out of chips at a night, the results' box offers the night's loan and nothing in it leaves
 * the night; at a single table it offers the rebuy and a new table as before.
 */
function bustedAnn(): AnyState {
  for (let seed = 1; seed < 80; seed++) {
    // Ann a human, Bob a bot, ten chips each: an all-in or two ends the table.
    const c = config('rogues-and-warriors', ['Ann', 'Bob'], { startingChips: 10, seed });
    c.seats[1] = { name: 'Bob', kind: 'bot' };
    let s = newTable(c).state;
    for (let guard = 0; guard < 50 && s.phase === 'playing'; guard++) {
      const seat = viewFor(s, 0).pending[0]!;
      const legal = viewFor(s, seat).legal;
      const a = legal.find((x) => x.t === 'all-in') ?? legal.find((x) => x.t === 'call') ?? legal.find((x) => x.t === 'check') ?? legal[0]!;
      s = apply(s, seat, a).state;
    }
    if (s.stacks[0] === 0) return s;
  }
  throw new Error('no seed busts Ann');
}

const loan = (over: Partial<NightLoan> = {}): NightLoan => ({
  money: [0, 20],
  refusals: [null, 'You have 25 or more.'],
  terms: { amount: 50, under: 25 },
  busy: false,
  borrow: () => {},
  ...over,
});

describe('the results\' box for a player out of chips', () => {
  const v = viewFor(bustedAnn(), 0);

  it('at a night: offers the loan, and no way out of the night', () => {
    const box = bustBox(v, 0, loan());
    expect(box.exits).toBe(false);
    expect(box.lines).toEqual([{ seat: 0, text: 'You are out of chips: you may borrow 50 before the next game.', borrow: true }]);
  });

  it('at a night, once borrowed: says what there is to play with, and offers nothing more', () => {
    const box = bustBox(v, 0, loan({ money: [50, 20], refusals: ['You have 25 or more.', 'x'] }));
    expect(box.exits).toBe(false);
    expect(box.lines).toEqual([{ seat: 0, text: 'You have 50 for the next game.', borrow: false }]);
  });

  it('at a night, when the loan is refused: says the night\'s reason, still no way out', () => {
    const box = bustBox(v, 0, loan({ refusals: ['Nobody has money enough to lend.', null] }));
    expect(box.exits).toBe(false);
    expect(box.lines[0]!.text).toBe('You are out of chips: Nobody has money enough to lend.');
    expect(box.lines[0]!.borrow).toBe(false);
  });

  it('a hotseat night names the player and offers their loan', () => {
    const box = bustBox(v, null, loan());
    expect(box.lines[0]).toEqual({ seat: 0, text: 'Ann is out of chips: Ann may borrow 50 before the next game.', borrow: true });
  });

  it('at a single table: cannot ante, with the ways out (rebuy, new table)', () => {
    const box = bustBox(v, 0, null);
    expect(box.exits).toBe(true);
    expect(box.lines.map((l) => [l.text, l.borrow])).toEqual([['You are out of chips: you cannot ante the next game.', false]]);
  });
});
