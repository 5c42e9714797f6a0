import { Sprite } from 'pixi.js';
import type { Seat } from '../../../../shared/engine/types';
import type { Pt } from '../layout';
import { seatOf, type TableAnimators, type TableStage } from './stage';

/**
 * Dice tumbling where they were rolled (a seat's place or the middle), landing on the rolled values. `where`
 * puts them at a point of the caller's instead (a special's die, on the felt between the seat and the middle).
 */
export async function tumble(s: TableStage, seat: Seat | null, dice: number[], where?: Pt): Promise<void> {
  const L = s.layout;
  if (s.anim.instant || !dice.length || !L) return;
  const at = where ?? (seat === null ? L.center : s.platePoint(seat));
  const dy = where || seat === null ? 0 : L.seats[seat]!.up ? -60 : 60;
  const sprites = dice.map((v, i) => {
    const d = new Sprite(s.art.die(1 + ((v + i) % 6)));
    d.anchor.set(0.5);
    d.scale.set(0.5);
    d.position.set(at.x + (i - (dice.length - 1) / 2) * 38, at.y + dy);
    s.fx.addChild(d);
    return d;
  });
  // The table may be blanked (a hand-over) while the dice tumble: stop touching destroyed sprites.
  const alive = () => sprites.every((d) => !d.destroyed);
  for (let k = 0; k < 6 && alive(); k++) {
    sprites.forEach((d, i) => {
      d.texture = s.art.die(1 + ((k * 7 + i * 3 + (dice[i] ?? 1)) % 6));
      d.rotation = (Math.random() - 0.5) * 0.8;
    });
    s.anim.requestFrame();
    await s.anim.wait(65);
  }
  if (!alive()) return;
  sprites.forEach((d, i) => {
    d.texture = s.art.die(dice[i]!);
    d.rotation = 0;
  });
  s.anim.requestFrame();
  await s.anim.wait(350);
  sprites.forEach((d) => d.destroy());
}

/** Dice: a roll tumbles and lands (the dice kept on the table are drawn from the view afterwards). */
export const diceAnimators: TableAnimators = {
  name: 'dice',
  register(r) {
    r.on('rolled', (s, e) => tumble(s, seatOf(e), Array.isArray(e.dice) ? (e.dice as number[]) : []));
  },
};
