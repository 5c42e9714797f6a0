import { CARDS, describeCard, isDragon, type CardId } from '../../cards/card';
import { altersOf, type Holdings } from '../../engine/holdings';
import { inputError, RuleError } from '../../engine/errors';
import type { CardMark, Ctx, GameDef, Step } from '../../engine/game';
import { pointsThenColor } from '../../engine/explain';
import { activeSeats, inTurnOrder } from '../../engine/seats';
import { readCards, type CardPool } from '../../engine/showdown-input';
import { ante, showdown } from '../../engine/steps';
import type { Action, AnyState, Seat } from '../../engine/types';
import { cardsIn, drawCard, moveCard, ownerOnly, PUBLIC, visibleTo, zone, zoneOf } from '../../engine/zones';
import { bettingRound } from '../../stakes';
import { oneOfEachFace } from '../../engine/faces';
import { CARDS_PER_YEAR, emptyCity, indexOf, inFrame, openDistricts, placeWords, SIDE, topGrid, whyNot, type Cell, type City } from './city';
import { cityRules, DISTRICT_NAMES, failingCells, kindOf, scoreCity } from './scoring';
import { actionName } from '../../sentence';

/**
 * City Square (page 24). Zones: `hand.<seat>` (the year's 3 cards, seen by their owner until built),
 * `city.<seat>` (the top card of every district, face up) and `covered.<seat>` (cards built over: still on
 * the table, out of the game). `g.city[seat]` is the public plan of each city (city.ts: a 5-by-5 frame of
 * stacks, bottom card first). Building is simultaneous: each card's district is chosen one card at a time
 * and kept secret (`s.secret['build.<seat>']`) until every player has chosen all of theirs.
 */
export interface CityG {
  year: number;
  city: City[];
}

/** What a seat is shown of `g`: the public cities, and per city the districts failing as it stands (words for the screen). */
export interface CityViewG extends CityG {
  failing: Cell[][];
}

/** City Square's one decision: which district one of the year's cards is built on (row and column of the plan). */
export type CityAction = { t: 'build'; card: CardId; row: number; col: number };

interface Planned {
  card: CardId;
  row: number;
  col: number;
}

const planKey = (seat: Seat): string => `build.${seat}`;
const planOf = (s: AnyState, seat: Seat): Planned[] => (s.secret[planKey(seat)] as Planned[] | undefined) ?? [];
const plannedCells = (s: AnyState, seat: Seat): Cell[] => planOf(s, seat).map((p) => [p.row, p.col]);
const cityOf = (s: AnyState, seat: Seat): City => (s.g as CityG).city[seat]!;

/** The year's cards not yet given a district. */
function unplanned(s: AnyState, seat: Seat): CardId[] {
  const planned = planOf(s, seat).map((p) => p.card);
  return cardsIn(s, zoneOf('hand', seat)).filter((id) => !planned.includes(id));
}

/**
 * Each player still in receives 3 cards, one at a time around the table. Nothing is ever discarded in
 * City Square, so 8 players can empty the deck in Year 4: then the last players get fewer (docs/RULINGS.md).
 */
function dealYear(c: Ctx): void {
  const seats = inTurnOrder(c.s, activeSeats(c.s));
  const dealt = new Map<Seat, CardId[]>(seats.map((seat) => [seat, []]));
  for (let k = 0; k < CARDS_PER_YEAR; k++) {
    for (const seat of seats) {
      if (c.s.deck.length === 0 && c.s.discard.length === 0) break;
      const id = drawCard(c);
      zone(c.s, zoneOf('hand', seat), ownerOnly(seat)).cards.push(id);
      dealt.get(seat)!.push(id);
    }
  }
  for (const seat of seats) {
    const name = zoneOf('hand', seat);
    const z = zone(c.s, name, ownerOnly(seat));
    c.events.push({ t: 'dealt', seat, zone: name, cards: dealt.get(seat)!, vis: z.vis });
  }
}

