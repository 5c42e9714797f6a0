import { describe, expect, it } from 'vitest';
import { decide, type BotLevel } from '../../../src/shared/bots/index';
import { randomAction } from '../../../src/shared/bots/random';
import { applyInPlace, legalActions, newTable, pendingSeats } from '../../../src/shared/engine/table';
import type { AnyState, TableConfig } from '../../../src/shared/engine/types';
import { viewFor } from '../../../src/shared/engine/view';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { setZones } from '../../helpers/stack';
import { doublerogueHints } from '../../../src/shared/bots/hints/simple';
import { CARDS } from '../../../src/shared/cards/card';
import { botRng } from '../../../src/shared/bots/rand';

/** Bots play the rules and the odds: strong hands stay in, hopeless ones get out, obvious moves are made. */
const table = (game: TableConfig['game'], seed = 1, players = 2): TableConfig => ({
  game,
  seats: Array.from({ length: players }, (_, i) => ({ name: `Seat ${i + 1}`, kind: 'bot' as const, level: 'normal' as const })),
  variants: [],
  stakes: { mode: 'betting', minRaise: true },
  splitRule: 'merchant',
  startingChips: 100,
  seed,
});

const ask = (s: AnyState, level: BotLevel, seed = 3, personality: 'cautious' | 'loose' | 'bluffer' = 'cautious') => {
  const seat = pendingSeats(s)[0]!;
  return decide({ view: viewFor(s, seat), level, personality, seed });
};

describe('Rogues and Warriors: seat 0 checks, seat 1 bets', () => {
  function facing(hand0: string, hand1: string, bet: { t: string; to?: number }): AnyState {
    const s = newTable(table('rogues-and-warriors')).state;
    setZones(s, { 'hand.0': hand0, 'hand.1': hand1 });
    applyInPlace(s, 0, { t: 'check' });
    applyInPlace(s, 1, bet);
    return s;
  }

  for (const level of ['easy', 'normal', 'hard'] as const) {
    it(`${level}: with Warrior-Warrior, the best pair, it never folds`, () => {
      for (let seed = 0; seed < 4; seed++) {
        expect(ask(facing('rW.wolf gW.horse', 'bL.hare rB.hawk', { t: 'raise', to: 10 }), level, seed).t).not.toBe('fold');
      }
    });
  }

  for (const level of ['normal', 'hard'] as const) {
    it(`${level}: with Rogue-Rogue, the worst pair, it folds to an all-in`, () => {
      expect(ask(facing('rR.wolf gR.owl', 'bL.hare rB.hawk', { t: 'all-in' }), level).t).toBe('fold');
    });
  }
});

describe('Jack of All Trades: a job a worker matches', () => {
  it('Normal and Hard place a worker on it rather than pass', () => {
    const rng = rngFrom(seedRng(8));
    let asked = 0;
    for (let seed = 1; asked < 6 && seed < 40; seed++) {
      const s = newTable(table('jack-of-all-trades', seed)).state;
      while (s.phase === 'playing' && asked < 6) {
        const seat = pendingSeats(s)[0]!;
        const legal = legalActions(s, seat);
        if (s.step.id.startsWith('assign') && legal.some((a) => a.t === 'assign')) {
          expect(ask(s, asked % 2 ? 'hard' : 'normal', seed).t).toBe('assign');
          asked++;
        }
        const calm = legal.filter((a) => a.t !== 'fold' && a.t !== 'raise' && a.t !== 'all-in');
        applyInPlace(s, seat, randomAction(rng, calm.length ? calm : legal, null));
      }
    }
    expect(asked).toBe(6);
  });
});

describe('Threes: a roll with 3s in it', () => {
  it('Normal keeps the 3s, which score nothing', () => {
    const s = newTable(table('threes', 4)).state;
    const seat = pendingSeats(s)[0]!;
    s.g.roll[seat] = [3, 3, 6, 5, 6];
    expect(ask(s, 'normal')).toEqual({ t: 'keep', value: 3 });
  });
});

describe('personalities', () => {
  it('a bluffer bets first more often than a cautious bot on the same hands', () => {
    const bets = (personality: 'cautious' | 'bluffer') => {
      let n = 0;
      for (let seed = 0; seed < 40; seed++) {
        const s = newTable(table('rogues-and-warriors', 100 + seed, 3)).state;
        const t = ask(s, 'normal', seed, personality).t;
        if (t === 'raise' || t === 'all-in') n++;
      }
      return n;
    };
    expect(bets('bluffer')).toBeGreaterThan(bets('cautious'));
  });
});

describe('Rogues and Warriors: Bard-Merchant facing a raise to 4', () => {
  function facingRaise(opponent: 'random' | 'normal'): AnyState {
    const s = newTable({ ...table('rogues-and-warriors', 3), seats: [{ name: 'A', kind: 'bot', level: 'hard' }, { name: 'B', kind: 'bot', level: opponent, personality: 'cautious' }] }).state;
    setZones(s, { 'hand.0': 'rB.wolf gM.horse', 'hand.1': 'bW.hare bL.wren' });
    applyInPlace(s, 0, { t: 'check' });
    applyInPlace(s, 1, { t: 'raise', to: 4 });
    return s;
  }

  it("Hard reads a cautious Normal bot's raise as a strong hand and folds, but calls a random bot's", () => {
    expect(ask(facingRaise('normal'), 'hard', 1).t).toBe('fold');
    expect(ask(facingRaise('random'), 'hard', 1).t).toBe('call');
  });

  it('Normal, which does not read bets, calls either', () => {
    expect(ask(facingRaise('normal'), 'normal', 1).t).toBe('call');
    expect(ask(facingRaise('random'), 'normal', 1).t).toBe('call');
  });
});

describe("Doublerogue: Hard's careful playouts", () => {
  // One Rogue showing and only Rogues in hand: Hit or Fold is the whole decision, and it turns on the odds
  // that the next card is a second Rogue, counted from what the seat cannot see.
  const careful = doublerogueHints.careful!;
  function exposed(seed: number, keepRogues: (isRogue: boolean) => boolean): AnyState {
    const s = newTable(table('doublerogue', seed)).state;
    while (s.step.id === 'ante' || pendingSeats(s)[0] !== 0) applyInPlace(s, pendingSeats(s)[0]!, { t: 'hit' });
    setZones(s, { 'up.0': 'rR.wolf', 'hand.0': 'gR.owl bR.hare rR.hawk' });
    const isRogue = (id: number) => CARDS[id]!.rank === 5;
    s.deck = s.deck.filter((id) => keepRogues(isRogue(id)));
    s.discard = [];
    return s;
  }
  const bot = botRng(1);

  it('hits when no Rogue is left to draw, folds when only Rogues are', () => {
    for (const seed of [1, 2, 3]) {
      const safe = exposed(seed, (rogue) => !rogue);
      const doomed = exposed(seed, (rogue) => rogue);
      expect(careful(safe, 0, legalActions(safe, 0), bot)?.t).toBe('hit');
      expect(careful(doomed, 0, legalActions(doomed, 0), bot)?.t).toBe('fold');
    }
  });
});
