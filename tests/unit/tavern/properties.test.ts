import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/shared/engine/errors';
import { rngFrom, seedRng, type Rng } from '../../../src/shared/rng';
import { cardDef } from '../../../src/shared/tavern/content/catalog';
import { apply, applyInPlace, newTavern } from '../../../src/shared/tavern/engine';
import { checkInvariants } from '../../../src/shared/tavern/invariants';
import { legalActions } from '../../../src/shared/tavern/legal';
import { randomAction, randomTavernConfig } from '../../../src/shared/tavern/random';
import type { CardId, Seat, TAction, TavernConfig, TavernState, TEvent } from '../../../src/shared/tavern/types';
import { eventsFor, idsIn, viewFor } from '../../../src/shared/tavern/view';
import { visibleNow } from './kit';

/**
 * What must hold for every tavern game, over random seatings (2–8 players, any characters, Prizes on or
 * off) and random legal play. Each property prints the fast-check seed it ran with; rerun one with
 * TAVERN_SEED=<seed>. TAVERN_RUNS sets the number of games per property.
 */
const RUNS = Number(process.env.TAVERN_RUNS ?? 12);
const SEED = Number(process.env.TAVERN_SEED ?? Math.floor(Math.random() * 2 ** 31));

function assertProperty(name: string, prop: fc.IPropertyWithHooks<[number]> | fc.IProperty<[number]>, runs: number): void {
  console.log(`tavern property "${name}": fast-check seed ${SEED}, ${runs} runs`);
  fc.assert(prop, { seed: SEED, numRuns: runs });
}

const gameSeed = fc.integer({ min: 0, max: 2 ** 30 });

interface Played {
  config: TavernConfig;
  log: [Seat, TAction][];
  final: string;
}

/** Plays one random game, calling `each` after every action (`chars`: these characters seated, then random ones; `barDeck`: with the Bar Deck). */
function play(seed: number, each?: (s: TavernState, events: TEvent[], rng: Rng) => void, chars?: string[], barDeck = false): Played {
  const rng = rngFrom(seedRng(seed));
  const config = { ...randomTavernConfig(rng), ...(barDeck ? { barDeck: true } : {}) };
  if (chars) config.seats = [...chars.map((char) => ({ char })), ...config.seats].slice(0, Math.max(chars.length, Math.min(8, config.seats.length)));
  const s = newTavern(config).state;
  const log: [Seat, TAction][] = [];
  while (!s.over) {
    if (log.length > 200_000) throw new Error(`game ${seed}: no end after 200000 actions`);
    const seat = s.pending!.seat;
    const a = randomAction(s, seat, rng);
    const ev = applyInPlace(s, seat, a);
    log.push([seat, a]);
    each?.(s, ev, rng);
  }
  return { config, log, final: JSON.stringify(s) };
}

