import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/shared/engine/errors';
import { runShowdown } from '../../../src/shared/engine/showdown';

/**
 * Issue 12, items 14, 15 and 17: the showdown contract (DESIGN.md) against RULINGS.md "A card written
 * without its animal" and the stakes each game can be played for.
 */
const refusal = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as Error).message;
  }
  throw new Error('expected the request to be refused');
};

describe('item 14: a card without its animal stands for any unused copy, counted over the whole input', () => {
  const example = (hands: string[][]) => ({ game: 'rogues-and-warriors', variants: [], common: {}, players: hands.map((hand) => ({ hand })) });

  it('accepts the issue example in both orders, with the same scores seat for seat', () => {
    const a = runShowdown(example([['bW', 'rR'], ['bW.hare', 'gR']]));
    const b = runShowdown(example([['bW.hare', 'gR'], ['bW', 'rR']]));
    expect(b.scores).toEqual([...a.scores].reverse());
    expect(b.places).toEqual([...a.places].reverse());
  });

  it('still refuses more copies than the deck holds, naming the card and where it is', () => {
    // Two blue Warriors exist (Hare and Wren): a third, written either way, is one too many.
    expect(refusal(() => runShowdown(example([['bW', 'bW'], ['bW.hare', 'gR']])))).toMatch(/^players\[1\]\.hand: "bW\.hare" is used more often than the deck holds it \(2 blue Warriors in all/);
    expect(refusal(() => runShowdown(example([['bW.hare', 'rR'], ['bW.hare', 'gR']])))).toMatch(/players\[1\]\.hand: "bW\.hare" is used more often than the deck holds it \(1 copy\)/);
    expect(refusal(() => runShowdown(example([['bW.hare', 'bW.wren'], ['bW', 'gR']])))).toMatch(/players\[1\]\.hand: "bW" is used more often/);
    const dragons = { ...example([['rD', 'rR'], ['rD', 'gR']]), game: 'the-wheel', variants: ['dragon-cards'], common: { wheel: [] } };
    dragons.players = [{ hand: ['rD', 'rR', 'gR', 'bR', 'bB', 'rM', 'gM'] }, { hand: ['rD', 'gR', 'bR', 'rB', 'gB', 'bM', 'rW'] }];
    expect(refusal(() => runShowdown(dragons))).toMatch(/^players\[1\]\.hand: "rD" is used more often than the deck holds it \(1 red Dragon in all/);
  });

  it('within one City Square city, a city holding `bW` then `bW.hare` is accepted', () => {
    const cities = (a: string, b: string) => ({
      game: 'city-square',
      players: [
        { city: [[a, 'gR', 'gM'], ['gB', 'gL', null], [null, b, null]] },
        { city: [['rR', 'rM', 'rB'], ['rL', 'rW', null], [null, 'rR', null]] },
      ],
    });
    const one = runShowdown(cities('bW', 'bW.hare'));
    expect(runShowdown(cities('bW.hare', 'bW'))).toEqual(one);
    expect(refusal(() => runShowdown(cities('bW.hare', 'bW.hare')))).toMatch(/more often than the deck holds it/);
  });

  it('within one Streets of Greyport warehouse, across its shipments', () => {
    const warehouse = (first: string, second: string) => ({
      game: 'streets-of-greyport',
      players: [{ warehouse: [[first, 'bB'], [second, 'bM']] }, { warehouse: [['rL']] }],
    });
    const one = runShowdown(warehouse('bW', 'bW.hare'));
    expect(runShowdown(warehouse('bW.hare', 'bW'))).toEqual(one);
  });

  it('within one Wheel, and between the Wheel and a hand', () => {
    const wheel = (first: string, second: string, inHand: string) => ({
      game: 'the-wheel',
      common: { wheel: [{ leader: 'L', card: first }, { leader: 'L', card: second }] },
      players: [{ hand: [inHand, 'rR', 'gR', 'bR', 'bB', 'rM', 'gM'] }, { hand: ['rR', 'gR', 'bR', 'rB', 'gB', 'bM', 'rW'] }],
    });
    const one = runShowdown(wheel('bL', 'bL.hare', 'bL.wren'));
    expect(runShowdown(wheel('bL.hare', 'bL', 'bL.wren'))).toEqual(one);
    expect(runShowdown(wheel('bL', 'bL', 'bL.wren'))).toEqual(one);
    // The deck holds four blue Ladies (2 Hare, 2 Wren): a fifth, in a hand, is refused.
    expect(refusal(() => runShowdown({ ...wheel('bL', 'bL', 'bL.wren'), players: [{ hand: ['bL.wren', 'bL', 'bL', 'bR', 'bB', 'rM', 'gM'] }, { hand: ['rR', 'gR', 'bR', 'rB', 'gB', 'bM', 'rW'] }] }))).toMatch(/"bL" is used more often than the deck holds it \(4 blue Ladies in all/);
  });
});

describe("item 15: King's Council refuses a card written without its animal", () => {
  const council = (king: string, first: string[], second: string[]) => ({ game: 'kings-council', variants: [], common: { king }, players: [{ hand: first }, { hand: second }] });
  const green = ['gW.horse', 'gL.horse', 'gB.horse', 'gM.horse', 'gR.horse'];

  it('asks for the animal of a card in a hand, with a sentence naming both choices', () => {
    const msg = refusal(() => runShowdown(council('bB.hare', ['bW', 'rL.wolf', 'rB.wolf', 'rM.wolf', 'rR.wolf'], green)));
    expect(msg).toBe(`players[0].hand: "bW" needs its animal, "bW.hare" or "bW.wren": in King's Council the animal scores, so the showdown cannot choose it`);
  });

  it('asks for the animal of the King', () => {
    expect(refusal(() => runShowdown(council('bB', ['rW.wolf', 'rL.wolf', 'rB.wolf', 'rM.wolf', 'rR.wolf'], green)))).toMatch(/^common\.king: "bB" needs its animal/);
  });

  it('does not ask it of a Dragon, which has none', () => {
    const answer = runShowdown({ ...council('bB.hare', ['rD', 'rL.wolf', 'rB.wolf', 'rM.wolf', 'rR.wolf'], green), variants: ['dragon-cards'] });
    expect(answer.scores).toHaveLength(2);
  });
});

describe('item 17: games played for Shares only refuse Betting stakes', () => {
  const betting = { mode: 'betting', carry: 0, contributions: [3, 3], folded: [false, false], splitRule: 'merchant' };
  const wheelHands = [{ hand: ['rR', 'gR', 'bR', 'bB', 'rM', 'gM', 'bL'] }, { hand: ['rR', 'gR', 'bR', 'rB', 'gB', 'bM', 'rW'] }];

  it("Heroes' Plunder", () => {
    const loot = [
      ['rW', 'rL', 'rB', 'rM', 'rR', 'gW', 'gL', 'gB', 'gM', 'gR', 'rR', 'rR', 'rM', 'rB'],
      ['bW', 'bL', 'bB', 'bM', 'bR', 'rL', 'rB', 'rM', 'rR', 'gL', 'gR', 'gR', 'gM', 'gB'],
    ];
    const request = { game: 'heroes-plunder', players: loot.map((l) => ({ loot: l })) };
    expect(runShowdown({ ...request, stakes: { mode: 'shares', share: 2 } }).payouts).toBeDefined();
    expect(refusal(() => runShowdown({ ...request, stakes: betting }))).toBe(`stakes.mode: Heroes' Plunder has no Betting Rounds: it is played for Shares only, so give "shares" stakes`);
  });

  it('Streets of Greyport', () => {
    const request = { game: 'streets-of-greyport', players: [{ warehouse: [['rM']] }, { warehouse: [['gW', 'gB']] }] };
    expect(runShowdown({ ...request, stakes: { mode: 'shares', share: 1 } }).payouts).toEqual([0, 2]);
    expect(refusal(() => runShowdown({ ...request, stakes: betting }))).toMatch(/^stakes\.mode: Streets of Greyport has no Betting Rounds/);
  });

  it('The Wheel with The Unwound Clock, but not The Wheel alone', () => {
    const request = { game: 'the-wheel', common: { wheel: [] }, players: wheelHands };
    expect(runShowdown({ ...request, stakes: betting }).payouts).toHaveLength(2);
    const clock = { ...request, variants: ['the-unwound-clock'] };
    expect(runShowdown({ ...clock, stakes: { mode: 'shares', share: 3 } }).payouts).toHaveLength(2);
    expect(refusal(() => runShowdown({ ...clock, stakes: betting }))).toMatch(/^stakes\.mode: The Wheel with The Unwound Clock has no Betting Rounds/);
  });
});
