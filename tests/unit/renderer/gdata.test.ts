import { describe, expect, it } from 'vitest';
import { DRAGON_IDS, GREY_IDS } from '../../../src/shared/cards/card';
import type { SeatView } from '../../../src/shared/engine/view';
import { cardBadges, readG } from '../../../src/renderer/src/table/gdata';

describe("reading a game's public state generically", () => {
  it('shows one group of dice per seat, and hides bookkeeping a game asks to hide', () => {
    const { dice, info } = readG('threes', { dice: 5, roll: [[6, 5], [], [2]], keep: [[3], [1, 1], []] }, 3);
    expect(dice.map((d) => `${d.seat}:${d.label}:${d.dice.join('')}`)).toEqual(['0:Rolled:65', '2:Rolled:2', '0:Keep:3', '1:Keep:11']);
    expect(info).toEqual([]);
  });

  it('reads common dice as dice even with as many dice as seats', () => {
    const { dice } = readG('delve', { common: [6, 5], own: [[], []] }, 2);
    expect(dice).toEqual([{ key: 'common', label: 'Common monsters', seat: null, dice: [6, 5] }]);
  });

  it('reads one number per seat as a line at each seat, and plain numbers as table lines', () => {
    const { dice, info } = readG('dragon-hordes', { turn: 0, dice: [], taken: [0, 3, 1], placed: [2, 2, 2], round: 4 }, 3);
    expect(dice).toEqual([]);
    expect(info.filter((i) => i.seat === 1).map((i) => `${i.label} ${i.value}`)).toEqual(['Taken 3', 'Placed 2']);
    expect(info.filter((i) => i.seat === null).map((i) => `${i.label} ${i.value}`)).toEqual(['Round 4']);
  });

  it('unknown games still show their dice and numbers', () => {
    const { dice, info } = readG('rogues-and-warriors', { pool: [1, 2, 3], level: 2, note: 'x' }, 4);
    expect(dice.map((d) => d.dice)).toEqual([[1, 2, 3]]);
    expect(info.map((i) => i.label)).toEqual(['Level', 'Note']);
  });

  it('puts the coins of each Horde on its card', () => {
    const view = {
      game: 'dragon-hordes',
      g: { hordes: { grey: [0, 1, 2, 3, 4], dragon: { r: 5, g: 6, b: 7 } } },
      zones: { hordes: { cards: [...GREY_IDS, ...DRAGON_IDS], vis: { to: 'all' }, seen: true } },
    } as unknown as SeatView;
    const b = cardBadges(view);
    expect(GREY_IDS.map((id) => b.get(id))).toEqual(['0', '1', '2', '3', '4']);
    expect(DRAGON_IDS.map((id) => b.get(id))).toEqual(['5', '6', '7']);
  });
});
