import { describe, expect, it } from 'vitest';
import { cards } from '../../../src/shared/cards/notation';
import { DRAGON_IDS, isDragon } from '../../../src/shared/cards/card';
import { InputError, RuleError } from '../../../src/shared/engine/errors';
import { runShowdown } from '../../../src/shared/engine/showdown';
import { apply, legalActions, moneyOnTable, newTable, pendingSeats } from '../../../src/shared/engine/table';
import type { AnyState, TableConfig } from '../../../src/shared/engine/types';
import { viewFor } from '../../../src/shared/engine/view';
import { DOUBLEROGUE_IN_TAVERN, doublerogue, type DoublerogueG } from '../../../src/shared/games/doublerogue';
import { applyInPlace, canStartGame } from '../../../src/shared/engine/table';
import { playRandomGame } from '../../../src/shared/sim/random-table';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { compareRarity, rarestFirst } from '../../../src/shared/games/doublerogue/scoring';
import { setZone, stackDeck } from '../../helpers/stack';

function config(n: number, over: Partial<TableConfig> = {}): TableConfig {
  return {
    game: 'doublerogue',
    seats: Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'human' as const })),
    variants: [],
    stakes: { mode: 'betting', minRaise: true },
    splitRule: 'merchant',
    startingChips: 20,
    seed: 3,
    ...over,
  };
}

const act = (s: AnyState, seat: number, a: { t: string; [k: string]: unknown }) => apply(s, seat, a).state;
const turn = (s: AnyState) => pendingSeats(s)[0]!;
const g = (s: AnyState) => s.g as DoublerogueG;
const up = (s: AnyState, seat: number) => s.zones[`up.${seat}`]!.cards;

/**
 * A table whose hands and face-up cards are set: `hands[i]` and `ups[i]` in notation. Hands without a
 * Rogue let every player Defend.
 */
function table(hands: string[], ups: string[], over: Partial<TableConfig> = {}): AnyState {
  const s = newTable(config(hands.length, over)).state;
  hands.forEach((h, seat) => setZone(s, `hand.${seat}`, h));
  ups.forEach((u, seat) => setZone(s, `up.${seat}`, u));
  return s;
}

/** The player to act Defends with the first non-Rogue card of their hand. */
function defend(s: AnyState): AnyState {
  const seat = turn(s);
  const a = legalActions(s, seat).find((x) => x.t === 'defend');
  if (!a) throw new Error(`seat ${seat} cannot Defend`);
  return act(s, seat, a);
}

/** Plays out the current round with every player Defending. */
function defendAround(s: AnyState): AnyState {
  const round = g(s).round;
  while (s.phase === 'playing' && g(s).round === round) s = defend(s);
  return s;
}

const quiet = ['rL.wolf rM.wolf rM.wolf', 'gL.horse gM.horse gM.horse', 'bL.hare bM.hare bM.hare', 'rL.hawk rM.hawk rM.hawk'];

