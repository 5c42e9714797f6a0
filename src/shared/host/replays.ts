import { RuleError } from '../engine/errors';
import type { Seat } from '../engine/types';
import { issueMessage, issueWords } from '../sentence';
import { MAX_REPLAYS, parseReplay, summarizeReplay, type Replay, type ReplayStore } from '../storage/replays';
import { replayLog, type MachineLog } from './log';
import { Refusal, type MachineRules } from './machine';
import type { Envelope, HostReply } from './payload';
import { wrap } from './running';

/**
 * The replay host (issue 26.2): a kept replay is watched by replaying its log through the same rules the game
 * was played with, step by step, and showing each step as the chosen seat saw it (its view and that step's
 * events through the kind's own door for secrets). Nothing here is saved and nothing is counted: a replay never
 * touches the statistics or the achievements. An imported file is checked by the replay schema, then by the
 * kind's config and action schemas, then by replaying it whole: a step the rules refuse, or an end state that
 * breaks the kind's invariants, refuses the file with a sentence.
 */
export class ReplayDesk {
  /** The replay being watched and a checkpoint every CHECK steps (stepping back replays from the nearest). */
  private cursor: { id: string; replay: Replay; checkpoints: Map<number, unknown>; chapters: { step: number; label: string }[]; canReveal: boolean } | null = null;

  constructor(
    private readonly store: ReplayStore | undefined,
    private readonly rulesOf: (kind: string) => MachineRules,
    private readonly newId: () => string,
    private readonly now: () => number,
  ) {}

  private get shelf(): ReplayStore {
    if (!this.store) throw new Refusal('no-replays', 'Replays are not kept here.');
    return this.store;
  }

  async list(): Promise<HostReply> {
    const { replays, problems } = await this.shelf.list();
    return { ok: true, type: 'replays', replays, problems };
  }

  async remove(id: string): Promise<HostReply> {
    await this.shelf.remove(id);
    if (this.cursor?.id === id) this.cursor = null;
    return { ok: true, type: 'replay-deleted', id };
  }

  async exportFile(id: string): Promise<HostReply> {
    const r = await this.open(id);
    const { imported: _imported, ...mine } = r;
    return { ok: true, type: 'replay-file', name: `${r.kind}-replay-${r.id}.json`, text: JSON.stringify(mine) };
  }

  async importFile(text: string): Promise<HostReply> {
    const parsed = parseReplay(text);
    if (!parsed.ok) throw new Refusal('bad-replay', `This file cannot be watched: ${parsed.problem}.`);
    const r = parsed.replay;
    const rules = this.rulesOf(r.kind);
    const problem = this.check(rules, r.log);
    if (problem) throw new Refusal('bad-replay', `This file cannot be watched: ${problem}.`);
    const id = this.newId();
    const replay: Replay = { ...r, id, imported: true, log: { ...r.log, origin: { ...r.log.origin } } };
    await this.shelf.save(replay);
    return { ok: true, type: 'replay-imported', replay: summarizeReplay(replay) };
  }

  /** Why a log cannot be a game of these rules (a sentence's middle), or null: checked by playing it, never trusted. */
  check(rules: MachineRules, log: MachineLog): string | null {
    const config = rules.configSchema.safeParse(log.origin.config, { error: issueWords });
    if (!config.success) return `its setup is not one this game can have (${issueMessage(config.error.issues[0]!)})`;
    for (const [i, e] of log.entries.entries()) {
      const a = rules.actionSchema.safeParse(e.action, { error: issueWords });
      if (!a.success) return `step ${i + 1} is not an action of this game`;
    }
    try {
      const { state } = replayLog(rules, { origin: { ...log.origin, config: config.data }, entries: log.entries });
      const problems = rules.problems(structuredClone(state));
      if (problems.length) return `it does not end in a game these rules could reach (${problems[0]})`;
    } catch (e) {
      if (e instanceof RuleError) return `one of its steps is not allowed by the rules (${e.message.replace(/[.!?]$/, '')})`;
      return 'it could not be played through';
    }
    return null;
  }

