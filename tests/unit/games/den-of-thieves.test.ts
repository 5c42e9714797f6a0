import { describe, expect, it } from 'vitest';
import { formatCard, isDragon } from '../../../src/shared/cards/card';
import { cards } from '../../../src/shared/cards/notation';
import { InputError } from '../../../src/shared/engine/errors';
import { runShowdown } from '../../../src/shared/engine/showdown';
import { applyInPlace, legalActions, pendingSeats } from '../../../src/shared/engine/table';
import type { AnyState } from '../../../src/shared/engine/types';
import { viewFor } from '../../../src/shared/engine/view';
import { denOfThieves } from '../../../src/shared/games/den-of-thieves';
import { denRules, merchantPoints, scoreDen, scoreDenOfThieves, scoreInn } from '../../../src/shared/games/den-of-thieves/scoring';
import { compareKeys } from '../../../src/shared/engine/ties';
import { setZone } from '../../helpers/stack';
import { table } from '../../helpers/table';

const GAME = 'den-of-thieves';
const score = (hand: string, variants: string[] = []) => scoreDenOfThieves(cards(hand), denRules(variants));
const points = (hand: string, variants: string[] = []) => score(hand, variants).score;
const showdownScores = (hands: string[], variants: string[] = []) =>
  runShowdown({ game: GAME, variants, players: hands.map((h) => ({ hand: h.split(' ') })) }).scores;
const none = { warriors: 0, ladies: 0, bards: 0, merchants: 0, rogues: 0 };

/** Checks every Betting Round and keeps every card until the step `stepId` (or the end). */
function passUntil(s: AnyState, stepId: string): void {
  for (let guard = 0; guard < 200 && s.phase === 'playing' && s.step.id !== stepId; guard++) {
    const seat = pendingSeats(s)[0]!;
    applyInPlace(s, seat, { t: s.step.id.startsWith('betting') ? 'check' : 'keep' });
  }
}

describe('Den of Thieves: the examples of page 22 (EXAMPLES.md)', () => {
  it('scores three Merchants, two Ladies, a Bard and a Warrior 13', () => {
    expect(points('rM gM bM rL gL bB rW')).toBe(13);
  });
  it('lets the Rogue rob one of six Merchants: the other five score 11', () => {
    expect(points('rM gM bM rM gM bM rR')).toBe(11);
  });
  it('has the Warrior defeat two Rogues and the third rob the Merchant: 8', () => {
    expect(points('rW rR gR bR rM gL bB')).toBe(8);
  });
  it('scores two Warriors and five Rogues 14 when declared a Den of Thieves', () => {
    const e = score('rW gW rR gR bR bR gR');
    expect(e.score).toBe(14);
    expect(e.den).toBe(true);
    expect(e.label).toMatch(/Den of Thieves/);
  });
  it('scores 3 Ladies and 2 Bards 11 together, and seven Merchants 19', () => {
    expect(scoreInn({ ...none, ladies: 3, bards: 2 })).toBe(11);
    expect(points('rM gM bM rM gM bM rM')).toBe(19);
  });
  it('gives every example the same score through the showdown contract', () => {
    // Two requests: one table holds only two red Warriors.
    expect(showdownScores(['rM gM bM rL gL bB rW', 'rM gM bM rM gM bM rR'])).toEqual([13, 11]);
    expect(showdownScores(['rW rR gR bR rM gL bB', 'rW gW rR gR bR bR gR'])).toEqual([8, 14]);
  });
});

