import { currentStep, gameDef, legalActions, pendingSeats, playInPlace } from '../engine/table';
import { isBettingRound } from '../stakes';
import { compareKeys } from '../engine/ties';
import type { Action, AnyState, Seat } from '../engine/types';
import { hintsFor } from './hints';
import type { BotRng } from './rand';

/**
 * Playing an imagined world to its end with a cheap policy: in Betting Rounds everyone checks or calls (so
 * the result is the showdown as it stands), and for game decisions each game's cheap hint, or a plain default.
 */
export type RolloutPolicy = (s: AnyState, seat: Seat, legal: Action[], rng: BotRng) => Action;

/** Whether the game is at a Betting Round (whatever the stakes make of it). */
export const isBetting = (s: AnyState): boolean => isBettingRound(currentStep(s));

/** Check when possible, else call. */
export function passive(legal: readonly Action[]): Action | undefined {
  return legal.find((a) => a.t === 'check') ?? legal.find((a) => a.t === 'call');
}

/** Actions that change nothing (keep your cards, place no worker), when a game offers one. */
export function isStandPat(a: Action): boolean {
  if (a.t === 'keep' && a.value === undefined) return true;
  if (a.t === 'pass') return true;
  return Array.isArray(a.cards) && a.cards.length === 0 && (!Array.isArray(a.dice) || a.dice.length === 0);
}

/** The default for a game without a hint: stand pat if the game allows it, else any action but folding. */
export function defaultGamePolicy(legal: Action[], rng: BotRng): Action {
  const pat = legal.find(isStandPat);
  if (pat) return pat;
  const stay = legal.filter((a) => a.t !== 'fold');
  const from = stay.length > 0 ? stay : legal;
  return from[rng.int(0, from.length - 1)]!;
}

/**
 * The cheap policy of imagined play. A seat the table says is a random bot is imagined as one (its choice
 * uniform, a fold a quarter of the time when facing a bet): that is public, and playing against it as if it
 * were careful would mean folding to it far too often.
 */
export const cheapPolicy: RolloutPolicy = (s, seat, legal, rng) => imaginedPlay(s, seat, legal, rng, false);

/** Hard's playouts: the game's careful policy where it has one (see GameHints.careful), else the cheap one. */
export const carefulPolicy: RolloutPolicy = (s, seat, legal, rng) => imaginedPlay(s, seat, legal, rng, true);

function imaginedPlay(s: AnyState, seat: Seat, legal: Action[], rng: BotRng, careful: boolean): Action {
  const random = s.config.seats[seat]?.level === 'random';
  if (isBetting(s)) {
    const stay = passive(legal) ?? legal[0]!;
    return random && stay.t === 'call' && rng.next() < 0.25 ? (legal.find((a) => a.t === 'fold') ?? stay) : stay;
  }
  if (random) return legal[rng.int(0, legal.length - 1)]!;
  const hints = hintsFor(s.config.game);
  const hint = (careful && hints.careful) || hints.rollout;
  return (hint && hint(s, seat, legal, rng)) || defaultGamePolicy(legal, rng);
}

/** How many actions a playout takes at most before it is cut short and scored as it stands. */
export const DEFAULT_HORIZON = 60;

/** Imagined worlds that broke a rule of their game (see playOut), for the tests and the benchmark. */
export const brokenWorlds = { count: 0 };

/**
 * Plays `s` in place until the game is over or `maxActions` were taken; returns how many were taken. An
 * imagined world can break a game's rule about hidden cards that the view cannot show (a Cart that must hold
 * one color, say): if the engine refuses a move there, the world stops where it is and is scored as it stands.
 */
export function playOut(s: AnyState, policy: RolloutPolicy, rng: BotRng, maxActions = DEFAULT_HORIZON): number {
  let n = 0;
  try {
    while (s.phase === 'playing' && n < maxActions) {
      const pending = pendingSeats(s);
      if (pending.length === 0) break;
      const seat = pending[0]!;
      const legal = legalActions(s, seat);
      if (legal.length === 0) break;
      playInPlace(s, seat, policy(s, seat, legal, rng));
      n++;
    }
  } catch {
    brokenWorlds.count++;
  }
  return n;
}

/**
 * What a seat holds once the imagined game is over: its stack, plus its share of a pot left for a King's or
 * Commoner's Rule replay. A world cut short is scored as it stands (see `sharesNow`).
 */
export function worth(s: AnyState, seat: Seat): number {
  let w = s.stacks[seat]!;
  if (s.phase === 'over') {
    const replay = s.replay;
    if (replay && replay.seats.includes(seat) && s.carry > 0) w += s.carry / replay.seats.length;
    return w;
  }
  const pot = s.contrib.reduce((a, b) => a + b, 0) + s.carry;
  return w + pot * sharesNow(s)[seat]!;
}

/**
 * Each seat's share of the pot if the game were scored now, with the game's own evaluation: 1/k to each of
 * the k best holdings. Where the game cannot score yet (the hunted Dragon not revealed, say), the players
 * still in share it evenly.
 */
export function sharesNow(s: AnyState): number[] {
  const out = s.stacks.map(() => 0);
  const alive: Seat[] = [];
  for (let i = 0; i < s.inGame.length; i++) if (s.inGame[i] && !s.folded[i]) alive.push(i);
  if (alive.length === 0) return out;
  const def = gameDef(s.config.game);
  let best = alive;
  if (def.evaluate) {
    try {
      const c = { s, rng: { int: () => 0, state: () => [] }, events: [], def };
      const keys = alive.map((x) => def.evaluate!(c, x).key);
      let top = keys[0]!;
      for (const k of keys) if (compareKeys(k, top) > 0) top = k;
      best = alive.filter((_, i) => compareKeys(keys[i]!, top) === 0);
    } catch {
      best = alive;
    }
  }
  for (const x of best) out[x] = 1 / best.length;
  return out;
}
