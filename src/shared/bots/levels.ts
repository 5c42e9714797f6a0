import type { Action } from '../engine/types';
import type { SeatView } from '../engine/view';
import { bet, estimateEquity, opponentSignals, STYLES, type Personality } from './betting';
import { CannotImagine } from './determinize';
import { botRng, mix, type BotRng } from './rand';
import { randomAction } from './random';
import { cheapPolicy, passive } from './rollout';
import { scoreActions, Worlds } from './search';

/**
 * The three levels are one bot with different means. Easy looks at few worlds and makes plausible mistakes
 * (a noisy read of its chances, now and then the second-best move); Normal looks at enough worlds to play
 * the odds within 20 ms; Hard looks at many more and reads the opponents' bets.
 */
export type Level = 'easy' | 'normal' | 'hard';

export interface LevelParams {
  /** Playouts to estimate the chance to win in a Betting Round. */
  equitySamples: number;
  /** Playouts shared among the candidate actions of a game decision. */
  decisionBudget: number;
  /** Standard deviation of the error added to the estimated equity. */
  equityNoise: number;
  /** Chance to take a worse game decision (the second best, or any). */
  blunder: number;
  /** Weigh imagined worlds by the opponents' betting. */
  readsBets: boolean;
}

export const LEVELS: Record<Level, LevelParams> = {
  easy: { equitySamples: 12, decisionBudget: 24, equityNoise: 0.12, blunder: 0.2, readsBets: false },
  normal: { equitySamples: 40, decisionBudget: 90, equityNoise: 0, blunder: 0, readsBets: false },
  hard: { equitySamples: 320, decisionBudget: 900, equityNoise: 0, blunder: 0, readsBets: true },
};

function gauss(rng: BotRng): number {
  const u = Math.max(1e-9, rng.next());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

export function playLevel(view: SeatView, level: Level, personality: Personality, seed: number): Action {
  const legal = view.legal;
  if (legal.length === 0) throw new Error(`Seat ${view.seat} has no decision to make`);
  const rng = botRng(mix(seed, 0x51ed));
  if (legal.length === 1) return legal[0]!;
  const p = LEVELS[level];
  let worlds: Worlds;
  try {
    worlds = new Worlds(view, mix(seed, 0xd1ce));
  } catch (e) {
    if (!(e instanceof CannotImagine)) throw e;
    return passive(legal) ?? randomAction({ int: (a, b) => rng.int(a, b), state: () => [] }, legal, view.betting);
  }
  try {
    if (view.betting) {
      const eq = estimateEquity(worlds, p.equitySamples, cheapPolicy, p.readsBets ? opponentSignals(view) : null);
      const noisy = Math.min(1, Math.max(0, eq.share + p.equityNoise * gauss(rng)));
      return bet(view, noisy, STYLES[personality], rng);
    }
    const scored = scoreActions(worlds, legal, p.decisionBudget, cheapPolicy);
    if (p.blunder > 0 && rng.next() < p.blunder && scored.length > 1) {
      return rng.next() < 0.7 ? scored[1]!.action : scored[rng.int(0, scored.length - 1)]!.action;
    }
    return scored[0]!.action;
  } catch (e) {
    if (!(e instanceof CannotImagine)) throw e;
    return passive(legal) ?? legal[0]!;
  }
}
