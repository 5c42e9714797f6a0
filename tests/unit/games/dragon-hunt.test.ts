import { describe, expect, it } from 'vitest';
import { DRAGON_IDS, formatCard, isDragon } from '../../../src/shared/cards/card';
import { cards } from '../../../src/shared/cards/notation';
import { InputError, RuleError } from '../../../src/shared/engine/errors';
import { runShowdown } from '../../../src/shared/engine/showdown';
import { apply, applyInPlace, legalActions, newTable, pendingSeats } from '../../../src/shared/engine/table';
import type { AnyState, TableConfig } from '../../../src/shared/engine/types';
import { viewFor } from '../../../src/shared/engine/view';
import { dragonHunt } from '../../../src/shared/games/dragon-hunt';
import { huntRules, scoreHunt } from '../../../src/shared/games/dragon-hunt/scoring';
import { setZone } from '../../helpers/stack';

const score = (hand: string, hunted: 'r' | 'g' | 'b', variants: string[] = []) => scoreHunt(cards(hand), hunted, huntRules(variants)).score;

function table(variants: string[] = []): AnyState {
  const config: TableConfig = {
    game: 'dragon-hunt',
    seats: [
      { name: 'Hunter', kind: 'human' },
      { name: 'Scout', kind: 'human' },
    ],
    variants,
    stakes: { mode: 'betting', minRaise: true },
    splitRule: 'merchant',
    startingChips: 20,
    seed: 3,
  };
  return newTable(config).state;
}

/** Checks and keeps until `stepId`; at Scouting Ahead each player scouts the first cards of their hand. */
function passUntil(s: AnyState, stepId: string): void {
  for (let guard = 0; guard < 100 && s.phase === 'playing' && s.step.id !== stepId; guard++) {
    const seat = pendingSeats(s)[0]!;
    if (s.step.id.startsWith('betting')) applyInPlace(s, seat, { t: 'check' });
    else if (s.step.id === 'scouting-ahead') applyInPlace(s, seat, legalActions(s, seat)[0]!);
    else applyInPlace(s, seat, { t: 'keep' });
  }
}

/** The hunted Dragon will be `hunted`: the False Alarm and the pile are rearranged around it. */
function huntThe(s: AnyState, hunted: 'rD' | 'gD' | 'bD', falseAlarm: 'rD' | 'gD' | 'bD'): void {
  const [h, f] = cards(`${hunted} ${falseAlarm}`);
  const third = DRAGON_IDS.find((id) => id !== h && id !== f)!;
  s.zones['false-alarm']!.cards = [f!];
  s.zones.hunt!.cards = [third, h!];
}

describe('Dragon Hunt: the examples of page 20 (hunting the green Dragon)', () => {
  it('scores 3 green cards and four ranks 9; the red Bard does not help', () => {
    expect(score('gW gL gB rM rB', 'g')).toBe(9);
  });

  it('scores 1 green card and three ranks 4', () => {
    expect(score('gR rR bB bB rL', 'g')).toBe(4);
  });

  it('gives the same scores through the showdown contract and pays the 9', () => {
    const out = runShowdown({
      game: 'dragon-hunt',
      common: { dragon: 'gD' },
      players: [{ hand: ['gW', 'gL', 'gB', 'rM', 'rB'] }, { hand: ['gR', 'rR', 'bB', 'bB', 'rL'] }],
      stakes: { mode: 'betting', contributions: [3, 3], folded: [false, false], carry: 0, splitRule: 'merchant' },
    });
    expect(out).toEqual({ scores: [9, 4], places: [1, 2], payouts: [6, 0], carry: 0 });
  });
});

