import { readFileSync } from 'node:fs';
import { markdownRow, mergeRawLines, tallyLines, teamNames } from './team-shares';

/**
 * `npx tsx src/cli/sum-team-shares.ts FILE…`: adds up the `tally` lines of team-game sim runs (made in pieces,
 * with several seeds) and prints each variant's and player count's shares, as the sim prints one run's;
 * `--markdown` prints them as rows of docs/BENCHMARKS.md's table instead.
 */
const markdown = process.argv.includes('--markdown');
const files = process.argv.slice(2).filter((a) => a !== '--markdown');
if (!files.length) {
  console.error('sum-team-shares: name the sim outputs to add up (files holding `tally` lines)');
  process.exit(2);
}
let last = '';
const all = mergeRawLines(files.map((f) => readFileSync(f, 'utf8')).join('\n'));
for (const [key, t] of [...all].sort((a, b) => a[0].localeCompare(b[0], 'en', { numeric: true }))) {
  const [variant, n] = key.split(' ') as [string, string];
  const players = Number(n);
  // Boss Battle is the Boss against one team; the other team games seat teams of two, A,B first.
  const teams = variant === 'boss' ? [[0], Array.from({ length: players - 1 }, (_, i) => i + 1)] : Array.from({ length: players / 2 }, (_, i) => [2 * i, 2 * i + 1]);
  if (markdown) {
    console.log(markdownRow(`${variant}, ${players}p`, teamNames(variant, teams), t));
    continue;
  }
  if (variant !== last) console.log(`${variant}:`);
  last = variant;
  for (const line of tallyLines(`${players}p`, teamNames(variant, teams), t)) console.log(line);
}
