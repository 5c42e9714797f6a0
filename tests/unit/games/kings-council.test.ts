import { describe, expect, it } from 'vitest';
import { cards } from '../../../src/shared/cards/notation';
import { formatCard, isDragon } from '../../../src/shared/cards/card';
import { RuleError, InputError } from '../../../src/shared/engine/errors';
import { runShowdown } from '../../../src/shared/engine/showdown';
import { apply, legalActions, newTable, pendingSeats } from '../../../src/shared/engine/table';
import type { AnyState, TableConfig } from '../../../src/shared/engine/types';
import { viewFor } from '../../../src/shared/engine/view';
import { cardPoints, evaluateCouncil, scoreCouncil } from '../../../src/shared/games/kings-council/scoring';
import { setZone, stackDeck } from '../../helpers/stack';
import { compareKeys } from '../../../src/shared/engine/ties';
import { applyInPlace, canStartGame, moneyOnTable } from '../../../src/shared/engine/table';
import { kingsCouncil } from '../../../src/shared/games/kings-council';
import { playRandomGame } from '../../../src/shared/sim/random-table';
import { rngFrom, seedRng } from '../../../src/shared/rng';

const one = (text: string) => cards(text)[0]!;
const plain = { foreignCouncil: false };

function config(n: number, over: Partial<TableConfig> = {}): TableConfig {
  return {
    game: 'kings-council',
    seats: Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'human' as const })),
    variants: [],
    stakes: { mode: 'betting', minRaise: true },
    splitRule: 'merchant',
    startingChips: 20,
    seed: 7,
    ...over,
  };
}

const act = (s: AnyState, seat: number, a: { t: string; [k: string]: unknown }) => apply(s, seat, a).state;
const turn = (s: AnyState) => pendingSeats(s)[0]!;

/** Everyone checks through the current Betting Round. */
function checkAround(s: AnyState): AnyState {
  while (s.phase === 'playing' && s.step.id.startsWith('betting')) s = act(s, turn(s), { t: 'check' });
  return s;
}

/** Everyone keeps their cards through the current exchange. */
function keepAround(s: AnyState): AnyState {
  while (s.phase === 'playing' && s.step.id.startsWith('exchange')) s = act(s, turn(s), { t: 'keep' });
  return s;
}

describe("King's Council scoring (EXAMPLES.md)", () => {
  const king = 'bB.hare';
  const hand = ['bB.wren', 'bM.hare', 'gB.horse', 'rR.wolf', 'gL.owl'];

  it('scores the blue Hare Bard example 9 (3 + 2 + 3 + 1 + 0)', () => {
    const used = new Set<number>();
    const k = cards(king, used)[0]!;
    const h = cards(hand.join(' '), used);
    expect(h.map((c) => cardPoints(k, c))).toEqual([3, 2, 3, 1, 0]);
    expect(scoreCouncil(k, h)).toBe(9);
  });

  it('scores the same hand 9 through the showdown contract', () => {
    expect(runShowdown({ game: 'kings-council', variants: [], common: { king }, players: [{ hand }, { hand: ['rB.hawk', 'gM.horse', 'rR.wolf', 'gL.owl', 'rL.hawk'] }] }).scores).toEqual([9, 4]);
  });

  it('settles the DESIGN.md request: 9 beats 4 and takes the 24 in the pot', () => {
    const answer = runShowdown({
      game: 'kings-council',
      variants: [],
      common: { king },
      players: [{ hand }, { hand: ['rB.hawk', 'gM.horse', 'rR.wolf', 'gL.owl', 'rL.hawk'] }],
      stakes: { mode: 'betting', carry: 0, contributions: [12, 12], folded: [false, false], splitRule: 'merchant' },
    });
    expect(answer).toEqual({ scores: [9, 4], places: [1, 2], payouts: [24, 0], carry: 0 });
  });
});

