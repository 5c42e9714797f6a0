import { describe, expect, it } from 'vitest';
import { potsFrom } from '../../../src/shared/stakes/betting/pots';
import { splitPot } from '../../../src/shared/stakes/betting/split';

describe('side pots (Appendix C, All In)', () => {
  it('builds the Complex Betting Example: main 105 for A, B, D; side 20 for B, D; D gets 20 back', () => {
    // A 30, B 40, C folded with nothing in this round, D 60 all in; 15 was already in the pot.
    const layout = potsFrom([30, 40, 0, 60], [false, false, true, false], 15);
    expect(layout.pots).toEqual([
      { amount: 105, eligible: [0, 1, 3] },
      { amount: 20, eligible: [1, 3] },
    ]);
    expect(layout.rebates).toEqual([{ seat: 3, amount: 20 }]);
  });

  it('peels bets of 20/40/60 into pots of 60/40/20 when all three stay in (poker-ts)', () => {
    const layout = potsFrom([20, 40, 60], [false, false, false]);
    expect(layout.pots.map((p) => p.amount)).toEqual([60, 40]);
    expect(layout.rebates).toEqual([{ seat: 2, amount: 20 }]);
  });

  it('keeps folded chips in the pot without making the folder eligible', () => {
    const layout = potsFrom([10, 10, 4], [false, false, true]);
    expect(layout.pots).toEqual([{ amount: 24, eligible: [0, 1] }]);
    expect(layout.rebates).toEqual([]);
  });

  it('puts folded chips above an all-in into the top pot the live seats can win', () => {
    // Seat 2 bet 15 then folded; seat 1 is all in for 5; seat 0 put 20.
    const layout = potsFrom([20, 5, 15], [false, false, true]);
    expect(layout.pots).toEqual([
      { amount: 15, eligible: [0, 1] },
      { amount: 25, eligible: [0] },
    ]);
    expect(layout.rebates).toEqual([]);
    const total = layout.pots.reduce((a, p) => a + p.amount, 0) + layout.rebates.reduce((a, r) => a + r.amount, 0);
    expect(total).toBe(40);
  });
});

describe('Split Rules (page 3)', () => {
  it("Merchant's Rule splits evenly and leaves the odd coin for the next game", () => {
    expect(splitPot(7, [0, 2], 'merchant')).toEqual({ paid: [3, 3], carried: 1, replay: false });
  });
  it("King's and Commoner's Rules keep the whole pot for a replay", () => {
    expect(splitPot(7, [0, 2], 'king')).toEqual({ paid: [0, 0], carried: 7, replay: true });
    expect(splitPot(7, [1, 2], 'commoner')).toEqual({ paid: [0, 0], carried: 7, replay: true });
  });
  it('pays a single winner everything under any rule', () => {
    expect(splitPot(9, [1], 'king')).toEqual({ paid: [9], carried: 0, replay: false });
  });
});
