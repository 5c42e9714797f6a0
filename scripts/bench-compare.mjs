#!/usr/bin/env node
// Issue 21's "npm run bench before and after, side by side", measured fairly on a loaded machine.
//
//   nice -n 19 node scripts/bench-compare.mjs --before /work/wt/before [--runs 5] [--passes 2] [--rows a,b,…]
//
// Bundles src/cli/bench-compare.ts twice with esbuild as `npm run bench` bundles (--bundle --platform=node
// --format=esm): once against this tree's src/shared ("after"), once with every `../shared/…` import of the
// harness pointed at the other tree's src/shared ("before"; that tree is only read). Then runs every row as a
// fresh process per tree and run, interleaved (before, after, after, before, …: the order flips every run so
// neither tree always runs first), and prints each row's median and range of CPU time over the runs.
// The raw lines go to out/bench-compare/results.jsonl (appended; one JSON line per process and pass).
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { bundleHarness } from './tree-bundle.mjs';
import { median, rangeVerdict, spread } from './bench-stats.mjs';

const here = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    before: { type: 'string', default: '/work/wt/before' },
    runs: { type: 'string', default: '5' },
    passes: { type: 'string', default: '2' },
    rows: { type: 'string' },
    out: { type: 'string', default: 'out/bench-compare' },
    label: { type: 'string', default: '' },
    /** Scales every table row's game count (e.g. 0.5 on a loaded machine); both trees play the same games. */
    'table-scale': { type: 'string', default: '1' },
    /** Only summarise out/…/results.jsonl (the lines of this label), measuring nothing. */
    summary: { type: 'boolean', default: false },
    /**
     * With --summary: one Markdown row per row and tree pair, with what a row of `npm run bench` of this many
     * CPU-seconds would report, from each process's cold and warm pass (see benchEquivalent below).
     */
    markdown: { type: 'string' },
  },
});

// Games per table row: about half a CPU-second warm (a second or more cold) at docs/BENCHMARKS.md's rates.
const TABLE_GAMES = {
  'rogues-and-warriors': 12000, threes: 8000, 'jack-of-all-trades': 5000, 'three-kingdoms': 6000, 'spy-network': 5000, 'dragon-hunt': 5000,
  'kings-council': 10000, doublerogue: 10000, delve: 2000, 'dragon-hordes': 10000, 'den-of-thieves': 5500, 'city-square': 600,
  'the-wheel': 1800, 'heroes-plunder': 1200, 'streets-of-greyport': 1200,
};
const DEFAULT_ROWS = [
  'tavern:2:30', 'tavern:4:10', 'tavern:8:4', 'tavernB:2:16', 'tavernB:4:6',
  ...Object.keys(TABLE_GAMES).map((g) => `table:${g}`),
  'times:easy:2', 'times:normal:2', 'times:hard:2', 'times:easy:4', 'times:normal:4', 'times:hard:4', 'times:easy:8', 'times:normal:8', 'times:hard:8',
];

const outDir = resolve(here, values.out);
mkdirSync(outDir, { recursive: true });
const entry = resolve(here, 'src/cli/bench-compare.ts');

const bundle = (name, tree) => bundleHarness(entry, tree, resolve(outDir, `${name}.mjs`));

const log = resolve(outDir, 'results.jsonl');
const results = [];
if (values.summary) {
  for (const line of readFileSync(log, 'utf8').trim().split('\n')) {
    const o = JSON.parse(line);
    if (o.label === values.label) results.push(o);
  }
  if (values.markdown) markdown(Number(values.markdown));
  else for (const row of [...new Set(results.map((o) => o.row))]) summary(row);
  process.exit(0);
}

const bundles = { before: await bundle('before', values.before), after: await bundle('after', null) };
const rows = values.rows ? values.rows.split(',') : DEFAULT_ROWS;
const runs = Number(values.runs);

for (const row of rows) {
  const game = row.startsWith('table:') ? String(Math.max(20, Math.round((TABLE_GAMES[row.slice(6)] ?? 1000) * Number(values['table-scale'])))) : '';
  for (let run = 0; run < runs; run++) {
    const order = run % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
    for (const tree of order) {
      const r = spawnSync(process.execPath, [bundles[tree], row, values.passes, ...(game ? [game] : [])], { encoding: 'utf8', maxBuffer: 1 << 26 });
      if (r.status !== 0) {
        console.error(`${tree} ${row}: exit ${r.status}\n${r.stderr}`);
        process.exit(1);
      }
      for (const line of r.stdout.trim().split('\n')) {
        const o = { ...JSON.parse(line), tree, run, label: values.label, at: new Date().toISOString() };
        results.push(o);
        appendFileSync(log, `${JSON.stringify(o)}\n`);
      }
    }
  }
  summary(row);
}