describe('Den of Thieves: each rank', () => {
  it('scores each Bard 1', () => expect(points('rB gB bB rB gB bB rB')).toBe(7));
  it('scores each Lady 1 plus 1 for each Bard', () => expect(scoreInn({ ...none, ladies: 2, bards: 3 })).toBe(2 * 4 + 3));
  it('scores the 1st Merchant 1, the 2nd and 3rd 2, the 4th and 5th 3, the 6th and 7th 4', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(merchantPoints)).toEqual([1, 3, 5, 8, 11, 15, 19]);
  });
  it('scores each Warrior 3 plus 1 for each Rogue it defeats, at most two', () => {
    expect(scoreInn({ ...none, warriors: 1, rogues: 1 })).toBe(4);
    expect(scoreInn({ ...none, warriors: 1, rogues: 2 })).toBe(5);
    // The third Rogue is not defeated: it robs the only Merchant.
    expect(scoreInn({ ...none, warriors: 1, rogues: 3, merchants: 1 })).toBe(5);
    expect(scoreInn({ ...none, warriors: 2, rogues: 3, merchants: 1 })).toBe(6 + 3 + 1);
  });
  it('has Rogues rob Merchants first, then Ladies, then Bards', () => {
    // Three Rogues rob the Merchant, the Lady and one Bard; one Bard is left.
    expect(points('rR gR bR rM gL bB rB')).toBe(1);
    // No Merchant: the two Rogues rob both Ladies, and the three Bards are left (3), not the Ladies (2 x 4).
    expect(points('rR gR rL gL bB gB rB')).toBe(3);
  });
  it('gives a Rogue with nobody to rob nothing', () => {
    expect(scoreInn({ ...none, rogues: 3 })).toBe(0);
    expect(scoreInn({ ...none, rogues: 2, bards: 1 })).toBe(0);
  });
});

describe('Den of Thieves: declaring a Den of Thieves', () => {
  it('turns the Warriors into Rogues that rob instead of defending, and scores each idle Rogue 2', () => {
    // One Warrior and four Rogues all rob: three patrons, so two of the five are idle.
    expect(scoreDen({ ...none, warriors: 1, rogues: 4, merchants: 2, ladies: 1 }, false)).toBe(4);
    expect(scoreDen({ ...none, warriors: 2, rogues: 5 }, false)).toBe(14);
  });
  it('is declared only when it scores more', () => {
    const plain = score('rM gM bM rL gL bB rW');
    expect(plain.den).toBe(false);
    expect(plain.score).toBe(13);
    // Ordinary: the Warrior defeats 2 Rogues (5), 3 Rogues rob the Merchant: 5. As a Den: 5 idle of 6: 10.
    expect(points('rW rR gR bR rR gR rM')).toBe(10);
    expect(score('rW rR gR bR rR gR rM').den).toBe(true);
  });
  it('breaks a tie by Rank over all seven cards, a robbed Lady included', () => {
    const used = new Set<number>();
    const robbedLady = scoreDenOfThieves(cards('rR rL rB gB bB rB gB', used), denRules([]));
    const robbedMerchant = scoreDenOfThieves(cards('gR gM bB gB bB rB gB', used), denRules([]));
    expect([robbedLady.score, robbedMerchant.score]).toEqual([5, 5]);
    expect(compareKeys(robbedLady.key, robbedMerchant.key)).toBeGreaterThan(0);
    expect(showdownScores(['gR gM bB gB bB rB gB', 'rR rL rB gB bB rB gB'])).toEqual([5, 5]);
    expect(runShowdown({ game: GAME, variants: [], players: [{ hand: 'gR gM bB gB bB rB gB'.split(' ') }, { hand: 'rR rL rB gB bB rB gB'.split(' ') }] }).places).toEqual([2, 1]);
  });
});

describe('Den of Thieves: Strong Warriors', () => {
  it('scores each idle Warrior of a Den 3 instead of 2', () => {
    expect(points('rW gW rR gR bR bR gR', ['strong-warriors'])).toBe(16);
    expect(points('rW gW rR gR bR bR gR')).toBe(14);
  });
  it('lets the player send the Rogues robbing and keep the Warriors idle', () => {
    // Six Den members, one Merchant: a Rogue robs it, the Warrior and four Rogues are idle: 3 + 8.
    expect(points('rW rR gR bR rR gR rM', ['strong-warriors'])).toBe(11);
  });
  it('does not change a hand scored the ordinary way', () => {
    expect(points('rM gM bM rL gL bB rW', ['strong-warriors'])).toBe(13);
  });
});