describe('Dragon Hunt: scoring', () => {
  it('scores Rank Diversity 0, 1, 3, 6 and 10 for 1 to 5 different ranks', () => {
    expect(['rR rR rR rR rR', 'rR rR rR rR rM', 'rR rR rR rB rM', 'rR rR rL rB rM', 'rR rW rL rB rM'].map((h) => score(h, 'g'))).toEqual([0, 1, 3, 6, 10]);
  });

  it('scores a point for each card of the hunted color only', () => {
    expect(score('rR rR bR bR gR', 'r')).toBe(2);
    expect(score('rR rR bR bR gR', 'b')).toBe(2);
    expect(score('rR rR bR bR gR', 'g')).toBe(1);
  });

  it('breaks a tie by Rank: the hand with a Warrior wins', () => {
    const out = runShowdown({
      game: 'dragon-hunt',
      common: { dragon: 'bD' },
      players: [{ hand: ['rL', 'rL', 'rR', 'rR', 'bR'] }, { hand: ['rW', 'gR', 'gR', 'gR', 'bR'] }],
    });
    expect(out).toEqual({ scores: [2, 2], places: [2, 1] });
  });
});

describe('Dragon Hunt: the scoring variants', () => {
  it('League of Hunters: five cards of one rank score 7 more', () => {
    expect(score('bR bR bR bR bR', 'b')).toBe(5);
    expect(score('bR bR bR bR bR', 'b', ['league-of-hunters'])).toBe(12);
    expect(score('bR bR bR bR bM', 'b', ['league-of-hunters'])).toBe(6);
  });

  it('Coat of Arms: five cards of one color, any color, score 6 more', () => {
    expect(score('rW rL rB rM rR', 'g', ['coat-of-arms'])).toBe(16);
    expect(score('rW rL rB rM gR', 'g', ['coat-of-arms'])).toBe(11);
  });

  it('Noble Hunt: each Warrior scores 2 more and each Lady 1', () => {
    expect(score('rW gW bL rR rR', 'r', ['noble-hunt'])).toBe(3 + 3 + 5);
  });

  it('the variants add up and reach the showdown contract', () => {
    const out = runShowdown({
      game: 'dragon-hunt',
      variants: ['league-of-hunters', 'coat-of-arms', 'noble-hunt'],
      common: { dragon: 'rD' },
      players: [{ hand: ['rL', 'rL', 'rL', 'rL', 'bL'] }, { hand: ['rR', 'rR', 'rR', 'rR', 'rR'] }],
    });
    // 4 red + 0 + League 7 + Noble 5 = 16; 5 red + 0 + League 7 + Coat of Arms 6 = 18.
    expect(out.scores).toEqual([16, 18]);
  });
});

describe('Dragon Hunt: the showdown contract refuses what is not a legal end', () => {
  it('refuses a hunted Dragon that is not a Dragon', () => {
    expect(() => runShowdown({ game: 'dragon-hunt', common: { dragon: 'gR' }, players: [{ hand: ['gW', 'gL', 'gB', 'rM', 'rB'] }, { hand: ['gR', 'rR', 'bB', 'bB', 'rL'] }] })).toThrow(InputError);
  });
  it('refuses a Dragon in a hand: the Dragons are the hunt pile', () => {
    expect(() => runShowdown({ game: 'dragon-hunt', common: { dragon: 'gD' }, players: [{ hand: ['rD', 'gL', 'gB', 'rM', 'rB'] }, { hand: ['gR', 'rR', 'bB', 'bB', 'rL'] }] })).toThrow(/hunt pile/);
  });
  it('refuses a hand that is not 5 cards', () => {
    expect(() => runShowdown({ game: 'dragon-hunt', common: { dragon: 'gD' }, players: [{ hand: ['gL', 'gB', 'rM', 'rB'] }, { hand: ['gR', 'rR', 'bB', 'bB', 'rL'] }] })).toThrow(/expected 5 cards/);
  });
});

