import type { Action } from '../engine/types';
import type { SeatView } from '../engine/view';
import type { BotRng } from './rand';
import { passive, type RolloutPolicy } from './rollout';
import { shareOf, tryAction, type Worlds } from './search';

/**
 * Betting from an estimated chance to win: the seat's expected share of the pot if everyone checks and
 * calls to the end (played out in imagined worlds with the game's own scoring), against the pot odds and
 * its stack, with a personality.
 */
export type Personality = 'cautious' | 'loose' | 'bluffer';

export interface Style {
  /** How far above a fair share (0 = fair, 1 = certain) the equity must be to bet for value. */
  valueAt: number;
  /** Equity above the pot odds needed to call (negative: calls a little light). */
  callMargin: number;
  /** Chance to bet or raise with a weak hand. */
  bluff: number;
  /** Bet size as a fraction of the pot. */
  size: number;
}

export const STYLES: Record<Personality, Style> = {
  cautious: { valueAt: 0.42, callMargin: 0.04, bluff: 0.02, size: 0.6 },
  loose: { valueAt: 0.32, callMargin: -0.04, bluff: 0.07, size: 0.8 },
  bluffer: { valueAt: 0.35, callMargin: 0, bluff: 0.2, size: 0.75 },
};

export interface Equity {
  /** Expected share of the final pot (0..1). */
  share: number;
  samples: number;
}

/**
 * Equity by playouts from the passive action (check or call), at most `maxSamples` of them and within about
 * `work` engine actions. Opponents' cards are taken as the view leaves them: anything unseen (Hard reads
 * the opponents' bets in lookahead.ts).
 */
export function estimateEquity(worlds: Worlds, maxSamples: number, work: number, policy: RolloutPolicy): Equity {
  const view = worlds.view;
  const act = passive(view.legal);
  if (!act) return { share: 0, samples: 0 };
  const start = worlds.work;
  let n = 0;
  let share = 0;
  let i = 0;
  for (; i < maxSamples && (i < 4 || worlds.work - start + worlds.cost() <= work); i++) {
    const o = tryAction(worlds, i, act, policy);
    if (!o) continue;
    n++;
    share += shareOf(o, view.seat);
  }
  return { share: n > 0 ? share / n : 0, samples: i };
}

/**
 * The equity from which a style bets for value: `valueAt` of the way from a fair share of the pot (one
 * over the players still in) to certainty. Also how Hard reads the others' bets (lookahead.ts).
 */
export function valueLine(view: SeatView, style: Style): number {
  const active = view.inGame.filter((x, i) => x && !view.folded[i]).length;
  const fair = 1 / Math.max(2, active);
  return fair + (1 - fair) * style.valueAt;
}

/** Chooses check/call/raise/fold/all-in from the equity. */
export function bet(view: SeatView, eq: number, style: Style, rng: BotRng): Action {
  const b = view.betting!;
  const legal = view.legal;
  const has = (t: string) => legal.some((a) => a.t === t);
  const pot = view.contrib.reduce((a, x) => a + x, 0) + view.carry;
  const toCall = b.toCall;
  const potOdds = toCall / (pot + toCall);
  const line = valueLine(view, style);
  const strong = eq >= line;
  const bluffing = !strong && rng.next() < (b.canCheck ? style.bluff : style.bluff / 3);

  const raise = (fraction: number): Action | null => {
    if (!b.canRaise) return null;
    const want = b.currentBet + Math.max(1, Math.round((pot + toCall) * fraction));
    const to = Math.max(b.minRaiseTo, Math.min(want, b.maxRaiseTo));
    if (to >= b.maxRaiseTo || to - view.roundBet[view.seat]! >= 0.7 * b.stack) return has('all-in') ? { t: 'all-in' } : null;
    return { t: 'raise', to };
  };

  if (strong || bluffing) {
    // Stronger hands bet bigger; a re-raise war stops once the seat has put a lot in.
    const fraction = bluffing ? style.size * 0.7 : style.size * (1 + 2 * Math.max(0, eq - line));
    const committed = view.roundBet[view.seat]! > 0 && toCall > 0 && eq < 0.85;
    const r = committed ? null : raise(fraction);
    if (r) return r;
  }
  if (b.canCheck) return { t: 'check' };
  if (eq >= potOdds + style.callMargin || toCall === 0) return has('call') ? { t: 'call' } : { t: 'all-in' };
  return { t: 'fold' };
}
