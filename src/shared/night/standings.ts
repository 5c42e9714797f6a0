import type { GameResult, Seat } from '../engine/types';
import { moneyNow } from './loans';
import { MARKER_VALUE, type SeriesPoint, type Night } from './types';
import { clockwiseFrom } from '../rotation';

/**
 * Appendix A's final score: money, plus 50 for each Loan marker, minus 50 for each Debt marker. A loan
 * moves money but never a score, so the standings can be shown at any moment of the night.
 */
export function scores(money: readonly number[], loans: readonly number[], debts: readonly number[]): number[] {
  return money.map((m, seat) => m + MARKER_VALUE * loans[seat]! - MARKER_VALUE * debts[seat]!);
}

export function seriesPoint(s: Night): SeriesPoint {
  return { games: s.games.length, money: [...s.money], score: scores(s.money, s.loans, s.debts) };
}

export interface StandingRow {
  seat: Seat;
  name: string;
  money: number;
  loans: number;
  debts: number;
  score: number;
  /** 1 is best; equal scores share a place. */
  place: number;
  /** Chosen games this seat won (took first place in). */
  gamesWon: number;
}

/** The standings now (final once the night is over), best first; equal scores share a place. */
export function standings(s: Night): StandingRow[] {
  const money = moneyNow(s);
  const score = scores(money, s.loans, s.debts);
  const rows = s.config.seats.map((seat, i) => ({
    seat: i,
    name: seat.name,
    money: money[i]!,
    loans: s.loans[i]!,
    debts: s.debts[i]!,
    score: score[i]!,
    place: 1 + score.filter((x) => x > score[i]!).length,
    gamesWon: s.games.filter((g) => g.winners.includes(i)).length,
  }));
  return rows.sort((a, b) => a.place - b.place || a.seat - b.seat);
}

/**
 * Who won a play: the seats in first place of its result. A game settled without places (none given) is
 * won by whoever gained the most money in it.
 */
export function winnersOf(result: GameResult, gained: readonly number[]): Seat[] {
  const first = result.standings.filter((x) => x.place === 1).map((x) => x.seat);
  if (first.length) return first.sort((a, b) => a - b);
  const best = Math.max(...gained);
  return best > 0 ? gained.map((g, seat) => (g === best ? seat : -1)).filter((x) => x >= 0) : [];
}

/**
 * A remainder still in the pot when the night ends goes to the last game's winners like odd chips: one coin
 * at a time, clockwise from that game's Starting Player (docs/RULINGS.md). Returns who got what.
 */
export function payLeftover(s: Night, winners: readonly Seat[], from: Seat): { seat: Seat; amount: number }[] {
  if (s.carry === 0 || winners.length === 0) return [];
  const n = s.money.length;
  const order = clockwiseFrom(n, winners, from);
  const got = new Map<Seat, number>();
  for (let k = 0; k < s.carry; k++) {
    const seat = order[k % order.length]!;
    got.set(seat, (got.get(seat) ?? 0) + 1);
  }
  s.carry = 0;
  const out = [...got.entries()].map(([seat, amount]) => ({ seat, amount })).sort((a, b) => a.seat - b.seat);
  for (const x of out) s.money[x.seat]! += x.amount;
  return out;
}
