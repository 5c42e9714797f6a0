// Issue 27 on loopback: `npm run serve` hosts a Rogues and Warriors table (two humans and a bot); two browser
// contexts (two players' own browsers, nothing shared) open the host's address with `?join=CODE`, each gives a
// name and takes a seat, and they play the game to its results by clicking, each on its own screen, the server
// moving the bot and telling both pages when the table moved. Each page only ever draws its own seat's cards face
// up. One player reloads mid-game and takes the same seat back with the token the browser kept; then the host is
// killed (SIGKILL) and started again, and both pages rejoin by themselves and play on to the end.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decideSimply, drawnTable } from './gameplay.mjs';
import { waitForSettled, watchConsole } from './harness.mjs';

export const timeout = 300_000;
/** The pages log the dropped link (a warning, not an error); the browser itself reports the refused socket while the host is down. */
export const allowConsoleErrors = [/WebSocket connection to .* failed/, /ERR_CONNECTION_REFUSED/];

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const CODE = 'PLAY';

function serve(dataDir, port = 0) {
  const p = spawn(process.execPath, ['--import', 'tsx', 'src/node/net/serve.ts', '--port', String(port), '--data', dataDir, '--seats', 'human,human,bot', '--code', CODE, '--seed', '20261128', '--bot-delay', '150'], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((ok, fail) => {
    let out = '';
    p.stdout.on('data', (d) => {
      out += d;
      const m = /Hosting at (http:\/\/127\.0\.0\.1:(\d+)\/)/.exec(out);
      if (m) ok({ p, url: m[1], port: Number(m[2]) });
    });
    p.stderr.on('data', (d) => (out += d));
    p.on('exit', (code) => fail(new Error(`serve exited (${code}): ${out}`)));
  });
}

const stop = (p, signal) => new Promise((ok) => (p.exitCode !== null ? ok() : (p.once('exit', ok), p.kill(signal))));

/** What the page needs now, looked at once: its turn, its results, or nothing yet (another seat, a bot). */
async function needNow(page) {
  return page.evaluate(() => {
    const q = (id) => document.querySelector(`[data-testid="${id}"]`);
    const shown = (id) => !!q(id) && q(id).getClientRects().length > 0;
    if (shown('fatal')) return 'fatal';
    const settled = [...document.querySelectorAll('[data-settled]')].every((e) => e.getAttribute('data-settled') === 'yes');
    if (!settled) return null;
    if (shown('results')) return 'results';
    return q('table-status')?.getAttribute('data-my-turn') === 'yes' ? 'turn' : null;
  });
}

/** Each page's own seat face up, every other hand face down. */
async function checkOwnCards(page, seat) {
  const t = await drawnTable(page);
  assert.equal(t.viewer, seat, `the page draws seat ${seat}`);
  assert.ok(t.cards.filter((c) => c.zone.startsWith('hand.') && c.seat !== seat).every((c) => !c.faceUp), "others' hands are face down");
}

/** Both pages play until both show the results, or until `stopAfter` decisions in all. */
async function playBoth(pages, log, stopAfter = Infinity) {
  let decisions = 0;
  for (let round = 0; round < 4000; round++) {
    const needs = await Promise.all(pages.map((p) => needNow(p.page)));
    assert.ok(!needs.includes('fatal'), 'no page stopped on an error');
    if (needs.every((n) => n === 'results')) return decisions;
    let acted = false;
    for (const [i, n] of needs.entries()) {
      if (n !== 'turn') continue;
      // Looked at twice: the page must be settled on its turn, not passing through it.
      await waitForSettled(pages[i].page);
      if ((await needNow(pages[i].page)) !== 'turn') continue;
      await checkOwnCards(pages[i].page, pages[i].seat);
      await decideSimply(pages[i].page);
      decisions++;
      acted = true;
      if (decisions >= stopAfter) return decisions;
    }
    if (!acted) await pages[0].page.waitForTimeout(100);
  }
  throw new Error(`no results after ${decisions} decisions`);
}

export async function run({ page, context, baseUrl, screenshot, log }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rw-e2e-net-'));
  let host = await serve(dataDir);
  const other = await context.browser().newContext({ viewport: { width: 1280, height: 800 } });
  try {
    let page2 = await other.newPage();
    let errors2 = watchConsole(page2);
    const pages = [
      { page, seat: 0, name: 'Tess' },
      { page: page2, seat: 1, name: 'Ulla' },
    ];
    for (const p of pages) {
      await p.page.addInitScript(() => localStorage.setItem('rw.guide.done', '1'));
      await p.page.goto(`${host.url}?join=${CODE}`);
      await p.page.getByTestId('net-name').fill(p.name);
      if (p.seat === 0) await screenshot('join');
      await p.page.getByTestId('net-join-button').click();
      if (p.seat === 0) {
        await page.getByTestId('net-waiting').waitFor();
        log('the first player waits for the second');
      }
    }
    for (const p of pages) await p.page.getByTestId('table-screen').waitFor({ timeout: 20_000 });
    assert.match(await page.getByTestId('net-seat-1').innerText(), /Ulla/);

    // A few decisions, then the second player reloads: the tab's token takes the same seat back.
    let decisions = await playBoth(pages, log, 3);
    await screenshot('laptop-table');

    // An onlooker in a third browser: the onlookers' view, every hand face down, nothing to decide.
    const watcher = await context.browser().newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const w = await watcher.newPage();
      await w.addInitScript(() => localStorage.setItem('rw.guide.done', '1'));
      await w.goto(`${host.url}?join=${CODE}`);
      await w.getByTestId('net-watch').click();
      await w.getByTestId('table-screen').waitFor({ timeout: 20_000 });
      await waitForSettled(w);
      const t = await drawnTable(w);
      assert.equal(t.viewer, -1, 'the onlooker sees the onlookers’ view');
      assert.ok(t.cards.filter((c) => c.zone.startsWith('hand.')).every((c) => !c.faceUp), 'every hand is face down to an onlooker');
      assert.equal(await w.locator('[data-action]').count(), 0, 'an onlooker is offered nothing to do');
      // The runner's `screenshot` shoots the first page; the onlooker's own page is photographed beside it.
      await w.screenshot({ path: join(repo, 'test-results', 'screenshots', 'net-table-onlooker.png') });
      log('an onlooker watched with every hand face down: test-results/screenshots/net-table-onlooker.png');
    } finally {
      await watcher.close().catch(() => undefined);
    }
    // The second player's tab closes: the first sees them away and hands their seat to a bot for now.
    await page2.close();
    await page.getByTestId('net-stand-in-1').waitFor({ timeout: 20_000 });
    assert.match(await page.getByTestId('net-seat-1').innerText(), /reconnecting/);
    await page.getByTestId('net-stand-in-1').click();
    await page.locator('[data-testid="net-seat-1"][data-stand-in="yes"]').waitFor({ timeout: 20_000 });
    await screenshot('away-bot-plays');
    log(`the second player is away: "${(await page.getByTestId('net-seat-1').innerText()).trim()}"`);
    // They open the address again in the same browser: the tab's token takes the same seat back from the bot.
    page2 = await other.newPage();
    pages[1].page = page2;
    errors2 = watchConsole(page2);
    await page2.goto(`${host.url}?join=${CODE}`);
    // A fresh tab loads the page and the table's lazy chunks again: on a loaded machine that takes a while.
    await page2.getByTestId('table-screen').waitFor({ timeout: 60_000 });
    await waitForSettled(page2);
    await checkOwnCards(page2, 1);
    await page.locator('[data-testid="net-seat-1"][data-stand-in="no"][data-connected="yes"]').waitFor({ timeout: 20_000 });
    log('reopened: the second player is back at seat 2 without giving a name, the bot off their seat');

    // The host is killed and started again on the same port: both pages rebind by themselves.
    await stop(host.p, 'SIGKILL');
    for (const p of pages) await p.page.getByTestId('net-link').waitFor({ timeout: 30_000 });
    log(`while the host is down: "${await page.getByTestId('net-link').innerText()}"`);
    host = await serve(dataDir, host.port);
    for (const p of pages) {
      await p.page.waitForFunction(() => !document.querySelector('[data-testid="net-link"]'), undefined, { timeout: 30_000 });
    }
    log('the host was killed and restarted: both pages reconnected');

    decisions += await playBoth(pages, log);
    for (const p of pages) await p.page.getByTestId('results').waitFor();
    const headline = await page.getByTestId('results-headline').innerText();
    assert.equal(await page2.getByTestId('results-headline').innerText(), headline, 'both players see the same result');
    log(`result: ${headline} after ${decisions} decisions by the two players`);
    await screenshot('results');
    assert.deepEqual(errors2.filter((e) => !/WebSocket connection|ERR_CONNECTION_REFUSED/.test(e)), [], 'the second page logged no error');
  } finally {
    await other.close().catch(() => undefined);
    await stop(host.p, 'SIGTERM');
  }
  await hostingPanel(context, baseUrl, log);
}

