import { describe, expect, it } from 'vitest';
import { payShares, prizeShares } from '../../../src/shared/stakes/shares/prizes';

describe('Playing for Shares (Appendix D)', () => {
  it('follows the prize table for 2 to 6+ players', () => {
    expect(prizeShares(2)).toEqual({ second: 0, third: 0 });
    expect(prizeShares(3)).toEqual({ second: 1, third: 0 });
    expect(prizeShares(4)).toEqual({ second: 1, third: 0 });
    expect(prizeShares(5)).toEqual({ second: 2, third: 0 });
    expect(prizeShares(6)).toEqual({ second: 2, third: 1 });
    expect(prizeShares(8)).toEqual({ second: 2, third: 1 });
  });

  it('pays 6 players, share 2, one chip carried: 7, 4, 2 (first takes what is left)', () => {
    expect(payShares(13, 2, [1, 2, 3, 4, 5, 6])).toEqual({ payouts: [7, 4, 2, 0, 0, 0], carry: 0 });
  });

  it('two tied for first combine first and second (7 + 4 = 11): 5 and 5, 1 carried; third still paid', () => {
    expect(payShares(13, 2, [1, 1, 3, 4, 5, 6])).toEqual({ payouts: [5, 5, 2, 0, 0, 0], carry: 1 });
  });

  it('three or more tied for first split the whole pot, rounding down', () => {
    expect(payShares(13, 2, [1, 1, 1, 4, 5, 6])).toEqual({ payouts: [4, 4, 4, 0, 0, 0], carry: 1 });
  });

  it('two or more tied for second combine second and third', () => {
    expect(payShares(12, 2, [1, 2, 2, 4, 5, 6])).toEqual({ payouts: [6, 3, 3, 0, 0, 0], carry: 0 });
    expect(payShares(12, 2, [1, 2, 2, 2, 5, 6])).toEqual({ payouts: [6, 2, 2, 2, 0, 0], carry: 0 });
  });

  it('two or more tied for third split the third-place share', () => {
    expect(payShares(12, 3, [1, 2, 3, 3, 5, 6])).toEqual({ payouts: [3, 6, 1, 1, 0, 0], carry: 1 });
  });

  it('a two-player game pays the whole pot to first; a tie splits it', () => {
    expect(payShares(6, 3, [2, 1])).toEqual({ payouts: [0, 6], carry: 0 });
    expect(payShares(7, 3, [1, 1])).toEqual({ payouts: [3, 3], carry: 1 });
  });

  it('share size 0 plays for nothing', () => {
    expect(payShares(0, 0, [1, 2, 3])).toEqual({ payouts: [0, 0, 0], carry: 0 });
  });

  it('never pays seats that are not in the game', () => {
    expect(payShares(9, 3, [1, null, 2, 3])).toEqual({ payouts: [6, 0, 3, 0], carry: 0 });
  });
});
