import { describe, expect, it } from 'vitest';
import { CARDS, formatCard, isDragon, type CardId } from '../../../src/shared/cards/card';
import { cards } from '../../../src/shared/cards/notation';
import { InputError, RuleError } from '../../../src/shared/engine/errors';
import { runShowdown } from '../../../src/shared/engine/showdown';
import { apply, applyInPlace, legalActions, newTable, pendingSeats } from '../../../src/shared/engine/table';
import type { AnyState, TableConfig } from '../../../src/shared/engine/types';
import { viewFor } from '../../../src/shared/engine/view';
import { streetsOfGreyport } from '../../../src/shared/games/streets-of-greyport';
import { greyportRules, roundsFor, scoreWarehouse } from '../../../src/shared/games/streets-of-greyport/scoring';
import type { TurnData } from '../../../src/shared/games/streets-of-greyport/turn';
import { compareKeys } from '../../../src/shared/engine/ties';
import { setZones, stackDeck } from '../../helpers/stack';

function config(n: number, variants: string[] = [], over: Partial<TableConfig> = {}): TableConfig {
  return {
    game: 'streets-of-greyport',
    seats: Array.from({ length: n }, (_, i) => ({ name: ['Jen', 'Sam', 'Cliff', 'Tom', 'Ann', 'Bo', 'Cy', 'Di'][i]!, kind: 'human' as const })),
    variants,
    stakes: { mode: 'shares', share: 1 },
    splitRule: 'merchant',
    startingChips: 20,
    seed: 5,
    ...over,
  };
}

const table = (n = 2, variants: string[] = []) => newTable(config(n, variants)).state;
const phase = (s: AnyState) => (s.step.data as unknown as TurnData).phase;
/** Faces without the animal: `rR`, `gM`. */
const faces = (ids: readonly (CardId | null)[]) => ids.map((id) => (id === null ? null : formatCard(id).split('.')[0]));
const zoneFaces = (s: AnyState, name: string) => faces(s.zones[name]!.cards);
const find = (s: AnyState, name: string, face: string) => s.zones[name]!.cards.find((id) => formatCard(id).startsWith(face))!;
const texts = (s: AnyState, seat: number) => viewFor(s, seat).legalText;

/** Stacks the next three cards, then Stocks. */
function stock(s: AnyState, seat: number, draw: string): void {
  stackDeck(s, draw);
  applyInPlace(s, seat, { t: 'stock' });
}

/** Every waiting player Ships, `count` times (or until the game is over). */
function shipAround(s: AnyState, count = Infinity): void {
  for (let i = 0; i < count && s.phase === 'playing'; i++) applyInPlace(s, pendingSeats(s)[0]!, { t: 'ship' });
}

const score = (shipments: string[], variants: string[] = []) => scoreWarehouse(shipments.map((x) => cards(x)), greyportRules(variants));