/**
 * The desktop's hosting panel and hosted screen, in the browser build with a platform stub in place of the
 * preload's `window.rw.hosting` (Electron cannot run here; tests/unit/net/hosting-ipc.test.ts drives the main
 * process's side). The stub answers as main/net-hosting.ts does — the interfaces, a start's status with its
 * address and join code, a player joining, a connection removed, stop — and records what the page asked.
 */
export async function hostingPanel(context, baseUrl, log) {
  const c = await context.browser().newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const p = await c.newPage();
    watchConsole(p);
    await p.addInitScript(() => {
      localStorage.setItem('rw.guide.done', '1');
      const asked = (globalThis.__hostingAsked = []);
      let status = { on: false };
      let polls = 0;
      const interfaces = [
        { address: '127.0.0.1', label: 'This PC only (127.0.0.1)' },
        { address: '192.168.1.23', label: 'wlan0 (192.168.1.23)' },
      ];
      const seats = (setup) => setup.seats.map((s) => ({ name: s.kind === 'bot' ? s.name : '', kind: s.kind, taken: s.kind === 'bot', connected: s.kind === 'bot', standIn: false }));
      window.rw = {
        hosting: async (req) => {
          asked.push(req.type);
          if (req.type === 'start') {
            if (!interfaces.some((i) => i.address === req.address)) return { ok: false, error: { code: 'bad-interface', message: 'That is not one of this PC’s network addresses: pick one from the list.' } };
            status = { on: true, url: `http://${req.address}:8080/`, code: 'K7QX2M', kind: req.kind, address: req.address, seats: seats(req.setup), connections: [], machine: null, version: 0 };
          } else if (req.type === 'status' && status.on && ++polls === 2) {
            // A player joins from their phone: the first free seat is theirs.
            const i = status.seats.findIndex((s) => s.kind === 'human' && !s.taken);
            status = { ...status, seats: status.seats.map((s, j) => (j === i ? { ...s, name: 'Ulla', taken: true, connected: true } : s)), connections: [{ n: 1, seat: i, name: 'Ulla' }, { n: 2, seat: -1, name: null }] };
          } else if (req.type === 'remove') {
            const gone = status.connections.find((x) => x.n === req.n);
            if (!gone) return { ok: false, error: { code: 'no-connection', message: 'That connection is no longer there.' } };
            status = { ...status, connections: status.connections.filter((x) => x.n !== req.n), seats: status.seats.map((s, j) => (j === gone.seat ? { ...s, connected: false } : s)) };
          } else if (req.type === 'stop') status = { on: false };
          return { ok: true, status, interfaces };
        },
      };
    });
    const shots = join(repo, 'test-results', 'screenshots');
    await p.goto(baseUrl);
    await p.getByTestId('open-hosting').click();
    await p.getByTestId('hosting-armed').check();
    // One network card besides loopback: offered first, since "this PC only" lets nobody else join.
    assert.equal(await p.getByTestId('hosting-interface').inputValue(), '192.168.1.23');
    await p.screenshot({ path: join(shots, 'net-table-hosting-panel.png') });
    await p.getByTestId('hosting-close').click();
    assert.match(await p.getByTestId('open-hosting').innerText(), /Hosting on the network: on/);
    await p.getByTestId('start-game').click();
    await p.getByTestId('hosted-screen').waitFor({ timeout: 30_000 });
    assert.equal(await p.getByTestId('hosting-code').innerText(), 'K7QX2M');
    assert.match(await p.getByTestId('hosted-url').innerText(), /^http:\/\/192\.168\.1\.23:8080\/\?join=K7QX2M$/);
    await p.getByTestId('hosted-qr-big').waitFor();
    // The status is asked once a second: the player who joined shows with a Remove button.
    await p.getByTestId('hosting-remove').first().waitFor({ timeout: 10_000 });
    assert.match(await p.getByTestId('hosting-seats').innerText(), /Ulla/);
    for (const [w, h] of [[1024, 640], [1280, 800], [1920, 1080]]) {
      await p.setViewportSize({ width: w, height: h });
      await p.screenshot({ path: join(shots, `net-table-hosted-waiting-${w}x${h}.png`) });
    }
    await p.getByTestId('hosting-remove').first().click();
    await p.waitForFunction(() => document.querySelectorAll('[data-testid="hosting-connection"]').length === 1);
    await p.locator('[data-testid="hosting-seats"] li[data-connected="no"]').first().waitFor();
    await p.getByTestId('hosting-stop').click();
    await p.getByTestId('open-hosting').waitFor({ timeout: 30_000 });
    const asked = await p.evaluate(() => globalThis.__hostingAsked);
    for (const t of ['interfaces', 'start', 'status', 'remove', 'stop']) assert.ok(asked.includes(t), `the page asked the hosting module to ${t}`);
    log(`the hosting panel and the hosted screen, on a platform stub: asked ${[...new Set(asked)].join(', ')}; screenshots net-table-hosting-panel.png, net-table-hosted-waiting-*.png`);
  } finally {
    await c.close().catch(() => undefined);
  }
}
