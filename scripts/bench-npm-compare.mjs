#!/usr/bin/env node
// Issue 21's criterion read literally: `npm run bench`'s engine rows (the fifteen table games, games per
// CPU-second, about --seconds of CPU a game in ONE process, as `npm run bench` runs them) for two trees.
//
//   nice -n 19 node scripts/bench-npm-compare.mjs --before /work/wt/before [--runs 3] [--seconds 2] [--label L]
//   node scripts/bench-npm-compare.mjs --summary --labels L1,L2   # the runs of those labels pooled, no new run
//
// Bundles src/cli/bench.ts twice as `npm run bench` bundles it (scripts/tree-bundle.mjs): against this tree's
// src/shared and against the other tree's (only read). Runs `--no-bots --no-tavern` with no file written, one
// fresh process per tree and run, interleaved (the order flips every run), and prints each game's median
// games per CPU-second and range per tree, and after ÷ before of the medians. The raw rows go to
// out/bench-npm-compare/results.jsonl. With --summary, the runs already recorded under --labels are read back and
// pooled (see `pooled` below); nothing is run. (The tavern's rows draw characters df1bfaf does not have, so they
// are compared with scripts/bench-compare.mjs's tavern rows instead.)
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { bundleHarness } from './tree-bundle.mjs';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { benchRows, median, rangeVerdict, spread } from './bench-stats.mjs';

const here = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    before: { type: 'string', default: '/work/wt/before' },
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '2' },
    label: { type: 'string', default: '' },
    summary: { type: 'boolean', default: false },
    labels: { type: 'string', default: '' },
  },
});
const outDir = resolve(here, 'out/bench-npm-compare');
mkdirSync(outDir, { recursive: true });
if (values.summary) {
  pooled(values.labels.split(',').filter(Boolean));
  process.exit(0);
}
const entry = resolve(here, 'src/cli/bench.ts');
const bundles = {
  before: await bundleHarness(entry, values.before, resolve(outDir, 'before.mjs')),
  after: await bundleHarness(entry, null, resolve(outDir, 'after.mjs')),
};
/** Each game's rows by tree, as `{ [game]: { before: number[], after: number[] } }` (games per CPU-second). */
const rows = {};
for (let run = 0; run < Number(values.runs); run++) {
  for (const tree of run % 2 === 0 ? ['before', 'after'] : ['after', 'before']) {
    const r = spawnSync(process.execPath, [bundles[tree], '--no-bots', '--no-tavern', '--out', '', '--seconds', values.seconds], { encoding: 'utf8', cwd: here });
    if (r.status !== 0) {
      console.error(`${tree}: exit ${r.status}\n${r.stderr}`);
      process.exit(1);
    }
    for (const row of benchRows(r.stdout)) {
      const o = { ...row, tree, run, label: values.label, at: new Date().toISOString() };
      appendFileSync(resolve(outDir, 'results.jsonl'), `${JSON.stringify(o)}\n`);
      ((rows[o.game] ??= { before: [], after: [] })[tree]).push(o.perSecond);
    }
  }
}
table(rows);

function table(byGame) {
  console.log('| game | before: games per CPU-second | after | after ÷ before | verdict |');
  console.log('|---|---:|---:|---:|---|');
  for (const [game, { before, after }] of Object.entries(byGame)) {
    const [b, a] = [spread(before), spread(after)];
    console.log(`| ${game} | ${b.text} | ${a.text} | ${(a.m / b.m).toFixed(2)} | ${rangeVerdict(b, a, true)} |`);
  }
}

/**
 * The runs recorded under `labels`, pooled: the usual table over all of them, then what one table of a few runs
 * cannot say. A process of either tree spreads 1.5–3× on this VM, so a row's median ratio from 4–8 runs a tree
 * moves ±20% between sessions; pooling asks the question over every run. Printed for each game: after ÷ before
 * of the medians with a 90% bootstrap interval (each tree's runs resampled, 2,000 times, from a fixed seed so
 * the table is the same every time), "slower" or "faster" only when the whole interval is beyond 1; the median
 * of the runs' own ratios (each run measures both trees back to back, so the two share the machine's mood).
 * Then over all fifteen games the geometric mean of the median ratios, with its interval.
 */
function pooled(labels) {
  const file = resolve(outDir, 'results.jsonl');
  const all = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [];
  const runs = all.filter((o) => labels.includes(o.label));
  if (!runs.length) {
    console.error(`no runs recorded under ${labels.join(', ') || '(no label given)'}`);
    process.exit(2);
  }
  const byGame = {};
  const paired = {};
  for (const o of runs) {
    (byGame[o.game] ??= { before: [], after: [] })[o.tree].push(o.perSecond);
    ((paired[o.game] ??= {})[`${o.label}#${o.run}`] ??= {})[o.tree] = o.perSecond;
  }
  table(byGame);
  // The project's own seeded generator (pure-rand, as src/shared/rng.ts), from a fixed seed.
  const gen = xoroshiro128plus(20261129);
  const resample = (xs) => xs.map(() => xs[uniformInt(gen, 0, xs.length - 1)]);
  /** The 5th and 95th of 2,000 resampled values of `f`. */
  const interval = (f) => {
    const v = Array.from({ length: 2000 }, f).sort((a, b) => a - b);
    return [v[100], v[1899]];
  };
  console.log('');
  console.log('| game | runs a tree | after ÷ before (medians) | 90% bootstrap interval | verdict | median of the runs\' own ratios | runs where after was faster |');
  console.log('|---|---:|---:|---|---|---:|---:|');
  for (const [game, pairs] of Object.entries(paired)) {
    const { before, after } = byGame[game];
    const ratios = Object.values(pairs).filter((p) => p.before && p.after).map((p) => p.after / p.before);
    const [lo, hi] = interval(() => median(resample(after)) / median(resample(before)));
    const verdict = hi < 1 ? 'slower' : lo > 1 ? 'faster' : 'level';
    const faster = ratios.filter((r) => r > 1).length;
    console.log(`| ${game} | ${before.length} | ${(median(after) / median(before)).toFixed(2)} | ${lo.toFixed(2)}–${hi.toFixed(2)} | ${verdict} | ${median(ratios).toFixed(2)} | ${faster} of ${ratios.length} |`);
  }
  const geo = (pick) => Math.exp(Object.values(byGame).reduce((sum, g) => sum + Math.log(median(pick(g.after)) / median(pick(g.before))), 0) / Object.keys(byGame).length);
  const [glo, ghi] = interval(() => geo(resample));
  console.log('');
  console.log(`Over the ${Object.keys(byGame).length} games (labels ${labels.join(', ')}): geometric mean of after ÷ before ${geo((x) => x).toFixed(3)}, 90% bootstrap interval ${glo.toFixed(3)}–${ghi.toFixed(3)}.`);
}
