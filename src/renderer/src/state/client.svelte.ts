import type { Action, GameEvent, Seat } from '../../../shared/engine/types';
import type { SeatView } from '../../../shared/engine/view';
import type { HostClient } from '../../../shared/host/client';
import type { TableSetup } from '../../../shared/host/machines/table';
import type { Address, Envelope, HostReply, HostRequest } from '../../../shared/host/payload';
import { platform } from './platform';
import { settings } from './settings.svelte';
import { historyLines, logLines } from './words';
import { skippableWait } from './wait';
import { StepLoop } from './step-loop.svelte';
import { Connection, connection, HostError, unwrap } from './connection';

/**
 * What draws the table. The client tells it what to show; it never decides anything. `blank` must
 * clear every card at once (the hotseat pass screen); `play` animates events through the presentation
 * queue and ends on exactly `view`.
 */
export interface Presenter {
  blank(): void;
  show(view: SeatView, animate: boolean): Promise<void>;
  play(events: GameEvent[], view: SeatView): Promise<void>;
  skip(): void;
}

type OkResponse = Extract<HostReply<SeatView, GameEvent>, { ok: true }>;
type Ok<T extends OkResponse['type']> = Extract<OkResponse, { type: T }>;
/** A seat's look at the table: its view, who is awaited, the bot asked next. */
type Look = Pick<Ok<'view'>, 'view' | 'pending' | 'botToAct'>;

/** What a table inside another machine (a night's game) tells the machine around it. */
export interface TableHooks {
  /** The results panel's button when it does not start the next game here (a night: back to the night). */
  nextGame?: () => void;
  /** Every answer about a part carries its parent's view and events (the bar over a night's table). */
  outer?: (outer: { view: unknown; events?: Envelope[] }) => void;
}

/** Events not worth a line in the "since your last turn" recap. */
const QUIET = new Set(['betting-round', 'chose', 'reshuffled']);
const RECAP_LINES = 14;

/**
 * One table on screen: asks the host for views, sends the seat's actions, lets bots act after a short,
 * skippable pause, and runs the hotseat hand-over. The rules stay in the host; this only sequences
 * requests and decides whose view is drawn.
 */
export class TableClient {
  /** Where the table lives in the host: a single table, or the table of a night (`part: 'table'`). */
  address = $state.raw<Address | null>(null);
  /** The id the host saves this table under (a single table); null at a night (saved with the night). */
  saveId = $state<string | null>(null);
  /** A sentence when the host could not save the last action (the table plays on in memory). */
  unsaved = $state<string | null>(null);
  config = $state.raw<TableSetup | null>(null);
  /** The seat whose view is on screen (-1: a spectator, for an all-bot table before anyone sits). */
  viewer = $state<Seat>(-1);
  /** The view drawn now; null while the table is blank behind the pass screen. */
  view = $state.raw<SeatView | null>(null);
  pending = $state.raw<Seat[]>([]);
  /** The human the screen must be handed to; the table is blank until they confirm. */
  passTo = $state<Seat | null>(null);
  recap = $state.raw<string[] | null>(null);
  /** The engine's sentence for a refused action. */
  error = $state<string | null>(null);
  /** Something went wrong that stops the table (a broken host). */
  fatal = $state<string | null>(null);
  busy = $state(false);
  botThinking = $state<Seat | null>(null);
  /** The bot whose action is being shown (its events play on the table); the human is not awaited yet. */
  acting = $state<Seat | null>(null);
  showResults = $state(false);
  /**
   * Hotseat only: the human who asked, through the pass screen, to see their own cards at the results.
   * Otherwise a hotseat table's results are drawn from the public view (issue 12.4): what the rules
   * reveal at a showdown, and nothing of anyone's hidden cards, since everyone is at the screen.
   */
  peek = $state<Seat | null>(null);
  /** The finished games' action logs, as the screen saw them at the results (public in hotseat). */
  archive = $state.raw<{ gameNo: number; lines: string[] }[]>([]);
  /** The last action of each seat, for a caption at its place ("Raises to 6"). */
  closed = false;
  /** The results panel's button when it does not start the next game here (a night: back to the night). */
  nextLabel: (() => string) | null = null;

  private presenter: Presenter | null = null;
  /** The table is being run forward (views fetched, bots acting): what is on screen may change any moment. */
  private readonly loop = new StepLoop(
    () => this.step(),
    () => this.closed,
    (message) => (this.fatal = message),
  );
  private wake: (() => void) | null = null;
  private lastSeen = new Map<Seat, { gameNo: number; logLen: number }>();
  /** Hotseat: the human who acted last, whose cards were hidden at once while the table went on. */
  private doneHuman: Seat | null = null;
  /**
   * The looks the last answer brought (an action's or a bot's: the seat's own, the onlookers'): the next
   * step starts from the one of the seat on screen, not from a new request.
   */
  private fresh: Look[] = [];

