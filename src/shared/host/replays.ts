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
  private cursor: { id: string; replay: Replay; checkpoints: Map<number, unknown> } | null = null;

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

  /** Step `step` of a replay (0: before anyone decided) as `seat` saw it (-1: what everyone saw). */
  async look(id: string, step: number, seat: Seat): Promise<HostReply> {
    const r = await this.open(id);
    const rules = this.rulesOf(r.kind);
    const steps = r.log.entries.length;
    if (step > steps) throw new Refusal('no-such-step', `This replay has ${steps} steps: there is no step ${step}.`);
    if (seat >= r.seats.length) throw new Refusal('no-such-seat', `This replay has ${r.seats.length} seats: there is no seat ${seat + 1} to watch from.`);
    const { state, events, parts } = this.at(r, rules, step);
    const env = (step === 0 ? events : events) as unknown[];
    const tableEvents = parts?.table;
    const partRules = rules.parts?.table;
    const part = partRules && !partRules.absent(state) ? { view: partRules.view(state, seat), events: wrap({ kind: 'table' }, partRules.version(state), partRules.eventsFor(tableEvents ?? [], seat)) } : undefined;
    return {
      ok: true,
      type: 'replay-look',
      kind: r.kind,
      step,
      steps,
      viewer: seat,
      version: rules.version(state),
      view: rules.view(state, seat),
      pending: rules.pending(state),
      botToAct: null,
      events: wrap(rules, rules.version(state), rules.eventsFor(env, seat)) as Envelope[],
      ...(part ? { part } : {}),
    };
  }

  private async open(id: string): Promise<Replay> {
    if (this.cursor?.id === id) return this.cursor.replay;
    const loaded = await this.shelf.load(id);
    if (!loaded.ok) throw new Refusal('bad-replay', loaded.problem);
    this.cursor = { id, replay: loaded.replay, checkpoints: new Map() };
    return loaded.replay;
  }

  /** The state after `step` steps and that step's events, from the nearest checkpoint before it. */
  private at(r: Replay, rules: MachineRules, step: number): { state: unknown; events: unknown[]; parts?: Record<string, unknown[]> } {
    const c = this.cursor!;
    let from = Math.floor((step - 1) / CHECK) * CHECK;
    if (step === 0 || !c.checkpoints.has(from)) from = 0;
    let cur: { state: unknown; events: unknown[]; parts?: Record<string, unknown[]> };
    if (from === 0) {
      cur = rules.create(r.log.origin.config, { id: r.log.origin.id, now: r.log.origin.now });
    } else cur = { state: c.checkpoints.get(from), events: [] };
    for (let i = from; i < step; i++) {
      const e = r.log.entries[i]!;
      cur = rules.apply(cur.state, e.seat, e.action, { now: e.now, by: e.by });
      if ((i + 1) % CHECK === 0) c.checkpoints.set(i + 1, cur.state);
    }
    return cur;
  }
}

const CHECK = 64;
export { MAX_REPLAYS };