describe('a showdown request that is not the end of a game', () => {
  const hands = [{ hand: ['rW.wolf', 'rL.wolf', 'rB.wolf', 'rM.wolf', 'rR.wolf'] }, { hand: ['gW.horse', 'gL.horse', 'gB.horse', 'gM.horse', 'gR.horse'] }];
  it('is refused without a King', () => {
    expect(() => runShowdown({ game: 'kings-council', variants: [], common: {}, players: hands })).toThrow(/King is missing/);
  });
  it('is refused with a hand of 4 cards', () => {
    expect(() => runShowdown({ game: 'kings-council', variants: [], common: { king: 'bB.hare' }, players: [hands[0], { hand: ['gW.horse', 'gL.horse', 'gB.horse', 'gM.horse'] }] })).toThrow(/expected 5 cards/);
  });
  it('is refused with a Grey King or a Grey card in hand, with an input error rather than a crash', () => {
    expect(() => runShowdown({ game: 'kings-council', variants: [], common: { king: 'xB' }, players: hands })).toThrow(InputError);
    expect(() => runShowdown({ game: 'kings-council', variants: [], common: { king: 'xB' }, players: hands })).toThrow(/Grey/);
    expect(() => runShowdown({ game: 'kings-council', variants: [], common: { king: 'bB.hare' }, players: [{ hand: ['xW', 'rL.wolf', 'rB.wolf', 'rM.wolf', 'rR.wolf'] }, hands[1]] })).toThrow(/Grey/);
  });
  it('is refused when the King is also in a hand (there is one green Owl Warrior)', () => {
    expect(() => runShowdown({ game: 'kings-council', variants: [], common: { king: 'gW.owl' }, players: [hands[0], { hand: ['gW.owl', 'gL.owl', 'gB.owl', 'gM.owl', 'gR.owl'] }] })).toThrow(/more often than the deck holds/);
  });
});

describe('a card beside the King', () => {
  const king = one('rM.wolf');

  it('scores 2 for the rank alone', () => expect(cardPoints(king, one('gM.owl'))).toBe(2));
  it('scores 1 for the color alone', () => expect(cardPoints(king, one('rW.hawk'))).toBe(1));
  it('scores 1 for the animal type alone (Hare and Wolf are both mammals)', () => expect(cardPoints(king, one('bW.hare'))).toBe(1));
  it('scores 3 for the same rank and color (the book: "worth 3 points")', () => expect(cardPoints(king, one('rM.hawk'))).toBe(3));
  it('scores 4 when it matches rank, color and animal type', () => expect(cardPoints(king, one('rM.wolf'))).toBe(4));
  it('scores nothing when it shares nothing', () => expect(cardPoints(king, one('gB.owl'))).toBe(0));
});

describe('equal scores', () => {
  const king = 'rM.wolf';
  // Both score 4 (a green and a blue Merchant); the first holds four green cards, the second three blue.
  const fourGreen = ['gM.owl', 'bM.wren', 'gW.owl', 'gL.owl', 'gB.owl'];
  const threeBlue = ['gM.owl', 'bM.wren', 'bW.wren', 'bL.wren', 'gL.owl'];

  it('are broken by Color: the most cards of one color wins', () => {
    const used = new Set<number>();
    const k = cards(king, used)[0]!;
    const a = evaluateCouncil(k, cards(fourGreen.join(' '), used), plain);
    const b = evaluateCouncil(k, cards(threeBlue.join(' '), used), plain);
    expect([a.score, b.score]).toEqual([4, 4]);
    expect(compareKeys(a.key, b.key)).toBeGreaterThan(0);
  });

  it('are broken by Color at the showdown', () => {
    const answer = runShowdown({ game: 'kings-council', variants: [], common: { king }, players: [{ hand: threeBlue }, { hand: fourGreen }] });
    expect(answer).toEqual({ scores: [4, 4], places: [2, 1] });
  });

  it("still tied after Color, split the pot by Merchant's Rule and leave the remainder for the next game", () => {
    const answer = runShowdown({
      game: 'kings-council',
      variants: [],
      common: { king },
      players: [
        { hand: ['gM.owl', 'bM.wren', 'gB.owl', 'gB.owl', 'bB.wren'] }, // 4 points, three green
        { hand: ['gM.owl', 'bM.wren', 'bB.wren', 'bB.wren', 'gB.owl'] }, // 4 points, three blue
        { hand: ['gM.owl', 'bM.wren', 'rB.hawk', 'rL.hawk', 'rW.hawk'] }, // 7 points, but folded
      ],
      stakes: { mode: 'betting', contributions: [5, 5, 5], folded: [false, false, true], splitRule: 'merchant' },
    });
    expect(answer).toEqual({ scores: [4, 4, null], places: [1, 1, null], payouts: [7, 7, 0], carry: 1 });
  });
});

