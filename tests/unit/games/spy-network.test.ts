import { describe, expect, it } from 'vitest';
import { cards } from '../../../src/shared/cards/notation';
import { InputError, RuleError } from '../../../src/shared/engine/errors';
import { runShowdown } from '../../../src/shared/engine/showdown';
import { apply, applyInPlace, legalActions, newTable, pendingSeats } from '../../../src/shared/engine/table';
import type { AnyState, TableConfig } from '../../../src/shared/engine/types';
import { viewFor } from '../../../src/shared/engine/view';
import { spyNetwork } from '../../../src/shared/games/spy-network';
import { bestNetwork, scoreSpies } from '../../../src/shared/games/spy-network/scoring';
import { setZone, stackDeck } from '../../helpers/stack';

const score = (hand: string, dice: number[] = [], friends = false) => scoreSpies(cards(hand), dice, friends).score;

function table(variants: string[] = [], seed = 5): AnyState {
  const config: TableConfig = {
    game: 'spy-network',
    seats: [
      { name: 'Cliff', kind: 'human' },
      { name: 'Natalie', kind: 'human' },
    ],
    variants,
    stakes: { mode: 'betting', minRaise: true },
    splitRule: 'merchant',
    startingChips: 20,
    seed,
  };
  return newTable(config).state;
}

function passUntil(s: AnyState, stepId: string): void {
  for (let guard = 0; guard < 100 && s.phase === 'playing' && s.step.id !== stepId; guard++) {
    const seat = pendingSeats(s)[0]!;
    applyInPlace(s, seat, s.step.id.startsWith('betting') ? { t: 'check' } : { t: 'keep' });
  }
}

describe('Spy Network: the examples of page 18', () => {
  it('scores the rebuilt example 9: a chain of 5 with 4 red (the Warrior and a fourth Merchant cannot join)', () => {
    const net = bestNetwork(cards('gW rM rM rR rB gM bM'));
    expect(net).toEqual({ length: 5, colorCount: 4, color: 'r' });
    expect(score('gW rM rM rR rB gM bM')).toBe(9);
  });

  it('scores a chain of 7 with 3 blue cards 10', () => {
    expect(bestNetwork(cards('bW bL bB rL rB gM gR')).length).toBe(7);
    expect(score('bW bL bB rL rB gM gR')).toBe(10);
  });

  it('gives the same scores through the showdown contract and pays the better network', () => {
    const out = runShowdown({
      game: 'spy-network',
      players: [{ hand: ['gW', 'rM', 'rM', 'rR', 'rB', 'gM', 'bM'] }, { hand: ['bW', 'bL', 'bB', 'rL', 'rB', 'gM', 'gR'] }],
      stakes: { mode: 'betting', contributions: [4, 4], folded: [false, false], carry: 1, splitRule: 'merchant' },
    });
    expect(out).toEqual({ scores: [9, 10], places: [2, 1], payouts: [0, 9], carry: 0 });
  });
});

describe('Spy Network: chains', () => {
  it('does not wrap ranks around from 1 to 5', () => {
    // A Warrior and Rogues have no neighbors: the longest chain is one card.
    expect(score('rW bR gR gR gR gR gR')).toBe(2);
  });

  it('lets a chain go back and forth over the same ranks', () => {
    expect(score('rB rM rB rM rB rM rB')).toBe(14);
  });

  it('never skips a rank', () => {
    expect(score('rW rB rR gW gB gR bW')).toBe(2);
  });

  it('counts only the cards in the chain for the longest color', () => {
    // Chain W-L-B (red, red, green); the four blue Rogues are outside it.
    expect(score('rW rL gB bR bR bR bR')).toBe(3 + 2);
  });

  it('breaks a tie by Rank over the whole hand, cards outside the chain included', () => {
    const out = runShowdown({
      game: 'spy-network',
      players: [{ hand: ['gW', 'rM', 'rM', 'rR', 'rB', 'gM', 'bM'] }, { hand: ['rL', 'rB', 'rM', 'rR', 'gM', 'gM', 'gM'] }],
    });
    expect(out).toEqual({ scores: [9, 9], places: [1, 2] });
  });
});

