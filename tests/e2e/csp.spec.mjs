// The Content-Security-Policy really applies in the browser build: an inline script and eval-like code
// are refused (so the app must, and does, run without them: smoke.spec.mjs loads with no console error).
import assert from 'node:assert/strict';
import { waitForText } from './harness.mjs';

// This spec provokes the refusals on purpose; Chromium reports each as a console error.
export const allowConsoleErrors = [/violates the following Content Security Policy directive/];
export const timeout = 60_000;

export async function run({ page, baseUrl, screenshot }) {
  // Every violation from the first byte on: the app itself must cause none (issue 25, item 9: no inline
  // styles allowed, so a style attribute written as markup or a <style> element would show up here).
  await page.addInitScript(() => {
    window.__cspSeen = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__cspSeen.push(`${e.violatedDirective} ${e.sourceFile}:${e.lineNumber}`));
  });
  await page.goto(baseUrl);
  await waitForText(page, 'Rogues and Warriors', 20_000);
  // The tavern's lobby draws its portraits and accents with dynamic styles (CSSOM, allowed).
  await page.getByTestId('mode-tavern').click({ timeout: 20_000 });
  await page.getByTestId('tavern-lobby').waitFor();
  await page.waitForTimeout(500);
  await screenshot('no-inline-styles');
  // (A script-src report may come from a library probing whether eval is allowed, inside a try: zod does.)
  const own = (await page.evaluate(() => window.__cspSeen)).filter((v) => v.startsWith('style-src'));
  assert.deepEqual(own, [], `the app itself violated the style policy: ${own.join('; ')}`);

  const violations = await page.evaluate(async () => {
    const seen = [];
    document.addEventListener('securitypolicyviolation', (e) => seen.push(e.violatedDirective));
    const inline = document.createElement('script');
    inline.textContent = 'window.__inlineRan = true';
    document.head.append(inline);
    const style = document.createElement('style');
    style.textContent = 'body { outline: 3px solid red; }';
    document.head.append(style);
    const styled = document.createElement('div');
    styled.innerHTML = '<span style="color: red">x</span>';
    document.body.append(styled);
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
  // No 'unsafe-inline' for styles: an inline <style> and a style attribute in markup are refused too.
  assert.ok(violations.seen.some((d) => d.startsWith('style-src-elem') || d === 'style-src'), `no inline <style> refusal: ${violations.seen.join(', ')}`);
  assert.ok(violations.seen.some((d) => d.startsWith('style-src-attr') || d === 'style-src'), `no style attribute refusal: ${violations.seen.join(', ')}`);
}