  /** `client`: the host; the platform's by default. `hooks`: set when the table is a part of a night. */
  constructor(
    private readonly client: HostClient | null = null,
    private readonly hooks: TableHooks = {},
  ) {}

  private ownConn: Connection | null = null;
  /** The page's one connection; a client handed its own host (the tests) has its own. */
  private get conn(): Connection {
    if (!this.client) return connection(() => platform().host);
    return (this.ownConn ??= new Connection(() => this.client!));
  }

  private get host(): HostClient {
    return this.client ?? platform().host;
  }

  get humans(): Seat[] {
    return (this.config?.seats ?? []).flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  }

  get hotseat(): boolean {
    return this.humans.length > 1;
  }

  /**
   * Nothing is in flight: no action of a person, no bot's pause or move, no animation, no look at the host.
   * Only then does what is on screen stay put; the end-to-end tests wait for it (`data-settled` on the
   * table screen) before they look or click, as a person waits for the table to stop moving.
   */
  get settled(): boolean {
    return !this.loop.running && !this.busy && this.botThinking === null && this.acting === null;
  }

  /** It is the on-screen seat's decision and nothing else is going on. */
  get myTurn(): boolean {
    const v = this.view;
    return !!v && this.passTo === null && !this.busy && this.botThinking === null && v.phase === 'playing' && v.legal.length > 0;
  }

  private async req<T extends OkResponse['type']>(r: HostRequest, ...types: T[]): Promise<Ok<T>> {
    const res = await this.conn.ask<SeatView, GameEvent, T>(r, ...types);
    if ('outer' in res && res.outer) this.hooks.outer?.(res.outer);
    return res as Ok<T>;
  }

  attach(p: Presenter | null): void {
    this.presenter = p;
    if (p && this.view) void p.show(this.view, false);
  }

  async start(config: TableSetup): Promise<void> {
    const res = await this.req({ type: 'create', kind: 'table', config }, 'opened');
    this.address = { kind: 'table', id: res.id };
    this.saveId = res.id;
    this.unsaved = res.unsaved ?? null;
    this.config = config;
    this.open();
  }

  /** Shows a table that lives inside another machine (a night's game in play), already set up there. */
  join(address: Address, config: TableSetup): void {
    this.address = address;
    this.saveId = null;
    this.config = config;
    this.open();
  }

  /** Reopens a saved single table exactly where it was (issue 13.8). */
  async resume(saveId: string): Promise<void> {
    const res = await this.req({ type: 'resume', kind: 'table', id: saveId }, 'opened');
    this.address = { kind: 'table', id: res.id };
    this.saveId = res.id;
    // The spectator's view names the table (game, seats, stakes) without showing anyone's cards.
    const v = (await this.req({ type: 'view', ...this.address, seat: -1 }, 'view')).view;
    this.config = {
      game: v.game,
      seats: v.seats,
      variants: v.variants,
      stakes: v.stakes,
      splitRule: v.splitRule,
      startingChips: Math.max(1, Math.round(v.totalMoney / v.names.length)),
    };
    this.open();
  }

  private open(): void {
    this.closed = false;
    const humans = this.humans;
    // One human: always their view, no pass screen. Several: the first to decide is asked to take the seat.
    this.viewer = humans.length === 1 ? humans[0]! : -1;
    void this.advance();
  }

  async leave(): Promise<void> {
    this.closed = true;
    this.wake?.();
    const at = this.address;
    this.address = null;
    this.fresh = [];
    this.view = null;
    this.passTo = null;
    this.showResults = false;
    // A part (a night's table) is closed with the machine around it, not on its own.
    if (at && at.part === undefined) await this.host.request({ type: 'close', kind: at.kind, id: at.id }).catch(() => undefined);
  }

  /** Skips the bot's pause and the running animations. */
  skip(): void {
    this.wake?.();
    this.presenter?.skip();
  }

  private async draw(v: SeatView, animate = true): Promise<void> {
    const first = this.view === null;
    this.view = v;
    if (v.phase === 'over') this.keep(v);
    await this.presenter?.show(v, animate && !first);
  }

  private async viewNow(): Promise<Look> {
    this.fresh = [];
    return this.req({ type: 'view', ...this.address!, seat: this.viewer }, 'view');
  }

