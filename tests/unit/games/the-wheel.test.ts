import { describe, expect, it } from 'vitest';
import { formatCard, isDragon, type CardId } from '../../../src/shared/cards/card';
import { cards } from '../../../src/shared/cards/notation';
import { InputError, RuleError } from '../../../src/shared/engine/errors';
import { runShowdown } from '../../../src/shared/engine/showdown';
import { apply, applyInPlace, canStartGame, legalActions, moneyOnTable, newTable, pendingSeats } from '../../../src/shared/engine/table';
import type { Action, AnyState, TableConfig } from '../../../src/shared/engine/types';
import { viewFor } from '../../../src/shared/engine/view';
import { theWheel } from '../../../src/shared/games/the-wheel';
import {
  cardPoints,
  clockSpoke,
  evaluateHand,
  neighbors,
  placementOf,
  spokesFor,
  strengths,
  strongestLeader,
  WHEEL,
  type Leader,
  type WheelCard,
} from '../../../src/shared/games/the-wheel/scoring';
import type { WheelG } from '../../../src/shared/games/the-wheel/wheel';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { playRandomGame } from '../../../src/shared/sim/random-table';
import { compareKeys } from '../../../src/shared/engine/ties';
import { setZones, stackDeck } from '../../helpers/stack';

const one = (text: string): CardId => cards(text)[0]!;
/** A card's face without its animal: `rL`. */
const face = (id: CardId | null): string => (id === null ? '?' : formatCard(id).split('.')[0]!);
const faces = (s: AnyState, zone: string): string[] => (s.zones[zone]?.cards ?? []).map(face);
const g = (s: AnyState): WheelG => s.g as WheelG;

function config(n: number, over: Partial<TableConfig> = {}): TableConfig {
  return {
    game: 'the-wheel',
    seats: Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'human' as const })),
    variants: [],
    stakes: { mode: 'betting', minRaise: true },
    splitRule: 'merchant',
    startingChips: 20,
    seed: 11,
    ...over,
  };
}

const unwound = (n: number, variants: string[] = []) =>
  config(n, { variants: ['the-unwound-clock', ...variants], stakes: { mode: 'shares', share: 2 } });

const act = (s: AnyState, seat: number, a: Action): AnyState => apply(s, seat, a).state;
const turn = (s: AnyState): number => pendingSeats(s)[0]!;
const play = (s: AnyState, seat: number, card: string, leader: Leader): AnyState => {
  const id = s.zones[`hand.${seat}`]!.cards.find((c) => face(c) === card);
  if (id === undefined) throw new Error(`seat ${seat} holds no ${card}`);
  return act(s, seat, { t: 'play', card: id, leader });
};

/** Everyone takes their first legal action and checks until the step named (or a Betting Round) comes. */
function firstLegalUntil(s: AnyState, stop: (s: AnyState) => boolean): AnyState {
  for (let guard = 0; guard < 200 && s.phase === 'playing' && !stop(s); guard++) {
    const seat = turn(s);
    s = act(s, seat, s.step.id.startsWith('betting') ? { t: 'check' } : legalActions(s, seat)[0]!);
  }
  return s;
}

/** Everyone but the last player folds in the next Betting Round: the game ends there. */
function foldOut(s: AnyState): AnyState {
  s = firstLegalUntil(s, (x) => x.step.id.startsWith('betting'));
  while (s.phase === 'playing') s = act(s, turn(s), { t: 'fold' });
  return s;
}

// The rebuilt example of page 29 (EXAMPLES.md).
const EXAMPLE: { leader: Leader; card: string }[] = [
  { leader: 'R', card: 'rR' },
  { leader: 'L', card: 'gL' },
  { leader: 'L', card: 'gB' },
  { leader: 'L', card: 'bR' },
  { leader: 'M', card: 'rW' },
  { leader: 'M', card: 'gB' },
  { leader: 'M', card: 'bW' },
  { leader: 'M', card: 'rB' },
];

