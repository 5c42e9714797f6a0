import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/shared/engine/errors';
import { altersOf, holdingsFor, peekTop, rerollDie, setDie, swapFromTop, type Holding } from '../../../src/shared/engine/holdings';
import { applyInPlace, legalFor, moneyOnTable, newTable, operate, pendingSeats } from '../../../src/shared/engine/table';
import type { AnyState, Seat, TableConfig } from '../../../src/shared/engine/types';
import { activeSeats } from '../../../src/shared/engine/seats';
import { playableGames } from '../../../src/shared/games/registry';
import type { GameDef } from '../../../src/shared/engine/game';
import { rngFrom, seedRng, type Rng } from '../../../src/shared/rng';
import { randomAction } from '../../../src/shared/bots/random';
import { viewFor } from '../../../src/shared/engine/view';
import { config } from '../../helpers/table';

/**
 * Holdings as data (issue 11.2), on every game: what a game declares a seat may alter can be rerolled, set
 * or swapped (the swapped-in card keeps the old one's place and visibility, the old one goes face down to
 * the discards); what it declares common, or not alterable, never can be, and a refusal changes nothing.
 */

/** Every variant set that changes what a seat holds: none, and each holding's own variant. */
function variantSets(def: GameDef): string[][] {
  const out: string[][] = [[]];
  for (const h of def.holdings.seat) {
    if (!h.variant) continue;
    const v = def.variants.find((x) => x.id === h.variant)!;
    const set = [v.id, ...(v.requires ?? [])];
    if (!out.some((x) => x.join() === set.join())) out.push(set);
  }
  return out;
}

function tableFor(def: GameDef, variants: string[], seed: number): AnyState {
  const needsShares = def.shares === 'required' || variants.some((v) => def.variants.find((x) => x.id === v)?.requiresShares);
  const over: Partial<TableConfig> = { variants, seed, startingChips: 40 };
  if (needsShares) over.stakes = { mode: 'shares', share: 1 };
  return newTable(config(def.id, Math.min(4, def.players.max), over)).state;
}

const allCards = (s: AnyState): number[] => [...Object.values(s.zones).flatMap((z) => z.cards), ...s.deck, ...s.discard].sort((a, b) => a - b);

function refused(s: AnyState, op: () => void): void {
  const before = JSON.stringify(s);
  expect(op).toThrow(RuleError);
  expect(JSON.stringify(s)).toBe(before);
}

function diceOf(s: AnyState, h: Holding | string, seat: Seat | null): number[] | undefined {
  const path = typeof h === 'string' ? h : h.dice!;
  const all = (s.g as Record<string, unknown> | null)?.[path];
  return (seat === null ? all : (all as number[][] | undefined)?.[seat]) as number[] | undefined;
}

