import { describe, expect, it } from 'vitest';
import { CARDS } from '../../../src/shared/cards/card';
import { cards } from '../../../src/shared/cards/notation';
import { RuleError, InputError } from '../../../src/shared/engine/errors';
import { runShowdown } from '../../../src/shared/engine/showdown';
import { apply, applyInPlace, legalActions, newTable, pendingSeats } from '../../../src/shared/engine/table';
import type { AnyState, TableConfig } from '../../../src/shared/engine/types';
import { viewFor } from '../../../src/shared/engine/view';
import { threeKingdoms } from '../../../src/shared/games/three-kingdoms';
import { colorPoints, scoreHand, warOrder, warValue } from '../../../src/shared/games/three-kingdoms/scoring';
import { setZone, stackDeck } from '../../helpers/stack';

const war = (list: string) => cards(list);
const points = (warList: string) => colorPoints(war(warList));

function table(variants: string[] = [], players = 2): AnyState {
  const config: TableConfig = {
    game: 'three-kingdoms',
    seats: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}`, kind: 'human' as const })),
    variants,
    stakes: { mode: 'betting', minRaise: true },
    splitRule: 'merchant',
    startingChips: 20,
    seed: 11,
  };
  return newTable(config).state;
}

/** Everyone checks through Betting Rounds and keeps their cards in exchanges until `stepId`. */
function passUntil(s: AnyState, stepId: string): void {
  for (let guard = 0; guard < 100 && s.phase === 'playing' && s.step.id !== stepId; guard++) {
    const seat = pendingSeats(s)[0]!;
    applyInPlace(s, seat, s.step.id.startsWith('betting') ? { t: 'check' } : { t: 'keep' });
  }
}

function hands(list: string[]) {
  return list.map((h) => ({ hand: h.split(' ') }));
}

describe('Three Kingdoms: the War Value examples of page 10', () => {
  it('a red Bard General with an Army of two has a War Value of 1', () => {
    expect(warValue(war('rB rM rR'), 'r')).toBe(1);
  });

  it('red Lady with an Army of two is 1, green Merchant with one more is 3, a lone blue Warrior is 1: blue wins on its Warrior', () => {
    const w = war('rL rM rR gM gM bW');
    expect([warValue(w, 'r'), warValue(w, 'g'), warValue(w, 'b')]).toEqual([1, 3, 1]);
    expect(points('rL rM rR gM gM bW')).toEqual({ b: 2, r: 1, g: 0 });
  });

  it('blue and green at 3 both have several War Cards, so they tie: 1 point each, red 0', () => {
    const w = war('rR gR gR gR bM bR');
    expect([warValue(w, 'r'), warValue(w, 'g'), warValue(w, 'b')]).toEqual([5, 3, 3]);
    expect(points('rR gR gR gR bM bR')).toEqual({ b: 1, g: 1, r: 0 });
  });

  it('with Dragon Cards a Lady, a Merchant and a Dragon make 0, and so do a Warrior, a Rogue and a Dragon', () => {
    expect(warValue(war('rL rM rD'), 'r')).toBe(0);
    expect(warValue(war('rW rR rD'), 'r')).toBe(0);
  });
});

describe('Three Kingdoms: the examples through the showdown contract', () => {
  it('scores hands against the Warrior example (blue 2, red 1, green 0) and pays the best hand', () => {
    const out = runShowdown({
      game: 'three-kingdoms',
      common: { war: ['rL', 'rM', 'rR', 'gM', 'gM', 'bW'] },
      players: hands(['bL bB bB rB rM gR gR', 'rW rL rB rR gL gB bM']),
      stakes: { mode: 'betting', contributions: [5, 5], folded: [false, false], carry: 0, splitRule: 'merchant' },
    });
    expect(out).toEqual({ scores: [8, 6], places: [1, 2], payouts: [10, 0], carry: 0 });
  });

  it('scores hands against the tied blue and green kingdoms (1 each, red 0)', () => {
    const out = runShowdown({
      game: 'three-kingdoms',
      common: { war: ['rR', 'gR', 'gR', 'gR', 'bM', 'bR'] },
      players: hands(['rW rL rB rM rM rB rL', 'gW gL bL bB gB bM gM']),
    });
    expect(out).toEqual({ scores: [0, 7], places: [2, 1] });
  });

  it('a red Bard with an Army of two (War Value 1) beats the other kingdoms', () => {
    const out = runShowdown({
      game: 'three-kingdoms',
      common: { war: ['rB', 'rM', 'rR', 'gR', 'gR', 'bR'] },
      players: hands(['rW rL rL rM rM gW bW', 'gL gB gB bL bB bB rR']),
    });
    // red (1) wins; green's two Rogues (4) come second; blue's single Rogue (5) scores nothing.
    expect(out.scores).toEqual([11, 5]);
  });

  it('with Dragon Cards a red Lady, Merchant and Dragon (0) beat a lone blue Warrior (1)', () => {
    const out = runShowdown({
      game: 'three-kingdoms',
      variants: ['dragon-cards'],
      common: { war: ['rL', 'rM', 'rD', 'bW', 'gR', 'gR'] },
      players: hands(['rW rB rB gL gB bL bB', 'bL bB bM bM gW gM rR']),
    });
    expect(out.scores).toEqual([8, 6]);
  });

  it('with Dragon Cards a red Warrior, Rogue and Dragon (0) beat a lone blue Warrior (1)', () => {
    const out = runShowdown({
      game: 'three-kingdoms',
      variants: ['dragon-cards'],
      common: { war: ['rW', 'rR', 'rD', 'bW', 'gR', 'gR'] },
      players: hands(['rL rB rB gL gB bL bB', 'bL bB bM bM gW gM rR']),
    });
    expect(out.scores).toEqual([8, 6]);
  });
});

describe('Three Kingdoms: War Values and the war between colors', () => {
  it('never reduces a War Value below 1 without a Dragon', () => {
    expect(warValue(war('rW rR rR rR'), 'r')).toBe(1);
  });

  it('gives a color with no War Cards no War Value: it cannot win and scores 0', () => {
    expect(warValue(war('rR gR gR gR'), 'b')).toBeNull();
    // Red (5, alone) is second ahead of blue, which has no War Cards at all.
    expect(points('rR gR gR gR gM gM')).toEqual({ g: 2, r: 1, b: 0 });
  });

  it('when two colors have no War Cards they tie for second: only the winner scores', () => {
    expect(points('rR rR rR rR rR rR')).toEqual({ r: 2, g: 0, b: 0 });
  });

  it('at a War Value other than 1 a single War Card beats several', () => {
    // red Merchant alone 4, green two Rogues 4, blue three Rogues 3.
    expect(points('rM gR gR bR bR bR')).toEqual({ b: 2, r: 1, g: 0 });
  });

  it('at a War Value of 1 the single-card rule does not apply: two colors with Warriors tie', () => {
    // red Warrior alone 1, green Warrior and Rogue 1: both have a Warrior, so they tie.
    expect(points('rW gW gR bR bR bR')).toEqual({ r: 1, g: 1, b: 0 });
  });

  it('a tie for second lowest leaves only the winner scoring', () => {
    // blue 1 wins; red Merchant + Rogue and green Merchant + Rogue are both 3 with two cards: tied second.
    expect(points('bW rM rR gM gR bR')).toEqual({ b: 2, r: 0, g: 0 });
  });

  it('with Dragon Cards a color with a Dragon wins a tie before the Warrior rule', () => {
    // green Lady + Dragon: 1 with a Dragon; blue Warrior + Rogue: 1 with a Warrior; red Rogue alone: 5.
    const w = war('gL gD bW bR rR rR');
    expect(warOrder(w)).toEqual([['g'], ['b'], ['r']]);
    expect(colorPoints(w)).toEqual({ g: 2, b: 1, r: 0 });
  });

  it('a Dragon War Card acts as a Rogue when it is the only card of its color', () => {
    expect(warValue(war('gD'), 'g')).toBe(5);
  });
});

describe('Three Kingdoms: scoring a hand', () => {
  it('scores 2 per card of the winning color and 1 per card of the second', () => {
    expect(scoreHand(cards('bW bL rB rM gR gR gM'), war('rL rM rR gM gM bW')).score).toBe(2 + 2 + 1 + 1);
  });

  it('with Dragon Cards a Dragon in hand scores 0 but adds 1 to each card of its color, even a color worth 0', () => {
    // green is worth 0 in this war; the green Dragon makes each other green card worth 1.
    expect(scoreHand(cards('gD gW gL gB bW rM rR'), war('rL rM rR gM gM bW')).score).toBe(3 + 2 + 1 + 1);
  });

  it('a Dragon in hand still scores 0 when every card scores 1', () => {
    // six cards with Warriors all tie at 1; the seventh keeps them tied.
    const w = war('rW gW bW rR gR bR rM');
    expect(colorPoints(w)).toEqual({ r: 1, g: 1, b: 1 });
    expect(scoreHand(cards('rD rL gL bL bB bB bM'), w).score).toBe(2 + 5);
  });

  it('breaks a tie between players by Rank over the whole hand', () => {
    const out = runShowdown({
      game: 'three-kingdoms',
      common: { war: ['rL', 'rM', 'rR', 'gM', 'gM', 'bW'] },
      players: hands(['bL bB rB gL gB gB gR', 'bM bB rR gW gB gR gR']),
    });
    expect(out).toEqual({ scores: [5, 5], places: [2, 1] });
  });
});

describe('Three Kingdoms: the showdown contract refuses what is not a legal end', () => {
  const base = { game: 'three-kingdoms', players: hands(['rW rL rB rR rM rB rL', 'gW gL bL bB gB bM gM']) };
  it('refuses fewer than six War Cards', () => {
    expect(() => runShowdown({ ...base, common: { war: ['rB', 'rM', 'rR'] } })).toThrow(InputError);
  });
  it('refuses six War Cards that leave all three colors tied (a seventh was due)', () => {
    expect(() => runShowdown({ ...base, common: { war: ['rW', 'gW', 'bW', 'rR', 'gR', 'bR'] } })).toThrow(/seventh must be revealed/);
  });
  it('refuses a seventh War Card when the first six were not tied', () => {
    expect(() => runShowdown({ ...base, common: { war: ['rL', 'rM', 'rR', 'gM', 'gM', 'bW', 'bB'] } })).toThrow(/seventh War Card/);
  });
  it('accepts a seventh War Card after a three-way tie', () => {
    expect(runShowdown({ ...base, common: { war: ['rW', 'gW', 'bW', 'rR', 'gR', 'bR', 'bB'] } }).scores).toEqual([7, 7]);
  });
  it('refuses Dragons without the Dragon Cards variant', () => {
    expect(() => runShowdown({ ...base, common: { war: ['rL', 'rM', 'rD', 'gM', 'gM', 'bW'] } })).toThrow(/Dragon Cards/);
  });
  it('refuses a hand that is not 7 cards', () => {
    expect(() =>
      runShowdown({ game: 'three-kingdoms', common: { war: ['rL', 'rM', 'rR', 'gM', 'gM', 'bW'] }, players: hands(['rW rL', 'gW gL bL bB gB bM gM']) }),
    ).toThrow(/expected 7 cards/);
  });
});

describe('Three Kingdoms: the Order of Play', () => {
  it('deals 7 cards each, reveals 3 War Cards face up, then opens the first Betting Round', () => {
    const s = table();
    expect(s.zones['hand.0']!.cards).toHaveLength(7);
    expect(s.zones['hand.1']!.cards).toHaveLength(7);
    expect(s.zones.war!.cards).toHaveLength(3);
    expect(viewFor(s, 1).zones.war!.cards.every((x) => x !== null)).toBe(true);
    expect(viewFor(s, 1).zones['hand.0']!.cards.every((x) => x === null)).toBe(true);
    expect(s.step.id).toBe('betting-1');
  });

  it('reveals 2 more War Cards after the first exchange and 1 final one after the second', () => {
    const s = table();
    passUntil(s, 'betting-2');
    expect(s.zones.war!.cards).toHaveLength(5);
    passUntil(s, 'betting-3');
    expect(s.zones.war!.cards).toHaveLength(6);
  });

  it('lets each player discard 2 cards and draw 2, in turn order from the Starting Player', () => {
    const s = table();
    passUntil(s, 'exchange-1');
    const first = pendingSeats(s)[0]!;
    expect(first).toBe(s.startingPlayer);
    const gone = s.zones[`hand.${first}`]!.cards.slice(0, 2);
    const drawn = stackDeck(s, 'gW bW');
    applyInPlace(s, first, { t: 'exchange', cards: gone });
    expect(s.zones[`hand.${first}`]!.cards).toEqual(expect.arrayContaining(drawn));
    expect(s.zones[`hand.${first}`]!.cards).toHaveLength(7);
    expect(s.discard).toEqual(expect.arrayContaining(gone));
    expect(pendingSeats(s)).toEqual([1 - first]);
  });

  it('offers keeping and every single and pair of cards to exchange, and refuses a third card', () => {
    const s = table();
    passUntil(s, 'exchange-1');
    const seat = pendingSeats(s)[0]!;
    expect(legalActions(s, seat)).toHaveLength(1 + 7 + 21);
    const three = s.zones[`hand.${seat}`]!.cards.slice(0, 3);
    expect(() => apply(s, seat, { t: 'exchange', cards: three })).toThrow(RuleError);
    expect(() => apply(s, seat, { t: 'exchange', cards: [s.zones.war!.cards[0]] })).toThrow(/your own hand/);
  });

  it('reveals a seventh War Card when the sixth leaves all three colors tied', () => {
    const s = table();
    setZone(s, 'war', 'rW gW bW');
    stackDeck(s, 'rR gR bR rM');
    passUntil(s, 'betting-3');
    expect(s.zones.war!.cards).toHaveLength(7);
    expect(s.log.some((e) => e.t === 'kingdoms-tied')).toBe(true);
  });

  it('does not reveal a seventh War Card when the colors are not all tied', () => {
    const s = table();
    setZone(s, 'war', 'rW gW bM');
    stackDeck(s, 'rR gR bR rM');
    passUntil(s, 'betting-3');
    expect(s.zones.war!.cards).toHaveLength(6);
  });

  it('pays the pot to the hand with the most points at the showdown', () => {
    const s = table();
    setZone(s, 'war', 'rL rM rR');
    setZone(s, 'hand.0', 'gW gL gB gB gM gM gR');
    setZone(s, 'hand.1', 'rW rB rB rM bL bB bB');
    stackDeck(s, 'gM gM bW');
    passUntil(s, 'showdown');
    expect(s.phase).toBe('over');
    expect(s.result!.standings.map((x) => x.score)).toEqual([0, 10]);
    expect(s.stacks).toEqual([19, 21]);
  });
});

describe('Three Kingdoms: Dragon Cards', () => {
  it('shuffles the Dragons into the deck only with the variant', () => {
    const ids = (s: AnyState) => [...s.deck, ...Object.values(s.zones).flatMap((z) => z.cards)];
    expect(ids(table())).toHaveLength(90);
    expect(ids(table(['dragon-cards']))).toHaveLength(93);
  });

  it('has a one-line lobby description', () => {
    expect(threeKingdoms.variants.map((v) => v.id)).toEqual(['dragon-cards']);
    expect(threeKingdoms.variants[0]!.description.length).toBeGreaterThan(10);
  });
});

describe('Three Kingdoms: the whole Order of Play, step by step', () => {
  it('bets with 3 War Cards, exchanges, bets with 5, exchanges again, bets with 6, then shows the hands', () => {
    const s = table([], 3);
    const seen: string[] = [];
    let last = '';
    for (let guard = 0; guard < 200 && s.phase === 'playing'; guard++) {
      if (last !== s.step.id) seen.push((last = s.step.id), String(s.zones.war!.cards.length));
      const seat = pendingSeats(s)[0]!;
      applyInPlace(s, seat, s.step.id.startsWith('betting') ? { t: 'check' } : { t: 'keep' });
    }
    expect(seen).toEqual(['betting-1', '3', 'exchange-1', '3', 'betting-2', '5', 'exchange-2', '5', 'betting-3', '6']);
    expect(s.result!.kind).toBe('showdown');
  });
});

describe('Three Kingdoms: a player who folded', () => {
  it('is not asked to exchange, and their hand is never shown', () => {
    const s = table([], 3);
    const folder = pendingSeats(s)[0]!;
    applyInPlace(s, folder, { t: 'fold' });
    passUntil(s, 'exchange-1');
    const asked: number[] = [];
    while (s.step.id === 'exchange-1') {
      const seat = pendingSeats(s)[0]!;
      asked.push(seat);
      applyInPlace(s, seat, { t: 'keep' });
    }
    expect(asked).toHaveLength(2);
    expect(asked).not.toContain(folder);
    passUntil(s, '(end)');
    expect(s.result!.standings[folder]!.place).toBeNull();
    expect(viewFor(s, (folder + 1) % 3).zones[`hand.${folder}`]!.cards.every((x) => x === null)).toBe(true);
  });
});

describe('Three Kingdoms: edge cases of the war and the tiebreaker', () => {
  it('applies the Warrior rule only at a War Value of 1: two kingdoms at 0 with Dragons tie even if one has a Warrior', () => {
    // red Warrior + Dragon: 0; green Lady, Merchant, Dragon: 0; blue Rogue alone: 5.
    const w = war('rW rD gL gM gD bR');
    expect([warValue(w, 'r'), warValue(w, 'g')]).toEqual([0, 0]);
    expect(colorPoints(w)).toEqual({ r: 1, g: 1, b: 0 });
  });

  it('between players, a Dragon in hand beats a Warrior in the Rank tiebreaker', () => {
    const out = runShowdown({
      game: 'three-kingdoms',
      variants: ['dragon-cards'],
      common: { war: ['rL', 'rM', 'rR', 'gM', 'gM', 'bW'] },
      // Both score 8 (two blue cards at 2, four red at 1); the green Dragon has no green card to lift.
      players: hands(['bL bB rB rM rR rR gD', 'bL bB rB rM rR rR gW']),
    });
    expect(out).toEqual({ scores: [8, 8], places: [1, 2] });
  });
});

describe('Three Kingdoms: Appendix B, inside The Red Dragon Inn', () => {
  it('may replace a Round of Gambling, with every variant; a Gambling or Cheating card alters only the hand, never the War Cards', () => {
    expect(threeKingdoms.tavern?.allowed).toBe(true);
    expect(threeKingdoms.tavern?.alters).toEqual(['hand']);
    expect(threeKingdoms.variants.filter((v) => v.notInTavern)).toEqual([]);
  });
});

describe('Three Kingdoms: button words', () => {
  it('says what each exchange does, every button different', () => {
    const s = table();
    passUntil(s, 'exchange-1');
    const seat = pendingSeats(s)[0]!;
    const v = viewFor(s, seat);
    expect(v.legalText[0]).toBe('Keep your cards');
    const two = v.legal.findIndex((a) => a.t === 'exchange' && (a.cards as unknown[]).length === 2);
    expect(v.legalText[two]).toMatch(/^Discard (red|green|blue) \w+ \(\w+\) and (red|green|blue) \w+ \(\w+\), draw 2$/);
    expect(new Set(v.legalText).size).toBe(v.legalText.length);
  });
});

describe('Three Kingdoms: one button per choice', () => {
  it('offers each set of faces once in an exchange, and accepts any copy', () => {
    const s = table();
    setZone(s, 'hand.0', 'rR.wolf rR.wolf rR.wolf gW.horse bL.hare bM.wren bM.wren');
    passUntil(s, 'exchange-1');
    if (pendingSeats(s)[0] !== 0) applyInPlace(s, pendingSeats(s)[0]!, { t: 'keep' });
    // keep; 4 faces alone; RR, MM and the 6 pairs of different faces.
    expect(legalActions(s, 0)).toHaveLength(1 + 4 + 2 + 6);
    const rogues = s.zones['hand.0']!.cards.filter((id) => CARDS[id]!.rank === 5).sort((a, b) => a - b);
    applyInPlace(s, 0, { t: 'exchange', cards: [rogues[2]!] }); // not the listed copy: still accepted
    expect(s.zones['hand.0']!.cards).not.toContain(rogues[2]);
  });
});
