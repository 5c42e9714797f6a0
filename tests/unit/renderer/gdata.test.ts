import { describe, expect, it } from 'vitest';
import { cardInfo, DRAGON_IDS, GREY_IDS, type CardId } from '../../../src/shared/cards/card';
import type { SeatView } from '../../../src/shared/engine/view';
import { cardBadges, outWords, readG, zoneRunsOf } from '../../../src/renderer/src/table/gdata';
import { useHostCatalogue } from '../../helpers/catalogue';

// The page's lookups read the host's catalogue, as the app loads it before the first screen.
useHostCatalogue();

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

  it('unknown games show a key named dice as dice, other lists of small numbers as words', () => {
    const { dice, info } = readG('rogues-and-warriors', { dice: [4, 6], pool: [1, 2, 3], level: 2, note: 'x' }, 4);
    expect(dice.map((d) => d.dice)).toEqual([[4, 6]]);
    expect(info.map((i) => `${i.label}: ${i.value}`)).toEqual(['Pool: 1 · 2 · 3', 'Level: 2', 'Note: x']);
  });

  it("never reads Greyport's shipment sizes as dice: a line at each seat, and the Warehouse cut by shipment", () => {
    const g = { rounds: 12, round: 3, first: 0, shipments: [[1, 1], [], [2, 1, 1]] };
    const { dice, info } = readG('streets-of-greyport', g, 3, { g } as unknown as SeatView);
    expect(dice).toEqual([]);
    expect(info.filter((i) => i.seat !== null).map((i) => `${i.seat} ${i.label}: ${i.value}`)).toEqual([
      '0 Shipments: 2 (2 cards)',
      '2 Shipments: 3 (4 cards)',
    ]);
    const view = { game: 'streets-of-greyport', g } as unknown as SeatView;
    expect(zoneRunsOf(view, 'warehouse.2', [10, 11, 12, 13])).toEqual([[10, 11], [12], [13]]);
    expect(zoneRunsOf(view, 'cart.2', [10, 11])).toEqual([[10, 11]]);
  });

  it("shows a Loot Pile sorted by rank and color, other zones as they lie", () => {
    const view = { game: 'heroes-plunder', g: null } as unknown as SeatView;
    const rank = (ids: (CardId | null)[]) => ids.map((id) => cardInfo(id!).rank);
    const pile = [...GREY_IDS].reverse();
    expect(rank(zoneRunsOf(view, 'loot.1', pile)[0]!)).toEqual([1, 2, 3, 4, 5]);
    expect(rank(zoneRunsOf(view, 'hand.1', pile)[0]!)).toEqual([5, 4, 3, 2, 1]);
  });

  it('shows dice only for the keys each dice game declares', () => {
    expect(readG('jack-of-all-trades', { workers: [[1, 2], [3]], pattern: null, jobs: [], placed: [[[4], [5]], []] }, 2).dice.map((d) => `${d.seat}:${d.label}:${d.dice.join('')}`)).toEqual(
      ['0:Workers:12', '1:Workers:3', '0:On jobs:45'],
    );
    expect(readG('spy-network', { dice: [[3, 4], [1, 1]] }, 2).dice.map((d) => d.seat)).toEqual([0, 1]);
    expect(readG('dragon-hordes', { dice: [2, 5], taken: [0, 0] }, 2).dice).toEqual([{ key: 'dice', label: 'Roll', seat: null, dice: [2, 5] }]);
  });

  it("puts the coins of each Horde on its card, as the view counts them (the screen computes no Horde)", async () => {
    const { newTable } = await import('../../../src/shared/engine/table');
    const { viewFor } = await import('../../../src/shared/engine/view');
    const seats = [0, 1, 2].map((i) => ({ name: `P${i}`, kind: 'human' as const }));
    const s = newTable({ game: 'dragon-hordes', seats, variants: [], stakes: { mode: 'betting', minRaise: true }, splitRule: 'merchant', startingChips: 20, seed: 9 }).state;
    // Different coins on every Horde, so a card shown with another Horde's coins is caught.
    s.g.hordes = { grey: [0, 1, 2, 3, 4], dragon: { r: 5, g: 6, b: 7 } };
    const view = viewFor(s, 0);
    const b = cardBadges(view);
    expect(GREY_IDS.map((id) => b.get(id))).toEqual(['0', '1', '2', '3', '4']);
    expect(DRAGON_IDS.map((id) => b.get(id))).toEqual(['5', '6', '7']);
    expect(Object.keys(view.cardMarks).map(Number).sort((x, y) => x - y)).toEqual([...GREY_IDS, ...DRAGON_IDS].sort((x, y) => x - y));
  });
});

describe('City Square on the table (issue 13)', () => {
  it("draws the viewer's districts chosen this year in the city, names each card's district, and reads the failing cells", async () => {
    const { newTable, applyInPlace } = await import('../../../src/shared/engine/table');
    const { viewFor } = await import('../../../src/shared/engine/view');
    const { cardCaptions, failingCells, gridOf, plannedCards } = await import('../../../src/renderer/src/table/gdata');
    const seats = [0, 1].map((i) => ({ name: `P${i}`, kind: 'human' as const }));
    const s = newTable({ game: 'city-square', seats, variants: [], stakes: { mode: 'betting', minRaise: true }, splitRule: 'merchant', startingChips: 20, seed: 4 }).state;
    const [first] = s.zones['hand.0']!.cards;
    applyInPlace(s, 0, { t: 'build', card: first!, row: 2, col: 2 });
    const mine = viewFor(s, 0);
    expect(plannedCards(mine)).toEqual([{ card: first, zone: 'city.0' }]);
    expect([...gridOf('city-square')!.cells(mine, 0)]).toEqual([[first, [2, 2]]]);
    // The other seat sees nothing of that choice.
    const theirs = viewFor(s, 1);
    expect(plannedCards(theirs)).toEqual([]);
    expect(gridOf('city-square')!.cells(theirs, 0).size).toBe(0);
    const names = cardCaptions(mine);
    expect(names.get(first!)).toMatch(/^(Barracks|Estate|Tavern|Market|Thieves' Guild|Fancy Tavern)$/);
    expect(theirs.zones['hand.0']!.cards.every((c) => c === null)).toBe(true);
    expect(failingCells(mine, 0)).toEqual([]);
  });
});

describe('polish words (issue 28.15)', () => {
  it("names Dragon Hordes' last prediction as the predictor's, in words", () => {
    const v = { seat: 0, names: ['Ann', 'Dagny'] } as unknown as SeatView;
    const line = (seat: number, result: string) => readG('dragon-hordes', { last: { seat, result } }, 2, v).info.find((i) => i.key === 'last');
    expect(line(1, 'wrong')).toMatchObject({ label: "Dagny's last prediction", value: 'wrong' });
    expect(line(0, 'half-right')).toMatchObject({ label: 'Your last prediction', value: 'half right' });
  });

  it("says a Doublerogue bust and its penalty on the plate, not 'folded' and a bare 'Paid'", () => {
    const g = { out: [null, 'rogues', 'no-ante', 'folded'], paid: [0, 5, 0, 0], penalty: 5, round: 2, first: 0 };
    const v = { game: 'doublerogue', g } as unknown as SeatView;
    expect(outWords(v, 1)).toBe('busted: two Rogues, paid 5');
    expect(outWords(v, 2)).toBe('out: could not ante');
    expect(outWords(v, 3)).toBeNull();
    expect(readG('doublerogue', g, 4, v).info.map((i) => i.label)).not.toContain('Paid');
  });
});
