// Every variant's table on screen (issue 24.5), photographed at 1024×640, 1280×800 and 1920×1080 after the first
// prompt, each table started from the lobby at the default settings: the Automaton (Rivet's two tracks and his
// revealed box), Two-Headed Dragon with two human teammates (the screen passes between them with a "Now:" banner,
// no hiding screen; a plate lit as a target picker when the first order or aimed card comes), Boss Battle
// (Magda's mat and her Boss cards, her portrait), Two-Headed Boss Battle with the Bar Deck (its count), and
// Leaders and Lackeys. No word under 12 px at any size. Short by design (no game is played to its end).
import assert from 'node:assert/strict';
import { decide, openTavernLobby, setTavernSeats, shots, smallestText, startTavern, waitForTavern } from './tavern-play.mjs';

// About a minute on a quiet machine; the bound is for a loaded one (it took 250 s at a load of 38 on 2 cores).
export const timeout = 420_000;

const describe = (page) => page.evaluate(() => globalThis.__rwTavern?.describe());
const bots = (names) => names.map((name) => ({ name, kind: 'bot', level: 'normal' }));

/** Waits for the first prompt; a hotseat table's hiding screen is confirmed first. */
async function firstPrompt(page) {
  for (;;) {
    const at = await waitForTavern(page, 60_000);
    if (at !== 'pass') return at;
    await page.getByTestId('pass-confirm').click();
  }
}

async function table(page, screenshot, label, { seats, variant, barDeck = false, seed }, check) {
  if (await page.getByTestId('tavern-leave').count()) {
    await page.getByTestId('tavern-leave').click();
    await page.getByTestId('tavern-lobby').waitFor({ timeout: 20_000 });
  }
  await setTavernSeats(page, seats);
  await page.getByTestId('tavern-variant').selectOption(variant);
  const bar = page.getByTestId('tavern-bar-deck');
  if ((await bar.isChecked()) !== barDeck) await bar.setChecked(barDeck);
  if (variant === 'automaton') {
    await page.getByTestId('tavern-faction-tallyman').check();
    await page.getByTestId('tavern-faction-dicebox').check();
  }
  // Magda's portrait at the Boss's seat in the lobby.
  if (variant === 'boss') {
    assert.match(await page.getByTestId('tavern-boss-about').innerText(), /Magda Blackcask/);
    await screenshot(`${label}-lobby-1280`);
  }
  await startTavern(page, seed);
  assert.equal(await firstPrompt(page), 'prompt', `${label}: a first prompt`);
  await check?.(await describe(page));
  await shots(page, screenshot, label, async (size) => {
    const min = await smallestText(page);
    assert.ok(min.px >= 12, `${label}: no text under 12 px at ${size.width}: ${JSON.stringify(min)}`);
  });
}

export async function run({ page, baseUrl, screenshot, log }) {
  const started = Date.now();
  await openTavernLobby(page, baseUrl);

  await table(page, screenshot, 'automaton', { seats: [{ name: 'Tess', kind: 'human', char: 'grusk' }, ...bots(['Brenna'])], variant: 'automaton', seed: 24 }, (d) => {
    assert.equal(d.seats.length, 3, 'Rivet sits as the third seat');
  });

  // Two humans on one team (Tess and Brenna): the hand-over between them shows no hiding screen.
  await table(page, screenshot, 'two-headed', { seats: [{ name: 'Tess', kind: 'human', char: 'grusk' }, { name: 'Brenna', kind: 'human', char: 'tamsin' }, ...bots(['Corwin', 'Dagny'])], variant: 'two-headed', seed: 9 });
  let shared = false;
  let lit = false;
  for (let n = 0; n < 16 && !(shared && lit); n++) {
    const at = await waitForTavern(page, 60_000);
    if (at === 'winner') break;
    if (at === 'pass') {
      await page.getByTestId('pass-confirm').click();
      continue;
    }
    if (!shared && (await page.getByTestId('tavern-shared').count())) {
      shared = true;
      assert.match(await page.getByTestId('tavern-shared').innerText(), /Now: (Tess|Brenna)/);
      await screenshot('two-headed-teammate-1280');
    }
    const version = await page.getByTestId('tavern-dock').getAttribute('data-version');
    const prompt = await page.getByTestId('tavern-prompt').innerText();
    if (/Your Action/.test(prompt) && !lit) {
      // An Action card aimed at one player: picking it lights the plates it may go to.
      const raised = page.locator('[data-testid="tavern-card"]:not([disabled])');
      for (let i = 0; i < (await raised.count()) && !lit; i++) {
        await raised.nth(i).click();
        if (await page.getByTestId('tavern-target').count()) {
          lit = true;
          await screenshot('two-headed-target-1280');
          // The lit plate is a button: the keyboard reaches it and Enter takes its action.
          await page.getByTestId('tavern-target').first().focus();
          await page.keyboard.press('Enter');
        } else await raised.nth(i).click();
      }
      if (lit) {
        await page.waitForFunction((v) => document.querySelector('[data-testid="tavern-dock"]')?.getAttribute('data-version') !== v, version, { timeout: 30_000 });
        continue;
      }
    }
    if (!lit && (await page.getByTestId('tavern-target').count())) {
      lit = true;
      await screenshot('two-headed-target-1280');
      await page.getByTestId('tavern-target').first().click();
    } else await decide(page);
    await page.waitForFunction((v) => document.querySelector('[data-testid="tavern-dock"]')?.getAttribute('data-version') !== v, version, { timeout: 30_000 });
  }
  log(`two-headed: teammate hand-over seen ${shared}, plate lit ${lit}`);
  assert.ok(shared, 'the screen went from one teammate to the other with no hiding screen');

  await table(page, screenshot, 'boss', { seats: [{ name: 'Magda', kind: 'bot', level: 'normal' }, { name: 'Tess', kind: 'human', char: 'grusk' }, ...bots(['Corwin', 'Dagny'])], variant: 'boss', seed: 5 }, (d) => {
    assert.equal(d.seats[0].char, 'magda', 'the Boss is Magda');
  });
  await table(page, screenshot, 'two-headed-boss-bar', { seats: [{ name: 'Tess', kind: 'human', char: 'grusk' }, ...bots(['Brenna', 'Corwin', 'Dagny'])], variant: 'two-headed-boss', barDeck: true, seed: 6 }, async () => {
    const words = await page.evaluate(() => globalThis.__rwTavern?.textSizes().map((t) => t.text) ?? []);
    assert.ok(words.some((w) => /^Bar Deck \d+ · discards \d+/.test(w)), `the Bar Deck's count is on the table: ${words.join(' | ').slice(0, 400)}`);
  });
  await table(page, screenshot, 'leaders', { seats: [{ name: 'Tess', kind: 'human', char: 'grusk' }, ...bots(['Brenna', 'Corwin', 'Dagny'])], variant: 'leaders', seed: 8 });
  log(`tavern screens: ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
