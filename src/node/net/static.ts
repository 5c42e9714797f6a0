import { promises as fs } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CSP_HEADER } from '../../main/csp';
import { fileUnder, mimeFor } from '../../main/protocol';

/**
 * The browser build's files (dist-web), and nothing else, for the players' browsers: GET and HEAD only, a path
 * that leaves the folder (`..`, an encoded one, a NUL) is not found, and every answer carries the app's own
 * Content-Security-Policy (main/csp.ts), so the page is held to the same rules as the desktop's.
 */
const HEADERS = {
  'Content-Security-Policy': CSP_HEADER,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-cache',
};

/** The file a request path names under `root`, or null when it is not one of the build's files. */
export function fileFor(root: string, url: string | undefined): string | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url ?? '/', 'http://x').pathname);
  } catch {
    return null;
  }
  return fileUnder(root, path);
}

export async function serveStatic(root: string | null, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const text = (status: number, body: string) => {
    res.writeHead(status, { ...HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') return text(405, 'Only GET and HEAD are answered here.');
  if (!root) return text(503, 'This host serves no browser build: run `npm run build:web` first, then start it again.');
  const file = fileFor(root, req.url);
  if (!file) return text(404, 'Not found.');
  let body: Buffer;
  try {
    const st = await fs.stat(file);
    if (!st.isFile()) return text(404, 'Not found.');
    body = await fs.readFile(file);
  } catch {
    return text(404, 'Not found.');
  }
  res.writeHead(200, { ...HEADERS, 'Content-Type': mimeFor(file), 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}
