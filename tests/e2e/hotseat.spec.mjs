// Two humans on one screen (and a bot), at the default pace: whenever the next decision is the other human's, the table goes
// blank and a "Pass to <name>" screen covers it; nothing of anyone's cards is drawn until that player
// confirms, and then only their own hand is face up. After confirming, a recap says what happened since.
// Once a human has acted, their hidden cards leave the screen at once: before any other seat's move plays (issue 13).
import assert from 'node:assert/strict';
import { decideSimply, describeTable, openLobby, setSeats, startGame, waitForPlayer } from './gameplay.mjs';

export const timeout = 180_000;

async function assertHidden(page, name) {
  const pass = page.getByTestId('pass-screen');
  assert.ok(await pass.isVisible(), 'the pass screen is up');
  assert.match(await pass.innerText(), new RegExp(`Pass to ${name}`));
  // The stage may still be starting up behind the cover on the first hand-over.
  await page.waitForFunction(() => globalThis.__rwTable, null, { timeout: 15_000 });
  const table = await describeTable(page);
  assert.ok(table.blank, 'the table is blank behind the pass screen');
  assert.equal(table.cards.length, 0, 'no card is drawn at all before the player confirms');
  assert.equal(await page.getByTestId('table-readout').locator('li').count(), 0, 'nothing of the table is readable either');
  // The cover hides the whole stage.
  const cover = await pass.boundingBox();
  const canvas = await page.getByTestId('table-canvas').boundingBox();
  assert.ok(cover.x <= canvas.x && cover.y <= canvas.y && cover.width >= canvas.width && cover.height >= canvas.height, 'the cover spans the table');
}

export async function run({ page, baseUrl, screenshot, log }) {
  await openLobby(page, baseUrl);
  await setSeats(page, [
    { name: 'Ann', kind: 'human' },
    { name: 'Bob', kind: 'human' },
    { name: 'Corwin', kind: 'bot', level: 'normal' },
  ]);
  await startGame(page, 'rogues-and-warriors', { seed: 42 });

  const names = ['Ann', 'Bob'];
  let passes = 0;
  let recaps = 0;
  let onScreen = null;
  let hiddenAtOnce = 0;
  for (let n = 0; n < 80; n++) {
    const who = await waitForPlayer(page);
    if (who === 'results') break;
    if (who === 'pass') {
      const text = await page.getByTestId('pass-screen').innerText();
      const next = names.find((x) => text.includes(`Pass to ${x}`));
      assert.ok(next, `the pass screen names a human: ${text}`);
      assert.notEqual(next, onScreen, 'a pass screen only when the seat changes hands');
      await assertHidden(page, next);
      if (passes < 2) await screenshot(`pass-to-${next}`);
      passes++;
      await page.getByTestId('pass-confirm').click();
      await page.getByTestId('pass-screen').waitFor({ state: 'hidden' });
      onScreen = next;
      const seat = names.indexOf(next);
      const table = await describeTable(page);
      assert.equal(table.viewer, seat, `the table is drawn for ${next}`);
      const own = table.cards.filter((c) => c.seat === seat && c.zone.startsWith('hand.'));
      const others = table.cards.filter((c) => c.seat !== seat && c.zone.startsWith('hand.'));
      assert.ok(own.length > 0 && own.every((c) => c.faceUp), `${next} sees their own hand`);
      assert.ok(others.every((c) => !c.faceUp), `${next} does not see anyone else's hand`);
      if (await page.getByTestId('recap').isVisible()) {
        recaps++;
        if (recaps === 1) {
          log(`recap for ${next}: ${(await page.getByTestId('recap').innerText()).replace(/\s+/g, ' ')}`);
          await screenshot(`recap-${next}`);
        }
      }
      continue;
    }
    const seat = names.indexOf(onScreen);
    // Every event the table plays from here on is noted with the seat it was drawn for, so "at once" is checked
    // by order, not by a clock (a loaded machine delays the hiding and the bot's pause alike): no move of
    // anyone else may play while this human's hand is still drawn face up for them.
    await page.evaluate(() => {
      const t = globalThis.__rwTable;
      if (!t.__noted) {
        const play = t.onEvent;
        t.onEvent = (e, viewer) => {
          globalThis.__rwPlayed?.push({ seat: e.seat ?? null, viewer, t: e.t });
          play(e, viewer);
        };
        t.__noted = true;
      }
      globalThis.__rwPlayed = [];
    });
    await decideSimply(page);
    // Their hand is hidden, the table blank, or it is theirs again.
    const after = await page
      .waitForFunction(
        (me) => {
          const t = globalThis.__rwTable?.describe();
          if (!t) return null;
          if (t.blank) return 'blank';
          if (t.viewer === me && document.querySelector('[data-testid="table-status"]')?.getAttribute('data-my-turn') === 'yes') return 'again';
          if (document.querySelector('[data-testid="results"]')) return 'over';
          const shown = t.cards.filter((c) => c.seat === me && c.zone.startsWith('hand.') && c.faceUp);
          return t.viewer === -1 && shown.length === 0 ? 'hidden' : null;
        },
        seat,
        { timeout: 20_000, polling: 25 },
      )
      .then((h) => h.jsonValue())
      .catch(() => null);
    assert.ok(after, `${onScreen}'s hidden cards left the screen after they acted`);
    const seenByThem = await page.evaluate(
      (me) => globalThis.__rwPlayed.filter((e) => e.viewer === me && e.seat !== null && e.seat !== me),
      seat,
    );
    assert.deepEqual(seenByThem, [], `no one else's move played while ${onScreen}'s hand was still face up for them`);
    if (after === 'hidden') hiddenAtOnce++;
  }
  assert.ok(await page.getByTestId('results').isVisible(), 'the game reached its result');
  assert.ok(passes >= 2, `the screen was handed over (${passes} times)`);
  assert.ok(recaps >= 1, 'a recap was shown after a hand-over');
  assert.ok(hiddenAtOnce >= 1, `a human's cards were hidden at once after acting (${hiddenAtOnce} times)`);
  log(`${passes} hand-overs, ${recaps} recaps; ${await page.getByTestId('results-headline').innerText()}`);
  await screenshot('result');
}
