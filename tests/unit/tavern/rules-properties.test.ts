import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { cardDef } from '../../../src/shared/tavern/content/catalog';
import { applyInPlace, newTavern } from '../../../src/shared/tavern/engine';
import { eliminate } from '../../../src/shared/tavern/elimination';
import { legalActions } from '../../../src/shared/tavern/legal';
import { randomAction, randomTavernConfig } from '../../../src/shared/tavern/random';
import { inTurnOrder } from '../../../src/shared/tavern/ctx';
import type { Seat, TAction, TavernState, TEvent } from '../../../src/shared/tavern/types';
import { propertySeed } from '../../helpers/property';
import { awaitsWords } from '../../../src/shared/engine/settle';

/**
 * Rules the tavern's other tests did not guard (issue 25, item 2: one-line mutations of these survived, or
 * were caught only because the suite stopped finishing). Each is a property over random seatings and random
 * legal play, or over the rule's own function, and fails with a message, never by running out of time: a
 * game is cut at MAX_ACTIONS with a failed assertion.
 *
 * `npm run mutate -- tavern` applies the one-line mutations of scripts/mutations/tavern.mjs and runs these.
 */
const RUNS = Number(process.env.TAVERN_RUNS ?? 8);
/** Random games end well within this (the longest of 2,000 random games: a few thousand actions). */
const MAX_ACTIONS = 40_000;
const HAND = 7;

function gold(s: TavernState): Map<string, number> {
  const m = new Map<string, number>([
    ['inn', s.inn],
    ['pot', s.pot],
  ]);
  s.seats.forEach((st, i) => m.set(String(i), st.G));
  return m;
}

/** What a property needs of the state before an action (a whole copy per action would be slow). */
interface Before {
  gold: Map<string, number>;
  hands: { hand: number; left: number }[];
}

/** Plays one random game, calling `each` after every action with a summary of the state before it. */
function play(seed: number, each: (before: Before, after: TavernState, seat: Seat, a: TAction, events: TEvent[]) => void, appendixB = false): TavernState {
  const rng = rngFrom(seedRng(seed));
  const s = newTavern(randomTavernConfig(rng, undefined, appendixB)).state;
  let n = 0;
  while (!s.over) {
    expect(n++, `game ${seed} did not end within ${MAX_ACTIONS} actions`).toBeLessThan(MAX_ACTIONS);
    const seat = s.pending!.seat;
    const a = randomAction(s, seat, rng);
    const before = { gold: gold(s), hands: s.seats.map((st) => ({ hand: st.hand.length, left: st.deck.length + st.discard.length })) };
    const ev = applyInPlace(s, seat, a);
    each(before, s, seat, a, ev);
  }
  return s;
}

describe('tavern setup (TAVERN.md §2.1)', () => {
  it('gives each seat F 20, AC 0, 8 Gold at 2 players, 10 at 3–6, 12 at 7–8, one face-down Drink and 7 cards; the Inn starts at 0', () => {
    for (let n = 2; n <= 8; n++) {
      const s = newTavern({ seats: Array.from({ length: n }, (_, i) => ({ char: ['tamsin', 'okko', 'vess', 'grusk'][i % 4]! })), seed: n }).state;
      const gold = n === 2 ? 8 : n <= 6 ? 10 : 12;
      // The first events may already have moved things (a turn starts): count what was dealt at version 0.
      for (const [i, st] of s.seats.entries()) {
        expect({ F: st.F, AC: st.AC, G: st.G, pile: st.pile.length, hand: st.hand.length }, `${n} players, seat ${i}`).toEqual({ F: 20, AC: 0, G: gold, pile: 1, hand: 7 });
      }
      expect(s.inn).toBe(0);
      expect(s.gold).toBe(gold * n);
    }
  });
});

