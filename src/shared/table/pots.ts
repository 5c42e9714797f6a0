import type { Seat } from '../engine/types';

/**
 * Pots are derived from what each seat put in, never accumulated (Appendix C, "All In"): each layer of
 * contribution goes to the seats still in that reached it. Adjacent layers with the same eligible seats
 * merge. A top layer only one seat reached is that seat's unmatched excess, returned to it as a rebate.
 */
export interface Pot {
  amount: number;
  eligible: Seat[];
}

export interface PotLayout {
  pots: Pot[];
  /** Unmatched all-in excess per seat, returned at settlement. */
  rebates: { seat: Seat; amount: number }[];
}

export function potsFrom(contrib: readonly number[], folded: readonly boolean[], carry = 0): PotLayout {
  const live = contrib.map((c, seat) => ({ c, seat })).filter((x) => !folded[x.seat] && x.c > 0);
  const levels = [...new Set(live.map((x) => x.c))].sort((a, b) => a - b);
  const pots: Pot[] = [];
  const rebates: { seat: Seat; amount: number }[] = [];
  let prev = 0;
  for (let i = 0; i < levels.length; i++) {
    const level = levels[i]!;
    const top = i === levels.length - 1;
    let amount = 0;
    for (let seat = 0; seat < contrib.length; seat++) {
      const c = contrib[seat]!;
      // Folded seats' chips above the highest live level still belong to the pot: they join the top layer.
      const cap = top ? Infinity : level;
      amount += Math.max(0, Math.min(c, cap) - prev);
    }
    const eligible = live.filter((x) => x.c >= level).map((x) => x.seat);
    const last = pots[pots.length - 1];
    if (last && sameSeats(last.eligible, eligible)) last.amount += amount;
    else pots.push({ amount, eligible });
    prev = level;
  }
  // No live contributor at all (everyone folded or nothing bet): whatever is in goes to one pot with no one eligible.
  if (levels.length === 0) {
    const amount = contrib.reduce((a, b) => a + b, 0);
    pots.push({ amount, eligible: contrib.map((_, s) => s).filter((s) => !folded[s]) });
  }
  const top = pots[pots.length - 1];
  if (top && pots.length > 1 && top.eligible.length === 1) {
    const seat = top.eligible[0]!;
    const own = contrib[seat]! - levels[levels.length - 2]!;
    if (own === top.amount) {
      rebates.push({ seat, amount: own });
      pots.pop();
    }
  }
  if (pots.length === 0) pots.push({ amount: 0, eligible: live.map((x) => x.seat) });
  pots[0]!.amount += carry;
  return { pots, rebates };
}

/**
 * The pots as the table shows them (a seat's view). While no seat still in is all in, every seat still in
 * can win every chip, so the layers of unequal bets in a Betting Round still going are one pot, open to
 * every seat still in; once a seat still in is all in, the side pots are real and shown apart.
 * `out[seat]`: the seat has folded or sits this game out.
 */
export function shownPots(pots: Pot[], stacks: readonly number[], out: readonly boolean[]): Pot[] {
  const active = out.flatMap((o, seat) => (o ? [] : [seat]));
  const allIn = active.some((seat) => stacks[seat] === 0);
  if (allIn && pots.length > 1) return pots;
  return [{ amount: pots.reduce((a, p) => a + p.amount, 0), eligible: active }];
}

function sameSeats(a: readonly Seat[], b: readonly Seat[]): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i]);
}

export function potTotal(contrib: readonly number[], carry: number): number {
  let t = carry;
  for (const c of contrib) t += c;
  return t;
}
