import { applyInPlace } from '../engine/table';
import type { Action, AnyState, Seat } from '../engine/types';
import type { SeatView } from '../engine/view';
import { cloneState, imagine, sampleWorld, type Imagined } from './determinize';
import { DEFAULT_UNIT_COST, hintsFor, type GameHints } from './hints';
import { botRng, mix, shuffle, type BotRng } from './rand';
import { DEFAULT_HORIZON, playOut, sharesNow, worth, type RolloutPolicy } from './rollout';

/**
 * Flat Monte Carlo over determinizations: each candidate action is tried in the same imagined worlds (common
 * random numbers, so two actions are compared on the same cards and dice) and each world is played out to the
 * end. Sequential halving spends the budget on the actions still in contention. Budgets count work (engine
 * actions played, plus a little for each world copied), not time, so a decision is the same on any machine,
 * and long games get fewer, longer playouts. Everything is seeded: the same view and seed give the same choice.
 */
export interface Outcome {
  /** The seat's worth at the end of the world (its stack, plus its share of a replayed pot). */
  mine: number;
  /** Chips each seat took at settlement (for a world cut short: its share of the pot as it stands). */
  payouts: number[];
  alive: boolean[];
}

/** What copying a world and starting a playout costs, in engine actions. */
const PLAYOUT_OVERHEAD = 2;

export class Worlds {
  readonly im: Imagined;
  /** Work spent so far, in engine actions. */
  work = 0;
  /** Actions per playout seen so far, to size budgets. */
  private played = 0;
  private playouts = 0;
  private cache: AnyState[] = [];
  private weights: number[] = [];
  readonly horizon: number;
  /** Microseconds per unit of work in this game (hints), to turn a time budget into work. */
  readonly unitCost: number;
  private readonly hints: GameHints;
  constructor(
    readonly view: SeatView,
    readonly seed: number,
    /** Weigh worlds by how well they fit the opponents' play so far (the game's hint; Hard). */
    readonly readsPlay = false,
  ) {
    this.im = imagine(view);
    const hints = hintsFor(view.game);
    this.hints = hints;
    this.horizon = hints.horizon ?? DEFAULT_HORIZON;
    this.unitCost = hints.unitCost ?? DEFAULT_UNIT_COST;
  }
  /** A budget in microseconds as work units for this game. */
  units(micros: number): number {
    return Math.max(1, Math.floor(micros / this.unitCost));
  }
  /** World number i: the same for every action, built once. */
  world(i: number): AnyState {
    let w = this.cache[i];
    if (!w) {
      w = sampleWorld(this.im, botRng(mix(this.seed, i)));
      this.cache[i] = w;
    }
    this.work += PLAYOUT_OVERHEAD;
    return cloneState(w);
  }
  /** How likely world i is given the opponents' play (1 unless the bot reads play and the game says how). */
  weight(i: number): number {
    if (!this.readsPlay || !this.hints.worldWeight) return 1;
    let w = this.weights[i];
    if (w === undefined) {
      this.world(i);
      w = this.hints.worldWeight(this.view, this.cache[i]!);
      this.weights[i] = w;
    }
    return w;
  }
  /** Plays a world out from where it is, counting the work. */
  playOut(s: AnyState, policy: RolloutPolicy, rng: BotRng): void {
    const n = playOut(s, policy, rng, this.horizon);
    this.work += n;
    this.played += n;
    this.playouts++;
  }
  /** The average cost of one playout so far (a guess before the first). */
  cost(): number {
    return PLAYOUT_OVERHEAD + (this.playouts ? this.played / this.playouts : 10);
  }
}

/** Plays one action in world i, then the rest of the game with `policy`. Null if the world refuses it. */
export function tryAction(worlds: Worlds, i: number, a: Action | null, policy: RolloutPolicy): Outcome | null {
  const seat = worlds.view.seat;
  const s = worlds.world(i);
  if (a) {
    try {
      applyInPlace(s, seat, a);
    } catch {
      return null;
    }
  }
  worlds.playOut(s, policy, botRng(mix(worlds.seed ^ 0x7f4a7c15, i)));
  return outcomeOf(s, seat);
}

export function outcomeOf(s: AnyState, seat: Seat): Outcome {
  const alive = s.inGame.map((x, i) => x && !s.folded[i]!);
  if (s.result) return { mine: worth(s, seat), payouts: [...s.result.payouts], alive };
  const pot = s.contrib.reduce((a, b) => a + b, 0) + s.carry;
  return { mine: worth(s, seat), payouts: sharesNow(s).map((x) => x * pot), alive };
}

/** The seat's share of what was paid out in a world (an even share of nothing when nothing was paid). */
export function shareOf(o: Outcome, seat: Seat): number {
  const pot = o.payouts.reduce((a, b) => a + b, 0);
  if (pot > 0) return o.payouts[seat]! / pot;
  return o.alive[seat] ? 1 / Math.max(1, o.alive.filter(Boolean).length) : 0;
}

export interface Scored {
  action: Action;
  mean: number;
  n: number;
}

/**
 * Sequential halving over `actions` within about `work` engine actions. When there are more actions than
 * playouts to spare, the cheap policy's own choice and a random few are looked at. Returns the actions looked
 * at with their mean worth, the best first.
 */
