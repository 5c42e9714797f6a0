import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCard, isDragon, type CardId } from '../../../src/shared/cards/card';
import { cards } from '../../../src/shared/cards/notation';
import { InputError, RuleError } from '../../../src/shared/engine/errors';
import { runShowdown } from '../../../src/shared/engine/showdown';
import { apply, applyInPlace, legalActions, pendingSeats } from '../../../src/shared/engine/table';
import type { AnyState, Seat } from '../../../src/shared/engine/types';
import { viewFor } from '../../../src/shared/engine/view';
import { citySquare, type CityG, type CityViewG } from '../../../src/shared/games/city-square';
import { asSquare, emptyCity, FRAME, openDistricts, whyNot, type Cell, type City } from '../../../src/shared/games/city-square/city';
import { cityRules, failingCells, scoreCity } from '../../../src/shared/games/city-square/scoring';
import { compareKeys } from '../../../src/shared/engine/ties';
import { propertySeed } from '../../helpers/property';
import { setZone, setZones } from '../../helpers/stack';
import { playFirstLegal, table } from '../../helpers/table';

const GAME = 'city-square';

/** A city in rows top to bottom, separated by "/"; "." is an empty district. */
function grid(text: string, used = new Set<CardId>()): (CardId | null)[][] {
  return text.split('/').map((row) => row.trim().split(/\s+/).map((t) => (t === '.' ? null : cards(t, used)[0]!)));
}
const city = (text: string, variants: string[] = []) => scoreCity(grid(text), cityRules(variants));
const points = (text: string, variants: string[] = []) => city(text, variants).score;
const request = (text: string) => text.split('/').map((row) => row.trim().split(/\s+/).map((t) => (t === '.' ? null : t)));

const EXAMPLE_1 = 'rW gR bM / rB gL bB / rM gM bM';
const EXAMPLE_2 = 'rB gL bM / rW gL bM / rR gM bR';
const EXAMPLE_3 = 'rR gR bM / rR gW bM / rB gL bL';

describe('City Square: the examples of page 24 (EXAMPLES.md, rebuilt cities)', () => {
  it('scores the first city 7: a patrolled Guild, a Tavern by the Barracks, a 2-point Estate, three Markets in a row', () => {
    const e = city(EXAMPLE_1);
    expect(e.parts).toEqual({ markets: 3, estates: 2, guilds: 1, taverns: 1 });
    expect(e.score).toBe(7);
  });
  it('scores the second city 8: the unpatrolled Guild fails both its Markets', () => {
    const e = city(EXAMPLE_2);
    expect(e.parts).toEqual({ markets: 1, estates: 5, guilds: 1, taverns: 1 });
    expect(e.score).toBe(8);
  });
  it('scores the third city 9: the unpatrolled Guild among Guilds fails nothing', () => {
    const e = city(EXAMPLE_3);
    expect(e.parts).toEqual({ markets: 2, estates: 5, guilds: 2, taverns: 0 });
    expect(e.score).toBe(9);
  });
  it('gives the three cities the same scores through the showdown contract', () => {
    const answer = runShowdown({ game: GAME, players: [EXAMPLE_1, EXAMPLE_2, EXAMPLE_3].map((c) => ({ city: request(c) })) });
    expect(answer).toEqual({ scores: [7, 8, 9], places: [3, 2, 1] });
  });
});

describe('City Square: Markets', () => {
  it('scores only the largest connected collection, a point per Market', () => {
    expect(points('rM gM . / . . . / bM . .')).toBe(2);
    expect(points('rM gM bM / rW . . / bM gM .')).toBe(3);
  });
  it('does not connect diagonal districts', () => {
    expect(points('rM . / . gM')).toBe(1);
  });
});

describe('City Square: Estates', () => {
  it('score 1 for each unique kind of connected district, at most 4', () => {
    expect(city('. bB . / rW gL rM / . bL .').parts.estates).toBe(4 + 1);
  });
  it('count two Taverns as one kind', () => {
    expect(points('bB gL rB')).toBe(1);
  });
  it("do not count a Thieves' Guild, even a patrolled one", () => {
    expect(city('rW rR gL').parts).toEqual({ markets: 0, estates: 0, guilds: 1, taverns: 0 });
  });
});

