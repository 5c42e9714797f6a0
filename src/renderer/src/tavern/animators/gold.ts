import { Graphics } from 'pixi.js';
import type { GoldPlace } from '../../../../shared/tavern/types';
import type { Family, TavernStage } from './index';
import { centerOf, fly, floatText } from './fly';

const where = (stage: TavernStage, p: GoldPlace) => (p === 'inn' ? stage.spot('inn') : p === 'pot' ? stage.spot('pot') : centerOf(stage, p));

/** Coins move between stashes, the pot and the Inn. */
export const goldAnimators: Family = {
  goldMoved: async (e, stage) => {
    const a = where(stage, e.from);
    const b = where(stage, e.to);
    const coins = Math.min(e.n, 4);
    const flights: Promise<void>[] = [];
    for (let i = 0; i < coins; i++) {
      const coin = new Graphics().circle(0, 0, 9).fill(0xe8b949).stroke({ width: 2, color: 0x8a6a1a });
      flights.push(stage.anim.wait(i * 60).then(() => fly(stage, coin, a, b, 300)));
    }
    void floatText(stage, `${e.n} Gold`, a, 0xffe08a, 600);
    await Promise.all(flights);
    // (the amount floats alongside)
    stage.apply(e);
  },
};
