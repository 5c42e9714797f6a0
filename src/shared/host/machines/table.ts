import { z } from 'zod';
import { tableConfigSchema } from '../../engine/config';
import type { Action, GameEvent, Seat, TableConfig } from '../../engine/types';
import type { SeatView } from '../../engine/view';
import { storageProblem } from '../../sentence';
import { TABLE_ID } from '../../storage/tables';
import { loadRefusal, type HostContext, type Machine, type MachineKind, type Outcome, type SeatInfo } from '../machine';
import { GameHost } from './game-host';

/**
 * A single table as a machine (one game after another at one table, issue 13.8): GameHost holds the rules'
 * state; this saves it after every accepted action (its creation, a player's action, a bot's step) before
 * the answer goes back, counts each finished game in the single tables' statistics, and reopens, lists and
 * deletes saved tables. A table's id is the id it is saved under. The save format is unchanged.
 */

/** A table as the lobby sets it up: without a seed the host draws one (seed.ts), and the page never learns it. */
export type TableSetup = Omit<TableConfig, 'seed'> & { seed?: number };

/** An action as the page sends it: its type `t` and its fields, which the engine checks against the legal ones. */
export const tableActionSchema = z.object({ t: z.string().min(1).max(40) }).catchall(z.unknown());

export class TableMachine implements Machine<SeatView, Action, GameEvent> {
  constructor(
    readonly id: string,
    private readonly host: GameHost,
    private readonly ctx: HostContext,
  ) {}

  get version(): number {
    return this.host.version;
  }

  seats(): readonly SeatInfo[] {
    return this.host.config.seats;
  }

  /** Starting the next game is the table's step, not a seat's decision: any screen may take it (an all-bot table has no human to do so). */
  anySeatMay(action: Action): boolean {
    return action.t === 'next-game';
  }

  view(seat: Seat): SeatView {
    return this.host.view(seat);
  }

  pending(): Seat[] {
    return this.host.pending();
  }

  botToAct(): Seat | null {
    return this.host.botToAct();
  }

  eventsFor(seat: Seat): GameEvent[] {
    return this.host.eventsFor(seat);
  }

  snapshot() {
    return this.host.snapshot();
  }

  async act(seat: Seat, action: Action): Promise<Outcome> {
    const r = this.host.act(seat, action, this.host.version);
    if (!r.ok) return r;
    const unsaved = await this.save();
    return unsaved ? { ...r, unsaved } : r;
  }

  async stepBot(): Promise<(Outcome & { seat: Seat }) | null> {
    const seat = this.host.botToAct();
    if (seat === null) return null;
    const r = this.host.stepBot()!;
    const unsaved = await this.save();
    return { ...r, seat, ...(unsaved ? { unsaved } : {}) };
  }

  /** Saves the table; a sentence when the save failed (the table plays on in memory). */
  async save(): Promise<string | null> {
    const state = this.host.snapshot();
    try {
      await this.ctx.stores.tables.save(this.id, state, this.ctx.now());
    } catch (e) {
      return `The table could not be saved (${storageProblem(e)}); the last action is kept in memory only.`;
    }
    try {
      if (state.phase === 'over') await this.ctx.stores.tableStats.record(this.id, state);
    } catch (e) {
      return `The statistics could not be updated (${storageProblem(e)}).`;
    }
    return null;
  }
}

/** A fresh save id: unique across restarts. */
const newTableId = () => `table-${Date.now().toString(36)}-${Math.floor(Math.random() * 36 ** 6).toString(36)}`;

export function tableKind(ctx: HostContext, newId: () => string = newTableId): MachineKind {
  return {
    kind: 'table',
    noun: 'table',
    configSchema: tableConfigSchema,
    actionSchema: tableActionSchema,
    seeded: true,
    setupWords: 'Table setup',
    idPattern: TABLE_ID,
    async create(config) {
      const machine = new TableMachine(newId(), GameHost.create(config as TableConfig), ctx);
      const unsaved = await machine.save();
      return { machine, ...(unsaved ? { unsaved } : {}) };
    },
    async resume(id) {
      const loaded = await ctx.stores.tables.load(id);
      if (!loaded.ok) {
        throw loadRefusal('table', id, loaded);
      }
      return new TableMachine(id, GameHost.restore(loaded.state), ctx);
    },
    list: () => ctx.stores.tables.list(),
    remove: (id) => ctx.stores.tables.remove(id),
    statsDismiss: async () => (await ctx.stores.tableStats.dismiss(), { book: (await ctx.stores.tableStats.load()).book, problem: null }),
    async stats() {
      const { book, problem } = await ctx.stores.tableStats.load();
      return {
        book,
        problem: problem ? `The single tables' statistics could not be read (${problem.problem}); they were kept aside as ${problem.keptAs} and a new book was started.` : null,
      };
    },
  };
}
