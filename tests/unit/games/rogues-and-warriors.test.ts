import { describe, expect, it } from 'vitest';
import { cards } from '../../../src/shared/cards/notation';
import { apply, legalActions, pendingSeats } from '../../../src/shared/engine/table';
import { runShowdown } from '../../../src/shared/engine/showdown';
import { viewFor } from '../../../src/shared/engine/view';
import { compareKeys } from '../../../src/shared/engine/ties';
import { PAIR_RANKING, evaluatePair } from '../../../src/shared/games/rogues-and-warriors/scoring';
import { config, play, table, turn } from '../../helpers/table';
import { setZones } from '../../helpers/stack';
import type { AnyState } from '../../../src/shared/engine/types';
import { InputError } from '../../../src/shared/engine/errors';
import { applyInPlace, canStartGame, moneyOnTable, newTable } from '../../../src/shared/engine/table';
import { roguesAndWarriors } from '../../../src/shared/games/rogues-and-warriors';
import { playRandomGame } from '../../../src/shared/sim/random-table';
import { rngFrom, seedRng } from '../../../src/shared/rng';

const better = (a: string, b: string) => compareKeys(evaluatePair(cards(a)).key, evaluatePair(cards(b)).key);

describe('the pair ranking (page 4, RULINGS.md)', () => {
  it('puts Warrior-Warrior best and Rogue-Rogue worst', () => {
    expect(better('rW gW', 'rW gL')).toBeGreaterThan(0);
    expect(better('rM gR', 'rR gR')).toBeGreaterThan(0);
  });

  it('keeps the three orderings the text fixes: Warrior-Bard > Lady-Merchant > Bard-Rogue', () => {
    expect(better('rW gB', 'rL gM')).toBeGreaterThan(0);
    expect(better('rL gM', 'rB gR')).toBeGreaterThan(0);
  });

  it('is the 15-row table: the lower sum wins, then the lower single card', () => {
    const names = PAIR_RANKING.map(([a, b]) => 'WLBMR'[a - 1]! + 'WLBMR'[b - 1]!);
    expect(names).toEqual(['WW', 'WL', 'WB', 'LL', 'WM', 'LB', 'WR', 'LM', 'BB', 'LR', 'BM', 'BR', 'MM', 'MR', 'RR']);
    for (let i = 0; i + 1 < names.length; i++) {
      const hi = `r${names[i]![0]} g${names[i]![1]}`;
      const lo = `r${names[i + 1]![0]} g${names[i + 1]![1]}`;
      expect(better(hi, lo), `${names[i]} beats ${names[i + 1]}`).toBeGreaterThan(0);
    }
  });

  it('breaks a tie by Color: a pair of one color beats a mixed pair', () => {
    expect(better('rB rM', 'gB bM')).toBeGreaterThan(0);
    expect(better('gB gM', 'rB rM')).toBe(0);
  });
});

describe('Dragon Cards', () => {
  it('a Dragon counts as the rank of the other card', () => {
    expect(evaluatePair(cards('rD gL')).label).toContain('Lady-Lady');
    expect(better('rD gL', 'rL gL')).toBeGreaterThan(0); // same pair, the Dragon hand wins the tie
    expect(better('rD gL', 'rW gB')).toBeLessThan(0); // Lady-Lady is below Warrior-Bard
  });

  it('two Dragons beat every hand, Warrior-Warrior included', () => {
    expect(better('rD gD', 'rW gW')).toBeGreaterThan(0);
  });

  it('a tie between Dragon hands goes to Color (a Dragon counts for its color)', () => {
    expect(better('rD rM', 'gD bM')).toBeGreaterThan(0);
  });
});

