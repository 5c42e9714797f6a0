import { describe, expect, it } from 'vitest';
import { cards } from '../../../src/shared/cards/notation';
import { InputError, RuleError } from '../../../src/shared/engine/errors';
import { runShowdown } from '../../../src/shared/engine/showdown';
import { apply, applyInPlace, canStartGame, legalActions, moneyOnTable, newTable, pendingSeats } from '../../../src/shared/engine/table';
import type { AnyState, TableConfig } from '../../../src/shared/engine/types';
import { viewFor } from '../../../src/shared/engine/view';
import { forcedKeep, threes, type ThreesG } from '../../../src/shared/games/threes';
import { evaluateKeep, evaluateValues, rulesOf } from '../../../src/shared/games/threes/scoring';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { playRandomGame } from '../../../src/shared/sim/random-table';
import { config as tableConfig } from '../../helpers/table';
import { setZone } from '../../helpers/stack';

const config = (over: Partial<TableConfig> = {}): TableConfig =>
  tableConfig('threes', ['Cliff', 'Jen', 'Tom'], { startingChips: 20, seed: 7, ...over });

const g = (s: AnyState): ThreesG => s.g as ThreesG;
const plain = rulesOf([]);

/** Shows `dice` on the seat's fresh roll (a roll already made, awaiting its Keep). */
function showRoll(s: AnyState, seat: number, dice: number[]): void {
  g(s).roll[seat] = dice;
}

/** Everyone awaited in a Betting Round checks, until the step is no longer a Betting Round. */
function checkAround(s: AnyState): void {
  while (s.phase === 'playing' && s.step.id.startsWith('betting')) applyInPlace(s, pendingSeats(s)[0]!, { t: 'check' });
}

/** Keeps the lowest value showing for every awaited seat until the game leaves Keep steps and Betting Rounds. */
function playLowest(s: AnyState): void {
  for (let guard = 0; guard < 200 && s.phase === 'playing'; guard++) {
    if (s.step.id.startsWith('betting')) {
      checkAround(s);
      continue;
    }
    const seat = pendingSeats(s)[0];
    if (seat === undefined) break;
    applyInPlace(s, seat, legalActions(s, seat)[0]!);
  }
}

describe('the rulebook example', () => {
  it('scores the Keep 3 3 1 2 3 as 3, since 3s score zero', () => {
    expect(evaluateValues([3, 3, 1, 2, 3], plain).score).toBe(3);
  });

  it('scores it through the showdown contract', () => {
    const out = runShowdown({ game: 'threes', players: [{ keep: [3, 3, 1, 2, 3] }, { keep: [1, 1, 2, 2, 4] }] });
    expect(out.scores).toEqual([3, 10]);
    expect(out.places).toEqual([1, 2]);
  });
});

describe('scoring a Keep', () => {
  it('the lowest total wins', () => {
    const out = runShowdown({ game: 'threes', players: [{ keep: [6, 6, 5, 5, 4] }, { keep: [1, 1, 1, 2, 2] }, { keep: [3, 3, 3, 3, 4] }] });
    expect(out.scores).toEqual([26, 7, 4]);
    expect(out.places).toEqual([3, 2, 1]);
  });

  it('has no tiebreaker: equal totals split the pot by the Split Rule, the odd chip staying in the pot', () => {
    const out = runShowdown({
      game: 'threes',
      players: [{ keep: [1, 1, 2, 2, 3] }, { keep: [3, 3, 2, 2, 2] }, { keep: [6, 6, 6, 6, 6] }],
      stakes: { mode: 'betting', contributions: [5, 5, 5], splitRule: 'merchant' },
    });
    expect(out.scores).toEqual([6, 6, 30]);
    expect(out.places).toEqual([1, 1, 3]);
    expect(out.payouts).toEqual([7, 7, 0]);
    expect(out.carry).toBe(1);
  });

  it("without Fool's Luck a Keep of five different values is just its total", () => {
    const out = runShowdown({ game: 'threes', players: [{ keep: [1, 2, 3, 4, 5] }, { keep: [1, 1, 1, 1, 2] }] });
    expect(out.scores).toEqual([12, 6]);
    expect(out.places).toEqual([2, 1]);
  });
});

