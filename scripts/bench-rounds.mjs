#!/usr/bin/env node
// One row of `npm run bench` (or all fifteen) for several trees, in rounds: every round runs each tree's bundle
// once, the order turned by one each round, so the trees share the machine's mood round by round.
//
//   node scripts/bench-rounds.mjs --trees /work/wt/before,.,/work/wt/x [--game rogues-and-warriors] [--rounds 12] [--seconds 2]
//
// The first tree is the reference: for each other tree it prints the geometric mean of its rounds' own ratios to
// the reference (games per CPU-second, higher is faster) and in how many rounds it was faster. "." is this tree.
// src/cli/bench.ts is bundled against each tree's src/shared as `npm run bench` bundles it (scripts/tree-bundle.mjs).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchRows } from './bench-stats.mjs';
import { bundleHarness } from './tree-bundle.mjs';

const here = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    trees: { type: 'string' },
    game: { type: 'string' },
    rounds: { type: 'string', default: '12' },
    seconds: { type: 'string', default: '2' },
  },
});
const trees = (values.trees ?? '').split(',').filter(Boolean);
if (trees.length < 2) {
  console.error('usage: node scripts/bench-rounds.mjs --trees <reference>,<tree>[,<tree>…] [--game id] [--rounds n] [--seconds s]');
  process.exit(2);
}
const outDir = resolve(here, 'out/bench-rounds');
mkdirSync(outDir, { recursive: true });
const entry = resolve(here, 'src/cli/bench.ts');
const bundles = [];
for (const [i, tree] of trees.entries()) bundles.push(await bundleHarness(entry, tree === '.' ? null : tree, resolve(outDir, `tree${i}.mjs`)));

/** rates[tree][round] = { game: games per CPU-second } */
const rates = trees.map(() => []);
for (let round = 0; round < Number(values.rounds); round++) {
  for (let k = 0; k < trees.length; k++) {
    const t = (k + round) % trees.length;
    const args = [bundles[t], '--no-bots', '--no-tavern', '--out', '', '--seconds', values.seconds, ...(values.game ? ['--game', values.game] : [])];
    const r = spawnSync(process.execPath, args, { encoding: 'utf8', cwd: here });
    if (r.status !== 0) {
      console.error(`${trees[t]}: exit ${r.status}\n${r.stderr}`);
      process.exit(1);
    }
    rates[t][round] = Object.fromEntries(benchRows(r.stdout).map((x) => [x.game, x.perSecond]));
  }
}
for (let t = 1; t < trees.length; t++) {
  let logs = 0;
  let count = 0;
  let faster = 0;
  for (let round = 0; round < rates[0].length; round++) {
    for (const [game, ref] of Object.entries(rates[0][round])) {
      const x = rates[t][round][game] / ref;
      logs += Math.log(x);
      count++;
      if (x > 1) faster++;
    }
  }
  console.log(`${trees[t]} ÷ ${trees[0]}: geometric mean ${Math.exp(logs / count).toFixed(3)}, faster in ${faster} of ${count} (rounds × games)`);
}
