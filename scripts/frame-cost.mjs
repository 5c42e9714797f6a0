// What one frame of the table and of the tavern costs the CPU in the e2e tests' Chromium (headless, WebGL on
// SwiftShader): the build in dist-web is served, a game of Threes and a tavern game are started with one
// human and three bots, and at the human's first decision the scene is drawn over and over for a few
// seconds while the Chromium processes' CPU time is read from /proc. Linux only.
//
//   npm run build:web && node scripts/frame-cost.mjs [--seconds 3] [--size 1280x800]
//
// Prints, per scene: frames drawn, the GPU process's and the page's CPU ms per frame, and the same with the
// layers hidden (what clearing and presenting an empty frame costs). Session 16 measured with it why the e2e suite was
// CPU-bound (docs/BENCHMARKS.md, "The test suite's time").
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchBrowser, startStaticServer, waitForNeed } from '../tests/e2e/harness.mjs';
import { ONE_HUMAN_THREE_BOTS, openLobby, scenePacing, setSeats, startGame } from '../tests/e2e/gameplay.mjs';
import { HUMAN_AND_THREE_BOTS, openTavernLobby, setTavernSeats, startTavern, waitForTavern } from '../tests/e2e/tavern-play.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { seconds: { type: 'string', default: '3' }, size: { type: 'string', default: '1280x800' } } });
const seconds = Number(values.seconds);
const [width, height] = values.size.split('x').map(Number);

/** CPU ticks (1/100 s) of the Chromium processes now running, by kind: gpu, page (renderers), other. */
function chromiumTicks() {
  const t = { gpu: 0, page: 0, other: 0 };
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('chrom')) continue;
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      const kind = cmd.includes('--type=gpu-process') ? 'gpu' : cmd.includes('--type=renderer') ? 'page' : 'other';
      t[kind] += Number(f[11]) + Number(f[12]);
    } catch {
      // The process ended while being read.
    }
  }
  return t;
}

/** Draws the scene under `hook` as often as the display lets it for `seconds`; CPU ms a frame. */
async function measure(page, hook, hidden) {
  const before = chromiumTicks();
  const frames = await page.evaluate(
    async ({ hook, hidden, ms }) => {
      const s = globalThis[hook];
      // Hiding the layers, not the stage: a hidden stage is not drawn at all, an empty one still is.
      const layers = s.app.stage.children;
      const was = layers.map((c) => c.visible);
      if (hidden) for (const c of layers) c.visible = false;
      let n = 0;
      const t0 = performance.now();
      while (performance.now() - t0 < ms) {
        s.app.render();
        n++;
        await new Promise((r) => requestAnimationFrame(r));
      }
      layers.forEach((c, i) => (c.visible = was[i]));
      return n;
    },
    { hook, hidden, ms: seconds * 1000 },
  );
  const after = chromiumTicks();
  const per = (k) => (((after[k] - before[k]) * 10) / frames).toFixed(1);
  return `${frames} frames, GPU process ${per('gpu')} ms a frame, page ${per('page')} ms`;
}

const server = await startStaticServer(join(repo, 'dist-web'));
const browser = await launchBrowser();
try {
  const ctx = await browser.newContext({ viewport: { width, height } });
  const table = await ctx.newPage();
  await openLobby(table, server.url);
  await setSeats(table, ONE_HUMAN_THREE_BOTS);
  await startGame(table, 'threes', { seed: 1 });
  await waitForNeed(table, 120_000);
  const p = await scenePacing(table);
  const pacing = `${p.renderer}; ${p.maxBatch} texture(s) a batch; frame floor ${(p.floorMs ?? 0).toFixed(1)} ms`;
  console.log(`${values.size}, ${seconds} s a measure. Renderer: ${pacing}`);
  console.log(`Threes table: ${await measure(table, '__rwTable', false)}`);
  console.log(`  layers hidden: ${await measure(table, '__rwTable', true)}`);
  await ctx.close();
  const tavern = await (await browser.newContext({ viewport: { width, height } })).newPage();
  await openTavernLobby(tavern, server.url);
  await setTavernSeats(tavern, HUMAN_AND_THREE_BOTS);
  await startTavern(tavern, 13);
  await waitForTavern(tavern);
  console.log(`Tavern: ${await measure(tavern, '__rwTavern', false)}`);
  console.log(`  layers hidden: ${await measure(tavern, '__rwTavern', true)}`);
} finally {
  await browser.close();
  await server.close();
}