describe("Fool's Luck", () => {
  const v = ['fools-luck'];
  it('a Keep in which every die differs beats any other Keep', () => {
    const out = runShowdown({ game: 'threes', variants: v, players: [{ keep: [2, 3, 4, 5, 6] }, { keep: [3, 3, 3, 3, 1] }] });
    expect(out.places).toEqual([1, 2]);
    expect(out.scores).toEqual([17, 1]);
  });

  it('between two fools the higher total wins', () => {
    const out = runShowdown({ game: 'threes', variants: v, players: [{ keep: [1, 2, 3, 4, 5] }, { keep: [1, 2, 4, 5, 6] }] });
    expect(out.places).toEqual([2, 1]);
  });

  it('a Keep with one repeated value is not Fool\'s Luck', () => {
    const out = runShowdown({ game: 'threes', variants: v, players: [{ keep: [1, 2, 4, 5, 5] }, { keep: [1, 1, 1, 2, 2] }] });
    expect(out.places).toEqual([2, 1]);
  });
});

describe('Strength in Numbers', () => {
  const v = ['strength-in-numbers'];
  it('a Keep of one value beats any other Keep', () => {
    const out = runShowdown({ game: 'threes', variants: v, players: [{ keep: [6, 6, 6, 6, 6] }, { keep: [1, 1, 1, 1, 2] }] });
    expect(out.places).toEqual([1, 2]);
    expect(out.scores).toEqual([30, 6]);
  });

  it('between two the higher total wins (more risk, more reward)', () => {
    const out = runShowdown({ game: 'threes', variants: v, players: [{ keep: [2, 2, 2, 2, 2] }, { keep: [5, 5, 5, 5, 5] }] });
    expect(out.places).toEqual([2, 1]);
  });

  it("beats Fool's Luck when both are played", () => {
    const both = ['fools-luck', 'strength-in-numbers'];
    const out = runShowdown({ game: 'threes', variants: both, players: [{ keep: [2, 3, 4, 5, 6] }, { keep: [1, 1, 1, 1, 1] }] });
    expect(out.places).toEqual([2, 1]);
  });

  it('without Can\'t Win With Nothing, all 3s is Strength in Numbers worth 0', () => {
    const out = runShowdown({ game: 'threes', variants: v, players: [{ keep: [3, 3, 3, 3, 3] }, { keep: [1, 1, 1, 1, 2] }] });
    expect(out.places).toEqual([1, 2]);
    expect(out.scores).toEqual([0, 6]);
  });
});

describe("Can't Win With Nothing", () => {
  it('a Keep of all 3s loses, though its total is 0', () => {
    const out = runShowdown({ game: 'threes', variants: ['cant-win-with-nothing'], players: [{ keep: [3, 3, 3, 3, 3] }, { keep: [6, 6, 6, 5, 5] }] });
    expect(out.places).toEqual([2, 1]);
  });

  it('without the variant a Keep of all 3s scores 0 and wins', () => {
    const out = runShowdown({ game: 'threes', players: [{ keep: [3, 3, 3, 3, 3] }, { keep: [1, 1, 3, 3, 3] }] });
    expect(out.places).toEqual([1, 2]);
  });

  it('all 3s still loses with Strength in Numbers (Bards are not very strong)', () => {
    const v = ['cant-win-with-nothing', 'strength-in-numbers'];
    const out = runShowdown({ game: 'threes', variants: v, players: [{ keep: [3, 3, 3, 3, 3] }, { keep: [6, 6, 6, 5, 5] }, { keep: [2, 2, 2, 2, 2] }] });
    expect(out.places).toEqual([3, 2, 1]);
  });

  it('when every Keep is all 3s, they tie and the Split Rule decides', () => {
    const out = runShowdown({
      game: 'threes',
      variants: ['cant-win-with-nothing'],
      players: [{ keep: [3, 3, 3, 3, 3] }, { keep: [3, 3, 3, 3, 3] }],
      stakes: { mode: 'betting', contributions: [3, 3], splitRule: 'merchant' },
    });
    expect(out.places).toEqual([1, 1]);
    expect(out.payouts).toEqual([3, 3]);
  });
});