function summary(row) {
  for (let pass = 1; pass <= Number(values.passes); pass++) {
    const cells = ['before', 'after'].map((tree) => {
      const xs = results.filter((o) => o.row === row && o.tree === tree && o.pass === pass);
      if (!xs.length) return { m: NaN, text: 'not measured' };
      if (row.startsWith('times:')) {
        const p50 = xs.map((o) => o.p50);
        const p95 = xs.map((o) => o.p95);
        return { m: median(xs.map((o) => o.cpuMs / o.decisions)), text: `${xs[0].decisions} dec, per decision ${fmt(xs.map((o) => o.cpuMs / o.decisions))} ms, p50 ${fmt(p50)}, p95 ${fmt(p95)}` };
      }
      const us = xs.map((o) => (1000 * o.cpuMs) / o.actions);
      const gps = xs.map((o) => (1000 * o.games) / o.cpuMs);
      return { m: median(us), text: `${xs[0].actions} actions (check ${xs[0].check}), ${fmt(us)} µs/action, ${fmt(gps, 1)} games/CPU-s` };
    });
    const ratio = cells[1].m / cells[0].m;
    const n = results.filter((o) => o.row === row && o.pass === pass).length;
    console.log(`${row} pass ${pass} (${n} processes): before ${cells[0].text} | after ${cells[1].text} | after/before ${ratio.toFixed(3)}`);
  }
}

function fmt(xs, d = 3) {
  const y = [...xs].sort((a, b) => a - b);
  return `${median(y).toFixed(d)} [${y[0].toFixed(d)}–${y[y.length - 1].toFixed(d)}]`;
}

/**
 * What a row of `npm run bench` (as many games as fit in `seconds` of CPU, in a fresh process) would report,
 * from one process's two passes over the same fixed work (`a` actions, `g` games): the cold pass's work in t1,
 * then the rest of the seconds at the warm pass's rate (t2 for the same work). In µs of CPU an action, and in
 * games per CPU-second. (In `npm run bench` the fifteen table rows share one process, so a later row finds the
 * engine's common code already compiled and pays less than this cold pass: this is the dearer bound.)
 */
function benchEquivalent(cold, warm, seconds) {
  const t1 = cold.cpuMs / 1000;
  const t2 = warm.cpuMs / 1000;
  const games = t1 >= seconds ? (cold.games * seconds) / t1 : cold.games + ((seconds - t1) * warm.games) / t2;
  const actions = t1 >= seconds ? (cold.actions * seconds) / t1 : cold.actions + ((seconds - t1) * warm.actions) / t2;
  return { us: (1e6 * seconds) / actions, gps: games / seconds };
}

function markdown(seconds) {
  const range = (xs) => spread(xs, (x) => x.toFixed(1));
  console.log(`| row | actions, after / before | cold µs/action, before | after | warm µs/action, before | after | as \`npm run bench\` at ${seconds} s: µs/action, before | after | after ÷ before | verdict (bench column) | processes |`);
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|');
  for (const row of [...new Set(results.filter((o) => !o.row.startsWith('times:')).map((o) => o.row))]) {
    const per = { before: { cold: [], warm: [], eq: [], actions: 0 }, after: { cold: [], warm: [], eq: [], actions: 0 } };
    for (const tree of ['before', 'after']) {
      const mine = results.filter((o) => o.row === row && o.tree === tree);
      for (const run of [...new Set(mine.map((o) => o.run))]) {
        const cold = mine.find((o) => o.run === run && o.pass === 1);
        const warm = mine.find((o) => o.run === run && o.pass === 2);
        if (!cold || !warm) continue;
        per[tree].actions = cold.actions;
        per[tree].cold.push((1000 * cold.cpuMs) / cold.actions);
        per[tree].warm.push((1000 * warm.cpuMs) / warm.actions);
        per[tree].eq.push(benchEquivalent(cold, warm, seconds).us);
      }
    }
    const [b, a] = [per.before, per.after];
    if (!b.cold.length || !a.cold.length) continue;
    const be = range(b.eq);
    const ae = range(a.eq);
    console.log(
      `| ${row} | ${a.actions} / ${b.actions} | ${range(b.cold).text} | ${range(a.cold).text} | ${range(b.warm).text} | ${range(a.warm).text} | ${be.text} | ${ae.text} | ${(ae.m / be.m).toFixed(2)} | ${rangeVerdict(be, ae)} | ${a.cold.length}+${b.cold.length} |`,
    );
  }
}
