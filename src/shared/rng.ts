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

function wrap(gen: RandomGenerator): Rng {
  return {
    int: (from, to) => uniformInt(gen, from, to),
    state: () => [...gen.getState()],
  };
}

export function seedRng(seed: number): RngState {
  return [...xoroshiro128plus(seed | 0).getState()];
}

export function rngFrom(state: RngState): Rng {
  return wrap(xoroshiro128plusFromState(state));
}

/**
 * The state's PRNG for one action, started only when the action draws a number: most actions (a bet, a pass,
 * a card played) draw none, and then `state()` hands back the very state it was given, as it was. One object
 * an action and no closures: this runs on every action of the table engine and the tavern's.
 */
export function lazyRngFrom(state: RngState): Rng {
  return new LazyRng(state);
}

class LazyRng implements Rng {
  private live: Rng | null = null;
  constructor(private readonly start: RngState) {}
  int(from: number, to: number): number {
    return (this.live ??= rngFrom(this.start)).int(from, to);
  }
  state(): RngState {
    return this.live ? this.live.state() : this.start;
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
