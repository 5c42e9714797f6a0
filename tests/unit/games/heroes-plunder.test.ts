import { describe, expect, it } from 'vitest';
import { CARDS, formatCard, isDragon } from '../../../src/shared/cards/card';
import { cards } from '../../../src/shared/cards/notation';
import { InputError, RuleError } from '../../../src/shared/engine/errors';
import { runShowdown } from '../../../src/shared/engine/showdown';
import { apply, applyInPlace, legalActions, newTable, pendingSeats } from '../../../src/shared/engine/table';
import type { AnyState, TableConfig } from '../../../src/shared/engine/types';
import { viewFor } from '../../../src/shared/engine/view';
import { heroesPlunder } from '../../../src/shared/games/heroes-plunder';
import { applyTheft, bestTheft, incompleteRanks, plunderRules, scorePlunder, theftsFor, theftValue } from '../../../src/shared/games/heroes-plunder/scoring';
import { compareKeys } from '../../../src/shared/engine/ties';
import { setZones } from '../../helpers/stack';

const score = (pile: string, variants: string[] = []) => scorePlunder(cards(pile), plunderRules(variants));
const split = (pile: string) => pile.split(' ');

function config(n: number, variants: string[] = [], over: Partial<TableConfig> = {}): TableConfig {
  return {
    game: 'heroes-plunder',
    seats: Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'human' as const })),
    variants,
    stakes: { mode: 'shares', share: 2 },
    splitRule: 'merchant',
    startingChips: 20,
    seed: 11,
    ...over,
  };
}

const table = (n: number, variants: string[] = []) => newTable(config(n, variants)).state;

/** Every waiting player keeps the first card offered, until `stop` says so or the game is over. */
function pickUntil(s: AnyState, stop: (s: AnyState) => boolean = () => false): void {
  for (let guard = 0; guard < 500 && s.phase === 'playing' && !stop(s); guard++) {
    const seat = pendingSeats(s)[0]!;
    applyInPlace(s, seat, legalActions(s, seat)[0]!);
  }
}

/** The table at the last pick of the second draft (two cards in each hand), the discards put back in the deck. */
function atLastPick(n: number, variants: string[]): AnyState {
  const s = table(n, variants);
  pickUntil(s, (x) => x.step.id === 'draft-right' && x.zones['hand.0']!.cards.length === 2);
  s.deck.push(...s.discard);
  s.discard = [];
  return s;
}

describe("Heroes' Plunder: the examples of page 34 (EXAMPLES.md)", () => {
  it("scores Cliff's five Bards 5: a Rank Set (3), a Color Set (3), two extra Bards (-1)", () => {
    const e = score('rB gB bB rB gB');
    expect(e.byRank[3]).toBe(5);
    expect(e.score).toBe(5);
  });

  it('scores seven Rogues 4: a Rank Set of 5, an incomplete set of 2', () => {
    expect(score('rR rR rR rR rR rR rR').score).toBe(4);
  });

  it("scores Sam's Loot Pile 17: Rogues 10, Ladies 2, Bards 6, Merchants -1 (RULINGS: not the 18 printed)", () => {
    const e = score('rR rR gR gR bR bR rL gL rB gB bB rM gM bM');
    expect(e.byRank).toEqual([0, 0, 2, 6, -1, 10]);
    expect(e.score).toBe(17);
  });

  it("gives the same numbers through the showdown contract, and pays the Shares by place", () => {
    const sam = split('rR rR gR gR bR bR rL gL rB gB bB rM gM bM');
    // Cliff's five Bards (5) with two Warriors (2), two Ladies (2), four Merchants (4) and a lone Rogue (-1).
    const cliff = split('rB gB bB rB gB rW gW rL rL rM rM rM rM rR');
    const out = runShowdown({ game: 'heroes-plunder', players: [{ loot: sam }, { loot: cliff }], stakes: { mode: 'shares', share: 2 } });
    expect(out).toEqual({ scores: [17, 12], places: [1, 2], payouts: [4, 0], carry: 0 });
  });
});