describe('the deal and the ante', () => {
  it('deals 3 cards in hand, hidden from the others, and 1 face up; everyone antes 1', () => {
    const s = newTable(config(3)).state;
    for (let seat = 0; seat < 3; seat++) {
      expect(s.zones[`hand.${seat}`]!.cards).toHaveLength(3);
      expect(up(s, seat)).toHaveLength(1);
    }
    const view = viewFor(s, 0);
    expect(view.zones['hand.1']!.cards).toEqual([null, null, null]);
    expect(view.zones['up.1']!.cards).toEqual(up(s, 1));
    expect(s.contrib).toEqual([1, 1, 1]);
    expect(s.stacks).toEqual([19, 19, 19]);
    expect(s.step.id).toBe('hit-fold-defend');
  });

  it('takes a new ante from every player still in at the start of every round', () => {
    let s = table(quiet.slice(0, 3), ['rR.wolf', 'gR.horse', 'bR.hare']);
    s = defendAround(s);
    expect(g(s).round).toBe(2);
    expect(s.contrib).toEqual([2, 2, 2]);
    s = act(s, turn(s), { t: 'fold' });
    s = defendAround(s);
    expect(g(s).round).toBe(3);
    expect(s.contrib.reduce((a, b) => a + b)).toBe(2 + 2 + 2 + 2);
  });

  it('makes a player who cannot ante fold; if that leaves one player, they win the pot', () => {
    // Game 1: two players fold, so one of three takes the 6 in the pot; game 2: the other two have 0 after the ante.
    let s = newTable(config(3, { startingChips: 2 })).state;
    s = act(s, turn(s), { t: 'fold' });
    s = act(s, turn(s), { t: 'fold' });
    const rich = s.stacks.findIndex((x) => x > 1);
    s = act(s, 0, { t: 'next-game' });
    expect(s.stacks.filter((x) => x === 0)).toHaveLength(2);
    quiet.slice(0, 3).forEach((h, seat) => setZone(s, `hand.${seat}`, h));
    s = defendAround(s);
    expect(s.phase).toBe('over');
    expect(s.result!.kind).toBe('last-standing');
    expect(s.result!.standings[rich]!.place).toBe(1);
    expect(g(s).out.filter((x) => x === 'no-ante')).toHaveLength(2);
    expect(s.stacks[rich]).toBe(6);
  });

  it('plays the round without an ante when no player still in can pay one (docs/RULINGS.md)', () => {
    let s = table(quiet.slice(0, 2), ['rR.wolf', 'gR.horse'], { startingChips: 1 });
    expect(s.stacks).toEqual([0, 0]);
    s = defendAround(s);
    expect(s.phase).toBe('playing');
    expect(g(s).round).toBe(2);
    expect(s.contrib).toEqual([1, 1]);
    expect(s.log.some((e) => e.t === 'no-ante')).toBe(true);
  });
});

describe('the rarest card showing', () => {
  it('compares face-up cards rarest first, then the next rarest', () => {
    expect(compareRarity(cards('rR rW'), cards('gL gB gM'))).toBeLessThan(0);
    expect(compareRarity(cards('rR rL'), cards('gL gB'))).toBeGreaterThan(0);
    expect(compareRarity(cards('rD'), cards('gW gW.owl'))).toBeLessThan(0);
  });

  it('ranks a missing card below a Rogue (RULINGS)', () => {
    expect(compareRarity(cards('rL'), cards('gL gR'))).toBeGreaterThan(0);
  });

  it('breaks a full tie by turn order from the Starting Player', () => {
    const faceUp: Record<number, number[]> = { 0: cards('rM'), 1: cards('gL.owl'), 2: cards('bL.hare') };
    expect(rarestFirst([0, 1, 2], (seat) => faceUp[seat]!)).toBe(1);
    expect(rarestFirst([2, 0, 1], (seat) => faceUp[seat]!)).toBe(2);
  });

  it('decides who acts first each round, and the round goes once around clockwise from there', () => {
    // After round 1: seat 0 shows Rogue + Lady, seat 1 Lady + Bard, seat 2 Merchant + Lady.
    let s = table(['rL.wolf rM.wolf rM.wolf', 'gB.horse gM.horse gM.horse', 'bL.hare bM.hare bM.hare'], ['rR.wolf', 'gL.horse', 'bM.hare']);
    s = defendAround(s);
    expect(g(s).first).toBe(1);
    const order: number[] = [];
    while (g(s).round === 2) {
      order.push(turn(s));
      s = defend(s);
    }
    expect(order).toEqual([1, 2, 0]);
  });

  it('goes to the first tied player in turn order from the Starting Player', () => {
    const hands = ['rM.wolf rM.wolf rM.wolf', 'gL.horse gM.horse gM.horse', 'bL.hare bM.hare bM.hare'];
    const ups = ['rR.wolf', 'gR.horse', 'bR.hare'];
    // Seats 1 and 2 both show a Rogue and a Lady after round 1; seat 0 a Rogue and a Merchant.
    const from0 = defendAround(table(hands, ups, { firstStartingPlayer: 0 }));
    expect(g(from0).first).toBe(1);
    const from2 = defendAround(table(hands, ups, { firstStartingPlayer: 2 }));
    expect(g(from2).first).toBe(2);
  });
});