describe('Spy Network: Friends in High Places', () => {
  it('adds a point for each Warrior or Lady in hand, even outside the chain', () => {
    expect(score('gW rM rM rR rB gM bM', [], true)).toBe(10);
    expect(score('bW bL bB rL rB gM gR', [], true)).toBe(13);
  });
});

describe('Spy Network: Hiding in Plain Sight', () => {
  it('counts the two dice as spies of their rank', () => {
    // die 3 joins a Warrior and a Lady to the Merchants: 1-2-3-4.
    expect(bestNetwork(cards('rW rL gM gM bM'), [3, 6]).length).toBe(4);
  });

  it('lets a die showing 6 neighbor a 5', () => {
    expect(score('rR rR gW gW bW', [6, 6])).toBe(4 + 2);
  });

  it('gives dice no color', () => {
    // chain L-1-L-3-L: length 5, three blue Ladies; the dice add length only.
    expect(score('bL bL bL bL gR', [1, 3])).toBe(5 + 3);
  });

  it('takes the longest chain first, even when a shorter, more colorful one would score more (RULINGS)', () => {
    // 6-R-6-R is 4 long with 1 card of each color (5); B-L-B would be 3 blue (6) but is shorter.
    expect(bestNetwork(cards('bR bB rR bB bL'), [6, 6])).toMatchObject({ length: 4, colorCount: 1 });
    expect(score('bR bB rR bB bL', [6, 6])).toBe(5);
  });

  it('with Friends in High Places, dice showing 1 or 2 award nothing', () => {
    // chain 2-1-2-3-4-5 (6 long, 4 red) + the red Lady as a Friend.
    expect(score('rL rB rM rR gR', [1, 2], true)).toBe(6 + 4 + 1);
  });

  it('reads the dice through the showdown contract and refuses dice without the variant', () => {
    const out = runShowdown({
      game: 'spy-network',
      variants: ['hiding-in-plain-sight'],
      players: [
        { hand: ['rR', 'rR', 'gW', 'gW', 'bW'], dice: [6, 6] },
        { hand: ['bL', 'bL', 'bL', 'bL', 'gR'], dice: [1, 3] },
      ],
    });
    expect(out).toEqual({ scores: [6, 8], places: [2, 1] });
    expect(() =>
      runShowdown({ game: 'spy-network', players: [{ hand: ['rR', 'rR', 'gW', 'gW', 'bW', 'bR', 'bR'], dice: [6, 6] }, { hand: ['bL', 'bL', 'bL', 'bL', 'gR', 'gR', 'gR'] }] }),
    ).toThrow(InputError);
    expect(() => runShowdown({ game: 'spy-network', variants: ['hiding-in-plain-sight'], players: [{ hand: ['rR', 'rR', 'gW', 'gW', 'bW'] }, { hand: ['bL', 'bL', 'bL', 'bL', 'gR'], dice: [1, 3] }] })).toThrow(/dice/);
  });
});

describe('Spy Network: Dragon Cards', () => {
  it('lets a Dragon stand for any rank, keeping its color', () => {
    // Warrior - Dragon as Lady - Bard: 3 red.
    expect(score('rW rD rB bR bR bR bR')).toBe(3 + 3);
  });

  it('gains no Friends in High Places point for a Dragon used as a Lady', () => {
    expect(score('rD rW rB gR gR gR gR', [], true)).toBe(3 + 3 + 1);
  });

  it('is refused by the showdown contract without the variant', () => {
    expect(() => runShowdown({ game: 'spy-network', players: [{ hand: ['rD', 'rW', 'rB', 'gR', 'gR', 'gR', 'gR'] }, { hand: ['bL', 'bL', 'bL', 'bL', 'gR', 'bM', 'bM'] }] })).toThrow(
      /Dragon Cards/,
    );
    const out = runShowdown({
      game: 'spy-network',
      variants: ['dragon-cards', 'friends-in-high-places'],
      players: [{ hand: ['rD', 'rW', 'rB', 'gR', 'gR', 'gR', 'gR'] }, { hand: ['bL', 'bL', 'bL', 'bL', 'gR', 'bM', 'bM'] }],
    });
    // M-R-M (2 blue) and four Ladies as Friends.
    expect(out.scores).toEqual([7, 3 + 2 + 4]);
  });
});