function checkBuild(c: Ctx, seat: Seat, a: Action): void {
  if (a.t !== 'build') throw new RuleError('unknown-action', `${actionName(a.t)} is not possible now: build one of your new cards into your city`);
  if (!Number.isInteger(a.card) || !unplanned(c.s, seat).includes(a.card as CardId)) {
    throw new RuleError('illegal-action', 'Build one of the cards you received this year that has no district yet');
  }
  if (!inFrame(a.row, a.col)) throw new RuleError('illegal-action', 'Name a district by its row and column (0 to 4) in your city plan');
  const why = whyNot(cityOf(c.s, seat), plannedCells(c.s, seat), [a.row as number, a.col as number]);
  if (why) throw new RuleError('illegal-action', why);
}

/** Every player's chosen cards go face up into their city at once; a card built on a district covers its top card. */
function buildAll(c: Ctx): void {
  const s = c.s;
  for (const seat of inTurnOrder(s, activeSeats(s))) {
    for (const p of planOf(s, seat)) {
      const stack = cityOf(s, seat)[indexOf([p.row, p.col])]!;
      const covered = stack.length ? stack[stack.length - 1]! : null;
      if (covered !== null) moveCard(c, zoneOf('city', seat), zoneOf('covered', seat), covered, PUBLIC);
      moveCard(c, zoneOf('hand', seat), zoneOf('city', seat), p.card, PUBLIC);
      stack.push(p.card);
      c.events.push({ t: 'built', seat, row: p.row, col: p.col, covered, district: DISTRICT_NAMES[kindOf(p.card)], cards: [p.card], vis: PUBLIC });
    }
    delete s.secret[planKey(seat)];
  }
}

/** Years 1 to 4: receive 3 cards and build them, everyone at once. */
function year(n: number): Step<CityG, CityAction> {
  const waiting = (c: Ctx<CityG>): Seat[] => activeSeats(c.s).filter((seat) => unplanned(c.s, seat).length > 0);
  return {
    id: `year-${n}`,
    title: `Year ${n}: build your ${CARDS_PER_YEAR} new cards into your city`,
    enter(c) {
      c.s.g.year = n;
      dealYear(c);
      if (waiting(c).length === 0) buildAll(c);
    },
    waiting,
    legal(c, seat) {
      const open = openDistricts(cityOf(c.s, seat), plannedCells(c.s, seat));
      return oneOfEachFace(unplanned(c.s, seat)).flatMap((card) => open.map(([row, col]): CityAction => ({ t: 'build', card, row, col })));
    },
    check: checkBuild,
    // A seat folded from outside: its plan is dropped (its cards stay unbuilt) and the others build if all chose.
    exit(c, seat) {
      delete c.s.secret[planKey(seat)];
      if (activeSeats(c.s).length > 1 && waiting(c).length === 0) buildAll(c);
    },
    act(c, seat, a) {
      c.s.secret[planKey(seat)] = [...planOf(c.s, seat), { card: a.card, row: a.row, col: a.col }];
      c.events.push({ t: 'chose', seat, step: `year-${n}` });
      if (waiting(c).length === 0) buildAll(c);
    },
  };
}

/** Reads the showdown's `city`: 3 rows of 3 districts, each a top card or null. */
function readCity(value: unknown, used: CardPool, where: string): (CardId | null)[][] {
  const ok = Array.isArray(value) && value.length === SIDE && value.every((row) => Array.isArray(row) && row.length === SIDE);
  if (!ok) inputError(`${where}: expected ${SIDE} rows of ${SIDE} districts, each a card like "bB" or null`);
  return (value as unknown[][]).map((row, r) =>
    row.map((x, col) => (x === null ? null : readCards([x], used, `${where}[${r}][${col}]`)[0]!)),
  );
}

/** A finished city holds 12 cards, at most 2 per district (fewer only when 8 players empty the deck). */
const MIN_DISTRICTS = 6;