describe('the showdown contract', () => {
  it('scores, places and pays a betting pot with a Merchant remainder', () => {
    const out = runShowdown({
      game: 'rogues-and-warriors',
      players: [{ hand: ['rW', 'gB'] }, { hand: ['rW', 'bB'] }, { hand: ['rR', 'gR'] }],
      stakes: { mode: 'betting', carry: 1, contributions: [4, 4, 4], folded: [false, false, false], splitRule: 'merchant' },
    });
    // Seats 0 and 1 both hold Warrior-Bard of mixed colors: tied, 13 split 6/6, 1 stays.
    expect(out).toEqual({ scores: [null, null, null], places: [1, 1, 3], payouts: [6, 6, 0], carry: 1 });
  });

  it('gives folded seats no place and no share', () => {
    const out = runShowdown({
      game: 'rogues-and-warriors',
      players: [{ hand: ['rW', 'gW'] }, { hand: ['rR', 'bR'] }],
      stakes: { mode: 'betting', carry: 0, contributions: [3, 8], folded: [true, false], splitRule: 'merchant' },
    });
    expect(out.places).toEqual([null, 1]);
    expect(out.payouts).toEqual([0, 11]);
  });

  it('pays Shares by place', () => {
    const out = runShowdown({
      game: 'rogues-and-warriors',
      players: [{ hand: ['rR', 'gR'] }, { hand: ['rW', 'gW'] }, { hand: ['rL', 'gM'] }],
      stakes: { mode: 'shares', share: 3, carry: 0 },
    });
    expect(out).toEqual({ scores: [null, null, null], places: [3, 1, 2], payouts: [0, 6, 3], carry: 0 });
  });

  it('refuses a Dragon without the Dragon Cards variant, a wrong hand size, and a third red Warrior', () => {
    expect(() => runShowdown({ game: 'rogues-and-warriors', players: [{ hand: ['rD', 'rR'] }, { hand: ['gR', 'bR'] }] })).toThrow(/Dragon Cards/);
    expect(() => runShowdown({ game: 'rogues-and-warriors', players: [{ hand: ['rW'] }, { hand: ['gR', 'bR'] }] })).toThrow(/expected 2 cards/);
    expect(() => runShowdown({ game: 'rogues-and-warriors', players: [{ hand: ['rW', 'rW'] }, { hand: ['rW', 'bR'] }] })).toThrow(/more often than the deck holds/);
  });

  it('refuses Grey cards, which are never shuffled into the deck', () => {
    const req = { game: 'rogues-and-warriors', players: [{ hand: ['xW', 'xL'] }, { hand: ['gR', 'bR'] }] };
    expect(() => runShowdown(req)).toThrow(InputError);
    expect(() => runShowdown(req)).toThrow(/Grey/);
  });
});

/** Plays to the reveal: everyone checks the first Betting Round. */
function toReveal(s: AnyState): AnyState {
  while (s.step.id === 'betting-1') s = apply(s, turn(s), { t: 'check' }).state;
  return s;
}

