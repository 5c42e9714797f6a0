import { alive, emit, inTurnOrder, moveGold, push, uid, type Ctx } from './ctx';
import { openWindow, playCard } from './stack';
import { answerPass, foldHosted, hostedStep } from './hosted';
import type { AnteStep, PlayAction, PotStep, RoundState, Seat } from './types';
import { nextWhere } from '../rotation';
import { isRivet, rivetRoundTurn } from './variants/automaton';

/**
 * The base Round of Gambling (TAVERN.md §4): start, antes, control, Round turns, Winning Hand's gate,
 * leaving and force-outs, the end and the pot-collection step. One pot, no side pots.
 *
 * The seam for Appendix B: `RoundState.kind`. A hosted gambling game would be another kind whose Round
 * turns are card passes driven by the hosted game's Order of Play; `roundStep` is where the kinds part.
 */

/**
 * Open a Round: the starter controls; with Prizes, a Prize from the Inn joins the pot before the antes
 * (the chooser picks when there are several). Returns 'asked' while the chooser picks.
 */
export function openRound(ctx: Ctx, starter: Seat, seats: Seat[], chooser: Seat): 'asked' | 'ready' {
  const s = ctx.s;
  const inRound = inTurnOrder(s, seats, starter);
  const round: RoundState = {
    kind: 'base',
    starter,
    controller: inRound.includes(starter) ? starter : null,
    in: inRound,
    passed: [],
    gate: false,
    next: starter,
    prize: null,
    result: null,
  };
  round.next = nextInRound(ctx, round, starter);
  s.round = round;
  emit(ctx, { t: 'roundStarted', starter, in: [...inRound] });
  // Rivet's starts add no Prize (VARIANTS.md §7, book).
  if (!s.config.prizes || isRivet(s, starter)) return 'ready';
  if (s.prizeInn.length === 0 && s.prizeBin.length > 0) s.prizeInn.push(...s.prizeBin.splice(0));
  if (s.prizeInn.length === 1) {
    round.prize = s.prizeInn.pop()!;
    return 'ready';
  }
  if (s.prizeInn.length > 1) {
    s.pending = { k: 'choose', seat: chooser, what: 'prize', options: [...s.prizeInn] };
    return 'asked';
  }
  return 'ready';
}

export function answerPrize(ctx: Ctx, card: string): void {
  const s = ctx.s;
  s.prizeInn.splice(s.prizeInn.indexOf(card), 1);
  s.round!.prize = card;
}

/** Each player in the Round, from the demander, has an ante step (the demander's first). */
export function anteEveryone(ctx: Ctx, demander: Seat): void {
  const s = ctx.s;
  const r = s.round;
  if (!r || r.result !== null) return;
  const group = uid(s);
  const seats = inTurnOrder(s, r.in, demander);
  for (const seat of [...seats].reverse()) {
    const step: AnteStep = { kind: 'ante', uid: uid(s), origin: s.turn.active, stage: 'window', seat, demander, group, innPays: false };
    push(s, step);
    openWindow(step, 'apply');
  }
}

export function takeControl(ctx: Ctx, seat: Seat): void {
  const r = ctx.s.round;
  // Appendix B: "ignore any effect that says that a player is in control" in a hosted Round.
  if (!r || r.result !== null || !r.in.includes(seat) || r.kind === 'hosted') return;
  r.controller = seat;
  r.passed = [];
  r.gate = false;
  emit(ctx, { t: 'control', seat });
}

/** Leaving: no more Gambling cards or antes; a leaving controller leaves no controller (§8 Q6). */
export function leaveRound(ctx: Ctx, seat: Seat): void {
  const r = ctx.s.round;
  if (!r || !r.in.includes(seat)) return;
  r.in = r.in.filter((x) => x !== seat);
  r.passed = r.passed.filter((x) => x !== seat);
  if (r.controller === seat) {
    r.controller = null;
    r.passed = [];
    r.gate = false;
    emit(ctx, { t: 'control', seat: null });
  }
  emit(ctx, { t: 'leftRound', seat });
  // Appendix B: leaving the Round is folding in the hosted game.
  foldHosted(ctx, seat);
}