describe('tavern: random seatings, random legal play', () => {
  it('keeps every invariant after every action and always ends', () => {
    assertProperty(
      'invariants',
      fc.property(gameSeed, (seed) => {
        play(seed, (s) => {
          const bad = checkInvariants(s);
          if (bad.length) throw new Error(`game ${seed}, action ${s.actions}: ${bad.join('; ')}`);
        });
      }),
      RUNS,
    );
  });

  it('the Bar Deck (VARIANTS.md §8): keeps every invariant after every action (70 Drink cards, each in one place) and always ends', () => {
    assertProperty(
      'bar-deck invariants',
      fc.property(gameSeed, (seed) => {
        const { config } = play(
          seed,
          (s) => {
            const bad = checkInvariants(s);
            if (bad.length) throw new Error(`game ${seed}, action ${s.actions}: ${bad.join('; ')}`);
            if (s.drinkDeck.length > 30) throw new Error(`game ${seed}, action ${s.actions}: a Drink Deck of ${s.drinkDeck.length}`);
          },
          undefined,
          true,
        );
        expect(config.barDeck).toBe(true);
      }),
      RUNS,
    );
  });

  for (const [label, chars] of [['any seating', undefined], ['the second four at the table (Oven, companions, Plots, Loot Sack)', ['corvin', 'pell', 'wren', 'hesper']]] as const) it(`never shows a seat, in a view, an event or a prompt, a card it has not legitimately seen: ${label}`, () => {
    assertProperty(
      `no leaks: ${label}`,
      fc.property(gameSeed, (seed) => {
        let seen: Set<CardId>[] | null = null;
        let all: Set<string> | null = null;
        play(seed, (s, events) => {
          all ??= new Set(Object.keys(s.defs));
          seen ??= s.seats.map(() => new Set<CardId>());
          s.seats.forEach((_, seat) => {
            const known = seen![seat]!;
            for (const id of visibleNow(s, seat)) known.add(id);
            const shown = idsIn(viewFor(s, seat), new Set(), all!);
            idsIn(eventsFor(events, seat), shown, all!);
            for (const id of shown) {
              if (!known.has(id)) throw new Error(`game ${seed}, action ${s.actions}: seat ${seat} was shown ${id} (${s.defs[id]})`);
            }
          });
        }, chars ? [...chars] : undefined);
      }),
      Math.max(2, Math.ceil(RUNS / 3)),
    );
  });

  it('refuses illegal actions with a sentence and leaves the state untouched', () => {
    assertProperty(
      'illegal actions',
      fc.property(gameSeed, (seed) => {
        let checks = 0;
        play(seed, (s, _ev, rng) => {
          if (s.over || rng.int(0, 9) !== 0) return;
          const before = JSON.stringify(s);
          const seat = s.pending!.seat;
          const other = (seat + 1) % s.seats.length;
          const legal = legalActions(s, seat);
          const mine = s.seats[seat]!.hand;
          const notMine = s.seats[other]!.hand[0];
          const junk: [Seat, unknown][] = [
            [seat, { t: 'no-such-action' }],
            [seat, null],
            [seat, { t: 'play' }],
            [seat, { t: 'play', card: 'c999999', mode: 0, targets: [] }],
            [seat, { t: 'order', to: seat }],
            [seat, { t: 'choose', pick: 'nonsense' }],
            [s.seats.length + 3, { t: 'pass' }],
            [-1, legal[0]],
          ];
          if (notMine) junk.push([seat, { t: 'play', card: notMine, mode: 0, targets: [] }]);
          if (s.seats[other]!.alive && other !== seat) junk.push([other, legal[0]]);
          for (const card of mine) {
            const def = cardDef(s.defs[card]!);
            for (let m = 0; m <= def.modes.length; m++) {
              for (const targets of [[], [seat], [other], ['deck'], [99]]) {
                const a = { t: 'play', card, mode: m, targets };
                if (!legal.some((x) => JSON.stringify(x) === JSON.stringify(a))) junk.push([seat, a]);
              }
            }
          }
          for (const [who, a] of junk) {
            let err: unknown = null;
            try {
              apply(s, who, a);
            } catch (e) {
              err = e;
            }
            if (!(err instanceof RuleError)) throw new Error(`game ${seed}: ${JSON.stringify(a)} by ${who} was not refused`);
            expect(err.message.length).toBeGreaterThan(10);
            try {
              applyInPlace(s, who, a);
            } catch {
              /* refused, as above */
            }
            checks++;
          }
          // A stale version is refused too.
          expect(() => apply(s, seat, legal[0], s.version - 1)).toThrow(/older view/);
          expect(JSON.stringify(s)).toBe(before);
        });
        expect(checks).toBeGreaterThan(0);
      }),
      Math.max(2, Math.ceil(RUNS / 3)),
    );
  });

  it('replays a seed and its actions to exactly the same game, through JSON round trips', () => {
    assertProperty(
      'replay',
      fc.property(gameSeed, (seed) => {
        const rec = play(seed);
        let s = JSON.parse(JSON.stringify(newTavern(rec.config).state)) as TavernState;
        for (const [seat, a] of rec.log) {
          s = apply(s, seat, a).state;
          s = JSON.parse(JSON.stringify(s)) as TavernState;
        }
        expect(JSON.stringify(s)).toBe(rec.final);
      }),
      Math.max(2, Math.ceil(RUNS / 3)),
    );
  });
});
