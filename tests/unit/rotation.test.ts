import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockwiseFrom, neighbourIn, nextWhere, placesFrom, rotated, seatAfter, seatsAfter, seatsFrom } from '../../src/shared/rotation';
import { propertySeed } from '../helpers/property';

/**
 * Turn rotation (issue 21, item 8): written once in src/shared/rotation.ts, checked here against the plain
 * definitions (walk round the table one seat at a time), and nowhere else written out again.
 */

/** A table of 1 to 8 seats and a seat at it. */
const table = fc.integer({ min: 1, max: 8 }).chain((n) => fc.record({ n: fc.constant(n), seat: fc.integer({ min: 0, max: n - 1 }) }));

/** The plain walk: `k` single steps clockwise (or back), wrapping at the ends. */
function walk(n: number, seat: number, k: number): number {
  let x = seat;
  for (let i = 0; i < Math.abs(k); i++) x = k > 0 ? (x === n - 1 ? 0 : x + 1) : x === 0 ? n - 1 : x - 1;
  return x;
}

describe('rotation', () => {
  it('says the plain things of a table of four', () => {
    expect(seatAfter(4, 3)).toBe(0);
    expect(seatAfter(4, 0, -1)).toBe(3);
    expect(placesFrom(4, 3, 1)).toBe(2);
    expect(seatsAfter(4, 2)).toEqual([3, 0, 1]);
    expect(seatsFrom(4, 2)).toEqual([2, 3, 0, 1]);
    expect(nextWhere(4, 1, (s) => s === 0)).toBe(0);
    expect(nextWhere(4, 1, (s) => s === 1)).toBe(1); // the seat itself comes last
    expect(nextWhere(4, 1, () => false)).toBeNull();
    expect(clockwiseFrom(4, [0, 1, 3], 2)).toEqual([3, 0, 1]);
    expect(clockwiseFrom(4, [3, 0, 1], 1)).toEqual([1, 3, 0]);
    expect(rotated(['a', 'b', 'c'], 4)).toEqual(['b', 'c', 'a']);
    expect(rotated([], 2)).toEqual([]);
    expect(neighbourIn([2, 5, 7], 7, 1)).toBe(2);
    expect(neighbourIn([2, 5, 7], 2, -1)).toBe(7);
  });

  it('agrees with walking round the table one seat at a time', () => {
    fc.assert(
      fc.property(table, fc.integer({ min: -20, max: 20 }), fc.func(fc.boolean()), ({ n, seat }, k, ok) => {
        expect(seatAfter(n, seat, k)).toBe(walk(n, seat, k));
        for (let other = 0; other < n; other++) expect(walk(n, seat, placesFrom(n, seat, other))).toBe(other);
        expect(seatsAfter(n, seat)).toEqual(Array.from({ length: n - 1 }, (_, i) => walk(n, seat, i + 1)));
        expect(seatsFrom(n, seat)).toEqual(Array.from({ length: n }, (_, i) => walk(n, seat, i)));
        const first = Array.from({ length: n }, (_, i) => walk(n, seat, i + 1)).find((x) => ok(x));
        expect(nextWhere(n, seat, (x) => ok(x))).toBe(first ?? null);
      }),
      { seed: propertySeed('rotation: against the walk'), numRuns: 300 },
    );
  });

  it('puts any set of seats in turn order from any seat, ascending or not', () => {
    fc.assert(
      fc.property(
        table.chain(({ n, seat }) => fc.record({ n: fc.constant(n), from: fc.constant(seat), seats: fc.shuffledSubarray(Array.from({ length: n }, (_, i) => i)) })),
        fc.boolean(),
        ({ n, from, seats }, sortFirst) => {
          const given = sortFirst ? [...seats].sort((a, b) => a - b) : seats;
          const before = [...given];
          const want = Array.from({ length: n }, (_, i) => walk(n, from, i)).filter((x) => given.includes(x));
          expect(clockwiseFrom(n, given, from)).toEqual(want);
          expect(given).toEqual(before);
        },
      ),
      { seed: propertySeed('rotation: clockwiseFrom'), numRuns: 300 },
    );
  });

  it('is the one place src/shared writes turn rotation out', () => {
    const shared = join(__dirname, '../../src/shared');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const p = join(dir, name);
        return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
      });
    // `(seat + k) % n`, `% seats.length` and the like: a seat (or index) taken round a table's size.
    const ROTATION = /[+-]\s*[\w.]+\)\s*%\s*(n|[\w.]*(seats|stacks|money|order|winners)\.length)\b|%\s*(n|[\w.]*(seats|stacks|money)\.length)\)\s*[+-]/;
    const planted = ['const x = (after + k) % n;', 'return (s.startingPlayer + 1) % s.stacks.length;', 'seats[(i + dir + seats.length) % seats.length]'];
    for (const line of planted) expect(ROTATION.test(line), line).toBe(true);
    // The Wheel's Leader moves round the wheel's spaces, not round the table's seats.
    const NOT_SEATS = new Set(['games/the-wheel/scoring.ts']);
    const found: string[] = [];
    for (const f of files(shared)) {
      if (f.endsWith('/rotation.ts') || NOT_SEATS.has(f.slice(shared.length + 1))) continue;
      readFileSync(f, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (!/^\s*(\/\/|\*)/.test(line) && ROTATION.test(line)) found.push(`${f.slice(shared.length + 1)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
