import { describe, expect, it } from 'vitest';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { applyInPlace, newTavern } from '../../../src/shared/tavern/engine';
import { randomAction } from '../../../src/shared/tavern/random';
import type { TEvent } from '../../../src/shared/tavern/types';
import { viewFor } from '../../../src/shared/tavern/view';
import { tavernGameProblem } from '../../../src/shared/tavern/game';
import { endRows } from '../../../src/renderer/src/tavern/words';
import { tavernCatalogue } from '../../../src/shared/host/tavern-catalogue';
import { useTavernCatalogue } from '../../../src/renderer/src/tavern/catalogue';

useTavernCatalogue(tavernCatalogue());

/** Issue 22.9: the end carries who went out when (the game turn) and why, final tracks, and turns played. */
describe('the end of the night as data', () => {
  it('each seat out has the turn and the reason of its elimination event; the over record the turns played', () => {
    for (const seed of [3, 11]) {
      const rng = rngFrom(seedRng(seed));
      const s = newTavern({ seats: [{ char: 'okko' }, { char: 'tamsin' }, { char: 'grusk' }, { char: 'vess' }], seed }).state;
      const outs = new Map<number, { turn: number; why: string }>();
      while (!s.over) {
        const turn = s.turn.n;
        const ev: TEvent[] = applyInPlace(s, s.pending!.seat, randomAction(s, s.pending!.seat, rng));
        for (const e of ev) if (e.t === 'eliminated') outs.set(e.seat, { turn, why: e.why });
      }
      const v = viewFor(s, -1);
      expect(v.over!.turns).toBe(s.turn.n);
      v.seats.forEach((st, i) => expect(st.out).toEqual(outs.get(i) ?? null));
      expect(outs.size).toBeGreaterThan(0);
      // The saved game with `out` passes the save check.
      expect(tavernGameProblem({ id: 'tavern-aaaa', setup: { seats: s.seats.map((x, i) => ({ name: x.name, kind: 'bot', char: x.char, level: 'normal' })), seed }, state: s, last: null, seen: s.seats.map(() => 0) } as never)).toBeNull();
      // The end screen's rows, read from the view as the screen reads them (so a reloaded game ends the same).
      const fromView = v.seats.flatMap((st, seat) => (st.out ? [{ seat, why: st.out.why, turn: st.out.turn }] : [])).sort((a, b) => a.turn - b.turn);
      const rows = endRows(v, s.seats.map((x) => x.name), fromView);
      expect(rows).toHaveLength(s.seats.length);
      expect(rows[0]!.result).toMatch(/wins the night|ties for the win/);
      expect(rows.filter((r) => /(passed out|went broke) on turn \d+/.test(r.result))).toHaveLength(outs.size);
    }
  });
});
