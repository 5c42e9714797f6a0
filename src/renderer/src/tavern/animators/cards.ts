import type { Family } from './index';
import { centerOf, floatText, fly, miniCard } from './fly';

/** Pacing: only what a player must follow holds up the next event; the rest moves alongside it. */
/** Cards fly from the player's place to the stack as played, and on to the discard as they resolve or are Negated. */
export const cardAnimators: Family = {
  cardPlayed: async (e, stage) => {
    stage.apply(e);
    // A sprung Plot is turned face up where it lay, at the foot of its owner's plate.
    const from = (e.fromPlot ? stage.boardSpot(e.seat) : null) ?? centerOf(stage, e.seat);
    if (e.fromPlot) void floatText(stage, 'Plot sprung!', from, 0x6ab0e0, 650, 18);
    await fly(stage, miniCard(stage.titleOf(e.card, e.def)), from, stage.spot('stack'), 300, 200);
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
    void fly(stage, miniCard(null, 0xe9e1cf), centerOf(stage, e.seat), stage.spot('discard'), 260);
    await stage.anim.wait(60);
  },
};
