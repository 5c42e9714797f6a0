// Browser settings: a corrupt saved value is kept aside under another key (never lost), the app starts
// with the defaults, and nothing is logged as an error.
import assert from 'node:assert/strict';
import { waitForText } from './harness.mjs';

export const timeout = 60_000;

export async function run({ page, baseUrl, log }) {
  await page.goto(baseUrl);
  await waitForText(page, 'Rogues and Warriors', 20_000);
  await page.evaluate(() => localStorage.setItem('rw.settings', '{"botDelayMs": "soon"'));

  const warnings = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  await page.reload();
  await waitForText(page, 'Rogues and Warriors', 20_000);

  const stored = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));
  const asideKeys = Object.keys(stored).filter((k) => k.startsWith('rw.settings.corrupt.'));
  assert.equal(asideKeys.length, 1, `one set-aside copy, found keys: ${Object.keys(stored).join(', ')}`);
  assert.equal(stored[asideKeys[0]], '{"botDelayMs": "soon"', 'the corrupt value is kept as it was');
  if (stored['rw.settings'] !== undefined) {
    assert.doesNotThrow(() => JSON.parse(stored['rw.settings']), 'what is stored now is valid');
  }
  assert.ok(warnings.some((w) => w.includes(asideKeys[0])), 'the set-aside is reported');
  log(`kept aside as ${asideKeys[0]}`);
}