/** Alters every holding of every seat still in, on copies of `s`, and checks each primitive. */
function checkAt(s: AnyState, counts: Record<string, number>): void {
  const def = playableGames().find((d) => d.id === s.config.game)!;
  const cardsBefore = allCards(s);
  for (const seat of activeSeats(s)) {
    for (const h of holdingsFor(def, s.config.variants)) {
      if (h.dice) {
        const dice = diceOf(s, h, seat);
        if (!dice?.length) continue;
        if (!h.alter) {
          refused(s, () => operate(s, (c) => rerollDie(c, seat, h.name, 0)));
          continue;
        }
        const t = structuredClone(s);
        const others = t.stacks.map((_, o) => (o === seat ? null : JSON.stringify(diceOf(t, h, o))));
        const face = (dice[0]! % 6) + 1;
        operate(t, (c) => setDie(c, seat, h.name, 0, face));
        expect(diceOf(t, h, seat)![0]).toBe(face);
        operate(t, (c) => rerollDie(c, seat, h.name, dice.length - 1));
        expect(diceOf(t, h, seat)![dice.length - 1]).toBeGreaterThanOrEqual(1);
        expect(diceOf(t, h, seat)![dice.length - 1]).toBeLessThanOrEqual(6);
        t.stacks.forEach((_, o) => o !== seat && expect(JSON.stringify(diceOf(t, h, o))).toBe(others[o]));
        expect(t.log.filter((e) => e.t === 'altered').length).toBe(2);
        refused(t, () => operate(t, (c) => setDie(c, seat, h.name, 0, 7)));
        counts[`${h.name} dice`] = (counts[`${h.name} dice`] ?? 0) + 1;
      }
      if (h.zone) {
        const z = s.zones[`${h.zone}.${seat}`];
        if (!z?.cards.length || s.deck.length < 3) continue;
        const out = z.cards[z.cards.length - 1]!;
        if (!h.alter) {
          refused(s, () => operate(s, (c) => swapFromTop(c, seat, h.name, out, 0, 1)));
          continue;
        }
        const t = structuredClone(s);
        const top = t.deck.slice(-3).reverse();
        let seen: number[] = [];
        operate(t, (c) => {
          seen = peekTop(c, seat, 3);
        });
        expect(seen).toEqual(top);
        operate(t, (c) => swapFromTop(c, seat, h.name, out, 1, 3));
        const after = t.zones[`${h.zone}.${seat}`]!;
        // The card looked at second takes the old card's place and keeps the zone's visibility.
        expect(after.cards).toEqual([...z.cards.slice(0, -1), top[1]]);
        expect(after.vis).toEqual(z.vis);
        // The old card and the two others looked at are in the discards (face down: a pile nobody sees).
        expect(t.discard.slice(-3).sort()).toEqual([out, top[0]!, top[2]!].sort());
        expect(t.deck.length).toBe(s.deck.length - 3);
        expect(allCards(t)).toEqual(cardsBefore);
        if (h.mirror) expect(JSON.stringify((t.g as Record<string, unknown[]>)[h.mirror]![seat])).toContain(String(top[1]));
        // Nobody else is told which card came in unless the holding faces them.
        for (let other = -1; other < t.stacks.length; other++) {
          if (other === seat) continue;
          const v = viewFor(t, other);
          const swapped = v.log.filter((e) => e.t === 'altered').at(-1)!;
          const sees = v.zones[`${h.zone}.${seat}`]!.seen;
          expect(swapped.cards).toEqual(sees ? [top[1]] : [null]);
        }
        counts[`${h.name} cards`] = (counts[`${h.name} cards`] ?? 0) + 1;
      }
    }
    // What is common never changes, whoever asks.
    for (const name of def.holdings.common.zones) {
      const z = s.zones[name];
      if (z?.cards.length && s.deck.length) refused(s, () => operate(s, (c) => swapFromTop(c, seat, name, z.cards[0]!, 0, 1)));
    }
    for (const path of def.holdings.common.dice) {
      if (diceOf(s, path, null)?.length) {
        refused(s, () => operate(s, (c) => rerollDie(c, seat, path, 0)));
        refused(s, () => operate(s, (c) => setDie(c, seat, path, 0, 3)));
      }
    }
    // Another seat's holdings are not this seat's to alter: the primitives only reach `seat`'s own.
    refused(s, () => operate(s, (c) => rerollDie(c, seat, 'no-such-holding', 0)));
  }
  expect(moneyOnTable(s)).toBe(s.totalMoney);
}

function step(s: AnyState, rng: Rng): void {
  const pending = pendingSeats(s);
  const seat = pending[rng.int(0, pending.length - 1)]!;
  applyInPlace(s, seat, randomAction(rng, legalFor(s, seat).actions, viewFor(s, seat).betting));
}

describe.each(playableGames().map((d) => [d.id, d] as const))('%s: holdings', (_id, def) => {
  it("declares its tavern summary from its holdings", () => {
    expect(def.tavern?.alters).toEqual(altersOf(def.holdings));
    for (const h of def.holdings.seat) expect(Boolean(h.zone) !== Boolean(h.dice)).toBe(true);
  });

  it.each(variantSets(def).map((v) => [v.join(', ') || 'no variant', v] as const))(
    'alters only what a seat may alter, never what is common (%s)',
    (_name, variants) => {
      const counts: Record<string, number> = {};
      for (let seed = 1; seed <= 3; seed++) {
        const s = tableFor(def, variants, seed);
        const rng = rngFrom(seedRng(seed));
        for (let guard = 0; s.phase === 'playing' && guard < 400; guard++) {
          if (guard < 40 || rng.int(0, 3) === 0) checkAt(s, counts);
          // Stay in: a random table folds early, and the later holdings are worth reaching.
          const seat = pendingSeats(s)[0]!;
          const legal = legalFor(s, seat).actions.filter((a) => a.t !== 'fold' && a.t !== 'leave');
          if (legal.length) applyInPlace(s, seat, legal[rng.int(0, legal.length - 1)]!);
          else step(s, rng);
        }
      }
      // Every alterable holding this variant set has was reached and altered at least once.
      const want = holdingsFor(def, variants).filter((h) => h.alter);
      for (const h of want) expect(Object.keys(counts), `${def.id}: ${h.name} was never altered`).toContain(`${h.name} ${h.dice ? 'dice' : 'cards'}`);
    },
  );
});