describe("Heroes' Plunder: Rank Sets and Color Sets", () => {
  it('makes a Rank Set of as many cards as the rank, worth a point a card', () => {
    expect(['rW', 'rL rL', 'rB rB rB', 'rM rM rM rM', 'rR rR rR rR rR'].map((p) => score(p).score)).toEqual([1, 2, 3, 4, 5]);
  });

  it('allows several Rank Sets of one rank: eight Merchants are two sets', () => {
    expect(score('rM rM rM rM rM rM rM rM').score).toBe(8);
  });

  it('charges an incomplete Rank Set 1 point whatever its size', () => {
    expect(['rR', 'rR rR', 'rR rR rR rR', 'rL', 'rM rM rM'].map((p) => score(p).score)).toEqual([-1, -1, -1, -1, -1]);
  });

  it('scores a red, green and blue card of a rank as a Color Set worth 3, only where that rank has a Rank Set', () => {
    expect(score('rM gM bM').score).toBe(-1);
    expect(score('rM gM bM rM').score).toBe(4 + 3);
    expect(score('rR gR bR rR gR bR rR gR bR bR').score).toBe(10 + 9);
  });

  it('breaks an equal score by Rank: the pile with a Warrior wins', () => {
    const a = score('rW rL rL');
    const b = score('rB rB rB');
    expect([a.score, b.score]).toEqual([3, 3]);
    expect(compareKeys(a.key, b.key)).toBeGreaterThan(0);
  });

  it('breaks an equal score by Rank through the showdown contract', () => {
    const warriors = split('rW gW bW rL rL rB rB rB rM rM rM rM rR rR'); // 3 + 3, 2, 3, 4, -1 = 14
    const none = split('gL gL bB bB bB gM gM gM gM gR gR gR gR gR'); // 2 + 3 + 4 + 5 = 14
    expect(runShowdown({ game: 'heroes-plunder', players: [{ loot: none }, { loot: warriors }] })).toEqual({ scores: [14, 14], places: [2, 1] });
  });
});

describe("Heroes' Plunder: Dragon Cards", () => {
  const v = ['dragon-cards'];

  it('lets a Dragon complete a Color Set of any rank with a Rank Set, as a card of its color', () => {
    expect(score('rR gR rR gR rR bD', v).score).toBe(5 + 3);
    expect(score('rW bW gD', v).score).toBe(2 + 3);
  });

  it('never puts a Dragon in a Rank Set, so four Rogues and a Dragon stay incomplete', () => {
    expect(score('rR rR rR gR gD', v).score).toBe(-1);
  });

  it('never charges a Dragon as an incomplete set', () => {
    expect(score('rW gD', v).score).toBe(1);
  });

  it('shuffles the Dragons in only with a Dragon variant', () => {
    expect(heroesPlunder.dragonsInDeck([])).toBe(false);
    expect(heroesPlunder.dragonsInDeck(['dragon-cards'])).toBe(true);
    expect(heroesPlunder.dragonsInDeck(['three-dragons'])).toBe(true);
    expect(() => runShowdown({ game: 'heroes-plunder', players: [{ loot: split('rD rR rR rR rR rR gR gR gR gR gR bR bR bR') }, { loot: split('rM rM rM rM gM gM gM gM bM bM bM bM rL rL') }] })).toThrow(/Dragon/);
  });
});

describe("Heroes' Plunder: Three Dragons, the Green and Blue Dragons", () => {
  const v = ['three-dragons'];

  it('the Green Dragon completes a Rank Set as a green card: four Rogues and the Green Dragon score 5', () => {
    expect(score('rR rR rR rR gD', v).score).toBe(5);
    expect(score('rR rR rR rR gD', v).greenRank).toBe(5);
  });

  it('the Green Dragon in an incomplete set takes its -1 away', () => {
    // Five Merchants and the Green Dragon: a Rank Set of 4 (4), a Color Set with the Dragon as the green
    // Merchant (3), and the leftover Merchant shares its incomplete set with the Dragon: no -1.
    const e = score('rM bM rM rM rM gD', v);
    expect(e.greenRank).toBe(4);
    expect(e.byRank[4]).toBe(4 + 3);
    expect(e.score).toBe(7);
  });

  it('the Green Dragon counts in Color Sets of the rank it joined', () => {
    expect(score('rB bB gD', v).score).toBe(3 + 3);
  });

  it('without Dragon Cards it is one green card in one place; with them it may sit in a Rank Set and a Color Set of another rank', () => {
    const pile = 'rR rR rR rR rB bB bB gD';
    expect(score(pile, ['dragon-cards']).score).toBe(-1 + 3 + 3);
    expect(score(pile, v).score).toBe(5 + 3);
    expect(score(pile, ['dragon-cards', 'three-dragons']).score).toBe(5 + 3 + 3);
  });

  it('the Blue Dragon lets Color Sets mix ranks', () => {
    const pile = 'rR rR rR rR rR gM gM gM gM bB bB bB bD';
    expect(score(pile, []).score).toBe(12);
    expect(score(pile, v).score).toBe(12 + 9);
    expect(score(pile, v).mixedColorSets).toBe(3);
  });

  it('the Blue Dragon still needs a Rank Set in the rank of each card of a Color Set', () => {
    expect(score('rR rR rR rR rR gM gM gM bB bB bB bD', v).score).toBe(5 - 1 + 3);
  });
});

