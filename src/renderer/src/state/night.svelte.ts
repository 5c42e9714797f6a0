import type { Seat, TableConfig } from '../../../shared/engine/types';
import type { NightSetup, NightView } from '../../../shared/host/machines/night';
import type { HostReply, HostRequest } from '../../../shared/host/payload';
import type { GameChoice, NightAction, NightEvent } from '../../../shared/night/types';
import type { NightSeatView } from '../../../shared/night/view';
import { platform } from './platform';
import { HostError, TableClient, unwrap } from './client.svelte';
import { connection } from './connection';
import { settings } from './settings.svelte';
import { namesList } from './words';
import { skippableWait } from './wait';
import { StepLoop } from './step-loop.svelte';

type OkNight = Extract<HostReply<NightView, NightEvent>, { ok: true }>;
type OkN<T extends OkNight['type']> = Extract<OkNight, { type: T }>;
/** A look at the night: the seat's view (with everyone's loan refusals) and the bot asked next. */
type Look = Pick<OkN<'view'>, 'view' | 'botToAct'>;

/** Requests cross a worker or IPC boundary: plain data, never a reactive proxy. */
const plain = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/**
 * One Adventurer's Choice night on screen. Between games it runs the night forward (bots borrow and
 * choose after the usual skippable pause) until a human is awaited: the chooser picks the next game, a
 * player under 25 may ask for a loan, or the Starting Player starts a replay. While a game is played it
 * hands the table to a TableClient (the single table's screen, pass screen and results panel) pointed at
 * the night's table, a part of the night in the host (`{ kind: 'night', id, part: 'table' }`). The rules
 * stay in the host: this only sequences requests and decides what is on screen.
 */
export class NightState {
  id = $state<string | null>(null);
  /** The night as the seat on screen sees it (everything about a night is public but the table inside). */
  view = $state.raw<NightSeatView | null>(null);
  /** Why each seat may not borrow now (null: it may). */
  loanRefusals = $state.raw<(string | null)[]>([]);
  botToAct = $state<Seat | null>(null);
  botThinking = $state<Seat | null>(null);
  stage = $state<'loading' | 'between' | 'table' | 'standings'>('loading');
  /** The table of the game in play (a new one for each game and each replay). */
  table = $state.raw<TableClient | null>(null);
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
  private readonly loop = new StepLoop(
    () => this.step(),
    () => this.closed,
    (message) => (this.fatal = message),
  );
  private wake: (() => void) | null = null;
  /** The look the last answer brought (an action's or a bot's): the next step starts from it. */
  private fresh: Look | null = null;

  /**
   * Nothing is in flight: no action of a person, no bot, no look at the host. Only then does what is on
   * screen stay put; the chooser is inert until then (a click on a list being replaced would be a misclick),
   * and the end-to-end tests wait for it (`data-settled` on the night screen) before they look.
   */
  get settled(): boolean {
    return !this.loop.running && !this.busy && this.botThinking === null;
  }

  get names(): string[] {
    return this.view?.names ?? [];
  }

  get humans(): Seat[] {
    return (this.view?.kinds ?? []).flatMap((k, i) => (k === 'human' ? [i] : []));
  }

  private async req<T extends OkNight['type']>(r: HostRequest, ...types: T[]): Promise<OkN<T>> {
    return (await connection(() => platform().host).ask<NightView, NightEvent, T>(r, ...types)) as OkN<T>;
  }

  async create(config: NightSetup): Promise<void> {
    const res = await this.req({ type: 'create', kind: 'night', config }, 'opened');
    this.id = res.id;
    void this.advance();
  }

  async resume(id: string): Promise<void> {
    const res = await this.req({ type: 'resume', kind: 'night', id }, 'opened');
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
    if (this.id) await platform().host.request({ type: 'close', kind: 'night', id: this.id }).catch(() => undefined);
  }

  skip(): void {
    this.wake?.();
    this.table?.skip();
  }

  /** Whose view to ask for between games: the human chooser, else the first human (all of it is public). */
  private seatBetween(v: NightSeatView | null): Seat {
    const humans = this.humans;
    if (v && humans.includes(v.chooser)) return v.chooser;
    return humans[0] ?? -1;
  }

  /** The seat's look: the one the last answer brought when it is that seat's, else a new one (a request). */
  private async fetch(seat: Seat): Promise<Look> {
    const f = this.fresh;
    this.fresh = null;
    const r = f && f.view.seat === seat ? f : await this.req({ type: 'view', kind: 'night', id: this.id!, seat }, 'view');
    this.take(r);
    return r;
  }

  private take(r: Look): void {
    this.seen(r.view);
    this.botToAct = r.botToAct;
  }

  /** A new view of the night (also the bar over the table, from every answer about the night's table). */
  private seen(view: NightView): void {
    if (view.phase !== this.lastPhase) {
      this.lastPhase = view.phase;
      if (this.loanDismissed.size) this.loanDismissed = new Set();
    }
    this.view = view;
    this.loanRefusals = view.loanRefusals;
  }

  /** Runs the night forward between games until a human must decide, a game starts, or the night ends. */
  async advance(): Promise<void> {
    return this.loop.run();
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
        // One request: the bot's move, the night's events and the new look of the seat on screen.
        const acted = await this.req({ type: 'bot-step', kind: 'night', id: this.id, seat: this.seatBetween(this.view) }, 'acted', 'idle');
        this.fresh = acted;
        if (acted.type === 'acted') this.tell(unwrap(acted.events));
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
  private tell(events: NightEvent[]): void {
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
  async act(seat: Seat, action: NightAction): Promise<boolean> {
    const v = this.view;
    if (!v || this.busy || !this.id) return false;
    this.busy = true;
    this.error = null;
    let done = false;
    try {
      const res = await this.req({ type: 'act', kind: 'night', id: this.id, seat, version: v.version, action }, 'acted');
      this.take(res);
      this.fresh = res;
      if (!res.result.ok) this.error = res.result.error?.message ?? 'That is not possible now.';
      else {
        this.tell(unwrap(res.events));
        done = true;
      }
    } catch (e) {
      if (e instanceof HostError && e.code !== 'internal' && e.code !== 'host-unavailable') this.error = e.message;
      else this.fatal = (e as Error).message;
    } finally {
      this.busy = false;
    }
    if (this.stage === 'table' && this.table) {
      this.table.changedOutside();
      void this.table.advance();
    } else void this.advance();
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
    const res = await this.req({ type: 'check', kind: 'night', id: this.id, action: { t: 'choose', choice } }, 'checked');
    return res.problem;
  }

  /** A new table screen for the game in play: the night's table, a part of the night in the host. */
  private openTable(v: NightSeatView): void {
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
    const client = new TableClient(null, {
      // The next game is the night's: back to the night's screen, where the next Starting Player chooses.
      nextGame: () => this.tableDone(),
      outer: (outer) => {
        this.seen(outer.view as NightView);
        if (outer.events) this.tell(unwrap(outer.events) as NightEvent[]);
      },
    });
    client.nextLabel = () => this.nextLabel();
    this.table = client;
    this.stage = 'table';
    client.join({ kind: 'night', id: this.id!, part: 'table' }, config);
  }

  /** The results panel's button: back to the night (the chooser's screen, or the standings). */
  tableDone(): void {
    const t = this.table;
    this.table = null;
    void t?.leave();
    this.stage = 'loading';
    void this.advance();
  }

  /** The label of the results panel's button at this night. */
  nextLabel(): string {
    const v = this.view;
    if (v?.phase === 'finished') return 'See the final standings';
    if (v?.current?.replayDue) return 'Play it again';
    return 'Back to the night';
  }
}
