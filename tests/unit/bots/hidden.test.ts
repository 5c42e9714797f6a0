import { describe, expect, it } from 'vitest';
import { decide, type BotLevel } from '../../../src/shared/bots/index';
import { botRng, shuffle } from '../../../src/shared/bots/rand';
import { applyInPlace, legalActions, newTable, pendingSeats } from '../../../src/shared/engine/table';
import type { AnyState, Seat } from '../../../src/shared/engine/types';
import { viewFor } from '../../../src/shared/engine/view';
import { visibleTo } from '../../../src/shared/engine/zones';
import { playableGames } from '../../../src/shared/games/registry';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { randomAction } from '../../../src/shared/bots/random';
import { randomConfig } from '../../../src/shared/sim/random-table';

/**
 * A bot never reads hidden state. For decision points of random games of every game, a second state is
 * made in which everything the deciding seat cannot see is different: the cards it cannot see are dealt
 * anew among the places it cannot see them (other hands, its own unseen cards, deck, discard; other seats'
 * secret choices follow their cards), and the PRNG state is another. The seat's view is the same in both;
 * every level, given the same seed, makes the same decision in both.
 */

/** A state that looks the same to `seat` and differs in everything else. */
function scramble(s: AnyState, seat: Seat, seed: number): AnyState {
  const t = structuredClone(s);
  const slots: { get: () => number; set: (id: number) => void }[] = [];
  for (const z of Object.values(t.zones)) {
    if (visibleTo(z.vis, seat)) continue;
    z.cards.forEach((_, i) => slots.push({ get: () => z.cards[i]!, set: (id) => (z.cards[i] = id) }));
  }
  t.deck.forEach((_, i) => slots.push({ get: () => t.deck[i]!, set: (id) => (t.deck[i] = id) }));
  t.discard.forEach((_, i) => slots.push({ get: () => t.discard[i]!, set: (id) => (t.discard[i] = id) }));
  const before = slots.map((x) => x.get());
  const ids = shuffle(botRng(seed), [...before]);
  slots.forEach((x, i) => x.set(ids[i]!));
  t.rng = seedRng(seed ^ 0x5eed);
  // Other seats' secret choices name their own cards: they follow the cards, so the state stays a real one.
  const moved = new Map(before.map((id, i) => [id, ids[i]!]));
  const follow = (x: unknown, key = ''): unknown => {
    if (typeof x === 'number' && (key === 'card' || key === 'cards')) return moved.get(x) ?? x;
    if (Array.isArray(x)) return x.map((v) => follow(v, key));
    if (x && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, follow(v, k)]));
    return x;
  };
  for (const key of Object.keys(t.secret)) if (!key.endsWith(`.${seat}`)) t.secret[key] = follow(t.secret[key]);
  return t;
}

/** How many hidden cards differ between the two states (so the test is not vacuous). */
function changedHidden(a: AnyState, b: AnyState): number {
  let n = 0;
  for (const [name, z] of Object.entries(a.zones)) z.cards.forEach((id, i) => (n += id !== b.zones[name]!.cards[i] ? 1 : 0));
  a.deck.forEach((id, i) => (n += id !== b.deck[i] ? 1 : 0));
  return n;
}

/** Decision points along a random game: every third decision, up to `count`. */
function decisionPoints(def: (typeof GAMES)[number], seed: number, count: number): { s: AnyState; seat: Seat }[] {
  const rng = rngFrom(seedRng(seed));
  const s = newTable(randomConfig(def, rng, { players: 3, seed })).state;
  const out: { s: AnyState; seat: Seat }[] = [];
  for (let k = 0; s.phase === 'playing' && out.length < count; k++) {
    const seat = pendingSeats(s)[0]!;
    const legal = legalActions(s, seat);
    if (k % 3 === 0 && legal.length > 1) out.push({ s: structuredClone(s), seat });
    applyInPlace(s, seat, randomAction(rng, legal.filter((a) => a.t !== 'fold').length ? legal.filter((a) => a.t !== 'fold') : legal, null));
  }
  return out;
}

const GAMES = playableGames();
const LEVELS: BotLevel[] = ['easy', 'normal', 'hard'];

describe('a bot decides from its view alone', () => {
  for (const def of GAMES) {
    it(`in ${def.name}: changing what the seat cannot see changes neither its view nor any level's decision`, () => {
      let changed = 0;
      for (const [i, { s, seat }] of decisionPoints(def, 11, 3).entries()) {
        const other = scramble(s, seat, 1000 + i);
        changed += changedHidden(s, other);
        const view = viewFor(s, seat);
        const otherView = viewFor(other, seat);
        expect(otherView).toEqual(view);
        // Hard is slow: it is asked at the first decision point only.
        for (const level of i === 0 ? LEVELS : LEVELS.slice(0, 2)) {
          const req = { level, personality: 'bluffer' as const, seed: 4242 + i };
          expect(decide({ ...req, view: otherView })).toEqual(decide({ ...req, view }));
        }
      }
      expect(changed).toBeGreaterThan(0);
    });
  }
});

describe('each level is deterministic for a seed', () => {
  for (const def of GAMES) {
    it(`in ${def.name}: the same view and seed give the same action, whatever was decided in between`, () => {
      const points = decisionPoints(def, 23, 3);
      for (const level of ['easy', 'normal'] as const) {
        const first = points.map(({ s, seat }, i) => decide({ view: viewFor(s, seat), level, personality: 'loose', seed: 77 + i }));
        // Asking again, in reverse order, after other decisions: no state is carried from one decision to the next.
        const again = [...points].reverse().map(({ s, seat }, j) => decide({ view: viewFor(s, seat), level, personality: 'loose', seed: 77 + points.length - 1 - j }));
        expect(again.reverse()).toEqual(first);
      }
    });
  }

  it('Hard gives the same action twice for the same view and seed', () => {
    const [{ s, seat }] = decisionPoints(GAMES.find((d) => d.id === 'rogues-and-warriors')!, 5, 1);
    const req = { view: viewFor(s!, seat!), level: 'hard' as const, personality: 'cautious' as const, seed: 9 };
    expect(decide(req)).toEqual(decide(structuredClone(req)));
  });
});
