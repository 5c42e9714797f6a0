import { applyInPlace, legalActions, pendingSeats } from '../engine/table';
import type { Action, AnyState, Seat } from '../engine/types';
import { hintsFor } from './hints';
import type { BotRng } from './rand';

/**
 * Playing an imagined world to its end with a cheap policy: in Betting Rounds everyone checks or calls (so
 * the result is the showdown as it stands), and for game decisions each game's cheap hint, or a plain default.
 */
export type RolloutPolicy = (s: AnyState, seat: Seat, legal: Action[], rng: BotRng) => Action;

export const isBetting = (s: { step: { id: string } }): boolean => s.step.id.startsWith('betting');

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

export const cheapPolicy: RolloutPolicy = (s, seat, legal, rng) => {
  if (isBetting(s)) return passive(legal) ?? legal[0]!;
  const hint = hintsFor(s.config.game).rollout;
  return (hint && hint(s, seat, legal, rng)) || defaultGamePolicy(legal, rng);
};

/** Plays `s` in place until the game is over or `maxActions` were taken; returns how many were taken. */
export function playOut(s: AnyState, policy: RolloutPolicy, rng: BotRng, maxActions = 400): number {
  let n = 0;
  while (s.phase === 'playing' && n < maxActions) {
    const pending = pendingSeats(s);
    if (pending.length === 0) break;
    const seat = pending[0]!;
    const legal = legalActions(s, seat);
    if (legal.length === 0) break;
    applyInPlace(s, seat, policy(s, seat, legal, rng));
    n++;
  }
  return n;
}

/**
 * What a seat holds once the imagined game is over: its stack, plus its share of a pot left for a King's or
 * Commoner's Rule replay. A world cut short counts the pot as shared by the players still in.
 */
export function worth(s: AnyState, seat: Seat): number {
  let w = s.stacks[seat]!;
  if (s.phase === 'over') {
    const replay = s.replay;
    if (replay && replay.seats.includes(seat) && s.carry > 0) w += s.carry / replay.seats.length;
    return w;
  }
  const alive = s.inGame.map((x, i) => x && !s.folded[i]);
  const count = alive.filter(Boolean).length;
  if (alive[seat] && count > 0) w += (s.contrib.reduce((a, b) => a + b, 0) + s.carry) / count;
  return w;
}
