import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CSP_HEADER, CSP_META, devPolicy } from '../../../src/main/csp';

const directive = (policy: string, name: string) =>
  policy.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `))?.slice(name.length + 1);

describe('the Content-Security-Policy', () => {
  it('allows scripts from the app only: no inline script, no eval, nothing remote', () => {
    expect(directive(CSP_HEADER, 'script-src')).toBe("'self'");
    expect(directive(CSP_HEADER, 'default-src')).toBe("'none'");
    expect(CSP_HEADER).not.toMatch(/unsafe-eval|https?:|\*/);
    expect(directive(CSP_HEADER, 'object-src')).toBe("'none'");
    expect(directive(CSP_HEADER, 'frame-ancestors')).toBe("'none'");
  });

  it('is the one written in index.html (minus what a meta tag cannot carry)', () => {
    const html = readFileSync(new URL('../../../src/renderer/index.html', import.meta.url), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toBe(CSP_META);
    expect(CSP_META).not.toContain('frame-ancestors');
  });

  it('allows styles from the app\'s files only; inline styles only on the dev server (issue 25, item 9)', () => {
    expect(directive(CSP_HEADER, 'style-src')).toBe("'self'");
    expect(CSP_HEADER).not.toContain('unsafe-inline');
    const dev = devPolicy(CSP_HEADER);
    expect(directive(dev, 'style-src')).toBe("'self' 'unsafe-inline'");
    expect(dev.replace(" 'unsafe-inline'", '')).toBe(CSP_HEADER);
  });
});