/** A Round ended by a card: its pending antes and force-outs no longer apply. */
export function clearRoundSteps(ctx: Ctx): void {
  ctx.s.stack = ctx.s.stack.filter((it) => it.kind !== 'ante' && it.kind !== 'forceout');
}

function nextInRound(ctx: Ctx, r: RoundState, after: Seat): Seat {
  return nextWhere(ctx.s.seats.length, after, (x) => r.in.includes(x) && alive(ctx.s, x)) ?? after;
}

/** How the Round stands: its winner, the Inn, or still going. */
function decide(r: RoundState): Seat | 'inn' | null {
  if (r.result !== null) return r.result;
  if (r.in.length === 0) return 'inn';
  if (r.in.length === 1) return r.in[0]!;
  if (r.controller !== null) {
    return r.in.every((x) => x === r.controller || r.passed.includes(x)) ? r.controller : null;
  }
  return r.in.every((x) => r.passed.includes(x)) ? 'inn' : null;
}

/** With an empty stack: end the Round (pot-collection step) or ask the next Round turn. */
export function roundStep(ctx: Ctx): void {
  const s = ctx.s;
  const r = s.round!;
  const pushPot = (to: Seat | 'inn', split?: Seat[]): void => {
    const step: PotStep = { kind: 'pot', uid: uid(s), origin: s.turn.active, stage: 'window', to, ...(split ? { split: [...split] } : {}) };
    push(s, step);
    openWindow(step, 'apply');
  };
  switch (r.kind) {
    case 'hosted':
      return hostedStep(ctx, r, {
        pushPot,
        anteAll: () => anteEveryone(ctx, inTurnOrder(s, r.in, r.starter)[0] ?? r.starter),
        leave: (seat) => leaveRound(ctx, seat),
      });
    case 'base': {
      const result = decide(r);
      if (result !== null) {
        r.result = result;
        pushPot(result);
        return;
      }
      if (!r.in.includes(r.next) || !alive(s, r.next)) r.next = nextInRound(ctx, r, r.next);
      if (isRivet(s, r.next)) return rivetRoundTurn(ctx);
      s.pending = { k: 'round-turn', seat: r.next };
      return;
    }
  }
}

/** A Round turn: play one Gambling or Cheating card, or pass (you stay in). */
export function answerRoundTurn(ctx: Ctx, seat: Seat, play: PlayAction | null): void {
  const r = ctx.s.round!;
  if (r.kind === 'hosted') {
    // Appendix B: a turn in a card pass. A card's special and the pass's end wait until it has resolved.
    if (!play) return answerPass(ctx, seat);
    r.hosted!.passing = seat;
    playCard(ctx, seat, play, null);
    return;
  }
  r.next = nextInRound(ctx, r, seat);
  if (!play) {
    if (!r.passed.includes(seat)) r.passed.push(seat);
    emit(ctx, { t: 'roundPassed', seat });
    return;
  }
  playCard(ctx, seat, play, null);
}

/** The pot-collection step resolves: the whole pot and its Prize move; the Round is over. */
export function collectPot(ctx: Ctx, to: Seat | 'inn', split?: Seat[]): void {
  const s = ctx.s;
  const r = s.round!;
  const pot = s.pot;
  if (split && split.length > 1) {
    // Merchant's Rule in the tavern: an even split, the remainder and the Prize to the Inn (§8 Q12).
    const each = Math.floor(pot / split.length);
    for (const seat of split) moveGold(ctx, 'pot', seat, each);
    moveGold(ctx, 'pot', 'inn', s.pot);
    if (r.prize) s.prizeInn.push(r.prize);
    emit(ctx, { t: 'roundEnded', to, pot, prize: r.prize, split: [...split] });
    s.round = null;
    return;
  }
  moveGold(ctx, 'pot', to, pot);
  if (r.prize) {
    // A Prize Rivet wins goes to the Inn with his pot (VARIANTS.md §7).
    if (to === 'inn' || isRivet(s, to)) s.prizeInn.push(r.prize);
    else s.seats[to]!.prizes.push(r.prize);
  }
  emit(ctx, { t: 'roundEnded', to, pot, prize: r.prize });
  s.round = null;
}
