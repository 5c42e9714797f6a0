import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import '../../shared/games/registry';
import { DEFAULT_SETTINGS } from '../../shared/host/client';
import { Host, type HostOptions } from '../../shared/host/host';
import { MAX_PAYLOAD_CHARS, type Address, type HostReply } from '../../shared/host/payload';
import { wireSchema, type Joined, type Note, type SeatState, type SeenStep, type WireReply } from '../../shared/host/wire';
import type { Place } from '../../shared/host/running';
import type { Look } from '../../shared/host/payload';
import { standInAction } from '../../shared/host/stand-in';
import { hasDuplicateName } from '../../shared/names';
import { issueMessage, issueWords, sentence } from '../../shared/sentence';
import { openStores } from '../../main/persistence/files';
import { gate, type Binding } from './gate';
import { hashToken, newJoinCode, newToken, readRoster, tokenMatches, writeRoster, type HostedKind, type HostedSetup, type RosterData } from './roster';
import { serveStatic } from './static';

/**
 * The network host (issue 27): the one game host (shared/host/host.ts) run headless in Node, its saves on disk
 * as the desktop app keeps them (main/persistence/files.ts), one table of it offered to the players' browsers
 * over WebSockets (`ws`), and the browser build served beside it. A connection is one more client of the one
 * host: it sends the host's own `HostRequest`s and gets its `HostReply`s, inside the envelope of
 * shared/host/wire.ts that binds the connection to a seat by a secret token; gate.ts keeps it to its own seat.
 *
 * Since no page owns the table, the server steps its bots (and any automatic decision of the host) itself,
 * after the default bot delay, and tells every connection when the table moved so no page polls. A dropped
 * connection keeps its seat (the token rebinds a new one); a restarted server resumes the table from its save
 * and its roster (roster.ts).
 */
export interface ServeOptions {
  /** Where the saves and the roster live (saves/ as the desktop app's, net/hosted.json). */
  dataDir: string;
  port: number;
  /** The interface to listen on; loopback unless a person asks for another. */
  host?: string;
  /** The browser build's folder (dist-web), or null to serve no pages. */
  webRoot: string | null;
  /** What to host when the data folder has none yet: a table (the default), a night or a tavern game. */
  kind?: HostedKind;
  /**
   * Its create config, the kind's lobby form (a `TableSetup`, a `NightSetup`, a `TavernSetupRequest`), when the
   * data folder has none yet; human seats' names are filled in as players join.
   */
  setup?: HostedSetup;
  /** The join code of a new table (drawn when not given); a restarted table keeps its own. */
  code?: string;
  /** Before the server moves a bot (the desktop's default unless given; 0 in tests). */
  botDelayMs?: number;
  /** Messages a connection may send at once, and how many more each second brings. */
  burst?: number;
  perSecond?: number;
  /** The rate limit's clock (tests fix it, so a flood is counted, never timed). */
  clock?: () => number;
  /** Passed to the host (tests: a fixed seed, a quiet log). */
  hostOptions?: Partial<HostOptions>;
  /**
   * The one host to serve, when one already runs (the desktop app's main process: its own Host over its own
   * saves, so a hosted game is one of its saved games). Without it the server makes its own over `dataDir`.
   */
  gameHost?: Host;
  /** Every frame sent, with the connection's seat (tests: the leak property). */
  onSend?: (seat: number | null, frame: WireReply, conn: number) => void;
  log?: (line: string) => void;
}

/** Above this a message is refused unread; far above this, `ws` closes the connection (1009). */
const MAX_TEXT = MAX_PAYLOAD_CHARS + 1024;
const MAX_FRAME = 256 * 1024;
const MAX_QUEUED = 16;
/** Far more than a table's seats and onlookers: beyond it a new connection is closed at once (1013, try later). */
const MAX_CONNECTIONS = 64;

