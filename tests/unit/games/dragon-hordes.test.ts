import { describe, expect, it } from 'vitest';
import { CARDS } from '../../../src/shared/cards/card';
import { InputError, RuleError } from '../../../src/shared/engine/errors';
import { runShowdown } from '../../../src/shared/engine/showdown';
import { apply, applyInPlace, legalActions, moneyOnTable, newTable, pendingSeats } from '../../../src/shared/engine/table';
import type { Action, AnyState, TableConfig } from '../../../src/shared/engine/types';
import { viewFor } from '../../../src/shared/engine/view';
import { emptyHordes, hordeTotal, resolvePrediction, rollEffect, type Hordes } from '../../../src/shared/games/dragon-hordes/hordes';
import { outOfMoney } from '../../../src/shared/games/dragon-hordes/loans';
import { dragonHordes } from '../../../src/shared/games/dragon-hordes';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { stackDeck } from '../../helpers/stack';

const config = (over: Partial<TableConfig> = {}): TableConfig => ({
  game: 'dragon-hordes',
  seats: [
    { name: 'Cliff', kind: 'human' },
    { name: 'Tom', kind: 'human' },
    { name: 'Sam', kind: 'human' },
  ],
  variants: [],
  stakes: { mode: 'betting', minRaise: true },
  splitRule: 'merchant',
  startingChips: 30,
  seed: 11,
  ...over,
});

/** The next roll shows these dice: a PRNG state whose first two rolls they are. */
function forceDice(s: AnyState, dice: [number, number]): void {
  const source = rngFrom(seedRng(1));
  for (let k = 0; k < 10_000; k++) {
    source.int(0, 1 << 30); // walk on: the first draws after a small seed are poorly mixed
    const candidate = source.state();
    const r = rngFrom(candidate);
    if (r.int(1, 6) === dice[0] && r.int(1, 6) === dice[1]) {
      s.rng = candidate;
      return;
    }
  }
  throw new Error('no seed rolls that');
}

/** Sets coins on the Hordes and stacks for a situation; the table's money is recounted. */
function setTable(s: AnyState, hordes: Partial<{ grey: number[]; dragon: Partial<Hordes['dragon']> }>, stacks?: number[]): void {
  const h = emptyHordes();
  if (hordes.grey) h.grey = [...hordes.grey];
  Object.assign(h.dragon, hordes.dragon ?? {});
  s.g.hordes = h;
  s.g.placed = s.stacks.map(() => 0); // a fresh situation: nothing placed or taken yet
  s.g.taken = s.stacks.map(() => 0);
  if (stacks) s.stacks = [...stacks];
  s.totalMoney = moneyOnTable(s);
}

const turnOf = (s: AnyState) => pendingSeats(s)[0]!;
const act = (s: AnyState, a: Action) => applyInPlace(s, turnOf(s), a);

describe('setup', () => {
  it('lays out the five Grey and three Dragon Horde Cards face up, with no Dragon in the deck', () => {
    const s = newTable(config()).state;
    expect(s.zones.hordes!.cards.map((id) => CARDS[id]!.kind).sort()).toEqual(['dragon', 'dragon', 'dragon', 'grey', 'grey', 'grey', 'grey', 'grey']);
    expect(s.zones.hordes!.vis).toEqual({ to: 'all' });
    expect(s.deck.some((id) => CARDS[id]!.kind !== 'standard')).toBe(false);
  });

  it('has each player reveal a card and put a coin on its color\'s Dragon Horde and its rank\'s Grey Horde', () => {
    const s = newTable(config()).state;
    const revealed = s.log.filter((e) => e.t === 'dealt' && e.zone === 'revealed').map((e) => e.cards![0]!);
    expect(revealed).toHaveLength(3);
    const expected = emptyHordes();
    for (const id of revealed) {
      expected.dragon[CARDS[id]!.color as 'r' | 'g' | 'b']++;
      expected.grey[CARDS[id]!.rank - 1]!++;
    }
    expect(s.g.hordes).toEqual(expected);
    expect(s.stacks).toEqual([28, 28, 28]);
    expect(s.contrib).toEqual([0, 0, 0]); // no ante, no pot
  });

  it('places more coins with the opening-coins option', () => {
    const s = newTable(config({ options: { openingCoins: 3 } })).state;
    expect(hordeTotal(s.g.hordes)).toBe(18);
    expect(s.stacks).toEqual([24, 24, 24]);
  });

  it('lets a player short of coins place what they have, on the Dragon Horde first', () => {
    const s = newTable(config({ options: { openingCoins: 3 } })).state;
    s.stacks = [2, 24, 24];
    s.totalMoney = moneyOnTable(s);
    applyInPlace(s, 0, { t: 'leave' });
    applyInPlace(s, 1, { t: 'leave' }); // the game ends; the next one starts with seat 1
    applyInPlace(s, 0, { t: 'next-game' });
    const seat0 = s.log.filter((e) => e.t === 'placed' && e.seat === 0);
    expect(seat0).toHaveLength(1);
    expect(seat0[0]).toMatchObject({ amount: 2 });
    expect(typeof seat0[0]!.horde).toBe('string'); // a color: the Dragon Horde comes first, the Grey one gets nothing
    expect(s.stacks[0]).toBe(0);
  });

  it('cannot be played for Shares and checks its options', () => {
    expect(() => newTable(config({ stakes: { mode: 'shares', share: 2 } }))).toThrow(RuleError);
    expect(() => newTable(config({ options: { openingCoins: 0 } }))).toThrow(/opening coins/);
  });
});

