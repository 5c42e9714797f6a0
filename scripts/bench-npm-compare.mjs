#!/usr/bin/env node
// Issue 21's criterion read literally: `npm run bench`'s engine rows (the fifteen table games, games per
// CPU-second, about --seconds of CPU a game in ONE process, as `npm run bench` runs them) for two trees.
//
//   nice -n 19 node scripts/bench-npm-compare.mjs --before /work/wt/before [--runs 3] [--seconds 2]
//
// Bundles src/cli/bench.ts twice as `npm run bench` bundles it (scripts/tree-bundle.mjs): against this tree's
// src/shared and against the other tree's (only read). Runs `--no-bots --no-tavern` with no file written, one
// fresh process per tree and run, interleaved (the order flips every run), and prints each game's median
// games per CPU-second and range per tree, and after ÷ before of the medians. The raw rows go to
// out/bench-npm-compare/results.jsonl. (The tavern's rows draw characters df1bfaf does not have, so they
// are compared with scripts/bench-compare.mjs's tavern rows instead.)
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { bundleHarness } from './tree-bundle.mjs';
import { rangeVerdict, spread } from './bench-stats.mjs';

const here = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    before: { type: 'string', default: '/work/wt/before' },
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '2' },
    label: { type: 'string', default: '' },
  },
});
const outDir = resolve(here, 'out/bench-npm-compare');
mkdirSync(outDir, { recursive: true });
const entry = resolve(here, 'src/cli/bench.ts');
const bundles = {
  before: await bundleHarness(entry, values.before, resolve(outDir, 'before.mjs')),
  after: await bundleHarness(entry, null, resolve(outDir, 'after.mjs')),
};
const rows = {};
for (let run = 0; run < Number(values.runs); run++) {
  for (const tree of run % 2 === 0 ? ['before', 'after'] : ['after', 'before']) {
    const r = spawnSync(process.execPath, [bundles[tree], '--no-bots', '--no-tavern', '--out', '', '--seconds', values.seconds], { encoding: 'utf8', cwd: here });
    if (r.status !== 0) {
      console.error(`${tree}: exit ${r.status}\n${r.stderr}`);
      process.exit(1);
    }
    for (const line of r.stdout.trim().split('\n')) {
      const m = /^(.+?)\s+(\d+) games\/s\s+\((\d+) games, ([\d.]+) actions\/game\)/.exec(line);
      if (!m) continue;
      const o = { game: m[1].trim(), perSecond: Number(m[2]), games: Number(m[3]), actionsPerGame: Number(m[4]), tree, run, label: values.label, at: new Date().toISOString() };
      appendFileSync(resolve(outDir, 'results.jsonl'), `${JSON.stringify(o)}\n`);
      ((rows[o.game] ??= { before: [], after: [] })[tree]).push(o.perSecond);
    }
  }
}
console.log('| game | before: games per CPU-second | after | after ÷ before | verdict |');
console.log('|---|---:|---:|---:|---|');
for (const [game, { before, after }] of Object.entries(rows)) {
  const [b, a] = [spread(before), spread(after)];
  console.log(`| ${game} | ${b.text} | ${a.text} | ${(a.m / b.m).toFixed(2)} | ${rangeVerdict(b, a, true)} |`);
}
