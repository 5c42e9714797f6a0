import type { Seat } from '../engine/types';
import type { MachineRules } from './machine';

/**
 * A machine's action log (issue 26.2 and 26.3): how it was created (its config, with the seed the host drew,
 * its id and the clock) and every step accepted since, the host's own decisions too, in order. A machine's
 * state is a pure function of its log (the rules are pure and every random draw comes from the seed), so
 * undo is "replay the log to an earlier length", and a replay is the same replay, step by step. The log is
 * the only thing undo and replays read: never a stored copy of a screen or of a state.
 */
export interface LogOrigin {
  config: unknown;
  id: string;
  now: number;
}

export interface LogEntry {
  seat: Seat;
  action: unknown;
  by: 'seat' | 'host';
  now: number;
}

/**
 * What the host keeps beside each entry while the machine is open, to decide whether undo is offered: whether
 * the step used the machine's randomness (a shuffle, a die, a draw from a reshuffled pile), and the human seats
 * to whom its events showed something they could not know before (a card drawn, a card of another seat shown).
 * Not saved: worked out again when a saved log is replayed.
 */
export interface EntryMarks {
  random: boolean;
  revealed: Seat[];
}

export interface MachineLog {
  origin: LogOrigin;
  entries: LogEntry[];
}

/**
 * Every random generator in a state, as one string: each state keeps its generator's whole state as numbers
 * under `rng` (rng.ts), a table nested in a night or a tavern Round its own. Equal strings: nothing random was
 * drawn between two states.
 */
export function chanceOf(state: unknown): string {
  const found: string[] = [];
  const walk = (v: unknown, path: string): void => {
    if (v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      v.forEach((x, i) => walk(x, `${path}.${i}`));
      return;
    }
    for (const [k, x] of Object.entries(v)) {
      if (k === 'rng' && Array.isArray(x)) found.push(`${path}.rng=${x.join(',')}`);
      else walk(x, `${path}.${k}`);
    }
  };
  walk(state, '');
  return found.join(';');
}

/**
 * The entry a seat may undo back to (the state before it), or null. Offered only to a human seat for its own
 * last decision, when every step since (that decision included) drew nothing random and showed that seat
 * nothing hidden; the host's decisions since (bots, automatic passes) are undone with it. Another seat's own
 * decision since (hotseat: the next human took the seat) ends the offer.
 */
export function undoPoint(entries: readonly LogEntry[], marks: readonly EntryMarks[], seat: Seat, human: boolean): number | null {
  if (!human) return null;
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i]!;
    const m = marks[i];
    if (!m || m.random || m.revealed.includes(seat)) return null;
    if (e.by === 'seat') return e.seat === seat ? i : null;
  }
  return null;
}

/** The state after the first `n` entries of a log, by the rules alone (a refused entry throws its RuleError). */
export function replayLog<S, A, V, E>(rules: MachineRules<S, A, V, E>, log: MachineLog, n = log.entries.length): { state: S; events: E[] } {
  let r = rules.create(log.origin.config, { id: log.origin.id, now: log.origin.now });
  for (let i = 0; i < n; i++) {
    const e = log.entries[i]!;
    r = rules.apply(r.state, e.seat, e.action as A, { now: e.now, by: e.by });
  }
  return { state: r.state, events: r.events };
}

/** The marks of one step (see `EntryMarks`): `before` the generators before it (`chanceOf`), `after` the step, `seats` who sits where; and the generators after it. */
export function marksOf<S, A, V, E>(rules: MachineRules<S, A, V, E>, before: string, after: { state: S; events: E[]; parts?: Record<string, unknown[]> }, seats: readonly { kind: string }[]): { marks: EntryMarks; chance: string } {
  const chance = chanceOf(after.state);
  const random = before !== chance;
  const revealed: Seat[] = [];
  seats.forEach((s, seat) => {
    if (s.kind !== 'human') return;
    // A kind that cannot say what its events show offers no undo at all.
    const shows = rules.reveals ? rules.reveals(after, seat) : true;
    if (shows) revealed.push(seat);
  });
  return { marks: { random, revealed }, chance };
}

/** Replays a whole log, working out each step's marks as the host did when it was played. */
export function rebuildLog<S, A, V, E>(rules: MachineRules<S, A, V, E>, log: MachineLog): { state: S; marks: EntryMarks[] } {
  let r: { state: S; events: E[]; parts?: Record<string, unknown[]> } = rules.create(log.origin.config, { id: log.origin.id, now: log.origin.now });
  let chance = chanceOf(r.state);
  const marks: EntryMarks[] = [];
  for (const e of log.entries) {
    const next = rules.apply(r.state, e.seat, e.action as A, { now: e.now, by: e.by });
    const m = marksOf(rules, chance, next, rules.seats(r.state));
    marks.push(m.marks);
    chance = m.chance;
    r = next;
  }
  return { state: r.state, marks };
}

/** JSON with its keys sorted and what JSON drops dropped: equal for equal plain data, whatever the key order. */
export function stableJson(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : x,
  );
}
