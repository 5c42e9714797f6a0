// One request per action (issue 11.4), counted at the platform's edge: every message the page posts to the
// host worker is recorded (type and kind) before it leaves. A single table and a night's table, at the
// default animation speed and bot delay, one human and two bots: each click on an action sends exactly one
// `act`, and until the human is asked again only the bots' moves follow (`bot-step`, each answer carrying
// the new view): never a `view` after acting.
import assert from 'node:assert/strict';
import { decideSimply, openLobby, setSeats, startGame, waitForPlayer } from './gameplay.mjs';
import { waitForNeed } from './harness.mjs';

export const timeout = 240_000;

/** Runs in the page before the app starts: records each request posted to a worker. */
function countRequests() {
  const post = Worker.prototype.postMessage;
  globalThis.__rwSent = [];
  Worker.prototype.postMessage = function (message, ...rest) {
    const req = message?.req;
    if (req) globalThis.__rwSent.push(`${req.type}${req.kind ? `:${req.kind}${req.part ? `/${req.part}` : ''}` : ''}`);
    return post.call(this, message, ...rest);
  };
}

const sent = (page) => page.evaluate(() => globalThis.__rwSent.splice(0));

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
    assert.equal(after.filter((t) => t.startsWith('act')).length, 1, `one action, one act request (${after.join(' ')})`);
    assert.ok(after[0].startsWith('act'), `the action is sent first (${after.join(' ')})`);
    const others = after.slice(1).filter((t) => !t.startsWith('bot-step'));
    assert.deepEqual(others, [], `after the action only the bots' moves are asked for, no look (${after.join(' ')}; then ${next})`);
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
}
