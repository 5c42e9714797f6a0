// Issue 28, item 11: keyboard play. From a fresh lobby, Tab presses to reach Start, then Enter; at the
// table, the first decision has the keyboard on its first choice (no Tab at all), and a number key picks
// a choice. The counts are printed (the issue measured 42 Tabs to Start and 8 to the first "Reveal").
import assert from 'node:assert/strict';
import { openLobby, setSeats, waitForPlayer } from './gameplay.mjs';

export const timeout = 180_000;

const focused = (page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? null);

async function tabsTo(page, test, max = 80) {
  for (let n = 0; n <= max; n++) {
    if (await test()) return n;
    await page.keyboard.press('Tab');
  }
  return null;
}

export async function run({ page, baseUrl, log }) {
  await openLobby(page, baseUrl);
  // One human against bots (the lobby's default table has a human at seat 1).
  await setSeats(page, [
    { name: 'Tess', kind: 'human' },
    { name: 'Brenna', kind: 'bot', level: 'normal' },
  ]);
  // A fresh lobby as the keyboard meets it: focus back at the top of the page.
  await page.reload();
  await page.getByTestId('start-game').waitFor({ state: 'visible', timeout: 20_000 });
  await page.locator('[data-testid^="game-"]').first().waitFor({ timeout: 20_000 });
  const toStart = await tabsTo(page, async () => (await focused(page)) === 'start-game');
  log(`Tabs from a fresh lobby to Start: ${toStart} (issue 28 measured 42)`);
  assert.ok(toStart !== null, 'Start is reachable with Tab');
  // The games are one Tab stop: the arrows pick a game.
  const toGames = await (async () => {
    await page.reload();
    await page.getByTestId('start-game').waitFor({ state: 'visible', timeout: 20_000 });
    return tabsTo(page, async () => ((await focused(page)) ?? '').startsWith('game-'));
  })();
  await page.keyboard.press('ArrowDown');
  const picked = await focused(page);
  log(`Tabs to the list of games: ${toGames}; ArrowDown moves to ${picked}`);
  assert.ok(picked?.startsWith('game-'), 'the arrows move through the games');
  await page.keyboard.press('Home');
  assert.equal(await focused(page), 'game-rogues-and-warriors', 'Home goes to the first game');
  const again = await tabsTo(page, async () => (await focused(page)) === 'start-game');
  await page.keyboard.press('Enter');
  await page.getByTestId('table-screen').waitFor({ timeout: 20_000 });
  log(`from the games to Start: ${again} Tabs, Enter started the table`);
  const who = await waitForPlayer(page, 60_000);
  assert.equal(who, 'turn');
  // The first decision: the keyboard is on its first choice already.
  const first = await focused(page);
  const tabsToDecision = await tabsTo(page, async () => {
    const f = await focused(page);
    return !!f && (f.startsWith('action-') || f.startsWith('act-') || f.startsWith('pick-card-'));
  }, 40);
  log(`Tabs to the first decision's choice: ${tabsToDecision} (focused at once: ${first}; issue 28 measured 8)`);
  assert.equal(tabsToDecision, 0, 'the first choice has the focus when the decision comes');
  // A number key picks a choice (the betting keys stay C, R, A, F).
  if ((await focused(page)).startsWith('action-')) {
    const before = await page.evaluate(() => globalThis.__rwTable.describe().cards.length);
    await page.keyboard.press('1');
    const next = await waitForPlayer(page, 60_000);
    log(`key 1 picked the first choice; next: ${next} (${before} cards on the table before)`);
  }
}
