// The Content-Security-Policy really applies in the browser build: an inline script and eval-like code
// are refused (so the app must, and does, run without them: smoke.spec.mjs loads with no console error).
import assert from 'node:assert/strict';
import { waitForText } from './harness.mjs';

// This spec provokes the refusals on purpose; Chromium reports each as a console error.
export const allowConsoleErrors = [/violates the following Content Security Policy directive/];
export const timeout = 60_000;

export async function run({ page, baseUrl }) {
  await page.goto(baseUrl);
  await waitForText(page, 'Rogues and Warriors', 20_000);

  const violations = await page.evaluate(async () => {
    const seen = [];
    document.addEventListener('securitypolicyviolation', (e) => seen.push(e.violatedDirective));
    const inline = document.createElement('script');
    inline.textContent = 'window.__inlineRan = true';
    document.head.append(inline);
    const evalScript = document.createElement('script');
    evalScript.src = URL.createObjectURL(new Blob(['window.__blobRan = true'], { type: 'text/javascript' }));
    document.head.append(evalScript);
    await new Promise((r) => setTimeout(r, 300));
    let timerRan = false;
    try {
      setTimeout('window.__timerRan = true', 0);
    } catch {
      timerRan = false;
    }
    await new Promise((r) => setTimeout(r, 100));
    return {
      seen,
      inlineRan: window.__inlineRan === true,
      blobRan: window.__blobRan === true,
      timerRan: timerRan || window.__timerRan === true,
    };
  });
  assert.equal(violations.inlineRan, false, 'an inline script must not run');
  assert.equal(violations.blobRan, false, 'a blob: script must not run');
  assert.equal(violations.timerRan, false, 'a string timer (eval) must not run');
  assert.ok(violations.seen.some((d) => d.startsWith('script-src')), `violations reported: ${violations.seen.join(', ')}`);
}
