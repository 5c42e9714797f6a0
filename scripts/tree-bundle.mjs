#!/usr/bin/env node
// Bundles a harness of src/cli (e.g. src/cli/tavern-digest.ts) as `npm run bench` bundles, with the harness's
// own `../shared/…` imports taken from another tree's src/shared (that tree is only read):
//   node scripts/tree-bundle.mjs <harness> <tree> <outfile>
import { build } from 'esbuild';
import { resolve } from 'node:path';

const [harness, tree, outfile] = process.argv.slice(2);
if (!harness || !tree || !outfile) {
  console.error('usage: node scripts/tree-bundle.mjs <harness.ts> <tree> <outfile>');
  process.exit(2);
}
const entry = resolve(harness);
await build({
  entryPoints: [entry],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outfile,
  logLevel: 'warning',
  plugins: [
    {
      name: 'other-tree',
      setup(b) {
        b.onResolve({ filter: /^\.\.\/shared\// }, (a) =>
          a.importer === entry ? b.resolve(`./${a.path.slice(3)}`, { resolveDir: resolve(tree, 'src'), kind: a.kind }) : undefined,
        );
      },
    },
  ],
});