describe('Hidden Fate scoring', () => {
  const v = ['hidden-fate'];
  it('the face-down card counts as the first die of the Keep, a Bard as a 3 worth nothing', () => {
    const out = runShowdown({ game: 'threes', variants: v, players: [{ keep: ['gB', 1, 1, 2, 2] }, { keep: ['rW', 1, 1, 2, 2] }, { keep: ['bR', 1, 1, 1, 1] }] });
    expect(out.scores).toEqual([6, 7, 9]);
    expect(out.places).toEqual([1, 2, 3]);
  });

  it("the card joins Fool's Luck and Strength in Numbers", () => {
    expect(evaluateKeep([1, 2, 3, 5], cards('rM')[0]!, rulesOf(['fools-luck'])).key[0]).toBe(2);
    expect(evaluateKeep([2, 2, 2, 2], cards('rL')[0]!, rulesOf(['strength-in-numbers'])).key[0]).toBe(3);
    expect(evaluateKeep([3, 3, 3, 3], cards('gB')[0]!, rulesOf(['cant-win-with-nothing'])).key[0]).toBe(0);
  });

  it('refuses a Keep without its card, or with dice too many', () => {
    expect(() => runShowdown({ game: 'threes', variants: v, players: [{ keep: [1, 1, 2, 2, 3] }, { keep: ['rW', 1, 1, 2, 2] }] })).toThrow(InputError);
    expect(() => runShowdown({ game: 'threes', variants: v, players: [{ keep: ['rW', 'gW', 1, 1, 2] }, { keep: ['rL', 1, 1, 2, 2] }] })).toThrow(InputError);
    expect(() => runShowdown({ game: 'threes', players: [{ keep: ['rW', 1, 1, 2, 2] }, { keep: [1, 1, 1, 2, 2] }] })).toThrow(/only dice/);
  });
});

describe('Dragon Cards (with Hidden Fate)', () => {
  const dragon = cards('rD')[0]!;
  it('the Dragon is declared as whatever value serves its holder best', () => {
    expect(evaluateKeep([1, 1, 2, 2], dragon, plain).score).toBe(6); // as a 3, worth 0
    expect(evaluateKeep([1, 2, 4, 5], dragon, rulesOf(['fools-luck'])).score).toBe(18); // a 6 makes the bigger fool
    expect(evaluateKeep([4, 4, 4, 4], dragon, rulesOf(['strength-in-numbers'])).key).toEqual([3, 20]);
    // All 3s would lose: the Dragon becomes a 1 rather than a 3.
    expect(evaluateKeep([3, 3, 3, 3], dragon, rulesOf(['cant-win-with-nothing'])).score).toBe(1);
  });

  it('the showdown declares it for the player and says so', () => {
    const out = runShowdown({ game: 'threes', variants: ['hidden-fate', 'dragon-cards'], players: [{ keep: ['gD', 4, 5, 6, 6] }, { keep: ['rW', 1, 1, 2, 2] }] });
    expect(out.scores).toEqual([21, 7]);
    expect(evaluateKeep([4, 5, 6, 6], cards('gD')[0]!, plain).label).toMatch(/Dragon as 3/);
  });

  it('refuses a Dragon when the variant is off', () => {
    expect(() => runShowdown({ game: 'threes', variants: ['hidden-fate'], players: [{ keep: ['gD', 4, 5, 6, 6] }, { keep: ['rW', 1, 1, 2, 2] }] })).toThrow(/Dragon Cards/);
  });
});