  /**
   * The look the last answer brought for the seat on screen, else a new one (a request). The others it
   * brought stay until the next answer (hotseat: the player's own look, for when the screen returns to them).
   */
  private async look(): Promise<Look> {
    const f = this.fresh.find((l) => l.view.seat === this.viewer);
    if (!f) return this.viewNow();
    this.fresh = this.fresh.filter((l) => l !== f);
    return f;
  }

  /** The machine around this table changed it (a night's loan): the looks at hand are old, look again. */
  changedOutside(): void {
    this.fresh = [];
  }

  /** Runs the table forward until a human must decide, the game is over, or a hand-over is due. */
  async advance(): Promise<void> {
    return this.loop.run();
  }

  private async step(): Promise<void> {
    for (let guard = 0; guard < 100_000 && !this.closed && this.address; guard++) {
      const r = await this.look();
      this.pending = r.pending;
      const v = r.view;
      if (v.phase === 'over') {
        if (this.hotseat && this.viewer >= 0 && this.peek !== this.viewer) {
          // Everyone is at the screen for the results: look again as a spectator (the public view).
          this.viewer = -1;
          continue;
        }
        await this.draw(v);
        this.showResults = true;
        return;
      }
      const kinds = v.kinds;
      const humansWaiting = r.pending.filter((s) => kinds[s] === 'human');
      if (humansWaiting.length > 0) {
        const back = this.doneHuman !== null && humansWaiting.includes(this.doneHuman) ? this.doneHuman : null;
        const next = humansWaiting.includes(this.viewer) ? this.viewer : (back ?? humansWaiting[0]!);
        if (next !== this.viewer && this.viewer === -1 && next === back) {
          // Hotseat: the same player again, with only bots in between: no hand-over, their view back.
          this.viewer = next;
          this.doneHuman = null;
          continue;
        }
        if (next !== this.viewer) {
          this.handOver(next);
          return;
        }
        await this.draw(v);
        return;
      }
      if (r.botToAct === null) {
        await this.draw(v);
        return;
      }
      await this.draw(v);
      await this.botPause(r.botToAct);
      if (this.closed) return;
      this.busy = true;
      this.acting = r.botToAct;
      try {
        // One request: the bot's move, its events (as a spectator sees them) and the new look of the seat on
        // screen. Hotseat, while the table is shown to all after a player acted: that player's own look too,
        // for when it is their decision again with only bots in between.
        const own = this.viewer === -1 && this.doneHuman !== null ? this.doneHuman : this.viewer;
        const acted = await this.req({ type: 'bot-step', ...this.address!, seat: own, public: this.hotseat }, 'acted', 'idle');
        if (acted.type === 'idle') {
          this.fresh = [acted];
          continue;
        }
        this.unsaved = acted.unsaved ?? null;
        const after = own === this.viewer ? this.afterAction(acted) : this.publicLook(acted);
        this.view = after.view;
        this.pending = after.pending;
        this.fresh = own === this.viewer ? [after] : [after, acted];
        // The step's events as the host filtered them for the seat shown: its own, or the onlookers'.
        const events = own === this.viewer ? acted.events : (acted.publicEvents ?? []);
        await this.presenter?.play(unwrap(events), after.view);
      } finally {
        this.acting = null;
        this.busy = false;
      }
    }
  }

  private async botPause(seat: Seat): Promise<void> {
    this.botThinking = seat;
    await skippableWait(settings.value.botDelayMs, (wake) => (this.wake = wake));
    this.botThinking = null;
  }

  /**
   * The look after an action, from its answer. When it ended a hotseat game, the spectator's view instead
   * (asked for with the action): no human's hidden cards (a folded hand, a Rank and Class card never
   * revealed) are drawn while all look on.
   */
  private afterAction(acted: Ok<'acted'>): Look {
    const own = { view: acted.view, pending: acted.pending, botToAct: acted.botToAct };
    if (!this.hotseat || acted.view.phase !== 'over' || this.viewer < 0 || this.peek === this.viewer) return own;
    this.viewer = -1;
    return this.publicLook(acted);
  }

  /** The onlookers' look an answer carried (asked for at every hotseat table). */
  private publicLook(acted: Ok<'acted'>): Look {
    if (acted.view.seat === -1) return { view: acted.view, pending: acted.pending, botToAct: acted.botToAct };
    if (!acted.publicView) throw new HostError("The host's answer lacks the onlookers' view", 'internal');
    return { view: acted.publicView, pending: acted.pending, botToAct: acted.botToAct };
  }

  /** Keeps a finished game's log for the history panel (once per game). */
  private keep(v: SeatView): void {
    if (this.archive.some((g) => g.gameNo === v.gameNo)) return;
    this.archive = [...this.archive, { gameNo: v.gameNo, lines: historyLines(v) }].slice(-20);
  }

