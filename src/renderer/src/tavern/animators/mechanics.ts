import type { Family } from './index';
import { centerOf, floatText, fly, miniCard } from './fly';

/**
 * The second four's mechanics (issue 23.4), animated at the foot of their owner's plate where the strip shows
 * them: the Oven's Heat rising or spent, a companion coming into play from the stack (or leaving it for the
 * discards), a Plot laid face down from the hand, cards drawn face down out of the Loot Sack, the spent loot
 * shuffled back. Each updates the plate through `stage.apply` (the strip's numbers), then moves.
 */
export const mechanicAnimators: Family = {
  heat: async (e, stage) => {
    stage.apply(e);
    const at = stage.boardSpot(e.seat);
    if (!at) return;
    const d = e.to - e.from;
    void floatText(stage, `${d > 0 ? '+' : '−'}${Math.abs(d)} Heat`, at, d > 0 ? 0xffa04a : 0xffd08a, 650, 18);
    await stage.anim.wait(120);
  },
  companion: async (e, stage) => {
    const at = stage.boardSpot(e.seat) ?? centerOf(stage, e.seat);
    if (e.to === 'play') {
      // The resolved card lands in front of its owner instead of going to the discards.
      await fly(stage, miniCard(stage.titleOf(e.card, e.def), 0xd8f0c0), stage.spot('stack'), at, 320);
      stage.apply(e);
      void floatText(stage, 'In play!', at, 0x9ad06a, 600, 18);
      return;
    }
    stage.apply(e);
    if (e.to === 'discard') await fly(stage, miniCard(stage.titleOf(e.card, e.def), 0xd8f0c0), at, stage.spot('discard'), 320);
    else void floatText(stage, `${stage.titleOf(e.card, e.def).split(',')[0]} leaves`, at, 0xcbbf9f, 600, 16);
  },
  plotLaid: async (e, stage) => {
    const at = stage.boardSpot(e.seat) ?? centerOf(stage, e.seat);
    // Face down for everyone: a card back goes from the hand to the Plots row.
    await fly(stage, miniCard(null, 0x24303a), centerOf(stage, e.seat), at, 300);
    stage.apply(e);
    void floatText(stage, 'A Plot, face down', at, 0x6ab0e0, 650, 16);
  },
  looted: async (e, stage) => {
    const at = stage.boardSpot(e.seat) ?? centerOf(stage, e.seat);
    if (e.n > 0) await fly(stage, miniCard(null, 0x7a5a2a), at, centerOf(stage, e.seat), 280);
    stage.apply(e);
    void floatText(stage, e.n > 0 ? `+${e.n} Loot` : 'The Sack is empty', at, 0xe8d24a, 600, 16);
  },
  sackReshuffled: async (e, stage) => {
    stage.apply(e);
    const at = stage.boardSpot(e.seat);
    if (at) await floatText(stage, 'Spent loot back in the Sack', at, 0xe8d24a, 650, 15);
  },
};