export function scoreActions(worlds: Worlds, actions: Action[], work: number, policy: RolloutPolicy, rng: BotRng): Scored[] {
  const start = worlds.work;
  const stats = actions.map((action) => ({ action, sum: 0, wsum: 0, n: 0, values: [] as number[] }));
  const sample = (k: number) => {
    const st = stats[k]!;
    const o = tryAction(worlds, st.n, st.action, policy);
    const w = worlds.weight(st.n);
    const v = o ? o.mine : -1e9;
    st.sum += w * v;
    st.wsum += w;
    st.values.push(v);
    st.n++;
  };
  // The cheap policy's choice goes first: it is the fallback when the budget allows little else.
  const first = worlds.world(0);
  const pick = policy(first, worlds.view.seat, actions, rng);
  const order = actions.map((_, i) => i);
  const lead = Math.max(0, actions.findIndex((a) => JSON.stringify(a) === JSON.stringify(pick)));
  order.splice(order.indexOf(lead), 1);
  shuffle(rng, order);
  order.unshift(lead);
  sample(lead);
  const playouts = Math.max(1, Math.floor((work - (worlds.work - start)) / worlds.cost()));
  let alive = order.slice(0, Math.max(2, Math.min(actions.length, Math.floor(playouts / 3))));
  const rounds = Math.max(1, Math.ceil(Math.log2(alive.length)));
  let target = 0;
  const mean = (k: number) => stats[k]!.sum / Math.max(1e-12, stats[k]!.wsum);
  // The first playout only guesses the cost of the others: the work is checked as it goes, too.
  const spent = () => worlds.work - start >= work;
  for (let r = 0; r < rounds && alive.length > 0 && (r === 0 || !spent()); r++) {
    target += Math.max(1, Math.floor(playouts / (rounds * alive.length)));
    for (const k of alive) while (stats[k]!.n < target && !(spent() && stats[k]!.n > 0)) sample(k);
    if (alive.length === 1) break;
    alive = [...alive].sort((x, y) => mean(y) - mean(x) || x - y);
    // The cheap policy's choice is never dropped: it is what the search must clearly beat.
    alive = [...new Set([...alive.slice(0, Math.ceil(alive.length / 2)), lead])];
  }
  // The actions still in contention come first, best mean first; then the ones dropped on the way.
  const finalists = [...alive].sort((x, y) => mean(y) - mean(x) || x - y);
  // A game's own cheap policy is a sensible move (a random default is not): the search must clearly beat it.
  const trusted = hintsFor(worlds.view.game).rollout !== undefined;
  if (trusted && finalists[0] !== lead && !clearlyBetter(stats[finalists[0]!]!.values, stats[lead]!.values)) {
    finalists.splice(finalists.indexOf(lead), 1);
    finalists.unshift(lead);
  }
  const dropped = stats.map((_, k) => k).filter((k) => stats[k]!.n > 0 && !alive.includes(k));
  dropped.sort((x, y) => mean(y) - mean(x) || x - y);
  return [...finalists, ...dropped].map((k) => ({ action: stats[k]!.action, mean: mean(k), n: stats[k]!.n }));
}

/**
 * Whether `a` beats `b` by more than the noise of the worlds sampled: the two were played in the same worlds
 * (same index, same cards), so their differences world by world are compared with their standard error.
 */
export function clearlyBetter(a: readonly number[], b: readonly number[], z = 1): boolean {
  const n = Math.min(a.length, b.length);
  if (n < 2) return false;
  let sum = 0;
  let sq = 0;
  for (let i = 0; i < n; i++) {
    const d = a[i]! - b[i]!;
    sum += d;
    sq += d * d;
  }
  const mean = sum / n;
  const se = Math.sqrt(Math.max(0, sq / n - mean * mean) / (n - 1));
  return mean > z * se;
}

/** The cards an exchange-like action names, if it only differs from its siblings by them. */
function pickedCards(a: Action): number[] | null {
  if (!Array.isArray(a.cards)) return null;
  for (const k of Object.keys(a)) if (k !== 't' && k !== 'cards') return null;
  return a.cards as number[];
}

/**
 * "Discard 0, 1 or 2 cards" lists every pair, which is too many to try them all well. In two rounds:
 * keeping and each single card first, then the pairs made of the three best singles, against the best of
 * the first round. Other decisions are scored directly.
 */
export function chooseAction(worlds: Worlds, actions: Action[], work: number, policy: RolloutPolicy, rng: BotRng): Scored[] {
  const picks = actions.map(pickedCards);
  const pairs = actions.filter((_, i) => picks[i]?.length === 2);
  if (actions.length <= 12 || pairs.length < 6 || picks.some((p, i) => p === null && actions[i]!.t !== 'keep')) {
    return scoreActions(worlds, actions, work, policy, rng);
  }
  const small = actions.filter((_, i) => (picks[i]?.length ?? 0) < 2);
  if (small.length < 3) return scoreActions(worlds, actions, work, policy, rng);
  const first = scoreActions(worlds, small, work / 2, policy, rng);
  const best = first
    .map((s) => pickedCards(s.action))
    .filter((p): p is number[] => p !== null && p.length === 1)
    .slice(0, 3)
    .map((p) => p[0]!);
  const combos = pairs.filter((a) => (a.cards as number[]).every((id) => best.includes(id)));
  const second = scoreActions(worlds, [...first.slice(0, 2).map((s) => s.action), ...combos], work / 2, policy, rng);
  return [...second, ...first.filter((s) => !second.some((x) => x.action === s.action))];
}
