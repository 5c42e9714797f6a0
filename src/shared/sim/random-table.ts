import { randomAction } from '../bots/random';
import type { GameDef } from '../engine/game';
import { roundOptions, stakesMode } from '../stakes';
import { currentStep, legalActions, moneyOnTable, pendingSeats, playInPlace } from '../engine/table';
import type { Action, AnyState, Seat, SplitRule, TableConfig } from '../engine/types';
import type { Rng } from '../rng';

/**
 * Random tables and random legal play, shared by the simulator, the benchmark and the property tests, so
 * all three exercise the engine the same way.
 */

/** A random legal variant set: each variant on with probability 1/2, dropping any that conflict. */
export function randomVariants(def: GameDef, rng: Rng, mode: 'betting' | 'shares'): string[] {
  const chosen: string[] = [];
  for (const v of def.variants) {
    if (rng.int(0, 1) === 0) continue;
    // A variant these stakes refuse (one needing Shares, at a betting table) is not drawn.
    if (stakesMode(mode).refuses(def, [v.id]) !== null) continue;
    if (chosen.some((c) => v.excludes?.includes(c) || def.variants.find((x) => x.id === c)?.excludes?.includes(v.id))) continue;
    chosen.push(v.id);
  }
  // Drop a variant whose prerequisite was not drawn (repeat: one drop may orphan another).
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of [...chosen]) {
      const needs = def.variants.find((x) => x.id === id)?.requires ?? [];
      if (needs.some((n) => !chosen.includes(n))) {
        chosen.splice(chosen.indexOf(id), 1);
        changed = true;
      }
    }
  }
  return chosen;
}

export function randomConfig(def: GameDef, rng: Rng, opts: { players?: number; seed?: number } = {}): TableConfig {
  const players = opts.players ?? rng.int(def.players.min, def.players.max);
  const mode: 'betting' | 'shares' =
    def.shares === 'required' ? 'shares' : def.shares === 'refused' ? 'betting' : rng.int(0, 2) === 0 ? 'shares' : 'betting';
  // A variant that forces Shares is only drawn when the table already plays for Shares.
  const variants = randomVariants(def, rng, mode);
  const splitRules: SplitRule[] = ['merchant', 'king', 'commoner'];
  const config: TableConfig = {
    game: def.id,
    seats: Array.from({ length: players }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const })),
    variants,
    stakes: stakesMode(mode).random(rng),
    splitRule: splitRules[rng.int(0, 2)]!,
    startingChips: rng.int(5, 120),
    seed: opts.seed ?? rng.int(0, 2 ** 30),
  };
  const options: Record<string, number> = {};
  for (const o of def.options ?? []) {
    if (o.variant && !variants.includes(o.variant)) continue;
    // Small values more often: the edges (0, the minimum) are where rules break.
    options[o.id] = rng.int(0, 3) === 0 ? o.min : rng.int(o.min, Math.min(o.max, o.min + 12));
  }
  if (Object.keys(options).length) config.options = options;
  return config;
}

export interface PlayChecks {
  /** Called after every accepted action (money conservation, view checks...). Throw to fail. */
  afterAction?(s: AnyState, seat: Seat, a: Action): void;
}

export interface PlayedGame {
  actions: { seat: Seat; action: Action }[];
}

/** Random legal actions until the current game is over. Throws if it does not end within `maxActions`. */
export function playRandomGame(s: AnyState, rng: Rng, checks: PlayChecks = {}, maxActions = 20_000): PlayedGame {
  const actions: { seat: Seat; action: Action }[] = [];
  while (s.phase === 'playing') {
    if (actions.length >= maxActions) throw new Error(`${s.config.game}: no end after ${maxActions} actions`);
    const pending = pendingSeats(s);
    if (pending.length === 0) throw new Error(`${s.config.game}: the game waits on no one at step ${s.step.id}`);
    const seat = pending[rng.int(0, pending.length - 1)]!;
    const legal = legalActions(s, seat);
    if (legal.length === 0) throw new Error(`${s.config.game}: seat ${seat} is awaited at ${s.step.id} but has no legal action`);
    const betting = roundOptions(s, currentStep(s), seat);
    const action = randomAction(rng, legal, betting);
    playInPlace(s, seat, action);
    actions.push({ seat, action });
    checks.afterAction?.(s, seat, action);
  }
  return { actions };
}

export function assertMoneyConserved(s: AnyState): void {
  const now = moneyOnTable(s);
  if (now !== s.totalMoney) {
    throw new Error(`Money not conserved: ${now} on the table, ${s.totalMoney} at the start (stacks ${s.stacks.join('/')}, pot ${s.contrib.join('/')}, carry ${s.carry})`);
  }
  for (const x of s.stacks) if (x < 0 || !Number.isInteger(x)) throw new Error(`A stack went to ${x}`);
}
