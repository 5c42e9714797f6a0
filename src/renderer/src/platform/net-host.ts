import type { HostClient } from '../../../shared/host/client';
import type { HostReply, HostRequest } from '../../../shared/host/payload';
import type { Joined, Note, WireReply } from '../../../shared/host/wire';
import { logTransportCause } from './types';

/**
 * HostClient over a WebSocket to the network host (issue 27, src/node/net): the same `HostRequest`s and
 * `HostReply`s as over Electron IPC or the browser's worker, inside the wire's `{ id, req }` / `{ id, res }`
 * (shared/host/wire.ts). Before any request the connection is bound to a seat: `join` (the join code and a
 * name) takes a free seat and gets its secret token; `rejoin` binds a new connection with that token (after a
 * reload, a dropped link, a restarted host); `watch` sees the onlookers' view. A dropped link is reopened and
 * rebound by itself; meanwhile requests are answered with our sentence, never left hanging. The host's notes
 * (the table moved, it started, who is connected) go to `onNote`.
 */

/** The part of a WebSocket this client uses (a fake one in unit tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number; reason: string }) => void): void;
  addEventListener(type: 'error', listener: () => void): void;
}

const OPEN = 1;

/** The host's refusal to bind (`wrong-token`: the seat's token is not the host's; `table-full`, `wrong-code`...). */
export class BindError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export type Bind = { join: { code: string; name: string } } | { rejoin: { token: string } } | { watch: { code: string } };

/** What the connection is now: connecting, bound to a seat, lost (and being reopened), or closed for good. */
export type LinkState = { t: 'connecting' } | { t: 'bound'; joined: Joined } | { t: 'lost'; why: string } | { t: 'closed'; why: string };

const unreachable = (why: string): HostReply => ({ ok: false, error: { code: 'host-unavailable', message: `The game host is not answering: ${why}` } });

export class NetHostClient implements HostClient {
  private socket: SocketLike | null = null;
  private nextId = 1;
  private waiting = new Map<number, (frame: WireReply) => void>();
  private bound: Joined | null = null;
  /** How a dropped link is bound again: the seat's token, or the onlookers' join code. */
  private rebind: Bind | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private ended = false;
  state: LinkState = { t: 'connecting' };
  /** Every note of the host; `moved` also when a rebound connection must look again. */
  onNote: (note: Note) => void = () => undefined;
  onState: (state: LinkState) => void = () => undefined;

  constructor(
    private readonly open: () => SocketLike,
    private readonly retryMs = 1000,
  ) {}

  /** Opens the connection and binds it; the joined seat, or a refusal's sentence thrown. */
  async bind(how: Bind): Promise<Joined> {
    await this.connect();
    const frame = await this.send(how);
    if ('joined' in frame) {
      this.bound = frame.joined;
      this.rebind = frame.joined.token ? { rejoin: { token: frame.joined.token } } : how;
      this.setState({ t: 'bound', joined: frame.joined });
      return frame.joined;
    }
    const res = 'res' in frame ? frame.res : unreachable('its answer could not be read.');
    throw new BindError(res.ok ? 'The host did not bind this connection.' : res.error.message, res.ok ? 'internal' : res.error.code);
  }

  get joined(): Joined | null {
    return this.bound;
  }

  async request(req: HostRequest): Promise<HostReply> {
    if (this.ended) return unreachable(this.state.t === 'closed' ? this.state.why : 'the connection was closed.');
    if (!this.socket || this.socket.readyState !== OPEN || !this.bound) return unreachable('the connection to the host is being restored. Try again in a moment.');
    const frame = await this.send({ req });
    return 'res' in frame ? frame.res : unreachable('its answer could not be read.');
  }

  /**
   * Asks the host to let a bot play a dropped player's seat until they come back (`on`), or to wait for them
   * again; null when done, else the host's sentence.
   */
  async standIn(seat: number, on: boolean): Promise<string | null> {
    if (this.ended || !this.socket || this.socket.readyState !== OPEN || !this.bound) return 'The connection to the host is being restored. Try again in a moment.';
    const frame = await this.send({ standin: { seat, on } });
    if ('seats' in frame) {
      this.bound = { ...this.bound, seats: frame.seats };
      this.onNote({ t: 'seats', seats: frame.seats });
      return null;
    }
    return 'res' in frame && !frame.res.ok ? frame.res.error.message : 'The host did not answer.';
  }

