import { characterDef, cardDef } from '../content/catalog';
import type { PlayAction, Seat, TavernState } from '../types';

/**
 * Rounds of Gambling as the bots see them: a Round is a duel of control-taking cards, so the chance to win
 * one is the chance that no opponent holds more of them than the seat does. Opponents' hands are unseen:
 * each holds a binomial number of them, at the share its character's deck list has (public).
 */

const densityCache = new Map<string, number>();

/** The share of a character's deck that can take control in a Round (Gambling or Cheating modes). */
export function controlDensity(char: string): number {
  let d = densityCache.get(char);
  if (d !== undefined) return d;
  let n = 0;
  let all = 0;
  for (const { key, count } of characterDef(char).deck) {
    all += count;
    if (takesControl(key)) n += count;
  }
  d = all ? n / all : 0;
  densityCache.set(char, d);
  return d;
}

export function takesControl(key: string): boolean {
  return cardDef(key).modes.some((m) => m.when.type === 'gambling' || m.when.type === 'cheating');
}

/** The control-taking cards in the seat's own hand. */
export function controlCards(t: TavernState, me: Seat): number {
  let n = 0;
  for (const c of t.seats[me]!.hand) {
    const key = t.defs[c];
    if (key && takesControl(key)) n++;
  }
  return n;
}

function binomAtMost(n: number, p: number, k: number): number {
  if (k >= n) return 1;
  if (k < 0) return 0;
  let total = 0;
  let term = Math.pow(1 - p, n);
  for (let i = 0; i <= k; i++) {
    total += term;
    term = (term * (n - i) * p) / ((i + 1) * (1 - p || 1e-9));
  }
  return Math.min(1, total);
}

/**
 * The chance the seat wins a Round it holds control of with `mine` control cards left: every opponent in it
 * must hold at most as many (each take is answered by a retake).
 */
export function holdChance(t: TavernState, me: Seat, mine: number, seats: Seat[]): number {
  let p = 1;
  for (const x of seats) {
    if (x === me) continue;
    const st = t.seats[x]!;
    p *= binomAtMost(st.hand.length, controlDensity(st.char), mine);
  }
  return p;
}

/**
 * The worth in Gold of starting a Round with this starter: everyone with Gold antes 1, and the seat keeps
 * control if no opponent outlasts it (its other control cards). Returns the expected Gold change per seat.
 */
export function startRoundGold(t: TavernState, me: Seat, a: PlayAction): number[] {
  const seats = t.seats.flatMap((st, i) => (st.alive ? [i] : []));
  const mine = controlCards(t, me) - (takesControl(t.defs[a.card]!) ? 1 : 0);
  const p = holdChance(t, me, mine, seats);
  const payers = seats.filter((x) => t.seats[x]!.G > 0);
  const pot = t.pot + payers.length;
  const others = seats.length - 1;
  return t.seats.map((st, i) => {
    if (!st.alive) return 0;
    const ante = st.G > 0 ? -1 : 0;
    if (i === me) return ante + p * pot;
    return ante + ((1 - p) * pot) / Math.max(1, others);
  });
}

/** How much a control-taking card is worth keeping for later: the strong ones are kept for the end. */
export function roundKeep(key: string, mode: number): number {
  const def = cardDef(key);
  const ops = def.modes[mode]!.effects.map((o) => o.op);
  if (def.role === 'starter') return 0.15;
  if (def.role === 'winning-hand') return 0.35;
  if (ops.includes('winRound') || ops.includes('forceOut')) return 0.3;
  if (def.modes[mode]!.when.type === 'cheating') return 0.25;
  if (ops.includes('anteAll')) return 0.2;
  return 0.1;
}
