import { botRng, mix, type BotRng } from '../../bots/rand';
import type { Rng } from '../../rng';
import { legalActions } from '../legal';
import { pickBalancedChoice } from '../hosted';
import { randomAction } from '../random';
import type { Seat, TAction, TavernState } from '../types';
import { viewFor } from '../view';
import { appendixBDecision, isAppendixB } from './appendix-b';
import { hardChoice, hardParams } from './hard';
import { best, scoreAll } from './heuristic';
import { normalBot as simpleRules } from './normal';
import { botView, type BotView } from './view';

/**
 * The tavern's bots: `(view, legal, rng) -> action`, at three levels. They read one seat's view only (never
 * the state) and are deterministic given their rng.
 *
 * - **Easy** judges as Normal does, but through noise, and now and then lets a chance to answer go by.
 * - **Normal** plays the best action by the card-data heuristics (heuristic.ts): save itself with the cheapest
 *   card that does, Ignore big Drinks and hard hits, Negate only what matters (keeping its last Counter for
 *   what matters most), gamble when its hand holds more control cards than the opponents likely do.
 * - **Hard** takes Normal's best few actions as candidates and plays each out in imagined worlds dealt from
 *   its view (determinize.ts), keeping Normal's choice unless another one does clearly better.
 *
 * `rules` is the first, simpler rules-of-thumb bot (normal.ts, over the screen's `viewFor`), kept as a
 * baseline for the benchmark.
 */
export type TavernLevel = 'random' | 'rules' | 'easy' | 'normal' | 'hard';
export type BotLevel = TavernLevel;

export type TavernBot = (view: BotView, legal: readonly TAction[], rng: BotRng) => TAction;

export const EASY = {
  /** Standard deviation of the noise on each action's value (worth units). */
  noise: 0.5,
  /** Chance to let an answer go by (pass) when a card could be played in a call or sweep. */
  miss: 0.3,
};

function gauss(rng: BotRng): number {
  const u = Math.max(1e-9, rng.next());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

// At Appendix B's choice the list holds 307 actions, most of them variant sets of a few games: draw by game.
export const randomBot: TavernBot = (view, legal, rng) => (view.pending?.k === 'game' ? pickBalancedChoice(legal, rng) : legal[rng.int(0, legal.length - 1)]!);

export const easyBot: TavernBot = (view, legal, rng) => {
  if (legal.length === 1) return legal[0]!;
  const k = view.pending?.k;
  const pass = legal.find((a) => a.t === 'pass');
  if (pass && (k === 'call' || k === 'sweep') && rng.next() < EASY.miss) return pass;
  const scored = scoreAll(view, view.me, legal).map((x) => ({ a: x.a, v: x.v + EASY.noise * gauss(rng) }));
  return best(scored).a;
};

export const normalBot: TavernBot = (view, legal) => {
  if (legal.length === 1) return legal[0]!;
  return best(scoreAll(view, view.me, legal)).a;
};

export const hardBot: TavernBot = (view, legal, rng) => {
  if (legal.length === 1) return legal[0]!;
  return hardChoice(view, legal, rng, hardParams(view));
};

export const BOTS: Record<Exclude<TavernLevel, 'rules'>, TavernBot> = { random: randomBot, easy: easyBot, normal: normalBot, hard: hardBot };

/**
 * A bot's decision for a seat at a real table: the seat's view and legal actions are built here, and the bot
 * sees only those. The seed makes the decision reproducible (same view, same seed, same action).
 */
export function decideFor(s: TavernState, seat: Seat, level: TavernLevel, seed: number): TAction {
  const legal = legalActions(s, seat);
  if (legal.length === 0) throw new Error(`seat ${seat} has no decision to make`);
  if (legal.length === 1) return legal[0]!;
  const rng = botRng(mix(seed, seat));
  if (level !== 'random' && isAppendixB(s)) {
    return appendixBDecision(botView(s, seat), legal, rng);
  }
  if (level === 'rules') return simpleRules(viewFor(s, seat), legal, { int: (a, b) => rng.int(a, b), state: () => [] });
  return BOTS[level](botView(s, seat), legal, rng);
}

/** A chooser for `playGame` (the simulator): the seat's view goes to the bot, never the state. */
export function botChooser(level: TavernLevel | Record<Seat, TavernLevel>): (s: TavernState, seat: Seat, rng: Rng) => TAction {
  return (s, seat, rng) => {
    const lv = typeof level === 'string' ? level : (level[seat] ?? 'random');
    if (lv === 'random') return randomAction(s, seat, rng);
    return decideFor(s, seat, lv, rng.int(0, 2 ** 31 - 1));
  };
}

export { botView, type BotView } from './view';
export { simpleRules };
