import { describe, expect, it } from 'vitest';
import { raisePresets } from '../../../src/renderer/src/ui/presets';

// Issue 28, item 14: the presets read as a poker player reads them.
describe('raise presets', () => {
  // Another seat bet 4 this round, you have bet nothing (4 to call), 10 in the pot.
  const b = { currentBet: 4, toCall: 4, stack: 95, minRaiseTo: 8, maxRaiseTo: 95, pots: [10], roundBets: [4, 0, 0] };
  const p = Object.fromEntries(raisePresets(b).map((x) => [x.id, x]));

  it('a pot-sized raise: call, then raise by the pot after the call', () => {
    // The middle holds 10 + 4 = 14; after calling 4 it holds 18; raise to 4 + 18 = 22.
    expect(p.pot!.to).toBe(22);
    expect(p.pot!.label).toBe('Pot: to 22');
    expect(p.pot!.title).toMatch(/pot-sized raise/);
    expect(p.half!.to).toBe(13);
  });

  it('all in says it is the raise-to total, and what you have', () => {
    const q = raisePresets({ ...b, stack: 95, maxRaiseTo: 99 });
    const max = q.find((x) => x.id === 'max')!;
    expect(max.label).toBe('All in: to 99');
    expect(max.title).toContain('(95)');
    expect(max.title).toContain('becomes 99');
  });

  it('every label says the amount is a raise-to total', () => {
    for (const x of raisePresets(b)) expect(x.label).toMatch(/to \d+$/);
  });

  it('amounts stay between the minimum raise and all in', () => {
    const q = raisePresets({ ...b, pots: [1000] });
    expect(q.find((x) => x.id === 'pot')!.to).toBe(95);
    const r = raisePresets({ ...b, pots: [0], roundBets: [0, 0], currentBet: 0, toCall: 0 });
    expect(r.find((x) => x.id === 'half')!.to).toBe(8);
  });
});
