import type { Action } from '../engine/types';
import type { SeatView } from '../engine/view';
import { bet, estimateEquity, STYLES, type Personality } from './betting';
import { CannotImagine } from './determinize';
import { lookaheadBet, type LookaheadParams } from './lookahead';
import { botRng, mix, type BotRng } from './rand';
import { randomAction } from './random';
import { carefulPolicy, cheapPolicy, passive } from './rollout';
import { chooseAction, Worlds } from './search';

/**
 * The three levels are one bot with different means, all deciding from the seat's view and a seed only.
 * Easy looks at few imagined worlds and makes plausible mistakes (a noisy read of its chances, now and then
 * the second-best move). Normal looks at enough worlds to play the odds within 20 ms. Hard spends ten times
 * as much: in Betting Rounds it looks one step ahead at how each opponent would answer (lookahead.ts), and
 * it weighs worlds by what the opponents' bets and play say about their cards.
 */
export type Level = 'easy' | 'normal' | 'hard';

export interface LevelParams {
  /** Most playouts to estimate the chance to win in a Betting Round (without lookahead). */
  equitySamples: number;
  /**
   * Budget of one decision in microseconds of playouts on a typical core, counted as work (see
   * Worlds.units), so a level decides the same on every machine.
   */
  budget: number;
  /** Standard deviation of the error added to the estimated equity. */
  equityNoise: number;
  /** Chance to take a worse game decision (the second best, or any). */
  blunder: number;
  /** Bet by looking one step ahead at how each opponent would answer (Hard). */
  lookahead: LookaheadParams | null;
  /** Weigh imagined worlds by what the opponents' choices say about their cards (Hard). */
  readsPlay: boolean;
  /** Play imagined worlds out with the game's careful policy, where it has one (Hard). */
  careful: boolean;
}

export const LEVELS: Record<Level, LevelParams> = {
  easy: { equitySamples: 12, budget: 2_500, equityNoise: 0.12, blunder: 0.2, lookahead: null, readsPlay: false, careful: false },
  normal: { equitySamples: 40, budget: 8_000, equityNoise: 0, blunder: 0, lookahead: null, readsPlay: false, careful: false },
  hard: { equitySamples: 320, budget: 80_000, equityNoise: 0, blunder: 0, lookahead: { worlds: 48, nested: 10 }, readsPlay: true, careful: true },
};

function gauss(rng: BotRng): number {
  const u = Math.max(1e-9, rng.next());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

/** The work the last decision took (engine actions in imagined worlds), for the benchmark's calibration. */
export const lastDecision = { work: 0, game: '' };

export function playLevel(view: SeatView, level: Level, personality: Personality, seed: number): Action {
  lastDecision.work = 0;
  lastDecision.game = view.game;
  const legal = view.legal;
  if (legal.length === 0) throw new Error(`Seat ${view.seat} has no decision to make`);
  const rng = botRng(mix(seed, 0x51ed));
  if (legal.length === 1) return legal[0]!;
  const p = LEVELS[level];
  let worlds: Worlds;
  try {
    worlds = new Worlds(view, mix(seed, 0xd1ce), p.readsPlay);
  } catch (e) {
    if (!(e instanceof CannotImagine)) throw e;
    return passive(legal) ?? randomAction({ int: (a, b) => rng.int(a, b), state: () => [] }, legal, view.betting);
  }
  try {
    return choose(view, worlds, p, personality, rng);
  } catch (e) {
    if (!(e instanceof CannotImagine)) throw e;
    return passive(legal) ?? legal[0]!;
  } finally {
    lastDecision.work = worlds.work;
  }
}

function choose(view: SeatView, worlds: Worlds, p: LevelParams, personality: Personality, rng: BotRng): Action {
  if (view.betting && p.lookahead) return lookaheadBet(worlds, p.lookahead, worlds.units(p.budget), personality);
  if (view.betting) {
    const eq = estimateEquity(worlds, p.equitySamples, worlds.units(p.budget), cheapPolicy);
    const noisy = Math.min(1, Math.max(0, eq.share + p.equityNoise * gauss(rng)));
    return bet(view, noisy, STYLES[personality], rng);
  }
  const scored = chooseAction(worlds, view.legal, worlds.units(p.budget), p.careful ? carefulPolicy : cheapPolicy, rng);
  if (p.blunder > 0 && rng.next() < p.blunder && scored.length > 1) {
    return rng.next() < 0.7 ? scored[1]!.action : scored[rng.int(0, scored.length - 1)]!.action;
  }
  return scored[0]!.action;
}