describe('Den of Thieves: Dragon Cards', () => {
  const D = ['dragon-cards'];
  it('scores a hand with a Dragon nobody slays 0', () => {
    expect(points('rD rM gM bM rM gM bM', D)).toBe(0);
    expect(score('rD rM gM bM rM gM bM', D).label).toMatch(/could not slay/);
  });
  it('slays a Dragon with 2 Warriors, with 4 Rogues, or with a Warrior and 2 Rogues: together 12, the rest scores normally', () => {
    expect(points('rD rW gW rM gM bM rL', D)).toBe(12 + 5 + 1);
    expect(points('rD rR gR bR rR rM gM', D)).toBe(12 + 3);
    expect(points('rD rW gR bR rM gM bM', D)).toBe(12 + 5);
  });
  it('lets the player choose the slayers that leave the best inn', () => {
    // Two Warriors slaying would leave two Rogues to rob both Merchants (12); a Warrior and the Rogues leave 3 + 3.
    expect(points('rD rW gW rR gR bM gM', D)).toBe(18);
  });
  it('needs both of two Dragons slain, or the hand scores 0', () => {
    expect(points('rD gD rW gW rR gR bM', D)).toBe(0);
    expect(points('rD gD rW gW bW rR gR', D)).toBe(24);
  });
  it('scores all three Dragons 19, whatever else is in the inn', () => {
    expect(points('rD gD bD rW gW rM gM', D)).toBe(19);
    expect(points('rD gD bD rR gR bR rR', D)).toBe(19);
  });
  it('may slay a Dragon and still declare the rest a Den of Thieves', () => {
    // 2 Warriors slay; four Rogues left idle in a Den: 12 + 8 (a Warrior and 2 Rogues slaying would leave 12 + 6).
    expect(points('rD rW gW rR gR bR bR', D)).toBe(12 + 8);
    const e = score('rD rW rR gR bR gR rR', D);
    // A Warrior and 2 Rogues slay; three Rogues left, no patron: as a Den they score 6.
    expect(e.score).toBe(18);
    expect(e.den).toBe(true);
  });
  it('shuffles the Dragons in only with the variant', () => {
    expect(denOfThieves.dragonsInDeck(['dragon-cards'])).toBe(true);
    expect(denOfThieves.dragonsInDeck(['strong-warriors'])).toBe(false);
    const s = table(GAME, 2, { variants: ['dragon-cards'] });
    const all = [...s.deck, ...s.zones['hand.0']!.cards, ...s.zones['hand.1']!.cards];
    expect(all.filter(isDragon)).toHaveLength(3);
  });
  it('scores the Dragon hands through the showdown contract', () => {
    expect(showdownScores(['rD rW gW rM gM bM rL', 'gD bD rW gW bW rR gR'], D)).toEqual([18, 24]);
  });
});

describe('Den of Thieves: the showdown contract refuses what is not a legal end', () => {
  const ok = 'rM gM bM rL gL bB rW';
  it('refuses a hand that is not seven cards', () => {
    expect(() => runShowdown({ game: GAME, players: [{ hand: ok.split(' ') }, { hand: ['rM', 'gM'] }] })).toThrow(/expected 7 cards/);
  });
  it('refuses a Dragon without Dragon Cards and a Grey card always', () => {
    expect(() => runShowdown({ game: GAME, players: [{ hand: ok.split(' ') }, { hand: 'rD gM bM rL gL bB gW'.split(' ') }] })).toThrow(InputError);
    expect(() => runShowdown({ game: GAME, variants: ['dragon-cards'], players: [{ hand: ok.split(' ') }, { hand: 'xM gM bM rL gL bB gW'.split(' ') }] })).toThrow(/Grey/);
  });
  it('pays the pot to the best inn', () => {
    const answer = runShowdown({
      game: GAME,
      players: [{ hand: 'rW rR gR bR rM gL bB'.split(' ') }, { hand: 'rM gM bM rL gL bB rW'.split(' ') }],
      stakes: { mode: 'betting', contributions: [6, 6], folded: [false, false], splitRule: 'merchant' },
    });
    expect(answer).toEqual({ scores: [8, 13], places: [2, 1], payouts: [0, 12], carry: 0 });
  });
});

