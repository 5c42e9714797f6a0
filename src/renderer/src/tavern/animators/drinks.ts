import type { Family } from './index';
import { centerOf, fly, miniCard } from './fly';

/**
 * Drinks slide face down from the Drink Deck onto a pile when ordered; when drunk they flip face up at the
 * drinker's place (a Chaser is the next card of the same chain, each flipped in turn).
 */
export const drinkAnimators: Family = {
  drinkOrdered: async (e, stage) => {
    await fly(stage, miniCard(null), stage.spot('deck'), centerOf(stage, e.to), 340);
    stage.apply(e);
  },
  drinkRevealed: async (e, stage) => {
    stage.apply(e);
    const at = centerOf(stage, e.seat);
    const from = e.source === 'deck' ? stage.spot('deck') : at;
    const card = miniCard(null);
    const to = { x: (at.x + stage.spot('stack').x) / 2, y: (at.y + stage.spot('stack').y) / 2 };
    if (stage.anim.instant) return card.destroy({ children: true });
    card.position.set(from.x, from.y);
    stage.fx.addChild(card);
    await stage.anim.to(card.position, { x: to.x, y: to.y }, 220, undefined, card);
    // The flip: narrow to nothing, turn face up, widen again.
    await stage.anim.to(card.scale, { x: 0 }, 120, undefined, card);
    card.destroy({ children: true });
    const face = miniCard(stage.titleOf(e.card, e.def), 0xf4e2b0);
    face.position.set(to.x, to.y);
    face.scale.set(0, 1);
    stage.fx.addChild(face);
    await stage.anim.to(face.scale, { x: 1.25, y: 1.25 }, 160, undefined, face);
    await stage.anim.wait(300);
    face.destroy({ children: true });
    stage.anim.requestFrame();
  },
  drinkDiscarded: async (e, stage) => {
    void fly(stage, miniCard(null, 0xe9e1cf), stage.spot('stack'), stage.spot('discard'), 200);
  },
};
