// The lobby at 1024×640, 1280×800 and 1920×1080: photographed at each size, and the Start button in the
// window without scrolling (issue 13, item 18), whichever game is picked.
import assert from 'node:assert/strict';
import { openLobby, shotsAtSizes, SIZES } from './gameplay.mjs';

export const timeout = 60_000;

export async function run({ page, baseUrl, screenshot, log }) {
  await openLobby(page, baseUrl);
  await shotsAtSizes(page, screenshot, 'lobby');
  const ids = await page.locator('[data-testid^="game-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid').slice(5)));
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const id of ids) {
      await page.getByTestId(`game-${id}`).click();
      const box = await page.getByTestId('start-game').boundingBox();
      // The page and the lobby never scroll (the game list may, to show the game clicked).
      const scrolled = await page.evaluate(() => [document.scrollingElement.scrollTop, document.querySelector('[data-testid="lobby"]').scrollTop]);
      assert.ok(box && box.y >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width, `Start is in the window at ${size.width}×${size.height} with ${id} picked (${JSON.stringify(box)})`);
      assert.ok(scrolled.every((x) => x === 0), `nothing had to scroll to show it (${scrolled})`);
    }
  }
  log(`Start in view at every size for ${ids.length} games`);
}