interface Conn {
  n: number;
  ws: WebSocket;
  binding: Binding | null;
  tokens: number;
  at: number;
  queued: number;
  chain: Promise<void>;
}

export class NetServer {
  readonly host: Host;
  private readonly http: Server;
  private readonly wss: WebSocketServer;
  private readonly conns = new Set<Conn>();
  private connNo = 0;
  private roster!: RosterData;
  private timer: NodeJS.Timeout | null = null;
  private stepping: Promise<void> | null = null;
  private stopped = false;
  private joining: Promise<void> = Promise.resolve();
  private readonly rosterFile: string;
  private readonly clock: () => number;
  private readonly log: (line: string) => void;
  url = '';

  private constructor(private readonly opts: ServeOptions) {
    this.log = opts.log ?? ((line) => console.log(line));
    this.host = opts.gameHost ?? new Host({ stores: openStores(opts.dataDir), log: (what, error) => console.error(what, error), ...opts.hostOptions });
    this.rosterFile = join(opts.dataDir, 'net', 'hosted.json');
    this.clock = opts.clock ?? (() => Date.now());
    this.http = createServer((req, res) => void serveStatic(opts.webRoot, req, res));
    this.wss = new WebSocketServer({ server: this.http, path: '/host', maxPayload: MAX_FRAME, verifyClient: (info: { req: IncomingMessage }) => this.sameOrigin(info.req) });
    this.wss.on('connection', (ws) => this.connected(ws));
  }

  static async start(opts: ServeOptions): Promise<NetServer> {
    const s = new NetServer(opts);
    await s.load();
    await new Promise<void>((ok, fail) => {
      s.http.once('error', fail);
      s.http.listen(opts.port, opts.host ?? '127.0.0.1', () => ok());
    });
    const a = s.http.address() as AddressInfo;
    const hostName = a.family === 'IPv6' ? `[${a.address}]` : a.address;
    s.url = `http://${hostName}:${a.port}/`;
    s.pump();
    return s;
  }

  get code(): string {
    return this.roster.code;
  }

  get address(): Address | null {
    return this.roster.address;
  }

  /** The kind of machine hosted: a table, a night or a tavern game. */
  get kind(): HostedKind {
    return this.roster.kind ?? 'table';
  }

  /** Who sits where and who is connected (a bot is always "connected": it plays in the host). */
  seats(): SeatState[] {
    return this.roster.seats.map((s, i) => ({
      name: s.name,
      kind: s.kind,
      taken: s.kind === 'bot' || s.tokenHash !== null,
      connected: s.kind === 'bot' || this.isConnected(i),
      standIn: s.kind === 'human' && !!s.standIn,
    }));
  }

  /** Every open connection, for the host's own screen: its number, its seat (-1 an onlooker, null not joined yet). */
  connections(): { n: number; seat: number | null; name: string | null }[] {
    return [...this.conns].map((c) => ({ n: c.n, seat: c.binding?.seat ?? null, name: c.binding && c.binding.seat >= 0 ? (this.roster.seats[c.binding.seat]?.name ?? null) : null }));
  }

  /**
   * Closes one connection (the host's "remove"): its seat stays the player's, as after a drop, so the host may
   * then hand it to a bot; a page closed this way does not reconnect by itself (code 4001). False when unknown.
   */
  remove(n: number): boolean {
    const c = [...this.conns].find((x) => x.n === n);
    if (!c) return false;
    c.ws.close(4001, 'The host removed this connection.');
    return true;
  }

