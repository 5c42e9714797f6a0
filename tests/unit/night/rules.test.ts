import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/shared/engine/errors';
import { legalActions } from '../../../src/shared/engine/table';
import { GAMES, playableGames } from '../../../src/shared/games/registry';
import { act, choiceProblem, createNight, legalNightActions } from '../../../src/shared/night/night';
import { loanRefusal, lenderFor } from '../../../src/shared/night/loans';
import { standings } from '../../../src/shared/night/standings';
import { nightProblem } from '../../../src/shared/night/integrity';
import type { Night } from '../../../src/shared/night/types';
import { checkDown, choice, choose, doAct, foldTo, gameWonBy, hands, night, shift, tableStep } from './helpers';

const refusal = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleError) return e.message;
    throw e;
  }
  throw new Error('expected a RuleError');
};

/** Rogues and Warriors hands that tie (Warrior-Lady, one card of each of two colors). */
const TIE = { 0: 'rW.wolf gL.horse', 1: 'gW.owl rL.hawk' };

describe('a new night (Appendix A)', () => {
  it('gives every player 100 money and no markers', () => {
    const s = night(4);
    expect(s.money).toEqual([100, 100, 100, 100]);
    expect(s.loans).toEqual([0, 0, 0, 0]);
    expect(s.debts).toEqual([0, 0, 0, 0]);
    expect(s.series).toEqual([{ games: 0, money: [100, 100, 100, 100], score: [100, 100, 100, 100] }]);
    expect(nightProblem(s)).toBeNull();
  });

  it('draws the first Starting Player from the seed: the same seed, the same seat; every seat can be drawn', () => {
    expect(night(5, { seed: 99 }).chooser).toBe(night(5, { seed: 99 }).chooser);
    const drawn = new Set(Array.from({ length: 60 }, (_, seed) => night(5, { seed }).chooser));
    expect([...drawn].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('seats 2 to 8 players, no more, no fewer', () => {
    expect(() => night(1)).toThrow(/at least 2/);
    expect(() => night(9)).toThrow(/at most 8/);
    expect(night(8).money).toHaveLength(8);
  });

  it('refuses a night of no games', () => {
    expect(() => night(3, { length: { kind: 'games', games: 0 } })).toThrow(RuleError);
  });
});

describe('the Starting Player chooses the game', () => {
  it('waits for the chooser alone, and refuses a choice from anyone else', () => {
    const s = night(3);
    const other = (s.chooser + 1) % 3;
    expect(legalNightActions(s, s.chooser).some((a) => a.t === 'choose')).toBe(true);
    expect(legalNightActions(s, other)).toEqual([]);
    expect(refusal(() => act(s, other, { t: 'choose', choice: choice() }))).toMatch(/Starting Player/);
  });

  it('starts the chosen game with the chooser as its Starting Player and the bankrolls as stacks', () => {
    let s = night(3);
    s = shift(s, 0, 1, 30); // bankrolls 70 / 130 / 100
    s = choose(s);
    expect(s.phase).toBe('playing');
    expect(s.table!.startingPlayer).toBe(s.current!.chooser);
    expect(s.table!.stacks).toEqual([69, 129, 99]); // after the ante
    expect(s.table!.config.stakes).toEqual({ mode: 'betting', minRaise: true });
  });

  it('passes the choice one seat clockwise after each game, around the table', () => {
    let s = night(3);
    const first = s.chooser;
    const choosers: number[] = [];
    for (let g = 0; g < 4; g++) {
      choosers.push(s.chooser);
      s = gameWonBy(s, 0);
    }
    expect(choosers).toEqual([0, 1, 2, 3].map((k) => (first + k) % 3));
    expect(s.games.map((g) => g.chooser)).toEqual(choosers);
  });

  it('plays for Shares with the night\'s Share', () => {
    const s = choose(night(3, { share: 4 }), choice('rogues-and-warriors', { stakes: 'shares' }));
    expect(s.table!.config.stakes).toEqual({ mode: 'shares', share: 4 });
    expect(s.table!.stacks).toEqual([96, 96, 96]);
  });

  it('refuses Shares for a game that cannot be played for Shares (engine/config.ts decides)', () => {
    const s = night(3);
    expect(choiceProblem(s, choice('doublerogue', { stakes: 'shares' }))).toMatch(/cannot be played for Shares/);
    expect(legalNightActions(s, s.chooser)).not.toContainEqual({ t: 'choose', choice: choice('doublerogue', { stakes: 'shares' }) });
  });

  it('forces Shares on a game that needs them', () => {
    const real = playableGames().find((d) => d.shares === 'required');
    const id = real?.id ?? 'heroes-plunder';
    if (!real) (GAMES as Record<string, unknown>)[id] = { ...GAMES['rogues-and-warriors']!, id, name: 'A Shares-only game', shares: 'required' };
    try {
      const s = night(3);
      expect(choiceProblem(s, choice(id, { stakes: 'betting' }))).toMatch(/must be played for Shares/);
      expect(choiceProblem(s, choice(id, { stakes: 'shares' }))).toBeNull();
      const offered = legalNightActions(s, s.chooser).filter((a) => a.t === 'choose' && a.choice.game === id);
      expect(offered.map((a) => (a as { choice: { stakes: string } }).choice.stakes)).toEqual(['shares']);
    } finally {
      if (!real) delete (GAMES as Record<string, unknown>)[id];
    }
  });

  it('refuses a variant the game does not have, with the engine\'s sentence', () => {
    expect(choiceProblem(night(3), choice('rogues-and-warriors', { variants: ['no-such'] }))).toMatch(/no variant "no-such"/);
  });

  it('refuses a game fewer than two players can ante for, and says a loan would help', () => {
    let s = night(3);
    s = shift(s, 0, 2, 100);
    s = shift(s, 1, 2, 100);
    expect(refusal(() => choose(s))).toMatch(/Only 1 player can pay the ante: a player under 25 should ask for a loan first/);
    expect(refusal(() => choose(s, choice('rogues-and-warriors', { stakes: 'shares' })))).toMatch(/Share of 3/);
  });

  it('leaves the night untouched when an action is refused', () => {
    const s = night(3);
    const before = JSON.stringify(s);
    expect(() => act(s, (s.chooser + 1) % 3, { t: 'choose', choice: choice() })).toThrow(RuleError);
    expect(() => act(s, s.chooser, { t: 'replay' })).toThrow(RuleError);
    expect(() => act(s, s.chooser, { t: 'table', action: { t: 'check' } })).toThrow(RuleError);
    expect(() => act(s, 7, { t: 'borrow' })).toThrow(RuleError);
    expect(() => act(s, 0, { t: 'dance' } as never)).toThrow(RuleError);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('starts the next game itself: a table\'s own next-game is refused, and so is a choice during a game', () => {
    const s = choose(night(2));
    expect(refusal(() => act(s, 0, { t: 'table', action: { t: 'next-game' } }))).toMatch(/starts the next game itself/);
    expect(refusal(() => act(s, s.chooser, { t: 'choose', choice: choice() }))).toMatch(/finish it first/);
  });
});

describe('carried pots between the games of a night', () => {
  /** Three players; seat 2 folds; seats 0 and 1 tie: a pot of 3 split two ways leaves 1. */
  function merchantTie(s: Night): Night {
    s = hands(choose(s), TIE);
    while (s.phase === 'playing') {
      s = tableStep(s, (seat, legal) => (seat === 2 ? legal.find((a) => a.t === 'fold')! : legal.find((a) => a.t === 'check' || a.t === 'call') ?? legal[0]!));
    }
    return s;
  }

  it('a Merchant\'s Rule remainder rides to the next game\'s pot, whatever game it is', () => {
    let s = merchantTie(night(3));
    expect(s.money).toEqual([100, 100, 99]);
    expect(s.carry).toBe(1);
    expect(s.games[0]!.winners).toEqual([0, 1]);
    s = choose(s, choice('threes'));
    expect(s.table!.carry).toBe(1);
    expect(s.table!.totalMoney).toBe(300);
    s = foldTo(s, 2);
    expect(s.money[2]).toBe(99 - 1 + 3 + 1); // its ante back, the others' antes and the carried remainder
    expect(s.carry).toBe(0);
  });

  it('a King\'s Rule tie is replayed: the same game, the same Starting Player, only the tied players, no ante', () => {
    let s = night(2);
    const chooser = s.chooser;
    s = checkDown(hands(choose(s, choice('rogues-and-warriors', { splitRule: 'king' })), TIE));
    expect(s.phase).toBe('between');
    expect(s.current!.replayDue).toBe(true);
    expect(s.games).toHaveLength(0); // the game is not over
    expect(legalNightActions(s, chooser)).toEqual([{ t: 'replay' }]);
    expect(refusal(() => choose(s))).toMatch(/played again first/);
    s = doAct(s, chooser, { t: 'replay' });
    expect(s.table!.gameNo).toBe(2);
    expect(s.table!.config.game).toBe('rogues-and-warriors');
    expect(s.table!.startingPlayer).toBe(chooser);
    expect(s.table!.stacks).toEqual([99, 99]); // no ante on a King's replay
    expect(s.table!.carry).toBe(2);
    s = foldTo(s, 1);
    expect(s.games).toHaveLength(1);
    expect(s.games[0]!.plays).toHaveLength(2);
    expect(s.games[0]!.winners).toEqual([1]);
    expect(s.money).toEqual([99, 101]);
    expect(s.chooser).toBe((chooser + 1) % 2); // the replay did not move the choice
  });

  it('a Commoner\'s replay nobody can ante is played by the tied players without ante, so the pot is never stranded', () => {
    let s = hands(choose(night(2), choice('rogues-and-warriors', { splitRule: 'commoner' })), TIE);
    s = tableStep(s, (_, legal) => legal.find((a) => a.t === 'all-in')!);
    s = checkDown(s);
    expect(s.money).toEqual([0, 0]);
    expect(s.carry).toBe(200);
    expect(loanRefusal(s, 0)).toMatch(/No other player has 50/);
    const r = act(s, s.chooser, { t: 'replay' });
    expect(r.events).toContainEqual({ t: 'replay', rule: 'king-fallback', seats: [0, 1] });
    s = r.night;
    expect(s.phase).toBe('playing');
    s = checkDown(hands(s, { 0: 'rW.wolf gW.owl', 1: 'rR.wolf gR.owl' }));
    expect(s.money).toEqual([200, 0]);
    expect(s.games[0]!.winners).toEqual([0]);
  });

  it('a remainder left when the night ends goes to the last game\'s winners, clockwise from its Starting Player', () => {
    let s = night(3, { length: { kind: 'games', games: 1 } });
    s = hands(choose(s), TIE);
    const chooser = s.chooser;
    while (s.phase === 'playing') {
      s = tableStep(s, (seat, legal) => (seat === 2 ? legal.find((a) => a.t === 'fold')! : legal.find((a) => a.t === 'check' || a.t === 'call') ?? legal[0]!));
    }
    expect(s.phase).toBe('finished');
    const first = [0, 1].sort((a, b) => ((a - chooser + 3) % 3) - ((b - chooser + 3) % 3))[0]!;
    expect(s.finished!.leftover).toEqual([{ seat: first, amount: 1 }]);
    expect(s.carry).toBe(0);
    expect(s.money.reduce((a, b) => a + b, 0)).toBe(300);
  });
});

describe('loans between games (Appendix A)', () => {
  it('a player under 25 borrows 50 from the richest player; each takes a marker; scores do not move', () => {
    let s = shift(shift(night(3), 0, 1, 80), 2, 1, 10); // 20 / 190 / 90
    const before = standings(s).map((r) => r.score);
    expect(legalNightActions(s, 0)).toContainEqual({ t: 'borrow' });
    const r = act(s, 0, { t: 'borrow' });
    s = r.night;
    expect(r.events).toEqual([{ t: 'loan', borrower: 0, lender: 1, amount: 50, duringGame: false }]);
    expect(s.money).toEqual([70, 140, 90]);
    expect(s.debts).toEqual([1, 0, 0]);
    expect(s.loans).toEqual([0, 1, 0]);
    expect(standings(s).map((x) => x.score)).toEqual(before);
  });

  it('a player with 25 or more may not ask', () => {
    const s = shift(night(3), 0, 1, 75); // 25
    expect(loanRefusal(s, 0)).toMatch(/fewer than 25/);
    expect(refusal(() => act(s, 0, { t: 'borrow' }))).toMatch(/fewer than 25/);
  });

  it('on a tie for richest, the first of them clockwise from the borrower lends', () => {
    expect(lenderFor([10, 150, 0, 150], 2)).toBe(3);
    expect(lenderFor([10, 150, 0, 150], 0)).toBe(1);
    expect(lenderFor([150, 10, 150, 0], 3)).toBe(0);
  });

  it('markers count neither for who may borrow nor for who must lend: only money does', () => {
    let s = shift(shift(night(3), 0, 2, 80), 1, 2, 0); // money 20 / 100 / 180
    // Earlier loans (as markers): seat 0 holds two Loan markers (score 120), seat 2 three Debt markers
    // (score 30), seat 1 one Loan marker (score 150). By score seat 0 is not poor and seat 2 not rich.
    s = { ...s, loans: [2, 1, 0], debts: [0, 0, 3] };
    s.loanLog = [0, 0, 1].map((lender) => ({ borrower: 2, lender, amount: 50, afterGames: 0, duringGame: false }));
    expect(standings(s).map((r) => [r.seat, r.score])).toEqual([[1, 150], [0, 120], [2, 30]]);
    expect(loanRefusal(s, 0)).toBeNull();
    s = doAct(s, 0, { t: 'borrow' });
    expect(s.loanLog.at(-1)).toMatchObject({ borrower: 0, lender: 2 });
    expect(s.money).toEqual([70, 100, 130]);
    expect(nightProblem(s)).toBeNull();
  });

  it('one loan per player between two games, and a lender cannot borrow back before the next game', () => {
    let s = shift(shift(night(2), 0, 1, 90), 1, 0, 0); // 10 / 190
    s = doAct(s, 0, { t: 'borrow' }); // 60 / 140
    s = shift(s, 0, 1, 50); // 10 / 190 (as if it were lost again)
    expect(loanRefusal(s, 0)).toMatch(/already taken a loan/);
    s = shift(s, 1, 0, 175); // 185 / 15
    expect(loanRefusal(s, 1)).toMatch(/lent money since the last game/);
    s = gameWonBy(s, 0);
    expect(loanRefusal(s, 1)).toBeNull();
  });

  it('no loan when no other player has 50 to give', () => {
    const s = shift(shift(night(2), 0, 1, 90), 1, 0, 0);
    const poor: Night = { ...structuredClone(s), money: [10, 40], carry: 150 };
    expect(loanRefusal(poor, 0)).toMatch(/No other player has 50/);
  });

  it('no loan during a game, except the Dragon Hordes exception', () => {
    const s = choose(shift(night(2), 0, 1, 90));
    expect(loanRefusal(s, 0)).toMatch(/between games/);
  });

  it('markers are never bet: the next table starts from money alone', () => {
    let s = shift(night(2), 0, 1, 90);
    s = doAct(s, 0, { t: 'borrow' }); // 60 / 140
    s = choose(s);
    expect(s.table!.stacks).toEqual([59, 139]);
    expect(s.table!.totalMoney).toBe(200);
  });

  it('a loan before a replay reaches the table that plays it', () => {
    let s = night(2);
    s = hands(choose(s, choice('rogues-and-warriors', { splitRule: 'king' })), TIE);
    s = tableStep(s, (_, legal) => legal.find((a) => a.t === 'raise') ?? legal[0]!); // the Starting Player raises
    s = tableStep(s, (_, legal) => legal.find((a) => a.t === 'all-in')!);
    s = tableStep(s, (_, legal) => legal.find((a) => a.t === 'call')!);
    s = checkDown(s);
    expect(s.current!.replayDue).toBe(true);
    expect(s.money).toEqual([0, 0]);
    // Nobody can lend here; give seat 1 money as if the night had more (keeping the total) to see it move.
    s = { ...s, money: [0, 60], carry: s.carry - 60, table: { ...s.table!, stacks: [0, 60], carry: s.table!.carry - 60 } };
    expect(nightProblem(s)).toBeNull();
    s = doAct(s, 0, { t: 'borrow' });
    expect(s.money).toEqual([50, 10]);
    expect(s.table!.stacks).toEqual([50, 10]);
    expect(nightProblem(s)).toBeNull();
  });
});

describe('the Dragon Hordes loan exception', () => {
  function outOfMoneyAt(seat: number): Night {
    let s = choose(night(3), choice('dragon-hordes'));
    const t = s.table!;
    const other = (seat + 1) % 3;
    t.stacks[other]! += t.stacks[seat]!;
    t.stacks[seat] = 0;
    return s;
  }

  it('a player who runs out of money during the game may borrow at once, from the richest', () => {
    let s = outOfMoneyAt(1);
    expect(loanRefusal(s, 1)).toBeNull();
    expect(loanRefusal(s, 0)).toMatch(/run out of money/);
    const lender = lenderFor(s.table!.stacks, 1)!;
    const stacks = [...s.table!.stacks];
    const r = act(s, 1, { t: 'borrow' });
    s = r.night;
    expect(r.events).toEqual([{ t: 'loan', borrower: 1, lender, amount: 50, duringGame: true }]);
    expect(s.table!.stacks[1]).toBe(50);
    expect(s.table!.stacks[lender]).toBe(stacks[lender]! - 50);
    expect(s.debts[1]).toBe(1);
    expect(s.loans[lender]).toBe(1);
    expect(nightProblem(s)).toBeNull();
  });

  it('after the loan the player may roll again when their turn comes', () => {
    let s = outOfMoneyAt(s0Turn());
    const seat = s0Turn();
    expect(legalActions(s.table!, seat).map((a) => a.t)).toEqual(['leave']);
    s = doAct(s, seat, { t: 'borrow' });
    expect(legalActions(s.table!, seat).map((a) => a.t)).toContain('roll');
  });

  /** Whose turn it is at the first roll of the Dragon Hordes table the helper starts. */
  function s0Turn(): number {
    return choose(night(3), choice('dragon-hordes')).table!.g.turn as number;
  }
});

describe('the length of the night', () => {
  it('ends after the agreed number of games; nothing more can be done', () => {
    let s = night(2, { length: { kind: 'games', games: 2 } });
    s = gameWonBy(s, 0);
    expect(s.phase).toBe('between');
    s = gameWonBy(s, 1);
    expect(s.phase).toBe('finished');
    expect(s.finished!.reason).toBe('games');
    expect(legalNightActions(s, 0)).toEqual([]);
    expect(refusal(() => act(s, s.chooser, { t: 'choose', choice: choice() }))).toMatch(/night is over/);
  });

  it('with a time limit, ends after the game in progress once the time is used, never in the middle of one', () => {
    let s = createNight(
      { seats: [{ name: 'A', kind: 'human' }, { name: 'B', kind: 'human' }], length: { kind: 'time', minutes: 10 }, share: 3, minRaise: true, seed: 5 },
      { now: 0 },
    ).night;
    const min = 60_000;
    s = doAct(s, s.chooser, { t: 'choose', choice: choice() }, 4 * min);
    s = tableStep(s, (_, legal) => legal.find((a) => a.t === 'check')!, 8 * min);
    s = tableStep(s, (_, legal) => legal.find((a) => a.t === 'check')!, 11 * min);
    expect(s.clock.usedMs).toBe(11 * min);
    expect(s.phase).toBe('playing'); // time is up, but the game goes on
    s = foldTo(s, 0, 12 * min);
    expect(s.phase).toBe('finished');
    expect(s.finished!.reason).toBe('time');
    expect(s.games).toHaveLength(1);
  });

  it('counts at most five minutes for a gap between two actions (time away does not end the night)', () => {
    let s = createNight(
      { seats: [{ name: 'A', kind: 'human' }, { name: 'B', kind: 'human' }], length: { kind: 'time', minutes: 30 }, share: 3, minRaise: true, seed: 5 },
      { now: 1_000 },
    ).night;
    s = doAct(s, s.chooser, { t: 'choose', choice: choice() }, 1_000 + 3 * 3_600_000);
    expect(s.clock.usedMs).toBe(5 * 60_000);
    s = foldTo(s, 0, 1_000 + 3 * 3_600_000 + 1_000);
    expect(s.phase).toBe('between');
  });
});

describe('final standings', () => {
  it('score money plus 50 per Loan marker minus 50 per Debt marker; equal scores share a place', () => {
    let s = shift(shift(night(3), 0, 1, 90), 2, 1, 0); // 10 / 190 / 100
    s = doAct(s, 0, { t: 'borrow' }); // 60 / 140 / 100, seat 0 one Debt, seat 1 one Loan
    const rows = standings(s);
    expect(rows.map((r) => [r.seat, r.money, r.score, r.place])).toEqual([
      [1, 140, 190, 1],
      [2, 100, 100, 2],
      [0, 60, 10, 3],
    ]);
    const tied = standings(night(3));
    expect(tied.map((r) => r.place)).toEqual([1, 1, 1]);
  });

  it('keeps each game\'s winners and a point of money and score per game for the chart', () => {
    let s = night(2, { length: { kind: 'games', games: 3 } });
    s = gameWonBy(s, 0);
    s = gameWonBy(s, 0);
    s = gameWonBy(s, 1);
    expect(s.games.map((g) => g.winners)).toEqual([[0], [0], [1]]);
    expect(s.series.map((p) => p.games)).toEqual([0, 1, 2, 3]);
    expect(s.series.map((p) => p.money)).toEqual([[100, 100], [101, 99], [102, 98], [101, 99]]);
    expect(standings(s).map((r) => [r.seat, r.gamesWon])).toEqual([[0, 2], [1, 1]]);
  });
});