describe('a roll without doubles', () => {
  it('puts a coin on the Grey Horde of each number rolled (Cliff rolls 3 and 4)', () => {
    const s = newTable(config()).state;
    setTable(s, { grey: [0, 0, 0, 0, 7] });
    forceDice(s, [3, 4]);
    act(s, { t: 'roll' });
    expect(s.g.hordes.grey).toEqual([0, 0, 1, 1, 7]);
    expect(s.stacks[0]).toBe(26);
    expect(s.step.id).toBe('predict');
  });

  it('lets the roller choose the Dragon Horde for a 6', () => {
    const s = newTable(config()).state;
    setTable(s, { grey: [1, 1, 1, 1, 1] });
    forceDice(s, [6, 2]);
    act(s, { t: 'roll' });
    expect(legalActions(s, 0)).toEqual([{ t: 'place', color: 'r' }, { t: 'place', color: 'g' }, { t: 'place', color: 'b' }]);
    expect(() => apply(s, 0, { t: 'pass' })).toThrow(/6/);
    act(s, { t: 'place', color: 'g' });
    expect(s.g.hordes).toEqual({ grey: [1, 2, 1, 1, 1], dragon: { r: 0, g: 1, b: 0 } });
    expect(s.step.id).toBe('predict');
  });

  it('is paid with what the roller has when they are short, the Grey Horde first', () => {
    const s = newTable(config()).state;
    setTable(s, { grey: [1, 1, 1, 1, 1] }, [28, 1, 28]);
    forceDice(s, [1, 2]);
    act(s, { t: 'roll' });
    act(s, { t: 'pass' });
    forceDice(s, [6, 3]);
    act(s, { t: 'roll' });
    expect(s.stacks[1]).toBe(0);
    expect(s.g.hordes.grey).toEqual([2, 2, 2, 1, 1]);
    expect(s.step.id).toBe('predict'); // no coin left for the 6: no Dragon Horde to choose
    expect(legalActions(s, 1)).toEqual([{ t: 'pass' }]); // and nothing to back a prediction
  });
});

describe('doubles', () => {
  it('take all the coins of the three Dragon Hordes and end the turn', () => {
    const s = newTable(config()).state;
    setTable(s, { grey: [2, 0, 0, 0, 3], dragon: { r: 1, g: 4, b: 2 } });
    forceDice(s, [5, 5]);
    act(s, { t: 'roll' });
    expect(s.stacks[0]).toBe(28 + 7);
    expect(s.g.hordes).toEqual({ grey: [2, 0, 0, 0, 3], dragon: { r: 0, g: 0, b: 0 } });
    expect(s.step.id).toBe('roll');
    expect(s.g.turn).toBe(1);
  });

  it('with the Dragon Hordes empty take every Horde and end the game', () => {
    const s = newTable(config()).state;
    setTable(s, { grey: [2, 0, 1, 0, 3] });
    forceDice(s, [6, 6]);
    act(s, { t: 'roll' });
    expect(s.phase).toBe('over');
    expect(s.stacks).toEqual([34, 28, 28]);
    expect(hordeTotal(s.g.hordes)).toBe(0);
    expect(moneyOnTable(s)).toBe(s.totalMoney);
    expect(s.result!.kind).toBe('special');
    expect(s.result!.payouts).toEqual([6, 0, 0]);
  });

  it('under Double Double give the roller another turn', () => {
    const s = newTable(config({ variants: ['double-double'] })).state;
    setTable(s, { grey: [2, 0, 0, 0, 3], dragon: { r: 1, g: 0, b: 0 } });
    forceDice(s, [2, 2]);
    act(s, { t: 'roll' });
    expect(s.stacks[0]).toBe(29);
    expect(s.step.id).toBe('roll');
    expect(pendingSeats(s)).toEqual([0]);
  });

  it('end the game under Double Double too when the Dragon Hordes are empty', () => {
    const s = newTable(config({ variants: ['double-double'] })).state;
    setTable(s, { grey: [2, 0, 0, 0, 3] });
    forceDice(s, [1, 1]);
    act(s, { t: 'roll' });
    expect(s.phase).toBe('over');
  });
});