describe('Spy Network: the Order of Play', () => {
  it('deals 7 cards each and then bets, exchanges twice and bets three times', () => {
    const s = table();
    expect(s.zones['hand.0']!.cards).toHaveLength(7);
    const seen: string[] = [s.step.id];
    for (let guard = 0; guard < 100 && s.phase === 'playing'; guard++) {
      const seat = pendingSeats(s)[0]!;
      applyInPlace(s, seat, s.step.id.startsWith('betting') ? { t: 'check' } : { t: 'keep' });
      if (seen[seen.length - 1] !== s.step.id && s.phase === 'playing') seen.push(s.step.id);
    }
    expect(seen).toEqual(['betting-1', 'exchange-1', 'betting-2', 'exchange-2', 'betting-3']);
    expect(s.result!.kind).toBe('showdown');
  });

  it('lets a player discard 2 cards and draw 2, and refuses 3', () => {
    const s = table();
    passUntil(s, 'exchange-1');
    const seat = pendingSeats(s)[0]!;
    const hand = s.zones[`hand.${seat}`]!.cards;
    expect(legalActions(s, seat)).toHaveLength(29);
    expect(() => apply(s, seat, { t: 'exchange', cards: hand.slice(0, 3) })).toThrow(RuleError);
    const drawn = stackDeck(s, 'bW gW');
    applyInPlace(s, seat, { t: 'exchange', cards: hand.slice(0, 2) });
    expect(s.zones[`hand.${seat}`]!.cards.slice(-2)).toEqual(drawn);
  });

  it('pays the longest network at the showdown', () => {
    const s = table();
    setZone(s, 'hand.0', 'gW rM rM rR rB gM bM');
    setZone(s, 'hand.1', 'bW bL bB rL rB gM gR');
    passUntil(s, 'showdown');
    expect(s.result!.standings.map((x) => x.score)).toEqual([9, 10]);
    expect(s.stacks).toEqual([19, 21]);
  });
});

describe('Spy Network: Hiding in Plain Sight at the table', () => {
  it('deals 5 cards and rolls two dice for each player, in front of them for all to see', () => {
    const s = table(['hiding-in-plain-sight']);
    expect(s.zones['hand.0']!.cards).toHaveLength(5);
    const dice = (viewFor(s, 1).g as { dice: number[][] }).dice[0]!;
    expect(dice).toHaveLength(2);
    expect(dice.every((d) => d >= 1 && d <= 6)).toBe(true);
  });

  it('offers up to 2 exchanges and rerolls and refuses a third', () => {
    const s = table(['hiding-in-plain-sight']);
    passUntil(s, 'exchange-1');
    const seat = pendingSeats(s)[0]!;
    const hand = s.zones[`hand.${seat}`]!.cards;
    // keep; 5 singles and 10 pairs of cards; 3 ways to reroll; 5 × 2 card-and-die mixes.
    expect(legalActions(s, seat)).toHaveLength(1 + 15 + 3 + 10);
    expect(() => apply(s, seat, { t: 'exchange', cards: hand.slice(0, 2), dice: [0] })).toThrow(/no more than 2/);
    expect(() => apply(s, seat, { t: 'exchange', cards: [], dice: [2] })).toThrow(RuleError);
  });

  it('exchanges one card and rerolls one die', () => {
    const s = table(['hiding-in-plain-sight']);
    passUntil(s, 'exchange-1');
    const seat = pendingSeats(s)[0]!;
    const old = s.zones[`hand.${seat}`]!.cards[0]!;
    const kept = s.g.dice[seat][0];
    const events = applyInPlace(s, seat, { t: 'exchange', cards: [old], dice: [1] });
    expect(s.zones[`hand.${seat}`]!.cards).not.toContain(old);
    expect(s.zones[`hand.${seat}`]!.cards).toHaveLength(5);
    expect(s.g.dice[seat][0]).toBe(kept);
    expect(events.find((e) => e.t === 'rolled')).toMatchObject({ seat, rerolled: [1] });
  });

  it('scores the dice at the showdown', () => {
    const s = table(['hiding-in-plain-sight']);
    setZone(s, 'hand.0', 'rR rR gW gW bW');
    setZone(s, 'hand.1', 'bL bL bL bL gR');
    s.g.dice = [
      [6, 6],
      [1, 3],
    ];
    passUntil(s, 'showdown');
    expect(s.result!.standings.map((x) => x.score)).toEqual([6, 8]);
    expect(s.stacks).toEqual([19, 21]);
  });
});