describe("City Square: Thieves' Guilds and Barracks", () => {
  it('Barracks score nothing on their own', () => expect(points('rW gW / bW .')).toBe(0));
  it('an unpatrolled Guild fails its connected Markets and Estates, which then count as empty', () => {
    expect(points('rR rM gM')).toBe(1);
    expect(points('rR gL bB')).toBe(0);
    // The failed Market is no neighbor for the Estate.
    expect(points('rR rM gL')).toBe(0);
    // The failed Market no longer joins the two others.
    expect(points('gM rM bM / . rR .')).toBe(1);
  });
  it('a Tavern does not fail next to an unpatrolled Guild', () => {
    expect(points('rR bB rW')).toBe(1);
  });
  it('a Guild connected to Barracks is patrolled: it fails nobody and scores 1', () => {
    expect(points('rW rR rM')).toBe(2);
  });
  it('Guilds fail their neighbors all at once, before any scoring', () => {
    // Both Guilds are unpatrolled: every Market and the Estate fail, the Tavern stays and serves its Barracks.
    expect(city('bM rR gL gR gM / rW bB . . .').parts).toEqual({ markets: 0, estates: 0, guilds: 0, taverns: 1 });
  });
});

describe('City Square: Taverns', () => {
  it('score 1 for each connected Barracks', () => {
    expect(points('rW bB gW / . bW .')).toBe(3);
    expect(points('rW . / . bB')).toBe(0);
  });
});

describe('City Square: the tiebreaker', () => {
  it('is Color over the top cards of the city', () => {
    const used = new Set<CardId>();
    const a = scoreCity(grid('rM rM rW / . . .', used), cityRules([]));
    const b = scoreCity(grid('gM bM rW / . . .', used), cityRules([]));
    expect([a.score, b.score]).toEqual([2, 2]);
    expect(compareKeys(a.key, b.key)).toBeGreaterThan(0);
  });
});

describe('City Square: Dragon Cards (Fancy Taverns)', () => {
  const D = ['dragon-cards'];
  it('score like Taverns, 1 for each connected Barracks', () => expect(points('rW rD gW', D)).toBe(2));
  it('count as a unique neighbor of an Estate each, beside Taverns and other Dragons', () => {
    expect(points('rD gL gD', D)).toBe(2);
    expect(points('bB gL rD', D)).toBe(2);
    expect(points('bB gL bB', D)).toBe(1);
  });
  it('add a point to the largest Market collection they touch', () => {
    expect(points('rM gM rD', D)).toBe(3);
    // The Dragon touches only the smaller collection: nothing is added.
    expect(points('rM gM bM / . . . / rD bM .', D)).toBe(3);
  });
  it('never join two collections of Markets', () => {
    // Markets of 2 and 1 on either side of the Dragon: 2 + 1, not 4.
    expect(points('rM rD gM / bM . .', D)).toBe(3);
  });
  it('make the player count the largest collection a Dragon touches when two are equally large', () => {
    expect(points('rM . gM / rD . .', D)).toBe(2);
  });
  it('are shuffled in only with the variant', () => {
    expect(citySquare.dragonsInDeck(D)).toBe(true);
    expect(citySquare.dragonsInDeck(['happy-thieves'])).toBe(false);
  });
});

describe('City Square: Happy Thieves', () => {
  const H = ['happy-thieves'];
  it('counts a Guild connected to a Tavern as patrolled: it scores 1 and fails nobody', () => {
    expect(points('gM rR bB', H)).toBe(2);
    expect(points('gM rR bB')).toBe(0);
  });
  it('does not let a Fancy Tavern patrol', () => {
    expect(points('gM rR rD', [...H, 'dragon-cards'])).toBe(0);
  });
});

