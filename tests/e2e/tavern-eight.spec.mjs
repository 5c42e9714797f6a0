// Issue 23: the eight characters at the tavern, at the default animation speed and bot pace. Two games of four
// seats, one human in each: first Cass plays Corvin (Plots) against Normal bots playing Hesper (the Oven), Wren
// (companions) and Pell (the Loot Sack) until the new mechanics have shown on the table (a Plot laid and read on
// Corvin's own plate, the plates photographed and a rule read on hover), laying Plots when the game offers it
// and springing one when a laid Plot can answer; then Tess sits down with Tamsin against Okko, Vess and Grusk, so
// all eight characters have been drawn, and plays her first two decisions before leaving for the lobby. Whole
// games to a winner are tavern-bots', tavern-reload's and the variant specs'; here they cost CI minutes and
// tested nothing new. Every decision is a click on what the dock offers. The plates' mechanic strips are read
// from the scene (describe) and photographed at the three sizes once the new mechanics show on the table.
import assert from 'node:assert/strict';
import { openTavernLobby, playTavern, setTavernSeats, shots, startTavern } from './tavern-play.mjs';

// Two games' starts with bots at the default pace: about a minute or two on an idle machine, several times that
// shared.
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

/** An option's words without the "Enter" key badge the picked card's outlined option wears (issue 22.12). */
const optionWords = (option) => option.evaluate((el) => [...el.childNodes].filter((n) => !(n instanceof HTMLElement && n.classList.contains('key'))).map((n) => n.textContent).join('').trim());

/** A raised card in the dock whose decision is about a Plot: laying one, or springing a laid one. */
async function plotMove(page) {
  const prompt = await page.getByTestId('tavern-prompt').innerText();
  const raised = page.locator('[data-testid="tavern-card"]:not([disabled])');
  if (/^.*Plots: lay one Plot card/s.test(prompt) && (await raised.count())) {
    await raised.first().click();
    const option = page.getByTestId('tavern-option').first();
    const words = await optionWords(option);
    assert.match(words, /^Lay .+ face down$/, 'laying a Plot is worded');
    await option.click();
    return 'laid';
  }
  const laid = page.locator('[data-testid="tavern-card"]:not([disabled]):has([data-testid="tavern-laid-plot"])');
  if (await laid.count()) {
    await laid.first().click();
    const option = page.getByTestId('tavern-option').first();
    assert.match(await optionWords(option), /^Spring /, 'springing a Plot is worded');
    await option.click();
    return 'sprung';
  }
  return null;
}

export async function run({ page, baseUrl, screenshot, log }) {
  await openTavernLobby(page, baseUrl);
  await setTavernSeats(page, FIRST);
  assert.match(await page.getByTestId('tseat-about-0').innerText(), /Corvin Slate.*Plots/s, 'the lobby shows Corvin\'s rule');
  await startTavern(page, 2323);
  assert.deepEqual(await chars(page), ['corvin', 'hesper', 'wren', 'pell']);

  // The strips from the start: an Oven at 0 (or warmed), no companion, no Plot, a full Loot Sack.
  const start = await describe(page);
  assert.match(start.seats[1].board, /^Oven .*\/6 Heat$/, `Hesper's plate: ${start.seats[1].board}`);
  assert.match(start.seats[2].board, /^In play/, `Wren's plate: ${start.seats[2].board}`);
  assert.match(start.seats[0].board, /^Plots/, `Corvin's plate: ${start.seats[0].board}`);
  assert.match(start.seats[3].board, /^\[Loot Sack \d+\] · spent loot \d+$/, `Pell's plate: ${start.seats[3].board}`);
  assert.equal(start.seats.filter((s) => s.board).length, 4, 'every plate of the second four has its strip');

  let photographed = false;
  let ownPlotsRead = false;
  let laid = 0;
  const first = await playTavern(page, {
    // Corvin's Plots laid and read, the mechanics photographed: what this game is for has been seen.
    stopWhen: () => photographed && ownPlotsRead && laid >= 1,
    move: async () => {
      const what = await plotMove(page);
      if (what === 'laid') laid++;
      return what;
    },
    onPrompt: async (n) => {
      const d = await describe(page);
      if (!d || d.blank) return;
      // Corvin's own Plots are readable on his plate by him (titles, never "face down").
      if (d.viewer === 0 && d.seats[0].plots > 0) {
        assert.doesNotMatch(d.seats[0].board, /face down/, `Corvin reads his own Plots: ${d.seats[0].board}`);
        ownPlotsRead = true;
      }
      // A laid Plot, and a companion in play or Heat in the Oven (or, failing both, a dozen decisions in).
      const showing = d.seats[0].plots > 0 && (d.seats[2].companions.length > 0 || (d.seats[1].heat ?? 0) > 0 || n >= 12);
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
    },
  });
  const done = first.done;
  log(`Corvin and the second four: ${first.won ? 'played to the winner' : 'left'} after ${first.decisions} decisions (${JSON.stringify(done)})`);
  assert.ok((done.laid ?? 0) >= 1, `the human laid a Plot (${JSON.stringify(done)})`);
  assert.ok(ownPlotsRead, 'Corvin read his own laid Plot on his plate');
  if (!photographed) await shots(page, screenshot, 'mechanics-end');
  log(`Corvin laid ${done.laid ?? 0} Plot(s) and sprang ${done.sprung ?? 0}`);

  // The second game: the first four, so all eight characters have sat at the table in this test.
  await page.getByTestId(first.won ? 'tavern-back' : 'tavern-leave').click();
  await page.getByTestId('tavern-lobby').waitFor();
  await setTavernSeats(page, SECOND);
  await startTavern(page, 2324);
  assert.deepEqual(await chars(page), ['tamsin', 'okko', 'vess', 'grusk']);
  const plain = await describe(page);
  assert.equal(plain.seats.filter((s) => s.board).length, 0, 'the first four have no strip (their plates are as before)');
  // Two decisions show the table plays; whole games of the first four are tavern-bots' and tavern-reload's.
  const early = await playTavern(page, { stopWhen: (n) => n >= 2 });
  log(`Tamsin and the first four: left after ${early.decisions} decisions (${JSON.stringify(early.done)})`);
  assert.ok(early.decisions >= 2, 'Tess played her first decisions');
  await page.getByTestId('tavern-leave').click();
  await page.getByTestId('tavern-lobby').waitFor();
}
