import { Container, Graphics, Text } from 'pixi.js';
import { FONT } from '../../table/palette';
import type { Family } from './index';
import { centerOf, floatText, fly, prizeCard } from './fly';

/** An IOU slip: a small cream paper with its word. */
function slip(n: number): Container {
  const c = new Container();
  c.addChild(new Graphics().roundRect(-24, -13, 48, 26, 3).fill(0xf4ecd8).stroke({ width: 2, color: 0x7a5a3a }));
  const t = new Text({ text: n > 1 ? `IOU×${n}` : 'IOU', style: { fontFamily: FONT, fontSize: 12, fontWeight: 'bold', fill: 0x5a2a1a } });
  t.anchor.set(0.5);
  c.addChild(t);
  return c;
}

/**
 * The Prizes variant and Vess's IOUs: a used Prize goes from the stack to the Prize Bin (by the Inn) with
 * its name; an IOU slip flies from the giver to the taker (a Vess handing one out, or one coming back).
 * Winning a Prize with the pot is the Round's (round.ts); the badges on the plates are the scene's.
 */
export const prizeAnimators: Family = {
  prizeUsed: async (e, stage) => {
    stage.apply(e);
    const inn = stage.spot('inn');
    void floatText(stage, `${stage.name(e.seat)} uses ${stage.titleOf(e.card)}`, { x: inn.x, y: inn.y + 40 }, 0xf0d070, 900);
    await fly(stage, prizeCard(stage.titleOf(e.card)), stage.spot('stack'), { x: inn.x, y: inn.y + 44 }, 380, 150);
  },
  iou: async (e, stage) => {
    await fly(stage, slip(e.n), centerOf(stage, e.from), centerOf(stage, e.to), 380, 80);
    stage.apply(e);
  },
};
