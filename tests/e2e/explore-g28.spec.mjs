import { waitForStableLayout } from './harness.mjs';
import { openLobby, setSeats, setPace, startGame, waitForPlayer, decideSimply, offeredActions, ONE_HUMAN_THREE_BOTS } from './gameplay.mjs';
export const timeout = 300_000;
export async function run({ context, baseUrl, log }) {
  const games = (process.env.G28_GAMES || 'city-square,heroes-plunder,the-wheel,dragon-hordes').split(',');
  for (const id of games) {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await openLobby(page, baseUrl);
    await setSeats(page, ONE_HUMAN_THREE_BOTS);
    await setPace(page, { botDelayMs: 0, speed: '0' });
    await startGame(page, id, { seed: 7 });
    for (let n = 0; n < Number(process.env.G28_N || 3); n++) {
      const who = await waitForPlayer(page);
      if (who !== 'turn') break;
      if (n === Number(process.env.G28_AT || 1)) for (const size of [{ width: 1024, height: 640 }, { width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
        await page.setViewportSize(size);
        await waitForStableLayout(page);
        await page.screenshot({ path: `/work/shots/g28/explore-${id}-${n}-${size.width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      const acts = await offeredActions(page);
      log(`${id} ${n}: ${acts.slice(0, 6).map((a) => a.text).join(' | ')} (${acts.length})`);
      await decideSimply(page);
    }
    await page.close();
  }
}
