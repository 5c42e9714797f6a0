import type { Action, Seat } from '../engine/types';
import type { SeatView } from '../engine/view';
import type { BotRng } from './rand';
import { passive, type RolloutPolicy } from './rollout';
import { tryAction, type Outcome, type Worlds } from './search';

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
 * How much an opponent's bets say about its cards, by what the table says it is: a random bot's bets say
 * nothing, a bluffer's say less.
 */
function readability(view: SeatView, seat: Seat): number {
  const cfg = view.seats[seat];
  if (!cfg) return 0;
  if (cfg.kind === 'human') return 0.7;
  if (cfg.level === 'random') return 0;
  const p = cfg.personality ?? 'cautious';
  return p === 'bluffer' ? 0.5 : p === 'loose' ? 0.8 : 1;
}

/** Per opponent still in: how strongly its raises and calls this game point to a good hand. */
export function opponentSignals(view: SeatView): number[] {
  const out = view.stacks.map(() => 0);
  for (const e of view.log) {
    if (e.t !== 'bet' || typeof e.seat !== 'number' || e.seat === view.seat) continue;
    if (e.kind === 'raise' || (e.kind === 'all-in' && typeof e.to === 'number')) out[e.seat] += 0.8;
    else if (e.kind === 'call') out[e.seat] += 0.25;
  }
  return out.map((x, seat) => x * readability(view, seat));
}

/**
 * Equity by playouts from the passive action (check or call). With `signals` (Hard), each world is weighted
 * by how well it explains the opponents' betting: worlds where a raiser goes on to win count more.
 */
export function estimateEquity(worlds: Worlds, samples: number, policy: RolloutPolicy, signals: number[] | null): Equity {
  const view = worlds.view;
  const act = passive(view.legal);
  if (!act) return { share: 0, samples: 0 };
  let wsum = 0;
  let share = 0;
  for (let i = 0; i < samples; i++) {
    const o = tryAction(worlds, i, act, policy);
    if (!o) continue;
    const w = signals ? weight(o, view.seat, signals) : 1;
    const pot = o.payouts.reduce((a, b) => a + b, 0);
    wsum += w;
    share += w * (pot > 0 ? o.payouts[view.seat]! / pot : 1 / Math.max(1, o.alive.filter(Boolean).length));
  }
  return { share: wsum > 0 ? share / wsum : 0, samples };
}

function weight(o: Outcome, me: Seat, signals: number[]): number {
  let w = 1;
  for (let seat = 0; seat < signals.length; seat++) {
    if (seat === me || signals[seat] === 0 || !o.alive[seat]) continue;
    if (o.payouts[seat]! > 0) w *= 1 + signals[seat]!;
  }
  return w;
}

/** Chooses check/call/raise/fold/all-in from the equity. */
export function bet(view: SeatView, eq: number, style: Style, rng: BotRng): Action {
  const b = view.betting!;
  const legal = view.legal;
  const has = (t: string) => legal.some((a) => a.t === t);
  const active = view.inGame.filter((x, i) => x && !view.folded[i]).length;
  const fair = 1 / Math.max(2, active);
  const pot = view.contrib.reduce((a, x) => a + x, 0) + view.carry;
  const toCall = b.toCall;
  const potOdds = toCall / (pot + toCall);
  const strong = eq >= fair + (1 - fair) * style.valueAt;
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
    const fraction = bluffing ? style.size * 0.7 : style.size * (1 + 2 * Math.max(0, eq - fair - (1 - fair) * style.valueAt));
    const committed = view.roundBet[view.seat]! > 0 && toCall > 0 && eq < 0.85;
    const r = committed ? null : raise(fraction);
    if (r) return r;
  }
  if (b.canCheck) return { t: 'check' };
  if (eq >= potOdds + style.callMargin || toCall === 0) return has('call') ? { t: 'call' } : { t: 'all-in' };
  return { t: 'fold' };
}
