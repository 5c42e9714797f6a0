#!/usr/bin/env node
// Bundles a harness of src/cli (e.g. src/cli/tavern-digest.ts) as `npm run bench` bundles, with the harness's
// own `../shared/…` imports taken from another tree's src/shared (that tree is only read):
//   node scripts/tree-bundle.mjs <harness> <tree> <outfile>
// scripts/bench-compare.mjs bundles its harness through `bundleHarness` below.
import { build } from 'esbuild';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Points the harness's own `../shared/…` imports at another tree; that tree's files resolve among themselves. */
const otherTree = (entry, tree) => ({
  name: 'other-tree',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/shared\// }, (a) =>
      a.importer === entry ? b.resolve(`./${a.path.slice(3)}`, { resolveDir: resolve(tree, 'src'), kind: a.kind }) : undefined,
    );
  },
});

/** Bundles `harness` to `outfile` (--bundle --platform=node --format=esm); with `tree`, against that tree's src/shared. */
export async function bundleHarness(harness, tree, outfile) {
  const entry = resolve(harness);
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    logLevel: 'warning',
    plugins: tree ? [otherTree(entry, resolve(tree))] : [],
  });
  return outfile;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [harness, tree, outfile] = process.argv.slice(2);
  if (!harness || !tree || !outfile) {
    console.error('usage: node scripts/tree-bundle.mjs <harness.ts> <tree> <outfile>');
    process.exit(2);
  }
  await bundleHarness(harness, tree, outfile);
}
