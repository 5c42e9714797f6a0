import type { Seat, TableConfig } from '../../../shared/engine/types';
import type { HostClient } from '../../../shared/host/client';
import type { HostRequest, HostResponse } from '../../../shared/host/protocol';
import type { NightRequest, NightResponse, NightSetup } from '../../../shared/host/session-protocol';
import type { GameChoice, SessionAction, SessionEvent } from '../../../shared/session/types';
import type { SessionView } from '../../../shared/session/view';
import { platform } from './platform';
import { HostError, TableSession } from './session.svelte';
import { settings } from './settings.svelte';
import { namesList } from './words';
import { skippableWait } from './wait';

type OkNight = Extract<NightResponse, { ok: true }>;
type OkN<T extends OkNight['type']> = Extract<OkNight, { type: T }>;

/** Requests cross a worker or IPC boundary: plain data, never a reactive proxy. */
const plain = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/**
 * One Adventurer's Choice night on screen. Between games it runs the night forward (bots borrow and
 * choose after the usual skippable pause) until a human is awaited: the chooser picks the next game, a
 * player under 25 may ask for a loan, or the Starting Player starts a replay. While a game is played it
 * hands the table to a TableSession (the single table's screen, pass screen and results panel) over an
 * adapter that carries the table's requests to the night. The rules stay in the host: this only sequences
 * requests and decides what is on screen.
 */
export class NightState {
  id = $state<string | null>(null);
  /** The night as the seat on screen sees it (everything about a night is public but the table inside). */
  view = $state.raw<SessionView | null>(null);
  /** Why each seat may not borrow now (null: it may). */
  loanRefusals = $state.raw<(string | null)[]>([]);
  botToAct = $state<Seat | null>(null);
  botThinking = $state<Seat | null>(null);
  stage = $state<'loading' | 'between' | 'table' | 'standings'>('loading');
  /** The table of the game in play (a new one for each game and each replay). */
  table = $state.raw<TableSession | null>(null);
  /** The engine's sentence for a refused action. */
  error = $state<string | null>(null);
  /** Something that stops the night on screen (a broken host). */
  fatal = $state<string | null>(null);
  busy = $state(false);
  /** What just happened at the night (loans, who chose what, who won), newest last. */
  news = $state.raw<string[]>([]);
  /** The standings overlay during the night. */
  showStandings = $state(false);
  /**
   * Humans who answered "not now" to the loan offer (issue 13.7). Until a human who may borrow answers,
   * the night waits for them: no bot borrows or chooses under their nose. Forgotten when a game starts
   * or ends, so the offer comes again when it may matter again.
   */
  loanDismissed = $state.raw<ReadonlySet<Seat>>(new Set());
  private lastPhase: string | null = null;
  closed = false;

  /** The night is being run forward (views fetched, bots acting): what is on screen may change any moment. */
  private running = $state(false);
  private again = false;
  private wake: (() => void) | null = null;

  /**
   * Nothing is in flight: no action of a person, no bot, no look at the host. Only then does what is on
   * screen stay put; the chooser is inert until then (a click on a list being replaced would be a misclick),
   * and the end-to-end tests wait for it (`data-settled` on the night screen) before they look.
   */
  get settled(): boolean {
    return !this.running && !this.busy && this.botThinking === null;
  }

  get names(): string[] {
    return this.view?.names ?? [];
  }

  get humans(): Seat[] {
    return (this.view?.kinds ?? []).flatMap((k, i) => (k === 'human' ? [i] : []));
  }

  private async req<T extends OkNight['type']>(r: NightRequest, type: T): Promise<OkN<T>> {
    const res = await platform().nights.request(plain(r));
    if (!res.ok) throw new HostError(res.error.message, res.error.code);
    if (res.type !== type) throw new HostError(`Expected a ${type} answer, got ${res.type}`, 'internal');
    return res as OkN<T>;
  }

  async create(config: NightSetup): Promise<void> {
    const res = await this.req({ type: 'night-create', config }, 'night');
    this.id = res.id;
    void this.advance();
  }

  async resume(id: string): Promise<void> {
    const res = await this.req({ type: 'night-resume', id }, 'night');
    this.id = res.id;
    void this.advance();
  }

  /** Leaves the night on screen; it stays saved exactly as it is. */
  async leave(): Promise<void> {
    this.closed = true;
    this.wake?.();
    const t = this.table;
    this.table = null;
    await t?.leave();
    if (this.id) await platform().nights.request({ type: 'night-close', id: this.id }).catch(() => undefined);
  }

  skip(): void {
    this.wake?.();
    this.table?.skip();
  }

  /** Whose view to ask for between games: the human chooser, else the first human (all of it is public). */
  private seatBetween(v: SessionView | null): Seat {
    const humans = this.humans;
    if (v && humans.includes(v.chooser)) return v.chooser;
    return humans[0] ?? -1;
  }

