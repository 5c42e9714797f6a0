import { mechanic } from '../content/catalog';
import { changeStat, drawCards, emit, livingFrom, moveGold, nextLiving, type Ctx } from '../ctx';
import { needDeck, pushPileDrink } from '../drinks';
import { learn } from '../interpreter';
import { checkpoint, plotOptions, setPhase, startOfTurn } from '../turn';
import type { PlayAction, Seat, TonicGain, TurnState } from '../types';
import { playCard } from '../stack';
import { baseOrders, livingMembers, teamIndex, teamSeats, TONIC } from './teams';
import { bossActions, handSize, isBoss } from './boss';

/**
 * A team game's shared turn (VARIANTS.md §2.2): the team's members take each per-member phase one after the
 * other, in seat order, and the team moves on only when all have finished it. `turn.active` is the member now
 * acting, else the team's first living seat (the "active player" every other rule orders from).
 *
 * Ruling (RULINGS.md): the book lets members act "in any order"; here they act in seat order, the team's first
 * seat first. The engine asks one seat at a time, and a member may still pass and lose nothing the team needed.
 */

type TeamTurn = NonNullable<TurnState['team']>;

function fresh(): TeamTurn {
  return { discarded: [], acted: [], drunk: [], looked: [], plotted: [], extraBy: [] };
}

function team(t: TurnState): TeamTurn {
  return (t.team ??= fresh());
}

/** The first living member of the turn's team not in `done`, or undefined. */
function nextMember(ctx: Ctx, done: Seat[]): Seat | undefined {
  return livingMembers(ctx.s, ctx.s.turn.active).find((x) => !done.includes(x));
}

function toFirst(ctx: Ctx): void {
  const first = livingMembers(ctx.s, ctx.s.turn.active)[0];
  if (first !== undefined) ctx.s.turn.active = first;
}