describe('Hit', () => {
  it('reveals the top card of the deck into the face-up cards, for everyone to see', () => {
    const s0 = table(quiet.slice(0, 2), ['rW.wolf', 'gL.horse']);
    const seat = turn(s0);
    const [top] = stackDeck(s0, 'bB.wren');
    const s = act(s0, seat, { t: 'hit' });
    expect(up(s, seat)).toContain(top);
    expect(viewFor(s, 1 - seat).zones[`up.${seat}`]!.cards).toContain(top);
  });

  it('with a second face-up Rogue pays the penalty of 5 to the pot and is out', () => {
    const s0 = table(quiet.slice(0, 3), ['rR.wolf', 'gR.horse', 'bR.hare']);
    const seat = turn(s0);
    stackDeck(s0, 'bR.wren');
    const s = act(s0, seat, { t: 'hit' });
    expect(s.stacks[seat]).toBe(20 - 1 - 5);
    expect(s.contrib[seat]).toBe(1 + 5);
    expect(s.folded[seat]).toBe(true);
    expect(g(s).out[seat]).toBe('rogues');
    expect(s.zones[`hand.${seat}`]!.cards).toEqual([]);
    expect(up(s, seat)).toEqual([]);
    expect(s.phase).toBe('playing');
    expect(pendingSeats(s)).not.toContain(seat);
  });

  it('with a second Rogue and less than the penalty pays what the player has', () => {
    const s0 = table(quiet.slice(0, 3), ['rR.wolf', 'gR.horse', 'bR.hare'], { startingChips: 3 });
    const seat = turn(s0);
    stackDeck(s0, 'bR.wren');
    const s = act(s0, seat, { t: 'hit' });
    expect(s.stacks[seat]).toBe(0);
    expect(s.contrib[seat]).toBe(3);
    expect(moneyOnTable(s)).toBe(9);
  });

  it('with a first face-up Rogue leaves the player in', () => {
    const s0 = table(quiet.slice(0, 2), ['rW.wolf', 'gL.horse']);
    const seat = turn(s0);
    stackDeck(s0, 'bR.wren');
    const s = act(s0, seat, { t: 'hit' });
    expect(s.folded[seat]).toBe(false);
    expect(up(s, seat)).toHaveLength(2);
  });
});

describe('Hit when the deck runs out', () => {
  it('shuffles the discards into a new deck and draws from it', () => {
    const s = table(quiet.slice(0, 2), ['rW.wolf', 'gL.horse']);
    s.discard = [...s.deck];
    s.deck = [];
    const seat = turn(s);
    const next = act(s, seat, { t: 'hit' });
    expect(up(next, seat)).toHaveLength(2);
    expect(next.log.some((e) => e.t === 'reshuffled')).toBe(true);
    expect(next.discard).toEqual([]);
  });

  it('is not offered when no card is left anywhere to draw, and is refused', () => {
    const s = table(quiet.slice(0, 2), ['rW.wolf', 'gL.horse']);
    s.zones['set-aside'] = { cards: [...s.deck], vis: { to: 'none' } };
    s.deck = [];
    const seat = turn(s);
    expect(legalActions(s, seat).map((a) => a.t)).toEqual(['fold', 'defend', 'defend']);
    expect(() => apply(s, seat, { t: 'hit' })).toThrow(/no card left/);
  });
});

