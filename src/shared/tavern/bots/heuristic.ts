import type { Op } from '../cards';
import { cardDef } from '../content/catalog';
import { half } from '../interpreter';
import type { CardItem, DrinkItem, PlayAction, Seat, TAction, TavernState } from '../types';
import { controlCards, roundKeep, startRoundGold } from './gamble';
import { answerPlay } from './rivet';
import { addInto, AVG_DRINK_AC, isCardKey, drinkCardAC, fWorth, gWorth, modeEffect, pending, playEffect, score, weakestOther, zero, type Delta } from './model';

/**
 * The Normal bot's judgement: every legal action gets a value, in the units of `score` (a seat's worth is
 * 0–10), against passing (0). A card is played when what it does now beats what holding it is worth: the
 * same card used on a bigger Drink, a harder hit or in more danger later. Easy adds noise to these values;
 * Hard takes the best few as candidates and plays them out.
 */
export interface Scored {
  a: TAction;
  v: number;
}

/** Values of every legal action for the seat (the order of `legal`). */
export function scoreAll(t: TavernState, me: Seat, legal: readonly TAction[]): Scored[] {
  const p = t.pending;
  if (!p) return legal.map((a) => ({ a, v: 0 }));
  switch (p.k) {
    case 'call':
    case 'sweep':
    case 'action':
    case 'round-turn': {
      const base = pending(t);
      const s0 = score(t, me, base);
      return legal.map((a) => ({ a, v: a.t === 'play' ? playValue(t, me, a, base, s0) : a.t === 'tonic' ? tonicValue(t, me, a.gain, base, s0) : 0 }));
    }
    case 'discard':
      return discardValues(t, me, legal);
    case 'order':
      return legal.map((a) => ({ a, v: a.t === 'order' ? orderValue(t, me, a.to) : 0 }));
    case 'choose':
      return legal.map((a) => ({ a, v: a.t === 'choose' ? chooseValue(t, me, p.what, a.pick) : 0 }));
    case 'game':
    case 'hosted':
    case 'special':
      // Appendix B's decisions are the gambling game's own (bots/appendix-b.ts), not the tavern heuristic's.
      return legal.map((a) => ({ a, v: 0 }));
  }
}

/** The best action (the first of the best on a tie: deterministic). */
export function best(scored: readonly Scored[]): Scored {
  let b = scored[0]!;
  for (const x of scored) if (x.v > b.v) b = x;
  return b;
}

// ----------------------------------------------------------------------------------------- playing cards

function playValue(t: TavernState, me: Seat, a: PlayAction, base: Delta, s0: number): number {
  const key = t.defs[a.card];
  if (!key || !isCardKey(key)) return -1;
  const def = cardDef(key);
  const mode = def.modes[a.mode]!;
  const ops = mode.effects;
  if (ops.some((o) => o.op === 'startRound')) return startValue(t, me, a);
  // A card played for a teammate (a team game) is judged as though that teammate played it: its protective
  // part is theirs; the team's worth is one, so the value is the team's either way.
  const own = playEffect(t, a.for ?? me, a);
  // The Automaton: a play that changes Rivet's F, AC or G makes him reveal his top card, which may answer it
  // (bots/rivet.ts): what is expected to survive his answer, and what it hits back with, are the play's.
  if (t.automaton) answerPlay(t, me, ops.some((o) => o.op === 'passDrink' || o.op === 'split' || o.op === 'redirect'), own);
  const d = addInto(own, base);
  let v = score(t, me, d) - s0;
  if (mode.when.type === 'sometimes' && mode.when.on.t === 'must-ante' && ops.some((o) => o.op === 'leave')) {
    // Leaving at the ante saves the ante (the step then asks nothing of a seat out of the Round).
    const saved = zero(t.seats.length);
    saved.G[me] = Math.min(1, t.seats[me]!.G);
    v += score(t, me, addInto(saved, d)) - score(t, me, d);
  }
  if (ops.some((o) => o.op === 'swapTops' || o.op === 'sniff')) v += sniffValue(me, a);
  return v - keep(t, me, a);
}

/**
 * A Tonic (team games): worth its effect on the team only when the team is in danger (losing after what is
 * pending, or close to passing out or broke); a Tonic kept is worth more than a small gain now.
 */