export function teamTurnStep(ctx: Ctx): void {
  const s = ctx.s;
  const t = s.turn;
  // The whole team is out (members leave together): on to the next team.
  if (livingMembers(s, t.active).length === 0 && t.phase !== 'end') t.phase = 'end';
  switch (t.phase) {
    case 'start': {
      toFirst(ctx);
      t.extra = 0;
      t.ordered = 0;
      t.looked = false;
      t.jig = [];
      t.team = fresh();
      // Boss Battle: the Boss's turn counts her Actions (X, ⌈X/2⌉ on her first) afresh (variants/boss.ts).
      if (s.boss && isBoss(s, t.active)) {
        s.boss.turns++;
        s.boss.actions = 0;
        s.boss.played = [];
      }
      emit(ctx, { t: 'turn', seat: t.active, n: t.n });
      setPhase(ctx, 'cp-start');
      // 0. Each member's start-of-turn effects, in seat order (the first member's steps resolve first).
      for (const x of [...livingMembers(s, t.active)].reverse()) startOfTurn(ctx, x);
      return;
    }
    case 'cp-start': {
      // Plots: each member with Plots may lay one, in seat order, once the start steps are done.
      const tt = team(t);
      for (const x of livingMembers(s, t.active)) {
        if (tt.plotted.includes(x) || !mechanic(s.seats[x]!.char, 'plots')) continue;
        tt.plotted.push(x);
        const options = plotOptions(s, x);
        if (options.length) {
          t.active = x;
          s.pending = { k: 'choose', seat: x, what: 'plot', options: [...options, 'none'] };
          return;
        }
      }
      toFirst(ctx);
      checkpoint(ctx, 'cp-start');
      setPhase(ctx, 'discard');
      return;
    }
    case 'discard': {
      // 1. Each member discards; only when all have finished do all draw (nobody sees a teammate's draw first).
      const next = nextMember(ctx, team(t).discarded);
      if (next !== undefined) {
        t.active = next;
        s.pending = { k: 'discard', seat: next };
        return;
      }
      for (const x of livingMembers(s, t.active)) {
        const st = s.seats[x]!;
        const size = handSize(s, x);
        if (st.hand.length < size) drawCards(ctx, x, size - st.hand.length);
      }
      toFirst(ctx);
      setPhase(ctx, 'cp-action');
      return;
    }
    case 'cp-action':
      checkpoint(ctx, 'cp-action');
      setPhase(ctx, 'action');
      return;
    case 'action': {
      // 2. Each member may play one Action card, resolved completely (a Round too) before the next.
      const next = nextMember(ctx, team(t).acted);
      if (next === undefined) {
        endActions(ctx);
        return;
      }
      t.active = next;
      s.pending = { k: 'action', seat: next };
      return;
    }
    case 'action-done':
      // An Anytime checkpoint follows each member's Action; the last one's is the Order phase's own.
      if (nextMember(ctx, team(t).acted) === undefined) endActions(ctx);
      else setPhase(ctx, 'cp-action');
      return;
    case 'cp-order':
      toFirst(ctx);
      checkpoint(ctx, 'cp-order');
      setPhase(ctx, 'order');
      return;
    case 'order': {
      const tt = team(t);
      // Connoisseur: each Okko of the team looks as the team's Order phase opens (two Okkos: seat order).
      for (const x of livingMembers(s, t.active)) {
        if (tt.looked.includes(x) || !mechanic(s.seats[x]!.char, 'connoisseur')) continue;
        const need = needDeck(ctx);
        if (need === 'wait') return;
        tt.looked.push(x);
        if (need === 'ok') {
          learn(ctx, x, s.drinkDeck[s.drinkDeck.length - 1]!, 'deck');
          s.pending = { k: 'choose', seat: x, what: 'connoisseur', options: ['keep', 'bottom'] };
          return;
        }
      }
      // 3. The team's Drinks (2 in Two-Headed Dragon) by its first member; each extra by the member who earned it.
      const base = baseOrders(s);
      if (t.ordered < base + t.extra) {
        const need = needDeck(ctx);
        if (need === 'wait') return;
        if (need === 'ok') {
          const earned = t.ordered >= base ? tt.extraBy[t.ordered - base] : undefined;
          const seat = earned !== undefined && s.seats[earned]!.alive ? earned : livingMembers(s, t.active)[0]!;
          s.pending = { k: 'order', seat };
          return;
        }
      }
      setPhase(ctx, 'cp-drink');
      return;
    }
    case 'cp-drink':
      checkpoint(ctx, 'cp-drink');
      setPhase(ctx, 'drink');
      return;
    case 'drink': {
      // 4. Each member drinks their own top card, resolved completely before the next.
      const tt = team(t);
      const next = nextMember(ctx, tt.drunk);
      if (next === undefined) {
        toFirst(ctx);
        setPhase(ctx, 'cp-end');
        return;
      }
      t.active = next;
      tt.drunk.push(next);
      setPhase(ctx, 'drink-done');
      if (s.seats[next]!.pile.length === 0) {
        // Each empty pile sobers the team by 1 (Ruling: each member drinks apart).
        emit(ctx, { t: 'soberedUp', seat: next });
        changeStat(ctx, next, 'AC', -1);
        return;
      }
      pushPileDrink(ctx, next);
      return;
    }
    case 'drink-done':
      // An Anytime checkpoint follows each member's Drink; the last one's is the turn's end checkpoint.
      setPhase(ctx, nextMember(ctx, team(t).drunk) === undefined ? 'cp-end' : 'cp-drink');
      return;
    case 'cp-end':
      toFirst(ctx);
      checkpoint(ctx, 'cp-end');
      setPhase(ctx, 'end');
      return;
    case 'end': {
      // The next team clockwise: the one seated after this team's last seat; its first living member acts.
      const seats = teamSeats(s, t.active);
      const after = nextLiving(s, seats[seats.length - 1]!);
      t.active = after;
      toFirst(ctx);
      t.n++;
      t.phase = 'start';
      return;
    }
  }
}

/** The team's Action phase is over: on to Order a Drink (the Boss's played Actions leave her mat's row). */
function endActions(ctx: Ctx): void {
  if (ctx.s.boss) ctx.s.boss.played = [];
  toFirst(ctx);
  setPhase(ctx, 'cp-order');
}

