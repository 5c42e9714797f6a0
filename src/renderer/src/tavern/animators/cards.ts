import type { Family } from './index';
import { bigCard, centerOf, floatText, fly, miniCard } from './fly';
import { zoomOfKey } from '../words';

/** How long a played card stays large on the table before it goes on (ms at speed 1; Skip ends it). */
export const READ_MS = 1100;

/** Pacing: only what a player must follow holds up the next event; the rest moves alongside it. */
/** Cards fly from the player's place to the stack as played, and on to the discard as they resolve or are Negated. */
export const cardAnimators: Family = {
  cardPlayed: async (e, stage) => {
    stage.apply(e);
    // A sprung Plot is turned face up where it lay, at the foot of its owner's plate.
    const from = (e.fromPlot ? stage.boardSpot(e.seat) : null) ?? centerOf(stage, e.seat);
    if (e.fromPlot) void floatText(stage, 'Plot sprung!', from, 0x6ab0e0, 650, 18);
    await fly(stage, miniCard(stage.titleOf(e.card, e.def)), from, stage.spot('stack'), 300);
    // Issue 22.7: the card is shown large with its text for a moment, so a bot's play can be read, then goes on.
    const z = zoomOfKey(e.def);
    if (z && !stage.anim.instant) {
      const big = bigCard(z, `${stage.name(e.seat)} plays${e.targets.length ? ` on ${e.targets.map((t) => (t === 'deck' ? 'the Drink Deck' : stage.name(t))).join(' and ')}` : ''}`);
      const at = stage.spot('stack');
      big.position.set(at.x, at.y);
      big.scale.set(0.4);
      stage.fx.addChild(big);
      await stage.anim.to(big.scale, { x: 1, y: 1 }, 160, undefined, big);
      await stage.anim.wait(READ_MS);
      await stage.anim.to(big, { alpha: 0 }, 160);
      if (!big.destroyed) big.destroy({ children: true });
      stage.anim.requestFrame();
    }
  },
  cardNegated: async (e, stage) => {
    stage.apply(e);
    await fly(stage, miniCard(null, 0xf6c9c0), stage.spot('stack'), stage.spot('discard'), 320);
  },
  cardResolved: async (e, stage) => {
    stage.apply(e);
    await fly(stage, miniCard(null, 0xe9e1cf), stage.spot('stack'), stage.spot('discard'), 150);
  },
  discarded: async (e, stage) => {
    stage.apply(e);
    // Discards fly without holding up what follows (a Discard and Draw may discard several at once).
    // They fly face up (issue 22.7): a discard is public.
    void fly(stage, miniCard(stage.titleOf(null, e.def)), centerOf(stage, e.seat), stage.spot('discard'), 260);
    await stage.anim.wait(60);
  },
};
