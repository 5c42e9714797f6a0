import type { Ctx, Step } from './game';
import { RuleError } from './errors';
import { activeSeats, inTurnOrder } from './seats';
import { settle } from './settle';
import type { Action, Seat, TableConfig, Visibility } from './types';
import { dealInto, revealZone, zoneOf } from './zones';

/**
 * The shared steps every Order of Play is written from: ante, deal, each player in turn, everyone at once,
 * showdown. The Betting Round lives with the table (`table/betting.ts`).
 */

/** Two actions are the same when every field is equal (arrays element by element); checked on every move. */
export function sameAction(a: Action, b: Action): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (!sameValue(a[k], b[k])) return false;
  return true;
}

function sameValue(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((v, i) => sameValue(v, y[i]));
  if (x && y && typeof x === 'object' && typeof y === 'object') return sameAction(x as Action, y as Action);
  return false;
}

/** What a seat antes to play a game at this table: 1 coin, or one share when Playing for Shares. */
export const anteOf = (config: Pick<TableConfig, 'stakes'>): number => (config.stakes.mode === 'shares' ? config.stakes.share : 1);

/** Ante: each player in the game puts 1 coin (one share when Playing for Shares) in the pot. */
export function ante(): Step {
  return {
    id: 'ante',
    title: 'Ante',
    enter(c) {
      const s = c.s;
      if (s.replay?.rule === 'king') return; // King's Rule: the tied players replay without ante
      const amount = anteOf(s.config);
      for (let seat = 0; seat < s.stacks.length; seat++) {
        if (!s.inGame[seat]) continue;
        s.stacks[seat]! -= amount;
        s.contrib[seat]! += amount;
        c.events.push({ t: 'ante', seat, amount });
      }
    },
  };
}

/** Each player still in receives `n` cards into their zone `<base>.<seat>`. */
export function deal(n: number, base = 'hand', vis: (seat: Seat) => Visibility = (seat) => ({ to: 'owner', seat })): Step {
  return {
    id: `deal-${base}`,
    title: `Deal ${n} card${n === 1 ? '' : 's'}`,
    enter(c) {
      for (const seat of inTurnOrder(c.s, activeSeats(c.s))) dealInto(c, zoneOf(base, seat), n, vis(seat), seat);
    },
  };
}

export interface TurnStepSpec {
  id: string;
  title: string;
  /** Who takes a turn (default: every player still in, from the Starting Player). */
  who?(c: Ctx): Seat[];
  legal(c: Ctx, seat: Seat): Action[];
  /** Checks an action the legal list cannot enumerate; throw a RuleError to refuse it. */
  check?(c: Ctx, seat: Seat, a: Action): void;
  act(c: Ctx, seat: Seat, a: Action): void;
}

function refuseUnlisted(c: Ctx, seat: Seat, a: Action, legal: Action[], check?: TurnStepSpec['check']): void {
  if (check) return check(c, seat, a);
  if (!legal.some((x) => sameAction(x, a))) {
    // Never the action itself: it may be anything a page sent (issue 12, item 10).
    const may = [...new Set(legal.map((x) => x.t))];
    throw new RuleError('illegal-action', `You cannot do that now: you may ${may.length ? may.join(', ') : 'do nothing here'}`);
  }
}

/** Each player in turn order, starting with the Starting Player, takes one decision. */
export function eachInTurn(spec: TurnStepSpec): Step {
  return {
    id: spec.id,
    title: spec.title,
    enter(c) {
      const who = spec.who ? spec.who(c) : activeSeats(c.s);
      c.s.step.data = { order: inTurnOrder(c.s, who), pos: 0 };
    },
    waiting(c) {
      const d = c.s.step.data as { order: Seat[]; pos: number };
      while (d.pos < d.order.length && c.s.folded[d.order[d.pos]!]) d.pos++;
      return d.pos < d.order.length ? [d.order[d.pos]!] : [];
    },
    legal: spec.legal,
    act(c, seat, a) {
      refuseUnlisted(c, seat, a, spec.legal(c, seat), spec.check);
      spec.act(c, seat, a);
      (c.s.step.data as { pos: number }).pos++;
    },
  };
}

export interface TogetherStepSpec {
  id: string;
  title: string;
  who?(c: Ctx): Seat[];
  legal(c: Ctx, seat: Seat): Action[];
  check?(c: Ctx, seat: Seat, a: Action): void;
  /** Runs once every seat has chosen, with every choice: the simultaneous reveal. */
  resolve(c: Ctx, picks: Record<number, Action>): void;
}

/**
 * Every player chooses at once: each choice is kept secret (only its owner sees it) until the last player
 * has chosen, then all are resolved together.
 */
export function allAtOnce(spec: TogetherStepSpec): Step {
  const key = (seat: Seat) => `${spec.id}.${seat}`;
  return {
    id: spec.id,
    title: spec.title,
    enter(c) {
      const who = spec.who ? spec.who(c) : activeSeats(c.s);
      c.s.step.data = { who, done: who.map(() => false) };
    },
    waiting(c) {
      const d = c.s.step.data as { who: Seat[]; done: boolean[] };
      return d.who.filter((seat, i) => !d.done[i] && !c.s.folded[seat]);
    },
    legal: spec.legal,
    act(c, seat, a) {
      refuseUnlisted(c, seat, a, spec.legal(c, seat), spec.check);
      const d = c.s.step.data as { who: Seat[]; done: boolean[] };
      c.s.secret[key(seat)] = a;
      d.done[d.who.indexOf(seat)] = true;
      c.events.push({ t: 'chose', seat, step: spec.id });
      if (d.who.every((s2, i) => d.done[i] || c.s.folded[s2])) {
        const picks: Record<number, Action> = {};
        for (const s2 of d.who) {
          if (c.s.secret[key(s2)] !== undefined) picks[s2] = c.s.secret[key(s2)] as Action;
          delete c.s.secret[key(s2)];
        }
        spec.resolve(c, picks);
      }
    },
  };
}

/** Players reveal their hands (the named zones of every player still in) and the winner is determined. */
export function showdown(reveal: readonly string[] = ['hand']): Step {
  return {
    id: 'showdown',
    title: 'Showdown',
    enter(c) {
      const alive = activeSeats(c.s);
      for (const seat of inTurnOrder(c.s, alive)) {
        for (const base of reveal) if (c.s.zones[zoneOf(base, seat)]) revealZone(c, zoneOf(base, seat), seat);
      }
      const evaluate = c.def.evaluate;
      if (!evaluate) throw new Error(`${c.def.id} has a showdown step but no evaluate()`);
      const evals = c.s.stacks.map((_, seat) => (alive.includes(seat) ? evaluate(c, seat) : null));
      settle(c, evals, 'showdown');
    },
  };
}
