import { describe, expect, it } from 'vitest';
import { formatCard } from '../../../src/shared/cards/card';
import { newTable } from '../../../src/shared/engine/table';
import { rngFrom, seedRng, shuffleInPlace } from '../../../src/shared/rng';
import { config } from '../../helpers/table';

describe('the seeded PRNG', () => {
  it('pins what seed 7 deals at a two-player Rogues and Warriors table', () => {
    const s = newTable(config('rogues-and-warriors', 2, { seed: 7 })).state;
    // If this changes, every saved game and replay changes with it: only change it on purpose.
    expect([s.zones['hand.0']!.cards, s.zones['hand.1']!.cards].map((h) => h.map(formatCard))).toMatchSnapshot();
  });

  it('keeps its whole state as plain numbers: resuming from them continues the same sequence', () => {
    const a = rngFrom(seedRng(42));
    a.int(1, 6);
    const saved = JSON.parse(JSON.stringify(a.state()));
    const b = rngFrom(saved);
    expect(Array.from({ length: 20 }, () => a.int(1, 6))).toEqual(Array.from({ length: 20 }, () => b.int(1, 6)));
  });

  it('rolls every face of a die about equally often', () => {
    const r = rngFrom(seedRng(1));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[r.int(1, 6) - 1]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400);
  });

  it('shuffles a permutation', () => {
    const items = Array.from({ length: 90 }, (_, i) => i);
    const shuffled = shuffleInPlace(rngFrom(seedRng(3)), [...items]);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });
});
