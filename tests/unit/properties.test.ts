import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/shared/engine/errors';
import { applyInPlace, canStartGame, legalActions, newTable, pendingSeats } from '../../src/shared/engine/table';
import type { Action, AnyState, Seat, TableConfig } from '../../src/shared/engine/types';
import { viewFor } from '../../src/shared/engine/view';
import { visibleTo } from '../../src/shared/engine/zones';
import { playableGames } from '../../src/shared/games/registry';
import { rngFrom, seedRng, type Rng } from '../../src/shared/rng';
import { assertMoneyConserved, playRandomGame, randomConfig } from '../../src/shared/sim/random-table';

/**
 * What must hold for every game, whatever the table: checked over random tables (variants, stakes, Split
 * Rule, player count) and random legal play. Every registered game is covered as soon as it is registered.
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 40);
const GAMES_PER_TABLE = 3;

/** Every card id a view names, wherever it is: zones, log, game state, step data, results. */
function cardIdsIn(value: unknown, out: Set<number> = new Set()): Set<number> {
  if (Array.isArray(value)) for (const v of value) cardIdsIn(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'card' && typeof v === 'number') {
        out.add(v);
      } else if (k === 'cards' && Array.isArray(v)) {
        for (const c of v) if (typeof c === 'number') out.add(c);
      } else {
        cardIdsIn(v, out);
      }
    }
  }
  return out;
}

/** Cards each seat has legitimately seen so far: in a zone it may see, or in a public event. */
function learn(s: AnyState, known: Set<number>[], fromLog: number): void {
  known.forEach((set, seat) => {
    for (const z of Object.values(s.zones)) if (visibleTo(z.vis, seat)) for (const id of z.cards) set.add(id);
    for (let i = fromLog; i < s.log.length; i++) {
      const e = s.log[i]!;
      if (e.cards && e.vis && visibleTo(e.vis, seat)) for (const id of e.cards) if (id !== null) set.add(id);
    }
  });
}

function junkActions(s: AnyState, rng: Rng): { seat: Seat; action: Action }[] {
  const n = s.stacks.length;
  const pending = pendingSeats(s);
  const idle = [...Array(n).keys()].filter((x) => !pending.includes(x));
  const seat = pending[0] ?? 0;
  const legal = legalActions(s, seat);
  const out: { seat: Seat; action: Action }[] = [
    { seat, action: { t: 'no-such-action' } },
    { seat, action: { t: 'raise', to: -3 } },
    { seat, action: { t: 'raise', to: 1e9 } },
    { seat, action: { t: 'reveal', card: 9999 } },
    { seat: n + 2, action: { t: 'check' } },
  ];
  if (idle.length && legal.length) out.push({ seat: idle[rng.int(0, idle.length - 1)]!, action: legal[0]! });
  for (const a of legal) {
    // The same action with each number field pushed out of range.
    for (const [k, v] of Object.entries(a)) if (typeof v === 'number') out.push({ seat, action: { ...a, [k]: v + 500 } });
  }
  return out;
}

interface Recorded {
  config: TableConfig;
  actions: { seat: Seat; action: Action }[];
  final: string;
}

function playTable(config: TableConfig, rng: Rng, checkViews: boolean, tryIllegal: boolean): Recorded {
  const s = newTable(config).state;
  const n = s.stacks.length;
  const known = Array.from({ length: n }, () => new Set<number>());
  learn(s, known, 0);
  const actions: { seat: Seat; action: Action }[] = [];
  const checkAll = (st: AnyState) => {
    assertMoneyConserved(st);
    if (!checkViews) return;
    for (let seat = -1; seat < n; seat++) {
      const v = viewFor(st, seat);
      const text = JSON.stringify(v);
      expect(text).not.toMatch(/"rng"|"seed"|"secret"/);
      const allowed = seat >= 0 ? known[seat]! : new Set([...Object.values(st.zones)].filter((z) => z.vis.to === 'all').flatMap((z) => z.cards));
      if (seat < 0) for (const e of st.log) if (e.cards && e.vis?.to === 'all') for (const id of e.cards) if (id !== null) allowed.add(id);
      for (const id of cardIdsIn(v)) {
        if (!allowed.has(id)) throw new Error(`${st.config.game}: seat ${seat}'s view shows card ${id} it may not see (step ${st.step.id})`);
      }
    }
  };
  checkAll(s);
  for (let g = 0; g < GAMES_PER_TABLE; g++) {
    if (g > 0) {
      if (!canStartGame(s)) break;
      const logStart = s.log.length;
      applyInPlace(s, 0, { t: 'next-game' });
      actions.push({ seat: 0, action: { t: 'next-game' } });
      learn(s, known, Math.min(logStart, 0));
      checkAll(s);
    }
    let logAt = s.log.length;
    playRandomGame(s, rng, {
      afterAction(st, seat, action) {
        actions.push({ seat, action });
        learn(st, known, logAt > st.log.length ? 0 : logAt);
        logAt = st.log.length;
        checkAll(st);
        if (tryIllegal && st.phase === 'playing' && rng.int(0, 3) === 0) {
          for (const junk of junkActions(st, rng)) {
            const before = JSON.stringify(st);
            let refused = false;
            try {
              applyInPlace(st, junk.seat, junk.action);
            } catch (e) {
              if (!(e instanceof RuleError)) throw e;
              refused = true;
            }
            if (!refused) throw new Error(`${st.config.game}: accepted an illegal action ${JSON.stringify(junk)}`);
            expect(JSON.stringify(st)).toBe(before);
          }
        }
      },
    });
  }
  return { config, actions, final: JSON.stringify(s) };
}

describe.each(playableGames().map((d) => [d.id, d] as const))('%s, at random tables with random legal play', (_id, def) => {
  it('conserves money after every action, ends every game, and never shows a seat a card it may not see', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (seed) => {
        const rng = rngFrom(seedRng(seed));
        playTable(randomConfig(def, rng), rng, true, false);
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses every illegal action with a rule error and leaves the state exactly as it was', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (seed) => {
        const rng = rngFrom(seedRng(seed));
        playTable(randomConfig(def, rng), rng, false, true);
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  });

  it('replays a seed and its actions to exactly the same state, and survives a JSON round trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (seed) => {
        const rng = rngFrom(seedRng(seed));
        const rec = playTable(randomConfig(def, rng), rng, false, false);
        let s = JSON.parse(JSON.stringify(newTable(rec.config).state)) as AnyState;
        for (const { seat, action } of rec.actions) {
          applyInPlace(s, seat, action);
          s = JSON.parse(JSON.stringify(s)) as AnyState;
        }
        expect(JSON.stringify(s)).toBe(rec.final);
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  });
});