describe("Heroes' Plunder: Three Dragons, the Red Dragon's theft", () => {
  const v = ['three-dragons'];
  const thief = 'rD rR rR rR rR rW gW bW rL rL gL gL gB gB'; // -1 + 6 + 4 - 1 = 8
  const victim = 'bR bR bR bR bR bR bM bM bM bM bB bB bB bL'; // 4 + 4 + 3 - 1 = 10

  it('may steal only from a rank where the victim has an incomplete Rank Set', () => {
    expect(incompleteRanks(cards(victim))).toEqual([2, 5]);
    const used = new Set<number>();
    const piles = [cards(thief, used), cards(victim, used)];
    const faces = theftsFor(piles, 0).map((t) => `${CARDS[t.card]!.color}${CARDS[t.card]!.rank}`);
    expect(faces.sort()).toEqual(['b2', 'b5']);
  });

  it('leaves a player with no incomplete Rank Set alone', () => {
    const used = new Set<number>();
    const piles = [cards(thief, used), cards('gR gR gR gR gR gM gM gM gM gB gB gB gL gL', used)];
    expect(theftsFor(piles, 0)).toEqual([]);
  });

  it('at the showdown steals the card that serves its holder best: the sixth Rogue', () => {
    const used = new Set<number>();
    const piles = [cards(thief, used), cards(victim, used)];
    const best = bestTheft(piles, 0, plunderRules(v))!;
    expect(CARDS[best.card]!.rank).toBe(5);
    // Thief: five Rogues (5) instead of -1; victim: five Rogues, the -1 gone.
    expect(runShowdown({ game: 'heroes-plunder', variants: v, players: [{ loot: split(thief) }, { loot: split(victim) }] })).toEqual({ scores: [14, 11], places: [1, 2] });
  });

  describe('item 16: the choice follows RULINGS.md "Heroes\' Plunder (Three Dragons)"', () => {
    const rules = plunderRules(v);
    const table = (...piles: string[]) => {
      const used = new Set<number>();
      return piles.map((p) => cards(p, used));
    };
    const face = (id: number) => formatCard(id).split('.')[0];
    const chosen = (piles: number[][]) => {
      const t = bestTheft(piles, 0, rules);
      return t && { from: t.from, card: face(t.card) };
    };
    /** [-place, -players tied, score] for the thief after stealing `card` (a face) from `from`. */
    const after = (piles: number[][], from: number, card: string) => {
      const theft = theftsFor(piles, 0).find((t) => t.from === from && face(t.card) === card)!;
      return theftValue(applyTheft(piles, 0, theft), 0, rules);
    };

    it('the best place first, even over a higher score', () => {
      const piles = table(
        'rB rB rL rM rM rM rL bB gL bW rR gB rR rD',
        'gD rM rB gM rL bM rR gM bL gW bM bM gM',
        'bL gR bR bR gR gM gR gB bR bM bR gR gB',
        'bM rR gB bB bB gR bR rM bB rW gM gR rR',
      );
      expect(after(piles, 2, 'bL')).toEqual([-2, -0, 11]); // second place, 11 points
      expect(after(piles, 1, 'bM')).toEqual([-1, -0, 10]); // first place, 10 points: chosen
      expect(chosen(piles)).toEqual({ from: 1, card: 'bM' });
    });

    it('then the fewest players tied with the thief, even over a higher score', () => {
      const piles = table('rD bW bW rW bL gL bM gM rM bM rR gR', 'bL rR rR rM gW gW rM bM bM rR bL rW rR gD', 'gR bB gB gB gR bR rB gM bM rR rB gR');
      expect(after(piles, 1, 'rR')).toEqual([-2, -1, 11]); // second place shared with seat 1, 11 points
      expect(after(piles, 2, 'bB')).toEqual([-2, -0, 10]); // second place alone, 10 points: chosen
      expect(chosen(piles)).toEqual({ from: 2, card: 'bB' });
    });

    it('then the highest score', () => {
      const piles = table('rL bR bL gB rL rB bM bM rM bW gD bM rR rD', 'gM gW rM bL gR rM gL gR rM bB rR gM gR');
      expect(after(piles, 1, 'gM')).toEqual([-1, -0, 12]);
      expect(after(piles, 1, 'bB')).toEqual([-1, -0, 17]);
      expect(chosen(piles)).toEqual({ from: 1, card: 'bB' });
    });

    it('steals nothing when no theft is better than none, even one that would improve the tiebreaker', () => {
      const piles = table('rR gW rR gB rB gB rB gR rR bR bB gD rM rD', 'rW bM bR rM gL rR rM bM gM rL bR bR rR');
      expect(theftValue(piles, 0, rules)).toEqual([-1, -0, 17]);
      for (const card of ['bM', 'rM', 'gM']) {
        expect(after(piles, 1, card)).toEqual([-1, -0, 17]);
        // One more Merchant would win a tie on Rank, but the place, the ties and the score stay the same.
        const theft = theftsFor(piles, 0).find((t) => face(t.card) === card)!;
        expect(compareKeys(scorePlunder(applyTheft(piles, 0, theft)[0]!, rules).key, scorePlunder(piles[0]!, rules).key)).toBeGreaterThan(0);
      }
      expect(chosen(piles)).toBeNull();
    });

    it('among equal thefts, from the lowest seat', () => {
      const piles = table('rL rR rB rB rB gM bM gM bW rR gM bR gR rD', 'rM rR bM rW rM gD gL rB gB gL bM bR bL', 'rL gB gR bB rR gR bB rR gM bR gR rB bR');
      for (const card of ['gR', 'rR', 'bR']) expect(after(piles, 2, card)).toEqual([-1, -0, 15]);
      expect(after(piles, 1, 'bR')).toEqual([-1, -0, 15]);
      expect(chosen(piles)).toEqual({ from: 1, card: 'bR' });
    });

    it('then the card first in notation order, not in pile order', () => {
      const piles = table('bR rB bB bW bR gR gB rR bB rM rB gL rB rD', 'rR rR gW gM gR gM rB bR rR gR gB gR bR', 'gB gM rR gL rR gB bM gR rL bB rM rB rM');
      // Seat 1's pile shows rR first, then gR, then bR: all three are equally good.
      for (const card of ['rR', 'gR', 'bR']) expect(after(piles, 1, card)).toEqual([-1, -0, 16]);
      expect(chosen(piles)).toEqual({ from: 1, card: 'bR' });
    });
  });

  it('is only a Dragon Card without Three Dragons: nothing is stolen', () => {
    expect(runShowdown({ game: 'heroes-plunder', variants: ['dragon-cards'], players: [{ loot: split(thief) }, { loot: split(victim) }] })).toEqual({ scores: [8, 10], places: [2, 1] });
  });

  describe('in a real game', () => {
    function revealed(): AnyState {
      const s = atLastPick(2, v);
      setZones(s, {
        'loot.0': 'rD rR rR rR rR rW gW bW rL rL gL gL gB',
        'hand.0': 'gB gR',
        'loot.1': 'bR bR bR bR bR bR bM bM bM bM bB bB bB',
        'hand.1': 'bL rM',
      });
      applyInPlace(s, 0, { t: 'take', card: s.zones['hand.0']!.cards.find((id) => CARDS[id]!.rank === 3)! });
      applyInPlace(s, 1, { t: 'take', card: s.zones['hand.1']!.cards.find((id) => CARDS[id]!.rank === 2)! });
      return s;
    }

    it('reveals the Loot Piles, then asks the Red Dragon holder whether to steal', () => {
      const s = revealed();
      expect(s.step.id).toBe('red-dragon');
      expect(pendingSeats(s)).toEqual([0]);
      expect(viewFor(s, 1).zones['loot.0']!.cards.every((x) => x !== null)).toBe(true);
      const legal = legalActions(s, 0);
      expect(legal[0]).toEqual({ t: 'steal-nothing' });
      expect(legal.slice(1).map((a) => a.from)).toEqual([1, 1]);
      expect(viewFor(s, 0).legalText).toEqual(['Steal nothing', 'Steal a blue Rogue from P2', 'Steal a blue Lady from P2']);
    });

    it('moves the stolen card to the thief, and scores the piles after the theft', () => {
      const s = revealed();
      const rogue = legalActions(s, 0).find((a) => a.t === 'steal' && CARDS[a.card as number]!.rank === 5)!;
      applyInPlace(s, 0, rogue);
      expect(s.zones['loot.0']!.cards).toHaveLength(15);
      expect(s.zones['loot.1']!.cards).toHaveLength(13);
      expect(s.result!.standings.map((x) => x.score)).toEqual([14, 11]);
    });

    it('may steal nothing', () => {
      const s = revealed();
      applyInPlace(s, 0, { t: 'steal-nothing' });
      expect(s.result!.standings.map((x) => x.score)).toEqual([8, 10]);
    });

    it('refuses a card of a complete set, a Dragon, or a card of its own pile', () => {
      const s = revealed();
      const merchant = s.zones['loot.1']!.cards.find((id) => CARDS[id]!.rank === 4)!;
      expect(() => apply(s, 0, { t: 'steal', from: 1, card: merchant })).toThrow(/no incomplete set of Merchants/);
      const dragon = s.zones['loot.0']!.cards.find(isDragon)!;
      expect(() => apply(s, 0, { t: 'steal', from: 0, card: dragon })).toThrow(RuleError);
      expect(() => apply(s, 1, { t: 'steal-nothing' })).toThrow(/not your turn/);
    });
  });
});