  private async fetch(seat: Seat): Promise<OkN<'night-view'>> {
    const r = await this.req({ type: 'night-view', id: this.id!, seat }, 'night-view');
    this.take(r);
    return r;
  }

  private take(r: OkN<'night-view'>): void {
    if (r.view.phase !== this.lastPhase) {
      this.lastPhase = r.view.phase;
      if (this.loanDismissed.size) this.loanDismissed = new Set();
    }
    this.view = r.view;
    this.loanRefusals = r.loanRefusals;
    this.botToAct = r.botToAct;
  }

  /** Runs the night forward between games until a human must decide, a game starts, or the night ends. */
  async advance(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.again = false;
        await this.step();
      } while (this.again && !this.closed);
    } catch (e) {
      this.fatal = (e as Error).message;
    } finally {
      this.running = false;
    }
  }

  private async step(): Promise<void> {
    if (!this.id) return;
    // A first look tells the roster; then the seat that matters between games.
    if (!this.view) await this.fetch(-1);
    for (let guard = 0; guard < 10_000 && !this.closed; guard++) {
      const r = await this.fetch(this.seatBetween(this.view));
      const v = r.view;
      if (v.phase === 'finished') {
        this.stage = 'standings';
        return;
      }
      if (v.phase === 'playing') {
        this.openTable(v);
        return;
      }
      this.stage = 'between';
      if (r.botToAct === null) return;
      // A human may borrow and has not answered the offer: it stays on screen, the bots wait.
      if (this.loanOffers().length) return;
      await this.botPause(r.botToAct);
      if (this.closed) return;
      this.busy = true;
      try {
        const acted = await this.req({ type: 'night-bot-step', id: this.id }, 'night-acted');
        this.tell(acted.result.events);
      } finally {
        this.busy = false;
      }
    }
  }

  private async botPause(seat: Seat): Promise<void> {
    this.botThinking = seat;
    await skippableWait(settings.value.botDelayMs, (wake) => (this.wake = wake));
    this.botThinking = null;
  }

  /** Puts the night's events into words for the news line. */
  private tell(events: SessionEvent[]): void {
    const names = this.names;
    const lines: string[] = [];
    for (const e of events) {
      if (e.t === 'loan') lines.push(`${names[e.lender]} lends ${e.amount} to ${names[e.borrower]}${e.duringGame ? ' (Dragon Hordes)' : ''}`);
      else if (e.t === 'game-chosen') lines.push(`${names[e.chooser]} chooses game ${e.no}`);
      else if (e.t === 'game-ended') lines.push(e.winners.length ? `Game ${e.no}: ${namesList(e.winners, names)} won` : `Game ${e.no}: nobody won`);
      else if (e.t === 'replay') lines.push(`${namesList(e.seats, names)} play the game again`);
      else if (e.t === 'session-finished') lines.push(e.reason === 'time' ? 'Time is up: the night is over' : e.reason === 'stuck' ? 'Nobody can play on: the night is over' : 'The last game is over');
    }
    if (lines.length) this.news = [...this.news, ...lines].slice(-6);
  }

  /** A human's action at the night between games (choose, borrow, replay). */
  async act(seat: Seat, action: SessionAction): Promise<boolean> {
    const v = this.view;
    if (!v || this.busy || !this.id) return false;
    this.busy = true;
    this.error = null;
    let done = false;
    try {
      const res = await this.req({ type: 'night-act', id: this.id, seat, version: v.version, action }, 'night-acted');
      if (!res.result.ok) this.error = res.result.error?.message ?? 'That is not possible now';
      else {
        this.tell(res.result.events);
        done = true;
      }
    } catch (e) {
      if (e instanceof HostError && e.code !== 'internal' && e.code !== 'host-unavailable') this.error = e.message;
      else this.fatal = (e as Error).message;
    } finally {
      this.busy = false;
    }
    if (this.stage === 'table' && this.table) void this.table.advance();
    else void this.advance();
    return done;
  }

  /** The humans offered a loan now: they may borrow and have not said "not now". */
  loanOffers(): Seat[] {
    return this.humans.filter((h) => this.loanRefusals[h] === null && !this.loanDismissed.has(h));
  }

  /** A human declines the loan for now; the night goes on. */
  dismissLoan(seat: Seat): void {
    this.loanDismissed = new Set([...this.loanDismissed, seat]);
    if (this.stage === 'table' && this.table) void this.table.advance();
    else void this.advance();
  }

  /** The engine's sentence for a choice that cannot be made now, or null: asked before the chooser commits. */
  async checkChoice(choice: GameChoice): Promise<string | null> {
    if (!this.id) return null;
    const res = await this.req({ type: 'night-check-choice', id: this.id, choice }, 'night-choice');
    return res.problem;
  }

  /** A new table screen for the game in play; its requests go to the night through the adapter. */
  private openTable(v: SessionView): void {
    const t = v.table;
    if (!t) throw new Error('The night says a game is being played, but it has no table');
    const config: TableConfig = {
      game: t.game,
      seats: t.seats,
      variants: t.variants,
      stakes: t.stakes,
      splitRule: t.splitRule,
      startingChips: 100,
      seed: 0,
    };
    const session = new TableSession(new NightTableClient(this));
    session.nextLabel = () => this.nextLabel();
    this.table = session;
    this.stage = 'table';
    void session.start(config).catch((e: Error) => (this.fatal = e.message));
  }

  /** The results panel's button: back to the night (the chooser's screen, or the standings). */
  tableDone(): void {
    const t = this.table;
    this.table = null;
    void t?.leave();
    this.stage = 'loading';
    void this.advance();
  }

  /** Used by the adapter: the latest night view, for the bar over the table. */
  seen(r: OkN<'night-view'>): void {
    this.take(r);
  }

  told(events: SessionEvent[]): void {
    this.tell(events);
  }

  /** The label of the results panel's button at this night. */
  nextLabel(): string {
    const v = this.view;
    if (v?.phase === 'finished') return 'See the final standings';
    if (v?.current?.replayDue) return 'Play it again';
    return 'Back to the night';
  }
}

