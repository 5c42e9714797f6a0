import type { Family } from './index';
import { centerOf, floatText, fly, prizeCard } from './fly';

/**
 * The base Round of Gambling shown as control passing around the table (issue 16): the Round's start
 * names itself over the pot and the control token comes out of the pot to the starter; each change of
 * control moves the token to its new holder; a player leaving says so at their place; at the end the pot's
 * winner is named and the Prize goes with the pot; each pass in a Round turn is said at its seat. Who is in,
 * who controls and who passed are also the plates' tags (the scene's Round model, updated by `apply`).
 */
export const roundAnimators: Family = {
  roundStarted: async (e, stage) => {
    stage.apply(e);
    void floatText(stage, 'Round of Gambling!', stage.spot('stack'), 0xe8d0ff, 900);
    if (e.in.includes(e.starter) && !stage.round?.hosted) await stage.moveControl(e.starter, 'pot');
    await stage.prizeToPot();
  },
  control: async (e, stage) => {
    const from = stage.round?.controller ?? null;
    stage.apply(e);
    if (stage.round?.hosted) return;
    if (e.seat !== null) {
      const p = stage.placeOf(e.seat);
      if (p) void floatText(stage, 'takes control', { x: p.x + p.w / 2, y: p.y + p.h / 2 }, 0xffe08a, 700);
    }
    await stage.moveControl(e.seat, from === null ? 'pot' : from);
  },
  gameChosen: async (e, stage) => {
    const had = stage.round?.controller ?? null;
    stage.apply(e);
    // Appendix B: the gambling game decides the Round; nobody controls it, so the token goes back.
    if (e.choice && had !== null) await stage.moveControl(null);
  },
  roundPassed: async (e, stage) => {
    stage.apply(e);
    const p = stage.placeOf(e.seat);
    // The Round going round the table: each pass is said at its seat, briefly.
    if (p) await floatText(stage, 'passes', { x: p.x + p.w / 2, y: p.y + p.h / 2 }, 0xd8c8ff, 450);
  },
  leftRound: async (e, stage) => {
    stage.apply(e);
    const p = stage.placeOf(e.seat);
    if (p) await floatText(stage, 'leaves the Round', { x: p.x + p.w / 2, y: p.y + p.h / 2 }, 0xc8b8e8, 600);
  },
  roundEnded: async (e, stage) => {
    const prize = stage.round?.prize ?? e.prize;
    const taker = e.split && e.split.length > 1 ? 'inn' : e.to;
    const said = e.split && e.split.length > 1 ? 'The pot is split' : e.to === 'inn' ? 'The pot goes to the Inn' : `${stage.name(e.to)} wins the pot of ${e.pot}`;
    // Said over the middle of the table, not across the Drink Deck and the Inn on the pot's row (issue 22.17).
    void floatText(stage, said, stage.spot('stack'), 0xfff0a0, 1000);
    const flights: Promise<void>[] = [];
    if (prize) flights.push(fly(stage, prizeCard(stage.titleOf(prize)), stage.prizeSpot(), taker === 'inn' ? stage.spot('inn') : centerOf(stage, taker), 460, 120));
    if (stage.round?.controller != null) flights.push(stage.moveControl(null));
    await Promise.all(flights);
    stage.apply(e);
  },
};
