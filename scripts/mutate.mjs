#!/usr/bin/env node
/**
 * Mutation check (issue 25, item 2): `npm run mutate -- tavern [--only 3,7] [--timeout 600] [--keep]`.
 *
 * Applies each one-line mutation of scripts/mutations/<set>.mjs, one at a time, to a scratch copy of the repo
 * (src, tests, scripts, configs; node_modules symlinked), runs the set's test files with vitest (stopping at
 * the first failure) under a time bound, and prints each mutation as
 *   caught    a test failed with an assertion (the test named),
 *   TIMEOUT   the tests did not finish in time (not counted as caught: a rule must fail with a message),
 *   SURVIVED  every test passed,
 * and the figure: caught/total. The repository itself is never touched. Exit code 1 unless all are caught.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const set = args.find((a) => !a.startsWith('--')) ?? 'tavern';
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const timeoutS = Number(opt('timeout', '900'));
const only = opt('only', null)?.split(',').map(Number) ?? null;
const keep = args.includes('--keep');

const listFile = join(root, 'scripts', 'mutations', `${set}.mjs`);
if (!existsSync(listFile)) {
  console.error(`There is no list of mutations called "${set}" (scripts/mutations/${set}.mjs).`);
  process.exit(2);
}
const { mutations, tests } = await import(pathToFileURL(listFile).href);

const scratch = mkdtempSync(join(tmpdir(), `mutate-${set}-`));
for (const entry of ['src', 'tests', 'scripts', 'types', 'package.json', 'svelte.config.js', 'tsconfig.json', 'tsconfig.shared.json', 'vitest.config.ts']) {
  if (existsSync(join(root, entry))) cpSync(join(root, entry), join(scratch, entry), { recursive: true });
}
symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');
console.log(`mutation set "${set}": ${mutations.length} mutations, tests: ${tests.join(' ')}\nscratch copy: ${scratch}\n`);

/** Runs the tests in the scratch copy; resolves with how they ended and what they printed. */
function runTests(files) {
  return new Promise((done) => {
    const child = spawn(join(scratch, 'node_modules', '.bin', 'vitest'), ['run', '--bail=1', '--reporter=default', ...files], {
      cwd: scratch,
      detached: true,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', CI: '1' },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      done({ status: 'timeout', out });
    }, timeoutS * 1000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ status: code === 0 ? 'passed' : 'failed', out });
    });
  });
}

/** The first failing test's name and message, from vitest's report. */
function firstFailure(out) {
  const lines = out.split('\n');
  const fail = lines.find((l) => /^\s*(FAIL|×)\s/.test(l));
  const err = lines.find((l) => /(AssertionError|Error:)/.test(l));
  return [fail?.trim().replace(/^(FAIL|×)\s+/, ''), err?.trim()].filter(Boolean).join(' — ').slice(0, 300) || 'a test failed';
}

const results = [];
for (const [i, m] of mutations.entries()) {
  const n = i + 1;
  if (only && !only.includes(n)) continue;
  const path = join(scratch, m.file);
  const original = readFileSync(join(root, m.file), 'utf8');
  const hits = original.split(m.search).length - 1;
  if (hits !== 1) {
    console.log(`#${n} STALE     ${m.file}: the text to mutate occurs ${hits} times (${m.breaks})`);
    results.push({ n, status: 'stale' });
    continue;
  }
  writeFileSync(path, original.replace(m.search, () => m.replace));
  const started = Date.now();
  const files = m.tests ?? tests;
  const r = await runTests(files);
  writeFileSync(path, original);
  const s = ((Date.now() - started) / 1000).toFixed(0);
  const word = r.status === 'failed' ? 'caught  ' : r.status === 'timeout' ? 'TIMEOUT ' : 'SURVIVED';
  const by = r.status === 'failed' ? ` — by: ${firstFailure(r.out)}` : '';
  console.log(`#${n} ${word} ${m.file}: ${m.breaks} (${s}s)${by}`);
  results.push({ n, status: r.status });
}
if (!keep) rmSync(scratch, { recursive: true, force: true });
const caught = results.filter((r) => r.status === 'failed').length;
const by = (st) => results.filter((r) => r.status === st).length;
console.log(`\n${set}: ${caught}/${results.length} mutations caught by a failing test (survived ${by('passed')}, timed out ${by('timeout')}, stale ${by('stale')})`);
process.exit(caught === results.length ? 0 : 1);
