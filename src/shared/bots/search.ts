import { applyInPlace } from '../engine/table';
import type { Action, AnyState, Seat } from '../engine/types';
import type { SeatView } from '../engine/view';
import { cloneState, imagine, sampleWorld, type Imagined } from './determinize';
import { hintsFor } from './hints';
import { botRng, mix } from './rand';
import { playOut, worth, type RolloutPolicy } from './rollout';

/**
 * Flat Monte Carlo over determinizations: each candidate action is tried in the same imagined worlds (common
 * random numbers, so two actions are compared on the same cards and dice) and each world is played out to the
 * end. Sequential halving spends the budget on the actions still in contention. Everything is seeded, so the
 * same view and seed give the same choice.
 */
export interface Outcome {
  /** The seat's worth at the end of the world (its stack, plus its share of a replayed pot). */
  mine: number;
  /** Chips each seat took at settlement, and whether it was still in at the end. */
  payouts: number[];
  alive: boolean[];
}

export class Worlds {
  readonly im: Imagined;
  private cache: AnyState[] = [];
  constructor(
    readonly view: SeatView,
    readonly seed: number,
  ) {
    this.im = imagine(view);
  }
  /** World number i: the same for every action, built once. */
  world(i: number): AnyState {
    let w = this.cache[i];
    if (!w) {
      w = sampleWorld(this.im, botRng(mix(this.seed, i)));
      this.cache[i] = w;
    }
    return cloneState(w);
  }
}

/** Plays one action in world i, then the rest of the game with `policy`. */
export function tryAction(worlds: Worlds, i: number, a: Action, policy: RolloutPolicy): Outcome | null {
  const seat = worlds.view.seat;
  const s = worlds.world(i);
  try {
    applyInPlace(s, seat, a);
  } catch {
    return null;
  }
  playOut(s, policy, botRng(mix(worlds.seed ^ 0x7f4a7c15, i)), hintsFor(s.config.game).horizon ?? 400);
  return outcomeOf(s, seat);
}

export function outcomeOf(s: AnyState, seat: Seat): Outcome {
  const payouts = s.result ? [...s.result.payouts] : s.stacks.map(() => 0);
  return { mine: worth(s, seat), payouts, alive: s.inGame.map((x, i) => x && !s.folded[i]) };
}

export interface Scored {
  action: Action;
  mean: number;
  n: number;
}

/**
 * Sequential halving over `actions` with about `budget` playouts in all. Returns every action with its mean
 * worth, best first (actions dropped early keep the mean of their fewer samples).
 */
export function scoreActions(worlds: Worlds, actions: Action[], budget: number, policy: RolloutPolicy): Scored[] {
  const stats = actions.map((action) => ({ action, sum: 0, n: 0 }));
  let alive = stats.map((_, i) => i);
  const rounds = Math.max(1, Math.ceil(Math.log2(actions.length)));
  let target = 0;
  for (let r = 0; r < rounds && alive.length > 0; r++) {
    target += Math.max(1, Math.floor(budget / (rounds * alive.length)));
    for (const k of alive) {
      const st = stats[k]!;
      while (st.n < target) {
        const o = tryAction(worlds, st.n, st.action, policy);
        st.sum += o ? o.mine : -1e9;
        st.n++;
      }
    }
    if (alive.length === 1) break;
    alive.sort((x, y) => stats[y]!.sum / stats[y]!.n - stats[x]!.sum / stats[x]!.n || x - y);
    alive = alive.slice(0, Math.ceil(alive.length / 2));
  }
  return stats
    .map((st, i) => ({ i, s: { action: st.action, mean: st.n ? st.sum / st.n : -Infinity, n: st.n } }))
    .sort((x, y) => y.s.n - x.s.n || y.s.mean - x.s.mean || x.i - y.i)
    .map((x) => x.s);
}