describe('Spy Network: Appendix B, inside The Red Dragon Inn', () => {
  it('may replace a Round of Gambling; a card alters the hand, and the dice in front of you under Hiding in Plain Sight', () => {
    expect(spyNetwork.tavern?.allowed).toBe(true);
    expect([...(spyNetwork.tavern?.alters ?? [])].sort()).toEqual(['hand', 'own-dice']);
    expect(spyNetwork.variants.filter((v) => v.notInTavern)).toEqual([]);
  });
});

describe('Spy Network: one button per choice', () => {
  it('offers each set of faces once in an exchange, with words for each', () => {
    const s = table();
    setZone(s, 'hand.0', 'rR.wolf rR.wolf rR.wolf gW.horse bL.hare bM.wren bM.wren');
    passUntil(s, 'exchange-1');
    if (pendingSeats(s)[0] !== 0) applyInPlace(s, pendingSeats(s)[0]!, { t: 'keep' });
    expect(legalActions(s, 0)).toHaveLength(1 + 4 + 2 + 6);
    const v = viewFor(s, 0);
    expect(new Set(v.legalText).size).toBe(v.legalText.length);
    expect(v.legalText).toContain('Discard red Rogue (Wolf) and red Rogue (Wolf), draw 2');
  });

  it('under Hiding in Plain Sight tells two dice of one face apart on their buttons', () => {
    const s = table(['hiding-in-plain-sight']);
    setZone(s, 'hand.0', 'rR.wolf rR.wolf gW.horse bL.hare bM.wren');
    s.g.dice[0] = [4, 4];
    passUntil(s, 'exchange-1');
    if (pendingSeats(s)[0] !== 0) applyInPlace(s, pendingSeats(s)[0]!, { t: 'keep' });
    const v = viewFor(s, 0);
    // keep; 4 faces, RR and 6 pairs; 3 rerolls; 4 faces x 2 dice.
    expect(v.legal).toHaveLength(1 + 4 + 1 + 6 + 3 + 8);
    expect(new Set(v.legalText).size).toBe(v.legalText.length);
    expect(v.legalText[0]).toBe('Keep your cards and dice');
    expect(v.legalText).toEqual(expect.arrayContaining(['Reroll your first 4', 'Reroll your second 4', 'Reroll both dice', 'Discard red Rogue (Wolf), reroll your second 4']));
  });
});

describe('Spy Network: Hiding in Plain Sight with Dragon Cards and Friends in High Places', () => {
  it('lets the Dragon stand between the dice: 6-D-M-3-M is 5 long with 2 green, plus the Warrior as a Friend', () => {
    expect(bestNetwork(cards('rD rW gM gM bM'), [3, 6])).toEqual({ length: 5, colorCount: 2, color: 'g' });
    const out = runShowdown({
      game: 'spy-network',
      variants: ['hiding-in-plain-sight', 'dragon-cards', 'friends-in-high-places'],
      players: [
        { hand: ['rD', 'rW', 'gM', 'gM', 'bM'], dice: [3, 6] },
        { hand: ['bL', 'bL', 'bL', 'bL', 'gR'], dice: [1, 3] },
      ],
    });
    // 5 + 2 + 1 = 8; the Ladies' chain L-1-L-3-L is 5 + 3 blue + 4 Friends = 12.
    expect(out.scores).toEqual([8, 12]);
  });
});
