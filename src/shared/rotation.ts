/**
 * Turn rotation around a table of `n` seats numbered 0 to n-1, clockwise by increasing number ("to the
 * left"), the one place it is written out: the next seat, the seats after one, the first after one that is
 * still in, a list of seats put in order from a starting seat. The gambling engine, the stakes, the games,
 * the night and the tavern all turn the same way through these. A leaf module: it imports nothing.
 */

/** The seat `k` places clockwise from `seat` (counter-clockwise for a negative `k`). */
export function seatAfter(n: number, seat: number, k = 1): number {
  return (((seat + k) % n) + n) % n;
}

/** How many places clockwise `seat` is from `from` (0 for `from` itself, n-1 for the seat before it). */
export function placesFrom(n: number, from: number, seat: number): number {
  return (((seat - from) % n) + n) % n;
}

/** The other seats clockwise after `seat`, once round (`seat` itself left out). */
export function seatsAfter(n: number, seat: number): number[] {
  const out = new Array<number>(Math.max(0, n - 1));
  for (let k = 1; k < n; k++) out[k - 1] = (seat + k) % n;
  return out;
}

/** Every seat once round, clockwise, starting at `from` (included). */
export function seatsFrom(n: number, from: number): number[] {
  const out = new Array<number>(n);
  for (let k = 0; k < n; k++) out[k] = (from + k) % n;
  return out;
}

/**
 * The seats for which `ok` holds, once round clockwise from `from` (included): `seatsFrom(n, from).filter(ok)`
 * without the intermediate list (the tavern asks for its living seats several times an action).
 */
export function seatsFromWhere(n: number, from: number, ok: (seat: number) => boolean): number[] {
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    const x = (from + k) % n;
    if (ok(x)) out.push(x);
  }
  return out;
}

/**
 * The first seat clockwise after `seat` for which `ok` holds, coming round to `seat` itself last; null when
 * no seat does.
 */
export function nextWhere(n: number, seat: number, ok: (seat: number) => boolean): number | null {
  for (let k = 1; k <= n; k++) {
    const x = (seat + k) % n;
    if (ok(x)) return x;
  }
  return null;
}

/**
 * `seats` (distinct seat numbers of a table of `n`) in turn order from `from`, clockwise: `from` first if it
 * is listed, else the next listed seat after it. A new list; `seats` is not changed.
 */
export function clockwiseFrom(n: number, seats: readonly number[], from: number): number[] {
  // Seats in ascending order (the usual case: seats still in, by number) only need turning at `from`.
  let ascending = true;
  for (let i = 1; i < seats.length && ascending; i++) ascending = seats[i - 1]! < seats[i]!;
  if (ascending) {
    let k = 0;
    while (k < seats.length && seats[k]! < from) k++;
    return rotated(seats, k);
  }
  return [...seats].sort((a, b) => placesFrom(n, from, a) - placesFrom(n, from, b));
}

/** The list turned to start at its `k`-th item (k taken round the list's length). A new list. */
export function rotated<T>(list: readonly T[], k: number): T[] {
  const len = list.length;
  const out = new Array<T>(len);
  if (len === 0) return out;
  const start = ((k % len) + len) % len;
  for (let i = 0; i < len; i++) out[i] = list[(start + i) % len]!;
  return out;
}

/** The item next to `item` in a round list: the next one (`dir` 1) or the one before (-1), coming round. */
export function neighbourIn<T>(list: readonly T[], item: T, dir: 1 | -1): T {
  const i = list.indexOf(item);
  return list[(((i + dir) % list.length) + list.length) % list.length]!;
}
