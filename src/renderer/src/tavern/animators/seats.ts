import type { Family } from './index';
import { floatText } from './fly';

/** A character leaving the table (passed out or broke) shakes and fades; a new turn pulses its place. */
export const seatAnimators: Family = {
  eliminated: async (e, stage) => {
    const plate = stage.plateOf(e.seat);
    const p = stage.placeOf(e.seat);
    // Large: a character leaving the table is the biggest thing that happens at it.
    if (p) void floatText(stage, e.why === 'passed-out' ? 'Passed out!' : 'Broke!', { x: p.x + p.w / 2, y: p.y + p.h / 2 }, 0xff6a5a, 1100, 32);
    if (plate && !stage.anim.instant) {
      const x = plate.position.x;
      for (const dx of [8, -8, 6, -6, 0]) await stage.anim.to(plate.position, { x: x + dx }, 60, undefined, plate);
      await stage.anim.to(plate, { alpha: 0.3 }, 420);
    }
    stage.apply(e);
  },
  turn: async (e, stage) => {
    stage.apply(e);
    const p = stage.placeOf(e.seat);
    if (p) void floatText(stage, `${stage.name(e.seat)}'s turn`, { x: p.x + p.w / 2, y: p.y - 4 }, 0xffe08a, 600);
  },
  won: async (e, stage) => {
    const at = stage.spot('stack');
    await floatText(stage, e.tie ? 'A tie!' : `${stage.name(e.seats[0]!)} wins!`, at, 0xfff0a0, 1200);
  },
};
