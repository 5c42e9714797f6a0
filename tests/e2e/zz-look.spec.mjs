import { decide, openTavernLobby, setTavernSeats, HUMAN_AND_THREE_BOTS, startTavern, waitForTavern, smallestText } from './tavern-play.mjs';
import { SIZES } from './gameplay.mjs';
export const timeout = 600_000;
export async function run({ page, screenshot, log, baseUrl }) {
  await openTavernLobby(page, baseUrl);
  await page.evaluate(() => localStorage.removeItem('rw.tavern-guide.done'));
  await setTavernSeats(page, HUMAN_AND_THREE_BOTS);
  await screenshot('lobby');
  await startTavern(page, 2024);
  await page.getByTestId('guide').waitFor();
  for (const s of SIZES) { await page.setViewportSize(s); await page.waitForTimeout(400); await screenshot(`guide-${s.width}`); }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('guide-skip').click();
  let n = 0;
  for (;;) {
    const st = await waitForTavern(page, 120_000);
    if (st !== 'prompt') break;
    n++;
    if (n === 4 || n === 9) {
      for (const s of SIZES) {
        await page.setViewportSize(s); await page.waitForTimeout(500);
        await screenshot(`mid-${n}-${s.width}`);
        log(`${s.width}: smallest ${JSON.stringify(await smallestText(page))}`);
        const d = await page.evaluate(() => globalThis.__rwTavern?.describe());
        const canvas = await page.getByTestId('tavern-canvas').boundingBox();
        const box = await page.getByTestId('tavern-log').boundingBox();
        log(`canvas ${JSON.stringify(canvas)} log ${JSON.stringify(box)}`);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.waitForTimeout(300);
      // hover a plate
      const d = await page.evaluate(() => { const s = globalThis.__rwTavern; const p = s.placeOf(1); return { p, z: s.zoom }; });
      const c = await page.getByTestId('tavern-canvas').boundingBox();
      await page.mouse.move(c.x + (d.p.x + 20) * d.z, c.y + (d.p.y + 20) * d.z);
      await page.waitForTimeout(300);
      await screenshot(`zoom-plate-${n}`);
      await page.mouse.move(2, 2);
    }
    const v = await page.getByTestId('tavern-dock').getAttribute('data-version');
    await decide(page);
    await page.waitForFunction((v) => document.querySelector('[data-testid="tavern-dock"]')?.getAttribute('data-version') !== v, v, { timeout: 30_000 });
    if (n === 5 || n === 10) {
      // a bot turn mid-narration
      for (let i = 0; i < 40; i++) {
        const said = await page.getByTestId('tavern-narration').innerText();
        if (said && !/Tess/.test(said)) { await screenshot(`narration-${n}`); log(`narration: ${said}`); break; }
        await page.waitForTimeout(150);
      }
    }
    if (n >= 12) break;
  }
}