describe('Foreign Council', () => {
  const king = 'rM.wolf';
  const nothing = ['gB.owl', 'bL.wren', 'gW.owl', 'bR.wren', 'gR.owl'];
  const sixteen = ['rM.wolf', 'rM.wolf', 'gM.horse', 'bM.hare', 'rL.wolf'];

  it('makes a hand worth zero points beat all other hands', () => {
    expect(runShowdown({ game: 'kings-council', variants: ['foreign-council'], common: { king }, players: [{ hand: sixteen }, { hand: nothing }] })).toEqual({
      scores: [16, 0],
      places: [2, 1],
    });
  });

  it('does not apply without the variant: zero points is simply the lowest score', () => {
    expect(runShowdown({ game: 'kings-council', variants: [], common: { king }, players: [{ hand: sixteen }, { hand: nothing }] }).places).toEqual([1, 2]);
  });

  it('ranks two zero hands by Color, and both above any scoring hand', () => {
    const answer = runShowdown({
      game: 'kings-council',
      variants: ['foreign-council'],
      common: { king },
      players: [{ hand: nothing }, { hand: sixteen }, { hand: ['gB.owl', 'gL.owl', 'gR.owl', 'gR.owl', 'bR.wren'] }],
    });
    expect(answer).toEqual({ scores: [0, 16, 0], places: [2, 3, 1] });
  });
});

describe('Dragon Cards', () => {
  it("makes the Dragon of the King's color worth 5 and the other two 3", () => {
    const answer = runShowdown({
      game: 'kings-council',
      variants: ['dragon-cards'],
      common: { king: 'gB.owl' },
      players: [
        { hand: ['gD', 'rR.hawk', 'rR.hawk', 'rR.hawk', 'rR.hawk'] },
        { hand: ['rD', 'bD', 'rR.wolf', 'rR.wolf', 'rR.wolf'] },
      ],
    });
    // Seat 0: 5 + four bird Rogues (1 each) = 9. Seat 1: 3 + 3 + three mammal Rogues (0) = 6.
    expect(answer.scores).toEqual([9, 6]);
  });

  it('refuses a Dragon King in a showdown request: it would have been replaced', () => {
    expect(() => runShowdown({ game: 'kings-council', variants: ['dragon-cards'], common: { king: 'rD' }, players: [{ hand: ['rW.wolf', 'rL.wolf', 'rB.wolf', 'rM.wolf', 'rR.wolf'] }, { hand: ['gW.horse', 'gL.horse', 'gB.horse', 'gM.horse', 'gR.horse'] }] })).toThrow(/never a Dragon/);
  });

  it('refuses a Dragon in hand without the variant', () => {
    expect(() => runShowdown({ game: 'kings-council', variants: [], common: { king: 'gB.owl' }, players: [{ hand: ['rD', 'rL.hawk', 'rB.hawk', 'rM.hawk', 'rR.hawk'] }, { hand: ['gW.horse', 'gL.horse', 'gB.horse', 'gM.horse', 'gR.horse'] }] })).toThrow(/Dragon Cards/);
  });

  it('shuffles the Dragons in only with the variant', () => {
    const all = (s: AnyState) => [...s.deck, ...s.discard, ...Object.values(s.zones).flatMap((z) => z.cards)];
    expect(all(newTable(config(3)).state).some(isDragon)).toBe(false);
    expect(all(newTable(config(3, { variants: ['dragon-cards'] })).state).filter(isDragon)).toHaveLength(3);
  });

  it('discards a Dragon revealed as King and reveals a new King', () => {
    let found: AnyState | null = null;
    for (let seed = 0; seed < 2000 && !found; seed++) {
      const s = newTable(config(4, { variants: ['dragon-cards'], seed })).state;
      if (s.log.some((e) => e.t === 'discarded' && e.zone === 'king')) found = s;
    }
    expect(found).not.toBeNull();
    const s = found!;
    const king = s.zones.king!.cards;
    expect(king).toHaveLength(1);
    expect(isDragon(king[0]!)).toBe(false);
    expect(s.discard.some(isDragon)).toBe(true);
    expect(s.step.id).toBe('betting-1');
  });
});