describe('tavern rules under random play (issue 25)', () => {
  it('Discard and Draw: drawing fills the hand to 7 (or as far as the deck and discards go), never beyond', () => {
    let draws = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (seed) => {
        play(seed, (before, after, seat, a) => {
          if (a.t !== 'draw') return;
          draws++;
          const { hand: had, left } = before.hands[seat]!;
          const want = had >= HAND ? had : Math.min(HAND, had + left);
          expect(after.seats[seat]!.hand.length, `game ${seed}: seat ${seat} held ${had} and drew`).toBe(want);
        });
      }),
      { seed: propertySeed('tavern hand size after drawing'), numRuns: RUNS },
    );
    expect(draws).toBeGreaterThan(0);
  });

  it('Gold: every change of a stash, the pot or the Inn is a goldMoved event of that amount, and Gold is never below 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.boolean(), (seed, appendixB) => {
        play(
          seed,
          (before, after, _seat, _a, events) => {
            const g = new Map(before.gold);
            for (const e of events) {
              if (e.t !== 'goldMoved') continue;
              expect(e.n, `game ${seed}: a goldMoved of ${e.n}`).toBeGreaterThan(0);
              g.set(String(e.from), g.get(String(e.from))! - e.n);
              g.set(String(e.to), g.get(String(e.to))! + e.n);
            }
            expect([...g], `game ${seed}, action ${after.actions}: the events do not account for the Gold`).toEqual([...gold(after)]);
            after.seats.forEach((st, i) => expect(st.G, `game ${seed}: seat ${i}'s Gold`).toBeGreaterThanOrEqual(0));
            // A hosted game's result is in words as soon as it is over (engine/settle.ts, wordResult).
            const hosted = after.round?.hosted?.table?.result;
            if (hosted) expect(awaitsWords(hosted), `game ${seed}: the hosted result was put in words`).toBe(false);
          },
          appendixB,
        );
      }),
      { seed: propertySeed('tavern gold per event'), numRuns: RUNS },
    );
  });

  it('losing: once the stack is empty nobody with AC at or above F (or, outside a Round, with 0 Gold) is still playing', () => {
    let outs = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (seed) => {
        // A seat named losing must be out once its last chance has passed, unless something changed it.
        const named = new Set<Seat>();
        play(seed, (_b, s, _seat, _a, events) => {
          outs += events.filter((e) => e.t === 'eliminated').length;
          for (const e of events) {
            if (e.t === 'statChanged' || e.t === 'eliminated') named.delete(e.seat);
            else if (e.t === 'goldMoved') [e.from, e.to].forEach((x) => typeof x === 'number' && named.delete(x));
            else if (e.t === 'losing') {
              for (const x of e.seats) {
                expect(named.has(x), `game ${seed}, action ${s.actions}: seat ${x} is losing again, unchanged, after its last chance`).toBe(false);
                named.add(x);
              }
            }
          }
          if (s.over || s.stack.length > 0) return;
          s.seats.forEach((st, i) => {
            if (!st.alive) return;
            expect(st.AC >= st.F, `game ${seed}, action ${s.actions}: seat ${i} has AC ${st.AC} and F ${st.F} and plays on`).toBe(false);
            if (!s.round) expect(st.G, `game ${seed}, action ${s.actions}: seat ${i} is broke and plays on`).toBeGreaterThan(0);
          });
        });
      }),
      { seed: propertySeed('tavern losers go'), numRuns: RUNS },
    );
    expect(outs).toBeGreaterThan(0);
  });

  it('Ignore: a seat never Ignores its own card, and Ignores only a Drink it would drink (TAVERN.md §3.2, §3.3)', () => {
    let ignores = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (seed) => {
        play(seed, (_b, s) => {
          if (s.over || !s.pending || (s.pending.k !== 'call' && s.pending.k !== 'sweep')) return;
          const seat = s.pending.seat;
          const it = s.stack[s.stack.length - 1];
          for (const a of legalActions(s, seat)) {
            if (a.t !== 'play') continue;
            const def = cardDef(s.defs[a.card]!);
            if (!def.modes[a.mode]!.effects.some((o) => o.op === 'ignore')) continue;
            ignores++;
            if (it?.kind === 'card') expect(it.player, `game ${seed}: seat ${seat} may Ignore its own ${it.def}`).not.toBe(seat);
            if (it?.kind === 'drink') expect(it.drinks[a.drink ?? -1]?.drinker, `game ${seed}: seat ${seat} may Ignore another's Drink`).toBe(seat);
          }
        });
      }),
      { seed: propertySeed('tavern ignore'), numRuns: RUNS },
    );
    expect(ignores).toBeGreaterThan(0);
  });

  it('each decision offers only its own kind of card: Actions in the Action phase, Gambling and Cheating in a Round turn, the sweep\'s kind to its rivals', () => {
    const met = new Set<string>();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (seed) => {
        play(seed, (_b, s) => {
          if (s.over || !s.pending) return;
          const p = s.pending;
          const top = s.stack[s.stack.length - 1];
          for (const a of legalActions(s, p.seat)) {
            if (a.t !== 'play') continue;
            const type = cardDef(s.defs[a.card]!).modes[a.mode]!.when.type;
            met.add(`${p.k}:${type}`);
            const why = `game ${seed}, action ${s.actions}: a ${type} card offered at a ${p.k}`;
            if (p.k === 'action') expect(type, why).toBe('action');
            else if (p.k === 'round-turn') {
              expect(['gambling', 'cheating'], why).toContain(type);
              if (s.round?.gate) expect(type, `${why} after a Winning Hand`).toBe('cheating');
            } else if (p.k === 'sweep') {
              expect(type, why).toBe(top!.win!.sweep!.kind);
              expect(top!.win!.sweep!.rivals, why).toContain(p.seat);
            } else expect(['anytime', 'sometimes'], why).toContain(type);
          }
        });
      }),
      { seed: propertySeed('tavern cards of their kind'), numRuns: RUNS },
    );
    expect([...met].some((x) => x.startsWith('action:')) && [...met].some((x) => x.startsWith('round-turn:'))).toBe(true);
  });

  it('passing out: half the Gold (rounded up) to the Inn, the rest shared evenly among those not passing out, the remainder to the Inn; then the broke are out', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }).chain((n) =>
          fc.record({
            n: fc.constant(n),
            seed: fc.integer({ min: 0, max: 2 ** 30 }),
            active: fc.integer({ min: 0, max: n - 1 }),
            seats: fc.array(fc.record({ G: fc.integer({ min: 0, max: 30 }), F: fc.integer({ min: 0, max: 20 }), AC: fc.integer({ min: 0, max: 20 }) }), { minLength: n, maxLength: n }),
          }),
        ),
        ({ n, seed, active, seats }) => {
          const s = newTavern({ seats: Array.from({ length: n }, () => ({ char: 'grusk' })), seed }).state;
          s.turn.active = active;
          s.pending = null;
          seats.forEach((x, i) => Object.assign(s.seats[i]!, x));
          const total = s.seats.reduce((t, st) => t + st.G, 0);
          s.inn = s.gold - total;
          const out = s.seats.map((st) => st.AC >= st.F);
          const staying = s.seats.map((_, i) => i).filter((i) => !out[i]);
          // What §2.5 says, seat by seat in turn order from the active player.
          const want = s.seats.map((st) => st.G);
          let inn = s.inn;
          for (const seat of inTurnOrder(s, s.seats.map((_, i) => i).filter((i) => out[i]), active)) {
            const g = want[seat]!;
            const toInn = Math.ceil(g / 2);
            const each = staying.length ? Math.floor((g - toInn) / staying.length) : 0;
            for (const x of staying) want[x]! += each;
            inn += g - each * staying.length;
            want[seat] = 0;
          }
          const ctx = { s, rng: rngFrom(seedRng(seed)), ev: [] as TEvent[] };
          eliminate(ctx);
          expect(s.seats.map((st) => st.G)).toEqual(want);
          expect(s.inn).toBe(inn);
          const gone = s.seats.map((_, i) => out[i] || want[i] === 0);
          expect(s.seats.map((st) => !st.alive)).toEqual(gone);
          const left = gone.filter((x) => !x).length;
          if (left <= 1) expect(s.over).not.toBeNull();
          else expect(s.over).toBeNull();
        },
      ),
      { seed: propertySeed('tavern pass-out division'), numRuns: 300 },
    );
  });
});
