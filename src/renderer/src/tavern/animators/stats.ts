import type { Family } from './index';
import { floatText } from './fly';

/** A stat change shows as a number rising from the seat's tracks, and the tracks move to the new value. */
export const statAnimators: Family = {
  statChanged: async (e, stage) => {
    stage.apply(e);
    const p = stage.placeOf(e.seat);
    if (!p) return;
    const d = e.to - e.from;
    const text = `${d > 0 ? '+' : '−'}${Math.abs(d)} ${e.stat === 'F' ? 'Fortitude' : 'Alcohol'}`;
    // Losing Fortitude or gaining Alcohol brings passing out closer: red; the others green.
    const bad = (e.stat === 'F' && d < 0) || (e.stat === 'AC' && d > 0);
    // The number rises alongside what follows; the tracks have already moved.
    // It rises over the tracks, not over the player's name (issue 22.17).
    void floatText(stage, text, { x: p.x + p.w / 2, y: p.y + 96 }, bad ? 0xff7a6a : 0x8ae8a0, 650);
  },
};