describe('Dragon Hunt: the Order of Play', () => {
  it('sets the three Dragons aside face down, deals 5 cards, and reveals one Dragon as the False Alarm', () => {
    const s = table();
    const inHands = [0, 1].flatMap((seat) => s.zones[`hand.${seat}`]!.cards);
    expect(inHands).toHaveLength(10);
    expect([...s.deck, ...inHands].some(isDragon)).toBe(false);
    expect(s.zones.hunt!.cards).toHaveLength(2);
    expect(viewFor(s, 0).zones.hunt!.cards).toEqual([null, null]);
    expect(s.zones['false-alarm']!.cards.every(isDragon)).toBe(true);
    expect(viewFor(s, 1).zones['false-alarm']!.cards[0]).toBe(s.zones['false-alarm']!.cards[0]);
    expect(s.step.id).toBe('betting-1');
  });

  it('bets, exchanges, scouts, reveals the hunted Dragon, bets, exchanges, bets, then attacks', () => {
    const s = table();
    passUntil(s, '(end)');
    expect(s.result!.kind).toBe('showdown');
    const order = s.log
      .map((e) => (e.t === 'moved' ? `moved:${String(e.to)}` : e.t))
      .filter((t) => ['betting-round', 'exchanged', 'scouted', 'moved:dragon'].includes(t));
    expect(order).toEqual([
      'betting-round', 'exchanged', 'exchanged', 'scouted', 'scouted', 'moved:dragon',
      'betting-round', 'exchanged', 'exchanged', 'betting-round',
    ]);
  });

  it('lets everyone choose their 2 scouts at once, face down: only their owner sees them', () => {
    const s = table();
    passUntil(s, 'scouting-ahead');
    expect(pendingSeats(s)).toEqual([0, 1]);
    expect(legalActions(s, 0)).toHaveLength(10);
    const pick = s.zones['hand.0']!.cards.slice(0, 2);
    applyInPlace(s, 0, { t: 'scout', cards: pick });
    expect(s.zones['scouts.0']).toBeUndefined(); // nothing is placed before everyone has chosen
    applyInPlace(s, 1, legalActions(s, 1)[0]!);
    expect(s.zones['scouts.0']!.cards).toEqual(pick);
    expect(s.zones['hand.0']!.cards).toHaveLength(3);
    expect(viewFor(s, 0).zones['scouts.0']!.cards).toEqual(pick);
    expect(viewFor(s, 1).zones['scouts.0']!.cards).toEqual([null, null]);
  });

  it('refuses scouting the wrong number of cards', () => {
    const s = table();
    passUntil(s, 'scouting-ahead');
    expect(() => apply(s, 0, { t: 'scout', cards: s.zones['hand.0']!.cards.slice(0, 3) })).toThrow(RuleError);
    expect(() => apply(s, 0, { t: 'scout', cards: s.zones['hand.0']!.cards.slice(0, 1) })).toThrow(/exactly 2/);
  });

  it('reveals the hunted Dragon after scouting, never the False Alarm again, and never the third', () => {
    const s = table();
    passUntil(s, 'betting-2');
    const hunted = s.zones.dragon!.cards[0]!;
    expect(isDragon(hunted)).toBe(true);
    expect(hunted).not.toBe(s.zones['false-alarm']!.cards[0]);
    passUntil(s, '(end)');
    expect(s.zones.hunt!.cards).toHaveLength(1);
    expect(viewFor(s, 0).zones.hunt!.cards).toEqual([null]);
  });

  it('does not let a scout be exchanged in step 10', () => {
    const s = table();
    passUntil(s, 'exchange-2');
    const seat = pendingSeats(s)[0]!;
    expect(legalActions(s, seat)).toHaveLength(1 + 3 + 3);
    const scout = s.zones[`scouts.${seat}`]!.cards[0]!;
    expect(() => apply(s, seat, { t: 'exchange', cards: [scout] })).toThrow(/your own hand/);
  });

  it('scores the scouts as part of the hand at the Attack', () => {
    const s = table();
    setZone(s, 'hand.0', 'gW gL gB rM rB');
    setZone(s, 'hand.1', 'gR rR bB bB rL');
    huntThe(s, 'gD', 'rD');
    passUntil(s, '(end)');
    expect(s.zones['scouts.0']!.cards).toHaveLength(2);
    expect(s.zones['hand.0']!.cards).toHaveLength(3);
    expect(s.result!.standings.map((x) => x.score)).toEqual([9, 4]);
    expect(viewFor(s, 1).zones['scouts.0']!.cards.every((x) => x !== null)).toBe(true);
    expect(s.stacks).toEqual([21, 19]);
  });
});

