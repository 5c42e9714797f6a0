/**
 * Appendix D, Playing for Shares. The pot is one share per player plus any carried remainder; second and
 * third place take fixed shares and first place takes what is left. Tied players span the places they
 * occupy and split the prizes of those places, rounding down (three or more tied for first split the whole
 * pot); every remainder carries to the next game's first prize.
 */
const SECOND_AND_THIRD: Record<number, [number, number]> = { 2: [0, 0], 3: [1, 0], 4: [1, 0], 5: [2, 0] };

export function prizeShares(players: number): { second: number; third: number } {
  const [second, third] = SECOND_AND_THIRD[players] ?? [2, 1];
  return { second, third };
}

/**
 * `places[i]` is seat i's place (1 best, ties share a place, the next place skips) or null for a seat not
 * in the game. Returns each seat's payout and what carries.
 */
export function payShares(pot: number, share: number, places: readonly (number | null)[]): { payouts: number[]; carry: number } {
  const players = places.filter((p) => p !== null).length;
  const { second, third } = prizeShares(players);
  const prizeOf = (place: number): number => {
    if (place === 2) return second * share;
    if (place === 3) return third * share;
    if (place === 1) return pot - second * share - third * share;
    return 0;
  };
  const payouts = places.map(() => 0);
  let paid = 0;
  const distinct = [...new Set(places.filter((p): p is number => p !== null))].sort((a, b) => a - b);
  for (const place of distinct) {
    const tied = places.map((p, seat) => (p === place ? seat : -1)).filter((s) => s >= 0);
    let prize = 0;
    if (place === 1 && tied.length >= 3) prize = pot;
    else for (let p = place; p < place + tied.length; p++) prize += prizeOf(p);
    const each = Math.floor(prize / tied.length);
    for (const seat of tied) payouts[seat] = each;
    paid += each * tied.length;
    if (place === 1 && tied.length >= 3) break;
  }
  return { payouts, carry: pot - paid };
}