describe('The Wheel: the example of page 29 (EXAMPLES.md, rebuilt placements)', () => {
  const used = new Set<number>();
  const wheel: WheelCard[] = EXAMPLE.map((p) => ({ leader: p.leader, card: cards(p.card, used)[0]! }));

  it('gives the Rogue 2, the Lady 4, the Merchant 4 and the Warrior and Bard 0', () => {
    expect(strengths(wheel)).toEqual({ W: 0, M: 4, B: 0, L: 2 + 1 + 1, R: 2 });
  });

  it('makes the Lady the strongest Leader: she ties the Merchant and has the lower rank', () => {
    expect(strongestLeader(strengths(wheel))).toBe('L');
  });

  it('scores Ladies 2, Rogues and Bards 1, Warriors and Merchants nothing', () => {
    expect(['gL', 'rR', 'bB', 'gW', 'rM'].map((c) => cardPoints('L', one(c)))).toEqual([2, 1, 1, 0, 0]);
  });

  it('gives the same scores through the showdown contract and pays the winner', () => {
    const answer = runShowdown({
      game: 'the-wheel',
      variants: [],
      common: { wheel: EXAMPLE },
      players: [
        { hand: ['rL', 'bL', 'gR', 'rB', 'gW', 'gM', 'bM'] }, // 2 + 2 + 1 + 1 = 6
        { hand: ['rR', 'rR', 'gR', 'bR', 'bB', 'rM', 'gM'] }, // 1 + 1 + 1 + 1 + 1 = 5
      ],
      stakes: { mode: 'betting', carry: 0, contributions: [4, 4], folded: [false, false], splitRule: 'merchant' },
    });
    expect(answer).toEqual({ scores: [6, 5], places: [1, 2], payouts: [8, 0], carry: 0 });
  });
});

describe('The Wheel: the circle of Leaders', () => {
  it('runs clockwise Warrior, Merchant, Bard, Lady, Rogue', () => {
    expect(WHEEL).toEqual(['W', 'M', 'B', 'L', 'R']);
    expect(neighbors('L')).toEqual(['B', 'R']);
    expect(neighbors('W')).toEqual(['R', 'M']);
  });

  it("lets a Rogue go on the Warrior's, the Rogue's or the Lady's spoke (the book's example)", () => {
    expect(spokesFor(one('rR')).sort()).toEqual(['L', 'R', 'W']);
  });

  it('sends a Clock card one spoke clockwise of its own rank: a Warrior to the Merchant, a Lady to the Rogue', () => {
    expect(clockSpoke(one('gW'))).toBe('M');
    expect(clockSpoke(one('gL'))).toBe('R');
    expect(clockSpoke(one('gR'))).toBe('W');
  });
});

describe('The Wheel: the strength of the Leaders', () => {
  const on = (list: [Leader, string][]) => strengths(list.map(([leader, card]) => ({ leader, card: one(card) })));

  it('adds 2 for a Companion and 1 for an Ally', () => {
    expect(on([['B', 'gB'], ['B', 'gM'], ['B', 'rL']])).toMatchObject({ B: 4 });
  });

  it('breaks a tie between Leaders by the lower rank number, not by any card', () => {
    expect(strongestLeader({ W: 0, M: 3, B: 1, L: 0, R: 3 })).toBe('M');
    expect(strongestLeader({ W: 2, M: 0, B: 0, L: 2, R: 0 })).toBe('W');
  });

  it('makes the Warrior strongest on an empty Wheel (every Leader at 0)', () => {
    expect(strongestLeader(strengths([]))).toBe('W');
  });
});

describe('The Wheel: a hand at the end', () => {
  it('scores 2 for each card of the strongest rank and 1 for each card of its neighbors', () => {
    // The Merchant leads: Merchants 2, Warriors and Bards 1, Ladies and Rogues 0.
    expect(evaluateHand('M', cards('rM gM bW rB gL rR bR')).score).toBe(2 + 2 + 1 + 1);
  });

  it('breaks a tie between players by Color over the whole hand', () => {
    const used = new Set<number>();
    const fourRed = evaluateHand('M', cards('rM bM rR rR rR gL bL', used)); // 4 points, four red
    const threeBlue = evaluateHand('M', cards('gM bM bR bR gR gL rL', used)); // 4 points, three blue / three green
    expect([fourRed.score, threeBlue.score]).toEqual([4, 4]);
    expect(compareKeys(fourRed.key, threeBlue.key)).toBeGreaterThan(0);
  });

  it('splits by the Split Rule when Color ties too', () => {
    const answer = runShowdown({
      game: 'the-wheel',
      variants: [],
      common: { wheel: [{ leader: 'M', card: 'rM' }] },
      players: [{ hand: ['gM', 'rR', 'rR', 'rR', 'gL', 'bL', 'bR'] }, { hand: ['bM', 'gR', 'gR', 'gR', 'rL', 'bL', 'bR'] }],
      stakes: { mode: 'betting', contributions: [3, 3], splitRule: 'merchant' },
    });
    expect(answer).toEqual({ scores: [2, 2], places: [1, 1], payouts: [3, 3], carry: 0 });
  });
});

