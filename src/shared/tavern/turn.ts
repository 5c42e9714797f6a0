import { cardDef, mechanic } from './content/catalog';
import { alive, changeStat, drawCards, emit, inTurnOrder, nextLiving, push, uid, type Ctx } from './ctx';
import { needDeck, pushPileDrink, takeTop } from './drinks';
import { addHeat, addMenace, learn, pushCollection, pushCompanionSteps } from './interpreter';
import { openWindow } from './stack';
import { rivetTurnStep } from './variants/automaton';
import type { CardId, CheckpointItem, Phase, Seat, TavernState } from './types';
import { discardTo } from './zones';
import { memberDiscarded, teamTurnStep } from './variants/team-turn';

/**
 * The turn (TAVERN.md §2.2): start, Discard and Draw, Action, Order a Drink, Drink, with an Anytime
 * checkpoint before and after each phase's special action (an "after" and the next "before" are one
 * checkpoint: ours). Nothing is played from the first discard until drawing ends.
 */

export const HAND_SIZE = 7;

export function checkpoint(ctx: Ctx, phase: Phase): void {
  const s = ctx.s;
  const item: CheckpointItem = { kind: 'checkpoint', uid: uid(s), origin: s.turn.active, stage: 'open', phase };
  push(s, item);
  openWindow(item, 'done');
}

export function setPhase(ctx: Ctx, phase: Phase): void {
  ctx.s.turn.phase = phase;
  emit(ctx, { t: 'phase', seat: ctx.s.turn.active, phase });
}

/** A seat's start-of-turn effects (its steps pushed, the first to resolve on top). */
export function startOfTurn(ctx: Ctx, seat: Seat): void {
  const s = ctx.s;
  // Vess: each debtor, in turn order, has one collection step (the first on top).
  if (mechanic(s.seats[seat]!.char, 'ious')) {
    const debtors = inTurnOrder(
      s,
      s.seats.map((_, i) => i).filter((x) => alive(s, x) && s.seats[x]!.debts[seat]! > 0),
      seat,
    );
    for (const d of [...debtors].reverse()) pushCollection(ctx, seat, d);
  }
  // The Oven warms by itself (no step: nothing answers it); then each companion acts (a step each).
  const oven = mechanic(s.seats[seat]!.char, 'oven');
  if (oven) addHeat(ctx, seat, oven.perTurn);
  pushCompanionSteps(ctx, seat);
  // Magda's Menace gains at her turn's start; at its top the Crackdown step goes on the stack (VARIANTS.md §9.2).
  const menace = mechanic(s.seats[seat]!.char, 'menace');
  if (menace) addMenace(ctx, seat, menace.perTurn);
}