describe('Dragon Hunt: The Meeting Place', () => {
  it('places the scouts face up for everyone', () => {
    const s = table(['the-meeting-place']);
    passUntil(s, 'betting-2');
    expect(viewFor(s, 1).zones['scouts.0']!.cards).toEqual(s.zones['scouts.0']!.cards);
    expect(viewFor(s, -1).zones['scouts.1']!.cards).toEqual(s.zones['scouts.1']!.cards);
  });

  it('combines with The Forgetful Leader (page 3: variants combine unless they say otherwise): the scouts lie face up, nothing is forgotten', () => {
    const s = table(['the-meeting-place', 'the-forgetful-leader']);
    passUntil(s, 'betting-2');
    expect(viewFor(s, 0).zones['scouts.0']!.cards).toEqual(s.zones['scouts.0']!.cards);
    expect(viewFor(s, 1).zones['scouts.0']!.cards).toEqual(s.zones['scouts.0']!.cards);
  });

  it('combines with Deadly Encounter: 6 cards, 3 scouts face up, one of them discarded at random', () => {
    const s = table(['deadly-encounter', 'the-meeting-place']);
    expect(s.zones['hand.0']!.cards).toHaveLength(6);
    passUntil(s, 'scouting-ahead');
    const picked = s.zones['hand.0']!.cards.slice(0, 3);
    applyInPlace(s, 0, { t: 'scout', cards: picked });
    applyInPlace(s, 1, legalActions(s, 1)[0]!);
    const scouts = s.zones['scouts.0']!.cards;
    expect(scouts).toHaveLength(2);
    expect(picked).toEqual(expect.arrayContaining(scouts));
    expect(viewFor(s, 1).zones['scouts.0']!.cards).toEqual(scouts);
    expect(s.zones['hand.0']!.cards.length + scouts.length).toBe(5);
  });
});

describe('Dragon Hunt: The Forgetful Leader', () => {
  it('hides the scouts even from their owner, in the zone and in the log, until the Attack', () => {
    const s = table(['the-forgetful-leader']);
    passUntil(s, 'betting-2');
    const v = viewFor(s, 0);
    expect(v.zones['scouts.0']!.cards).toEqual([null, null]);
    expect(v.log.filter((e) => e.t === 'scouted' && e.seat === 0).flatMap((e) => e.cards)).toEqual([null, null]);
    passUntil(s, '(end)');
    expect(viewFor(s, 0).zones['scouts.0']!.cards.every((x) => x !== null)).toBe(true);
  });

  it('is not allowed inside the tavern', () => {
    expect(dragonHunt.variants.find((v) => v.id === 'the-forgetful-leader')!.notInTavern).toBe(true);
  });
});

describe('Dragon Hunt: Deadly Encounter', () => {
  it('deals 6, scouts 3 face down and discards one of them at random, leaving a hand of 5', () => {
    const s = table(['deadly-encounter']);
    expect(s.zones['hand.0']!.cards).toHaveLength(6);
    passUntil(s, 'scouting-ahead');
    expect(legalActions(s, 0)).toHaveLength(20);
    const picked = s.zones['hand.0']!.cards.slice(0, 3);
    applyInPlace(s, 0, { t: 'scout', cards: picked });
    applyInPlace(s, 1, legalActions(s, 1)[0]!);
    const scouts = s.zones['scouts.0']!.cards;
    expect(scouts).toHaveLength(2);
    expect(picked).toEqual(expect.arrayContaining(scouts));
    const lost = picked.find((id) => !scouts.includes(id))!;
    expect(s.discard).toContain(lost);
    expect(s.zones['hand.0']!.cards).toHaveLength(3);
    expect(viewFor(s, 0).zones['scouts.0']!.cards).toEqual([null, null]);
    passUntil(s, '(end)');
    expect(s.zones['hand.0']!.cards.length + s.zones['scouts.0']!.cards.length).toBe(5);
  });

  it('combines with The Forgetful Leader: three scouts, one lost at random, none seen by anyone until the Attack', () => {
    const s = table(['deadly-encounter', 'the-forgetful-leader']);
    passUntil(s, 'betting-2');
    for (const seat of [0, 1]) {
      expect(s.zones[`scouts.${seat}`]!.cards).toHaveLength(2);
      expect(viewFor(s, seat).zones[`scouts.${seat}`]!.cards).toEqual([null, null]);
    }
    passUntil(s, '(end)');
    expect(viewFor(s, 1).zones['scouts.0']!.cards.every((x) => x !== null)).toBe(true);
  });

  it('is not allowed inside the tavern', () => {
    expect(dragonHunt.variants.find((v) => v.id === 'deadly-encounter')!.notInTavern).toBe(true);
    expect(dragonHunt.variants.filter((v) => v.notInTavern).map((v) => v.id)).toEqual(['the-forgetful-leader', 'deadly-encounter']);
  });
});

