// End-to-end test runner: the browser build (dist-web/) in Debian's Chromium through playwright-core.
//
//   npm run test:e2e                 builds dist-web, then runs every tests/e2e/*.spec.mjs
//   node tests/e2e/run.mjs [word..]  runs only the specs whose file name contains one of the words
//
// A spec is a file tests/e2e/<name>.spec.mjs that exports
//
//   export async function run({ page, context, baseUrl, screenshot, log }) { ... }
//   export const timeout = 120_000;              // optional, ms, default 120 s
//   export const allowConsoleErrors = [/regex/]; // optional: console errors the spec expects
//
// - `page` is a fresh Playwright page (1280x800) in a context of its own: empty storage, nothing shared
//   with other specs. The spec navigates itself: `await page.goto(baseUrl)`.
// - `baseUrl` is where dist-web is served (http://127.0.0.1:<free port>/).
// - `await screenshot('table-threes')` saves test-results/screenshots/<spec>-table-threes.png and returns
//   the path. A failing spec also gets <spec>-failure.png.
// - `log(...)` prints an indented line under the spec's result.
// - Fail by throwing (node:assert works well). A spec also fails if the page logged a console error, threw
//   an uncaught exception or crashed (unless matched by allowConsoleErrors).
//
// Specs run seven at a time (each in its own context); E2E_JOBS=<n> changes that, E2E_JOBS=1 runs them in turn.
//
// Output: one line per spec as it ends ("ok   smoke  1.2s" or "FAIL smoke  1.2s: why"), then the closing line
// "N passed, N failed" alone on a line. The exit code is 1 if anything failed. The browser and the server
// are always closed, also on Ctrl-C.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromiumProblem, launchBrowser, startStaticServer, watchConsole } from './harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');
const distWeb = join(repo, 'dist-web');
const shotsDir = join(repo, 'test-results', 'screenshots');
const DEFAULT_TIMEOUT = 120_000;
/**
 * Specs run side by side (E2E_JOBS=1 runs them one after another). Seven: the games at the default pace mostly
 * wait. Session 10 made the hotseat spec's "hidden at once" check an order (no other seat's move plays while a
 * hand is face up), not a 600 ms clock, which failed under five specs' load; the whole suite then took 781 s.
 * Session 12: at five, 44 specs took 913 s while the whole CI run used 13 CPU-minutes of its 20 (two cores), so
 * the specs wait far more than they compute; seven keep CI under its 20 minutes.
 */
const JOBS = Math.max(1, Number(process.env.E2E_JOBS) || 7);

const filters = process.argv.slice(2);
const specFiles = readdirSync(here)
  .filter((f) => f.endsWith('.spec.mjs'))
  .filter((f) => filters.length === 0 || filters.some((w) => f.includes(w)))
  .sort();

let passed = 0;
let failed = 0;
const cleanups = [];

const startedAll = Date.now();

function finish(code) {
  console.log(`(${((Date.now() - startedAll) / 1000).toFixed(0)} s in all)`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = code ?? (failed > 0 ? 1 : 0);
}

async function cleanUp() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch {
      // Closing is best effort: keep closing the rest.
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    console.log(`\nInterrupted (${signal}): closing the browser and the server.`);
    await cleanUp();
    process.exit(130);
  });
}

function fmtTime(ms) {
  return `${(ms / 1000).toFixed(1)}s`;
}