describe('a game at the table', () => {
  it('antes, deals 5 cards each and reveals the King to everyone', () => {
    const s = newTable(config(3)).state;
    expect(s.contrib).toEqual([1, 1, 1]);
    for (let seat = 0; seat < 3; seat++) expect(s.zones[`hand.${seat}`]!.cards).toHaveLength(5);
    expect(s.zones.king!.cards).toHaveLength(1);
    const view = viewFor(s, 1);
    expect(view.zones.king!.cards[0]).toBe(s.zones.king!.cards[0]);
    expect(view.zones['hand.0']!.cards).toEqual([null, null, null, null, null]);
    expect(view.zones['hand.1']!.cards).toEqual(s.zones['hand.1']!.cards);
    expect(s.step.id).toBe('betting-1');
  });

  it('exchanges in turn order from the Starting Player: discard up to 2, draw that many', () => {
    let s = checkAround(newTable(config(3)).state);
    expect(s.step.id).toBe('exchange-1');
    expect(turn(s)).toBe(0);
    expect(() => apply(s, 1, { t: 'keep' })).toThrow(RuleError);
    const before = [...s.zones['hand.0']!.cards];
    const drawn = stackDeck(s, 'gW.owl rW.wolf');
    s = act(s, 0, { t: 'exchange', cards: [before[3], before[1]] });
    const after = s.zones['hand.0']!.cards;
    expect(after).toHaveLength(5);
    expect(after).toEqual(expect.arrayContaining([before[0], before[2], before[4], ...drawn]));
    expect(s.discard).toEqual(expect.arrayContaining([before[1], before[3]]));
    // Discards are face down: another seat's log shows no card of them.
    const seen = viewFor(s, 2).log.filter((e) => e.t === 'discarded').flatMap((e) => e.cards ?? []);
    expect(seen.every((c) => c === null)).toBe(true);
    expect(turn(s)).toBe(1);
  });

  it('offers keep and every choice of 1 or 2 cards, and refuses 3 cards or a card not in hand', () => {
    const s = checkAround(newTable(config(3)).state);
    setZone(s, 'hand.0', 'rW.wolf gL.owl bB.wren rM.hawk gR.horse');
    const legal = legalActions(s, 0);
    expect(legal).toHaveLength(1 + 5 + 10);
    const hand = s.zones['hand.0']!.cards;
    expect(() => apply(s, 0, { t: 'exchange', cards: hand.slice(0, 3) })).toThrow(/at most 2/);
    expect(() => apply(s, 0, { t: 'exchange', cards: [s.zones['hand.1']!.cards[0]] })).toThrow(/your own hand/);
    expect(() => apply(s, 0, { t: 'exchange', cards: [hand[0], hand[0]] })).toThrow(/twice/);
    expect(() => apply(s, 0, { t: 'raise', to: 3 })).toThrow(RuleError);
    expect(s.zones['hand.0']!.cards).toEqual(hand);
  });

  it('plays Betting Round, exchange, Betting Round, exchange, Betting Round, then the best council wins', () => {
    let s = newTable(config(3)).state;
    setZone(s, 'king', 'bB.hare');
    setZone(s, 'hand.0', 'bB.wren bM.hare gB.horse rR.wolf gL.owl'); // 9
    setZone(s, 'hand.1', 'rR.hawk rR.hawk gR.owl gR.owl rM.hawk'); // 0
    setZone(s, 'hand.2', 'bL.wren rL.hawk gM.owl gM.owl rB.hawk'); // 1 + 2 = 3
    const steps: string[] = [];
    while (s.phase === 'playing') {
      steps.push(s.step.id);
      s = s.step.id.startsWith('betting') ? checkAround(s) : keepAround(s);
    }
    expect([...new Set(steps)]).toEqual(['betting-1', 'exchange-1', 'betting-2', 'exchange-2', 'betting-3']);
    expect(s.result!.kind).toBe('showdown');
    expect(s.result!.standings.map((x) => x.score)).toEqual([9, 0, 3]);
    expect(s.stacks).toEqual([22, 19, 19]);
    expect(viewFor(s, 1).zones['hand.0']!.cards.map((c) => formatCard(c!))).toEqual(['bB.wren', 'bM.hare', 'gB.horse', 'rR.wolf', 'gL.owl']);
  });

  it('skips a folded player in the exchange and scores only the players still in', () => {
    let s = newTable(config(3)).state;
    s = act(s, 0, { t: 'check' });
    s = act(s, 1, { t: 'fold' });
    s = act(s, 2, { t: 'check' });
    const order: number[] = [];
    while (s.step.id === 'exchange-1') {
      order.push(turn(s));
      s = act(s, turn(s), { t: 'keep' });
    }
    expect(order).toEqual([0, 2]);
    while (s.phase === 'playing') s = s.step.id.startsWith('betting') ? checkAround(s) : keepAround(s);
    expect(s.result!.standings[1]).toMatchObject({ place: null, label: 'folded' });
    expect(viewFor(s, 0).zones['hand.1']!.cards.every((c) => c === null)).toBe(true);
  });

  it('starts the exchange with the Starting Player', () => {
    const s = checkAround(newTable(config(3, { firstStartingPlayer: 2 })).state);
    expect(s.step.id).toBe('exchange-1');
    expect(turn(s)).toBe(2);
  });

  it('offers one button per choice of faces, yet accepts either copy of a card', () => {
    let s = checkAround(newTable(config(2)).state);
    setZone(s, 'hand.0', 'rR.wolf rR.wolf gM.owl gM.owl bL.wren');
    const legal = legalActions(s, 0);
    // keep; 3 singles; pairs: RR, RM, RL, MM, ML = 9 in all
    expect(legal).toHaveLength(1 + 3 + 5);
    expect(new Set(viewFor(s, 0).legalText).size).toBe(legal.length);
    expect(viewFor(s, 0).legalText).toContain('Discard red Rogue (Wolf) and green Merchant (Owl), draw 2');
    const second = s.zones['hand.0']!.cards[1]!;
    s = act(s, 0, { t: 'exchange', cards: [second] });
    expect(s.discard).toContain(second);
  });

  it('can be played for Shares: no Betting Rounds, shares paid by place', () => {
    let s = newTable(config(2, { stakes: { mode: 'shares', share: 3 } })).state;
    expect(s.step.id).toBe('exchange-1');
    setZone(s, 'king', 'bB.hare');
    setZone(s, 'hand.0', 'bB.wren bM.hare gB.horse rR.wolf gL.owl');
    setZone(s, 'hand.1', 'rR.hawk rR.hawk gR.owl gR.owl rM.hawk');
    s = keepAround(keepAround(s));
    expect(s.result!.kind).toBe('showdown');
    expect(s.stacks).toEqual([23, 17]);
  });
});

