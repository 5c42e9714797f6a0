import { describe, expect, it } from 'vitest';
import { zoneOf } from '../../../src/shared/engine/zones';

/** zoneOf keeps the names it builds (for fast lookups); the names themselves must not change, saves and views use them. */
describe('zoneOf', () => {
  it('names a seat zone `<base>.<seat>`, asked once or again', () => {
    expect(zoneOf('hand', 2)).toBe('hand.2');
    expect(zoneOf('up', 0)).toBe('up.0');
    expect(zoneOf('hand', 3)).toBe('hand.3');
    expect(zoneOf('hand', 3)).toBe('hand.3');
  });

  it('still names a zone for an odd seat or a flood of bases, without keeping them', () => {
    expect(zoneOf('hand', -1)).toBe('hand.-1');
    expect(zoneOf('hand', 1.5)).toBe('hand.1.5');
    expect(zoneOf('hand', 99)).toBe('hand.99');
    for (let i = 0; i < 200; i++) expect(zoneOf(`odd${i}`, 1)).toBe(`odd${i}.1`);
    expect(zoneOf('hand', 4)).toBe('hand.4');
  });
});
