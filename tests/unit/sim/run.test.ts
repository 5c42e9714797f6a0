import { describe, expect, it } from 'vitest';
import { gameDef } from '../../../src/shared/engine/table';
import { reportLines, simFailed, simulateGame } from '../../../src/shared/sim/run';
import type { AnyState } from '../../../src/shared/engine/types';

/** Issue 12, item 12: `npm run sim` counts failures per game and cannot loop forever on a broken game. */
describe('item 12: the simulator', () => {
  it('counts failures per game: a game after a failing one is reported clean', () => {
    const broken = simulateGame(gameDef('threes'), {
      games: 5,
      seed: 7,
      perTable: 2,
      // A check that fails at the first game end of every table: the table fails after one finished game.
      check: (s: AnyState) => {
        if (s.phase === 'over') throw new Error('deliberately broken check');
      },
    });
    expect(broken.failedTables).toBeGreaterThan(0);
    expect(simFailed(broken)).toBe(true);
    const clean = simulateGame(gameDef('rogues-and-warriors'), { games: 5, seed: 7, perTable: 2 });
    expect(clean.failedTables).toBe(0);
    expect(simFailed(clean)).toBe(false);
    expect(reportLines(clean).join('\n')).toContain('always conserved');
    expect(reportLines(broken).join('\n')).toContain('failing tables');
  });

  it('stops when every table fails before finishing a game, and says so', () => {
    let calls = 0;
    const r = simulateGame(gameDef('rogues-and-warriors'), {
      games: 10,
      seed: 1,
      perTable: 5,
      maxBarrenTables: 7,
      check: () => {
        calls++;
        throw new Error('every action fails');
      },
    });
    expect(r.games).toBe(0);
    expect(r.tables).toBe(7);
    expect(r.failedTables).toBe(7);
    expect(calls).toBe(7);
    expect(r.gaveUp).toMatch(/7 tables in a row/);
    expect(simFailed(r)).toBe(true);
    expect(reportLines(r).join('\n')).toContain('gave up');
  });

  it('finishes exactly the games asked for and replays the same with the same seed', () => {
    const a = simulateGame(gameDef('kings-council'), { games: 12, seed: 3, perTable: 5 });
    const b = simulateGame(gameDef('kings-council'), { games: 12, seed: 3, perTable: 5 });
    expect(a.games).toBe(12);
    expect(a.actions).toBe(b.actions);
    expect([...a.endings]).toEqual([...b.endings]);
  });
});