  /** Closes the connection for good (leaving the table); waiting requests are answered. */
  close(): void {
    this.ended = true;
    if (this.retry) clearTimeout(this.retry);
    this.socket?.close(1000, 'Left the table.');
    this.fail('you left the table.');
    this.setState({ t: 'closed', why: 'You left the table.' });
  }

  private setState(s: LinkState): void {
    this.state = s;
    this.onState(s);
  }

  private connect(): Promise<void> {
    if (this.socket && this.socket.readyState === OPEN) return Promise.resolve();
    return new Promise((ok, fail) => {
      let s: SocketLike;
      try {
        s = this.open();
      } catch (e) {
        logTransportCause('socket not opened', e);
        fail(new BindError('The game host could not be reached: check the address, then reload the page.', 'host-unavailable'));
        return;
      }
      this.socket = s;
      let opened = false;
      s.addEventListener('open', () => {
        opened = true;
        ok();
      });
      s.addEventListener('message', (event) => this.received(event.data));
      s.addEventListener('error', () => undefined);
      s.addEventListener('close', (event) => {
        if (this.socket !== s) return;
        this.socket = null;
        this.fail('the connection to the host dropped.');
        if (!opened) fail(new BindError('The game host could not be reached: check the address, then reload the page.', 'host-unavailable'));
        else this.dropped(event.code, event.reason);
      });
    });
  }

  /** The link dropped: reopened and rebound with the seat's token, unless the host said why not to. */
  private dropped(code: number, reason: string): void {
    if (this.ended) return;
    if (code === 4000) {
      this.ended = true;
      this.setState({ t: 'closed', why: 'This seat was taken up in another window: play on there, or reload to take it back here.' });
      return;
    }
    if (code === 4001) {
      // The host removed this connection: it is not reopened by itself (reloading the page takes the seat back).
      this.ended = true;
      this.setState({ t: 'closed', why: 'The host removed this connection from the table.' });
      return;
    }
    this.setState({ t: 'lost', why: reason || 'The connection to the host dropped: reconnecting…' });
    const again = async (): Promise<void> => {
      this.retry = null;
      if (this.ended) return;
      try {
        await this.bind(this.rebind!);
        // Whatever moved while the link was down: look again.
        if (this.bound?.address) this.onNote({ t: 'moved', address: this.bound.address, version: -1 });
      } catch (e) {
        logTransportCause('rejoin failed', e);
        if (!this.ended && (!this.socket || this.socket.readyState !== OPEN)) this.retry = setTimeout(() => void again(), this.retryMs);
        else {
          this.ended = true;
          this.setState({ t: 'closed', why: (e as Error).message });
        }
      }
    };
    this.retry = setTimeout(() => void again(), this.retryMs);
  }

  private send(body: Bind | { req: HostRequest } | { standin: { seat: number; on: boolean } }): Promise<WireReply> {
    const id = this.nextId++;
    return new Promise((ok) => {
      this.waiting.set(id, ok);
      try {
        this.socket!.send(JSON.stringify({ id, ...body }));
      } catch (e) {
        this.waiting.delete(id);
        logTransportCause('request not sent', e);
        ok({ id, res: { ok: false, error: { code: 'bad-request', message: 'Bad request: it holds something that cannot be sent to the game host.' } } });
      }
    });
  }

  private received(data: unknown): void {
    let frame: WireReply;
    try {
      frame = JSON.parse(String(data)) as WireReply;
    } catch (e) {
      logTransportCause('reply-unreadable', e);
      return;
    }
    if (frame.id === null) {
      if ('note' in frame) {
        if (frame.note.t === 'started' && this.bound) this.bound = { ...this.bound, address: frame.note.address };
        if (frame.note.t === 'seats' && this.bound) this.bound = { ...this.bound, seats: frame.note.seats };
        this.onNote(frame.note);
      } else logTransportCause('refused unread', 'res' in frame ? frame.res : frame);
      return;
    }
    const resolve = this.waiting.get(frame.id);
    if (!resolve) return;
    this.waiting.delete(frame.id);
    resolve(frame);
  }

  private fail(why: string): void {
    for (const [id, resolve] of this.waiting) resolve({ id, res: unreachable(why) });
    this.waiting.clear();
  }
}

/** The network host's address beside the page that was served by it (`ws://<host>/host`). */
export function hostSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/host`;
}

/** The join code the page was opened with (`?join=CODE`), or null. */
export function joinCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get('join');
  return code && /^[A-Za-z2-9]{4,8}$/.test(code.trim()) ? code.trim().toUpperCase() : null;
}
