import type { Action, GameEvent, Seat } from '../../../shared/engine/types';
import type { SeatView } from '../../../shared/engine/view';
import type { HostClient } from '../../../shared/host/client';
import type { TableSetup } from '../../../shared/host/machines/table';
import type { Address, Envelope, HostReply, Look } from '../../../shared/host/payload';
import { settings } from './settings.svelte';
import { beatMs, moveNeedMs, readingMs } from './pace';
import { historyLines, logLines } from './words';
import { HostError, unwrap } from './connection';
import { MachineClient, type AtEnd } from './machine-client.svelte';

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
 * One table on screen, on the page's one client (`MachineClient`): what is particular to a table is how its
 * view is drawn (the table scene, through a `Presenter`), its results (public at a hotseat table, a player's own
 * cards only through the pass screen), the history of finished games, and the recap from the seat's own log.
 */
export class TableClient extends MachineClient<SeatView, GameEvent, Action> {
  /** The id the host saves this table under (a single table); null at a night (saved with the night). */
  saveId = $state<string | null>(null);
  config = $state.raw<TableSetup | null>(null);
  showResults = $state(false);
  /**
   * Hotseat only: the human who asked, through the pass screen, to see their own cards at the results.
   * Otherwise a hotseat table's results are drawn from the public view (issue 12.4): what the rules
   * reveal at a showdown, and nothing of anyone's hidden cards, since everyone is at the screen.
   */
  peek = $state<Seat | null>(null);
  /** The finished games' action logs, as the screen saw them at the results (public in hotseat). */
  archive = $state.raw<{ gameNo: number; lines: string[] }[]>([]);
  /** The results panel's button when it does not start the next game here (a night: back to the night). */
  nextLabel: (() => string) | null = null;

  /** The bots' next move is thought out while the one before plays (issue 28.10). */
  protected override readonly prefetches = true;
  private presenter: Presenter | null = null;
  /** The seat of the last host move (a bot going on with its turn is paced shorter). */
  private lastMover: Seat | null = null;
  private lastSeen = new Map<Seat, { gameNo: number; logLen: number }>();

  /** `client`: the host; the platform's by default. `hooks`: set when the table is a part of a night. */
  constructor(
    client: HostClient | null = null,
    private readonly hooks: TableHooks = {},
  ) {
    super(client);
  }

  get humans(): Seat[] {
    return (this.config?.seats ?? []).flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  }

  /** It is the on-screen seat's decision and nothing else is going on. */
  get myTurn(): boolean {
    const v = this.view;
    return !!v && this.passTo === null && !this.busy && this.botThinking === null && v.phase === 'playing' && v.legal.length > 0;
  }

  attach(p: Presenter | null): void {
    this.presenter = p;
    if (p && this.view) void p.show(this.view, false);
  }

  async start(config: TableSetup): Promise<void> {
    const res = await this.conn.ask<SeatView, GameEvent, 'opened'>({ type: 'create', kind: 'table', config }, 'opened');
    this.saveId = res.id;
    this.unsaved = res.unsaved ?? null;
    this.config = config;
    this.begin({ kind: 'table', id: res.id });
  }

  /** Shows a table that lives inside another machine (a night's game in play), already set up there. */
  join(address: Address, config: TableSetup): void {
    this.saveId = null;
    this.config = config;
    this.begin(address);
  }

  /** Reopens a saved single table exactly where it was (issue 13.8). */
  async resume(saveId: string): Promise<void> {
    const res = await this.conn.ask<SeatView, GameEvent, 'opened'>({ type: 'resume', kind: 'table', id: saveId }, 'opened');
    const at: Address = { kind: 'table', id: res.id };
    this.saveId = res.id;
    // The spectator's view names the table (game, seats, stakes) without showing anyone's cards.
    const v = (await this.conn.look<SeatView>(at, -1)).view;
    this.config = {
      game: v.game,
      seats: v.seats,
      variants: v.variants,
      stakes: v.stakes,
      splitRule: v.splitRule,
      startingChips: Math.max(1, Math.round(v.totalMoney / v.names.length)),
    };
    this.begin(at);
  }

  private begin(at: Address): void {
    const humans = this.humans;
    // One human: always their view, no pass screen. Several: the first to decide is asked to take the seat.
    this.viewer = humans.length === 1 ? humans[0]! : -1;
    this.open(at);
  }

  override async leave(): Promise<void> {
    this.showResults = false;
    await super.leave();
  }

