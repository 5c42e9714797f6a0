import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/shared/engine/errors';
import { applyInPlace, currentStep, gameDef, legalActions, newTable, pendingSeats } from '../../../src/shared/engine/table';
import type { TableConfig } from '../../../src/shared/engine/types';
import { isBettingRound, STAKES, stakesOf } from '../../../src/shared/stakes';
import { botView, decideFor } from '../../../src/shared/tavern/bots';
import { refuseChoice, TAVERN_GAMES } from '../../../src/shared/tavern/hosted';
import { zoneOf } from '../../../src/shared/engine/zones';
import { legalActions as tavernLegal } from '../../../src/shared/tavern/legal';
import type { Seat, TAction } from '../../../src/shared/tavern/types';
import { A, C, scenario, type Scenario } from './scenario';

/** The `tavern` stakes mode (stakes/tavern) and the bots' Appendix B decisions. */

const config = (game: TableConfig['game'], over: Partial<TableConfig> = {}): TableConfig => ({
  game,
  seats: [0, 1, 2].map((i) => ({ name: `P${i}`, kind: 'bot' })),
  variants: [],
  stakes: { mode: 'tavern' },
  splitRule: 'merchant',
  startingChips: 1,
  stacks: [0, 0, 0],
  seed: 5,
  ...over,
});

describe('the tavern stakes mode', () => {
  it('is a third module beside betting and shares; it refuses the games and variants Appendix B refuses, with sentences', () => {
    expect(Object.keys(STAKES).sort()).toEqual(['betting', 'shares', 'tavern']);
    const t = STAKES.tavern;
    expect(t.refuses(gameDef('heroes-plunder'), [])).toMatch(/cannot be played inside The Red Dragon Inn/);
    expect(t.refuses(gameDef('streets-of-greyport'), [])).toMatch(/cannot be played inside/);
    expect(t.refuses(gameDef('dragon-hordes'), [])).toMatch(/cannot be played inside/);
    expect(t.refuses(gameDef('dragon-hunt'), ['deadly-encounter'])).toBe('Deadly Encounter cannot be played inside The Red Dragon Inn');
    expect(t.refuses(gameDef('the-wheel'), ['the-unwound-clock'])).toMatch(/cannot be played inside|Shares/);
    for (const g of TAVERN_GAMES) expect(t.refuses(gameDef(g), [])).toBeNull();
    expect(t.ante({ mode: 'tavern' })).toBe(0);
  });

  it('every Betting Round is a card pass from the Starting Player: each seat is asked once (card or pass); a bet is refused with a sentence', () => {
    const { state: s } = newTable(config('kings-council'));
    expect(s.stacks).toEqual([0, 0, 0]);
    expect(stakesOf(s.config).id).toBe('tavern');
    expect(isBettingRound(currentStep(s))).toBe(true);
    const asked: Seat[] = [];
    for (let i = 0; i < 3; i++) {
      const [seat] = pendingSeats(s);
      asked.push(seat!);
      expect(legalActions(s, seat!)).toEqual([{ t: 'card' }, { t: 'pass' }]);
      if (i === 0) expect(() => applyInPlace(s, seat!, { t: 'raise', to: 2 })).toThrow(RuleError);
      applyInPlace(s, seat!, i === 1 ? { t: 'card' } : { t: 'pass' });
    }
    expect(asked).toEqual([0, 1, 2]);
    expect(isBettingRound(currentStep(s))).toBe(false);
  });

  it('settles by naming the winners only (no coin on the hosted table); a King\'s tie asks for a replay of the tied', () => {
    for (const split of ['merchant', 'king'] as const) {
      const { state: s } = newTable(config('kings-council', { splitRule: split, seed: 9 }));
      for (let i = 0; i < 200 && s.phase === 'playing'; i++) {
        const [seat] = pendingSeats(s);
        applyInPlace(s, seat!, legalActions(s, seat!).find((a) => a.t === 'pass' || JSON.stringify(a).includes('[]')) ?? legalActions(s, seat!)[0]!);
      }
      expect(s.phase).toBe('over');
      expect(s.stacks).toEqual([0, 0, 0]);
      expect(s.result!.payouts).toEqual([0, 0, 0]);
      const winners = s.result!.awards[0]!.winners;
      expect(winners.length).toBeGreaterThan(0);
      if (winners.length > 1 && split === 'king') expect(s.result!.replay).toEqual({ rule: 'king', seats: winners });
    }
  });
});

