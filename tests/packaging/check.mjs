// The packaging check, offline: electron-builder packs the built app (out/, from `electron-vite build`) with
// our config over a stand-in Electron binary — a small file holding Electron's fuse sentinel and the fuse
// wire Electron ships with — then the fuses are read back from the packed binary and app.asar is listed.
// It proves that `npm run dist` flips the fuses the security guide asks for and packs only the build
// output and the main process's dependencies, without downloading Electron (which these machines cannot).
//
// Run: npm run test:dist     (exit 0: every check passed; 1: a check failed, with what and why)
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, Platform } from 'electron-builder';
import config from '../../electron-builder.config.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
// Fuse wire V1 as Electron ships it: RunAsNode, CookieEncryption, NodeOptions, NodeCliInspect,
// EmbeddedAsarIntegrityValidation, OnlyLoadAppFromAsar, LoadBrowserProcessSpecificV8Snapshot,
// GrantFileProtocolExtraPrivileges ('1' on, '0' off).
const SHIPPED = '10110001';
const NAMES = ['RunAsNode', 'EnableCookieEncryption', 'EnableNodeOptionsEnvironmentVariable', 'EnableNodeCliInspectArguments', 'EnableEmbeddedAsarIntegrityValidation', 'OnlyLoadAppFromAsar', 'LoadBrowserProcessSpecificV8Snapshot', 'GrantFileProtocolExtraPrivileges'];
const WANTED = { RunAsNode: '0', EnableCookieEncryption: '1', EnableNodeOptionsEnvironmentVariable: '0', EnableNodeCliInspectArguments: '0', EnableEmbeddedAsarIntegrityValidation: '1', OnlyLoadAppFromAsar: '1', LoadBrowserProcessSpecificV8Snapshot: '0', GrantFileProtocolExtraPrivileges: '0' };

const problems = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) problems.push(what);
};

for (const f of ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html']) {
  if (!existsSync(join(root, f))) {
    console.error(`${f} is missing: run \`npm run test:dist\` (it builds the app first)`);
    process.exit(1);
  }
}

const work = mkdtempSync(join(tmpdir(), 'rw-dist-check-'));
try {
  const fake = join(work, 'electron');
  mkdirSync(join(fake, 'resources'), { recursive: true });
  const binary = Buffer.concat([Buffer.from('#!/bin/sh\necho "a stand-in for Electron"\n'), Buffer.from(SENTINEL), Buffer.from([1, SHIPPED.length]), Buffer.from(SHIPPED), Buffer.from('\n')]);
  writeFileSync(join(fake, 'electron'), binary, { mode: 0o755 });
  writeFileSync(join(fake, 'version'), pkg.devDependencies.electron);
  writeFileSync(join(fake, 'LICENSE'), 'MIT');

  const output = join(work, 'dist');
  await build({
    projectDir: root,
    targets: Platform.LINUX.createTarget('dir'),
    config: { ...config, electronDist: fake, electronVersion: pkg.devDependencies.electron, directories: { ...config.directories, output } },
    publish: 'never',
  });

  const unpacked = join(output, 'linux-unpacked');
  const packed = readFileSync(join(unpacked, config.executableName));
  const at = packed.indexOf(SENTINEL) + SENTINEL.length;
  check(at >= SENTINEL.length, 'the packed binary holds the fuse wire');
  const wire = packed.subarray(at + 2, at + 2 + packed[at + 1]).toString('latin1');
  NAMES.forEach((name, i) => check(wire[i] === WANTED[name], `fuse ${name} is ${WANTED[name] === '1' ? 'on' : 'off'} (found ${wire[i]})`));

  const asar = await import('@electron/asar');
  const files = asar.listPackage(join(unpacked, 'resources', 'app.asar'), {}).map((f) => f.replaceAll('\\', '/'));
  for (const f of ['/out/main/index.js', '/out/preload/index.cjs', '/out/renderer/index.html', '/package.json']) check(files.includes(f), `app.asar holds ${f}`);
  for (const dep of Object.keys(pkg.dependencies)) check(files.includes(`/node_modules/${dep}/package.json`), `app.asar holds the dependency ${dep}`);
  for (const prefix of ['/src/', '/tests/', '/node_modules/pixi.js/', '/node_modules/electron/', '/node_modules/svelte/', '/docs/']) {
    check(!files.some((f) => f.startsWith(prefix)), `app.asar holds nothing under ${prefix}`);
  }
  console.log(`${files.length} entries in app.asar`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`\n${problems.length} packaging check(s) failed`);
  process.exit(1);
}
console.log('\nThe packaging config flips every fuse as asked and packs only the app.');