describe("Rogue's Bounty", () => {
  const bust = (over: Partial<TableConfig>) => {
    const s0 = table(quiet.slice(0, 2), ['rR.wolf', 'gR.horse'], over);
    const seat = turn(s0);
    stackDeck(s0, 'bR.wren');
    return { s: act(s0, seat, { t: 'hit' }), seat };
  };

  it('sets the penalty from the table options', () => {
    const { s, seat } = bust({ variants: ['rogues-bounty'], options: { penalty: 2 } });
    expect(s.stacks[seat]).toBe(20 - 1 - 2);
    expect(s.stacks[1 - seat]).toBe(20 - 1 + 1 + 1 + 2);
  });

  it('keeps the penalty at 5 when no number is given', () => {
    const { s, seat } = bust({ variants: ['rogues-bounty'] });
    expect(s.stacks[seat]).toBe(14);
  });

  it('ignores a penalty option without the variant', () => {
    const { s, seat } = bust({ options: { penalty: 2 } });
    expect(s.stacks[seat]).toBe(14);
  });

  it('refuses a penalty that is not a whole number of coins', () => {
    expect(() => newTable(config(2, { variants: ['rogues-bounty'], options: { penalty: -1 } }))).toThrow(/penalty/);
    expect(() => newTable(config(2, { variants: ['rogues-bounty'], options: { penalty: 1.5 } }))).toThrow(RuleError);
  });
});

describe('Defend', () => {
  it('reveals a non-Rogue card from the hand into the face-up cards', () => {
    let s = table(['rR.wolf rR.wolf rL.wolf', 'gL.horse gM.horse gM.horse'], ['rW.wolf', 'gW.horse']);
    if (turn(s) !== 0) s = defend(s);
    const [lady] = cards('rL.wolf', new Set(s.zones['hand.0']!.cards.filter((id) => !cards('rL.wolf').includes(id))));
    const legal = legalActions(s, 0).filter((a) => a.t === 'defend');
    expect(legal).toEqual([{ t: 'defend', card: lady }]);
    s = act(s, 0, legal[0]!);
    expect(up(s, 0)).toContain(lady);
    expect(s.zones['hand.0']!.cards).not.toContain(lady);
    expect(viewFor(s, 1).zones['up.0']!.cards).toContain(lady);
  });

  it('is refused with a Rogue or a card not in hand, and the state is untouched', () => {
    const s = table(['rR.wolf rR.wolf rL.wolf', 'gR.horse gR.horse gR.horse'], ['rW.wolf', 'gW.horse']);
    const seat = turn(s);
    const rogue = s.zones[`hand.${seat}`]!.cards[0]!;
    expect(() => apply(s, seat, { t: 'defend', card: rogue })).toThrow(/Rogue/);
    expect(() => apply(s, seat, { t: 'defend', card: s.zones[`hand.${1 - seat}`]!.cards[0] })).toThrow(/your hand/);
    expect(() => apply(s, seat, { t: 'check' })).toThrow(RuleError);
    expect(s.zones[`hand.${seat}`]!.cards).toHaveLength(3);
  });

  it('offers one button per face, yet accepts either copy', () => {
    let s = table(['rM.wolf rM.wolf rL.wolf', 'gM.horse gM.horse gL.horse'], ['rW.wolf', 'gW.horse']);
    const seat = turn(s);
    const [a, b, lady] = s.zones[`hand.${seat}`]!.cards;
    expect(legalActions(s, seat).filter((x) => x.t === 'defend')).toEqual([{ t: 'defend', card: a }, { t: 'defend', card: lady }]);
    expect(viewFor(s, seat).legalText).toEqual([
      'Hit: reveal the top card of the deck',
      'Fold: discard your cards and leave the game',
      `Defend: reveal your ${seat === 0 ? 'red Merchant (Wolf)' : 'green Merchant (Horse)'}`,
      `Defend: reveal your ${seat === 0 ? 'red Lady (Wolf)' : 'green Lady (Horse)'}`,
    ]);
    s = act(s, seat, { t: 'defend', card: b });
    expect(up(s, seat)).toContain(b);
  });

  it('is not offered to a player whose hand holds only Rogues', () => {
    const s = table(['rR.wolf rR.wolf rR.wolf', 'gR.horse gR.horse gR.horse'], ['rW.wolf', 'gW.horse']);
    expect(legalActions(s, turn(s)).map((a) => a.t)).toEqual(['hit', 'fold']);
  });
});