/** A starts a Round under Appendix B; a bot decides for A. */
function botRound(seed: number): Scenario {
  const sc = scenario({ phase: 'action', deck: Array.from({ length: 12 }, () => 'ale1'), hands: { [A]: ['start', 'cheat', 'cheat'] }, seed });
  sc.s.config.appendixB = true;
  sc.play(A, 'start', { mode: 0 });
  sc.passWhile();
  return sc;
}

describe('bots under Appendix B', () => {
  it('a bot starting a Round chooses one of the twelve games with variants the tavern accepts', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const sc = botRound(1);
      expect(sc.pending).toEqual({ k: 'game', seat: A });
      const a = decideFor(sc.s, A, 'normal', seed);
      expect(a.t).toBe('game');
      const g = a as Extract<TAction, { t: 'game' }>;
      expect(TAVERN_GAMES).toContain(g.game);
      expect(refuseChoice(g, 4)).toBeNull();
      seen.add(g.game!);
      sc.act(A, a);
    }
    // Holding Cheating cards (a Cheating special sets a die), the bot leans to the dice games.
    for (const g of seen) expect(['threes', 'delve', 'jack-of-all-trades', 'spy-network']).toContain(g);
  });

  it('a bot\'s special is judged by the game\'s own evaluation: it sets the die that makes its Threes Keep win', () => {
    const sc = botRound(3);
    sc.act(A, { t: 'game', game: 'threes', variants: [], split: 'merchant' });
    sc.passWhile();
    for (let i = 0; i < 50 && sc.pending?.k !== 'round-turn'; i++) {
      const p = sc.pending!;
      sc.act(p.seat, p.k === 'hosted' ? tavernLegal(sc.s, p.seat)[0]! : { t: 'pass' });
    }
    expect(sc.pending).toEqual({ k: 'round-turn', seat: A });
    const h = sc.s.round!.hosted!;
    const g = h.table!.g as { keep: number[][] };
    // A's Keep 6 and 1 (7), everyone else's 2 and 2 (4): only lowering the 6 to 1, 2 or 3 wins (3s score 0).
    g.keep.forEach((k, i) => (g.keep[i] = h.seats[i] === A ? [6, 1] : [2, 2]));
    const play = decideFor(sc.s, A, 'normal', 11);
    expect(play.t).toBe('play');
    sc.act(A, play);
    sc.passWhile();
    expect(sc.pending).toMatchObject({ k: 'special', seat: A, what: 'special' });
    const pick = decideFor(sc.s, A, 'normal', 12);
    // A typed special (issue 21.4): set the Keep's first die to 1, 2 or 3.
    expect(pick).toMatchObject({ t: 'special', how: 'set', holding: 'Keep', die: 0 });
    expect([1, 2, 3]).toContain((pick as { face: number }).face);
  });

  it('a bot decides from its view only: hidden cards of others do not change its choice', () => {
    const sc = botRound(5);
    sc.act(A, { t: 'game', game: 'kings-council', variants: [], split: 'merchant' });
    sc.passWhile();
    for (let i = 0; i < 50 && sc.pending?.k !== 'round-turn'; i++) {
      const p = sc.pending!;
      sc.act(p.seat, p.k === 'hosted' ? tavernLegal(sc.s, p.seat)[0]! : { t: 'pass' });
    }
    sc.act(A, tavernLegal(sc.s, A).find((a) => a.t === 'play')!);
    sc.passWhile();
    expect(sc.pending).toMatchObject({ k: 'special', seat: A, what: 'special' });
    const other = structuredClone(sc.s);
    // Swap C's hosted hand with cards from the deck: C's hand and the deck are hidden from A.
    const t = other.round!.hosted!.table!;
    const z = t.zones[zoneOf('hand', other.round!.hosted!.seats.indexOf(C))]!;
    const taken = t.deck.splice(0, z.cards.length, ...z.cards);
    z.cards = taken;
    // What the bot reads is the same (its view: the engine's view of the hosted table for A), so is what it does.
    expect(botView(other, A)).toEqual(botView(sc.s, A));
    expect(botView(other, C)).not.toEqual(botView(sc.s, C));
    for (const seed of [1, 2, 3]) expect(decideFor(other, A, 'normal', seed)).toEqual(decideFor(sc.s, A, 'normal', seed));
  });
});
