import { describe, expect, it } from 'vitest';
import { clickableCards, matchingSet, ownActions, pickCard, visibleActions } from '../../../src/renderer/src/ui/choices';
import type { Action } from '../../../src/shared/engine/types';

const idx = (legal: Action[]) => ownActions(legal, legal.map((a) => a.t), false);

describe('clicking a card chooses among the legal actions only', () => {
  it('takes the one action a card stands for', () => {
    const acts = idx([{ t: 'reveal', card: 4 }, { t: 'reveal', card: 9 }]);
    expect(clickableCards(acts)).toEqual(new Set([4, 9]));
    expect(pickCard(acts, new Set(), 9).act?.a).toEqual({ t: 'reveal', card: 9 });
  });

  it('selects a card that several actions name, and narrows the buttons to them', () => {
    const acts = idx([
      { t: 'build', card: 1, row: 2, col: 2 },
      { t: 'build', card: 1, row: 2, col: 3 },
      { t: 'build', card: 5, row: 2, col: 2 },
    ]);
    const r = pickCard(acts, new Set(), 1);
    expect(r.act).toBeNull();
    expect([...r.selected]).toEqual([1]);
    expect(visibleActions(acts, r.selected).map((x) => x.a.col)).toEqual([2, 3]);
    expect(pickCard(acts, r.selected, 1).selected.size).toBe(0);
  });

  it('toggles cards of a set and finds the action using exactly them', () => {
    const acts = idx([{ t: 'keep' }, { t: 'exchange', cards: [3] }, { t: 'exchange', cards: [7] }, { t: 'exchange', cards: [3, 7] }]);
    let sel = pickCard(acts, new Set(), 7).selected;
    expect(matchingSet(acts, sel)?.a).toEqual({ t: 'exchange', cards: [7] });
    sel = pickCard(acts, sel, 3).selected;
    expect(matchingSet(acts, sel)?.a).toEqual({ t: 'exchange', cards: [3, 7] });
    // No set is larger than two: a third card is not added.
    expect(pickCard(acts, sel, 9).selected.size).toBe(2);
    sel = pickCard(acts, sel, 7).selected;
    expect([...sel]).toEqual([3]);
  });

  it('leaves betting to the betting controls and the next game to the results panel', () => {
    const legal: Action[] = [{ t: 'check' }, { t: 'fold' }, { t: 'next-game' }, { t: 'keep' }];
    expect(ownActions(legal, ['Check', 'Fold', 'Next', 'Keep'], true).map((x) => x.text)).toEqual(['Keep']);
  });
});

describe('twinCards (issue 28, item 7: a second copy of an offered card takes clicks)', () => {
  it('maps a copy nobody names to the offered card of the same face in its zone', async () => {
    const { twinCards } = await import('../../../src/renderer/src/ui/choices');
    const actions = [{ a: { t: 'take', card: 1 }, i: 0, text: 'Keep a blue Merchant' }];
    const face = (id: number) => (id === 1 || id === 2 ? 'bM' : 'rW');
    const twins = twinCards(actions, { 'hand.0': { cards: [1, 2, 3] }, 'loot.0': { cards: [4] } }, face);
    expect([...twins]).toEqual([[2, 1]]);
    // A set of cards names its cards exactly: no twins then.
    expect(twinCards([{ a: { t: 'discard', cards: [1] }, i: 0, text: '' }], { 'hand.0': { cards: [1, 2] } }, face).size).toBe(0);
  });
});