describe('the last player standing', () => {
  it('wins the whole pot as soon as everyone else is out, even before their own turn', () => {
    const s0 = table(quiet.slice(0, 3), ['rR.wolf', 'gR.horse', 'bR.hare']);
    const [a, b, c] = s0.step.data.order as number[];
    stackDeck(s0, 'bR.wren');
    let s = act(s0, a!, { t: 'hit' }); // out with two Rogues: pays 5
    s = act(s, b!, { t: 'fold' });
    expect(s.phase).toBe('over');
    expect(s.result!.kind).toBe('last-standing');
    expect(s.result!.standings[c!]!.place).toBe(1);
    expect(s.stacks[c!]).toBe(20 - 1 + 3 + 5);
    expect(moneyOnTable(s)).toBe(60);
  });

  it('says in the results who busted on two Rogues and what they paid, who folded, and how the last one won', () => {
    const s0 = table(quiet.slice(0, 3), ['rR.wolf', 'gR.horse', 'bR.hare'], { startingChips: 4 });
    const [a, b, c] = s0.step.data.order as number[];
    stackDeck(s0, 'bR.wren');
    let s = act(s0, a!, { t: 'hit' }); // two Rogues with 3 left: pays 3, not the full 5
    s = act(s, b!, { t: 'fold' });
    const r = s.result!;
    expect(r.standings[a!]!.label).toBe('busted: two Rogues, paid 3');
    expect(r.standings[b!]!.label).toBe('folded');
    expect(r.standings[c!]!.label).toBe('last player standing');
    // No showdown in Doublerogue: nobody "has the best hand".
    expect(r.awards.map((x) => x.reason)).toEqual([`P${c! + 1} is the last player standing`]);
    // The game-over event carries the same words.
    const over = s.log.find((e) => e.t === 'game-over')!.result as typeof r;
    expect(over.standings[a!]!.label).toBe('busted: two Rogues, paid 3');
  });

  it('names an instant win in the pot line, not a best hand', () => {
    const s0 = table(quiet.slice(0, 3), ['rW.wolf gL.horse bB.hare rM.wolf', 'gB.owl', 'bB.wren'], { variants: ['royal-sampler'] });
    let s = s0;
    while (turn(s) !== 0) s = defend(s);
    stackDeck(s, 'gR.owl');
    s = act(s, 0, { t: 'hit' });
    expect(s.result!.awards[0]!.reason).toBe('P1 wins at once: Royal Sampler');
  });

  it('cannot be played for Shares', () => {
    expect(() => newTable(config(3, { stakes: { mode: 'shares', share: 2 } }))).toThrow(/Shares/);
  });

  it('has no showdown in the showdown contract', () => {
    expect(() => runShowdown({ game: 'doublerogue', variants: [], players: [{ hand: ['rW'] }, { hand: ['gW'] }] })).toThrow(InputError);
  });
});

describe('Royal Sampler', () => {
  const ups = ['rW.wolf gL.horse bB.hare rM.wolf', 'gB.owl', 'bB.wren'];

  it('wins at once with a Warrior, a Lady, a Bard, a Merchant and a Rogue face up', () => {
    const s0 = table(quiet.slice(0, 3), ups, { variants: ['royal-sampler'] });
    let s = s0;
    while (turn(s) !== 0) s = defend(s);
    stackDeck(s, 'gR.owl');
    s = act(s, 0, { t: 'hit' });
    expect(s.phase).toBe('over');
    expect(s.result!.kind).toBe('special');
    expect(s.result!.standings[0]).toMatchObject({ place: 1, label: 'Royal Sampler' });
    expect(s.stacks[0]).toBe(20 - 1 + 3);
  });

  it('does nothing without the variant', () => {
    let s = table(quiet.slice(0, 3), ups);
    while (turn(s) !== 0) s = defend(s);
    stackDeck(s, 'gR.owl');
    s = act(s, 0, { t: 'hit' });
    expect(s.phase).toBe('playing');
  });
});