describe('City Square: the showdown contract', () => {
  it('refuses a city that is not 3 rows of 3', () => {
    expect(() => runShowdown({ game: GAME, players: [{ city: request(EXAMPLE_1) }, { city: [['rW', 'gW']] }] })).toThrow(/3 rows of 3/);
  });
  it('refuses a city of fewer than 6 districts, which no finished game leaves', () => {
    expect(() => runShowdown({ game: GAME, players: [{ city: request(EXAMPLE_1) }, { city: request('rW . . / . . . / . . gW') }] })).toThrow(/at least 6/);
  });
  it('refuses a Dragon without Dragon Cards and any Grey card', () => {
    expect(() => runShowdown({ game: GAME, players: [{ city: request(EXAMPLE_1) }, { city: request('rD gR gM / gB gL . / . gM .') }] })).toThrow(InputError);
    expect(() => runShowdown({ game: GAME, variants: ['dragon-cards'], players: [{ city: request(EXAMPLE_1) }, { city: request('xW gR gM / gB gL . / . gM .') }] })).toThrow(/Grey/);
  });
  it('accepts empty districts and variants, and pays the best city', () => {
    const answer = runShowdown({
      game: GAME,
      variants: ['dragon-cards', 'happy-thieves'],
      players: [{ city: request('rR bB gM / gD gL . / . gW .') }, { city: request(EXAMPLE_1) }],
      stakes: { mode: 'betting', contributions: [4, 4], folded: [false, false], splitRule: 'merchant' },
    });
    // The Guild is patrolled by the Tavern (1); the Market 1; the Estate: a Tavern, Barracks and a Dragon (3).
    expect(answer).toEqual({ scores: [5, 7], places: [2, 1], payouts: [0, 8], carry: 0 });
  });
});

/** A fresh two-player table in Year 1; the hands are set to the given cards. */
function yearOne(hands: string[], over: Parameters<typeof table>[2] = {}): AnyState {
  const s = table(GAME, hands.length, over);
  hands.forEach((h, seat) => setZone(s, `hand.${seat}`, h));
  return s;
}

/** Builds each listed card (its face) at [row, col] of the 5-by-5 plan, the first card at the center [2, 2]. */
function build(s: AnyState, seat: Seat, plan: [string, number, number][]): void {
  for (const [face, row, col] of plan) {
    const mine = (s.secret[`build.${seat}`] as { card: CardId }[] | undefined)?.map((p) => p.card) ?? [];
    const card = s.zones[`hand.${seat}`]!.cards.find((id) => formatCard(id).startsWith(face) && !mine.includes(id));
    if (card === undefined) throw new Error(`seat ${seat} has no ${face} to build`);
    applyInPlace(s, seat, { t: 'build', card, row, col });
  }
}

function checkAround(s: AnyState): void {
  while (s.phase === 'playing' && s.step.id.startsWith('betting')) applyInPlace(s, pendingSeats(s)[0]!, { t: 'check' });
}

const cityG = (s: AnyState) => s.g as CityG;