describe('Den of Thieves: the Order of Play', () => {
  it('antes, deals each player 7 cards seen only by their owner, then opens a Betting Round', () => {
    const s = table(GAME, 3);
    expect([0, 1, 2].map((seat) => s.zones[`hand.${seat}`]!.cards.length)).toEqual([7, 7, 7]);
    expect(s.contrib).toEqual([1, 1, 1]);
    expect(viewFor(s, 1).zones['hand.0']!.cards.every((x) => x === null)).toBe(true);
    expect(viewFor(s, 0).zones['hand.0']!.cards).toEqual(s.zones['hand.0']!.cards);
    expect(s.step.id).toBe('betting-1');
  });
  it('bets, exchanges, bets, exchanges, bets, then shows the hands', () => {
    const s = table(GAME, 2);
    passUntil(s, '(end)');
    const order = s.log.map((e) => e.t).filter((t) => ['betting-round', 'exchanged', 'revealed'].includes(t));
    expect(order).toEqual(['betting-round', 'exchanged', 'exchanged', 'betting-round', 'exchanged', 'exchanged', 'betting-round', 'revealed', 'revealed']);
    expect(s.result!.kind).toBe('showdown');
  });
  it('lets a player discard up to 2 cards and draw as many, keeping 7', () => {
    const s = table(GAME, 2);
    passUntil(s, 'exchange-1');
    const seat = pendingSeats(s)[0]!;
    const hand = s.zones[`hand.${seat}`]!.cards;
    const out = hand.slice(0, 2);
    applyInPlace(s, seat, { t: 'exchange', cards: out });
    const after = s.zones[`hand.${seat}`]!.cards;
    expect(after).toHaveLength(7);
    expect(after.some((id) => out.includes(id))).toBe(false);
    expect(s.discard).toEqual(expect.arrayContaining(out));
    expect(() => applyInPlace(s, pendingSeats(s)[0]!, { t: 'exchange', cards: s.zones[`hand.${pendingSeats(s)[0]!}`]!.cards.slice(0, 3) })).toThrow(/at most 2/);
  });
  it('scores the real hands at the showdown, declaring the Den for whoever it serves', () => {
    const s = table(GAME, 2);
    passUntil(s, 'betting-3');
    setZone(s, 'hand.0', 'rW gW rR gR bR bR gR');
    setZone(s, 'hand.1', 'rM gM bM rL gL bB rW');
    passUntil(s, '(end)');
    const st = s.result!.standings;
    expect(st.map((x) => x.score)).toEqual([14, 13]);
    expect(st[0]!.label).toMatch(/Den of Thieves/);
    expect(st.map((x) => x.place)).toEqual([1, 2]);
    expect(s.result!.payouts).toEqual([2, 0]);
  });
});

describe('Den of Thieves: buttons and the tavern', () => {
  it('offers each set of faces once in an exchange, and words each choice', () => {
    const s = table(GAME, 2);
    passUntil(s, 'exchange-1');
    const seat = pendingSeats(s)[0]!;
    setZone(s, `hand.${seat}`, 'rR.wolf rR.wolf rR.wolf gW.horse bL.hare bL.hare rM.hawk');
    // keep; R, W, L, M; RR, RW, RL, RM, WL, WM, LL, LM.
    expect(legalActions(s, seat)).toHaveLength(1 + 4 + 8);
    const v = viewFor(s, seat);
    expect(v.legalText[0]).toBe('Keep your cards');
    expect(v.legalText).toContain('Discard red Rogue (Wolf) and red Rogue (Wolf), draw 2');
    expect(new Set(v.legalText).size).toBe(v.legalText.length);
    const rogues = s.zones[`hand.${seat}`]!.cards.filter((id) => formatCard(id) === 'rR.wolf');
    applyInPlace(s, seat, { t: 'exchange', cards: [rogues[2]!] }); // an unlisted copy is still accepted
    expect(s.zones[`hand.${seat}`]!.cards).not.toContain(rogues[2]);
  });
  it('may replace a Round of Gambling in the tavern; a card alters only your hand', () => {
    expect(denOfThieves.tavern).toMatchObject({ allowed: true, alters: ['hand'] });
  });
  it('describes each variant in one line for the lobby', () => {
    expect(denOfThieves.variants.map((v) => v.id)).toEqual(['strong-warriors', 'dragon-cards']);
    for (const v of denOfThieves.variants) expect(v.description.length).toBeGreaterThan(20);
  });
});
