import { describe, expect, it } from 'vitest';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { playableCharacters } from '../../../src/shared/tavern/content/catalog';
import { drawCharacters } from '../../../src/shared/tavern/draw';

/** Issue 23.7: random draws are distinct until every character is at the table. */
const KEYS = playableCharacters().map((c) => c.key);

describe('drawCharacters', () => {
  it('eight characters to choose from, the first four first (recorded seeds draw from this order)', () => {
    expect(KEYS).toEqual(['tamsin', 'okko', 'vess', 'grusk', 'hesper', 'wren', 'corvin', 'pell']);
  });

  it('up to eight random seats never repeat a character, over many seeds', () => {
    for (let seed = 0; seed < 300; seed++) {
      const n = 2 + (seed % 7);
      const got = drawCharacters(Array.from({ length: n }, () => 'random'), rngFrom(seedRng(seed)));
      expect(new Set(got).size, `seed ${seed}: ${got.join(',')}`).toBe(n);
    }
  });

  it('a chosen character is kept and never drawn for a random seat while others are left', () => {
    for (let seed = 0; seed < 200; seed++) {
      const got = drawCharacters(['okko', 'random', 'okko', 'random', 'random', 'random', 'random', 'random'], rngFrom(seedRng(seed)));
      expect(got[0]).toBe('okko');
      expect(got[2]).toBe('okko');
      const drawn = got.filter((_, i) => i !== 0 && i !== 2);
      expect(drawn).not.toContain('okko');
      expect(new Set(drawn).size).toBe(6);
    }
  });

  it('past every character, the draw starts again over all of them', () => {
    const got = drawCharacters(Array.from({ length: 12 }, () => 'random'), rngFrom(seedRng(3)));
    expect(new Set(got.slice(0, 8)).size).toBe(8);
    expect(new Set(got.slice(8)).size).toBe(4);
    expect(got.every((k) => KEYS.includes(k))).toBe(true);
  });

  it('every character is drawn for a lone random seat (all eight can be dealt)', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 200; seed++) seen.add(drawCharacters(['random'], rngFrom(seedRng(seed)))[0]!);
    expect(seen).toEqual(new Set(KEYS));
  });

  it('is pure: the same choices and PRNG state give the same seats', () => {
    const a = drawCharacters(['random', 'vess', 'random', 'random'], rngFrom(seedRng(9)));
    const b = drawCharacters(['random', 'vess', 'random', 'random'], rngFrom(seedRng(9)));
    expect(a).toEqual(b);
  });
});