describe('the rulebook examples', () => {
  it('Cliff predicts "Rogue", a Lady comes: the Rogue Horde goes from 7 to 8', () => {
    expect(resolvePrediction(emptyHordes(), { rank: 5 }, { color: 'r', rank: 2 })).toMatchObject({ result: 'wrong', place: [5] });
    const s = newTable(config()).state;
    setTable(s, { grey: [0, 0, 0, 0, 7] });
    forceDice(s, [3, 4]);
    act(s, { t: 'roll' });
    stackDeck(s, 'gL');
    act(s, { t: 'predict', rank: 5 });
    expect(s.g.hordes.grey).toEqual([0, 0, 1, 1, 8]);
    expect(s.stacks[0]).toBe(25);
  });

  it('Tom predicts "green", a green Bard comes: he takes the 5 coins', () => {
    const s = newTable(config()).state;
    setTable(s, { grey: [1, 0, 0, 0, 0], dragon: { g: 5 } });
    forceDice(s, [1, 2]);
    act(s, { t: 'roll' });
    stackDeck(s, 'gB');
    act(s, { t: 'predict', color: 'g' });
    expect(s.g.hordes.dragon.g).toBe(0);
    expect(s.stacks[0]).toBe(28 - 2 + 5);
  });

  it('Sam predicts "blue Merchant", a blue Rogue comes: he takes 3, the other 4 move to the Merchant Horde', () => {
    const h = emptyHordes();
    h.dragon.b = 7;
    h.grey[3] = 10;
    expect(resolvePrediction(h, { color: 'b', rank: 4 }, { color: 'b', rank: 5 })).toEqual({
      result: 'half-right',
      take: [{ horde: 'b', amount: 3 }],
      place: [],
      move: { from: 'b', to: 4, amount: 4 },
    });
    const s = newTable(config()).state;
    setTable(s, { grey: [0, 0, 0, 10, 0], dragon: { b: 7 } });
    forceDice(s, [1, 2]);
    act(s, { t: 'roll' });
    stackDeck(s, 'bR');
    act(s, { t: 'predict', color: 'b', rank: 4 });
    expect(s.g.hordes).toEqual({ grey: [1, 1, 0, 14, 0], dragon: { r: 0, g: 0, b: 0 } });
    expect(s.stacks[0]).toBe(28 - 2 + 3);
    expect(moneyOnTable(s)).toBe(s.totalMoney);
  });
});

