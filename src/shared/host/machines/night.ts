import type { Action, GameEvent, Seat } from '../../engine/types';
import { filterEvent, type SeatView } from '../../engine/view';
import { storageProblem } from '../../sentence';
import { botAction, botToAct } from '../../night/bots';
import { loanRefusal } from '../../night/loans';
import { act, choiceProblem, createNight, pendingSeats } from '../../night/night';
import { NIGHT_ID, nightActionSchema, nightConfigSchema } from '../../night/schema';
import type { Night, NightAction, NightConfig, NightEvent } from '../../night/types';
import { nightSeatView, type NightSeatView } from '../../night/view';
import { savedNightProblem } from '../../storage/nights';
import { statsProblemText } from '../../storage/stats';
import type { HostContext, MachineKind, MachineRules, MachineStore, PartRules } from '../machine';
import { revealedTableView, tableActionSchema, tableChapter, tableEventsReveal } from './table';
import { gameDef } from '../../engine/table';

/**
 * An Adventurer's Choice night as a machine kind: the night's rules (night/), its bots, and its part `table`,
 * the game in play, which the page's table screen talks to like a single table (its own version, so a stale
 * action is refused as at a single table) while the night stays the one owner of the table's state. The
 * statistics book is brought up to date whenever a game or the night ends. The save format is unchanged.
 */

/** A night as the lobby sets it up: without a seed the host draws one (seed.ts), and the page never learns it. */
export type NightSetup = Omit<NightConfig, 'seed'> & { seed?: number };

/** What a seat sees of the night: the night's view, and why each seat may not borrow now (loans are public). */
export type NightView = NightSeatView & { loanRefusals: (string | null)[] };

/** The game in play at a night: its view numbers the game in the night and offers to go on once it is over. */
const tablePart: PartRules<Night> = {
  actionSchema: tableActionSchema,
  absent: (s) => (s.table ? null : 'No game is being played at this night.'),
  version: (s) => s.table?.version ?? 0,
  view: (s, seat): SeatView => {
    const v = nightSeatView(s, seat);
    // `absent` is asked first; a night between games has no table to show.
    const t = v.table!;
    // The table counts its own plays; on screen a night's game is numbered in the night.
    const gameNo = v.current ? v.gamesPlayed + 1 : v.gamesPlayed;
    return { ...t, gameNo, canContinue: t.phase === 'over' };
  },
  pending: (s) => (s.table ? nightSeatView(s, -1).table!.pending : []),
  hostActs: (s) => s.phase === 'playing',
  wrap: (action) => ({ t: 'table', action: action as Action }),
  eventsFor: (events, seat) => (events as GameEvent[]).map((e) => filterEvent(e, seat)),
  revealed: (s) => revealedTableView(s.table!, tablePart.view(s, -1) as SeatView),
};

export const nightRules: MachineRules<Night, NightAction, NightView, NightEvent> = {
  kind: 'night',
  noun: 'night',
  configSchema: nightConfigSchema,
  actionSchema: nightActionSchema,
  seeded: true,
  setupWords: 'New night',
  idPattern: NIGHT_ID,
  create: (config, at) => {
    const { night, events } = createNight(config as NightConfig, { id: at.id, now: at.now });
    return { state: night, events };
  },
  apply: (s, seat, action, at) => {
    const r = act(s, seat, action, at.now);
    return { state: r.night, events: r.events, parts: { table: r.tableEvents } };
  },
  version: (s) => s.version,
  seats: (s) => s.config.seats,
  view: (s, seat) => ({ ...nightSeatView(s, seat), loanRefusals: s.config.seats.map((_, i) => loanRefusal(s, i)) }),
  // Everything that happens at the night itself is public; a table's events are the part's.
  eventsFor: (events) => [...events],
  pending: (s) => pendingSeats(s),
  hostToAct: (s) => botToAct(s),
  decide: (s, seat) => botAction(s, seat),
  problems: (s) => {
    const p = savedNightProblem(s);
    return p ? [p] : [];
  },
  // A loan is public and drawn from nothing hidden; everything else at a night (a game chosen and dealt, a game's end) tells.
  reveals: (step, seat) => step.events.some((e) => e.t !== 'loan') || tableEventsReveal((step.parts?.table ?? []) as GameEvent[], seat),
  ended: (_s, events) => events.some((e) => e.t === 'session-finished'),
  // A replay's chapters: each game chosen (its tie played again, as the table says it).
  chapter: (step) => {
    const chosen = step.events.find((e) => e.t === 'game-chosen');
    if (chosen) return `Game ${chosen.no}: ${gameDef(chosen.choice.game).name}`;
    return step.events.some((e) => e.t === 'replay') ? tableChapter((step.parts?.table ?? []) as GameEvent[]) : null;
  },
  check: (s, action) => (action.t !== 'choose' ? 'Only a choice of game can be checked before it is made.' : choiceProblem(s, action.choice)),
  parts: { table: tablePart },
};

export function nightKind(ctx: HostContext): MachineKind<Night, NightAction, NightView, NightEvent> {
  // The statistics' trouble, shared by every night of one host (told on the statistics screen).
  let trouble: string | null = null;
  const store: MachineStore<Night> = {
    save: (_id, s, now) => ctx.stores.nights.save(s, now),
    load: async (id) => {
      const r = await ctx.stores.nights.load(id);
      return r.ok ? { ok: true, state: r.night, savedAt: r.savedAt } : r;
    },
    list: () => ctx.stores.nights.list(),
    remove: (id) => ctx.stores.nights.remove(id),
  };
  return {
    rules: nightRules,
    store,
    /**
     * Brings the statistics book up to date when a game or the night has ended (counted once per game). A
     * failure here does not undo the action, which is played and saved: it is told on the statistics screen
     * (and the next game's count catches up, since counting is idempotent).
     */
    async record(_id, s, events) {
      if (!events.some((e) => e.t === 'game-ended' || e.t === 'session-finished')) return null;
      try {
        await ctx.stores.stats.record(s);
        trouble = null;
      } catch (e) {
        trouble = `The statistics could not be brought up to date after the last game (${storageProblem(e)}); they will be when the next game ends.`;
      }
      return null;
    },
    async stats() {
      const { book, problems } = await ctx.stores.stats.load();
      const said = [statsProblemText(problems), trouble].filter((x) => x !== null);
      return { book, problem: said.length ? said.join(' ') : null };
    },
    async statsDismiss() {
      await ctx.stores.stats.dismiss();
      trouble = null;
      const { book } = await ctx.stores.stats.load();
      return { book, problem: null };
    },
  };
}
