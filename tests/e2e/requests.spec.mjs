// One request per action (issue 11.4), counted at the platform's edge: every message the page posts to the
// host worker is recorded (type and kind) before it leaves. A single table and a night's table, at the
// default animation speed and bot delay, one human and two bots: each click on an action sends exactly one
// `act`, and until the human is asked again only the bots' moves follow (`bot-step`, each answer carrying
// the new view): never a `view` after acting.
import assert from 'node:assert/strict';
import { decideSimply, openLobby, setSeats, startGame, waitForPlayer } from './gameplay.mjs';
import { waitForNeed } from './harness.mjs';
import { countRequests, oneRequest, sent } from './requests.mjs';
import { decide, HUMAN_AND_THREE_BOTS, openTavernLobby, setTavernSeats, startTavern, waitForTavern } from './tavern-play.mjs';

export const timeout = 600_000;


const SEATS = [
  { name: 'Ann', kind: 'human' },
  { name: 'Brenna', kind: 'bot', level: 'easy' },
  { name: 'Corwin', kind: 'bot', level: 'easy' },
];

/** Clicks `actions` decisions (or until the results) and checks what each click sent. */
async function countPerAction(page, wait, max, log, where) {
  let actions = 0;
  for (let n = 0; n < max; n++) {
    const who = await wait(page);
    if (who !== 'turn') break;
    await sent(page);
    await decideSimply(page);
    const next = await wait(page);
    const after = await sent(page);
    oneRequest(after, assert, `${where} (then ${next})`);
    actions++;
  }
  assert.ok(actions >= 2, `${where}: the human acted`);
  log(`${where}: ${actions} human actions, one request each, no view asked for after any`);
}

export async function run({ page, baseUrl, log }) {
  await page.addInitScript(countRequests);
  await openLobby(page, baseUrl);
  await setSeats(page, SEATS);
  await startGame(page, 'rogues-and-warriors', { seed: 4 });
  await countPerAction(page, waitForPlayer, 6, log, 'single table');

  // A night's table: the same, through the night's part `table`.
  await page.getByTestId('leave-table').click();
  await page.getByTestId('leave-confirm-yes').click();
  await page.getByTestId('mode-night').click();
  await page.getByTestId('night-lobby').waitFor();
  for (const [i, s] of SEATS.entries()) {
    if ((await page.locator('[data-testid^="night-seat-name-"]').count()) <= i) await page.getByTestId('night-seat-add').click();
    await page.getByTestId(`night-seat-name-${i}`).fill(s.name);
    await page.getByTestId(`night-seat-kind-${i}`).selectOption(s.kind);
    if (s.level) await page.getByTestId(`night-seat-level-${i}`).selectOption(s.level);
  }
  await page.getByTestId('night-length-games').check();
  await page.getByTestId('night-games').fill('1');
  await page.getByTestId('night-seed').fill('5');
  await page.getByTestId('night-start').click();
  for (let n = 0; n < 20; n++) {
    const who = await waitForNeed(page, 60_000);
    if (who === 'turn') break;
    if (who === 'loan') await page.getByTestId('loan-0').click();
    else if (who === 'choose') {
      await page.getByTestId('choose-game-rogues-and-warriors').click();
      await page.getByTestId('choose-stakes-betting').check();
      await page.waitForFunction(() => !document.querySelector('[data-testid="choose-start"]')?.disabled);
      await page.getByTestId('choose-start').click();
    } else throw new Error(`the night asks for ${who} before its first game`);
  }
  await countPerAction(page, (p) => waitForNeed(p, 60_000), 6, log, "a night's table");

  // A tavern game (issue 21.6): each decision of the human is one `act`, then only the host's steps; the
  // screen never asks to look again (its loop keeps the look each answer carries). The night just played
  // would be reopened on load: forget what was in play first.
  await page.evaluate(() => localStorage.clear());
  await openTavernLobby(page, baseUrl);
  await setTavernSeats(page, HUMAN_AND_THREE_BOTS);
  await startTavern(page, 31);
  await sent(page);
  let decisions = 0;
  let steps = 0;
  for (let n = 0; n < 10; n++) {
    if ((await waitForTavern(page, 90_000)) !== 'prompt') break;
    await sent(page);
    const version = await page.getByTestId('tavern-dock').getAttribute('data-version');
    await decide(page);
    await page.waitForFunction((v) => document.querySelector('[data-testid="tavern-dock"]')?.getAttribute('data-version') !== v, version, { timeout: 30_000 });
    await waitForTavern(page, 90_000);
    const after = await sent(page);
    oneRequest(after, assert, 'tavern');
    steps += after.length - 1;
    decisions++;
  }
  assert.ok(decisions >= 5, `the tavern's human decided (${decisions})`);
  log(`tavern: ${decisions} human decisions, one act request each, ${steps} host steps between them, no view asked for`);
}