  /** Hotseat results: hand the screen to `seat` so they alone see their own cards of the game just played. */
  peekAt(seat: Seat): void {
    if (!this.hotseat || this.view?.phase !== 'over' || this.busy) return;
    this.peek = seat;
    this.handOver(seat);
  }

  /** Ends a peek: back to the results everyone may see. */
  endPeek(): void {
    if (this.peek === null) return;
    this.peek = null;
    this.viewer = -1;
    this.presenter?.blank();
    this.view = null;
    void this.advance();
  }

  /** Blanks the table at once, before anything of the next seat is drawn, and waits for them. */
  private handOver(seat: Seat): void {
    this.doneHuman = null;
    this.presenter?.blank();
    this.view = null;
    this.recap = null;
    this.error = null;
    this.showResults = false;
    this.passTo = seat;
  }

  async confirmPass(): Promise<void> {
    const seat = this.passTo;
    if (seat === null || this.busy) return;
    this.busy = true;
    try {
      this.viewer = seat;
      const r = await this.viewNow();
      this.pending = r.pending;
      this.passTo = null;
      this.view = r.view;
      await this.presenter?.show(r.view, false);
      this.recap = r.view.phase === 'over' ? null : this.recapFor(r.view);
    } catch (e) {
      this.fatal = (e as Error).message;
    } finally {
      this.busy = false;
    }
    void this.advance();
  }

  /** What happened since this seat last acted, from its own view of the log. */
  private recapFor(v: SeatView): string[] | null {
    if (!this.hotseat) return null;
    const seen = this.lastSeen.get(v.seat);
    const from = seen && seen.gameNo === v.gameNo ? seen.logLen : 0;
    const lines = logLines(v.log.slice(from), v.names, v.seat, QUIET);
    if (lines.length === 0) return null;
    return lines.length > RECAP_LINES ? ['…', ...lines.slice(-RECAP_LINES)] : lines;
  }

  async act(action: Action): Promise<void> {
    const v = this.view;
    if (!v || this.busy || !this.address) return;
    if (action.t === 'next-game' && this.hooks.nextGame) {
      // A night's game: the next game is the night's to start, on the night's screen.
      this.hooks.nextGame();
      return;
    }
    this.busy = true;
    this.error = null;
    this.recap = null;
    try {
      // A spectator's view (hotseat results) acts through the first human: only `next-game` is open then.
      const seat = v.seat >= 0 ? v.seat : (this.humans[0] ?? 0);
      // One request per action: the answer carries the events and the new look (the onlookers' one too at a hotseat table).
      const req: HostRequest = { type: 'act', ...this.address, seat, version: v.version, action, public: this.hotseat || v.seat < 0 };
      const res = await this.conn.send<SeatView, GameEvent>(req);
      if (res.ok && 'outer' in res && res.outer) this.hooks.outer?.(res.outer);
      if (!res.ok) {
        this.error = res.error.message;
      } else if (res.type === 'acted' && !res.result.ok) {
        this.error = res.result.error?.message ?? 'That is not possible now.';
        const r = v.seat < 0 ? this.publicLook(res) : res;
        this.pending = r.pending;
        await this.draw(r.view, false);
      } else if (res.type === 'acted') {
        this.unsaved = res.unsaved ?? null;
        if (action.t === 'next-game') {
          this.showResults = false;
          this.peek = null;
        }
        let after = v.seat < 0 ? this.publicLook(res) : this.afterAction(res);
        // Hotseat: once a player has acted and it is not their decision again, their hidden cards leave the
        // screen at once (issue 13): the table goes on as everyone may see it until the next player sits.
        const hide = this.hotseat && v.seat >= 0 && action.t !== 'next-game' && after.view.phase === 'playing' && !after.pending.includes(v.seat);
        if (hide) {
          this.doneHuman = v.seat;
          this.viewer = -1;
          after = this.publicLook(res);
        }
        this.pending = after.pending;
        this.view = after.view;
        this.fresh = hide ? [after, res] : [after];
        if (v.seat >= 0) this.lastSeen.set(v.seat, { gameNo: after.view.gameNo, logLen: after.view.log.length });
        if (hide) await this.presenter?.show(after.view, false);
        else {
          // The acting seat's events may name its own hidden cards: when the view is public, the onlookers' events.
          const events = after.view.seat === v.seat ? res.events : (res.publicEvents ?? []);
          await this.presenter?.play(unwrap(events), after.view);
        }
      }
    } catch (e) {
      this.fatal = (e as Error).message;
    } finally {
      this.busy = false;
    }
    void this.advance();
  }
}

export { HostError, unwrap };
