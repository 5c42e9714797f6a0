import type { HostingReply, HostingStatus } from '../../../shared/host/hosting';

export type { HostingReply, HostingStatus, Interface } from '../../../shared/host/hosting';

/**
 * The desktop's "Host on the local network" (issue 27) as the page reaches it: the preload's `window.rw.hosting`
 * (main/net-hosting.ts through IPC), or null where this page cannot host (the browser build: the host runs in a
 * worker of this tab, which cannot listen on the network; `npm run serve` hosts from a terminal instead).
 * Every answer is the main process's, a refusal with its sentence; a broken bridge is said in our words.
 */
export type Hosting = (req: unknown) => Promise<HostingReply>;

export function hostingApi(): Hosting | null {
  const api = typeof window !== 'undefined' ? (window as { rw?: { hosting?: (req: unknown) => Promise<unknown> } }).rw : undefined;
  const call = api?.hosting;
  if (typeof call !== 'function') return null;
  return async (req) => {
    try {
      return (await call(req)) as HostingReply;
    } catch {
      return { ok: false, error: { code: 'bridge-broken', message: "The request did not reach the app's main process. Try again, and restart the app if this goes on." } };
    }
  };
}

/** What the host reads out and the QR code carries: the address with the join code in it. */
export const joinUrl = (status: Extract<HostingStatus, { on: true }>): string => `${status.url}?join=${status.code}`;
