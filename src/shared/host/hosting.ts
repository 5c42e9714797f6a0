import type { SeatState } from './wire';

/**
 * What the desktop's "Host on the local network" (issue 27) answers: the main process (main/net-hosting.ts)
 * says it, the page (renderer net/hosting.ts) reads it over IPC. Types only, so both sides share one shape.
 */
export interface Interface {
  address: string;
  /** How the lobby names it: "This PC only (127.0.0.1)", "eth0 (192.168.1.20)". */
  label: string;
}

export type HostingStatus =
  | { on: false }
  | {
      on: true;
      url: string;
      code: string;
      kind: string;
      address: string;
      seats: SeatState[];
      connections: { n: number; seat: number | null; name: string | null }[];
      /** The hosted game in the app's one host once every seat is taken (the host's screen shows it as onlookers see it), and its version. */
      machine: { kind: string; id: string } | null;
      version: number;
    };

export type HostingReply = { ok: true; status: HostingStatus; interfaces: Interface[] } | { ok: false; error: { code: string; message: string } };
