import type { Session } from 'electron';
import { CSP_HEADER, devPolicy } from './csp';

/**
 * Session-wide rules: every response carries our CSP, no request leaves for the network (no remote
 * content), and the page is granted no permission (camera, notifications, ...).
 */
export function isAllowedRequest(url: string, origins: readonly string[]): boolean {
  if (url.startsWith('data:') || url.startsWith('blob:') || url.startsWith('devtools:')) return true;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  // Compare scheme and host (a custom scheme's origin is "null" in Node's URL); the dev server's HMR
  // WebSocket (ws://) belongs to its http:// origin.
  const scheme = u.protocol === 'ws:' ? 'http:' : u.protocol === 'wss:' ? 'https:' : u.protocol;
  return origins.includes(`${scheme}//${u.host}`);
}

export function installWebGuards(session: Session, origins: readonly string[], dev = false): void {
  const policy = dev ? devPolicy(CSP_HEADER) : CSP_HEADER;
  session.webRequest.onHeadersReceived((details, callback) => {
    const headers = { ...details.responseHeaders };
    for (const key of Object.keys(headers)) {
      if (key.toLowerCase() === 'content-security-policy') delete headers[key];
    }
    headers['Content-Security-Policy'] = [policy];
    callback({ responseHeaders: headers });
  });
  session.webRequest.onBeforeRequest((details, callback) => {
    const allowed = isAllowedRequest(details.url, origins);
    if (!allowed) console.warn(`Refused request to ${details.url}`);
    callback({ cancel: !allowed });
  });
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
