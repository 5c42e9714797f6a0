/**
 * Spatial focus (issue 26.1): which control the D-pad or the stick moves to from the focused one. Pure: it
 * sees boxes, not the page, so it is unit tested. A candidate counts only if it lies in the direction
 * pressed (its centre past the current box's edge, or past its centre when they overlap on that axis);
 * among those the nearest wins, with distance across the direction weighted double, so "down" prefers the
 * control under you to one far down and to the side.
 */
export type Dir = 'up' | 'down' | 'left' | 'right';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function nearestInDirection(from: Box, candidates: readonly Box[], dir: Dir): number {
  const fx = from.x + from.w / 2;
  const fy = from.y + from.h / 2;
  let best = -1;
  let bestScore = Infinity;
  candidates.forEach((c, i) => {
    const cx = c.x + c.w / 2;
    const cy = c.y + c.h / 2;
    // Along: how far the candidate is in the direction pressed; across: how far it is to the side.
    let along: number;
    let across: number;
    switch (dir) {
      case 'down':
        along = cy - fy;
        across = Math.abs(cx - fx);
        if (c.y < from.y + from.h - 2 && along <= 0) return;
        break;
      case 'up':
        along = fy - cy;
        across = Math.abs(cx - fx);
        if (c.y + c.h > from.y + 2 && along <= 0) return;
        break;
      case 'right':
        along = cx - fx;
        across = Math.abs(cy - fy);
        if (c.x < from.x + from.w - 2 && along <= 0) return;
        break;
      case 'left':
        along = fx - cx;
        across = Math.abs(cy - fy);
        if (c.x + c.w > from.x + 2 && along <= 0) return;
        break;
    }
    if (along <= 0) return;
    // Overlapping on the other axis (a row of buttons, a column of choices) counts as in line.
    const inLine = dir === 'up' || dir === 'down' ? c.x < from.x + from.w && from.x < c.x + c.w : c.y < from.y + from.h && from.y < c.y + c.h;
    const score = along + (inLine ? across * 0.1 : across * 2 + 40);
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}
