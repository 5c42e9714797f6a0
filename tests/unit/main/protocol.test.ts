import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSP_HEADER } from '../../../src/main/csp';
import { isAppUrl, resolveAppFile, serveApp } from '../../../src/main/protocol';
import { isAllowedRequest } from '../../../src/main/security';

vi.mock('electron', () => ({}));

describe('app:// serves the renderer folder and nothing else', () => {
  let root: string;
  let handler: (req: { url: string }) => Promise<Response>;

  beforeAll(() => {
    const base = mkdtempSync(join(tmpdir(), 'rw-proto-'));
    root = join(base, 'renderer');
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(join(root, 'assets', 'index.js'), 'export {}');
    writeFileSync(join(base, 'secret.txt'), 'secret');
    serveApp({ handle: (_scheme: string, fn: any) => (handler = fn) } as never, root);
  });
  afterAll(() => rmSync(join(root, '..'), { recursive: true, force: true }));

  it('maps our URLs to files under the folder', () => {
    expect(resolveAppFile(root, 'app://rw/')).toBe(join(root, 'index.html'));
    expect(resolveAppFile(root, 'app://rw/assets/index.js?v=1')).toBe(join(root, 'assets', 'index.js'));
  });

  it('keeps dot segments inside the folder (the URL parser drops them at the root)', () => {
    for (const url of ['app://rw/../secret.txt', 'app://rw/%2e%2e/secret.txt', 'app://rw/assets/../../../secret.txt']) {
      expect(resolveAppFile(root, url), url).toBe(join(root, 'secret.txt'));
    }
  });

  it('refuses other hosts, other schemes and every way out of the folder', () => {
    for (const url of [
      'app://other/index.html',
      'https://rw/index.html',
      'app://rw/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      'app://rw/..%2f..%2fsecret.txt',
      'app://rw/%2e%2e%5c%2e%2e%5csecret.txt',
      'app://rw/%00index.html',
      'app://rw/%E0%A4%A',
      'not a url',
    ]) {
      expect(resolveAppFile(root, url), url).toBeNull();
    }
  });

  it('answers with the file, its type and the CSP', async () => {
    const res = await handler({ url: 'app://rw/assets/index.js' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('content-security-policy')).toBe(CSP_HEADER);
    expect(await res.text()).toBe('export {}');
  });

  it('answers 404 outside the folder or for a missing file', async () => {
    expect((await handler({ url: 'app://rw/%2e%2e/secret.txt' })).status).toBe(404);
    expect((await handler({ url: 'app://rw/nope.js' })).status).toBe(404);
  });

  it('knows its own URLs', () => {
    expect(isAppUrl('app://rw/index.html')).toBe(true);
    expect(isAppUrl('app://rw.evil/index.html')).toBe(false);
    expect(isAppUrl('https://rw/')).toBe(false);
    expect(isAppUrl(undefined)).toBe(false);
  });

  it('lets requests reach only our origins (no remote content)', () => {
    const origins = ['app://rw'];
    expect(isAllowedRequest('app://rw/assets/a.js', origins)).toBe(true);
    expect(isAllowedRequest('blob:app://rw/1234', origins)).toBe(true);
    expect(isAllowedRequest('https://cdn.example.com/pixi.js', origins)).toBe(false);
    expect(isAllowedRequest('app://evil/a.js', origins)).toBe(false);
    expect(isAllowedRequest('file:///etc/passwd', origins)).toBe(false);
    const dev = [...origins, 'http://localhost:5173'];
    expect(isAllowedRequest('http://localhost:5173/src/main.ts', dev)).toBe(true);
    expect(isAllowedRequest('ws://localhost:5173/?token=x', dev)).toBe(true);
    expect(isAllowedRequest('ws://localhost:5174/', dev)).toBe(false);
    expect(isAllowedRequest('http://localhost:5173.evil.example/', dev)).toBe(false);
  });
});