describe('predictions', () => {
  it('right on color and rank take both Hordes', () => {
    const h: Hordes = { grey: [0, 0, 6, 0, 0], dragon: { r: 3, g: 0, b: 0 } };
    expect(resolvePrediction(h, { color: 'r', rank: 3 }, { color: 'r', rank: 3 }).take).toEqual([
      { horde: 'r', amount: 3 },
      { horde: 3, amount: 6 },
    ]);
  });

  it('wrong on both put a coin on each Horde named', () => {
    const s = newTable(config()).state;
    setTable(s, { grey: [0, 0, 6, 0, 0], dragon: { r: 3 } });
    forceDice(s, [1, 2]);
    act(s, { t: 'roll' });
    stackDeck(s, 'gM');
    act(s, { t: 'predict', rank: 3, color: 'r' }); // the order of the fields does not matter
    expect(s.g.hordes).toEqual({ grey: [1, 1, 7, 0, 0], dragon: { r: 4, g: 0, b: 0 } });
    expect(s.stacks[0]).toBe(24);
  });

  it('half right on the rank take half the Grey Horde rounded down and move the rest to the color', () => {
    const h: Hordes = { grey: [0, 0, 5, 0, 0], dragon: { r: 2, g: 0, b: 0 } };
    expect(resolvePrediction(h, { color: 'r', rank: 3 }, { color: 'g', rank: 3 })).toEqual({
      result: 'half-right',
      take: [{ horde: 3, amount: 2 }],
      place: [],
      move: { from: 3, to: 'r', amount: 3 },
    });
  });

  it('may not name an empty Horde', () => {
    const s = newTable(config()).state;
    setTable(s, { grey: [0, 0, 0, 4, 0], dragon: { b: 0, r: 2 } });
    forceDice(s, [1, 2]);
    act(s, { t: 'roll' });
    const legal = legalActions(s, 0);
    expect(legal).toContainEqual({ t: 'predict', color: 'r', rank: 4 });
    expect(legal).not.toContainEqual({ t: 'predict', color: 'b' });
    expect(legal).not.toContainEqual({ t: 'predict', color: 'b', rank: 4 });
    expect(legal).not.toContainEqual({ t: 'predict', rank: 5 });
    expect(() => apply(s, 0, { t: 'predict', color: 'b', rank: 4 })).toThrow(/blue Dragon Horde is empty/);
    expect(() => apply(s, 0, { t: 'predict', rank: 9 })).toThrow(RuleError);
  });

  it('must be backed by the coins a wrong one costs', () => {
    const s = newTable(config()).state;
    setTable(s, { grey: [0, 0, 0, 4, 0], dragon: { r: 2 } }, [3, 28, 28]);
    forceDice(s, [1, 2]);
    act(s, { t: 'roll' });
    expect(s.stacks[0]).toBe(1);
    expect(legalActions(s, 0)).toEqual([{ t: 'pass' }, { t: 'predict', color: 'r' }, { t: 'predict', rank: 1 }, { t: 'predict', rank: 2 }, { t: 'predict', rank: 4 }]);
    expect(() => apply(s, 0, { t: 'predict', color: 'r', rank: 4 })).toThrow(/costs 2 coins/);
  });

  it('that empty the last Horde end the game', () => {
    const s = newTable(config()).state;
    setTable(s, { grey: [0, 0, 0, 0, 0], dragon: { b: 2 } });
    forceDice(s, [6, 1]);
    act(s, { t: 'roll' });
    act(s, { t: 'place', color: 'b' });
    expect(s.g.hordes).toEqual({ grey: [1, 0, 0, 0, 0], dragon: { r: 0, g: 0, b: 3 } });
    stackDeck(s, 'bW');
    act(s, { t: 'predict', color: 'b', rank: 1 });
    expect(s.phase).toBe('over');
    expect(s.stacks[0]).toBe(28 - 2 + 4);
    expect(s.result!.standings[0]).toMatchObject({ place: 1, score: 2 });
  });
});

