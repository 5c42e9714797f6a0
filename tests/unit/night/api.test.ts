import { describe, expect, it } from 'vitest';
import { visibleTo } from '../../../src/shared/engine/zones';
import { botAction, botChoice, botToAct } from '../../../src/shared/night/bots';
import { fallbackBotChoice } from '../../../src/shared/night/choice';
import { choiceProblem, createNight } from '../../../src/shared/night/night';
import { emptyStats, recordNight, totals } from '../../../src/shared/night/stats';
import { nightSeatView } from '../../../src/shared/night/view';
import { botNight, choice, choose, doAct, gameWonBy, night, runBots, shift } from './helpers';

describe('statistics per player profile', () => {
  it('count games played and won per game, the biggest pot, nights and money won', () => {
    let s = night(3, { length: { kind: 'games', games: 3 } });
    s.config.seats[0]!.profile = 'ann';
    s = gameWonBy(s, 0); // Rogues and Warriors: seat 0 takes the 3 antes
    s = gameWonBy(s, 1, choice('threes'));
    s = gameWonBy(s, 0);
    const book = recordNight(emptyStats(), s);
    expect(Object.keys(book.profiles).sort()).toEqual(['B', 'C', 'ann']);
    expect(book.profiles.ann!.games).toEqual({ 'rogues-and-warriors': { played: 2, won: 2 }, threes: { played: 1, won: 0 } });
    expect(book.profiles.B!.games).toEqual({ 'rogues-and-warriors': { played: 2, won: 0 }, threes: { played: 1, won: 1 } });
    expect(totals(book.profiles.ann!)).toEqual({ played: 3, won: 2 });
    expect(book.profiles.ann!.biggestPot).toBe(3);
    expect(book.profiles.ann).toMatchObject({ nights: 1, nightsWon: 1, moneyWon: 3 });
    expect(book.profiles.C).toMatchObject({ nights: 1, nightsWon: 0, moneyWon: -3, biggestPot: 0 });
  });

  it('count a game as it finishes, and never twice', () => {
    let s = night(2, { length: { kind: 'games', games: 2 } });
    s = gameWonBy(s, 0);
    let book = recordNight(emptyStats(), s);
    book = recordNight(book, s);
    expect(book.profiles.A!.games['rogues-and-warriors']).toEqual({ played: 1, won: 1 });
    expect(book.profiles.A!.nights).toBe(0);
    s = gameWonBy(s, 0);
    book = recordNight(recordNight(book, s), s);
    expect(book.profiles.A!.games['rogues-and-warriors']).toEqual({ played: 2, won: 2 });
    expect(book.profiles.A!.nights).toBe(1);
  });

  it('count a replayed game once, for whoever played any of its plays', () => {
    const s = runBots(botNight(12, 3, 3));
    const book = recordNight(emptyStats(), s);
    const played = Object.values(book.profiles).reduce((n, p) => n + totals(p).played, 0);
    expect(played).toBe(s.games.reduce((n, g) => n + new Set(g.plays.flatMap((p) => p.seats)).size, 0));
  });
});

describe('what a seat sees of the night', () => {
  it('offers the chooser the games and their stakes, and nobody else', () => {
    const s = night(3);
    const mine = nightSeatView(s, s.chooser);
    expect(mine.choices!.find((c) => c.game === 'doublerogue')!.stakes).toEqual(['betting']);
    expect(mine.choices!.find((c) => c.game === 'rogues-and-warriors')!.stakes).toEqual(['betting', 'shares']);
    expect(nightSeatView(s, (s.chooser + 1) % 3).choices).toBeNull();
  });

  it('shows the table through the engine\'s per-seat view: no other seat\'s hidden card', () => {
    const s = choose(night(3));
    for (let seat = -1; seat < 3; seat++) {
      const v = nightSeatView(s, seat);
      for (const [name, z] of Object.entries(s.table!.zones)) {
        const shown = v.table!.zones[name]!.cards;
        if (!visibleTo(z.vis, seat)) expect(shown.every((c) => c === null), `${name} seen by ${seat}`).toBe(true);
      }
    }
  });

  it('tells a player why they may not borrow, and lists the loan when they may', () => {
    const s = shift(night(3), 0, 1, 90);
    expect(nightSeatView(s, 0).legal).toContainEqual({ t: 'borrow' });
    expect(nightSeatView(s, 1).loanRefusal).toMatch(/fewer than 25/);
  });

  it('carries standings, finished games, loans and the chart series', () => {
    let s = shift(night(2), 0, 1, 90);
    s = doAct(s, 0, { t: 'borrow' });
    s = gameWonBy(s, 1);
    const v = nightSeatView(s, 0);
    expect(v.gamesPlayed).toBe(1);
    expect(v.games[0]!.winners).toEqual([1]);
    expect(v.loanLog).toHaveLength(1);
    expect(v.series).toHaveLength(2);
    expect(v.standings[0]!.seat).toBe(1);
    expect(v.scores).toEqual([9, 191]);
  });
});

describe('bots at the night', () => {
  it('a bot under 25 asks for a loan before anything else', () => {
    const s = shift(botNight(3, 3), 2, 0, 90);
    expect(botToAct(s)).toBe(2);
    expect(botAction(s, 2)).toEqual({ t: 'borrow' });
  });

  it('a bot Starting Player makes a choice the night accepts', () => {
    for (let seed = 0; seed < 30; seed++) {
      const s = botNight(seed, 2 + (seed % 7));
      const c = botChoice(s, s.chooser)!;
      expect(choiceProblem(s, c), JSON.stringify(c)).toBeNull();
    }
  });

  it('the fallback choice is deterministic and playable', () => {
    const s = botNight(5, 4);
    const c = fallbackBotChoice(s, 1)!;
    expect(fallbackBotChoice(s, 1)).toEqual(c);
    expect(choiceProblem(s, c)).toBeNull();
  });

  it('a night of bots plays itself to the end', () => {
    const s = runBots(botNight(17, 5, 3));
    expect(s.phase).toBe('finished');
    expect(s.games).toHaveLength(3);
  });

  it('the night waits for a human Starting Player', () => {
    const s = createNight({
      seats: [{ name: 'Ann', kind: 'human' }, { name: 'Bot', kind: 'bot', level: 'random' }],
      length: { kind: 'games', games: 2 },
      share: 3,
      minRaise: true,
      seed: 2,
    }).night;
    const human = s.config.seats.findIndex((x) => x.kind === 'human');
    const atHuman = s.chooser === human ? s : gameWonBy(s, human);
    expect(botToAct(atHuman)).toBeNull();
  });
});