describe("Heroes' Plunder: the Order of Play", () => {
  it('deals 8 cards to each player, each seeing only their own', () => {
    const s = table(3);
    for (const seat of [0, 1, 2]) expect(s.zones[`hand.${seat}`]!.cards).toHaveLength(8);
    expect(viewFor(s, 0).zones['hand.1']!.cards).toEqual(new Array(8).fill(null));
    expect(s.step.id).toBe('draft-left');
    expect(pendingSeats(s)).toEqual([0, 1, 2]);
  });

  it('offers one choice per color and rank in the hand', () => {
    const s = table(2);
    setZones(s, { 'hand.0': 'rR.wolf rR.hawk rR gM gM bW bB rL' });
    expect(legalActions(s, 0)).toHaveLength(5);
    expect(viewFor(s, 0).legalText[0]).toBe('Keep a red Rogue, pass the rest to the left');
  });

  it('keeps every choice secret until all have chosen, then puts each in its Loot Pile and passes the hands left', () => {
    const s = table(3);
    const before = [0, 1, 2].map((seat) => [...s.zones[`hand.${seat}`]!.cards]);
    applyInPlace(s, 0, { t: 'take', card: before[0]![0]! });
    expect(s.zones['loot.0']).toBeUndefined();
    expect(Object.values(viewFor(s, 0).mine)).toEqual([{ t: 'take', card: before[0]![0] }]);
    expect(viewFor(s, 1).mine).toEqual({});
    applyInPlace(s, 1, { t: 'take', card: before[1]![0]! });
    applyInPlace(s, 2, { t: 'take', card: before[2]![0]! });
    expect(s.zones['loot.0']!.cards).toEqual([before[0]![0]]);
    expect(viewFor(s, 1).zones['loot.0']!.cards).toEqual([null]);
    // Left is clockwise: seat 0's hand goes to seat 1, and seat 2's comes round to seat 0.
    expect(s.zones['hand.1']!.cards).toEqual(before[0]!.slice(1));
    expect(s.zones['hand.0']!.cards).toEqual(before[2]!.slice(1));
    expect(viewFor(s, 1).zones['hand.1']!.cards).toEqual(before[0]!.slice(1));
  });

  it('refuses a card that is not in the hand in front of you', () => {
    const s = table(2);
    expect(() => apply(s, 0, { t: 'take', card: s.zones['hand.1']!.cards[0]! })).toThrow(RuleError);
    expect(() => apply(s, 0, { t: 'pass' })).toThrow(RuleError);
  });

  it('from the last two cards keeps one and discards the other face down: 7 cards a draft', () => {
    const s = table(3);
    pickUntil(s, (x) => x.step.id === 'draft-left' && x.zones['hand.0']!.cards.length === 2);
    expect(viewFor(s, 0).legalText[0]).toMatch(/^Keep the .*, discard the other card$/);
    pickUntil(s, (x) => x.step.id !== 'draft-left');
    for (const seat of [0, 1, 2]) {
      expect(s.zones[`loot.${seat}`]!.cards).toHaveLength(7);
      expect(s.zones[`hand.${seat}`]!.cards).toHaveLength(8);
    }
    expect(s.discard).toHaveLength(3);
    const discarded = s.log.filter((e) => e.t === 'discarded');
    expect(discarded).toHaveLength(3);
    expect(viewFor(s, 1).log.filter((e) => e.t === 'discarded' && e.zone === 'hand.0').flatMap((e) => e.cards)).toEqual([null]);
  });

  it('passes right in the second draft', () => {
    const s = table(3);
    pickUntil(s, (x) => x.step.id === 'draft-right');
    const before = [0, 1, 2].map((seat) => [...s.zones[`hand.${seat}`]!.cards]);
    for (const seat of [0, 1, 2]) applyInPlace(s, seat, { t: 'take', card: before[seat]![0]! });
    expect(s.zones['hand.0']!.cards).toEqual(before[1]!.slice(1));
    expect(s.zones['hand.2']!.cards).toEqual(before[0]!.slice(1));
    expect(viewFor(s, 0).legalText[0]).toMatch(/pass the rest to the right$/);
  });

  it('ends with 14 cards in each Loot Pile, revealed and scored, for up to six players', () => {
    const s = table(6);
    pickUntil(s);
    expect(s.phase).toBe('over');
    for (let seat = 0; seat < 6; seat++) {
      expect(s.zones[`loot.${seat}`]!.cards).toHaveLength(14);
      expect(s.zones[`loot.${seat}`]!.vis).toEqual({ to: 'all' });
    }
    const scores = s.result!.standings.map((x) => x.score);
    expect(scores).toEqual([0, 1, 2, 3, 4, 5].map((seat) => scorePlunder(s.zones[`loot.${seat}`]!.cards, plunderRules([])).score));
    expect(s.log.some((e) => e.t === 'reshuffled')).toBe(true);
  });

  it('is for two to six players: sixteen cards each outrun the deck beyond six', () => {
    expect(() => newTable(config(7))).toThrow(/2 to 6 players/);
  });

  it('is played for Shares only, never with Betting Rounds, and never in the tavern', () => {
    expect(() => newTable(config(3, [], { stakes: { mode: 'betting', minRaise: true } }))).toThrow(/Shares/);
    expect(heroesPlunder.shares).toBe('required');
    expect(heroesPlunder.tavern?.allowed).toBe(false);
  });
});

describe("Heroes' Plunder: the showdown contract refuses what is not a legal end", () => {
  const ok = split('rR rR gR gR bR bR rL gL rB gB bB rM gM bM');
  it('refuses a Loot Pile that is not 14 cards', () => {
    expect(() => runShowdown({ game: 'heroes-plunder', players: [{ loot: ok }, { loot: ok.slice(0, 5).map((x) => x.replace('r', 'b')) }] })).toThrow(/expected 14 cards/);
  });
  it('refuses a Grey card', () => {
    const grey = split('xR bR bR bR bR bR bM bM bM bM bB bB bB bL');
    expect(() => runShowdown({ game: 'heroes-plunder', players: [{ loot: ok }, { loot: grey }] })).toThrow(InputError);
  });
});
