// Pieces of the end-to-end harness (see run.mjs for how specs are written and run): a static server for the
// browser build, Chromium through playwright-core, and console watching. Specs may import the helpers too.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The launch flags from STACK.md: headless Debian Chromium, no network chatter of its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.wasm': 'application/wasm',
};

/** A clear sentence when Chromium is missing, or null when it is there. */
export function chromiumProblem() {
  if (existsSync(CHROMIUM_PATH)) return null;
  return (
    `Chromium was not found at ${CHROMIUM_PATH}. The end-to-end tests drive Debian's Chromium: ` +
    'install it with `apt-get install -y chromium fonts-liberation`, or set CHROMIUM_PATH to a Chromium binary.'
  );
}

/**
 * Serves `root` over http on 127.0.0.1 and a free port (module scripts and workers do not load from
 * file://). Returns { url, close }.
 */
export async function startStaticServer(root) {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const file = normalize(join(base, path === '/' ? 'index.html' : path));
      if (file !== base && !file.startsWith(base + sep)) throw new Error('outside');
      if (!(await stat(file)).isFile()) throw new Error('not a file');
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    }
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', ok);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections?.();
        server.close(() => ok());
      }),
  };
}

/**
 * Launches Chromium. Playwright's launch() gives each browser a fresh temporary user-data-dir (and deletes
 * it on close); each spec then gets its own context, so no storage leaks from one spec to the next.
 */
export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * Collects what the page reports as errors: console.error messages (including CSP violations and failed
 * loads, which Chromium logs there), uncaught exceptions in the page, and errors in its workers.
 */
export function watchConsole(page) {
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${msg.worker() ? 'worker ' : ''}console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  page.on('crash', () => errors.push('the page crashed'));
  return errors;
}

/** Waits until `text` is visible on the page (substring match). */
export async function waitForText(page, text, timeout = 15_000) {
  await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout });
}

/**
 * Waits until the screen has settled: every element that says whether it is settled (`data-settled`, set by
 * the night screen while no action, bot or request is in flight) says "yes" at two animation frames in a
 * row. A step that looks before the screen settles may act on something about to be replaced (the
 * CI flake of issue 12, item 18: a chooser still on screen while the choice it made was being applied).
 */
export async function waitForSettled(page, timeout = 30_000) {
  await page.evaluate(() => (globalThis.__rwSettledFrames = 0));
  await page.waitForFunction(
    () => {
      const settled = [...document.querySelectorAll('[data-settled]')].every((el) => el.getAttribute('data-settled') === 'yes');
      globalThis.__rwSettledFrames = settled ? globalThis.__rwSettledFrames + 1 : 0;
      return globalThis.__rwSettledFrames >= 2;
    },
    undefined,
    { timeout, polling: 'raf' },
  );
}

/**
 * Waits until the screen asks something of the player and has stayed so, settled, for two animation
 * frames; returns what it asks: 'turn' (the on-screen seat's decision), 'pass' (the hotseat pass screen),
 * 'results', and at a night also 'choose', 'loan', 'replay' or 'standings'. Throws when the game failed.
 * One condition, checked in the page at every frame: no fixed sleep, no look at a screen about to change
 * (issue 12, item 18).
 */
export async function waitForNeed(page, timeout = 60_000) {
  await page.evaluate(() => {
    globalThis.__rwNeed = null;
    globalThis.__rwNeedFrames = 0;
  });
  const handle = await page
    .waitForFunction(
      () => {
        const q = (id) => document.querySelector(`[data-testid="${id}"]`);
        const shown = (id) => {
          const e = q(id);
          return !!e && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
        };
        if (shown('fatal')) return 'fatal';
        const settled = [...document.querySelectorAll('[data-settled]')].every((e) => e.getAttribute('data-settled') === 'yes');
        let need = null;
        if (settled) {
          const stage = q('night-screen')?.getAttribute('data-stage');
          if (stage === 'standings') need = 'standings';
          else if (stage === 'between') need = shown('night-replay-start') ? 'replay' : shown('loan-0') ? 'loan' : shown('night-chooser') ? 'choose' : null;
          else if (shown('pass-screen')) need = 'pass';
          else if (shown('results')) need = 'results';
          else if (q('table-status')?.getAttribute('data-my-turn') === 'yes') need = 'turn';
        }
        const g = globalThis;
        g.__rwNeedFrames = need !== null && need === g.__rwNeed ? g.__rwNeedFrames + 1 : need !== null ? 1 : 0;
        g.__rwNeed = need;
        return g.__rwNeedFrames >= 2 ? need : null;
      },
      undefined,
      { timeout, polling: 'raf' },
    )
    .catch(async (e) => {
      const status = await page
        .getByTestId('table-status')
        .innerText({ timeout: 1_000 })
        .catch(() => '');
      throw new Error(`nobody was asked to decide within ${timeout} ms (${status || e.message})`);
    });
  const need = await handle.jsonValue();
  if (need === 'fatal') throw new Error(`the game failed: ${await page.getByTestId('fatal').innerText()}`);
  return need;
}

/**
 * Waits until the page's layout has stopped changing: the window's size, the page's size and, on the
 * table, the canvas and what the scene describes, the same for five frames in a row (the stage follows a
 * resized window on the next frames). Replaces a fixed sleep after a resize.
 */
export async function waitForStableLayout(page, timeout = 10_000) {
  await page.evaluate(() => {
    globalThis.__rwLayout = null;
    globalThis.__rwLayoutFrames = 0;
  });
  await page.waitForFunction(
    () => {
      const canvas = document.querySelector('[data-testid="table-canvas"]');
      const r = canvas?.getBoundingClientRect();
      const key = JSON.stringify([
        innerWidth,
        innerHeight,
        document.documentElement.scrollWidth,
        document.documentElement.scrollHeight,
        r ? [r.width, r.height, canvas.width, canvas.height] : null,
        globalThis.__rwTable?.describe() ?? null,
      ]);
      const g = globalThis;
      g.__rwLayoutFrames = key === g.__rwLayout ? g.__rwLayoutFrames + 1 : 0;
      g.__rwLayout = key;
      return g.__rwLayoutFrames >= 5;
    },
    undefined,
    { timeout, polling: 'raf' },
  );
}
