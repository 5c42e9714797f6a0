import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CSP_HEADER, CSP_META } from '../../../src/main/csp';

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
});