  /**
   * Step `step` of a replay (0: before anyone decided) as `seat` saw it (-1: what everyone saw). `reveal`: every
   * card, where the kind can show them all (a table's hands) — offered, with a bot's seat, only where nobody
   * else's secret is shown by it: a finished game with at most one human (issue 26.2). With several humans
   * (hotseat), a replay is watched from a human's seat or the onlookers'.
   */
  async look(id: string, step: number, seat: Seat, reveal = false): Promise<HostReply> {
    const r = await this.open(id);
    const c = this.cursor!;
    const rules = this.rulesOf(r.kind);
    const steps = r.log.entries.length;
    if (step > steps) throw new Refusal('no-such-step', `This replay has ${steps} steps: there is no step ${step}.`);
    if (seat >= r.seats.length) throw new Refusal('no-such-seat', `This replay has ${r.seats.length} seats: there is no seat ${seat + 1} to watch from.`);
    if (seat >= 0 && r.seats[seat]!.kind === 'bot' && !c.canReveal) throw new Refusal('bot-seat', `${r.seats[seat]!.name} is a bot: with more than one human at the table, a replay is watched from a human's seat or as everyone saw it.`);
    if (reveal && !c.canReveal) throw new Refusal('no-reveal', 'Every card is shown only in a finished game with one human player.');
    const { state, events, parts } = this.at(r, rules, step);
    const open = reveal && rules.revealed !== undefined;
    const partRules = rules.parts?.table;
    const tableEvents = parts?.table ?? [];
    const part =
      partRules && !partRules.absent(state)
        ? {
            view: open && partRules.revealed ? partRules.revealed(state) : partRules.view(state, seat),
            events: wrap({ kind: 'table' }, partRules.version(state), open ? tableEvents : partRules.eventsFor(tableEvents, seat)),
          }
        : undefined;
    const next = r.log.entries[step];
    return {
      ok: true,
      type: 'replay-look',
      kind: r.kind,
      step,
      steps,
      viewer: seat,
      version: rules.version(state),
      view: open ? rules.revealed!(state) : rules.view(state, seat),
      pending: rules.pending(state),
      botToAct: null,
      next: next ? next.seat : null,
      actor: step > 0 ? r.log.entries[step - 1]!.seat : null,
      chapters: c.chapters,
      canReveal: c.canReveal,
      revealed: reveal,
      events: wrap(rules, rules.version(state), open ? events : rules.eventsFor(events, seat)) as Envelope[],
      ...(part ? { part } : {}),
    };
  }

  private async open(id: string): Promise<Replay> {
    if (this.cursor?.id === id) return this.cursor.replay;
    const loaded = await this.shelf.load(id);
    if (!loaded.ok) throw new Refusal('bad-replay', loaded.problem);
    const r = loaded.replay;
    const rules = this.rulesOf(r.kind);
    // One pass over the whole log when a replay is opened: a checkpoint every CHECK steps (stepping back
    // replays from the nearest), the chapters a player jumps to (a game, a turn), and whether it ended.
    const checkpoints = new Map<number, unknown>();
    const chapters: { step: number; label: string }[] = [];
    let cur: { state: unknown; events: unknown[]; parts?: Record<string, unknown[]> };
    try {
      cur = rules.create(r.log.origin.config, { id: r.log.origin.id, now: r.log.origin.now });
      const first = rules.chapter?.(cur);
      if (first) chapters.push({ step: 0, label: first });
      for (const [i, e] of r.log.entries.entries()) {
        cur = rules.apply(cur.state, e.seat, e.action, { now: e.now, by: e.by });
        if ((i + 1) % CHECK === 0) checkpoints.set(i + 1, cur.state);
        const label = rules.chapter?.(cur);
        if (label && chapters.length < MAX_CHAPTERS) chapters.push({ step: i + 1, label });
      }
    } catch {
      throw new Refusal('bad-replay', 'This replay cannot be played through with this version of the game.');
    }
    const humans = r.seats.filter((x) => x.kind === 'human').length;
    const ended = r.log.entries.length > 0 && (rules.ended?.(cur.state, cur.events) ?? false);
    this.cursor = { id, replay: r, checkpoints, chapters, canReveal: ended && humans <= 1 };
    return r;
  }

  /** The state after `step` steps and that step's events, from the nearest checkpoint before it. */
  private at(r: Replay, rules: MachineRules, step: number): { state: unknown; events: unknown[]; parts?: Record<string, unknown[]> } {
    const c = this.cursor!;
    // The checkpoint before the step (not at it: the step's own events are played from there).
    let from = Math.floor((step - 1) / CHECK) * CHECK;
    if (step === 0 || !c.checkpoints.has(from)) from = 0;
    let cur: { state: unknown; events: unknown[]; parts?: Record<string, unknown[]> };
    if (from === 0) cur = rules.create(r.log.origin.config, { id: r.log.origin.id, now: r.log.origin.now });
    else cur = { state: c.checkpoints.get(from), events: [] };
    for (let i = from; i < step; i++) {
      const e = r.log.entries[i]!;
      cur = rules.apply(cur.state, e.seat, e.action, { now: e.now, by: e.by });
    }
    return cur;
  }
}

/** A long tavern game has a chapter a turn: the list a player jumps from stays this long at most. */
const MAX_CHAPTERS = 400;
const CHECK = 64;
export { MAX_REPLAYS };