describe('City Square: building a city', () => {
  it('deals each player 3 cards, seen only by their owner, and asks everyone at once', () => {
    const s = table(GAME, 3);
    expect(s.step.id).toBe('year-1');
    expect([0, 1, 2].map((seat) => s.zones[`hand.${seat}`]!.cards.length)).toEqual([3, 3, 3]);
    expect(viewFor(s, 1).zones['hand.0']!.cards).toEqual([null, null, null]);
    expect(pendingSeats(s)).toEqual([0, 1, 2]);
  });
  it('opens every city at the center of its plan: the first card has only one place', () => {
    const s = yearOne(['rW.wolf gR.horse bM.hare', 'rB.wolf gL.horse bB.hare']);
    expect(legalActions(s, 0).map((a) => [a.row, a.col])).toEqual([[2, 2], [2, 2], [2, 2]]);
    expect(() => apply(s, 0, { t: 'build', card: s.zones['hand.0']!.cards[0]!, row: 0, col: 0 })).toThrow(/center/);
  });
  it('keeps every choice secret until all players have built all their cards, then shows them together', () => {
    const s = yearOne(['rW.wolf gR.horse bM.hare', 'rB.wolf gL.horse bB.hare']);
    build(s, 0, [['gR', 2, 2], ['rW', 2, 1], ['bM', 2, 3]]);
    expect(s.zones['city.0']).toBeUndefined();
    expect(JSON.stringify(viewFor(s, 1))).not.toContain('"build.0"');
    expect(viewFor(s, 0).mine['build.0']).toHaveLength(3);
    expect(pendingSeats(s)).toEqual([1]);
    build(s, 1, [['gL', 2, 2], ['rB', 1, 2], ['bB', 3, 2]]);
    expect(s.step.id).toBe('betting-1');
    expect(viewFor(s, 1).zones['city.0']!.cards.map((id) => formatCard(id!)).sort()).toEqual(['bM.hare', 'gR.horse', 'rW.wolf']);
    expect(s.zones['hand.0']!.cards).toEqual([]);
    expect(asSquare(cityG(s).city[1]!).map((row) => row.map((id) => (id === null ? '.' : formatCard(id).slice(0, 2))).join(' '))).toEqual([
      'rB . .',
      'gL . .',
      'bB . .',
    ]);
  });
  it('refuses two cards on the same district in the same year', () => {
    const s = yearOne(['rW gR bM', 'rB gL bB']);
    build(s, 0, [['gR', 2, 2]]);
    expect(() => build(s, 0, [['rW', 2, 2]])).toThrow(/same district in the same year/);
    expect(legalActions(s, 0).some((a) => a.row === 2 && a.col === 2)).toBe(false);
  });
  it('refuses a card that would make the city 4 districts wide or high', () => {
    const s = yearOne(['rW gR bM', 'rB gL bB']);
    build(s, 0, [['gR', 2, 2], ['rW', 2, 4]]);
    expect(() => build(s, 0, [['bM', 2, 1]])).toThrow(/3 districts wide or 3 high/);
    // A card need not touch the others (RULINGS.md): a gap is allowed within 3 by 3.
    expect(() => build(s, 0, [['bM', 0, 3]])).not.toThrow();
  });
  it('refuses a card the player does not hold, and any other action', () => {
    const s = yearOne(['rW gR bM', 'rB gL bB']);
    expect(() => apply(s, 0, { t: 'build', card: s.zones['hand.1']!.cards[0]!, row: 2, col: 2 })).toThrow(RuleError);
    expect(() => apply(s, 0, { t: 'keep' })).toThrow(/build one of your new cards/);
  });
  it('lets a later card cover a district: only the top card stays in the city; a third card is refused', () => {
    const s = yearOne(['rW gR bM', 'rB gL bB']);
    build(s, 0, [['gR', 2, 2], ['rW', 2, 1], ['bM', 2, 3]]);
    build(s, 1, [['gL', 2, 2], ['rB', 1, 2], ['bB', 3, 2]]);
    checkAround(s);
    setZones(s, { 'hand.0': 'gW.owl rM.wolf bR.hare', 'hand.1': 'gM rM bW' });
    build(s, 0, [['gW', 2, 2]]);
    expect(viewFor(s, 0).legalText).toContain('Build red Merchant (Wolf) on your red Warrior (Wolf) (the same row, the left column), covering it');
    build(s, 0, [['rM', 2, 1], ['bR', 1, 1]]);
    build(s, 1, [['', 2, 1], ['', 2, 3], ['', 1, 1]]);
    expect(s.zones['city.0']!.cards.map(formatCard).sort()).toEqual(['bM.hare', 'bR.hare', 'gW.owl', 'rM.wolf']);
    expect(s.zones['covered.0']!.cards.map(formatCard).sort()).toEqual(['gR.horse', 'rW.wolf']);
    checkAround(s);
    const again = s.zones['hand.0']!.cards[0]!;
    expect(() => apply(s, 0, { t: 'build', card: again, row: 2, col: 2 })).toThrow(/already holds 2 cards/);
  });
});