/** An error's message and stack, without the frames of Node's internals and of this runner. */
function describeError(e) {
  const text = e?.stack ?? String(e);
  return text
    .split('\n')
    .filter((line) => !/^\s+at .*(node:internal|tests\/e2e\/run\.mjs)/.test(line))
    .join('\n')
    .trimEnd();
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} took longer than ${fmtTime(ms)}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function runSpec(browser, baseUrl, file) {
  const name = file.replace(/\.spec\.mjs$/, '');
  const started = Date.now();
  const notes = [];
  let mod;
  try {
    mod = await import(pathToFileURL(join(here, file)).href);
    if (typeof mod.run !== 'function') throw new Error(`${file} exports no run() function`);
  } catch (e) {
    return { name, ok: false, ms: Date.now() - started, why: `could not load: ${e.message}`, notes };
  }

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = watchConsole(page);
  const shots = [];
  // What the pictures cost the spec (wall clock), printed with them: CI's 20 minutes are mostly these specs.
  let shotMs = 0;
  // PNG encoded for speed (Chromium's optimizeForSpeed, which Playwright's screenshot does not offer): a 1920×1080
  // page took 2.3–2.6 s instead of 3.6–4.1 s each on this loaded machine, and a suite takes a few hundred. PNG
  // rather than JPEG (1.5 s) because the pictures are there to be looked at, and every viewer shows PNG.
  const cdp = await context.newCDPSession(page).catch(() => null);
  const screenshot = async (label) => {
    const path = join(shotsDir, `${name}-${label}.png`);
    const t0 = Date.now();
    const fast = cdp && (await cdp.send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true }).catch(() => null));
    if (fast) writeFileSync(path, Buffer.from(fast.data, 'base64'));
    else await page.screenshot({ path });
    shotMs += Date.now() - t0;
    shots.push(relative(repo, path));
    return path;
  };
  const log = (...parts) => notes.push(parts.join(' '));

  let why = null;
  try {
    await withTimeout(mod.run({ page, context, baseUrl, screenshot, log }), mod.timeout ?? DEFAULT_TIMEOUT, name);
    const allowed = mod.allowConsoleErrors ?? [];
    const unexpected = errors.filter((e) => !allowed.some((re) => re.test(e)));
    if (unexpected.length > 0) why = `the page reported errors:\n      ${unexpected.join('\n      ')}`;
  } catch (e) {
    why = describeError(e);
    if (errors.length > 0) why += `\n    page errors:\n      ${errors.join('\n      ')}`;
  }
  if (why) {
    try {
      await page.screenshot({ path: join(shotsDir, `${name}-failure.png`) });
      notes.push(`failure screenshot: ${relative(repo, join(shotsDir, `${name}-failure.png`))}`);
    } catch {
      // The page may be gone (crash, timeout): no screenshot then.
    }
  }
  await context.close().catch(() => undefined);
  if (shots.length) notes.push(`screenshots (${shots.length}, ${(shotMs / 1000).toFixed(1)} s): ${shots.join(', ')}`);
  return { name, ok: !why, ms: Date.now() - started, why, notes };
}

async function main() {
  if (specFiles.length === 0) {
    console.log(filters.length ? `No spec in tests/e2e matches ${filters.join(', ')}.` : 'No tests/e2e/*.spec.mjs found.');
    failed = 1;
    return finish(1);
  }
  const problem = chromiumProblem();
  if (problem) {
    console.log(problem);
    failed = specFiles.length;
    return finish(1);
  }
  if (!existsSync(join(distWeb, 'index.html'))) {
    console.log('dist-web/index.html is missing: build the browser version first (`npm run build:web`, or use `npm run test:e2e`).');
    failed = specFiles.length;
    return finish(1);
  }
  mkdirSync(shotsDir, { recursive: true });

  try {
    const server = await startStaticServer(distWeb);
    cleanups.push(server.close);
    const browser = await launchBrowser();
    cleanups.push(() => browser.close());
    console.log(`Serving dist-web at ${server.url}; Chromium ${browser.version()}; ${specFiles.length} spec(s), ${Math.min(JOBS, specFiles.length)} at a time`);

    // Several specs at once: the games played at the default pace mostly wait (bot pauses, animations), so
    // a few pages side by side finish far sooner than one after another, even on two cores.
    // The longest first (by the time each spec allows itself), so the last to start is a short one.
    const allowed = new Map();
    for (const file of specFiles) {
      const mod = await import(pathToFileURL(join(here, file)).href).catch(() => ({}));
      allowed.set(file, mod.timeout ?? DEFAULT_TIMEOUT);
    }
    const queue = [...specFiles].sort((a, b) => allowed.get(b) - allowed.get(a));
    const worker = async () => {
      while (queue.length) {
        const file = queue.shift();
        const r = await runSpec(browser, server.url, file);
        if (r.ok) passed++;
        else failed++;
        console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}  ${fmtTime(r.ms)}${r.ok ? '' : `: ${r.why}`}`);
        for (const note of r.notes) console.log(`    ${note}`);
      }
    };
    await Promise.all(Array.from({ length: Math.min(JOBS, specFiles.length) }, worker));
  } catch (e) {
    console.log(`The harness itself failed: ${describeError(e)}`);
    failed = Math.max(1, specFiles.length - passed);
  } finally {
    await cleanUp();
  }
  finish();
}

await main();
