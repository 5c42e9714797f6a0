// Issue 23: the eight characters at the tavern, at the default animation speed and bot pace. Two games of four
// seats, one human in each: first Cass plays Corvin (Plots) against Normal bots playing Hesper (the Oven), Wren
// (companions) and Pell (the Loot Sack) to the end, laying Plots when the game offers it and springing one when
// a laid Plot can answer; then Tess sits down with Tamsin against Okko, Vess and Grusk, so all eight characters
// have been drawn, and plays her first two decisions before leaving for the lobby (whole games of the first four are
// tavern-bots' and tavern-reload's; a second whole game here cost CI minutes and tested nothing new). Every
// decision is a click on what the dock offers. The plates' mechanic strips are read from the scene (describe) and photographed at the three
// sizes once the new mechanics show on the table.
import assert from 'node:assert/strict';
import { decide, openTavernLobby, setTavernSeats, shots, startTavern, waitForTavern } from './tavern-play.mjs';

// A whole game and the start of a second with bots at the default pace: about 4 minutes on an idle machine,
// several times that shared.
export const timeout = 1_800_000;

const FIRST = [
  { name: 'Cass', kind: 'human', char: 'corvin' },
  { name: 'Hesper', kind: 'bot', level: 'normal', char: 'hesper' },
  { name: 'Wren', kind: 'bot', level: 'normal', char: 'wren' },
  { name: 'Pell', kind: 'bot', level: 'normal', char: 'pell' },
];
const SECOND = [
  { name: 'Tess', kind: 'human', char: 'tamsin' },
  { name: 'Okko', kind: 'bot', level: 'normal', char: 'okko' },
  { name: 'Vess', kind: 'bot', level: 'normal', char: 'vess' },
  { name: 'Grusk', kind: 'bot', level: 'normal', char: 'grusk' },
];

const describe = (page) => page.evaluate(() => globalThis.__rwTavern?.describe());
/** The characters at the table, once the scene has drawn its first view (it starts after the screen appears). */
async function chars(page) {
  await page.waitForFunction(() => (globalThis.__rwTavern?.view?.seats.length ?? 0) > 0, null, { timeout: 30_000 });
  return page.evaluate(() => globalThis.__rwTavern.view.seats.map((s) => s.char));
}

/** A raised card in the dock whose decision is about a Plot: laying one, or springing a laid one. */
async function plotMove(page) {
  const prompt = await page.getByTestId('tavern-prompt').innerText();
  const raised = page.locator('[data-testid="tavern-card"]:not([disabled])');
  if (/^.*Plots: lay one Plot card/s.test(prompt) && (await raised.count())) {
    await raised.first().click();
    const option = page.getByTestId('tavern-option').first();
    const words = await option.innerText();
    assert.match(words, /^Lay .+ face down$/, 'laying a Plot is worded');
    await option.click();
    return 'laid';
  }
  const laid = page.locator('[data-testid="tavern-card"]:not([disabled]):has([data-testid="tavern-laid-plot"])');
  if (await laid.count()) {
    await laid.first().click();
    const option = page.getByTestId('tavern-option').first();
    assert.match(await option.innerText(), /^Spring /, 'springing a Plot is worded');
    await option.click();
    return 'sprung';
  }
  return null;
}

/** Plays one game by clicking to its winner (or `stopAfter` decisions); returns what was done. */
async function playToEnd(page, screenshot, log, label, onDecision, stopAfter = Infinity) {
  const done = {};
  let decisions = 0;
  for (;;) {
    const before = await page.getByTestId('tavern-dock').getAttribute('data-version');
    let state;
    try {
      state = await waitForTavern(page, 90_000);
    } catch (e) {
      // Once the human is out the bots play on with nothing to click: a table that moves keeps the wait going.
      const after = await page.getByTestId('tavern-dock').getAttribute('data-version');
      if (after !== before) continue;
      throw e;
    }
    if (state === 'winner' || decisions >= stopAfter) break;
    assert.equal(state, 'prompt', 'one human: never a pass screen');
    await onDecision?.(decisions);
    const version = await page.getByTestId('tavern-dock').getAttribute('data-version');
    const what = (await plotMove(page)) ?? (await decide(page));
    done[what] = (done[what] ?? 0) + 1;
    decisions++;
    await page.waitForFunction((v) => document.querySelector('[data-testid="tavern-dock"]')?.getAttribute('data-version') !== v, version, { timeout: 30_000 });
    assert.ok(decisions < 800, 'the game ends');
  }
  if (decisions >= stopAfter) {
    log(`${label}: left after ${decisions} decisions (${JSON.stringify(done)})`);
    return done;
  }
  const winner = await page.getByTestId('tavern-winner').innerText();
  assert.match(winner, /wins|tie/);
  log(`${label}: ${winner.split('\n')[0]} after ${decisions} decisions (${JSON.stringify(done)})`);
  return done;
}

