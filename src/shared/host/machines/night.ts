import type { Action, GameEvent, Seat } from '../../engine/types';
import type { SeatView } from '../../engine/view';
import { storageProblem } from '../../sentence';
import { loanRefusal } from '../../night/loans';
import { NightRunner, type RunResult } from '../../night/runner';
import { NIGHT_ID, nightActionSchema, nightConfigSchema } from '../../night/schema';
import { tableActionSchema } from './table';
import { choiceProblem, pendingSeats } from '../../night/night';
import type { Night, NightAction, NightConfig, NightEvent } from '../../night/types';
import type { NightSeatView } from '../../night/view';
import { statsProblemText } from '../../storage/stats';
import { loadRefusal, Refusal, type HostContext, type Machine, type MachineKind, type Outcome, type SeatInfo } from '../machine';

/**
 * An Adventurer's Choice night as a machine: a NightRunner, which refuses stale actions and saves after
 * every accepted one before the answer goes back, and the statistics book brought up to date whenever a
 * game or the night ends. The table of the game in play is its part `table` (NightTable below): the
 * page's table screen talks to it like to a single table, and the night stays the one owner of the
 * table's state. The save format is unchanged.
 */

/** A night as the lobby sets it up: without a seed the host draws one (seed.ts), and the page never learns it. */
export type NightSetup = Omit<NightConfig, 'seed'> & { seed?: number };

/** What a seat sees of the night: the night's view, and why each seat may not borrow now (loans are public). */
export type NightView = NightSeatView & { loanRefusals: (string | null)[] };

/** A write of the night that really failed: the only error told as "could not be saved". */
class SaveFailed extends Refusal {
  constructor(readonly why: string) {
    super('save-failed', `The night could not be saved (${why}); the last action is kept in memory only.`);
  }
}

/** The statistics' state shared by every night of one host (the trouble is told on the statistics screen). */
interface StatsState {
  trouble: string | null;
}

export class NightMachine implements Machine<NightView, NightAction, NightEvent> {
  private last: NightEvent[] = [];
  private readonly table = new NightTable(this);

  constructor(
    readonly runner: NightRunner,
    private readonly ctx: HostContext,
    private readonly stats: StatsState,
  ) {}

  get id(): string {
    return this.runner.id;
  }

  get version(): number {
    return this.runner.version;
  }

  get night(): Readonly<Night> {
    return this.runner.peek();
  }

  seats(): readonly SeatInfo[] {
    return this.night.config.seats;
  }

  view(seat: Seat): NightView {
    const s = this.night;
    return { ...this.runner.view(seat), loanRefusals: s.config.seats.map((_, i) => loanRefusal(s, i)) };
  }

  pending(): Seat[] {
    return pendingSeats(this.night);
  }

  botToAct(): Seat | null {
    return this.runner.botToAct();
  }

  eventsFor(): NightEvent[] {
    // Everything that happens at the night itself is public; a table's events are the part's.
    return this.last;
  }

  snapshot(): Night {
    return this.runner.snapshot();
  }

  part(name: string): Machine | null {
    return name === 'table' ? this.table : null;
  }

  check(action: NightAction): string | null {
    if (action.t !== 'choose') return 'Only a choice of game can be checked before it is made.';
    return choiceProblem(this.snapshot(), action.choice);
  }

  flush(): Promise<unknown> {
    return this.runner.flush();
  }

  async act(seat: Seat, action: NightAction): Promise<Outcome> {
    return this.done(await this.runner.act(seat, action, this.runner.version, this.ctx.now()));
  }

  async stepBot(): Promise<(Outcome & { seat: Seat }) | null> {
    const stepped = await this.runner.stepBot(this.ctx.now());
    if (!stepped) return null;
    const { seat, ...result } = stepped;
    return { ...(await this.done(result)), seat };
  }

  private async done(r: RunResult): Promise<Outcome> {
    this.last = r.ok ? r.events : [];
    if (r.ok) await this.count(r.events);
    return { ok: r.ok, version: r.version, ...(r.error ? { error: r.error } : {}) };
  }

