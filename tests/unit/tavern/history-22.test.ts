import { describe, expect, it } from 'vitest';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { randomAction } from '../../../src/shared/tavern/random';
import { newTavernGame, tavernRules } from '../../../src/shared/host/machines/tavern';
import { tavernGameProblem, type TavernGame } from '../../../src/shared/tavern/game';

/** Issue 22.8: the saved game keeps the log's events; each seat gets them through the one door, with their turn. */
describe('the log kept across reloads', () => {
  it('history is saved, bounded, survives a JSON round trip, and is filtered per seat', () => {
    let g: TavernGame = newTavernGame('tavern-hist', {
      seats: [
        { name: 'Okko', kind: 'human', char: 'okko' },
        { name: 'Tam', kind: 'bot', char: 'tamsin' },
        { name: 'Gru', kind: 'bot', char: 'grusk' },
      ],
      seed: 7,
    });
    const rng = rngFrom(seedRng(7));
    const at = { by: 'seat', now: 0 } as never;
    for (let i = 0; i < 400 && !g.state.over; i++) {
      const seat = g.state.pending!.seat;
      g = tavernRules.apply(g, seat, randomAction(g.state, seat, rng), at).state;
    }
    // A reload: the saved game read back is the same game, its history included, and passes the save check.
    const back = JSON.parse(JSON.stringify(g)) as TavernGame;
    expect(tavernGameProblem(back)).toBeNull();
    expect(back.history!.length).toBeGreaterThan(50);
    // The look a screen opens with carries the history; the looks that come with each answer do not.
    expect(tavernRules.view(back, 0).history).toBeUndefined();
    const mine = tavernRules.view(back, 0, true).history!;
    const theirs = tavernRules.view(back, 1, true).history!;
    const onlooker = tavernRules.view(back, -1, true).history!;
    // Oldest first, turns never going back.
    for (let i = 1; i < mine.length; i++) expect(mine[i]!.turn).toBeGreaterThanOrEqual(mine[i - 1]!.turn);
    // Okko's private looks reach Okko alone.
    const priv = back.history!.filter((x) => x.e.only === 0);
    expect(priv.length).toBeGreaterThan(0);
    expect(mine.filter((x) => x.e.only === 0).length).toBe(priv.length);
    expect(theirs.some((x) => x.e.only === 0)).toBe(false);
    expect(onlooker.some((x) => x.e.only !== undefined)).toBe(false);
    expect(JSON.stringify(theirs)).not.toContain('"t":"saw"');
  });
});