/** A member has finished discarding (their "draw"): the next member discards, or all draw. */
export function memberDiscarded(ctx: Ctx, seat: Seat): void {
  const tt = team(ctx.s.turn);
  if (!tt.discarded.includes(seat)) tt.discarded.push(seat);
}

/** The Action phase's answer from a member: a play is resolved before the next member; a pass ends only theirs. */
export function memberAction(ctx: Ctx, seat: Seat, play: PlayAction | null): void {
  const s = ctx.s;
  // Boss Battle's Boss plays up to X Actions (⌈X/2⌉ on her first turn), each resolved before the next; a Round
  // started by one returns her to this phase (VARIANTS.md §4). She is done when she passes or reaches her count.
  if (s.boss && isBoss(s, seat) && play) {
    s.boss.actions++;
    s.boss.played.push(play.card);
    if (s.boss.actions >= bossActions(s.boss)) team(s.turn).acted.push(seat);
  } else team(s.turn).acted.push(seat);
  if (play) {
    s.turn.phase = 'action-done';
    playCard(ctx, seat, play, null);
  } else s.turn.phase = 'action';
}

/** A card gave its player extra Drinks to order this turn: that member alone orders them (§2.2, book). */
export function noteExtra(ctx: Ctx, seat: Seat, n: number): void {
  if (!ctx.s.teams) return;
  const tt = team(ctx.s.turn);
  for (let i = 0; i < n; i++) tt.extraBy.push(seat);
}

/** Where a Champion choice is kept: the card starting a Round, or the Event revealed. */
export interface ChampionStore {
  champions?: Seat[];
  champQueue?: number[];
}

/**
 * Name the Champions (§2.6): `from` (who revealed, started or played) stands for its team; each other team
 * still in chooses one of its living members, in turn order from `from` (a team of one is its own). Asks the
 * team's first living member (Ruling: the engine asks one seat; teammates consult through their open hands).
 * Returns 'asked' while a team chooses; the choice lands in `store` and the caller runs again.
 */
export function askChampions(ctx: Ctx, from: Seat, store: ChampionStore): 'asked' | 'ready' {
  const s = ctx.s;
  if (!s.teams) return 'ready';
  if (!store.champions) {
    store.champions = [from];
    const mine = teamIndex(s, from);
    const order = livingFrom(s, from);
    const queue: number[] = [];
    for (const x of order) {
      const i = teamIndex(s, x);
      if (i !== mine && !queue.includes(i)) queue.push(i);
    }
    store.champQueue = queue;
  }
  while (store.champQueue && store.champQueue.length) {
    const members = s.teams[store.champQueue[0]!]!.seats.filter((x) => s.seats[x]!.alive);
    if (members.length > 1) {
      s.pending = { k: 'choose', seat: members[0]!, what: 'champion', options: members.map(String) };
      return 'asked';
    }
    if (members.length === 1) store.champions.push(members[0]!);
    store.champQueue.shift();
  }
  delete store.champQueue;
  store.champions = livingFrom(s, from).filter((x) => store.champions!.includes(x));
  return 'ready';
}

/** A team named its Champion. */
export function answerChampion(ctx: Ctx, store: ChampionStore, pick: string): void {
  store.champions!.push(Number(pick));
  store.champQueue!.shift();
}

/** Spend one of the team's Tonics (§9.1): applied at once, with no window; nothing answers it. */
export function spendTonic(ctx: Ctx, seat: Seat, gain: TonicGain): void {
  const s = ctx.s;
  const t = s.teams![teamIndex(s, seat)]!;
  t.tonics--;
  emit(ctx, { t: 'tonic', seat, gain, left: t.tonics });
  if (gain === 'F') changeStat(ctx, seat, 'F', TONIC.F);
  else if (gain === 'AC') changeStat(ctx, seat, 'AC', TONIC.AC);
  else moveGold(ctx, 'inn', seat, TONIC.G);
}
