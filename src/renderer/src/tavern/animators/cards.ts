import type { Family } from './index';
import { centerOf, fly, miniCard } from './fly';

/** Pacing: only what a player must follow holds up the next event; the rest moves alongside it. */
/** Cards fly from the player's place to the stack as played, and on to the discard as they resolve or are Negated. */
export const cardAnimators: Family = {
  cardPlayed: async (e, stage) => {
    stage.apply(e);
    await fly(stage, miniCard(stage.titleOf(e.card, e.def)), centerOf(stage, e.seat), stage.spot('stack'), 300, 200);
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