describe('leaving the game', () => {
  it('leaves the player\'s coins on the Hordes and passes the turn', () => {
    const s = newTable(config()).state;
    const before = hordeTotal(s.g.hordes);
    act(s, { t: 'leave' });
    expect(s.folded[0]).toBe(true);
    expect(hordeTotal(s.g.hordes)).toBe(before);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('with one player left, gives that player every Horde and ends the game', () => {
    const s = newTable(config()).state;
    const held = hordeTotal(s.g.hordes);
    act(s, { t: 'leave' });
    act(s, { t: 'leave' });
    expect(s.phase).toBe('over');
    expect(s.stacks[2]).toBe(28 + held);
    expect(moneyOnTable(s)).toBe(90);
    expect(legalActions(s, 0)).toEqual([{ t: 'next-game' }]);
  });
});

describe('a player out of money', () => {
  it('may only leave at the start of their turn, and is never removed without being asked', () => {
    const s = newTable(config()).state;
    setTable(s, { grey: [1, 1, 1, 1, 1] }, [28, 0, 28]);
    forceDice(s, [1, 2]);
    act(s, { t: 'roll' });
    act(s, { t: 'pass' });
    expect(pendingSeats(s)).toEqual([1]);
    expect(outOfMoney(s, 1)).toBe(true);
    expect(legalActions(s, 1)).toEqual([{ t: 'leave' }]);
    expect(() => apply(s, 1, { t: 'roll' })).toThrow(/no coins/);
    act(s, { t: 'leave' });
    expect(s.folded[1]).toBe(true);
    expect(pendingSeats(s)).toEqual([2]);
  });

  it("can roll again once the night lends them coins (Adventurer's Choice): the loan hook", () => {
    const s = newTable(config()).state;
    setTable(s, { grey: [1, 1, 1, 1, 1] }, [0, 80, 60]);
    expect(outOfMoney(s, 0)).toBe(true);
    expect(outOfMoney(s, 1)).toBe(false);
    // What the night does for a loan: coins move from the lender's stack to the borrower's.
    s.stacks[1] -= 50;
    s.stacks[0] += 50;
    expect(outOfMoney(s, 0)).toBe(false);
    expect(legalActions(s, 0)).toEqual([{ t: 'roll' }, { t: 'leave' }]);
    expect(moneyOnTable(s)).toBe(s.totalMoney);
  });

  it('is not out of money once they have left the game or when the game is over', () => {
    const s = newTable(config()).state;
    setTable(s, { grey: [1, 1, 1, 1, 1] }, [0, 20, 20]);
    act(s, { t: 'leave' });
    expect(outOfMoney(s, 0)).toBe(false);
  });
});

describe('money', () => {
  it('is conserved after every action, the Hordes counted, over many random games', () => {
    const rng = rngFrom(seedRng(3));
    for (let t = 0; t < 60; t++) {
      const s = newTable(config({ seed: t, variants: t % 2 ? ['double-double'] : [], options: { openingCoins: 1 + (t % 3) } })).state;
      for (let n = 0; s.phase === 'playing'; n++) {
        expect(n).toBeLessThan(5000);
        const seat = turnOf(s);
        const legal = legalActions(s, seat).filter((a) => a.t !== 'leave' || rng.int(0, 20) === 0);
        applyInPlace(s, seat, legal.length ? legal[rng.int(0, legal.length - 1)]! : { t: 'leave' });
        expect(moneyOnTable(s)).toBe(90);
      }
      expect(hordeTotal(s.g.hordes)).toBe(0);
      const net = s.result!.standings.map((x) => x.score ?? 0);
      expect(net.reduce((a, b) => a + b, 0)).toBe(0);
    }
  });

  it('rolls are plain: 1-5 feed Grey Hordes, a 6 a Dragon Horde, any pair is doubles', () => {
    expect(rollEffect([3, 4])).toEqual({ doubles: false, grey: [3, 4], sixes: 0 });
    expect(rollEffect([6, 5])).toEqual({ doubles: false, grey: [5], sixes: 1 });
    expect(rollEffect([6, 6]).doubles).toBe(true);
  });
});

describe('what players see', () => {
  it('shows the Hordes, dice and revealed cards to everyone; there is nothing hidden', () => {
    const s = newTable(config()).state;
    const v = viewFor(s, 2);
    expect(v.g).toEqual(s.g);
    expect(v.zones.revealed!.seen).toBe(true);
  });

  it('is not part of the showdown contract', () => {
    expect(() => runShowdown({ game: 'dragon-hordes', players: [{}, {}] })).toThrow(InputError);
  });
});

describe('Appendix B, inside The Red Dragon Inn', () => {
  it('is never played in the tavern (RULINGS): it has no pot and no Betting Rounds', () => {
    expect(dragonHordes.tavern).toMatchObject({ allowed: false, alters: [] });
  });
});

describe('button words', () => {
  it('name each choice of a turn, every button different', () => {
    const s = newTable(config()).state;
    expect(viewFor(s, 0).legalText).toEqual(['Roll two dice', 'Leave the game (your coins on the Hordes stay there)']);
    setTable(s, { grey: [0, 0, 0, 10, 0], dragon: { b: 7 } });
    forceDice(s, [6, 2]);
    act(s, { t: 'roll' });
    expect(viewFor(s, 0).legalText).toEqual(["Put the 6's coin on the red Dragon Horde", "Put the 6's coin on the green Dragon Horde", "Put the 6's coin on the blue Dragon Horde"]);
    act(s, { t: 'place', color: 'b' });
    const v = viewFor(s, 0);
    expect(v.legalText[0]).toBe('Pass');
    expect(v.legalText).toContain('Predict blue Merchant (8 and 10 on those Hordes)');
    expect(v.legalText).toContain('Predict Lady (1 on it)');
    expect(new Set(v.legalText).size).toBe(v.legalText.length);
  });
});

describe('turn order', () => {
  it('starts the setup and the turns with the Starting Player, then goes clockwise', () => {
    const s = newTable(config({ firstStartingPlayer: 1 })).state;
    expect(s.startingPlayer).toBe(1);
    expect(s.log.filter((e) => e.t === 'placed').map((e) => e.seat)).toEqual([1, 1, 2, 2, 0, 0]);
    expect(pendingSeats(s)).toEqual([1]);
    setTable(s, { grey: [1, 1, 1, 1, 1] });
    forceDice(s, [1, 2]);
    act(s, { t: 'roll' });
    act(s, { t: 'pass' });
    expect(pendingSeats(s)).toEqual([2]);
  });
});
