import type { Ctx, Step } from './game';
import { activeSeats, inTurnOrder } from './seats';
import { settle } from './settle';
import type { Action, Seat, TableConfig, Visibility } from './types';
import { dealInto, revealZone, zoneOf } from './zones';
import { stakesOf } from '../stakes';

/**
 * The shared steps every Order of Play is written from: ante, deal, each player in turn, everyone at once,
 * showdown. The Betting Round is the stakes mode's (`stakes/index.ts`).
 */

/** What a seat antes to play a game at this table (the stakes mode says: 1 coin, or one share). */
export const anteOf = (config: Pick<TableConfig, 'stakes'>): number => stakesOf(config).ante(config.stakes);

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

export interface TurnStepSpec<A extends Action = Action> {
  id: string;
  title: string;
  /** Who takes a turn (default: every player still in, from the Starting Player). */
  who?(c: Ctx): Seat[];
  legal(c: Ctx, seat: Seat): A[];
  /** Says what is wrong with an action the legal list does not offer (Step.check). */
  check?(c: Ctx, seat: Seat, a: Action): void;
  act(c: Ctx, seat: Seat, a: A): void;
}

/** Each player in turn order, starting with the Starting Player, takes one decision. */
export function eachInTurn<A extends Action>(spec: TurnStepSpec<A>): Step<any, A> {
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
    check: spec.check,
    act(c, seat, a) {
      spec.act(c, seat, a);
      (c.s.step.data as { pos: number }).pos++;
    },
  };
}

export interface TogetherStepSpec<A extends Action = Action> {
  id: string;
  title: string;
  who?(c: Ctx): Seat[];
  legal(c: Ctx, seat: Seat): A[];
  check?(c: Ctx, seat: Seat, a: Action): void;
  /** Runs once every seat has chosen, with every choice: the simultaneous reveal. */
  resolve(c: Ctx, picks: Record<number, A>): void;
}

/**
 * Every player chooses at once: each choice is kept secret (only its owner sees it) until the last player
 * has chosen, then all are resolved together.
 */
export function allAtOnce<A extends Action>(spec: TogetherStepSpec<A>): Step<any, A> {
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
    check: spec.check,
    act(c, seat, a) {
      const d = c.s.step.data as { who: Seat[]; done: boolean[] };
      c.s.secret[key(seat)] = a;
      d.done[d.who.indexOf(seat)] = true;
      c.events.push({ t: 'chose', seat, step: spec.id });
      resolveIfAllChose(c);
    },
    // A seat folded from outside: its secret choice is dropped, and the others' resolve if it was the last.
    exit(c, seat) {
      delete c.s.secret[key(seat)];
      // With one player left the game is won by folds: nothing is revealed.
      if (activeSeats(c.s).length > 1) resolveIfAllChose(c);
    },
  };

  function resolveIfAllChose(c: Ctx): void {
    const d = c.s.step.data as { who: Seat[]; done: boolean[] };
    if (!d.who.every((s2, i) => d.done[i] || c.s.folded[s2])) return;
    const picks: Record<number, A> = {};
    for (const s2 of d.who) {
      const k = key(s2);
      const pick = c.s.secret[k];
      if (pick !== undefined && !c.s.folded[s2]) picks[s2] = pick as A;
      delete c.s.secret[k];
    }
    spec.resolve(c, picks);
  }
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
      // The short labels: a game's longer words (`showdownWords`) are the host's to ask for (settle.ts, wordResult).
      const evals = c.s.stacks.map((_, seat) => (alive.includes(seat) ? evaluate.call(c.def, c, seat, false) : null));
      settle(c, evals, 'showdown');
    },
  };
}