describe('The Wheel: setup', () => {
  const s = newTable(config(3)).state;

  it('arranges the five Grey Leaders clockwise, face up, with empty spokes', () => {
    expect(faces(s, 'leaders')).toEqual(['xW', 'xM', 'xB', 'xL', 'xR']);
    for (const l of WHEEL) expect(s.zones[`wheel.${l}`]!.cards).toEqual([]);
    expect(viewFor(s, -1).zones.leaders!.cards.map(face)).toEqual(['xW', 'xM', 'xB', 'xL', 'xR']);
  });

  it('antes, deals 7 cards each, and sets 3 Clock cards face down that no one can see', () => {
    expect(s.contrib).toEqual([1, 1, 1]);
    expect(s.zones['hand.1']!.cards).toHaveLength(7);
    expect(s.zones.clock!.cards).toHaveLength(3);
    for (const seat of [-1, 0, 1, 2]) expect(viewFor(s, seat).zones.clock!.cards).toEqual([null, null, null]);
  });

  it("starts with the Starting Player's turn, who has drawn an eighth card", () => {
    expect(s.step.id).toBe('turns-1');
    expect(turn(s)).toBe(0);
    expect(s.zones['hand.0']!.cards).toHaveLength(8);
    expect(turn(newTable(config(3, { firstStartingPlayer: 2 })).state)).toBe(2);
  });
});