/** A seat may alter only the districts of its own city (their top cards). */
const HOLDINGS: Holdings = {
  seat: [
    { name: 'city', kind: 'city', zone: 'city', mirror: 'city', alter: true },
    { name: 'covered districts', kind: 'face-up', zone: 'covered', alter: false },
  ],
  common: { zones: [], dice: [] },
};

export const citySquare: GameDef<CityG, CityAction> = {
  id: 'city-square',
  name: 'City Square',
  complexity: 'complex',
  players: { min: 2, max: 8 },
  summary: 'Build a 3-by-3 city over four years: Markets, Estates, Barracks, Taverns and Thieves\u2019 Guilds score by their neighbors.',
  variants: [
    {
      id: 'dragon-cards',
      name: 'Dragon Cards',
      description: 'Dragons are Fancy Taverns: each is a unique neighbor for an Estate and adds 1 to the largest Market group it touches.',
    },
    { id: 'happy-thieves', name: 'Happy Thieves', description: "A Thieves' Guild connected to a Tavern (not a Fancy Tavern) counts as patrolled." },
  ],
  shares: 'allowed',
  // Appendix B: a seat may alter only its own City; the other players' cities are theirs.
  holdings: HOLDINGS,
  tavern: { allowed: true, alters: altersOf(HOLDINGS), note: 'Only the districts of your own city.' },
  dragonsInDeck: (v) => v.includes('dragon-cards'),
  init: (c) => ({ year: 0, city: c.s.stacks.map(() => emptyCity()) }),
  // The cities are public; which districts fail is the game's own scoring applied to each (issue 13: the
  // results mark them, and the screen never computes a rule).
  viewG: (s): CityViewG => {
    const rules = cityRules(s.config.variants);
    return { ...structuredClone(s.g), failing: s.g.city.map((city: City) => failingCells(topGrid(city), rules)) };
  },
  // Under every card the seat sees (its hand, every city), the district it becomes; covered districts are
  // out of the game and get none.
  cardMarks(s, seat) {
    const out: Record<number, CardMark> = {};
    for (const [name, z] of Object.entries(s.zones)) {
      if (name.startsWith('covered.') || !visibleTo(z.vis, seat)) continue;
      for (const id of z.cards) out[id] = { caption: DISTRICT_NAMES[kindOf(id)] };
    }
    return out;
  },
  steps: () => [ante(), year(1), bettingRound('betting-1'), year(2), bettingRound('betting-2'), year(3), bettingRound('betting-3'), year(4), showdown(['city'])],
  // What decides between two hands, in words (engine/explain.ts).
  explainKey: pointsThenColor,
  evaluate(c, seat) {
    const e = scoreCity(topGrid(cityOf(c.s, seat)), cityRules(c.s.config.variants));
    return { key: e.key, score: e.score, label: e.label };
  },
  showdown(input) {
    const rules = cityRules(input.variants);
    const dragons = input.variants.includes('dragon-cards');
    return input.players.map((p, i) => {
      const where = `players[${i}].city`;
      const grid = readCity(p.city, input.used, where);
      const built = grid.flat().filter((id): id is CardId => id !== null);
      if (built.some((id) => CARDS[id]!.kind === 'grey')) inputError(`${where}: Grey cards are never shuffled into the deck`);
      if (!dragons && built.some(isDragon)) inputError(`${where}: Dragons are only in the deck with the Dragon Cards variant`);
      if (built.length < MIN_DISTRICTS) inputError(`${where}: a finished city has 12 cards, 2 at most per district, so at least ${MIN_DISTRICTS} districts`);
      const e = scoreCity(grid, rules);
      return { key: e.key, score: e.score, label: e.label };
    });
  },
  describe(a, s, seat) {
    if (a.t !== 'build') return '';
    return `Build ${describeCard(a.card)} ${placeWords(cityOf(s, seat), plannedCells(s, seat), [a.row, a.col])}`;
  },
};