  /** Skips the bot's pause and the running animations. */
  override skip(): void {
    super.skip();
    this.presenter?.skip();
  }

  /** The machine around this table changed it (a night's loan): the looks at hand are old, look again. */
  changedOutside(): void {
    if (this.address) this.conn.forget(this.address);
  }

  protected finished(v: SeatView): boolean {
    return v.phase === 'over';
  }

  protected async show(look: Look<SeatView>, animate: boolean): Promise<void> {
    await this.presenter?.show(look.view, animate);
  }

  protected async present(events: GameEvent[], look: Look<SeatView>, after: 'step' | 'act' | 'act-hidden'): Promise<void> {
    // A hotseat player's cards leave the screen at once when they are done (issue 13): the public view is
    // drawn, not their events played over what was their view. At the results, the public ones play.
    if (after === 'act-hidden' && look.view.phase !== 'over') await this.presenter?.show(look.view, false);
    else await this.presenter?.play(events, look.view);
  }

  protected blank(): void {
    this.presenter?.blank();
  }

  protected heard(envs: readonly Envelope<GameEvent>[]): GameEvent[] {
    return unwrap(envs);
  }

  protected override async finish(look: Look<SeatView>): Promise<AtEnd> {
    if (this.hotseat && this.viewer >= 0 && this.peek !== this.viewer) {
      // Everyone is at the screen for the results: look again as a spectator (the public view).
      this.viewer = -1;
      return 'again';
    }
    await this.draw(look);
    this.keep(look.view);
    this.showResults = true;
    return 'stop';
  }

  /**
   * A bot's move is paced by what it shows (issue 28.10), not by a flat delay per step: a beat before it plays
   * when the mover changes (so a player sees whose move it is), then its animation, then (`pauseShown`) what
   * its words still need to be read once the animation is over, when the host moves again. A check is short,
   * cards flown and turned take their animation, a result waits on the player's own reading. The move is asked
   * for first and its pause comes before it plays, so the pause can know what the move shows.
   */
  protected override pauseAfter(_events: GameEvent[], seat: Seat): number {
    this.moverChanged = this.lastMover !== seat;
    this.lastMover = seat;
    return this.moverChanged ? beatMs(settings.value.botDelayMs) : 0;
  }

  protected override pauseShown(events: GameEvent[], _seat: Seat, animMs: number): number {
    return Math.max(0, readingMs(events, this.view?.names ?? [], settings.value.botDelayMs) - animMs);
  }

  /** The last host move's mover differs from the one before (a human's action counts as a mover). */
  private moverChanged = true;

  protected override needOf(events: GameEvent[], _seat: Seat, animMs: number, hostNext: boolean, host: boolean): number {
    if (!host) return animMs;
    const names = this.view?.names ?? [];
    return moveNeedMs({ events, names, delayMs: settings.value.botDelayMs, newMover: this.moverChanged, animMs, hostNext });
  }

  protected override answered(res: HostReply<SeatView, GameEvent>): void {
    if (res.ok && 'outer' in res && res.outer) this.hooks.outer?.(res.outer);
  }

  protected override recapFor(seat: Seat, look: Look<SeatView>): string[] | null {
    if (!this.hotseat) return null;
    const v = look.view;
    const seen = this.lastSeen.get(seat);
    const from = seen && seen.gameNo === v.gameNo ? seen.logLen : 0;
    const lines = logLines(v.log.slice(from), v.names, seat, QUIET);
    if (lines.length === 0) return null;
    return lines.length > RECAP_LINES ? ['…', ...lines.slice(-RECAP_LINES)] : lines;
  }

  protected override decided(seat: Seat, look: Look<SeatView>): void {
    this.lastMover = null;
    if (seat >= 0) this.lastSeen.set(seat, { gameNo: look.view.gameNo, logLen: look.view.log.length });
  }

  protected override intercept(action: Action): boolean {
    if (action.t !== 'next-game' || !this.hooks.nextGame) return false;
    // A night's game: the next game is the night's to start, on the night's screen.
    this.hooks.nextGame();
    return true;
  }

  protected override accepted(action: Action): void {
    if (action.t !== 'next-game') return;
    this.showResults = false;
    this.peek = null;
  }

  protected override handOver(seat: Seat): void {
    super.handOver(seat);
    this.showResults = false;
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
    this.clearScreen();
    void this.advance();
  }
}

export { HostError, unwrap };
