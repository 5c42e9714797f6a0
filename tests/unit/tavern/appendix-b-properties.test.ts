import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { moneyOnTable } from '../../../src/shared/engine/table';
import { viewFor as engineView } from '../../../src/shared/engine/view';
import { applyInPlace, newTavern } from '../../../src/shared/tavern/engine';
import { checkInvariants } from '../../../src/shared/tavern/invariants';
import { TAVERN_GAMES } from '../../../src/shared/tavern/hosted';
import { randomAction, randomGameChoice, randomTavernConfig } from '../../../src/shared/tavern/random';
import type { Seat, TAction, TavernConfig, TavernState, TEvent } from '../../../src/shared/tavern/types';
import { eventsFor, viewFor } from '../../../src/shared/tavern/view';

/**
 * Appendix B over random tavern games (2–8 players, any characters, Prizes on or off) with Appendix B on and
 * every Round's game drawn at random among the twelve (with random variants and Split Rules): Gold conserved
 * across the tavern and the hosted game after every action, no leaks, replays exact, every hosted game ends.
 * Prints the fast-check seed; rerun one with TAVERN_SEED=<seed>; TAVERN_RUNS sets the games per property.
 */
const RUNS = Number(process.env.TAVERN_RUNS ?? 12);
const SEED = Number(process.env.TAVERN_SEED ?? Math.floor(Math.random() * 2 ** 31));

const gameSeed = fc.integer({ min: 0, max: 2 ** 30 });

interface Played {
  config: TavernConfig;
  log: [Seat, TAction][];
  final: string;
  games: Record<string, number>;
}

/**
 * The next game of the twelve, in turn across every game played here (so all twelve are drawn within twelve
 * Rounds, however few Rounds each random game has); variants and Split Rule are random.
 */
let rotation = 0;

/** One random game, each Round's game the next in the rotation; every other decision is random. */
function play(seed: number, each?: (s: TavernState, events: TEvent[]) => void): Played {
  const rng = rngFrom(seedRng(seed));
  const config = randomTavernConfig(rng, undefined, true);
  const s = newTavern(config).state;
  const log: [Seat, TAction][] = [];
  const games: Record<string, number> = {};
  while (!s.over) {
    if (log.length > 200_000) throw new Error(`game ${seed}: no end after 200000 actions`);
    const seat = s.pending!.seat;
    const a = s.pending!.k === 'game' ? randomGameChoice(s, rng, TAVERN_GAMES[rotation++ % TAVERN_GAMES.length]) : randomAction(s, seat, rng);
    const ev = applyInPlace(s, seat, a);
    log.push([seat, a]);
    for (const e of ev) if (e.t === 'hostedStarted') games[e.game] = (games[e.game] ?? 0) + 1;
    each?.(s, ev);
  }
  return { config, log, final: JSON.stringify(s), games };
}

const drawn: Record<string, number> = {};

describe('Appendix B: properties over random tavern games with every Round a drawn game', () => {
  it('Gold is conserved across the tavern and the hosted game after every action; every hosted game ends; all twelve games are drawn', () => {
    console.log(`appendix-b property "conservation and ends": fast-check seed ${SEED}, ${RUNS} runs`);
    fc.assert(
      fc.property(gameSeed, (seed) => {
        let started = 0;
        let ended = 0;
        let hostedActions = 0;
        const p = play(seed, (s, events) => {
          const bad = checkInvariants(s);
          if (bad.length) throw new Error(`game ${seed}: ${bad.join('; ')}`);
          const t = s.round?.hosted?.table;
          if (t) {
            // The hosted table never holds a coin: the pot is the tavern's alone (stakes/tavern).
            expect(moneyOnTable(t)).toBe(0);
            hostedActions++;
          }
          for (const e of events) {
            if (e.t === 'roundStarted') started++;
            if (e.t === 'roundEnded') ended++;
          }
        });
        // Every Round (hosted or not) came to its end: the pot went somewhere, and the night ended.
        expect(ended).toBe(started);
        expect(p.final).toContain('"over":{');
        expect(hostedActions).toBeLessThan(200_000);
        for (const [g, n] of Object.entries(p.games)) drawn[g] = (drawn[g] ?? 0) + n;
      }),
      { seed: SEED, numRuns: RUNS },
    );
    console.log(`games hosted: ${JSON.stringify(drawn)}`);
    expect(Object.keys(drawn).sort()).toEqual([...TAVERN_GAMES].sort());
  });

  it('replays are exact: the same config and actions give the same final state', () => {
    console.log(`appendix-b property "replays": fast-check seed ${SEED}, ${Math.max(1, RUNS >> 1)} runs`);
    fc.assert(
      fc.property(gameSeed, (seed) => {
        const p = play(seed);
        const s = newTavern(p.config).state;
        for (const [seat, a] of p.log) applyInPlace(s, seat, a);
        expect(JSON.stringify(s)).toBe(p.final);
      }),
      { seed: SEED, numRuns: Math.max(1, RUNS >> 1) },
    );
  });

  it('no leaks: a seat sees the hosted game only through the engine\'s view, a look only when it is its own, hosted events filtered', () => {
    console.log(`appendix-b property "no leaks": fast-check seed ${SEED}, ${Math.max(1, RUNS >> 1)} runs`);
    fc.assert(
      fc.property(gameSeed, (seed) => {
        play(seed, (s, events) => {
          const h = s.round?.hosted;
          for (let seat = 0; seat < s.seats.length; seat++) {
            const v = viewFor(s, seat);
            const hv = v.round?.hosted;
            if (!h) {
              expect(hv).toBeUndefined();
            } else {
              const me = h.seats.indexOf(seat);
              expect(hv!.me).toBe(me);
              // Exactly the engine's own door to the hosted table, nothing of its raw state.
              expect(hv!.table).toEqual(h.table ? engineView(h.table, me) : null);
              expect(JSON.stringify(hv)).not.toContain('"secret"');
              if (h.peek) expect(hv!.peek!.cards).toEqual(h.peek.seat === seat ? h.peek.cards : null);
            }
            for (const e of eventsFor(events, seat)) {
              if (e.t !== 'hosted' || !e.ev.vis || !e.ev.cards) continue;
              const vis = e.ev.vis as { to: string; seat?: number };
              const hs = e.seats.indexOf(seat);
              // A card shown only to its owner (a look, a swapped-in card in hand) reaches no one else.
              if (vis.to === 'owner' && vis.seat !== hs) expect(e.ev.cards.every((c) => c === null)).toBe(true);
              if (vis.to === 'none') expect(e.ev.cards.every((c) => c === null)).toBe(true);
              if (vis.to === 'others' && vis.seat === hs) expect(e.ev.cards.every((c) => c === null)).toBe(true);
            }
          }
        });
      }),
      { seed: SEED, numRuns: Math.max(1, RUNS >> 1) },
    );
  });
});
