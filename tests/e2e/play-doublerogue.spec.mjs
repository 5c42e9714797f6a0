// Doublerogue: one human and three bots at the default pace, played to its results by clicking. The human
// always Hits, so sooner or later a second Rogue comes face up (issue 13, item 3): the table must show that
// Rogue before the cards go, the results row must say "busted: two Rogues, paid N" (not "folded"), and the
// headline must say how the last player won (there is no showdown, so nobody "has the best hand").
import assert from 'node:assert/strict';
import { decideSimply, describeTable, gameSpec, offeredActions } from './gameplay.mjs';

export const timeout = 300_000;

let bustSeen = false;
let hitOffered = false;

async function hitAlways(page, n) {
  const hit = (await offeredActions(page)).find((o) => o.action.t === 'hit');
  if (!hit) return decideSimply(page, n);
  hitOffered = true;
  await page.getByTestId(hit.testid).click();
  // The drawn card lands face up; with a Rogue already showing, both Rogues stay on the table for a moment
  // (the penalty is paid) before the cards are discarded.
  const rogues = await page
    .waitForFunction(
      () => {
        const t = globalThis.__rwTable?.describe();
        const up = (t?.cards ?? []).filter((c) => c.zone === 'up.0' && c.faceUp && / Rogue /.test(` ${c.card} `));
        return up.length >= 2 ? up.map((c) => c.card) : null;
      },
      null,
      { timeout: 4_000, polling: 50 },
    )
    .then((h) => h.jsonValue())
    .catch(() => null);
  if (rogues) {
    bustSeen = true;
    // Still there a good half second later: the bust is shown, not flashed.
    await page.waitForTimeout(500);
    const t = await describeTable(page);
    const still = t.cards.filter((c) => c.zone === 'up.0' && c.faceUp && / Rogue /.test(` ${c.card} `));
    assert.equal(still.length, 2, `the two face-up Rogues stay in view (${rogues.join(', ')})`);
  }
}

export const run = gameSpec('doublerogue', {
  // At this seed the human's second Rogue comes on their second Hit.
  seed: 3,
  decide: hitAlways,
  async after(page, log) {
    assert.ok(hitOffered, 'the human was offered a Hit');
    const headline = await page.getByTestId('results-headline').innerText();
    assert.doesNotMatch(await page.getByTestId('awards').innerText(), /best hand/, 'no best hand without a showdown');
    assert.match(headline, /wins?: /, `the headline says how the game was won: ${headline}`);
    const row = await page.getByTestId('result-row-0').innerText();
    log(`headline: ${headline}; Tess: ${row.replace(/\s+/g, ' ')}`);
    assert.ok(bustSeen, 'the human busted on two face-up Rogues, and both were on the table');
    assert.match(row, /busted: two Rogues, paid \d+/, 'the row says the human busted and paid');
    assert.doesNotMatch(row, /folded/, 'the human never folded');
  },
});