describe('Foreign Council with Dragon Cards', () => {
  it('a Dragon in hand always scores, so it spoils a Foreign Council', () => {
    const answer = runShowdown({
      game: 'kings-council',
      variants: ['foreign-council', 'dragon-cards'],
      common: { king: 'rM.wolf' },
      players: [{ hand: ['gB.owl', 'bL.wren', 'gW.owl', 'bR.wren', 'gD'] }, { hand: ['gB.owl', 'bL.wren', 'bW.wren', 'bR.wren', 'gR.owl'] }],
    });
    expect(answer).toEqual({ scores: [3, 0], places: [2, 1] });
  });
});

describe('inside The Red Dragon Inn (Appendix B)', () => {
  it('may replace a Round of Gambling with every variant, and a card alters only the hand, never the King', () => {
    expect(kingsCouncil.tavern).toMatchObject({ allowed: true, alters: ['hand'] });
    expect(kingsCouncil.variants.some((v) => v.notInTavern)).toBe(false);
    expect(kingsCouncil.tavern!.note).toMatch(/never the King/);
  });
});

describe('random legal play', () => {
  const ALL = ['foreign-council', 'dragon-cards'];
  it('ends and conserves money under every combination of variants, from 2 to 8 players', () => {
    const rng = rngFrom(seedRng(4));
    for (let mask = 0; mask < 1 << ALL.length; mask++) {
      for (const players of [2, 8]) {
        const variants = ALL.filter((_, i) => mask & (1 << i));
        const s = newTable(config(players, { variants, seed: mask * 10 + players, startingChips: 6, splitRule: mask % 2 ? 'king' : 'merchant' })).state;
        for (let game = 0; game < 5 && (game === 0 || canStartGame(s)); game++) {
          if (game > 0) applyInPlace(s, 0, { t: 'next-game' });
          playRandomGame(s, rng, { afterAction: (st) => expect(moneyOnTable(st)).toBe(st.totalMoney) });
          expect(s.phase).toBe('over');
        }
      }
    }
  });
});
