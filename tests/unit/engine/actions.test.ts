import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS, describeCard, formatCard, type CardId } from '../../../src/shared/cards/card';
import { RuleError } from '../../../src/shared/engine/errors';
import { offers, sameJson } from '../../../src/shared/engine/legal';
import { applyInPlace, legalFor, newTable, pendingSeats } from '../../../src/shared/engine/table';
import type { Action, AnyState, Seat } from '../../../src/shared/engine/types';
import { viewFor } from '../../../src/shared/engine/view';
import { visibleTo } from '../../../src/shared/engine/zones';
import { playableGames } from '../../../src/shared/games/registry';
import { rngFrom, seedRng, type Rng } from '../../../src/shared/rng';
import { randomAction } from '../../../src/shared/bots/random';
import { randomConfig } from '../../../src/shared/sim/random-table';
import { propertySeed } from '../../helpers/property';
import { config } from '../../helpers/table';

/**
 * Issue 12.2 and 11.5: one legal-actions object per decision, and nothing but its shapes is accepted. Every
 * legal action of random tables (2 to 8 players) is sent again with its types and shapes altered (a number as
 * a string, as a list or a fraction; a list in a list or of strings; a field missing, null or extra; another
 * `t`; the action itself as a list or a string). Each must be refused with a rule error whose sentence names
 * no card the seat cannot see, and the state must be exactly as it was.
 */

/** Every alteration of the action's types and shapes (its values stay: those are the step's to judge). */
function alterations(a: Action): unknown[] {
  const out: unknown[] = [[a], JSON.stringify(a), null, { ...a, t: a.t.toUpperCase() }, { ...a, t: [a.t] }, { ...a, extra: 1 }, { ...a, __proto__: null }];
  for (const [k, v] of Object.entries(a)) {
    if (k === 't') continue;
    const without: Record<string, unknown> = { ...a };
    delete without[k];
    out.push(without, { ...a, [k]: null }, { ...a, [k]: { value: v } });
    if (typeof v === 'number') out.push({ ...a, [k]: String(v) }, { ...a, [k]: [v] }, { ...a, [k]: v + 0.5 }, { ...a, [k]: Number.NaN });
    if (typeof v === 'string') out.push({ ...a, [k]: [v] }, { ...a, [k]: 1 });
    if (Array.isArray(v)) {
      out.push({ ...a, [k]: [v] }, { ...a, [k]: v.map((x) => String(x)) }, { ...a, [k]: v.length ? v[0] : 0 }, { ...a, [k]: v.map((x) => [x]) });
      if (v.length) out.push({ ...a, [k]: [...v.slice(1), String(v[0])] });
    }
  }
  return out;
}

/** Names and notations of the cards `seat` cannot see now (none that also names a card it sees). */
function hiddenNames(s: AnyState, seat: Seat): string[] {
  const seen = new Set<CardId>();
  for (const z of Object.values(s.zones)) if (visibleTo(z.vis, seat)) z.cards.forEach((id) => seen.add(id));
  const seenNames = new Set([...seen].flatMap((id) => [describeCard(id), formatCard(id)]));
  return CARDS.filter((c) => !seen.has(c.id)).flatMap((c) => [describeCard(c.id), formatCard(c.id)]).filter((x) => c_hasAnimal(x) && !seenNames.has(x));
}
const c_hasAnimal = (name: string): boolean => /\(|\./.test(name);

function expectRefused(s: AnyState, seat: Seat, forged: unknown, hidden = hiddenNames(s, seat), before = JSON.stringify(s)): void {
  let error: unknown = null;
  try {
    applyInPlace(s, seat, forged as Action);
  } catch (e) {
    error = e;
  }
  if (!(error instanceof RuleError)) {
    throw new Error(`${s.config.game} at ${s.step.id}: ${JSON.stringify(forged)} was ${error ? `met with ${String(error)}` : 'accepted'}`);
  }
  for (const name of hidden) expect(error.message, `${s.config.game}: the refusal names a hidden card`).not.toContain(name);
  expect(error.message.length).toBeLessThan(300);
  expect(JSON.stringify(s)).toBe(before);
}

/** Up to three of the seat's legal actions (each kind of action first), every alteration of each. */
function tryAll(s: AnyState, rng: Rng): void {
  const seat = pendingSeats(s)[0]!;
  const legal = legalFor(s, seat);
  const all = [...legal.actions, ...legal.amounts.map((r) => ({ t: r.t, [r.field]: rng.int(r.min, r.max) }))];
  const kinds = [...new Set(all.map((a) => a.t))].map((t) => all.filter((a) => a.t === t));
  const sent = kinds.map((same) => same[rng.int(0, same.length - 1)]!).slice(0, 3);
  const hidden = hiddenNames(s, seat);
  const before = JSON.stringify(s);
  for (const a of sent) {
    for (const forged of alterations(a)) {
      if (sameJson(forged, a) || offers(legal, forged)) continue;
      expectRefused(s, seat, forged, hidden, before);
    }
  }
}

/** Tables per game; each sends a few hundred altered actions. */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 6);