function tonicValue(t: TavernState, me: Seat, gain: 'F' | 'AC' | 'G', base: Delta, s0: number): number {
  const st = t.seats[me]!;
  const F = st.F + base.F[me]!;
  const AC = st.AC + base.AC[me]!;
  const G = st.G + base.G[me]!;
  const danger = AC >= F || G <= 0 ? 10 : F - AC <= 3 || G <= 1 ? 1 : 0;
  if (!danger) return -1;
  const d = addInto(zero(t.seats.length), base);
  if (gain === 'F') d.F[me]! += Math.min(6, 20 - st.F);
  else if (gain === 'AC') d.AC[me]! -= Math.min(6, st.AC);
  else d.G[me]! += 3;
  const fixes = gain === 'G' ? G <= 0 || G <= 1 : AC >= F ? AC - (gain === 'AC' ? Math.min(6, st.AC) : 0) < F + (gain === 'F' ? Math.min(6, 20 - st.F) : 0) : true;
  return score(t, me, d) - s0 + (fixes ? danger : 0) - 0.5;
}

/** Starting a Round: the expected Gold of it, as worth, and a little more (`TUNE.startBonus`). */
function startValue(t: TavernState, me: Seat, a: PlayAction): number {
  const gold = startRoundGold(t, me, a);
  const d = zero(t.seats.length);
  gold.forEach((g, i) => (d.G[i] = g));
  return score(t, me, d) - score(t, me) + TUNE.startBonus;
}

/** Okko's looks: worth more when his own pile is among the piles (he may swap a bad Drink away). */
function sniffValue(me: Seat, a: PlayAction): number {
  let v = 0.1;
  if (a.targets.includes(me)) v += 0.25;
  return v;
}

/**
 * What holding a card for later is worth, in the units of `score`. Cards come back: a seat draws up to 7 at
 * its turn, so a card held is a card not drawn, and most cards are worth playing as soon as they do some
 * good. The exceptions wait for a bigger target: an Ignore for a Drink of 2 AC or more or a hit of 2 F or
 * more, a heal for a thinner margin, the last Counter for what matters most.
 */
function keep(t: TavernState, me: Seat, a: PlayAction): number {
  const key = t.defs[a.card]!;
  const def = cardDef(key);
  const mode = def.modes[a.mode]!;
  const ops = mode.effects;
  const type = mode.when.type;
  if (type === 'action') return 0;
  if (type === 'gambling' || type === 'cheating') return roundKeep(key, a.mode);
  const st = t.seats[me]!;
  const has = (op: Op['op']) => ops.some((o) => o.op === op);
  const margin = st.F - st.AC;
  const gw = gWorth(st.G);
  // The worth of not losing `x` of margin now (an Ignore's typical catch).
  const atNow = (x: number) => 10 * gw * Math.max(0, fWorth(margin) - fWorth(margin - x));
  const trig = mode.when.type === 'sometimes' ? mode.when.on.t : 'anytime';
  if (def.types.includes('prize')) return has('innPays') && st.G > 4 ? 0.3 : 0.02;
  if (has('negate')) {
    if (def.role === 'counter') return sameRole(t, me, 'counter') <= 1 ? 1.2 : 0.5;
    if (def.role === 'warden') return 0.3;
    return 0.05;
  }
  if (has('ignore')) {
    const p = ops.find((o) => o.op === 'ignore')!.if ? 0.67 : 1;
    if (trig === 'your-drink') return p * atNow(1.6);
    if (trig === 'event') return 0.3;
    if (mode.when.type === 'sometimes' && mode.when.on.t === 'card-affects-you' && mode.when.on.stats.length === 1 && mode.when.on.stats[0] === 'G') {
      return 0.6 * 10 * (gWorth(st.G + 1) - gWorth(st.G)) * fWorth(margin);
    }
    return p * atNow(1.6);
  }
  if (has('passDrink')) return atNow(1.6);
  if (has('split')) return 0.5 * atNow(1.6);
  if (has('redirect')) return atNow(1.6);
  if (has('reduceLoss')) return 0.7 * atNow(2);
  if (has('innPays')) return st.G <= 4 ? 0.02 : 0.3;
  if (has('leave')) return 0.1;
  const drinkAC = ops.find((o) => o.op === 'drinkAC') as Extract<Op, { op: 'drinkAC' }> | undefined;
  if (drinkAC) return drinkAC.n < 0 ? 0.7 * atNow(-drinkAC.n) : 0.02;
  if (trig === 'after-f-loss' || ops.some((o) => 'who' in o && o.who === 'its-player')) return 0.02;
  // Anytime heals and AC cuts: kept until the margin is under 10.
  const selfF = ops.find((o) => o.op === 'F' && o.who === 'you' && typeof o.n === 'number' && o.n > 0) as { n: number } | undefined;
  const selfAC = ops.find((o) => o.op === 'AC' && o.who === 'you' && typeof o.n === 'number' && o.n < 0) as { n: number } | undefined;
  if (selfF || selfAC) {
    const n = (selfF?.n ?? 0) - (selfAC?.n ?? 0);
    return 10 * gw * (fWorth(10 + n) - fWorth(10));
  }
  if (has('pay')) return 0.3;
  return 0.05;
}