describe('City Square: the Order of Play', () => {
  it('builds in Years 1 to 4 with a Betting Round after each of the first three, then scores the cities', () => {
    const s = table(GAME, 2);
    const end = playFirstLegal(s, (x) => x.phase !== 'playing', 2000);
    const order = end.log.map((e) => e.t).filter((t) => ['betting-round', 'built', 'revealed'].includes(t));
    const years = order.join(' ').split('betting-round').map((part) => part.trim().split(' ').filter((t) => t === 'built').length);
    expect(years).toEqual([6, 6, 6, 6]);
    expect(end.result!.kind).toBe('showdown');
    expect([0, 1].map((seat) => end.zones[`city.${seat}`]!.cards.length + (end.zones[`covered.${seat}`]?.cards.length ?? 0))).toEqual([12, 12]);
  });
  it('scores the real cities at the end; covered cards count neither in scoring nor in the tiebreaker', () => {
    const s = yearOne(['gL gR rB', 'rB gL bM']);
    // Seat 0 builds the first example of page 24, seat 1 the second, in rows 1-3 and columns 1-3 of the plan.
    build(s, 0, [['gL', 2, 2], ['gR', 1, 2], ['rB', 2, 1]]);
    build(s, 1, [['gL', 2, 2], ['rB', 1, 1], ['bM', 2, 3]]);
    checkAround(s);
    setZones(s, { 'hand.0': 'rW bB bR', 'hand.1': 'gL bM gM' });
    build(s, 0, [['rW', 1, 1], ['bB', 2, 3], ['bR', 1, 3]]); // the blue Rogue will be covered
    build(s, 1, [['gL', 1, 2], ['bM', 1, 3], ['gM', 3, 2]]);
    checkAround(s);
    setZones(s, { 'hand.0': 'rM gM rR', 'hand.1': 'rW rR bR' });
    build(s, 0, [['rM', 3, 1], ['gM', 3, 2], ['rR', 3, 3]]); // the red Rogue will be covered
    build(s, 1, [['rW', 2, 1], ['rR', 3, 1], ['bR', 3, 3]]);
    checkAround(s);
    setZones(s, { 'hand.0': 'bM bM gB', 'hand.1': 'rM gR gM' });
    build(s, 0, [['bM', 1, 3], ['bM', 3, 3], ['gB', 2, 2]]); // and the green Bard covers the Estate...
    build(s, 1, [['rM', 3, 2], ['gR', 3, 3], ['gM', 2, 3]]); // failed Markets and the Guild covered by their like
    expect(s.phase).toBe('over');
    const st = s.result!.standings;
    // ...so seat 0 is the first example with a Tavern in the center: no Estate, the Guild still patrolled.
    expect(st[0]!.score).toBe(7 - 2);
    expect(st[1]!.score).toBe(8);
    expect(st.map((x) => x.place)).toEqual([2, 1]);
    expect(s.zones['covered.0']!.cards.map((id) => formatCard(id).slice(0, 2)).sort()).toEqual(['bR', 'gL', 'rR']);
    // Three top cards of each color: with the covered ones, blue or red would count 4.
    const key = citySquare.evaluate!({ s, rng: null as never, events: [], def: citySquare }, 0).key;
    expect(key).toEqual([5, 3]);
  });
  it('deals round the table and gives the last players fewer cards when 8 players empty the deck in Year 4', () => {
    const s = table(GAME, 8, { seed: 4 });
    const end = playFirstLegal(s, (x) => x.phase !== 'playing', 5000);
    const built = [0, 1, 2, 3, 4, 5, 6, 7].map((seat) => (end.zones[`city.${seat}`]?.cards.length ?? 0) + (end.zones[`covered.${seat}`]?.cards.length ?? 0));
    expect(end.result!.kind).toBe('showdown');
    expect(end.deck).toHaveLength(0);
    // Seats 0 and 1 come first in Year 4 and get 3 cards; the other six get 2.
    expect(built).toEqual([12, 12, 11, 11, 11, 11, 11, 11]);
  });
  it('does not ask a player who folded to build', () => {
    const s = yearOne(['rW gR bM', 'rB gL bB', 'gW bR rM']);
    build(s, 0, [['gR', 2, 2], ['rW', 2, 1], ['bM', 2, 3]]);
    build(s, 1, [['gL', 2, 2], ['rB', 1, 2], ['bB', 3, 2]]);
    build(s, 2, [['gW', 2, 2], ['bR', 2, 1], ['rM', 2, 3]]);
    const folder = pendingSeats(s)[0]!;
    applyInPlace(s, folder, { t: 'fold' });
    checkAround(s);
    expect(s.step.id).toBe('year-2');
    expect(pendingSeats(s)).not.toContain(folder);
    expect(pendingSeats(s)).toHaveLength(2);
    expect(s.zones[`hand.${folder}`]!.cards).toHaveLength(0);
  });
});