describe('Dragon Cards and Doubledragon', () => {
  it('treats a Dragon as a non-Rogue card: it can Defend and it acts first when showing', () => {
    let s = table(['rD rM.wolf rM.wolf', 'gW.horse gM.horse gM.horse'], ['rR.wolf', 'gL.horse'], { variants: ['dragon-cards'] });
    // Round 1: seat 0 defends with the Dragon, seat 1 with the Warrior.
    while (g(s).round === 1) {
      const seat = turn(s);
      const card = s.zones[`hand.${seat}`]!.cards.find((id) => (seat === 0 ? isDragon(id) : cards('gW.horse').includes(id)))!;
      s = act(s, seat, { t: 'defend', card });
    }
    expect(up(s, 0).some(isDragon)).toBe(true);
    expect(g(s).first).toBe(0);
  });

  it('shuffles the Dragons in with Doubledragon alone', () => {
    const s = newTable(config(2, { variants: ['doubledragon'] })).state;
    const all = [...s.deck, ...Object.values(s.zones).flatMap((z) => z.cards)];
    expect(DRAGON_IDS.every((id) => all.includes(id))).toBe(true);
  });

  it('wins at once with two face-up Dragons under Doubledragon', () => {
    let s = table(['bD gM.horse gM.horse', 'gL.horse gM.horse gM.horse', 'bL.hare bM.hare bM.hare'], ['rD', 'gL.owl', 'bL.wren'], { variants: ['doubledragon'] });
    while (turn(s) !== 0) s = defend(s);
    s = act(s, 0, { t: 'defend', card: s.zones['hand.0']!.cards.find(isDragon) });
    expect(s.phase).toBe('over');
    expect(s.result!.standings[0]).toMatchObject({ place: 1, label: 'two face-up Dragons' });
  });

  it('two face-up Dragons do not win without Doubledragon', () => {
    let s = table(['bD gM.horse gM.horse', 'gL.horse gM.horse gM.horse', 'bL.hare bM.hare bM.hare'], ['rD', 'gL.owl', 'bL.wren'], { variants: ['dragon-cards'] });
    while (turn(s) !== 0) s = defend(s);
    s = act(s, 0, { t: 'defend', card: s.zones['hand.0']!.cards.find(isDragon) });
    expect(s.phase).toBe('playing');
  });
});

describe('inside The Red Dragon Inn (Appendix B)', () => {
  it('keeps the rule changes as data: card play replaces the ante, two Rogues cost nothing, no folding', () => {
    expect(DOUBLEROGUE_IN_TAVERN).toEqual({ anteReplacedByCardPlay: true, twoRoguesPenalty: 0, mayFold: false });
  });
});

describe('inside The Red Dragon Inn (Appendix B), the declaration', () => {
  it('allows the game with every variant; a card alters only your own hand and face-up cards', () => {
    expect(doublerogue.tavern).toMatchObject({ allowed: true, alters: ['hand', 'face-up'] });
    expect(doublerogue.variants.some((v) => v.notInTavern)).toBe(false);
    expect(doublerogue.tavern!.note).toMatch(/no one may Fold/);
  });
});

describe('random legal play', () => {
  const ALL = ['royal-sampler', 'rogues-bounty', 'dragon-cards', 'doubledragon'];
  it('ends and conserves money under every combination of variants, from 2 to 8 players, a penalty of 0 included', () => {
    const rng = rngFrom(seedRng(12));
    for (let mask = 0; mask < 1 << ALL.length; mask++) {
      for (const players of [2, 8]) {
        const variants = ALL.filter((_, i) => mask & (1 << i));
        const s = newTable(config(players, { variants, seed: mask * 10 + players, startingChips: 4, options: { penalty: mask % 3 } })).state;
        for (let game = 0; game < 4 && (game === 0 || canStartGame(s)); game++) {
          if (game > 0) applyInPlace(s, 0, { t: 'next-game' });
          playRandomGame(s, rng, { afterAction: (st) => expect(moneyOnTable(st)).toBe(st.totalMoney) });
          expect(s.phase).toBe('over');
        }
      }
    }
  });
});