describe('rolling and keeping', () => {
  it('each player rolls 5 dice and chooses a value showing; all dice of that value go to the Keep', () => {
    const s = newTable(config()).state;
    expect(s.step.id).toBe('keep-1');
    showRoll(s, 0, [2, 5, 2, 6, 3]);
    expect(legalActions(s, 0)).toEqual([{ t: 'keep', value: 2 }, { t: 'keep', value: 3 }, { t: 'keep', value: 5 }, { t: 'keep', value: 6 }]);
    applyInPlace(s, 0, { t: 'keep', value: 2 });
    expect(g(s).keep[0]).toEqual([2, 2]);
    expect(pendingSeats(s)).not.toContain(0);
  });

  it('refuses a value no die shows, with a sentence and an untouched state', () => {
    const s = newTable(config()).state;
    showRoll(s, 0, [2, 5, 2, 6, 3]);
    const before = JSON.stringify(s);
    expect(() => apply(s, 0, { t: 'keep', value: 4 })).toThrow(RuleError);
    expect(() => apply(s, 0, { t: 'keep', value: 4 })).toThrow(/None of your dice shows 4/);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('players need not wait for each other: everyone with a choice is awaited at once', () => {
    const s = newTable(config()).state;
    for (const seat of [0, 1, 2]) showRoll(s, seat, [1, 2, 3, 4, 5]);
    expect(pendingSeats(s)).toEqual([0, 1, 2]);
    applyInPlace(s, 2, { t: 'keep', value: 5 });
    expect(pendingSeats(s)).toEqual([0, 1]);
  });

  it('the next roll is of the remaining dice only, once the Betting Round is over', () => {
    const s = newTable(config()).state;
    showRoll(s, 0, [1, 1, 4, 5, 6]);
    showRoll(s, 1, [2, 4, 4, 5, 6]);
    showRoll(s, 2, [3, 3, 3, 5, 6]);
    applyInPlace(s, 0, { t: 'keep', value: 1 });
    applyInPlace(s, 1, { t: 'keep', value: 2 });
    applyInPlace(s, 2, { t: 'keep', value: 3 });
    expect(s.step.id).toBe('betting-1');
    checkAround(s);
    expect(s.step.id).toBe('keep-2');
    const rolled = s.log.filter((e) => e.t === 'rolled' && s.log.indexOf(e) > s.log.findIndex((x) => x.t === 'betting-round'));
    expect(rolled.map((e) => (e.dice as number[]).length)).toEqual([3, 4, 2]);
  });
});

describe('a roll that must be kept whole', () => {
  it('a roll showing one value is all kept (the rule)', () => {
    expect(forcedKeep([4, 4, 4])).toBe(true);
    expect(forcedKeep([6])).toBe(true);
    expect(forcedKeep([4, 4, 5])).toBe(false);
  });

  it('a single die is kept without asking', () => {
    const s = newTable(config({ seats: config().seats.slice(0, 2) })).state;
    showRoll(s, 0, [1, 2, 2, 4, 5]);
    showRoll(s, 1, [1, 1, 1, 1, 5]);
    applyInPlace(s, 0, { t: 'keep', value: 2 });
    applyInPlace(s, 1, { t: 'keep', value: 1 });
    checkAround(s);
    // Seat 1 rolled its last die: it went to the Keep at once, and only seat 0 is asked.
    expect(g(s).keep[1]).toHaveLength(5);
    expect(s.log.some((e) => e.t === 'kept' && e.seat === 1 && e.forced === true)).toBe(true);
    expect(pendingSeats(s)).toEqual([0]);
  });

  it('a roll of several dice showing one value is kept without asking', () => {
    // Look for a seed whose next two dice match, then roll exactly two dice with it.
    let found = false;
    for (let seed = 0; seed < 200 && !found; seed++) {
      const r = rngFrom(seedRng(seed));
      if (r.int(1, 6) !== r.int(1, 6)) continue;
      const s = newTable(config({ seats: config().seats.slice(0, 2) })).state;
      showRoll(s, 0, [1, 1, 1, 4, 4]);
      showRoll(s, 1, [5, 5, 5, 5, 5]);
      applyInPlace(s, 0, { t: 'keep', value: 1 });
      applyInPlace(s, 1, { t: 'keep', value: 5 });
      applyInPlace(s, 0, { t: 'check' });
      s.rng = seedRng(seed);
      applyInPlace(s, 1, { t: 'check' });
      // Seat 0's two dice matched: both kept, the game is over (seat 1 was already done).
      expect(g(s).keep[0]).toHaveLength(5);
      expect(s.log.some((e) => e.t === 'kept' && e.seat === 0 && e.forced === true && e.count === 2)).toBe(true);
      found = true;
    }
    expect(found).toBe(true);
  });
});

describe('Betting Rounds', () => {
  it('go on while anyone has dice to roll, and finished players still bet', () => {
    const s = newTable(config({ seats: config().seats.slice(0, 2) })).state;
    showRoll(s, 0, [1, 1, 1, 1, 1]);
    showRoll(s, 1, [2, 4, 4, 5, 6]);
    applyInPlace(s, 0, { t: 'keep', value: 1 });
    applyInPlace(s, 1, { t: 'keep', value: 2 });
    expect(g(s).keep[0]).toHaveLength(5);
    expect(s.step.id).toBe('betting-1');
    expect(pendingSeats(s)).toEqual([0]); // seat 0 is the Starting Player and is done rolling, yet bets
    applyInPlace(s, 0, { t: 'raise', to: 2 });
    applyInPlace(s, 1, { t: 'call' });
    expect(s.step.id).toBe('keep-2');
    expect(pendingSeats(s).includes(0)).toBe(false);
  });

  it('end when no one has dice left: everyone keeping all five at once goes straight to scoring', () => {
    const s = newTable(config({ seats: config().seats.slice(0, 2) })).state;
    showRoll(s, 0, [4, 4, 4, 4, 4]);
    showRoll(s, 1, [2, 2, 2, 2, 2]);
    applyInPlace(s, 0, { t: 'keep', value: 4 });
    applyInPlace(s, 1, { t: 'keep', value: 2 });
    expect(s.phase).toBe('over');
    expect(s.log.some((e) => e.t === 'betting-round')).toBe(false);
    expect(s.result!.standings.map((x) => x.score)).toEqual([20, 10]);
    expect(s.result!.payouts).toEqual([0, 2]);
  });

  it('a folded player rolls no more', () => {
    const s = newTable(config()).state;
    for (const seat of [0, 1, 2]) showRoll(s, seat, [1, 2, 3, 4, 5]);
    for (const seat of [0, 1, 2]) applyInPlace(s, seat, { t: 'keep', value: 1 });
    applyInPlace(s, 0, { t: 'check' });
    applyInPlace(s, 1, { t: 'fold' });
    applyInPlace(s, 2, { t: 'check' });
    expect(s.step.id).toBe('keep-2');
    expect(g(s).roll[1]).toEqual([]);
    expect(pendingSeats(s)).not.toContain(1);
  });

  it('are skipped when Playing for Shares', () => {
    const s = newTable(config({ stakes: { mode: 'shares', share: 2 } })).state;
    playLowest(s);
    expect(s.phase).toBe('over');
    expect(s.log.some((e) => e.t === 'bet')).toBe(false);
    expect(moneyOnTable(s)).toBe(s.totalMoney);
  });
});

describe('Hidden Fate at the table', () => {
  const hf = (over: Partial<TableConfig> = {}) => config({ seats: config().seats.slice(0, 2), variants: ['hidden-fate'], ...over });

  it('deals each player one face-down card that only they see, and rolls 4 dice', () => {
    const s = newTable(hf()).state;
    expect(g(s).dice).toBe(4);
    expect(s.zones['keep.0']!.cards).toHaveLength(1);
    expect(viewFor(s, 0).zones['keep.0']!.cards[0]).not.toBeNull();
    expect(viewFor(s, 1).zones['keep.0']!.cards[0]).toBeNull();
    expect(s.log.filter((e) => e.t === 'rolled').map((e) => (e.dice as number[]).length)).toEqual([4, 4]);
  });

  it('has one last Betting Round after all Keeps are full, then reveals the cards and scores them', () => {
    const s = newTable(hf()).state;
    setZone(s, 'keep.0', 'gB');
    setZone(s, 'keep.1', 'rW');
    showRoll(s, 0, [2, 2, 2, 2]);
    showRoll(s, 1, [1, 1, 1, 1]);
    applyInPlace(s, 0, { t: 'keep', value: 2 });
    applyInPlace(s, 1, { t: 'keep', value: 1 });
    expect(s.step.id).toBe('betting-last');
    expect(viewFor(s, 1).zones['keep.0']!.cards[0]).toBeNull();
    checkAround(s);
    expect(s.phase).toBe('over');
    expect(s.zones['keep.0']!.vis).toEqual({ to: 'all' });
    // The Bard is a 3 and scores nothing: 8 against the Warrior's 1 + 4.
    expect(s.result!.standings.map((x) => x.score)).toEqual([8, 5]);
    expect(s.result!.standings.map((x) => x.place)).toEqual([2, 1]);
  });

  it('with Dragon Cards a Dragon may be dealt and is declared at the reveal', () => {
    const s = newTable(hf({ variants: ['hidden-fate', 'dragon-cards'] })).state;
    expect(s.deck.length + 2).toBe(93);
    setZone(s, 'keep.0', 'bD');
    setZone(s, 'keep.1', 'rW');
    showRoll(s, 0, [1, 1, 1, 1]);
    showRoll(s, 1, [1, 1, 1, 1]);
    applyInPlace(s, 0, { t: 'keep', value: 1 });
    applyInPlace(s, 1, { t: 'keep', value: 1 });
    checkAround(s);
    expect(s.result!.standings[0]!.label).toMatch(/Dragon as 3/);
    expect(s.result!.standings.map((x) => x.score)).toEqual([4, 5]);
  });
});

describe('Dragon Cards without Hidden Fate', () => {
  it('is refused: without Hidden Fate no card is dealt, so a Dragon could never be played', () => {
    expect(() => newTable(config({ variants: ['dragon-cards'] }))).toThrow(/Dragon Cards needs Hidden Fate/);
  });
});

describe('button words', () => {
  it('say which dice go to the Keep', () => {
    const s = newTable(config()).state;
    showRoll(s, 0, [1, 1, 4, 5, 1]);
    expect(viewFor(s, 0).legalText).toEqual(['Keep your 3 dice showing 1', 'Keep your 4', 'Keep your 5']);
  });
});

describe('inside The Red Dragon Inn (Appendix B)', () => {
  it('may replace a Round of Gambling with every variant; a card alters your own dice and, with Hidden Fate, your face-down card', () => {
    expect(threes.tavern).toMatchObject({ allowed: true, alters: ['own-dice', 'face-down'] });
    expect(threes.variants.some((v) => v.notInTavern)).toBe(false);
  });
});

describe('random legal play', () => {
  it('ends and conserves money with 8 players and every variant on', () => {
    const rng = rngFrom(seedRng(8));
    const eight = Array.from({ length: 8 }, (_, i) => ({ name: `P${i + 1}`, kind: 'bot' as const }));
    const s = newTable(config({ seats: eight, variants: ['fools-luck', 'strength-in-numbers', 'cant-win-with-nothing', 'hidden-fate', 'dragon-cards'], startingChips: 5 })).state;
    for (let game = 0; game < 6 && (game === 0 || canStartGame(s)); game++) {
      if (game > 0) applyInPlace(s, 0, { t: 'next-game' });
      playRandomGame(s, rng, { afterAction: (st) => expect(moneyOnTable(st)).toBe(st.totalMoney) });
      expect(s.phase).toBe('over');
    }
  });

  const ALL = ['fools-luck', 'strength-in-numbers', 'cant-win-with-nothing', 'hidden-fate', 'dragon-cards'];
  it('ends, and conserves money, under every combination of variants', () => {
    const rng = rngFrom(seedRng(3));
    for (let mask = 0; mask < 1 << ALL.length; mask++) {
      const variants = ALL.filter((_, i) => mask & (1 << i));
      if (variants.includes('dragon-cards') && !variants.includes('hidden-fate')) continue;
      const s = newTable(config({ variants, seed: mask, splitRule: mask % 2 ? 'king' : 'merchant' })).state;
      for (let game = 0; game < 6; game++) {
        if (game > 0) {
          if (!canStartGame(s)) break;
          applyInPlace(s, 0, { t: 'next-game' });
        }
        playRandomGame(s, rng, {
          afterAction(st) {
            expect(moneyOnTable(st)).toBe(st.totalMoney);
          },
        });
        expect(s.phase).toBe('over');
      }
    }
  });
});
