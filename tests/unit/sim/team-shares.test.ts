import { describe, expect, it } from 'vitest';
import { countTeamGame, fairBand, markdownRow, mergeRawLines, mergeTally, newTally, rawLine, seatsWithinBand, share, tallyLines, turnsOutOfBand, withinBand } from '../../../src/cli/team-shares';

/** Issue 24 item 8: the team games' balance counts each team's wins by its seats and by its place in the turn order. */
describe('team shares (sim --variant two-headed|boss|two-headed-boss|leaders)', () => {
  const three = [
    [0, 1],
    [2, 3],
    [4, 5],
  ];

  it('counts the winner by seats and by turn position from the team that went first', () => {
    const t = newTally(3);
    // C,D went first (seat 3 opened), E,F won: by seats team 2, by turn order the second team to play.
    countTeamGame(t, three, [4, 5], false, 3);
    // A,B went first and won: the first in both counts.
    countTeamGame(t, three, [1, 0], false, 0);
    // E,F went first, A,B won: by turn order A,B played second (E,F → A,B → C,D clockwise).
    countTeamGame(t, three, [0, 1], false, 5);
    countTeamGame(t, three, [], true, 2);
    expect(t).toEqual({ games: 4, ties: 1, byTeam: [2, 0, 1], byTurn: [1, 2, 0] });
  });

  it('refuses a game that does not fit the tally', () => {
    const t = newTally(2);
    expect(() => countTeamGame(t, three, [0], false, 0)).toThrow(/2 teams/);
    expect(() => countTeamGame(newTally(3), three, [7], false, 0)).toThrow(/seat 7 is on no team/);
    expect(() => countTeamGame(newTally(3), three, [], false, 0)).toThrow(/no winner/);
  });

  it('the band is 35–65% at two teams and 0.7/N–1.3/N at N', () => {
    expect(fairBand(2)).toEqual([0.35, 0.65]);
    expect(fairBand(4)[0]).toBeCloseTo(0.175);
    expect(fairBand(4)[1]).toBeCloseTo(0.325);
    const t = { games: 100, ties: 2, byTeam: [36, 62], byTurn: [50, 48] };
    expect(withinBand(t)).toBe(true);
    // A first-player advantage out of the band fails it even when the seats look even.
    expect(withinBand({ ...t, byTurn: [66, 32] })).toBe(false);
    expect(withinBand({ ...t, byTeam: [34, 64] })).toBe(false);
  });

  it('judges the verdict by seats and names the turn positions out of the band beside it', () => {
    const t = { games: 100, ties: 2, byTeam: [36, 62], byTurn: [50, 48] };
    expect(seatsWithinBand(t)).toBe(true);
    expect(turnsOutOfBand(t)).toBe('');
    // The first team to act far ahead: a finding about the turn order, not a verdict against the seats.
    expect(seatsWithinBand({ ...t, byTurn: [66, 32] })).toBe(true);
    expect(turnsOutOfBand({ ...t, byTurn: [66, 32] })).toBe('1. above, 2. below');
    expect(seatsWithinBand({ ...t, byTeam: [34, 64] })).toBe(false);
    expect(turnsOutOfBand({ games: 100, ties: 0, byTeam: [33, 33, 34], byTurn: [45, 30, 25] })).toBe('1. above');
  });

  it('a share carries its 95% interval over all games', () => {
    const s = share(500, 1000);
    expect(s.p).toBe(0.5);
    expect(s.ci).toBeCloseTo(0.031, 3);
    expect(tallyLines('4p', ['A,B', 'C,D'], { games: 1000, ties: 0, byTeam: [500, 500], byTurn: [520, 480] })).toEqual([
      '  4p: 1000 games, ties 0.0%; band 35.0%–65.0% a team: by seats within; by turn order within',
      '    by seats: A,B 50.0% ± 3.1, C,D 50.0% ± 3.1',
      '    by turn order: went 1st 52.0% ± 3.1, 2nd 48.0% ± 3.1',
    ]);
  });

  it('adds up runs made in pieces from their raw lines', () => {
    const a = { games: 10, ties: 1, byTeam: [4, 5], byTurn: [6, 3] };
    const b = { games: 20, ties: 0, byTeam: [11, 9], byTurn: [10, 10] };
    const text = ['noise', rawLine('leaders', 4, a), 'more noise', rawLine('leaders', 4, b), rawLine('boss', 3, a)].join('\n');
    const all = mergeRawLines(text);
    expect(all.get('leaders 4')).toEqual(mergeTally(a, b));
    expect(all.get('leaders 4')).toEqual({ games: 30, ties: 1, byTeam: [15, 14], byTurn: [16, 13] });
    expect(all.get('boss 3')).toEqual(a);
    expect(() => mergeTally(a, newTally(3))).toThrow(/3 teams/);
  });
});

describe('team shares as a BENCHMARKS.md row', () => {
  it('names the shares by seats and by turn order, and says when a share is out of the band', () => {
    expect(markdownRow('two-headed, 6p', ['A,B', 'C,D', 'E,F'], { games: 100, ties: 1, byTeam: [40, 39, 20], byTurn: [45, 20, 34] })).toBe(
      '| two-headed, 6p | 100 | 1.0% | A,B 40.0% ±10, C,D 39.0% ±10, E,F 20.0% ±8 | 1. 45.0% ±10, 2. 20.0% ±8, 3. 34.0% ±9 | 23.3%–43.3% | **out** | **1. above, 2. below** |',
    );
  });
});