describe('the Order of Play', () => {
  it('antes 1, deals 2 face-down cards each, then bets', () => {
    const s = table('rogues-and-warriors', 3);
    expect(s.contrib).toEqual([1, 1, 1]);
    for (const seat of [0, 1, 2]) expect(s.zones[`hand.${seat}`]!.cards).toHaveLength(2);
    expect(s.step.id).toBe('betting-1');
  });

  it('keeps each reveal secret until every player has chosen, then shows them together', () => {
    let s = toReveal(table('rogues-and-warriors', 3));
    expect(pendingSeats(s)).toEqual([0, 1, 2]);
    const pick = legalActions(s, 1)[0]!;
    s = apply(s, 1, pick).state;
    expect(viewFor(s, 0).zones['up.1']).toBeUndefined();
    expect(JSON.stringify(viewFor(s, 0).log)).not.toContain(`"card":${pick.card}`);
    expect(viewFor(s, 1).mine['reveal-one.1']).toEqual(pick);
    s = apply(s, 0, legalActions(s, 0)[0]!).state;
    s = apply(s, 2, legalActions(s, 2)[0]!).state;
    expect(viewFor(s, 0).zones['up.1']!.cards).toEqual([pick.card]);
    expect(s.step.id).toBe('betting-2');
  });

  it('refuses to reveal a card the player does not hold, leaving the state as it was', () => {
    const s = toReveal(table('rogues-and-warriors', 2));
    const other = s.zones['hand.1']!.cards[0]!;
    const before = JSON.stringify(s);
    expect(() => apply(s, 0, { t: 'reveal', card: other })).toThrow(/your own hand/);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('offers one button per face when both cards look the same, and accepts either copy', () => {
    let s = toReveal(table('rogues-and-warriors', 2));
    setZones(s, { 'hand.0': 'rR.wolf rR.wolf', 'hand.1': 'gW bL' });
    const [a, b] = s.zones['hand.0']!.cards;
    expect(legalActions(s, 0)).toEqual([{ t: 'reveal', card: a }]);
    s = apply(s, 0, { t: 'reveal', card: b }).state;
    s = apply(s, 1, legalActions(s, 1)[0]!).state;
    expect(s.zones['up.0']!.cards).toEqual([b]);
    expect(s.zones['hand.0']!.cards).toEqual([a]);
  });

  it('does not ask a folded player to reveal, nor show their cards at the end', () => {
    let s = table('rogues-and-warriors', 3);
    s = play(s, [[0, { t: 'raise', to: 2 }], [1, { t: 'fold' }], [2, { t: 'call' }]]);
    expect(s.step.id).toBe('reveal-one');
    expect(pendingSeats(s)).toEqual([0, 2]);
    for (const seat of [0, 2]) s = apply(s, seat, legalActions(s, seat)[0]!).state;
    while (s.phase === 'playing') s = apply(s, turn(s), { t: 'check' }).state;
    expect(s.result!.standings[1]!.place).toBeNull();
    expect(viewFor(s, 0).zones['hand.1']!.cards).toEqual([null, null]);
  });

  it('pays the best pair at the showdown', () => {
    let s = toReveal(table('rogues-and-warriors', 3));
    setZones(s, { 'hand.0': 'rM gR', 'hand.1': 'bW gL', 'hand.2': 'rB bR' });
    for (const seat of [0, 1, 2]) s = apply(s, seat, legalActions(s, seat)[0]!).state;
    while (s.phase === 'playing') s = apply(s, turn(s), { t: 'check' }).state;
    expect(s.result!.standings.map((x) => x.place)).toEqual([3, 1, 2]);
    expect(s.stacks).toEqual([99, 102, 99]);
  });
});

describe('Exchange Variant', () => {
  it('after the second Betting Round each player in turn may swap the face-down card, then bets again', () => {
    let s = toReveal(table('rogues-and-warriors', 2, { variants: ['exchange'] }));
    for (const seat of [0, 1]) s = apply(s, seat, legalActions(s, seat)[0]!).state;
    while (s.step.id === 'betting-2') s = apply(s, turn(s), { t: 'check' }).state;
    expect(s.step.id).toBe('exchange');
    expect(turn(s)).toBe(0);
    const down = s.zones['hand.0']!.cards[0]!;
    s = apply(s, 0, { t: 'exchange', zone: 'hand' }).state;
    expect(s.zones['hand.0']!.cards).toHaveLength(1);
    expect(s.zones['hand.0']!.cards[0]).not.toBe(down);
    expect(s.discard).toContain(down);
    s = apply(s, 1, { t: 'keep' }).state;
    expect(s.step.id).toBe('betting-3');
  });
});

describe('Exchange Variant, turn order', () => {
  it('starts with the Starting Player, then goes clockwise', () => {
    let s = table('rogues-and-warriors', 3, { variants: ['exchange'], firstStartingPlayer: 1 });
    expect(s.startingPlayer).toBe(1);
    while (s.step.id !== 'exchange') {
      const p = pendingSeats(s);
      s = apply(s, p[0]!, s.step.id === 'reveal-one' ? legalActions(s, p[0]!)[0]! : { t: 'check' }).state;
    }
    const order: number[] = [];
    while (s.step.id === 'exchange') {
      order.push(turn(s));
      s = apply(s, turn(s), { t: 'keep' }).state;
    }
    expect(order).toEqual([1, 2, 0]);
    expect(s.step.id).toBe('betting-3');
  });

  it('cannot exchange the revealed card', () => {
    let s = toReveal(table('rogues-and-warriors', 2, { variants: ['exchange'] }));
    for (const seat of [0, 1]) s = apply(s, seat, legalActions(s, seat)[0]!).state;
    while (s.step.id === 'betting-2') s = apply(s, turn(s), { t: 'check' }).state;
    expect(legalActions(s, 0)).toEqual([{ t: 'keep' }, { t: 'exchange', zone: 'hand' }]);
    expect(() => apply(s, 0, { t: 'exchange', zone: 'up' })).toThrow(/cannot do that/);
  });
});

describe('Rank and Class', () => {
  it('deals one card only its owner sees and one only the others see', () => {
    const s = table('rogues-and-warriors', 3, { variants: ['rank-and-class'] });
    const mine = viewFor(s, 0);
    expect(mine.zones['private.0']!.cards[0]).toBeTypeOf('number');
    expect(mine.zones['public.0']!.cards).toEqual([null]);
    expect(mine.zones['public.1']!.cards[0]).toBeTypeOf('number');
    expect(mine.zones['private.1']!.cards).toEqual([null]);
    // A spectator (the shared screen) never shows a card held facing out.
    expect(viewFor(s, -1).zones['public.0']!.cards).toEqual([null]);
  });

  it('never reveals a seat its own public card through the log', () => {
    const s = table('rogues-and-warriors', 3, { variants: ['rank-and-class'] });
    const own = s.zones['public.0']!.cards[0]!;
    const log = viewFor(s, 0).log;
    expect(log.some((e) => e.cards?.includes(own))).toBe(false);
  });

  it('with Exchange, a replaced public card stays unseen by its owner', () => {
    let s = table('rogues-and-warriors', 2, { variants: ['rank-and-class', 'exchange'] });
    while (s.step.id !== 'exchange') s = apply(s, turn(s), { t: 'check' }).state;
    s = apply(s, 0, { t: 'exchange', zone: 'public' }).state;
    const fresh = s.zones['public.0']!.cards[0]!;
    s = apply(s, 1, { t: 'keep' }).state;
    expect(s.step.id).toBe('betting-3');
    expect(viewFor(s, 0).zones['public.0']!.cards).toEqual([null]);
    expect(viewFor(s, 1).zones['public.0']!.cards).toEqual([fresh]);
    expect(viewFor(s, 0).log.some((e) => e.cards?.includes(fresh))).toBe(false);
  });

  it('with Exchange, public replacements are shown to the others all at once, after everyone has chosen', () => {
    let s = table('rogues-and-warriors', 3, { variants: ['rank-and-class', 'exchange'] });
    while (s.step.id !== 'exchange') s = apply(s, turn(s), { t: 'check' }).state;
    s = apply(s, 0, { t: 'exchange', zone: 'public' }).state;
    const first = s.zones['public.0']!.cards[0]!;
    // Seat 1 decides without having seen seat 0's replacement, in the zone or in the log.
    expect(viewFor(s, 1).zones['public.0']!.cards).toEqual([null]);
    expect(viewFor(s, 1).log.some((e) => e.cards?.includes(first))).toBe(false);
    s = apply(s, 1, { t: 'exchange', zone: 'public' }).state;
    const second = s.zones['public.1']!.cards[0]!;
    expect(viewFor(s, 2).zones['public.0']!.cards).toEqual([null]);
    expect(viewFor(s, 2).zones['public.1']!.cards).toEqual([null]);
    s = apply(s, 2, { t: 'keep' }).state;
    expect(viewFor(s, 2).zones['public.0']!.cards).toEqual([first]);
    expect(viewFor(s, 2).zones['public.1']!.cards).toEqual([second]);
    expect(viewFor(s, 1).zones['public.0']!.cards).toEqual([first]);
    expect(viewFor(s, 1).zones['public.1']!.cards).toEqual([null]);
    expect(s.log.filter((e) => e.t === 'shown').map((e) => e.seat)).toEqual([0, 1]);
  });

  it('with Exchange, a replaced private card is seen by its owner only', () => {
    let s = table('rogues-and-warriors', 2, { variants: ['rank-and-class', 'exchange'] });
    while (s.step.id !== 'exchange') s = apply(s, turn(s), { t: 'check' }).state;
    expect(legalActions(s, 0)).toEqual([{ t: 'keep' }, { t: 'exchange', zone: 'private' }, { t: 'exchange', zone: 'public' }]);
    const old = s.zones['private.0']!.cards[0]!;
    s = apply(s, 0, { t: 'exchange', zone: 'private' }).state;
    const fresh = s.zones['private.0']!.cards[0]!;
    expect(fresh).not.toBe(old);
    expect(viewFor(s, 0).zones['private.0']!.cards).toEqual([fresh]);
    expect(viewFor(s, 1).zones['private.0']!.cards).toEqual([null]);
  });

  it('skips the reveal of step 4: each public card already faces the table', () => {
    const s = table('rogues-and-warriors', 2, { variants: ['rank-and-class'] });
    expect(roguesAndWarriors.steps(['rank-and-class']).map((x) => x.id)).not.toContain('reveal-one');
    expect(s.zones['hand.0']).toBeUndefined();
  });

  it('scores both cards at the showdown, revealing the public card to its owner only then', () => {
    let s = table('rogues-and-warriors', 2, { variants: ['rank-and-class'] });
    setZones(s, { 'private.0': 'rW', 'public.0': 'gW', 'private.1': 'bL', 'public.1': 'rR' });
    while (s.phase === 'playing') s = apply(s, turn(s), { t: 'check' }).state;
    expect(s.result!.standings.map((x) => x.label)).toEqual(['Warrior-Warrior: 1 + 1 = 2, the lower sum wins', 'Lady-Rogue: 2 + 5 = 7, the lower sum wins']);
    expect(viewFor(s, 0).zones['public.0']!.cards[0]).toBe(s.zones['public.0']!.cards[0]);
  });
});

describe('button words', () => {
  it('name the card to reveal, keep or exchange', () => {
    let s = toReveal(table('rogues-and-warriors', 2, { variants: ['exchange'] }));
    setZones(s, { 'hand.0': 'bB.hare rR.wolf', 'hand.1': 'gW bL' });
    expect(viewFor(s, 0).legalText).toEqual(['Reveal your blue Bard (Hare)', 'Reveal your red Rogue (Wolf)']);
    s = apply(s, 0, legalActions(s, 0)[0]!).state;
    s = apply(s, 1, legalActions(s, 1)[0]!).state;
    while (s.step.id === 'betting-2') s = apply(s, turn(s), { t: 'check' }).state;
    expect(viewFor(s, 0).legalText).toEqual(['Keep your face-down red Rogue (Wolf)', 'Exchange your face-down red Rogue (Wolf) for the top card']);
  });

  it('under Rank and Class never name the card its owner cannot see', () => {
    let s = table('rogues-and-warriors', 2, { variants: ['rank-and-class', 'exchange'] });
    setZones(s, { 'private.0': 'bB.hare', 'public.0': 'rW.wolf', 'private.1': 'gL', 'public.1': 'gR' });
    while (s.step.id !== 'exchange') s = apply(s, turn(s), { t: 'check' }).state;
    const words = viewFor(s, 0).legalText;
    expect(words).toEqual(['Keep both cards', 'Exchange your blue Bard (Hare) for the top card', 'Exchange the card you cannot see (you will not see its replacement)']);
    expect(words.join(' ')).not.toMatch(/Warrior/);
  });
});

describe('inside The Red Dragon Inn (Appendix B)', () => {
  it('may replace a Round of Gambling, with every variant, and a card may alter only the player\'s own two cards', () => {
    expect(roguesAndWarriors.tavern).toMatchObject({ allowed: true, alters: ['hand', 'face-up'] });
    expect(roguesAndWarriors.variants.some((v) => v.notInTavern)).toBe(false);
    expect(roguesAndWarriors.tavern!.note).toMatch(/Rank and Class/);
  });
});

describe('random legal play', () => {
  const ALL = ['dragon-cards', 'exchange', 'rank-and-class'];
  it('ends and conserves money under every combination of variants, from 2 to 8 players', () => {
    const rng = rngFrom(seedRng(9));
    for (let mask = 0; mask < 1 << ALL.length; mask++) {
      for (const players of [2, 8]) {
        const variants = ALL.filter((_, i) => mask & (1 << i));
        const s = newTable(config('rogues-and-warriors', players, { variants, seed: mask * 10 + players, startingChips: 6 })).state;
        for (let game = 0; game < 5 && (game === 0 || canStartGame(s)); game++) {
          if (game > 0) applyInPlace(s, 0, { t: 'next-game' });
          playRandomGame(s, rng, { afterAction: (st) => expect(moneyOnTable(st)).toBe(st.totalMoney) });
          expect(s.phase).toBe('over');
        }
      }
    }
  });
});

describe('Split Rules at the table', () => {
  function tiedShowdown(splitRule: 'merchant' | 'king' | 'commoner'): AnyState {
    let s = table('rogues-and-warriors', 3, { splitRule });
    s = play(s, [[0, { t: 'raise', to: 2 }], [1, { t: 'call' }], [2, { t: 'call' }]]);
    setZones(s, { 'hand.0': 'rW gB', 'hand.1': 'bW rB', 'hand.2': 'rR gR' });
    for (const seat of [0, 1, 2]) s = apply(s, seat, legalActions(s, seat)[0]!).state;
    while (s.phase === 'playing') s = apply(s, turn(s), { t: 'check' }).state;
    return s;
  }

  it("Merchant's Rule: 9 split 4/4, the odd coin stays in the pot for the next game", () => {
    const s = tiedShowdown('merchant');
    expect(s.stacks).toEqual([101, 101, 97]);
    expect(s.carry).toBe(1);
    const next = apply(s, 0, { t: 'next-game' }).state;
    expect(viewFor(next, 0).pots[0]!.amount).toBe(1 + 3);
  });

  it("King's Rule: only the tied players replay, without ante, with the same Starting Player", () => {
    const s = tiedShowdown('king');
    expect(s.carry).toBe(9);
    expect(s.result!.replay).toEqual({ rule: 'king', seats: [0, 1] });
    const next = apply(s, 2, { t: 'next-game' }).state;
    expect(next.inGame).toEqual([true, true, false]);
    expect(next.contrib).toEqual([0, 0, 0]);
    expect(next.startingPlayer).toBe(s.startingPlayer);
    expect(viewFor(next, 0).pots[0]!.amount).toBe(9);
  });

  it("Commoner's Rule: everyone replays and antes again", () => {
    const s = tiedShowdown('commoner');
    const next = apply(s, 2, { t: 'next-game' }).state;
    expect(next.inGame).toEqual([true, true, true]);
    expect(next.contrib).toEqual([1, 1, 1]);
    expect(viewFor(next, 0).pots[0]!.amount).toBe(12);
  });
});

describe('Playing for Shares', () => {
  it('antes one share, skips every Betting Round and pays by place', () => {
    let s = table('rogues-and-warriors', 3, { stakes: { mode: 'shares', share: 4 } });
    expect(s.contrib).toEqual([4, 4, 4]);
    expect(s.step.id).toBe('reveal-one');
    setZones(s, { 'hand.0': 'rW gW', 'hand.1': 'bL gL', 'hand.2': 'rR gR' });
    for (const seat of [0, 1, 2]) s = apply(s, seat, legalActions(s, seat)[0]!).state;
    expect(s.phase).toBe('over');
    expect(s.stacks).toEqual([96 + 8, 96 + 4, 96]);
  });
});
