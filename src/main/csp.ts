/**
 * The Content-Security-Policy of the renderer, in one place: the Electron session sends it as a header,
 * the app:// protocol sends it with every file, `vite preview` sends it for the browser build, and
 * src/renderer/index.html repeats it in a meta tag (a unit test keeps the two equal).
 *
 * Scripts come only from the app itself: no inline script, no eval (Pixi runs without eval once
 * `pixi.js/unsafe-eval` is imported, see renderer main.ts). Styles too come only from the app's own CSS
 * files (issue 25, item 9): no `'unsafe-inline'`. The built app has no <style> element and no style
 * attribute in markup; Svelte's dynamic `style=` and `style:` set the element's style through the CSSOM
 * (`el.style.cssText`, `setProperty`), and Pixi sizes its canvas the same way, which a policy does not govern.
 * Only Vite's dev server needs inline styles (it injects each module's CSS as a <style> element for hot
 * reload): `devPolicy` adds them there, never to a build. `blob:` workers are Pixi's image-decoding workers.
 * Nothing remote, no plugins, no frames, no forms.
 */
const directives: [string, string][] = [
  ['default-src', "'none'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self' data: blob:"],
  ['font-src', "'self' data:"],
  ['connect-src', "'self' data: blob:"],
  ['worker-src', "'self' blob:"],
  ['media-src', "'self' data: blob:"],
  ['manifest-src', "'self'"],
  ['object-src', "'none'"],
  ['frame-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
];

/** Directives a meta tag cannot carry (Chromium ignores them there and logs an error). */
const headerOnly: [string, string][] = [['frame-ancestors', "'none'"]];

const join = (d: [string, string][]) => d.map(([k, v]) => `${k} ${v}`).join('; ');

/** The policy as written in index.html's meta tag. */
export const CSP_META = join(directives);

/** The policy sent as an HTTP header (or protocol response header). */
export const CSP_HEADER = join([...directives, ...headerOnly]);

/** The same policy for Vite's dev server only: its injected <style> elements need `'unsafe-inline'` styles. */
export function devPolicy(policy: string): string {
  return policy.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");
}
