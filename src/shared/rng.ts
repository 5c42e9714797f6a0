import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/**
 * The seeded PRNG whose whole state lives in the game state as plain numbers, so saving, resuming and
 * replaying a game reproduce every shuffle and roll. A `Rng` is the live generator used while one action
 * is applied; its state is written back into the game state when the action is done.
 */
export type RngState = number[];

export interface Rng {
  int(from: number, to: number): number;
  state(): RngState;
}

export function seedRng(seed: number): RngState {
  return [...xoroshiro128plus(seed | 0).getState()];
}

/**
 * The live generator of a state, started only when a number is drawn: most actions (a bet, a pass, a card
 * played) draw none, and then `state()` hands back the very state it was given, as it was. One class for every
 * generator, with no closures: the engine's shuffles and rolls call `int` through it at every deal, and one
 * shape keeps that call cheap (issue 21's bench).
 */
export function rngFrom(state: RngState): Rng {
  return new StateRng(state);
}

class StateRng implements Rng {
  private gen: RandomGenerator | null = null;
  constructor(private readonly start: RngState) {}
  int(from: number, to: number): number {
    return uniformInt((this.gen ??= xoroshiro128plusFromState(this.start)), from, to);
  }
  state(): RngState {
    return this.gen ? [...this.gen.getState()] : this.start;
  }
}

/** Fisher–Yates in place. */
export function shuffleInPlace<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  return items;
}

export function rollDie(rng: Rng): number {
  return rng.int(1, 6);
}
