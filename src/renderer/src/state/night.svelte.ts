import type { Seat, TableConfig } from '../../../shared/engine/types';
import type { NightSetup, NightView } from '../../../shared/host/machines/night';
import type { HostClient } from '../../../shared/host/client';
import type { Envelope, Look } from '../../../shared/host/payload';
import type { GameChoice, NightAction, NightEvent } from '../../../shared/night/types';
import { TableClient, unwrap, type TableHooks } from './client.svelte';
import { settings } from './settings.svelte';
import { MachineClient } from './machine-client.svelte';

/**
 * One Adventurer's Choice night on screen, on the page's one client (`MachineClient`). Between games it runs
 * the night forward (bots borrow and choose after the usual skippable pause) until a human is awaited: the
 * chooser picks the next game, a player under 25 may ask for a loan, or the Starting Player starts a replay.
 * Everything about a night is public but the table inside, so it never hands the screen over. While a game is
 * played it hands the table to a TableClient (the single table's screen, pass screen and results panel) pointed
 * at the night's table, a part of the night in the host (`{ kind: 'night', id, part: 'table' }`). The rules stay
 * in the host: this only sequences requests and decides what is on screen.
 */
export class NightState extends MachineClient<NightView, NightEvent, NightAction> {
  id = $state<string | null>(null);
  /** Why each seat may not borrow now (null: it may). */
  loanRefusals = $state.raw<(string | null)[]>([]);
  stage = $state<'loading' | 'between' | 'table' | 'standings'>('loading');
  /** The table of the game in play (a new one for each game and each replay). */
  table = $state.raw<TableClient | null>(null);
  /** The standings overlay during the night. */
  showStandings = $state(false);
  /**
   * Humans who answered "not now" to the loan offer (issue 13.7). Until a human who may borrow answers,
   * the night waits for them: no bot borrows or chooses under their nose. Forgotten when a game starts
   * or ends, so the offer comes again when it may matter again.
   */
  loanDismissed = $state.raw<ReadonlySet<Seat>>(new Set());
  private lastPhase: string | null = null;

  protected override readonly passScreens = false;
  /** A bot may borrow or choose while a human is asked something else (the loan offer holds it, below). */
  protected override readonly hostFirst = true;

  constructor(client: HostClient | null = null) {
    super(client);
  }

  get names(): string[] {
    return this.view?.names ?? [];
  }

  get humans(): Seat[] {
    return (this.view?.kinds ?? []).flatMap((k, i) => (k === 'human' ? [i] : []));
  }

  async create(config: NightSetup): Promise<void> {
    const res = await this.conn.ask<NightView, NightEvent, 'opened'>({ type: 'create', kind: 'night', config }, 'opened');
    this.id = res.id;
    this.open({ kind: 'night', id: res.id });
  }

  async resume(id: string): Promise<void> {
    const res = await this.conn.ask<NightView, NightEvent, 'opened'>({ type: 'resume', kind: 'night', id }, 'opened');
    this.id = res.id;
    this.open({ kind: 'night', id: res.id });
  }

  /** Leaves the night on screen; it stays saved exactly as it is. */
  override async leave(): Promise<void> {
    const t = this.table;
    this.table = null;
    await t?.leave();
    await super.leave();
  }

  override skip(): void {
    super.skip();
    this.table?.skip();
  }

  /** Whose view to ask for between games: the human chooser, else the first human (all of it is public). */
  protected override lookSeat(): Seat {
    const v = this.view;
    const humans = this.humans;
    this.viewer = v && humans.includes(v.chooser) ? v.chooser : (humans[0] ?? -1);
    return this.viewer;
  }

  protected finished(): boolean {
    return false;
  }

  protected override hold(look: Look<NightView>): boolean | 'again' {
    this.seen(look.view);
    const v = look.view;
    // The first look (the onlookers') names the seats; a new chooser is looked at from their seat (their choices).
    if (v.phase === 'between' && this.lookSeat() !== look.viewer) return 'again';
    if (v.phase === 'finished') {
      this.stage = 'standings';
      return true;
    }
    if (v.phase === 'playing') {
      this.openTable(v);
      return true;
    }
    this.stage = 'between';
    // A human may borrow and has not answered the offer: it stays on screen, the bots wait.
    return look.botToAct !== null && this.loanOffers().length > 0;
  }

  protected async show(look: Look<NightView>): Promise<void> {
    this.seen(look.view);
  }

  protected async present(_events: NightEvent[], look: Look<NightView>): Promise<void> {
    this.seen(look.view);
  }

  protected blank(): void {}

  protected heard(envs: readonly Envelope<NightEvent>[]): NightEvent[] {
    return unwrap(envs);
  }

  protected override pauseBefore(): number {
    return settings.value.botDelayMs;
  }

  /** A new view of the night (also the bar over the table, from every answer about the night's table). */
  protected seen(view: NightView): void {
    if (view.phase !== this.lastPhase) {
      this.lastPhase = view.phase;
      if (this.loanDismissed.size) this.loanDismissed = new Set();
    }
    this.view = view;
    // The night's version, which its actions are sent against (also from the bar over its table).
    this.version = view.version;
    this.loanRefusals = view.loanRefusals;
  }

  /** After a human's action at the night: the table's loop when a game is in play (a loan changed it), else the night's. */
  protected override goOn(): void {
    if (this.stage === 'table' && this.table) {
      this.table.changedOutside();
      void this.table.advance();
    } else void this.advance();
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
    const res = await this.conn.ask<NightView, NightEvent, 'checked'>({ type: 'check', kind: 'night', id: this.id, action: { t: 'choose', choice } }, 'checked');
    return res.problem;
  }

  /** A new table screen for the game in play: the night's table, a part of the night in the host. */
  private openTable(v: NightView): void {
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
    const client = this.newTable({
      // The next game is the night's: back to the night's screen, where the next Starting Player chooses.
      nextGame: () => this.tableDone(),
      outer: (outer) => this.seen(outer.view as NightView),
    });
    client.nextLabel = () => this.nextLabel();
    this.table = client;
    this.stage = 'table';
    client.join({ kind: 'night', id: this.id!, part: 'table' }, this.tableConfig(config));
  }

  /** The table client of a game of this night (a network seat's watches the host: state/remote-machines). */
  protected newTable(hooks: TableHooks): TableClient {
    return new TableClient(this.hostClient, hooks);
  }

  /** The table's setup as this screen plays it (a network seat: only its own seat is a human here). */
  protected tableConfig(config: TableConfig): TableConfig {
    return config;
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
