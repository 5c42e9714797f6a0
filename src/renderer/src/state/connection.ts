import type { Seat } from '../../../shared/engine/types';
import type { HostClient } from '../../../shared/host/client';
import type { Address, Envelope, HostReply, HostRequest, Look } from '../../../shared/host/payload';

/**
 * The page's one connection to the host, for every screen (a table, a night, a tavern game): every request
 * goes through `ask`, which sends plain data, turns a refusal into our sentence (`HostError`) and checks the
 * answer's type; and every answer that carries a look (a view, an action's or a bot step's answer) is kept, by
 * machine and seat, so a screen that needs the look it was just sent never asks for it again (`look`); an answer
 * about a machine forgets what was kept of its parts and of the machine around them, which it may have moved. One
 * action is one request, whatever the kind of machine (tests/e2e/requests.spec.mjs counts them).
 */
export class HostError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** Requests cross a worker or IPC boundary: send plain data, never a reactive proxy. */
export function plain<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

/** The events of an answer's envelopes, in order. */
export function unwrap<E>(envs: readonly Envelope<E>[]): E[] {
  return envs.map((x) => x.ev);
}

type Ok<V, E> = Extract<HostReply<V, E>, { ok: true }>;
const key = (a: Pick<Address, 'kind' | 'id' | 'part'>): string => `${a.kind}/${a.id}/${a.part ?? ''}`;

export class Connection {
  /** The newest look the host sent for each seat of each machine, with the machine's version then. */
  private readonly looks = new Map<string, { version: number; seats: Map<Seat, Look> }>();

  constructor(private readonly host: () => HostClient) {}

  /** One request; the answer as it came (a refusal included), its look kept. */
  async send<V, E>(req: HostRequest): Promise<HostReply<V, E>> {
    const res = (await this.host().request(plain(req))) as HostReply<V, E>;
    if (res.ok) this.keep(req, res as Ok<unknown, unknown>);
    return res;
  }

  /** One request whose answer must be of one of `types`; a refusal is thrown as our sentence. */
  async ask<V, E, T extends Ok<V, E>['type']>(req: HostRequest, ...types: T[]): Promise<Extract<Ok<V, E>, { type: T }>> {
    const res = await this.send<V, E>(req);
    if (!res.ok) throw new HostError(res.error.message, res.error.code);
    if (!types.includes(res.type as T)) throw new HostError(`Expected a ${types.join(' or ')} answer, got ${res.type}`, 'internal');
    return res as Extract<Ok<V, E>, { type: T }>;
  }

  /**
   * `seat`'s look at a machine: the one the last answer carried when the machine has not moved since, else asked
   * for. `opening`: the look a screen opens with, always asked for, with what only an opening screen needs (the
   * tavern's log so far).
   */
  async look<V>(at: Address, seat: Seat, opening = false): Promise<Look<V>> {
    const kept = opening ? undefined : this.looks.get(key(at))?.seats.get(seat);
    if (kept) return kept as Look<V>;
    return this.ask<V, unknown, 'view'>({ type: 'view', kind: at.kind, id: at.id, ...(at.part ? { part: at.part } : {}), seat, ...(opening ? { opening: true } : {}) }, 'view');
  }

  /** Forgets what was kept of a machine and its parts (closed, left, or moved without this page asking). */
  forget(at: Address): void {
    const k = key(at);
    const whole = `${at.kind}/${at.id}/`;
    // A part moves its machine and the machine its parts (a night's table): the whole machine's looks go.
    for (const other of [...this.looks.keys()]) if (other === k || other.startsWith(whole)) this.looks.delete(other);
  }

  /**
   * A look the host sent unasked (a network host's note of a step another seat took), kept as an answer's look
   * is: what was kept of the machine before is stale now.
   */
  remember(at: Address, look: Look): void {
    this.forget(at);
    this.looks.set(key(at), { version: look.version, seats: new Map([[look.viewer, look]]) });
  }

  private keep(req: HostRequest, res: Ok<unknown, unknown>): void {
    if (!('kind' in req) || !('id' in req) || (res.type !== 'view' && res.type !== 'acted' && res.type !== 'idle')) return;
    const at = req as Address;
    const k = key(at);
    // A machine and its parts move together (a night's table moves the night; a loan at the night changes its
    // table): what was kept of the others at the same machine is stale now.
    for (const other of this.looks.keys()) if (other !== k && other.startsWith(`${at.kind}/${at.id}/`)) this.looks.delete(other);
    let entry = this.looks.get(k);
    // A newer version makes every kept look of the machine stale.
    if (!entry || entry.version !== res.version) this.looks.set(k, (entry = { version: res.version, seats: new Map() }));
    // Who may share a hotseat screen (issue 24) is the machine's at this version, the same for every look of it.
    const shares = res.shares ? { shares: res.shares } : {};
    const look: Look = { viewer: res.viewer, version: res.version, view: res.view, pending: res.pending, botToAct: res.botToAct, ...(res.undo ? { undo: true } : {}), ...shares };
    entry.seats.set(res.viewer, look);
    if (res.type === 'acted' && res.publicView !== undefined) entry.seats.set(-1, { viewer: -1, version: res.version, view: res.publicView, pending: res.pending, botToAct: res.botToAct, ...shares });
  }
}

/** The one connection the page's screens share. */
let shared: Connection | null = null;
export function connection(host: () => HostClient): Connection {
  shared ??= new Connection(host);
  return shared;
}
