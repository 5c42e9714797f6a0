import { describe, expect, it } from 'vitest';
import type { TavernView } from '../../../src/shared/host/machines/tavern';
import type { TAction } from '../../../src/shared/tavern/types';
import { plateTargets } from '../../../src/renderer/src/tavern/targets';

/** Plates lit as target pickers (issue 24.5): which seats light, and the action each one takes. */
const view = (what?: string): TavernView => ({ seats: [{}, {}, {}, {}], pending: what ? { seat: 0, k: 'choose', what } : { seat: 0, k: 'order' } }) as unknown as TavernView;

describe('plates as target pickers', () => {
  it('an order lights each seat it may go to', () => {
    const acts: TAction[] = [{ t: 'order', to: 2 }, { t: 'order', to: 3 }, { t: 'pass' }];
    const m = plateTargets(view(), acts);
    expect([...m.keys()]).toEqual([2, 3]);
    expect(m.get(3)).toEqual({ t: 'order', to: 3 });
  });

  it("a picked card's single-seat aims light; the Drink Deck, several seats and two modes on one seat do not", () => {
    const acts: TAction[] = [
      { t: 'play', card: 'c1', mode: 0, targets: [1] },
      { t: 'play', card: 'c1', mode: 0, targets: ['deck'] },
      { t: 'play', card: 'c1', mode: 0, targets: [2, 3] },
      { t: 'play', card: 'c1', mode: 0, targets: [3] },
      { t: 'play', card: 'c1', mode: 1, targets: [3] },
    ];
    const m = plateTargets(view(), acts);
    expect([...m.keys()]).toEqual([1]);
  });

  it('a Champion and a Mead split light the seats picked; other choices do not', () => {
    expect([...plateTargets(view('champion'), [{ t: 'choose', pick: '0' }, { t: 'choose', pick: '1' }]).keys()]).toEqual([0, 1]);
    expect([...plateTargets(view('mead-split'), [{ t: 'choose', pick: 'none' }, { t: 'choose', pick: '2' }]).keys()]).toEqual([2]);
    expect(plateTargets(view('collect'), [{ t: 'choose', pick: 'G' }]).size).toBe(0);
    expect(plateTargets(view('champion'), [{ t: 'choose', pick: '9' }]).size).toBe(0);
  });
});