describe('The Wheel: a turn', () => {
  function start(): AnyState {
    const s = newTable(config(3)).state;
    setZones(s, {
      'hand.0': 'rW rL rB rM rR gW gL gB',
      'hand.1': 'bW bL bB bM bR gM gR', // seat 1 has not drawn yet: 7 cards
      'hand.2': 'rL rB rM rR gL gB gM',
      clock: 'gR gM bL', // bL is on top
    });
    return s;
  }

  it('draws a card, then plays one: a Companion adds 2 to its Leader', () => {
    let s = start();
    stackDeck(s, 'rM');
    s = play(s, 0, 'rW', 'W');
    expect(faces(s, 'wheel.W')).toEqual(['rW']);
    expect(g(s).strength.W).toBe(2);
    expect(s.zones['hand.0']!.cards).toHaveLength(7);
    // Seat 1's turn has begun with its draw.
    expect(turn(s)).toBe(1);
    expect(faces(s, 'hand.1')).toContain('rM');
    expect(s.zones['hand.1']!.cards).toHaveLength(8);
    expect(viewFor(s, 2).zones['hand.1']!.cards.every((c) => c === null)).toBe(true);
  });

  it("lets an Ally go on either neighbor's spoke for 1", () => {
    let s = start();
    s = play(s, 0, 'rR', 'W');
    expect(g(s).strength.W).toBe(1);
    s = play(s, 1, 'bR', 'L');
    expect(g(s).strength).toMatchObject({ W: 1, L: 1, R: 0 });
  });

  it('offers only legal spokes, one button per card face and spoke', () => {
    const s = start();
    const legal = legalActions(s, 0);
    // Eight different faces, three spokes each.
    expect(legal).toHaveLength(8 * 3);
    for (const a of legal) expect(spokesFor(a.card as CardId)).toContain(a.leader);
    const texts = viewFor(s, 0).legalText;
    expect(new Set(texts).size).toBe(legal.length);
    expect(texts).toContain('Play your red Rogue (Wolf) on the Lady as an Ally (+1)');
    expect(texts).toContain('Play your green Bard (Horse) on the Bard as a Companion (+2)');
  });

  it('refuses a spoke that is neither the Leader of its rank nor a neighbor, a card not held, and another seat', () => {
    const s = start();
    const before = JSON.stringify(s);
    const bard = s.zones['hand.0']!.cards.find((c) => face(c) === 'rB')!;
    expect(() => apply(s, 0, { t: 'play', card: bard, leader: 'W' })).toThrow(/only on the Bard .* the Merchant and the Lady/);
    expect(() => apply(s, 0, { t: 'play', card: bard, leader: 'X' })).toThrow(RuleError);
    expect(() => apply(s, 0, { t: 'play', card: s.zones['hand.1']!.cards[0], leader: 'B' })).toThrow(/your own hand/);
    expect(() => apply(s, 1, { t: 'play', card: s.zones['hand.1']!.cards[0], leader: 'W' })).toThrow(RuleError);
    expect(() => apply(s, 0, { t: 'check' })).toThrow(RuleError);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('reveals a Clock card after every player has played and plays it as an Ally one spoke clockwise', () => {
    let s = start();
    s = play(s, 0, 'rW', 'W');
    s = play(s, 1, 'bL', 'L');
    s = play(s, 2, 'gM', 'B');
    // The blue Lady from the Clock goes on the Rogue's spoke (clockwise of the Lady) as an Ally.
    expect(faces(s, 'wheel.R')).toEqual(['bL']);
    expect(s.zones.clock!.cards).toHaveLength(2);
    expect(g(s).strength).toEqual({ W: 2, M: 0, B: 1, L: 2, R: 1 });
    expect(g(s).strongest).toBe('W');
    expect(s.step.id).toBe('betting-1');
    expect(viewFor(s, 1).zones['wheel.R']!.cards.map(face)).toEqual(['bL']);
  });
});

describe('The Wheel: the Order of Play', () => {
  it('plays three rounds of turns, Clock card and Betting Round, then scores the hands of 7 against the strongest Leader', () => {
    let s = newTable(config(3)).state;
    const steps: string[] = [];
    while (s.phase === 'playing') {
      if (steps.at(-1) !== s.step.id) steps.push(s.step.id);
      s = act(s, turn(s), s.step.id.startsWith('betting') ? { t: 'check' } : legalActions(s, turn(s))[0]!);
    }
    expect(steps).toEqual(['turns-1', 'betting-1', 'turns-2', 'betting-2', 'turns-3', 'betting-3']);
    expect(s.zones.clock!.cards).toHaveLength(0);
    const placed = WHEEL.reduce((t, l) => t + s.zones[`wheel.${l}`]!.cards.length, 0);
    expect(placed).toBe(3 * 3 + 3);
    const strongest = strongestLeader(strengths(WHEEL.flatMap((leader) => s.zones[`wheel.${leader}`]!.cards.map((card) => ({ leader, card })))));
    for (let seat = 0; seat < 3; seat++) {
      expect(s.zones[`hand.${seat}`]!.cards).toHaveLength(7);
      expect(s.result!.standings[seat]!.score).toBe(evaluateHand(strongest, s.zones[`hand.${seat}`]!.cards).score);
    }
    expect(s.result!.kind).toBe('showdown');
    expect(moneyOnTable(s)).toBe(60);
  });

  it('skips the turns of a player who folded', () => {
    let s = firstLegalUntil(newTable(config(3)).state, (x) => x.step.id === 'betting-1');
    s = act(s, 0, { t: 'check' });
    s = act(s, 1, { t: 'fold' });
    s = act(s, 2, { t: 'check' });
    const order: number[] = [];
    while (s.step.id === 'turns-2') {
      order.push(turn(s));
      s = act(s, turn(s), legalActions(s, turn(s))[0]!);
    }
    expect(order).toEqual([0, 2]);
    expect(s.zones['hand.1']!.cards).toHaveLength(7);
  });

  it('has no Betting Rounds when Playing for Shares and pays shares by place', () => {
    let s = newTable(config(3, { stakes: { mode: 'shares', share: 2 } })).state;
    const steps = new Set<string>();
    while (s.phase === 'playing') {
      steps.add(s.step.id);
      s = act(s, turn(s), legalActions(s, turn(s))[0]!);
    }
    expect([...steps]).toEqual(['turns-1', 'turns-2', 'turns-3']);
    expect(s.result!.kind).toBe('showdown');
    expect(s.stacks.reduce((a, b) => a + b, 0) + s.carry).toBe(60);
  });
});

describe('The Wheel: Dragon Cards', () => {
  it('shuffles the three Dragons in only with the variant', () => {
    const all = (s: AnyState) => [...s.deck, ...s.discard, ...Object.values(s.zones).flatMap((z) => z.cards)];
    expect(all(newTable(config(3)).state).some(isDragon)).toBe(false);
    expect(all(newTable(config(3, { variants: ['dragon-cards'] })).state).filter(isDragon)).toHaveLength(3);
  });

  it('lets a Dragon be played on any spoke for 3', () => {
    let s = newTable(config(2, { variants: ['dragon-cards'] })).state;
    setZones(s, { 'hand.0': 'rD gW gW gL gL gB gB gB' });
    const dragon = s.zones['hand.0']!.cards[0]!;
    expect(legalActions(s, 0).filter((a) => a.card === dragon).map((a) => a.leader)).toEqual(WHEEL);
    expect(viewFor(s, 0).legalText).toContain('Play your red Dragon on the Rogue (+3)');
    s = act(s, 0, { t: 'play', card: dragon, leader: 'R' });
    expect(g(s).strength.R).toBe(3);
    expect(g(s).strongest).toBe('R');
  });

  it('discards a Dragon revealed from the Clock and does not replace it', () => {
    let s = newTable(config(2, { variants: ['dragon-cards'] })).state;
    setZones(s, { clock: 'gW gM rD' });
    s = firstLegalUntil(s, (x) => x.step.id === 'betting-1');
    expect(faces(s, 'face-up-discards')).toEqual(['rD']);
    expect(faces(s, 'clock')).toEqual(['gW', 'gM']);
    expect(WHEEL.reduce((t, l) => t + s.zones[`wheel.${l}`]!.cards.length, 0)).toBe(2);
    expect(viewFor(s, 1).zones['face-up-discards']!.cards.map(face)).toEqual(['rD']);
  });

  it('scores a Dragon in hand nothing, though it counts for its color in the tiebreaker', () => {
    const answer = runShowdown({
      game: 'the-wheel',
      variants: ['dragon-cards'],
      common: { wheel: [{ leader: 'B', card: 'rD' }] },
      players: [
        { hand: ['gB', 'rW', 'rW', 'rR', 'rR', 'gR', 'gR'] }, // 2 points, four red
        { hand: ['bB', 'bR', 'bR', 'bR', 'rR', 'gR', 'bD'] }, // 2 points, four blue and the blue Dragon: five
      ],
    });
    expect(answer).toEqual({ scores: [2, 2], places: [2, 1] });
  });

  it('refuses a Dragon in a showdown request without the variant', () => {
    const hands = [{ hand: ['gB', 'rW', 'rW', 'rR', 'rR', 'rR', 'gR'] }, { hand: ['bB', 'rR', 'rR', 'bR', 'gR', 'gR', 'bR'] }];
    expect(() => runShowdown({ game: 'the-wheel', variants: [], common: { wheel: [{ leader: 'B', card: 'rD' }] }, players: hands })).toThrow(/Dragon Cards/);
  });
});

describe('The Wheel: Multiple Successive Games', () => {
  const variants = ['multiple-successive-games'];

  /** Ends the current game by folds with `leader` clearly the strongest (eight strength of Companions). */
  function endWith(s: AnyState, leader: Leader): AnyState {
    const letter = leader;
    setZones(s, { [`wheel.${leader}`]: `r${letter} g${letter} b${letter} r${letter}` });
    return foldOut(s);
  }

  it('marks the strongest Leader at the end of a game and refuses any card on it in the next game', () => {
    let s = newTable(config(3, { variants })).state;
    s = endWith(s, 'L');
    expect(g(s).strongest).toBe('L');
    applyInPlace(s, 0, { t: 'next-game' });
    expect(g(s).marked).toEqual({ W: false, M: false, B: false, L: true, R: false });
    expect(s.log.some((e) => e.t === 'marked' && e.leader === 'L')).toBe(true);
    const seat = turn(s);
    expect(legalActions(s, seat).some((a) => a.leader === 'L')).toBe(false);
    setZones(s, { [`hand.${seat}`]: 'rL rL gL gL bL bL rB rR' });
    const lady = s.zones[`hand.${seat}`]!.cards[0]!;
    expect(() => apply(s, seat, { t: 'play', card: lady, leader: 'L' })).toThrow(/marker/);
    expect(legalActions(s, seat).filter((a) => a.card === lady).map((a) => a.leader)).toEqual(['B', 'R']);
  });

  it('discards a Clock card that would go on a marked Leader, without replacement', () => {
    let s = newTable(config(2, { variants })).state;
    s = endWith(s, 'L');
    applyInPlace(s, 0, { t: 'next-game' });
    setZones(s, { clock: 'gR gM gB' }); // a Bard goes one spoke clockwise: the marked Lady
    s = firstLegalUntil(s, (x) => x.step.id === 'betting-1' || x.phase !== 'playing');
    expect(faces(s, 'face-up-discards')).toEqual(['gB']);
    expect(s.zones['wheel.L']!.cards).toEqual([]);
    expect(faces(s, 'clock')).toEqual(['gR', 'gM']);
  });

  it('keeps the markers of two games, and clears them all after every third game', () => {
    let s = newTable(config(2, { variants })).state;
    s = endWith(s, 'L');
    applyInPlace(s, 0, { t: 'next-game' });
    s = endWith(s, 'M');
    applyInPlace(s, 0, { t: 'next-game' });
    expect(s.gameNo).toBe(3);
    expect(g(s).marked).toEqual({ W: false, M: true, B: false, L: true, R: false });
    s = endWith(s, 'R');
    applyInPlace(s, 0, { t: 'next-game' });
    expect(g(s).marked).toEqual({ W: false, M: false, B: false, L: false, R: false });
    expect(s.log.some((e) => e.t === 'markers-cleared')).toBe(true);
    s = endWith(s, 'B');
    applyInPlace(s, 0, { t: 'next-game' });
    expect(g(s).marked.B).toBe(true);
  });

  it('places no marker without the variant', () => {
    let s = newTable(config(2)).state;
    s = endWith(s, 'L');
    applyInPlace(s, 0, { t: 'next-game' });
    expect(Object.values(g(s).marked).some(Boolean)).toBe(false);
    expect(legalActions(s, turn(s)).some((a) => a.leader === 'L')).toBe(true);
  });

  it('shows the markers to every seat', () => {
    let s = newTable(config(2, { variants })).state;
    s = endWith(s, 'R');
    applyInPlace(s, 0, { t: 'next-game' });
    expect((viewFor(s, -1).g as WheelG).marked.R).toBe(true);
  });
});

describe('The Wheel: The Unwound Clock', () => {
  it('can only be played for Shares, and never inside the tavern', () => {
    expect(() => newTable(config(2, { variants: ['the-unwound-clock'] }))).toThrow(/Shares/);
    const v = theWheel.variants.find((x) => x.id === 'the-unwound-clock')!;
    expect(v).toMatchObject({ requiresShares: true, notInTavern: true });
  });

  it('sets a Clock of one card per player plus one, and has no Betting Round', () => {
    const s = newTable(unwound(4)).state;
    expect(s.zones.clock!.cards).toHaveLength(5);
    expect(s.step.id).toBe('unwound-turns');
    expect(theWheel.steps(['the-unwound-clock']).some((x) => x.id.startsWith('betting'))).toBe(false);
  });

  it('offers, after the draw, to play a card or to discard one', () => {
    const s = newTable(unwound(2)).state;
    setZones(s, { 'hand.0': 'rW rL rB rM rR gW gL gB' });
    const legal = legalActions(s, 0);
    expect(legal.filter((a) => a.t === 'play')).toHaveLength(8 * 3);
    expect(legal.filter((a) => a.t === 'discard')).toHaveLength(8);
    expect(viewFor(s, 0).legalText).toContain('Discard your green Lady (Horse) face up and reveal a Clock card');
  });

  it('discards face up, then lets the player place the Clock card as a Companion or an Ally on any legal spoke', () => {
    let s = newTable(unwound(2)).state;
    setZones(s, { 'hand.0': 'rW rL rB rM rR gW gL gB', clock: 'gR bM rL' });
    const gw = s.zones['hand.0']!.cards.find((c) => face(c) === 'gW')!;
    s = act(s, 0, { t: 'discard', card: gw });
    expect(viewFor(s, 1).zones['face-up-discards']!.cards).toEqual([gw]);
    expect(viewFor(s, 1).zones['clock-card']!.cards.map(face)).toEqual(['rL']);
    expect(turn(s)).toBe(0);
    expect(legalActions(s, 0).map((a) => a.leader).sort()).toEqual(['B', 'L', 'R']);
    expect(viewFor(s, 0).legalText.some((x) => /^Place the Clock's red Lady \(\w+\) on the Lady as a Companion \(\+2\)$/.test(x))).toBe(true);
    expect(() => apply(s, 0, { t: 'place', leader: 'W' })).toThrow(RuleError);
    expect(() => apply(s, 0, { t: 'play', card: s.zones['hand.0']!.cards[0], leader: 'W' })).toThrow(/First place/);
    s = act(s, 0, { t: 'place', leader: 'L' }); // a Companion: the base game would have sent it to the Rogue
    expect(g(s).strength.L).toBe(2);
    expect(s.zones['hand.0']!.cards).toHaveLength(7);
    expect(turn(s)).toBe(1);
    expect(s.zones['hand.1']!.cards).toHaveLength(8);
  });

  it('keeps the Clock when a card is played from the hand, and ends as soon as the last Clock card is played', () => {
    let s = newTable(unwound(2)).state;
    s = act(s, 0, legalActions(s, 0).find((a) => a.t === 'play')!);
    expect(s.zones.clock!.cards).toHaveLength(3);
    let clockPlays = 0;
    while (s.phase === 'playing') {
      const seat = turn(s);
      const discard = legalActions(s, seat).find((a) => a.t === 'discard')!;
      s = act(s, seat, discard);
      if (s.phase === 'playing' && turn(s) === seat) s = act(s, seat, legalActions(s, seat)[0]!);
      clockPlays++;
    }
    expect(clockPlays).toBe(3);
    expect(s.result!.kind).toBe('showdown');
    expect(s.zones['hand.0']!.cards).toHaveLength(7);
    expect(s.zones['hand.1']!.cards).toHaveLength(7);
  });

  it('with the deck out, reveals a Clock card at once: no draw, no discard', () => {
    let s = newTable(unwound(2)).state;
    setZones(s, { clock: 'gR bM rB' });
    s.discard.push(...s.deck);
    s.deck = [];
    s = act(s, 0, legalActions(s, 0).find((a) => a.t === 'play')!);
    expect(turn(s)).toBe(1);
    expect(s.zones['hand.1']!.cards).toHaveLength(7);
    expect(faces(s, 'clock-card')).toEqual(['rB']);
    expect(legalActions(s, 1).every((a) => a.t === 'place')).toBe(true);
    expect(legalActions(s, 1).map((a) => a.leader).sort()).toEqual(['B', 'L', 'M']);
    while (s.phase === 'playing') s = act(s, turn(s), legalActions(s, turn(s))[0]!);
    expect(s.zones['hand.0']!.cards).toHaveLength(7);
    expect(s.zones['hand.1']!.cards).toHaveLength(7);
  });

  it('discards a Dragon revealed from the Clock (Dragon Cards) and passes the turn', () => {
    let s = newTable(unwound(2, ['dragon-cards'])).state;
    setZones(s, { clock: 'gR bM gD' });
    s = act(s, 0, legalActions(s, 0).find((a) => a.t === 'discard')!);
    expect(faces(s, 'face-up-discards')).toContain('gD');
    expect(s.zones['clock-card']!.cards).toEqual([]);
    expect(s.zones.clock!.cards).toHaveLength(2);
    expect(turn(s)).toBe(1);
  });
});

describe('The Wheel: the showdown contract refuses what is not a legal end', () => {
  const hands = [{ hand: ['rL', 'bL', 'gR', 'rB', 'gW', 'gM', 'bM'] }, { hand: ['rR', 'rR', 'gR', 'bR', 'bB', 'rM', 'gM'] }];

  it('refuses a card on a spoke where it may not go', () => {
    expect(() => runShowdown({ game: 'the-wheel', common: { wheel: [{ leader: 'W', card: 'gB' }] }, players: hands })).toThrow(/cannot be played on the Warrior/);
  });

  it('refuses a missing Wheel, an unknown Leader, a Grey card and a hand that is not 7 cards', () => {
    expect(() => runShowdown({ game: 'the-wheel', common: {}, players: hands })).toThrow(InputError);
    expect(() => runShowdown({ game: 'the-wheel', common: { wheel: [{ leader: 'X', card: 'gB' }] }, players: hands })).toThrow(/W, M, B, L, R/);
    expect(() => runShowdown({ game: 'the-wheel', common: { wheel: [{ leader: 'W', card: 'xW' }] }, players: hands })).toThrow(/Grey/);
    expect(() => runShowdown({ game: 'the-wheel', common: { wheel: [] }, players: [hands[0]!, { hand: ['rR'] }] })).toThrow(/expected 7 cards/);
  });

  it('refuses a card both on the Wheel and in a hand beyond the copies the deck holds', () => {
    expect(() =>
      runShowdown({ game: 'the-wheel', common: { wheel: [{ leader: 'W', card: 'gW.owl' }] }, players: [hands[0]!, { hand: ['gW.owl', 'rR', 'gR', 'bR', 'bB', 'rM', 'gM'] }] }),
    ).toThrow(InputError);
  });
});

describe('The Wheel: inside The Red Dragon Inn (Appendix B)', () => {
  it('may replace a Round of Gambling; a card alters only the hand, never the Wheel or the Clock', () => {
    expect(theWheel.tavern).toMatchObject({ allowed: true, alters: ['hand'] });
    expect(theWheel.tavern!.note).toMatch(/never the cards played to the Wheel/);
    expect(theWheel.variants.filter((v) => v.notInTavern).map((v) => v.id)).toEqual(['the-unwound-clock']);
  });
});

describe('The Wheel: random legal play', () => {
  const ALL = ['dragon-cards', 'multiple-successive-games', 'the-unwound-clock'];
  it('ends, conserves money and never marks more than two Leaders, under every combination of variants, 2 to 8 players', () => {
    const rng = rngFrom(seedRng(9));
    for (let mask = 0; mask < 1 << ALL.length; mask++) {
      for (const players of [2, 5, 8]) {
        const variants = ALL.filter((_, i) => mask & (1 << i));
        const stakes = variants.includes('the-unwound-clock') || players === 5 ? { mode: 'shares' as const, share: 1 } : { mode: 'betting' as const, minRaise: true };
        const s = newTable(config(players, { variants, stakes, seed: mask * 10 + players, startingChips: 8, splitRule: mask % 2 ? 'king' : 'merchant' })).state;
        for (let game = 0; game < 7 && (game === 0 || canStartGame(s)); game++) {
          if (game > 0) applyInPlace(s, 0, { t: 'next-game' });
          expect(Object.values(g(s).marked).filter(Boolean).length).toBeLessThanOrEqual(2);
          playRandomGame(s, rng, { afterAction: (st) => expect(moneyOnTable(st)).toBe(st.totalMoney) });
          expect(s.phase).toBe('over');
          for (let seat = 0; seat < players; seat++) if (s.inGame[seat]) expect(s.zones[`hand.${seat}`]!.cards).toHaveLength(7);
        }
      }
    }
  });
});

describe('The Wheel: the step asks only what is left to do (issue 13)', () => {
  it('never asks the player to draw: the card is drawn for them as the turn begins', () => {
    const s = firstLegalUntil(newTable(config(3)).state, (x) => x.step.id.startsWith('turns-'));
    expect(s.step.id).toMatch(/^turns-/);
    const title = viewFor(s, turn(s)).step.title;
    expect(title).not.toMatch(/^Draw/);
    expect(title).toMatch(/Play a card from your hand to the Wheel/);
    const u = newTable(unwound(2)).state;
    expect(viewFor(u, turn(u)).step.title).toMatch(/^Play a card to the Wheel, or discard one/);
  });
});

// Issue 28, item 8: Companions and Allies look alike on the table: each card on a spoke says which it is.
describe('the marks on the Wheel', () => {
  it('every card on a spoke is captioned Companion +2, Ally +1 or Dragon +3, as it stands there', () => {
    let s = newTable(config(4)).state;
    s = firstLegalUntil(s, (x) => x.step.id.startsWith('betting'));
    const marks = viewFor(s, 0).cardMarks;
    let seen = 0;
    for (const leader of ['W', 'M', 'B', 'L', 'R'] as Leader[]) {
      for (const card of s.zones[`wheel.${leader}`]?.cards ?? []) {
        const kind = placementOf(card, leader);
        const want = { companion: 'Companion +2', ally: 'Ally +1', dragon: 'Dragon +3' }[kind!];
        expect(marks[card]?.caption).toBe(want);
        expect(marks[card]?.words).toMatch(/strength/);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