/**
 * A card's worth in hand against a fresh draw (`TUNE.fresh`): only the cards that answer the seat's own
 * Drinks (an Ignore, a pass) or its own hits (an Ignore) are worth more; the rest are let go. The scale
 * is finer than that so the same numbers order what a Drink makes the seat discard.
 */
export function holdValue(t: TavernState, me: Seat, card: string): number {
  const key = t.defs[card];
  if (!key || !isCardKey(key)) return 0.5;
  const def = cardDef(key);
  const st = t.seats[me]!;
  const control = controlCards(t, me);
  // Found treasure is kept until it helps (a Loot card let go is spent, not drawn again soon).
  if (def.loot) return 1;
  if (def.role === 'starter') return control >= 2 && st.G >= 3 ? 0.55 : 0.3;
  if (def.role === 'counter') return sameRole(t, me, 'counter') >= 2 ? 0.5 : 0.8;
  if (def.role === 'spot-the-cheat') return 0.3;
  if (def.role === 'warden') return 0.35;
  const m = def.modes[0]!;
  const ops = m.effects.map((o) => o.op);
  if (m.when.type === 'gambling' || m.when.type === 'cheating') {
    if (def.role === 'winning-hand' || m.when.type === 'cheating') return control > 4 ? 0.35 : 0.55;
    return control > 3 ? 0.3 : 0.5;
  }
  if (m.when.type === 'action') return 0.45 + Math.max(-0.2, Math.min(0.4, actionWorth(t, me, key)));
  if (m.when.type === 'anytime') return ops.includes('pay') ? 0.3 : 0.75;
  if (ops.includes('ignore') || ops.includes('passDrink')) {
    // An Ignore of Gold-only effects is worth keeping only near broke.
    const on = m.when.type === 'sometimes' ? m.when.on : null;
    if (on?.t === 'card-affects-you' && !on.stats.includes('F') && !on.stats.includes('AC')) return st.G <= 4 ? 0.95 : 0.4;
    return 1;
  }
  if (ops.includes('innPays')) return st.G <= 4 ? 0.8 : 0.35;
  if (ops.includes('leave')) return 0.45;
  return 0.6;
}

function sameRole(t: TavernState, me: Seat, role: string): number {
  let n = 0;
  for (const c of t.seats[me]!.hand) {
    const key = t.defs[c];
    if (key && isCardKey(key) && cardDef(key).role === role) n++;
  }
  return n;
}

// ----------------------------------------------------------------------------------------- other choices

/**
 * Discard and Draw: let go of every card worth less than a fresh draw. Measured by self-play: a hand
 * renewed each turn (more Actions, more answers) beats one kept for later, except for the Ignores and
 * passes of Drinks (Normal keeping only those beat Normal keeping nothing 62% ± 7 over 200 games, and
 * Normal keeping by the finer `holdValue` scale of an earlier version 57% ± 7).
 */
function discardValues(t: TavernState, me: Seat, legal: readonly TAction[]): Scored[] {
  return legal.map((a) => ({ a, v: a.t === 'discard' ? TUNE.fresh - holdValue(t, me, a.card) : 0 }));
}

/**
 * Tunables measured by self-play. `fresh`: what a card drawn blind is worth in hand (see `holdValue`).
 * `startBonus`: a Round is worth starting a little below its expected Gold (it spends the opponents' control
 * cards and moves Gold towards a broke finish): Normal starting with a bonus of 0.3 beat Normal asking a
 * margin of 0.25 in 54.0% ± 4.0 of 600 games; a bonus of 1 went too far (46.6% ± 4.9 against 0.4). But with
 * 0.3 the character pairings drift out of balance (Tamsin – Okko 39.3% ± 2.2 over 2,000 games), so Normal keeps
 * asking the margin the balance table in docs/BENCHMARKS.md was measured with (−0.25).
 */
export const TUNE = { fresh: 0.9, startBonus: -0.25 };

/** An Action card's rough worth against the weakest opponent (for discarding). */
function actionWorth(t: TavernState, me: Seat, key: string): number {
  const def = cardDef(key);
  const m = def.modes.findIndex((x) => x.when.type === 'action');
  if (m < 0) return 0;
  if (def.role === 'starter') return 0.5;
  const w = weakestOther(t, me) ?? me;
  const targets = (def.modes[m]!.targets ?? []).map((spec) => (spec.t === 'player' || spec.t === 'sniff' || spec.t === 'pile' ? me : w));
  return score(t, me, modeEffect(t, me, key, m, targets)) - score(t, me);
}

