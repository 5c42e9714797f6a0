import { describe, expect, it } from 'vitest';
import { nearestInDirection, type Box } from '../../../src/renderer/src/ui/spatial';

const b = (x: number, y: number, w = 80, h = 30): Box => ({ x, y, w, h });

describe('spatial focus for a gamepad (issue 26.1)', () => {
  // A row of three buttons, a wide button under the middle one, a small one far down and to the right.
  const row = [b(0, 0), b(100, 0), b(200, 0)];
  const under = b(60, 60, 200);
  const far = b(600, 400);
  const all = [...row, under, far];

  it('moves along a row to the neighbour, and stops at its end', () => {
    expect(nearestInDirection(row[1]!, all, 'right')).toBe(2);
    expect(nearestInDirection(row[1]!, all, 'left')).toBe(0);
    expect(nearestInDirection(row[0]!, [row[0]!, row[1]!], 'left')).toBe(-1);
  });

  it('moves down to the control under it rather than one further down and aside', () => {
    expect(nearestInDirection(row[2]!, all, 'down')).toBe(3);
    expect(nearestInDirection(under, all, 'down')).toBe(4);
    expect(nearestInDirection(under, all, 'up')).toBe(1);
  });

  it('never picks a control behind the direction pressed', () => {
    expect(nearestInDirection(far, all, 'down')).toBe(-1);
    expect(nearestInDirection(far, all, 'right')).toBe(-1);
  });
});