export async function run({ page, baseUrl, screenshot, log }) {
  await openTavernLobby(page, baseUrl);
  await setTavernSeats(page, FIRST);
  assert.match(await page.getByTestId('tseat-about-0').innerText(), /Corvin Slate.*Plots/s, 'the lobby shows Corvin\'s rule');
  await startTavern(page, 2323);
  assert.deepEqual(await chars(page), ['corvin', 'hesper', 'wren', 'pell']);

  // The strips from the start: an Oven at 0 (or warmed), no companion, no Plot, a full Loot Sack.
  const first = await describe(page);
  assert.match(first.seats[1].board, /^Oven .*\/6 Heat$/, `Hesper's plate: ${first.seats[1].board}`);
  assert.match(first.seats[2].board, /^In play/, `Wren's plate: ${first.seats[2].board}`);
  assert.match(first.seats[0].board, /^Plots/, `Corvin's plate: ${first.seats[0].board}`);
  assert.match(first.seats[3].board, /^\[Loot Sack \d+\] · spent loot \d+$/, `Pell's plate: ${first.seats[3].board}`);
  assert.equal(first.seats.filter((s) => s.board).length, 4, 'every plate of the second four has its strip');

  let photographed = false;
  let ownPlotsRead = false;
  const done = await playToEnd(page, screenshot, log, 'Corvin and the second four', async (n) => {
    const d = await describe(page);
    if (!d || d.blank) return;
    // Corvin's own Plots are readable on his plate by him (titles, never "face down").
    if (d.viewer === 0 && d.seats[0].plots > 0) {
      assert.doesNotMatch(d.seats[0].board, /face down/, `Corvin reads his own Plots: ${d.seats[0].board}`);
      ownPlotsRead = true;
    }
    const showing = d.seats[0].plots > 0 && (d.seats[2].companions.length > 0 || n >= 40) && (d.seats[1].heat ?? 0) > 0;
    if (!photographed && showing) {
      photographed = true;
      log(`plates photographed: ${d.seats.map((s) => `${s.name}: ${s.board}`).join(' | ')}`);
      await shots(page, screenshot, 'mechanics');
      // Each mechanic's rule on hover over its strip (Hesper's Oven here), as the Rules dialog words it.
      const at = (await describe(page)).seats[1].boardAt;
      const box = await page.getByTestId('tavern-canvas').boundingBox();
      await page.mouse.move(box.x + at.x, box.y + at.y);
      await page.waitForFunction(() => globalThis.__rwTavern?.describe().tip, null, { timeout: 5_000 });
      assert.match((await describe(page)).tip, /^The Oven: a public track of Heat/);
      await screenshot('rule-on-hover-1280');
      await page.mouse.move(box.x + 4, box.y + 4);
    }
  });
  assert.ok((done.laid ?? 0) >= 1, `the human laid a Plot (${JSON.stringify(done)})`);
  assert.ok(ownPlotsRead, 'Corvin read his own laid Plot on his plate');
  if (!photographed) await shots(page, screenshot, 'mechanics-end');
  log(`Corvin laid ${done.laid ?? 0} Plot(s) and sprang ${done.sprung ?? 0}`);

  // The second game: the first four, so all eight characters have sat at the table in this test.
  await page.getByTestId('tavern-back').click();
  await page.getByTestId('tavern-lobby').waitFor();
  await setTavernSeats(page, SECOND);
  await startTavern(page, 2324);
  assert.deepEqual(await chars(page), ['tamsin', 'okko', 'vess', 'grusk']);
  const plain = await describe(page);
  assert.equal(plain.seats.filter((s) => s.board).length, 0, 'the first four have no strip (their plates are as before)');
  // Two decisions show the table plays; whole games of the first four are tavern-bots' and tavern-reload's.
  const early = await playToEnd(page, screenshot, log, 'Tamsin and the first four', undefined, 2);
  assert.ok(Object.values(early).reduce((t, n) => t + n, 0) >= 2, 'Tess played her first decisions');
  await page.getByTestId('tavern-leave').click();
  await page.getByTestId('tavern-lobby').waitFor();
}