describe('Streets of Greyport: the examples of page 36 (EXAMPLES.md)', () => {
  const jen = [['gM', 'gM'], ['bM', 'bM', 'bB'], ['rM', 'rM', 'rB', 'rW']];

  it("scores Jen's final Warehouse 31: the sum of the ranks of three legal shipments", () => {
    expect(scoreWarehouse(jen.map((x) => cards(x.join(' '))), greyportRules([])).score).toBe(31);
  });

  it('gives the same number through the showdown contract, and pays the Shares', () => {
    const out = runShowdown({ game: 'streets-of-greyport', players: [{ warehouse: jen }, { warehouse: [['rL']] }], stakes: { mode: 'shares', share: 1 } });
    expect(out).toEqual({ scores: [31, 2], places: [1, 2], payouts: [2, 0], carry: 0 });
  });

  it('round 2: Jen reveals her new Rogue, dumps the red Bard face up and loads the two green Merchants', () => {
    const s = table();
    setZones(s, { 'rogues.0': 'rR', 'cart.0': 'rB' });
    const bard = s.zones['cart.0']!.cards[0]!;
    stock(s, 0, 'rR gM gM');
    expect(zoneFaces(s, 'rogues.0')).toEqual(['rR', 'rR']);
    expect(viewFor(s, 1).zones['rogues.0']!.cards).toEqual(s.zones['rogues.0']!.cards);
    expect(phase(s)).toBe('load');
    // The Merchants are green and the Cart is red: they fit only once the Cart is dumped.
    expect(texts(s, 0)).toEqual(['Load nothing: discard your hand face up', 'Dump your Cart: discard its 1 card face up']);
    applyInPlace(s, 0, { t: 'dump' });
    expect(viewFor(s, 1).log.some((e) => e.t === 'discarded' && e.cards?.includes(bard))).toBe(true);
    expect(texts(s, 0)).toEqual([
      'Load nothing: discard your hand face up',
      'Load a green Merchant into your Cart, discard the other card face up',
      'Load 2 green Merchants into your Cart',
    ]);
    applyInPlace(s, 0, legalActions(s, 0)[2]!);
    expect(zoneFaces(s, 'cart.0')).toEqual(['gM', 'gM']);
    expect(viewFor(s, 1).zones['cart.0']!.cards).toEqual([null, null]);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('round 3: Jen Ships, the Merchants reach her Warehouse as one shipment and her Rogues are discarded', () => {
    const s = table();
    setZones(s, { 'rogues.0': 'rR rR', 'cart.0': 'gM gM' });
    expect(texts(s, 0)).toEqual(['Stock: draw 3 cards', 'Ship: discard your 2 face-up Rogues, move your Cart (2 cards) to your Warehouse', 'Dump your Cart: discard its 2 cards face up']);
    applyInPlace(s, 0, { t: 'ship' });
    expect(zoneFaces(s, 'warehouse.0')).toEqual(['gM', 'gM']);
    expect(s.g.shipments[0]).toEqual([2]);
    expect(s.zones['rogues.0']!.cards).toEqual([]);
    expect(s.zones['cart.0']!.cards).toEqual([]);
    expect(viewFor(s, 1).zones['warehouse.0']!.cards).toEqual([null, null]);
  });

  it('later: a third Rogue robs Jen of her Rogues, her hand and her Cart, face up; her Warehouse stays', () => {
    const s = table();
    setZones(s, { 'rogues.0': 'gR', 'cart.0': 'bB bL', 'warehouse.0': 'gM gM' });
    s.g.shipments[0] = [2];
    stock(s, 0, 'rR bR rM');
    expect(s.log.some((e) => e.t === 'robbed' && e.seat === 0)).toBe(true);
    for (const z of ['rogues.0', 'cart.0', 'hand.0']) expect(s.zones[z]!.cards).toEqual([]);
    expect(faces(s.discard).sort()).toEqual(['bB', 'bL', 'bR', 'gR', 'rM', 'rR']);
    expect(viewFor(s, 1).log.filter((e) => e.t === 'discarded').flatMap((e) => e.cards)).not.toContain(null);
    expect(zoneFaces(s, 'warehouse.0')).toEqual(['gM', 'gM']);
    expect(pendingSeats(s)).toEqual([1]);
  });
});

describe('Streets of Greyport: rounds and turns', () => {
  it('plays 12 rounds with 2–4 players, 9 with 5–6, 6 with 7–8', () => {
    expect([2, 3, 4, 5, 6, 7, 8].map(roundsFor)).toEqual([12, 12, 12, 9, 9, 6, 6]);
    for (const [n, rounds] of [[3, 12], [5, 9], [8, 6]] as const) {
      const s = table(n);
      expect(s.g.rounds).toBe(rounds);
      shipAround(s);
      expect(s.phase).toBe('over');
      expect(s.log.filter((e) => e.t === 'round')).toHaveLength(rounds);
    }
  });

  it('starts each round one seat further clockwise', () => {
    const s = table(3);
    expect(pendingSeats(s)).toEqual([0]);
    shipAround(s, 3);
    expect(s.g.round).toBe(2);
    expect(s.g.first).toBe(1);
    expect(pendingSeats(s)).toEqual([1]);
    shipAround(s, 1);
    expect(pendingSeats(s)).toEqual([2]);
    shipAround(s, 2);
    expect(s.g.first).toBe(2);
  });

  it('allows Shipping an empty Cart (RULINGS); nothing reaches the Warehouse', () => {
    const s = table();
    expect(texts(s, 0)[1]).toBe('Ship: your Cart is empty, nothing reaches the Warehouse');
    applyInPlace(s, 0, { t: 'ship' });
    expect(s.g.shipments[0]).toEqual([]);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('ships every Cart at the end, then reveals the Warehouses and scores them', () => {
    const s = table();
    shipAround(s, 23);
    expect(pendingSeats(s)).toEqual([0]); // the last turn of round 12
    setZones(s, { 'cart.1': 'bM bB' });
    applyInPlace(s, 0, { t: 'ship' });
    expect(s.phase).toBe('over');
    expect(zoneFaces(s, 'warehouse.1')).toEqual(['bM', 'bB']);
    expect(s.zones['warehouse.1']!.vis).toEqual({ to: 'all' });
    expect(s.result!.standings.map((x) => x.score)).toEqual([0, 7]);
    expect(s.result!.payouts).toEqual([0, 2]);
  });

  it('keeps a Cart to one color: a card of another color is refused until the Cart is dumped', () => {
    const s = table();
    setZones(s, { 'cart.0': 'rB' });
    stock(s, 0, 'gM rL bW');
    const gM = find(s, 'hand.0', 'gM');
    expect(() => apply(s, 0, { t: 'load', cards: [gM] })).toThrow(/same color/);
    expect(() => apply(s, 0, { t: 'load', cards: [find(s, 'hand.0', 'bW')] })).toThrow(RuleError);
    applyInPlace(s, 0, { t: 'load', cards: [find(s, 'hand.0', 'rL')] });
    expect(zoneFaces(s, 'cart.0')).toEqual(['rB', 'rL']);
    expect(faces(s.discard).sort()).toEqual(['bW', 'gM']);
  });

  it('refuses acting out of turn and actions of another part of the turn', () => {
    const s = table();
    expect(() => apply(s, 1, { t: 'stock' })).toThrow(/not your turn/);
    expect(() => apply(s, 0, { t: 'load', cards: [] })).toThrow(/Stock or Ship/);
    expect(() => apply(s, 0, { t: 'dump' })).toThrow(/already empty/);
    expect(() => apply(s, 0, { t: 'ship', card: 3 })).toThrow(RuleError);
  });

  it('when the deck and the discards run short, the player draws what there is', () => {
    const s = table();
    s.deck = s.deck.slice(-1);
    s.discard = [];
    applyInPlace(s, 0, { t: 'stock' });
    expect(s.zones['hand.0']!.cards.length + s.zones['rogues.0']!.cards.length).toBe(1);
  });

  it('is for 2 to 8 players, played for Shares only, never in the tavern', () => {
    expect(streetsOfGreyport.players).toEqual({ min: 2, max: 8 });
    expect(() => newTable(config(3, [], { stakes: { mode: 'betting', minRaise: true } }))).toThrow(/Shares/);
    expect(streetsOfGreyport.tavern?.allowed).toBe(false);
  });
});

describe('Streets of Greyport: scoring', () => {
  it('sums the ranks: Merchant 4, Bard 3, Lady 2, Warrior 1', () => {
    expect(score(['rM rB rL rW']).score).toBe(10);
  });

  it('scores nothing for a Warehouse with a mixed-color shipment or a Rogue in it', () => {
    expect(score(['rM gM', 'bB']).score).toBe(0);
    expect(score(['rM rR', 'bB']).score).toBe(0);
  });

  it('breaks a tie by the number of cards, then by Color', () => {
    expect(compareKeys(score(['gW gB']).key, score(['rM']).key)).toBeGreaterThan(0);
    expect(compareKeys(score(['rB rW', 'gB']).key, score(['gM', 'bW', 'rL']).key)).toBeGreaterThan(0);
    const out = runShowdown({ game: 'streets-of-greyport', players: [{ warehouse: [['rM']] }, { warehouse: [['gW', 'gB']] }] });
    expect(out).toEqual({ scores: [4, 4], places: [2, 1] });
  });

  it('refuses a showdown request that is not a list of shipments, or has a Dragon without Dragon Cards', () => {
    expect(() => runShowdown({ game: 'streets-of-greyport', players: [{ warehouse: ['rM'] }, { warehouse: [] }] })).toThrow(InputError);
    expect(() => runShowdown({ game: 'streets-of-greyport', players: [{ warehouse: [['rD']] }, { warehouse: [] }] })).toThrow(/Dragon Cards/);
    expect(() => runShowdown({ game: 'streets-of-greyport', players: [{ warehouse: [['xM']] }, { warehouse: [] }] })).toThrow(/Grey/);
  });
});

describe('Streets of Greyport: Dragon Cards', () => {
  it('a Dragon drawn counts as three Rogues: the Cart is robbed at once', () => {
    const s = table(2, ['dragon-cards']);
    setZones(s, { 'cart.0': 'rM' });
    stock(s, 0, 'gD gM gL');
    expect(s.log.some((e) => e.t === 'robbed' && e.seat === 0)).toBe(true);
    expect(s.zones['cart.0']!.cards).toEqual([]);
    expect(s.discard.some(isDragon)).toBe(true);
  });

  it('a Dragon in a Warehouse without Caravan Guards scores it 0 (RULINGS)', () => {
    expect(score(['gD'], ['dragon-cards']).score).toBe(0);
  });
});

describe('Streets of Greyport: Caravan Guards', () => {
  const v = ['caravan-guards'];

  it('lets Warriors of any color ride in the Cart', () => {
    const s = table(2, v);
    setZones(s, { 'cart.0': 'rB' });
    stock(s, 0, 'gW bW gM');
    expect(() => apply(s, 0, { t: 'load', cards: [find(s, 'hand.0', 'gM')] })).toThrow(/Warriors aside/);
    applyInPlace(s, 0, { t: 'load', cards: [find(s, 'hand.0', 'gW'), find(s, 'hand.0', 'bW')] });
    expect(zoneFaces(s, 'cart.0')).toEqual(['rB', 'gW', 'bW']);
    expect(score(['rB gW bW'], v).score).toBe(5);
    expect(score(['rB gW bW']).score).toBe(0);
  });

  it('lets a Warrior just drawn drive off a Rogue just revealed, both discarded, saving the Cart', () => {
    const s = table(2, v);
    setZones(s, { 'rogues.0': 'rR rR', 'cart.0': 'gB' });
    stock(s, 0, 'gW bR gM');
    expect(phase(s)).toBe('guard');
    const bR = find(s, 'rogues.0', 'bR');
    const gW = find(s, 'hand.0', 'gW');
    expect(texts(s, 0)).toEqual(['Keep your Warriors: send no more against the Rogues', 'Discard the green Warrior (Horse) from your hand to drive off a blue Rogue']);
    applyInPlace(s, 0, { t: 'guard', warrior: gW, target: bR });
    expect(zoneFaces(s, 'rogues.0')).toEqual(['rR', 'rR']);
    expect(s.discard).toEqual(expect.arrayContaining([gW, bR]));
    expect(phase(s)).toBe('load');
    expect(zoneFaces(s, 'cart.0')).toEqual(['gB']);
  });

  it('does not let a Warrior just drawn drive off a Rogue from an earlier round', () => {
    const s = table(2, v);
    setZones(s, { 'rogues.0': 'rR rR' });
    stock(s, 0, 'gW bR gM');
    expect(() => apply(s, 0, { t: 'guard', warrior: find(s, 'hand.0', 'gW'), target: find(s, 'rogues.0', 'rR') })).toThrow(/earlier round/);
  });

  it("lets a Warrior from the Cart drive off any face-up Rogue, an earlier one too", () => {
    const s = table(2, v);
    setZones(s, { 'rogues.0': 'gR gR', 'cart.0': 'rW rB' });
    stock(s, 0, 'bR rM rL');
    const rW = find(s, 'cart.0', 'rW');
    expect(texts(s, 0).slice(1)).toEqual([
      'Discard the red Warrior (Wolf) from your Cart to drive off a green Rogue from an earlier round',
      'Discard the red Warrior (Wolf) from your Cart to drive off a blue Rogue just drawn',
    ]);
    applyInPlace(s, 0, { t: 'guard', warrior: rW, target: find(s, 'rogues.0', 'gR') });
    expect(zoneFaces(s, 'rogues.0')).toEqual(['gR', 'bR']);
    expect(zoneFaces(s, 'cart.0')).toEqual(['rB']);
    expect(phase(s)).toBe('load');
  });

  it('robs the Cart when the player sends no Warrior and three Rogues face up', () => {
    const s = table(2, v);
    setZones(s, { 'rogues.0': 'rR rR', 'cart.0': 'gB' });
    stock(s, 0, 'gW bR gM');
    applyInPlace(s, 0, { t: 'done' });
    expect(s.log.some((e) => e.t === 'robbed')).toBe(true);
    expect(s.zones['cart.0']!.cards).toEqual([]);
  });

  it('with Dragon Cards, a Warrior slays a Dragon: the Dragon goes to the Warehouse as a 6-point trophy', () => {
    const s = table(2, [...v, 'dragon-cards']);
    setZones(s, { 'cart.0': 'rW' });
    stock(s, 0, 'gD gM gL');
    expect(texts(s, 0)[1]).toBe('Discard the red Warrior (Wolf) from your Cart to slay the green Dragon (a 6-point trophy)');
    applyInPlace(s, 0, legalActions(s, 0)[1]!);
    expect(faces(s.zones['warehouse.0']!.cards)).toEqual(['gD']);
    expect(s.g.shipments[0]).toEqual([1]);
    expect(phase(s)).toBe('load');
    expect(score(['gD', 'gM gL'], [...v, 'dragon-cards']).score).toBe(6 + 6);
    expect(score(['gD gM'], [...v, 'dragon-cards']).score).toBe(0);
  });

  it('without Caravan Guards, a Warrior never guards: three Rogues rob the Cart at once', () => {
    const s = table();
    setZones(s, { 'rogues.0': 'rR rR', 'cart.0': 'gW' });
    stock(s, 0, 'bW bR gM');
    expect(s.log.some((e) => e.t === 'robbed')).toBe(true);
  });
});

describe('Streets of Greyport: Protection Racket', () => {
  const v = ['protection-racket'];

  it('lets Rogues of the Cart color be hidden in it instead of revealed; they do not count toward a robbery', () => {
    const s = table(2, v);
    setZones(s, { 'rogues.0': 'bR bR', 'cart.0': 'rB' });
    stock(s, 0, 'rR gR rM');
    expect(phase(s)).toBe('conceal');
    expect(texts(s, 0)).toEqual([
      'Reveal your Rogues (hide none in your Cart)',
      'Hide a red Rogue in your Cart, reveal the other Rogue',
      'Dump your Cart: discard its 1 card face up',
    ]);
    expect(() => apply(s, 0, { t: 'conceal', cards: [find(s, 'hand.0', 'gR')] })).toThrow(/color of the cards already in it/);
    expect(() => apply(s, 0, { t: 'conceal', cards: [find(s, 'hand.0', 'rM')] })).toThrow(/Only Rogues/);
    // Hiding the red Rogue leaves the green one to reveal: three face up, robbed.
    const robbed = apply(s, 0, { t: 'conceal', cards: [find(s, 'hand.0', 'rR')] }).state;
    expect(robbed.log.some((e) => e.t === 'robbed')).toBe(true);
    // Dumping the Cart first lets the green Rogue hide instead... and the red one is revealed: robbed too.
    applyInPlace(s, 0, { t: 'dump' });
    expect(texts(s, 0)).toEqual([
      'Reveal your Rogues (hide none in your Cart)',
      'Hide a red Rogue in your Cart, reveal the other Rogue',
      'Hide a green Rogue in your Cart, reveal the other Rogue',
    ]);
  });

  it('a hidden Rogue keeps the player from being robbed', () => {
    const s = table(2, v);
    setZones(s, { 'rogues.0': 'bR bR', 'cart.0': 'rB' });
    stock(s, 0, 'rR rM rL');
    applyInPlace(s, 0, { t: 'conceal', cards: [find(s, 'hand.0', 'rR')] });
    expect(s.log.some((e) => e.t === 'robbed')).toBe(false);
    expect(zoneFaces(s, 'rogues.0')).toEqual(['bR', 'bR']);
    expect(viewFor(s, 1).zones['cart.0']!.cards).toEqual([null, null]);
    applyInPlace(s, 0, { t: 'load', cards: [find(s, 'hand.0', 'rM'), find(s, 'hand.0', 'rL')] });
    expect(zoneFaces(s, 'cart.0')).toEqual(['rB', 'rR', 'rM', 'rL']);
  });

  it('without the Racket every Rogue drawn is revealed at once', () => {
    const s = table();
    stock(s, 0, 'rR rM rL');
    expect(zoneFaces(s, 'rogues.0')).toEqual(['rR']);
    expect(phase(s)).toBe('load');
  });

  it('scores only the cards of the Rogues color when all Rogues in the Warehouse share one color', () => {
    expect(score(['rR rM', 'gM', 'rB'], v).score).toBe(4 + 3);
    expect(score(['rM', 'gM', 'rB'], v).score).toBe(11);
  });

  it('scores nothing when the Warehouse holds Rogues of two or three colors', () => {
    expect(score(['rR rM', 'gR gM'], v).score).toBe(0);
  });

  it('still refuses a Rogue of another color than its shipment', () => {
    expect(score(['rR gM'], v).score).toBe(0);
  });
});

describe('Streets of Greyport: hidden information', () => {
  it("shows a player's drawn hand, Cart and Warehouse only to them until the end, and their Rogues to all", () => {
    const s = table();
    setZones(s, { 'warehouse.0': 'gM' });
    s.g.shipments[0] = [1];
    stock(s, 0, 'rR rM rL');
    const other = viewFor(s, 1);
    expect(other.zones['hand.0']!.cards).toEqual([null, null]);
    expect(other.zones['warehouse.0']!.cards).toEqual([null]);
    expect(faces(other.zones['rogues.0']!.cards)).toEqual(['rR']);
    expect(other.g).toMatchObject({ shipments: [[1], []] });
    expect(CARDS[viewFor(s, 0).zones['hand.0']!.cards[0]!]!.rank).toBe(4);
  });
});

describe('Streets of Greyport: the step says what the player is doing now (issue 13)', () => {
  // The player whose turn it is reads where the turn stands; the others only that it is a Stock or Ship turn
  // (the phase tells what a hand holds: issue 12.3).
  const title = (s: AnyState, seat = 0) => viewFor(s, seat).step.title;

  it('asks to Stock or Ship, then to load the Cart once the cards are drawn', () => {
    const s = table();
    expect(title(s)).toBe('Stock or Ship');
    stock(s, 0, 'gB gM gL');
    expect(phase(s)).toBe('load');
    expect(title(s)).toBe('Load the Cart');
  });

  it('asks to send Warriors (Caravan Guards) and to hide Rogues (Protection Racket) in those phases', () => {
    const guards = table(2, ['caravan-guards']);
    setZones(guards, { 'rogues.0': 'rR rR', 'cart.0': 'gB' });
    stock(guards, 0, 'gW bR gM');
    expect(phase(guards)).toBe('guard');
    expect(title(guards)).toBe('Send Warriors against the Rogues');
    const racket = table(2, ['protection-racket']);
    setZones(racket, { 'rogues.0': 'bR bR', 'cart.0': 'rB' });
    stock(racket, 0, 'rR gR rM');
    expect(phase(racket)).toBe('conceal');
    expect(title(racket)).toBe('Hide Rogues in the Cart, or reveal them');
    expect(title(racket, 1)).toBe('Stock or Ship');
    expect(title(racket, -1)).toBe('Stock or Ship');
  });
});