describe.each(playableGames().map((d) => [d.id] as const))('%s: altered actions', (game) => {
  it('refuses every legal action sent with another type or shape, and changes nothing', () => {
    // Seeded and printed like every property (tests/helpers/property.ts): PROPERTY_SEED=<base> replays it.
    const seed = propertySeed(`altered actions: ${game}`);
    const def = playableGames().find((d) => d.id === game)!;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (tableSeed) => {
        const rng = rngFrom(seedRng(tableSeed));
        const s = newTable(randomConfig(def, rng, { players: rng.int(def.players.min, def.players.max) })).state;
        for (let guard = 0; s.phase === 'playing' && guard < 3000; guard++) {
          if (rng.int(0, 5) === 0) tryAll(s, rng);
          const pending = pendingSeats(s);
          const seat = pending[rng.int(0, pending.length - 1)]!;
          applyInPlace(s, seat, randomAction(rng, legalFor(s, seat).actions, viewFor(s, seat).betting));
        }
      }),
      { numRuns: RUNS, seed },
    );
  });
});

describe("Jack of All Trades' forged assignments (12.2)", () => {
  const atAssign = (variants: string[]): AnyState => {
    const s = newTable(config('jack-of-all-trades', ['Cliff', 'Jen', 'Tom'], { variants, seed: 3 })).state;
    for (let guard = 0; guard < 200 && !s.step.id.startsWith('assign'); guard++) {
      const seat = pendingSeats(s)[0]!;
      const legal = legalFor(s, seat).actions;
      applyInPlace(s, seat, legal.find((x) => x.t === 'check') ?? legal[0]!);
    }
    expect(s.step.id).toMatch(/^assign/);
    return s;
  };

  it('refuses a card id written as a string or as a list in a list, naming no hidden card', () => {
    const s = atAssign(['hidden-fate']);
    const seat = pendingSeats(s)[0]!;
    const mine = s.zones[`workers.${seat}`]!.cards;
    const other = s.zones[`workers.${(seat + 1) % 3}`]!.cards[0]!;
    for (const forged of [
      { t: 'assign', cards: [String(mine[0])] },
      { t: 'assign', cards: [[mine[0]]] },
      { t: 'assign', cards: [String(other)] },
      { t: 'assign', cards: [[other]] },
      { t: 'assign', cards: mine[0] },
    ]) {
      expectRefused(s, seat, forged);
      try {
        applyInPlace(s, seat, forged as unknown as Action);
      } catch (e) {
        expect((e as Error).message).not.toContain(describeCard(other));
        expect((e as Error).message).not.toContain(String(other));
      }
    }
    // The table still plays: the seat's real choices are accepted.
    applyInPlace(s, seat, legalFor(s, seat).actions[0]!);
  });

  it('refuses a die written as a string or as a list in a list', () => {
    const s = atAssign([]);
    const seat = pendingSeats(s)[0]!;
    const dice = (s.g as { workers: number[][] }).workers[seat]!;
    for (const forged of [{ t: 'assign', dice: [String(dice[0])] }, { t: 'assign', dice: [[dice[0]]] }, { t: 'assign', dice: dice[0] }]) {
      expectRefused(s, seat, forged);
    }
  });
});
