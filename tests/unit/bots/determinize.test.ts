import { describe, expect, it } from 'vitest';
import { imagine, sampleWorld } from '../../../src/shared/bots/determinize';
import { botRng } from '../../../src/shared/bots/rand';
import { randomAction } from '../../../src/shared/bots/random';
import { applyInPlace, legalActions, moneyOnTable, newTable, pendingSeats } from '../../../src/shared/engine/table';
import type { AnyState, Seat } from '../../../src/shared/engine/types';
import { viewFor } from '../../../src/shared/engine/view';
import { playableGames } from '../../../src/shared/games/registry';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { randomConfig } from '../../../src/shared/sim/random-table';

/**
 * An imagined world is a real game state that the seat could not tell from the real one: its view of the
 * world is its view of the table (same cards seen, same legal actions, same money), every card is in one
 * place only, and the engine can play on from it.
 */
function cardsOf(s: AnyState): number[] {
  return [...Object.values(s.zones).flatMap((z) => z.cards), ...s.deck, ...s.discard];
}

function points(seed: number): { s: AnyState; seat: Seat }[] {
  const out: { s: AnyState; seat: Seat }[] = [];
  for (const def of playableGames()) {
    const rng = rngFrom(seedRng(seed));
    const s = newTable(randomConfig(def, rng, { players: 2 + (seed % 4), seed })).state;
    for (let k = 0; s.phase === 'playing'; k++) {
      const seat = pendingSeats(s)[0]!;
      const legal = legalActions(s, seat);
      if (k % 4 === 1) out.push({ s: structuredClone(s), seat });
      const stay = legal.filter((a) => a.t !== 'fold');
      applyInPlace(s, seat, randomAction(rng, stay.length ? stay : legal, null));
    }
  }
  return out;
}

describe('imagined worlds', () => {
  for (const seed of [1, 2, 3]) {
    it(`look to the seat exactly like the table (random games of every game, seed ${seed})`, () => {
      const all = points(seed);
      expect(all.length).toBeGreaterThan(40);
      for (const [i, { s, seat }] of all.entries()) {
        const view = viewFor(s, seat);
        const world = sampleWorld(imagine(view), botRng(i));
        const seen = viewFor(world, seat);
        expect(seen.zones).toEqual(view.zones);
        expect(seen.legal).toEqual(view.legal);
        expect(seen.pending).toContain(seat);
        expect([seen.deckCount, seen.discardCount]).toEqual([view.deckCount, view.discardCount]);
        expect(seen.stacks).toEqual(view.stacks);
        expect(seen.g).toEqual(view.g);
        expect(moneyOnTable(world)).toBe(world.totalMoney);
        const ids = cardsOf(world);
        expect(ids).not.toContain(-1);
        expect(new Set(ids).size).toBe(ids.length);
      }
    });
  }

  it('deal the unseen cards differently from world to world', () => {
    const { s, seat } = points(4).find(({ s }) => s.deck.length > 10)!;
    const im = imagine(viewFor(s, seat));
    const a = sampleWorld(im, botRng(1));
    const b = sampleWorld(im, botRng(2));
    expect(a.deck).not.toEqual(b.deck);
    // The same cards in all, only in other places.
    expect(cardsOf(a).sort((x, y) => x - y)).toEqual(cardsOf(b).sort((x, y) => x - y));
  });

  it('put the cards the seat discarded itself into the discard pile', () => {
    const def = playableGames().find((d) => d.id === 'kings-council')!;
    const s = newTable({ ...randomConfig(def, rngFrom(seedRng(3)), { players: 2, seed: 3 }), variants: [], stakes: { mode: 'shares', share: 1 } }).state;
    const seat = pendingSeats(s)[0]!;
    const hand = s.zones[`hand.${seat}`]!.cards;
    const thrown = [hand[0]!, hand[1]!].sort((x, y) => x - y);
    applyInPlace(s, seat, { t: 'exchange', cards: thrown });
    const other = pendingSeats(s)[0]!;
    applyInPlace(s, other, { t: 'keep' });
    const next = pendingSeats(s)[0]!;
    expect(next).toBe(seat);
    const world = sampleWorld(imagine(viewFor(s, seat)), botRng(7));
    expect([...world.discard].sort((x, y) => x - y)).toEqual(thrown);
  });
});