describe('Dragon Hunt: Appendix B, inside The Red Dragon Inn', () => {
  it('may replace a Round of Gambling; a card alters the hand or the scouts in front of you, never a Dragon', () => {
    expect(dragonHunt.tavern?.allowed).toBe(true);
    expect([...(dragonHunt.tavern?.alters ?? [])].sort()).toEqual(['face-down', 'face-up', 'hand']);
  });
});

describe('Dragon Hunt: one button per choice', () => {
  it('offers each set of faces once at Scouting Ahead and in the exchanges, and accepts either copy', () => {
    const s = table();
    setZone(s, 'hand.0', 'rR.wolf rR.wolf rR.wolf gW.horse bL.hare');
    passUntil(s, 'exchange-1');
    if (pendingSeats(s)[0] !== 0) applyInPlace(s, pendingSeats(s)[0]!, { t: 'keep' });
    // keep; R, W, L; RR, RW, RL, WL.
    expect(legalActions(s, 0)).toHaveLength(1 + 3 + 4);
    passUntil(s, 'scouting-ahead');
    const hand = s.zones['hand.0']!.cards;
    const faces = legalActions(s, 0).map((a) => (a.cards as number[]).map(formatCard).sort().join(' '));
    expect(faces.sort()).toEqual(['bL.hare gW.horse', 'bL.hare rR.wolf', 'gW.horse rR.wolf', 'rR.wolf rR.wolf']);
    const rogues = hand.filter((id) => formatCard(id) === 'rR.wolf').sort((a, b) => a - b);
    applyInPlace(s, 0, { t: 'scout', cards: [rogues[1]!, rogues[2]!] }); // not the listed copies: still accepted
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('words each scouting choice, face down or face up, and warns of the random discard under Deadly Encounter', () => {
    const plain = table();
    passUntil(plain, 'scouting-ahead');
    expect(viewFor(plain, 0).legalText[0]).toMatch(/^Scout with (red|green|blue) \w+ \(\w+\) and (red|green|blue) \w+ \(\w+\), face down$/);
    const meeting = table(['the-meeting-place']);
    passUntil(meeting, 'scouting-ahead');
    expect(viewFor(meeting, 0).legalText[0]).toMatch(/, face up$/);
    const deadly = table(['deadly-encounter']);
    passUntil(deadly, 'scouting-ahead');
    expect(viewFor(deadly, 0).legalText[0]).toMatch(/^Scout with [^,]+, [^,]+ and [^,]+, face down; one is discarded at random$/);
  });
});

describe('Dragon Hunt: a player who folded', () => {
  it('is not asked to exchange or to scout, and their cards are never shown', () => {
    const config: TableConfig = {
      game: 'dragon-hunt',
      seats: [0, 1, 2].map((i) => ({ name: `P${i + 1}`, kind: 'human' as const })),
      variants: [],
      stakes: { mode: 'betting', minRaise: true },
      splitRule: 'merchant',
      startingChips: 20,
      seed: 9,
    };
    const s = newTable(config).state;
    const folder = pendingSeats(s)[0]!;
    applyInPlace(s, folder, { t: 'fold' });
    passUntil(s, 'scouting-ahead');
    expect(s.log.filter((e) => e.t === 'exchanged').map((e) => e.seat)).not.toContain(folder);
    expect(pendingSeats(s)).not.toContain(folder);
    expect(pendingSeats(s)).toHaveLength(2);
    passUntil(s, '(end)');
    expect(s.zones[`scouts.${folder}`]).toBeUndefined();
    expect(viewFor(s, (folder + 1) % 3).zones[`hand.${folder}`]!.cards.every((x) => x === null)).toBe(true);
    expect(s.result!.standings[folder]!.place).toBeNull();
  });
});
