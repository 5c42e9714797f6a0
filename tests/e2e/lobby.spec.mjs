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

  // The seed field goes to the host as typed, and the host reads it (issue 21): a bad one is refused with
  // its sentence in the lobby and no table starts; a good one starts the table.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('game-rogues-and-warriors').click();
  await page.getByTestId('seed').fill('1e3');
  await page.getByTestId('start-game').click();
  await page.getByTestId('lobby-error').waitFor({ timeout: 10_000 });
  assert.equal(await page.getByTestId('lobby-error').innerText(), 'A seed is a whole number from 0 to 4294967295; leave it empty for a deal nobody knows.');
  assert.equal(await page.getByTestId('table-screen').count(), 0, 'no table started');
  await page.getByTestId('seed').fill(' 42 ');
  await page.getByTestId('start-game').click();
  await page.getByTestId('table-screen').waitFor({ timeout: 20_000 });
  log('a typed seed: "1e3" refused by the host with its sentence, " 42 " starts the table');
}
