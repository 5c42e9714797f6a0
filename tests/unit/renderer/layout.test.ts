import { describe, expect, it } from 'vitest';
import { computeLayout, type ItemIn } from '../../../src/renderer/src/table/layout';

const overlap = (a: { x: number; y: number; w: number; h: number }, b: typeof a) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

function hands(n: number, cards: number): Map<number, ItemIn[]> {
  const m = new Map<number, ItemIn[]>();
  for (let s = 0; s < n; s++) m.set(s, [{ key: `z:hand.${s}`, count: cards, kind: 'cards', label: 60 }]);
  return m;
}

describe('the table layout', () => {
  for (const n of [2, 3, 4, 5, 6, 7, 8]) {
    it(`gives ${n} seats boxes that stay on the canvas and do not overlap`, () => {
      const L = computeLayout(1280, 660, n, 0, hands(n, 7), [{ key: 'z:king', count: 1, kind: 'cards' }]);
      expect(L.seats).toHaveLength(n);
      for (const s of L.seats) {
        expect(s.box.x).toBeGreaterThanOrEqual(0);
        expect(s.box.y).toBeGreaterThanOrEqual(0);
        expect(s.box.x + s.box.w).toBeLessThanOrEqual(1280);
        expect(s.box.y + s.box.h).toBeLessThanOrEqual(660);
        for (const slot of s.items.get(`z:hand.${s.seat}`)!.slots) {
          expect(slot.x).toBeGreaterThan(0);
          expect(slot.x).toBeLessThan(1280);
        }
      }
      for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) expect(overlap(L.seats[a]!.box, L.seats[b]!.box)).toBe(false);
      // The deck and the discards sit between the seats.
      for (const s of L.seats) {
        for (const p of [L.deck, L.discard]) expect(overlap(s.box, { x: p.x - 22, y: p.y - 31, w: 44, h: 62 })).toBe(false);
      }
    });
  }

  it("keeps the pot line off the deck and the discards (issue 28.15: the pot over the deck at three seats)", () => {
    for (const [W, H] of [[1024, 500], [1280, 640], [940, 640]] as const) {
      const L = computeLayout(W, H, 3, 0, hands(3, 2), []);
      // The pot line is about 320 px wide ("Pot: 3 — Ann, Brenna and Corwin"), 22 high; piles 62 high, labelled under.
      const line = { x: L.pot.x - 160, y: L.pot.y - 11, w: 320, h: 22 };
      for (const p of [L.deck, L.discard]) expect(overlap(line, { x: p.x - 22, y: p.y - 31, w: 44, h: 80 }), `${W}×${H}`).toBe(false);
      for (const s of L.seats) expect(overlap(line, s.box), `${W}×${H}`).toBe(false);
    }
  });

  it('puts the seat on screen at the bottom and the others clockwise', () => {
    const L = computeLayout(1280, 660, 4, 2, hands(4, 2), []);
    const y = (s: number) => L.seats[s]!.plate.y;
    const x = (s: number) => L.seats[s]!.plate.x;
    expect(y(2)).toBeGreaterThan(y(0));
    expect(x(3)).toBeLessThan(640); // next clockwise: on the left
    expect(y(0)).toBeLessThan(330); // opposite: at the top
    expect(x(1)).toBeGreaterThan(640);
  });

  it('lays a city out on its grid, with the cells on offer', () => {
    const items = new Map<number, ItemIn[]>([[0, [{ key: 'z:city.0', count: 2, kind: 'cards', grid: { rows: 2, cols: 2, cells: [[0, 0], [1, 1]], targets: [[0, 1]] } }]]]);
    const L = computeLayout(1280, 660, 2, 0, items, [], true);
    const city = L.seats[0]!.items.get('z:city.0')!;
    const [a, b] = city.slots;
    expect(b!.x).toBeGreaterThan(a!.x);
    expect(b!.y).toBeGreaterThan(a!.y);
    expect(city.ghosts[0]!.at.y).toBeCloseTo(a!.y);
    expect(city.ghosts[0]!.at.x).toBeCloseTo(b!.x);
  });
});
