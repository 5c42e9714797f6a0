import { promises as fs } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { Host } from '../shared/host/host';
import type { HostingReply, HostingStatus, Interface } from '../shared/host/hosting';
import { issueMessage, issueWords } from '../shared/sentence';
import { HOSTED_KINDS, type HostedSetup } from '../node/net/roster';
import { NetServer } from '../node/net/server';

// The answers' shapes live in src/shared so the page reads the same types (renderer net/hosting.ts).
export type { HostingReply, HostingStatus, Interface } from '../shared/host/hosting';

/**
 * The desktop's "Host on the local network" (issue 27.4), the main process's part: starts the network host of
 * src/node/net on the interface the player picked (loopback unless they pick another), serving the app's own
 * one Host (so the hosted game is one of the desktop's saved games), and stops it when asked, when the game
 * closes or when the app quits. The page asks through IPC (`answer`); every request is checked here and a bad
 * one is refused with a sentence, changing nothing.
 */
export interface HostingDeps {
  /** The app's one game host. */
  host: Host;
  /** Where the hosted game's roster lives (`<dir>/net/hosted.json`), beside the app's saves. */
  dataDir: string;
  /** The browser build the players' browsers are served, or null. */
  webRoot: string | null;
  /** The PC's network interfaces (tests give their own). */
  interfaces?: () => ReturnType<typeof networkInterfaces>;
  log?: (line: string) => void;
}


const startSchema = z
  .object({
    type: z.literal('start'),
    /** One of `interfaces()`'s addresses: the server listens there and nowhere else. */
    address: z.string().max(64),
    port: z.number().int().min(0).max(65535).optional(),
    kind: z.enum(HOSTED_KINDS),
    /** The kind's own lobby form (the host checks it at create, as for a game on this PC). */
    setup: z.object({ seats: z.array(z.object({ name: z.string(), kind: z.enum(['human', 'bot']) }).loose()).min(2).max(8) }).loose(),
  })
  .strict();

export const hostingRequestSchema = z.union([
  startSchema,
  z.object({ type: z.enum(['stop', 'status', 'interfaces']) }).strict(),
  z.object({ type: z.literal('remove'), n: z.number().int().min(0) }).strict(),
  z.object({ type: z.literal('stand-in'), seat: z.number().int().min(0).max(7), on: z.boolean() }).strict(),
]);

const no = (code: string, message: string): HostingReply => ({ ok: false, error: { code, message } });

export class NetHosting {
  private server: NetServer | null = null;
  private starting = false;

  constructor(private readonly deps: HostingDeps) {}

  /** Loopback first (the default), then each IPv4 address of the PC's network cards. */
  interfaces(): Interface[] {
    const out: Interface[] = [{ address: '127.0.0.1', label: 'This PC only (127.0.0.1)' }];
    for (const [name, list] of Object.entries((this.deps.interfaces ?? networkInterfaces)())) {
      for (const i of list ?? []) if (i.family === 'IPv4' && !i.internal) out.push({ address: i.address, label: `${name} (${i.address})` });
    }
    return out;
  }

  status(): HostingStatus {
    const s = this.server;
    if (!s) return { on: false };
    const machine = s.address;
    let version = 0;
    try {
      if (machine) version = this.deps.host.machine(machine.kind, machine.id).version;
    } catch {
      // Closed meanwhile: the version stays 0 until it is open again.
    }
    return { on: true, url: s.url, code: s.code, kind: s.kind, address: new URL(s.url).hostname, seats: s.seats(), connections: s.connections(), machine, version };
  }

  /** Answers one request of the page; never throws. */
  async answer(raw: unknown): Promise<HostingReply> {
    const parsed = hostingRequestSchema.safeParse(raw, { error: issueWords });
    if (!parsed.success) return no('bad-request', `Bad request: ${issueMessage(parsed.error.issues[0]!)}`);
    const req = parsed.data;
    try {
      switch (req.type) {
        case 'start': {
          if (this.server || this.starting) return no('hosting', 'A game is already hosted on the network: stop it first.');
          if (!this.interfaces().some((i) => i.address === req.address)) return no('bad-interface', 'That is not one of this PC’s network addresses: pick one from the list.');
          this.starting = true;
          try {
            // A new hosted game each time: the roster of an earlier one is set aside (its game stays in the saves).
            await fs.rm(join(this.deps.dataDir, 'net', 'hosted.json'), { force: true });
            this.server = await NetServer.start({
              dataDir: this.deps.dataDir,
              port: req.port ?? 0,
              host: req.address,
              webRoot: this.deps.webRoot,
              kind: req.kind,
              setup: req.setup as unknown as HostedSetup,
              gameHost: this.deps.host,
              ...(this.deps.log ? { log: this.deps.log } : {}),
            });
          } finally {
            this.starting = false;
          }
          break;
        }
        case 'stop':
          await this.stop();
          break;
        case 'remove':
          if (!this.server?.remove(req.n)) return no('no-connection', 'That connection is no longer there.');
          break;
        case 'stand-in': {
          if (!this.server) return no('not-hosting', 'No game is hosted on the network.');
          const why = await this.server.standIn(req.seat, req.on);
          if (why) return no('stand-in', why);
          break;
        }
        case 'status':
        case 'interfaces':
          break;
      }
    } catch (e) {
      return no('hosting-failed', `The network host could not do that: ${(e as Error).message}`);
    }
    return { ok: true, status: this.status(), interfaces: this.interfaces() };
  }

  /** Stops the server (the game closed, the app quits): every connection closed, every save written. */
  async stop(): Promise<void> {
    const s = this.server;
    this.server = null;
    await s?.stop();
  }
}