/**
 * The table's requests (HostRequest) carried to the night: a view of the night's table for a seat, an
 * action at the table, a bot's step. Table versions are mapped to the night's version of the same look,
 * so a stale action is still refused. `next-game` is not the table's to start at a night: it returns to
 * the night's screen, where the next Starting Player chooses.
 */
export class NightTableClient implements HostClient {
  private lastTable = -1;
  private lastNight = -1;

  constructor(private readonly night: NightState) {}

  private get id(): string {
    return this.night.id!;
  }

  private async nightReq(r: NightRequest): Promise<NightResponse> {
    return platform().nights.request(plain(r));
  }

  async request(req: HostRequest): Promise<HostResponse> {
    switch (req.type) {
      case 'create-table': {
        const v = this.night.view;
        return { ok: true, type: 'table', tableId: this.id, version: v?.table?.version ?? 0, seats: req.config.seats.length };
      }
      case 'view': {
        const res = await this.nightReq({ type: 'night-view', id: this.id, seat: req.seat });
        if (!res.ok) return res;
        if (res.type !== 'night-view' || !res.view.table) return { ok: false, error: { code: 'internal', message: 'The night has no table to show' } };
        this.night.seen(res);
        this.lastTable = res.view.table.version;
        this.lastNight = res.view.version;
        // The table counts its own plays; on screen a night's game is numbered in the night (a new table
        // session per game and per replay, so the hotseat recap never mixes two plays).
        const gameNo = res.view.current ? res.view.gamesPlayed + 1 : res.view.gamesPlayed;
        const table = { ...res.view.table, gameNo, canContinue: res.view.table.phase === 'over' };
        return { ok: true, type: 'view', view: table, pending: table.pending, botToAct: res.view.phase === 'playing' ? res.botToAct : null };
      }
      case 'act': {
        if (req.action.t === 'next-game') {
          queueMicrotask(() => this.night.tableDone());
          return { ok: true, type: 'acted', seat: req.seat, result: { ok: true, version: req.version }, events: [] };
        }
        if (req.version !== this.lastTable) {
          return { ok: true, type: 'acted', seat: req.seat, result: { ok: false, version: this.lastTable, error: { code: 'stale-action', message: 'The table has moved on since you chose that; look again and choose anew' } }, events: [] };
        }
        const res = await this.nightReq({ type: 'night-act', id: this.id, seat: req.seat, version: this.lastNight, action: { t: 'table', action: req.action as never } });
        if (!res.ok) return res;
        if (res.type !== 'night-acted') return { ok: false, error: { code: 'internal', message: `Expected an action's answer, got ${res.type}` } };
        this.night.told(res.result.events);
        return { ok: true, type: 'acted', seat: res.seat, result: { ok: res.result.ok, error: res.result.error, version: this.lastTable + (res.result.ok ? 1 : 0) }, events: res.tableEvents };
      }
      case 'bot-step': {
        const res = await this.nightReq({ type: 'night-bot-step', id: this.id, seat: -1 });
        if (!res.ok) return res;
        if (res.type === 'night-idle') return { ok: true, type: 'idle' };
        if (res.type !== 'night-acted') return { ok: false, error: { code: 'internal', message: `Expected a bot's action, got ${res.type}` } };
        this.night.told(res.result.events);
        return { ok: true, type: 'acted', seat: res.seat, result: { ok: res.result.ok, error: res.result.error, version: res.result.version }, events: res.tableEvents };
      }
      case 'close-table':
        return { ok: true, type: 'closed' };
      case 'catalogue':
        return platform().host.request(req);
      case 'table-list':
      case 'table-resume':
      case 'table-delete':
      case 'table-stats':
        return { ok: false, error: { code: 'bad-request', message: "A night's table is saved with the night, not as a single table" } };
    }
  }
}