  /**
   * Hands a dropped player's seat to a bot (`on`), or takes the bot off it so the table waits for them again.
   * Only a human seat whose player is not connected: a player at their screen plays their own seat. A sentence
   * when refused; nothing changes then. The player rejoining with their token takes the seat back by itself.
   */
  async standIn(seat: number, on: boolean): Promise<string | null> {
    const s = this.roster.seats[seat];
    if (!s || s.kind !== 'human') return `There is no player's seat ${seat + 1} at this table.`;
    if (s.tokenHash === null) return `Seat ${seat + 1} has not been taken yet.`;
    if (this.isConnected(seat)) return `${s.name} is connected and plays their own seat.`;
    if (!!s.standIn === on) return null;
    this.roster.seats[seat] = { ...s, standIn: on };
    await writeRoster(this.rosterFile, this.roster);
    this.log(on ? `A bot plays for ${s.name} until they come back.` : `The table waits for ${s.name} again.`);
    this.broadcast({ t: 'seats', seats: this.seats() });
    this.pump();
    return null;
  }

  private isConnected(seat: number): boolean {
    return [...this.conns].some((c) => c.binding?.seat === seat);
  }

  /** Closes every connection, stops the bots, writes every save, then stops listening. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.stepping;
    for (const c of this.conns) c.ws.close(1001, 'The host is closing.');
    await Promise.all([...this.conns].map((c) => c.chain));
    const at = this.roster.address;
    if (at) await this.host.handle({ type: 'close', kind: at.kind, id: at.id });
    await new Promise<void>((ok) => this.wss.close(() => ok()));
    for (const ws of this.wss.clients) ws.terminate();
    await new Promise<void>((ok) => this.http.close(() => ok()));
  }

  private async load(): Promise<void> {
    const saved = await readRoster(this.rosterFile);
    if (saved) {
      this.roster = saved;
      const at = saved.address;
      if (at) {
        const r = await this.host.handle({ type: 'resume', kind: at.kind, id: at.id });
        if (!r.ok) throw new Error(`The hosted table could not be resumed: ${r.error.message}`);
        this.log(`Resumed the table ${at.id} from its save.`);
      }
      return;
    }
    const setup = this.opts.setup;
    if (!setup) throw new Error('There is no hosted table in this data folder: say which game to host.');
    const code = this.opts.code?.toUpperCase() ?? newJoinCode();
    const kind = this.opts.kind ?? 'table';
    this.roster = { v: 1, code, kind, setup, address: null, seats: setup.seats.map((s) => ({ name: s.name, kind: s.kind, tokenHash: null })) };
    await writeRoster(this.rosterFile, this.roster);
  }

  /** A browser may connect only from the pages this server serves; a program sending no Origin may too. */
  private sameOrigin(req: IncomingMessage): boolean {
    const origin = req.headers.origin;
    if (origin === undefined) return true;
    return origin === `http://${req.headers.host ?? ''}`;
  }

  private connected(ws: WebSocket): void {
    if (this.conns.size >= MAX_CONNECTIONS) return ws.close(1013, 'The host has too many connections: try again later.');
    const c: Conn = { n: ++this.connNo, ws, binding: null, tokens: this.opts.burst ?? 40, at: this.clock(), queued: 0, chain: Promise.resolve() };
    this.conns.add(c);
    ws.on('message', (data, binary) => this.received(c, data, binary));
    ws.on('close', () => {
      this.conns.delete(c);
      if (c.binding && c.binding.seat >= 0) this.broadcast({ t: 'seats', seats: this.seats() });
    });
    ws.on('error', () => undefined);
  }

  private send(c: Conn, frame: WireReply): void {
    this.opts.onSend?.(c.binding?.seat ?? null, frame, c.n);
    if (c.ws.readyState === c.ws.OPEN) c.ws.send(JSON.stringify(frame));
  }

  private refuse(c: Conn, id: number | null, code: string, message: string): void {
    this.send(c, { id, res: { ok: false, error: { code, message: sentence(message) } } });
  }

