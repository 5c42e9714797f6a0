import { z } from 'zod';
import { decide } from '../../bots/index';
import { tableConfigSchema } from '../../engine/config';
import { apply, newTable, pendingSeats } from '../../engine/table';
import type { Action, AnyState, GameEvent, Seat, TableConfig } from '../../engine/types';
import { filterEvent, viewFor, type SeatView } from '../../engine/view';
import { storageProblem } from '../../sentence';
import { TABLE_ID, tableProblem } from '../../storage/tables';
import type { HostContext, MachineKind, MachineRules, MachineStore } from '../machine';

/**
 * A single table (one game after another at one table) as a machine kind: the engine's own functions, and
 * nothing else. The host saves it after every accepted step and counts each finished game in the single
 * tables' statistics (`record`). A table's id is the id it is saved under; the save format is unchanged.
 */

/** A table as the lobby sets it up: without a seed the host draws one (seed.ts), and the page never learns it. */
export type TableSetup = Omit<TableConfig, 'seed'> & { seed?: number };

/** An action as the page sends it: its type `t` and its fields, which the engine checks against the legal ones. */
export const tableActionSchema = z.object({ t: z.string().min(1).max(40) }).catchall(z.unknown());

/** The bot at a table (humans first: a bot never waits on a human). */
export function tableBotToAct(s: AnyState): Seat | null {
  if (s.phase !== 'playing') return null;
  return pendingSeats(s).find((seat) => s.config.seats[seat]?.kind === 'bot') ?? null;
}

/** A bot's decision at a table, from its own view; reproducible from the table's seed and version. */
export function tableBotAction(s: AnyState, seat: Seat, seed: number): Action {
  const cfg = s.config.seats[seat]!;
  return decide({ view: viewFor(s, seat), level: cfg.level ?? 'normal', personality: cfg.personality ?? 'cautious', seed });
}

export const tableBotSeed = (s: AnyState, seat: Seat): number => (s.config.seed * 31 + s.version * 7919 + seat) | 0;

/**
 * Events that always tell something nobody could know before, whoever sees them: a deal, a card turned up, a
 * die, a reshuffle, a game's start or end (its showdown). Undo is never offered past them (issue 26.3).
 */
const TELLING = new Set<string>(['game-started', 'dealt', 'revealed', 'peeked', 'rolled', 'reshuffled', 'game-over', 'ended', 'scouted', 'hit', 'defended', 'hordes-laid', 'stole', 'job', 'deck-empty', 'altered', 'wheel-set-up', 'clock-set', 'replay']);
/** Events where a seat moves only its own cards: they show that seat nothing new. */
const OWN_CARDS = new Set<string>(['discarded', 'shown', 'built', 'passed', 'kept', 'exchanged']);

/** Whether a table's events, as `seat` sees them, show it anything hidden before (a card it did not know, a die). */
export function tableEventsReveal(events: readonly GameEvent[], seat: Seat): boolean {
  return events.some((raw) => {
    const e = filterEvent(raw, seat) as GameEvent & { seat?: Seat; cards?: unknown[] };
    if (TELLING.has(e.t)) return true;
    const names = Array.isArray(e.cards) && e.cards.some((c) => c !== null);
    return names && !(OWN_CARDS.has(e.t) && e.seat === seat);
  });
}

/**
 * A table as nobody at it saw it: every zone's cards shown (the deck and face-down piles as well as the hands),
 * the log unfiltered. Only a finished game's replay with at most one human shows it (host/replays.ts).
 */
export function revealedTableView(s: AnyState, seen: SeatView = viewFor(s, -1)): SeatView {
  const zones = Object.fromEntries(Object.entries(s.zones).map(([name, z]) => [name, { cards: [...z.cards], vis: z.vis, seen: true }]));
  return { ...seen, zones, log: structuredClone(s.log) };
}

/** A replay's chapter at a table: each game dealt (a tie played again says so). */
export function tableChapter(events: readonly GameEvent[]): string | null {
  const e = events.find((x) => x.t === 'game-started') as unknown as { gameNo: number; replay: string | null } | undefined;
  return e ? `Game ${e.gameNo}${e.replay ? ' (played again)' : ''}` : null;
}

export const tableRules: MachineRules<AnyState, Action, SeatView, GameEvent> = {
  kind: 'table',
  noun: 'table',
  configSchema: tableConfigSchema,
  actionSchema: tableActionSchema,
  seeded: true,
  setupWords: 'Table setup',
  idPattern: TABLE_ID,
  create: (config) => {
    const { state, events } = newTable(config as TableConfig);
    return { state, events };
  },
  apply: (s, seat, action) => apply(s, seat, action),
  version: (s) => s.version,
  seats: (s) => s.config.seats,
  view: (s, seat) => viewFor(s, seat),
  eventsFor: (events, seat) => events.map((e) => filterEvent(e, seat)),
  pending: (s) => pendingSeats(s),
  hostToAct: tableBotToAct,
  decide: (s, seat) => tableBotAction(s, seat, tableBotSeed(s, seat)),
  problems: (s) => {
    const p = tableProblem(s);
    return p ? [p] : [];
  },
  reveals: (step, seat) => tableEventsReveal(step.events, seat),
  ended: (s) => s.phase === 'over',
  chapter: (step) => tableChapter(step.events),
  revealed: (s) => revealedTableView(s),
  // Starting the next game is the table's step, not a seat's decision: any screen may take it (an all-bot table has no human to do so).
  anySeatMay: (action) => action.t === 'next-game',
};

export function tableKind(ctx: HostContext): MachineKind<AnyState, Action, SeatView, GameEvent> {
  const store: MachineStore<AnyState> = {
    save: (id, s, now) => ctx.stores.tables.save(id, s, now),
    load: async (id) => ctx.stores.tables.load(id),
    list: () => ctx.stores.tables.list(),
    remove: (id) => ctx.stores.tables.remove(id),
  };
  return {
    rules: tableRules,
    store,
    async record(id, s) {
      if (s.phase !== 'over') return null;
      try {
        await ctx.stores.tableStats.record(id, s);
        return null;
      } catch (e) {
        return `The statistics could not be updated (${storageProblem(e)}).`;
      }
    },
    async stats() {
      const { book, problem } = await ctx.stores.tableStats.load();
      return {
        book,
        problem: problem ? `The single tables' statistics could not be read (${problem.problem}); they were kept aside as ${problem.keptAs} and a new book was started.` : null,
      };
    },
    // The player read the notice (issue 25.7): the note beside the book goes.
    statsDismiss: async () => (await ctx.stores.tableStats.dismiss(), { book: (await ctx.stores.tableStats.load()).book, problem: null }),
  };
}