/** Order a Drink: onto the pile of the opponent it hurts most (or, a Drink Okko knows is kind, the least). */
function orderValue(t: TavernState, me: Seat, to: Seat): number {
  const topId = t.drinkDeck[t.drinkDeck.length - 1];
  const knownKey = topId && t.seats[me]!.known.includes(topId) ? t.defs[topId] : undefined;
  const ac = knownKey ? drinkCardAC(knownKey).ac : AVG_DRINK_AC;
  const d = zero(t.seats.length);
  // A Drink waits under those already on the pile: the deeper, the later it counts.
  d.AC[to] = ac * Math.pow(0.85, t.seats[to]!.pile.length);
  return score(t, me, d) - score(t, me);
}

function chooseValue(t: TavernState, me: Seat, what: string, pick: string): number {
  const st = t.seats[me]!;
  const top = t.stack[t.stack.length - 1];
  switch (what) {
    case 'collect': {
      const it = top as CardItem;
      const n = it.collect?.count ?? 1;
      const d = zero(t.seats.length);
      if (pick === 'G') d.G[me] = -Math.min(n, st.G);
      else d.F[me] = -2 * n;
      return score(t, me, d);
    }
    case 'reroll': {
      if (pick === 'keep') return 0;
      const it = top as CardItem;
      if (!it.card || !isCardKey(it.def)) return -1;
      const now = rollDelta(t, it, it.roll);
      const again = rollDelta(t, it, undefined);
      const cost = zero(t.seats.length);
      cost.G[me] = -1;
      return score(t, me, addInto(again, cost)) - score(t, me, now) - 0.05;
    }
    case 'mead-split': {
      const it = top as DrinkItem;
      const dr = it.drinks[0]!;
      const d = zero(t.seats.length);
      if (pick === 'none') {
        d.AC[dr.drinker] = dr.ac;
        d.F[dr.drinker] = dr.f;
      } else {
        const w = Number(pick);
        d.AC[dr.drinker] = half(dr.ac);
        d.AC[w] = half(dr.ac);
      }
      return score(t, me, d);
    }
    case 'swap': {
      if (pick === 'keep') return 0;
      const it = top as CardItem;
      const [x, y] = it.targets as number[];
      const ac = (seat: number) => {
        const c = t.seats[seat]!.pile[t.seats[seat]!.pile.length - 1];
        const k = c ? t.defs[c] : undefined;
        return k ? drinkCardAC(k).ac : AVG_DRINK_AC;
      };
      const ax = ac(x!);
      const ay = ac(y!);
      const d = zero(t.seats.length);
      d.AC[x!] = ay - ax;
      d.AC[y!] = ax - ay;
      return score(t, me, d) - score(t, me);
    }
    case 'drink-discard': {
      const key = t.defs[pick];
      if (!key) return 0;
      return -holdValue(t, me, pick);
    }
    case 'prize': {
      const key = t.defs[pick] ?? '';
      if (key.includes('house-credit')) return st.G <= 4 ? 2 : 0.5;
      if (key.includes('corner-booth')) return 1;
      return 0.8;
    }
    case 'plot':
      // Lay a Plot whenever one is in hand: face down it waits for its moment and frees a place in the hand.
      return pick === 'none' ? 0 : 1 + holdValue(t, me, pick);
    case 'rivet-reward': {
      // A track of Rivet's passed out (VARIANTS.md §7): 1 G from the Inn, or draw 2. Gold when it is short (the
      // worth of one more), else the cards (two more plays; `seatWorth`'s card weight is for tie-breaks only).
      if (pick === 'draw') return 0.5;
      const d = zero(t.seats.length);
      d.G[me] = 1;
      return score(t, me, d) - score(t, me);
    }
    case 'connoisseur': {
      const topId = t.drinkDeck[t.drinkDeck.length - 1];
      const k = topId ? t.defs[topId] : undefined;
      if (!k) return 0;
      const { ac } = drinkCardAC(k);
      // Keep a strong Drink on top for the opponent he orders for; send a kind one to the bottom.
      const strong = ac >= 2;
      return (pick === 'keep') === strong ? 1 : 0;
    }
    default:
      return 0;
  }
}

/** A rolled card's effect with a given roll (undefined: the expectation over a new roll). */
function rollDelta(t: TavernState, it: CardItem, roll: number | undefined): Delta {
  const copy: CardItem = { ...it, pc: 0, stage: 'resolve' };
  if (roll === undefined) delete copy.roll;
  else copy.roll = roll;
  // The card's ops from the start, with the roll fixed (rolling comes first on every Roll card).
  const d = zero(t.seats.length);
  const fake: TavernState = { ...t, stack: [...t.stack.slice(0, -1), copy] };
  addInto(d, pendingTop(fake));
  return d;
}

function pendingTop(t: TavernState): Delta {
  const only: TavernState = { ...t, stack: t.stack.slice(-1) };
  return pending(only);
}
