// The statistics the before/after comparisons read their runs with (scripts/bench-compare.mjs, the harness's
// fixed workloads; scripts/bench-npm-compare.mjs and scripts/bench-rounds.mjs, `npm run bench`'s own rows): the
// rows of an `npm run bench` output, the median, a cell "median (min–max)", and one verdict rule by the ranges.

/** The engine rows an `npm run bench` process printed ("Threes   12345 games/s  (24690 games, 9.4 actions/game)"). */
export function benchRows(stdout) {
  const rows = [];
  for (const m of stdout.matchAll(/^(.+?)\s+(\d+) games\/s\s+\((\d+) games, ([\d.]+) actions\/game\)/gm)) {
    rows.push({ game: m[1].trim(), perSecond: Number(m[2]), games: Number(m[3]), actionsPerGame: Number(m[4]) });
  }
  return rows;
}

/** The median of a list of numbers (the mean of the two middle ones for an even count). */
export function median(xs) {
  const y = [...xs].sort((a, b) => a - b);
  const m = y.length >> 1;
  return y.length % 2 ? y[m] : (y[m - 1] + y[m]) / 2;
}

/** A list's median, least and most, and its cell "median (min–max)" with each number written by `show`. */
export function spread(xs, show = String) {
  const y = [...xs].sort((a, b) => a - b);
  const m = median(y);
  return { m, lo: y[0], hi: y[y.length - 1], text: `${show(m)} (${show(y[0])}–${show(y[y.length - 1])})` };
}

/**
 * Slower or faster only when every run of one tree is beyond every run of the other; else level. `before` and
 * `after` are `spread`s; `higherIsFaster` for rates (games per second), not for costs (µs an action).
 */
export function rangeVerdict(before, after, higherIsFaster = false) {
  const [slower, faster] = higherIsFaster ? [after.hi < before.lo, after.lo > before.hi] : [after.lo > before.hi, after.hi < before.lo];
  return slower ? 'slower, no overlap' : faster ? 'faster, no overlap' : 'level (ranges overlap)';
}