  /**
   * One frame: counted against the rate first (a flood of anything, unreadable or not, costs one check each),
   * bounded, parsed, then answered in order (one at a time per connection). The id is read from the text's start
   * (where the pages put it) so that a refusal before parsing still reaches the request it answers.
   */
  private received(c: Conn, data: RawData, binary: boolean): void {
    const text = binary ? '' : Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
    const early = /^\s*\{\s*"id"\s*:\s*(\d{1,15})\s*[,}]/.exec(text.slice(0, 40));
    let id: number | null = early ? Number(early[1]) : null;
    if (!this.take(c) || c.queued >= MAX_QUEUED) return this.refuse(c, id, 'rate-limited', 'Too many messages: wait a moment, then try again.');
    if (binary) return this.refuse(c, null, 'bad-request', 'Bad request: messages are JSON text.');
    if (text.length > MAX_TEXT) return this.refuse(c, id, 'too-large', `Bad request: the message is larger than ${MAX_PAYLOAD_CHARS / 1024} KiB.`);
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return this.refuse(c, id, 'bad-request', 'Bad request: the message is not JSON.');
    }
    const read = (raw as { id?: unknown } | null)?.id;
    id = typeof read === 'number' && Number.isSafeInteger(read) ? read : null;
    const parsed = wireSchema.safeParse(raw, { error: issueWords });
    if (!parsed.success) return this.refuse(c, id, 'bad-request', `Bad request: ${issueMessage(parsed.error.issues[0]!)}`);
    const msg = parsed.data;
    c.queued++;
    c.chain = c.chain
      .then(async () => {
        if ('req' in msg) await this.request(c, msg.id, msg.req);
        // Joins one at a time across connections: two players must not both take the last seat.
        else if ('join' in msg) await (this.joining = this.joining.then(() => this.join(c, msg.id, msg.join.code, msg.join.name)));
        else if ('rejoin' in msg) await this.rejoin(c, msg.id, msg.rejoin.token);
        else if ('standin' in msg) await this.askStandIn(c, msg.id, msg.standin.seat, msg.standin.on);
        else this.watch(c, msg.id, msg.watch.code);
      })
      .catch((e: unknown) => {
        console.error('The network host failed on a message', e);
        this.refuse(c, msg.id, 'internal', 'Something went wrong in the game host; nothing was changed.');
      })
      .finally(() => c.queued--);
  }

  /** A token bucket: `burst` at once, `perSecond` more each second. */
  private take(c: Conn): boolean {
    const now = this.clock();
    const burst = this.opts.burst ?? 40;
    c.tokens = Math.min(burst, c.tokens + ((now - c.at) / 1000) * (this.opts.perSecond ?? 20));
    c.at = now;
    if (c.tokens < 1) return false;
    c.tokens--;
    return true;
  }

  private joined(c: Conn, id: number, token: string | null, seat: number): void {
    c.binding = { seat, address: this.roster.address };
    const j: Joined = { token, seat, address: this.roster.address, seats: this.seats() };
    this.send(c, { id, joined: j });
  }

  private async join(c: Conn, id: number, code: string, name: string): Promise<void> {
    if (c.binding) return this.refuse(c, id, 'joined', 'This connection has already joined the table.');
    if (code !== this.roster.code) return this.refuse(c, id, 'wrong-code', 'That join code is not this table’s: check it with the host.');
    const seats = this.roster.seats;
    const free = seats.findIndex((s) => s.kind === 'human' && s.tokenHash === null);
    if (free < 0) return this.refuse(c, id, 'table-full', 'Every seat at this table is taken: you can watch as an onlooker.');
    const others = seats.filter((s, i) => i !== free && (s.kind === 'bot' || s.tokenHash !== null)).map((s) => s.name);
    if (hasDuplicateName([...others, name])) return this.refuse(c, id, 'name-taken', `Someone at this table is already called ${name}: choose another name.`);
    const token = newToken();
    const before = structuredClone(this.roster);
    seats[free] = { ...seats[free]!, name, tokenHash: hashToken(token) };
    try {
      await this.start();
      await writeRoster(this.rosterFile, this.roster);
    } catch (e) {
      // Nothing changed: the seat stays free.
      this.roster = before;
      return this.refuse(c, id, 'not-joined', `You could not take the seat: ${(e as Error).message}`);
    }
    this.log(`${name} took seat ${free + 1}.`);
    this.joined(c, id, token, free);
    this.broadcast({ t: 'seats', seats: this.seats() }, c);
    if (this.roster.address && !before.address) {
      for (const o of this.conns) if (o.binding) o.binding.address = this.roster.address;
      this.broadcast({ t: 'started', address: this.roster.address }, c);
      this.pump();
    }
  }

  /** Starts the table once every human seat is taken, with the players' own names. */
  private async start(): Promise<void> {
    const r = this.roster;
    if (r.address || r.seats.some((s) => s.kind === 'human' && s.tokenHash === null)) return;
    const config = { ...r.setup, seats: r.setup.seats.map((s, i) => ({ ...s, name: r.seats[i]!.name })) };
    const kind = this.kind;
    const res = await this.host.handle({ type: 'create', kind, config });
    if (!res.ok) throw new Error(res.error.message);
    if (res.type !== 'opened') throw new Error('the host did not open the table');
    r.address = { kind, id: res.id };
    this.log(`Every seat is taken: the table ${res.id} has started.`);
  }

  private async rejoin(c: Conn, id: number, token: string): Promise<void> {
    if (c.binding) return this.refuse(c, id, 'joined', 'This connection has already joined the table.');
    const seat = this.roster.seats.findIndex((s) => s.tokenHash !== null && tokenMatches(s.tokenHash, token));
    if (seat < 0) return this.refuse(c, id, 'wrong-token', 'That seat token is not one of this table’s: join again with the join code.');
    // The newest connection holds the seat: an older one (a tab left open, a dead link) is closed.
    for (const o of this.conns) if (o !== c && o.binding?.seat === seat) o.ws.close(4000, 'The seat was taken up by a newer connection.');
    // Back at the table: a bot that stood in for them stops (its next step, if one is waiting, is not taken).
    const s = this.roster.seats[seat]!;
    if (s.standIn) {
      this.roster.seats[seat] = { ...s, standIn: false };
      await writeRoster(this.rosterFile, this.roster).catch((e: Error) => this.log(`The seats could not be saved: ${e.message}`));
      this.log(`${s.name} is back: their seat is theirs again.`);
    }
    this.joined(c, id, token, seat);
    this.broadcast({ t: 'seats', seats: this.seats() }, c);
  }

  /** A player asks for a bot to stand in for a dropped player (or to wait for them again). */
  private async askStandIn(c: Conn, id: number, seat: number, on: boolean): Promise<void> {
    if (!c.binding) return this.refuse(c, id, 'not-joined', 'Join the table first: send the join code and your name.');
    if (c.binding.seat < 0) return this.refuse(c, id, 'onlooker', 'An onlooker cannot hand a seat to a bot: the players decide that.');
    const why = await this.standIn(seat, on);
    if (why) return this.refuse(c, id, 'stand-in', why);
    this.send(c, { id, seats: this.seats() });
  }

  private watch(c: Conn, id: number, code: string): void {
    if (c.binding) return this.refuse(c, id, 'joined', 'This connection has already joined the table.');
    if (code !== this.roster.code) return this.refuse(c, id, 'wrong-code', 'That join code is not this table’s: check it with the host.');
    this.joined(c, id, null, -1);
  }

  private async request(c: Conn, id: number, raw: unknown): Promise<void> {
    const g = gate(c.binding, raw);
    if (!g.ok) return this.send(c, { id, res: g.reply });
    const res: HostReply = await this.host.handle(g.req);
    this.send(c, { id, res });
    if (res.ok && res.type === 'acted' && res.result.ok) {
      this.moved(c, res.seat);
      this.pump();
    }
  }

  /**
   * Tells every connection at the table but `except` (its answer said so) that the table moved, each with what
   * its own seat sees of the step (`seen`): its look and the step's events as the host filters them for it.
   */
  private moved(except: Conn | null, actor: number): void {
    const at = this.roster.address;
    if (!at) return;
    const m = this.host.machine(at.kind, at.id);
    const version = m.version;
    // Worked out now, before anything else can move the machine: every connection is told of this very step.
    const steps = new Map<number, SeenStep>();
    for (const c of this.conns) {
      if (c === except || !c.binding) continue;
      const seat = c.binding.seat;
      let step = steps.get(seat);
      if (!step) steps.set(seat, (step = seen(m, seat, actor)));
      this.send(c, { id: null, note: { t: 'moved', address: at, version, step } });
    }
  }

  private broadcast(note: Note, except: Conn | null = null): void {
    for (const c of this.conns) if (c !== except && c.binding) this.send(c, { id: null, note });
  }

  /** The host's next move: its own step (a bot, an automatic pass), or a stand-in's for a dropped player's seat. */
  private nextMove(at: Address): 'host' | { standIn: number } | null {
    let m;
    try {
      m = this.host.machine(at.kind, at.id);
    } catch {
      return null;
    }
    if (m.botToAct() !== null) return 'host';
    const seat = m.pending().find((p) => this.roster.seats[p]?.standIn && !this.isConnected(p));
    return seat === undefined ? null : { standIn: seat };
  }

  /** Moves the bots (and any automatic decision, and the stand-ins) after the bot delay, one step at a time, until a human is awaited. */
  private pump(): void {
    const at = this.roster.address;
    if (this.stopped || this.timer || this.stepping || !at) return;
    if (this.nextMove(at) === null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      let again = false;
      this.stepping = (async () => {
        // Asked again when the delay is over: the player may be back, or someone else may have moved.
        const move = this.nextMove(at);
        if (move === null) return;
        let r: HostReply;
        if (move === 'host') r = await this.host.handle({ type: 'bot-step', kind: at.kind, id: at.id });
        else {
          // The stand-in's decision goes through the one door as the seat's own action: checked, saved, shown.
          const m = this.host.machine(at.kind, at.id);
          const action = standInAction(at.kind, m.snapshot(), move.standIn);
          r = await this.host.handle({ type: 'act', kind: at.kind, id: at.id, seat: move.standIn, version: m.version, action });
          if (r.ok && r.type === 'acted' && !r.result.ok) r = { ok: false, error: r.result.error ?? { code: 'refused', message: 'Refused.' } };
        }
        // A refused step is not tried again in a loop: the next human action wakes the bots.
        if (!r.ok) this.log(`A bot could not move: ${r.error.message}`);
        else if (r.type === 'acted') {
          this.moved(null, r.seat);
          again = true;
        }
      })().finally(() => {
        this.stepping = null;
        if (again && !this.stopped) this.pump();
      });
    }, this.opts.botDelayMs ?? DEFAULT_SETTINGS.botDelayMs);
  }
}

/** A look at a place as the host's door gives it (host.ts `look`): the seat's view, who is awaited, its undo. */
function lookAt(p: Place, seat: number): Look {
  return { viewer: seat, version: p.version, view: p.view(seat), pending: p.pending(), botToAct: p.botToAct(), ...(seat >= 0 && p.undoable(seat) ? { undo: true } : {}) };
}

/**
 * What `seat` sees of the machine's last step: its look and the step's events through the machine's own filter
 * for that seat (the one `eventsFor` an action's answer uses), and its table's when a night is at a game.
 */
function seen(m: Place & { part(name: string): Place | null }, seat: number, actor: number): SeenStep {
  const step: SeenStep = { seat: actor, look: lookAt(m, seat), events: m.eventsFor(seat) };
  const table = m.part('table');
  if (table) {
    try {
      step.part = { name: 'table', look: lookAt(table, seat), events: table.eventsFor(seat) };
    } catch {
      // No game is being played at the night: only the night's look.
    }
  }
  return step;
}
