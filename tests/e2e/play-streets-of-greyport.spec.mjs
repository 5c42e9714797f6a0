// Streets of Greyport at 1024×640, the smallest window we support: one human and three bots at the default
// pace, played to its results by clicking. Whenever the human may load cards, they click the largest set on
// the table; the button that loads it and every other choice must then be in reach (issue 13, item 2: the
// "Load …" button used to fall below the window). The table is photographed mid-game at every size.
import assert from 'node:assert/strict';
import { clickCard, decideSimply, gameSpec, offeredActions } from './gameplay.mjs';

export const timeout = 480_000;

const SMALL = { width: 1024, height: 640 };
let checked = 0;

/** The element lies wholly inside the window. */
async function inView(page, locator) {
  const box = await locator.boundingBox();
  return !!box && box.y >= 0 && box.x >= 0 && box.y + box.height <= SMALL.height && box.x + box.width <= SMALL.width;
}

async function loadMost(page, n) {
  const offered = await offeredActions(page);
  const stock = offered.find((o) => o.action.t === 'stock');
  const loads = offered.filter((o) => o.action.t === 'load');
  if (!loads.length) {
    if (stock && n % 3 !== 2) return page.getByTestId(stock.testid).click();
    return decideSimply(page, n);
  }
  const most = loads.reduce((a, b) => (b.action.cards.length > a.action.cards.length ? b : a));
  for (const id of most.action.cards) await clickCard(page, id);
  const confirm = most.action.cards.length ? page.getByTestId('action-confirm') : page.getByTestId(most.testid);
  await confirm.waitFor();
  assert.ok(await inView(page, confirm), `"${await confirm.innerText()}" is in the window at 1024×640`);
  // Every other choice can be reached too (the list may scroll inside the dock).
  for (const o of await offeredActions(page)) {
    const b = page.getByTestId(o.testid);
    if (!(await b.isVisible())) continue;
    await b.scrollIntoViewIfNeeded();
    assert.ok(await inView(page, b), `"${o.text}" can be brought into the window`);
  }
  assert.equal(await page.getByTestId('table-step').innerText(), 'Load the Cart', 'the step says the player is loading');
  checked++;
  await confirm.click();
}

export const run = gameSpec('streets-of-greyport', {
  viewport: SMALL,
  decide: loadMost,
  async after(page, log) {
    assert.ok(checked >= 2, `loads were checked at 1024×640 (${checked})`);
    log(`${checked} loads checked in reach at 1024×640`);
  },
});