export function turnStep(ctx: Ctx): void {
  const s = ctx.s;
  // A team game's shared turn has its own steps (VARIANTS.md §2.2).
  if (s.teams) return teamTurnStep(ctx);
  const t = s.turn;
  if (!alive(s, t.active) && t.phase !== 'end') t.phase = 'end';
  // The Automaton's turn: his deck acts where a player would decide.
  if (rivetTurnStep(ctx)) return;
  switch (t.phase) {
    case 'start': {
      t.extra = 0;
      t.ordered = 0;
      t.looked = false;
      t.jig = [];
      emit(ctx, { t: 'turn', seat: t.active, n: t.n });
      setPhase(ctx, 'cp-start');
      startOfTurn(ctx, t.active);
      if (mechanic(s.seats[t.active]!.char, 'plots')) t.plotted = false;
      return;
    }
    case 'cp-start':
      // Plots: once the start-of-turn steps are done, the active seat may lay one Plot card face down.
      if (t.plotted === false) {
        t.plotted = true;
        const options = plotOptions(s, t.active);
        if (options.length) {
          s.pending = { k: 'choose', seat: t.active, what: 'plot', options: [...options, 'none'] };
          return;
        }
      }
      checkpoint(ctx, 'cp-start');
      setPhase(ctx, 'discard');
      return;
    case 'discard':
      s.pending = { k: 'discard', seat: t.active };
      return;
    case 'cp-action':
      checkpoint(ctx, 'cp-action');
      setPhase(ctx, 'action');
      return;
    case 'action':
      s.pending = { k: 'action', seat: t.active };
      return;
    case 'action-done':
      setPhase(ctx, 'cp-order');
      return;
    case 'cp-order':
      checkpoint(ctx, 'cp-order');
      setPhase(ctx, 'order');
      return;
    case 'order': {
      if (!t.looked && mechanic(s.seats[t.active]!.char, 'connoisseur')) {
        const need = needDeck(ctx);
        if (need === 'wait') return;
        t.looked = true;
        if (need === 'ok') {
          learn(ctx, t.active, s.drinkDeck[s.drinkDeck.length - 1]!, 'deck');
          s.pending = { k: 'choose', seat: t.active, what: 'connoisseur', options: ['keep', 'bottom'] };
        }
        return;
      }
      if (t.ordered < 1 + t.extra) {
        const need = needDeck(ctx);
        if (need === 'wait') return;
        if (need === 'ok') {
          s.pending = { k: 'order', seat: t.active };
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
      setPhase(ctx, 'drink-done');
      if (s.seats[t.active]!.pile.length === 0) {
        // An empty pile: sobering up, not a Drink (Ruling).
        emit(ctx, { t: 'soberedUp', seat: t.active });
        changeStat(ctx, t.active, 'AC', -1);
        return;
      }
      pushPileDrink(ctx, t.active);
      return;
    }
    case 'drink-done':
      setPhase(ctx, 'cp-end');
      return;
    case 'cp-end':
      checkpoint(ctx, 'cp-end');
      setPhase(ctx, 'end');
      return;
    case 'end':
      t.active = nextLiving(s, t.active);
      t.n++;
      t.phase = 'start';
      return;
  }
}

/** Discard and Draw: discard one card at a time, then draw up to 7 (holding 7 or more, none). */
export function answerDiscard(ctx: Ctx, seat: Seat, card: string | null): void {
  const s = ctx.s;
  if (card !== null) {
    const st = s.seats[seat]!;
    st.hand.splice(st.hand.indexOf(card), 1);
    discardTo(s, seat, card);
    emit(ctx, { t: 'discarded', seat, card, def: s.defs[card]! });
    return;
  }
  // A team game: nobody draws until every member has discarded (VARIANTS.md §2.2).
  if (s.teams) return memberDiscarded(ctx, seat);
  const st = s.seats[seat]!;
  if (st.hand.length < HAND_SIZE) drawCards(ctx, seat, HAND_SIZE - st.hand.length);
  setPhase(ctx, 'cp-action');
}

/** Order a Drink: the deck's top card goes face down onto another player's pile, unseen by all. */
export function answerOrder(ctx: Ctx, seat: Seat, to: Seat): void {
  const s = ctx.s;
  const { card } = takeTop(ctx);
  s.seats[to]!.pile.push(card);
  s.turn.ordered++;
  emit(ctx, { t: 'drinkOrdered', by: seat, to });
}

/** The Plot cards the seat may lay now (none when its plots are full). */
export function plotOptions(s: TavernState, seat: Seat): CardId[] {
  const st = s.seats[seat]!;
  const m = mechanic(st.char, 'plots');
  if (!m || (st.plots?.length ?? 0) >= m.max) return [];
  return st.hand.filter((c) => cardDef(s.defs[c]!).plot);
}

/** Lay a Plot face down: who laid one is public, which card only its owner knows. */
export function answerPlot(ctx: Ctx, seat: Seat, pick: string): void {
  const st = ctx.s.seats[seat]!;
  if (pick === 'none') return;
  st.hand.splice(st.hand.indexOf(pick), 1);
  (st.plots ??= []).push(pick);
  emit(ctx, { t: 'plotLaid', seat, plots: st.plots.length });
}

/** Connoisseur: Okko has seen the top card; he may move it to the bottom. */
export function answerConnoisseur(ctx: Ctx, seat: Seat, pick: string): void {
  const s = ctx.s;
  if (pick === 'bottom' && s.drinkDeck.length > 1) {
    const c = s.drinkDeck.pop()!;
    s.drinkDeck.unshift(c);
    emit(ctx, { t: 'movedToBottom', seat });
  }
}