  /**
   * Brings the statistics book up to date when a game or the night has ended (counted once per game). A
   * failure here does not undo the action, which is played and saved: it is told on the statistics screen
   * (and the next game's count catches up, since counting is idempotent).
   */
  private async count(events: NightEvent[]): Promise<void> {
    if (!events.some((e) => e.t === 'game-ended' || e.t === 'session-finished')) return;
    try {
      await this.ctx.stores.stats.record(this.runner.snapshot());
      this.stats.trouble = null;
    } catch (e) {
      this.stats.trouble = `The statistics could not be brought up to date after the last game (${storageProblem(e)}); they will be when the next game ends.`;
    }
  }
}

/**
 * The table of the night's game in play, as a machine nested in the night. Its version is the table's own
 * (so a stale action is refused exactly as at a single table); its actions go to the night as `table`
 * actions, so the night applies them, saves and counts. Its bots are the night's bots while a game is
 * played (a bot may borrow during Dragon Hordes). Its view numbers the game in the night, and offers to
 * continue once the game is over (the night, not the table, goes on).
 */
export class NightTable implements Machine<SeatView, Action, GameEvent> {
  constructor(private readonly owner: NightMachine) {}

  get id(): string {
    return this.owner.id;
  }

  get version(): number {
    return this.owner.night.table?.version ?? 0;
  }

  seats(): readonly SeatInfo[] {
    return this.owner.seats();
  }

  view(seat: Seat): SeatView {
    const v = this.owner.runner.view(seat);
    if (!v.table) throw new Refusal('no-table', 'No game is being played at this night.');
    // The table counts its own plays; on screen a night's game is numbered in the night.
    const gameNo = v.current ? v.gamesPlayed + 1 : v.gamesPlayed;
    return { ...v.table, gameNo, canContinue: v.table.phase === 'over' };
  }

  pending(): Seat[] {
    return this.owner.night.table ? this.view(-1).pending : [];
  }

  botToAct(): Seat | null {
    return this.owner.night.phase === 'playing' ? this.owner.botToAct() : null;
  }

  eventsFor(seat: Seat): GameEvent[] {
    return this.owner.runner.tableEventsFor(seat);
  }

  snapshot() {
    return this.owner.night.table ? structuredClone(this.owner.night.table) : null;
  }

  async act(seat: Seat, action: Action): Promise<Outcome> {
    if (!this.owner.night.table) throw new Refusal('no-table', 'No game is being played at this night.');
    const r = await this.owner.act(seat, { t: 'table', action: action as never });
    return { ...r, version: this.version };
  }

  async stepBot(): Promise<(Outcome & { seat: Seat }) | null> {
    if (this.botToAct() === null) return null;
    const r = await this.owner.stepBot();
    return r && { ...r, version: this.version };
  }
}

export function nightKind(ctx: HostContext): MachineKind {
  const stats: StatsState = { trouble: null };
  const saver = {
    save: (s: Night) =>
      ctx.stores.nights.save(s, ctx.now()).catch((e: Error) => {
        throw new SaveFailed(storageProblem(e));
      }),
  };
  return {
    kind: 'night',
    noun: 'night',
    configSchema: nightConfigSchema,
    actionSchema: nightActionSchema,
    partActions: { table: tableActionSchema },
    seeded: true,
    setupWords: 'New night',
    idPattern: NIGHT_ID,
    async create(config) {
      const runner = await NightRunner.create(config as NightConfig, { now: ctx.now() }, saver).catch((e: Error) => {
        if (e instanceof SaveFailed) throw new Refusal('save-failed', `The night could not be started: it could not be saved (${e.why}).`);
        throw e;
      });
      return { machine: new NightMachine(runner, ctx, stats) };
    },
    async resume(id) {
      const loaded = await ctx.stores.nights.load(id);
      if (!loaded.ok) {
        throw loadRefusal('night', id, loaded);
      }
      return new NightMachine(NightRunner.resume(loaded.night, saver), ctx, stats);
    },
    list: () => ctx.stores.nights.list(),
    remove: (id) => ctx.stores.nights.remove(id),
    async stats() {
      const { book, problems } = await ctx.stores.stats.load();
      const said = [statsProblemText(problems), stats.trouble].filter((x) => x !== null);
      return { book, problem: said.length ? said.join(' ') : null };
    },
    async statsDismiss() {
      await ctx.stores.stats.dismiss();
      stats.trouble = null;
      const { book } = await ctx.stores.stats.load();
      return { book, problem: null };
    },
  };
}