describe('City Square: buttons and the tavern', () => {
  it('offers one button per card face and district, worded against the city built so far', () => {
    const s = yearOne(['rR.wolf rR.wolf gL.owl', 'rB gL bB']);
    const first = viewFor(s, 0);
    expect(first.legalText).toEqual(['Build red Rogue (Wolf) to found your city', 'Build green Lady (Owl) to found your city']);
    build(s, 0, [['gL', 2, 2]]);
    const next = viewFor(s, 0).legalText;
    expect(next).toHaveLength(24);
    expect(next).toContain('Build red Rogue (Wolf) in a new row above, the same column');
    expect(next).toContain('Build red Rogue (Wolf) in a new row two below, a new column two on the right');
    expect(new Set(next).size).toBe(next.length);
  });
  it('may replace a Round of Gambling in the tavern; a card alters only your own city', () => {
    expect(citySquare.tavern).toMatchObject({ allowed: true, alters: ['city'] });
  });
  it('describes each variant in one line for the lobby', () => {
    expect(citySquare.variants.map((v) => v.id)).toEqual(['dragon-cards', 'happy-thieves']);
  });
  it('keeps the Dragons out of the deck without Dragon Cards', () => {
    const s = table(GAME, 2);
    expect([...s.deck, ...s.zones['hand.0']!.cards, ...s.zones['hand.1']!.cards].some(isDragon)).toBe(false);
  });
});

describe('City Square: failing districts shown to every seat (issue 13)', () => {
  it('marks the Markets and Estates next to an unpatrolled Guild, and nothing a Tavern or Barracks guards', () => {
    expect(failingCells(grid('rR rM gM'), cityRules([]))).toEqual([[0, 1]]);
    expect(failingCells(grid('bM rR gL gR gM / rW bB . . .'), cityRules([]))).toEqual([[0, 0], [0, 2], [0, 4]]);
    expect(failingCells(grid('rW rR rM'), cityRules([]))).toEqual([]);
    expect(failingCells(grid('rR bB rW'), cityRules([]))).toEqual([]);
  });

  it("every view carries each city's failing districts, in the cells of the city's plan", () => {
    const s = yearOne(['rR rM gB', 'gW gL bB']);
    build(s, 0, [['rR', 2, 2], ['rM', 2, 3], ['gB', 1, 2]]);
    build(s, 1, [['gW', 2, 2], ['gL', 2, 3], ['bB', 1, 2]]);
    for (const viewer of [0, 1]) {
      const g = viewFor(s, viewer).g as CityViewG;
      expect(g.failing).toEqual([[[2, 3]], []]);
      // The view adds words only: the cities are the state's own.
      expect(g.city).toEqual(cityG(s).city);
    }
    expect((s.g as Partial<CityViewG>).failing).toBeUndefined();
  });
});

describe('City Square: the open districts', () => {
  it('are exactly the districts whyNot allows, in row order, for random cities and plans', () => {
    // openDistricts measures the built box once (speed); whyNot is the rule's own wording of each refusal.
    const seed = propertySeed('city square: open districts');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: FRAME - 1 }), fc.integer({ min: 0, max: FRAME - 1 }), fc.integer({ min: 1, max: 2 })), { maxLength: 9 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: FRAME - 1 }), fc.integer({ min: 0, max: FRAME - 1 })), { maxLength: 3 }),
        (stacks, planned) => {
          const city: City = emptyCity();
          for (const [r, c, n] of stacks) city[r * FRAME + c] = Array.from({ length: n }, (_, i) => i);
          const cells: Cell[] = planned.map(([r, c]) => [r, c]);
          const brute: Cell[] = [];
          for (let r = 0; r < FRAME; r++) for (let c = 0; c < FRAME; c++) if (whyNot(city, cells, [r, c]) === null) brute.push([r, c]);
          expect(openDistricts(city, cells)).toEqual(brute);
        },
      ),
      { seed, numRuns: 2000 },
    );
  });
});
