import { RuleError } from '../engine/errors';
import { rngFrom } from '../rng';
import { top, type Ctx } from './ctx';
import { answerDrinkDiscard, answerMeadSplit } from './drinks';
import { answerPrize, answerRoundTurn } from './gambling';
import { answerGame, answerHosted, answerSpecial, answerSpecialSwap } from './hosted';
import { answerReroll, answerSwap, chooseCollect } from './interpreter';
import { checkAction } from './legal';
import { initialState } from './setup';
import { advance, answerCall, answerSweep, playCard } from './stack';
import { answerConnoisseur, answerDiscard, answerOrder, answerPlot } from './turn';
import { answerRivetReward } from './variants/automaton';
import { answerChampion, memberAction, spendTonic } from './variants/team-turn';
import type { CardItem, DrinkItem, EventItem, Item, Seat, TAction, TavernConfig, TavernState, TEvent } from './types';

/**
 * The tavern game as `(state, seat, action) -> (state, events)`: `apply` works on a copy, so an illegal
 * action (refused with a RuleError and a sentence before anything changes) leaves the caller's state as it
 * was. Each accepted action bumps `version`; an action chosen on an older version is refused as stale.
 */

export function newTavern(config: TavernConfig): { state: TavernState; events: TEvent[] } {
  const { s, ctx } = initialState(config);
  advance(ctx);
  s.rng = ctx.rng.state();
  return { state: s, events: ctx.ev };
}

export function cloneState(s: TavernState): TavernState {
  return structuredClone(s);
}

export function apply(s: TavernState, seat: Seat, action: unknown, version?: number): { state: TavernState; events: TEvent[] } {
  const checked = check(s, seat, action, version);
  const copy = cloneState(s);
  const events = run(copy, seat, checked);
  return { state: copy, events };
}

/** The same, on the state itself (the simulator's fast path). Validation happens before any change. */
export function applyInPlace(s: TavernState, seat: Seat, action: unknown, version?: number): TEvent[] {
  return run(s, seat, check(s, seat, action, version));
}

function check(s: TavernState, seat: Seat, action: unknown, version?: number): TAction {
  if (version !== undefined && version !== s.version) {
    throw new RuleError('stale-action', 'That action was chosen on an older view of the table; it was not applied.');
  }
  return checkAction(s, seat, action);
}

/** Plays an action `check` accepted (checked once: the legal list is the costliest part of an action). */
function run(s: TavernState, seat: Seat, action: TAction): TEvent[] {
  const ctx: Ctx = { s, rng: rngFrom(s.rng), ev: [] };
  decide(ctx, seat, action);
  advance(ctx);
  s.rng = ctx.rng.state();
  s.version++;
  s.actions++;
  return ctx.ev;
}

/** A starter card waiting on a choice before its antes (the Prize, the game) runs again with the answer. */
function markAnswered(it: Item | undefined): void {
  if (it && it.kind === 'card') it.asked = 'answered';
}

function decide(ctx: Ctx, seat: Seat, a: TAction): void {
  const s = ctx.s;
  const p = s.pending!;
  // A Tonic (VARIANTS.md §9.1) applies at once with no window; the seat is asked the same question again.
  if (a.t === 'tonic') return spendTonic(ctx, seat, a.gain);
  s.pending = null;
  const play = a.t === 'play' ? a : null;
  switch (p.k) {
    case 'call':
      return answerCall(ctx, seat, play);
    case 'sweep':
      return answerSweep(ctx, seat, play);
    case 'discard':
      return answerDiscard(ctx, seat, a.t === 'discard' ? a.card : null);
    case 'action':
      // A team game: one Action a member, then the next member (variants/team-turn.ts).
      if (s.teams) return memberAction(ctx, seat, play);
      if (play) {
        s.turn.phase = 'action-done';
        playCard(ctx, seat, play, null);
      } else s.turn.phase = 'cp-order';
      return;
    case 'order':
      return answerOrder(ctx, seat, (a as { to: Seat }).to);
    case 'round-turn':
      return answerRoundTurn(ctx, seat, play);
    case 'game':
      answerGame(ctx, seat, a as Extract<TAction, { t: 'game' }>);
      markAnswered(top(s));
      return;
    case 'hosted':
      return answerHosted(ctx, seat, (a as Extract<TAction, { t: 'hosted' }>).a);
    case 'special': {
      const { t: _t, ...move } = a as Extract<TAction, { t: 'special' }>;
      return p.what === 'special' ? answerSpecial(ctx, seat, move) : answerSpecialSwap(ctx, seat, move);
    }
    case 'choose': {
      const pick = (a as { pick: string }).pick;
      const it = top(s);
      switch (p.what) {
        case 'collect':
          return chooseCollect(ctx, it as CardItem, pick as 'G' | 'F');
        case 'reroll':
          return answerReroll(ctx, it as CardItem, pick);
        case 'swap':
          return answerSwap(ctx, it as CardItem, pick);
        case 'mead-split':
          return answerMeadSplit(ctx, it as DrinkItem, pick);
        case 'drink-discard':
          return answerDrinkDiscard(ctx, it as DrinkItem, pick);
        case 'prize':
          answerPrize(ctx, pick);
          if (it && (it.kind === 'card' || it.kind === 'event')) (it as { asked?: string }).asked = 'answered';
          return;
        case 'connoisseur':
          return answerConnoisseur(ctx, seat, pick);
        case 'plot':
          return answerPlot(ctx, seat, pick);
        case 'rivet-reward':
          return answerRivetReward(ctx, seat, pick);
        case 'champion':
          return answerChampion(ctx, it as CardItem | EventItem, pick);
      }
    }
  }
}

export function pendingSeat(s: TavernState): Seat | null {
  return s.over ? null : (s.pending?.seat ?? null);
}
