import { RuleError } from '../engine/errors';
import type { CardDef, Mode, Op, Stat, TargetSpec, Trigger } from './cards';
import { cardDef, mechanic } from './content/catalog';
import { alive, livingFrom, seatName, top } from './ctx';
import { affectedStats, affectsAnyOf } from './interpreter';
import { triggerText } from './text';
import type { Action } from '../engine/types';
import { checkHosted, gameChoices, hostedLegal, refuseChoice } from './hosted';
import type { CardItem, Item, PlayAction, Seat, TAction, TavernState } from './types';
import { isRivet } from './variants/rivet-seat';

export { affectedStats };
import { isOpponent, livingMembers, onTurn, tonicActions, tonicProblem } from './variants/teams';

/**
 * One legal-actions function per pending decision (TAVERN.md §3.4): the same list informs the screen and
 * the bots and validates what a seat sends. An action not in it, or of another shape, is refused with a
 * sentence and the state is untouched.
 */

type PlayContext = 'call' | 'anytime' | 'sometimes' | 'action' | 'round';

export function legalActions(s: TavernState, seat: Seat): TAction[] {
  const p = s.pending;
  if (s.over || !p || p.seat !== seat) return [];
  switch (p.k) {
    // Built in one list, without spreading the parts (a call is asked of every seat for every item).
    case 'call':
      return passThen(ownLast(s, seat, plays(s, seat, 'call')), s.teams ? tonicActions(s, seat) : NONE);
    case 'sweep': {
      const sw = top(s)!.win!.sweep!;
      return passThen(sw.rivals.includes(seat) ? ownLast(s, seat, plays(s, seat, sw.kind)) : NONE, s.teams ? tonicActions(s, seat) : NONE);
    }
    case 'discard': {
      const hand = s.seats[seat]!.hand;
      const out: TAction[] = [{ t: 'draw' }];
      for (let i = 0; i < hand.length; i++) out.push({ t: 'discard', card: hand[i]! });
      return out;
    }
    case 'action':
      return passThen(plays(s, seat, 'action'), NONE);
    case 'order':
      // Onto an opponent's pile only (a team game: never a teammate's, VARIANTS.md §2.2); nobody orders a Drink
      // for Rivet, extras included (VARIANTS.md §7).
      return livingFrom(s, seat)
        .filter((x) => isOpponent(s, seat, x) && !isRivet(s, x))
        .map((to) => ({ t: 'order' as const, to }));
    case 'round-turn':
      return passThen(plays(s, seat, 'round'), NONE);
    case 'game':
      return gameChoices();
    case 'hosted':
      return hostedLegal(s.round!.hosted!, seat);
    case 'choose':
      return p.options.map((pick) => ({ t: 'choose' as const, pick }));
    case 'special':
      return p.options.map((m) => ({ t: 'special' as const, ...m }));
  }
}

const NONE: readonly TAction[] = Object.freeze([]);

/** `[pass, ...a, ...b]`, a new list. */
function passThen(a: readonly TAction[], b: readonly TAction[]): TAction[] {
  const out: TAction[] = [{ t: 'pass' }];
  for (let i = 0; i < a.length; i++) out.push(a[i]!);
  for (let i = 0; i < b.length; i++) out.push(b[i]!);
  return out;
}

/**
 * Whether a play answers the seat's own card to undo it (issue 22.13): a Negate of a card it played itself
 * ("I Know Every Trick" on its own Cheating card). Legal, but it only hurts its player: listed last, and
 * the view marks it (`TavernView.againstOwn`).
 */
export function againstOwn(s: TavernState, seat: Seat, a: TAction): boolean {
  if (a.t !== 'play') return false;
  const it = top(s);
  if (!it || it.kind !== 'card' || it.player !== seat || !it.card) return false;
  const mode = cardDef(s.defs[a.card]!).modes[a.mode];
  return !!mode && mode.effects.some((o) => o.op === 'negate');
}

/** Plays against the seat's own card go last, the rest keep their order. */
function ownLast(s: TavernState, seat: Seat, list: PlayAction[]): PlayAction[] {
  // Only a card of the seat's own on top can be answered against itself (`againstOwn`'s first test, once).
  if (!list.length) return list;
  const it = top(s);
  if (!it || it.kind !== 'card' || it.player !== seat) return list;
  const own = list.filter((a) => againstOwn(s, seat, a));
  return own.length ? [...list.filter((a) => !own.includes(a)), ...own] : list;
}

/** A stable key for comparing actions (field order fixed). */
export function actionKey(a: TAction): string {
  switch (a.t) {
    case 'play':
      return `play|${a.card}|${a.mode}|${a.targets.join(',')}|${a.drink ?? ''}${a.for !== undefined ? `|for${a.for}` : ''}`;
    case 'discard':
      return `discard|${a.card}`;
    case 'order':
      return `order|${a.to}`;
    case 'choose':
      return `choose|${a.pick}`;
    case 'game':
      return `game|${a.game}|${a.variants.join(',')}|${a.split}`;
    case 'hosted':
      return `hosted|${JSON.stringify(a.a)}`;
    case 'tonic':
      return `tonic|${a.gain}`;
    case 'special':
      return `special|${a.how}|${'holding' in a ? a.holding : ''}|${'die' in a ? a.die : ''}|${'face' in a ? a.face : ''}|${'n' in a ? a.n : ''}|${'index' in a ? a.index : ''}|${'pick' in a ? a.pick : ''}`;
    default:
      return a.t;
  }
}

// ------------------------------------------------------------------------------ who is asked at a hotseat table

/**
 * Whether public facts give `seat` a reason to take the screen for the pending call or sweep at a hotseat table
 * (issue 22.6; TAVERN.md §3.4: whether a seat is handed the screen never depends on its hidden cards). The
 * reason is a card the seat might hold: any card of its character's deck not lying face up in front of
 * everyone (hand, deck, face-down Plots and Loot Sack together: which of them is where is hidden, the whole is
 * not), and its Prizes, that this window could take now, or a Tonic. An Anytime card counts only at a checkpoint
 * or a last chance (where the stops ask a player about their own turn or their going out) and in an Anytime
 * sweep: it may be played at any window, so counting it everywhere would hand the screen to every player with
 * one in their deck for every item, the empty hand-overs this is meant to end. Decisions other than calls and
 * sweeps are always a reason (they are the seat's own).
 */
export function publicReason(s: TavernState, seat: Seat): boolean {
  const p = s.pending;
  if (!p || p.seat !== seat) return false;
  if (p.k !== 'call' && p.k !== 'sweep') return true;
  if (tonicActions(s, seat).length) return true;
  const it = top(s);
  const st = s.seats[seat]!;
  // The cards the seat might hold, as the table knows them: where each lies among these is nobody's business.
  const unseen = [...st.hand, ...st.deck, ...(st.plots ?? []), ...(st.sack ?? [])];
  const plot = (c: string) => !!cardDef(s.defs[c]!).plot;
  // A Plot card is sprung from where it lies: one might lie there only if the seat has laid any (a public count).
  const mightSpring = (st.plots?.length ?? 0) > 0;
  const seats = s.seats.slice();
  seats[seat] = { ...st, hand: unseen.filter((c) => !plot(c)), plots: mightSpring ? unseen.filter(plot) : [] };
  const asIf: TavernState = { ...s, seats };
  const own = it?.kind === 'checkpoint' || it?.kind === 'lastchance';
  const kind: PlayContext = p.k === 'sweep' ? top(s)!.win!.sweep!.kind : own ? 'call' : 'sometimes';
  return plays(asIf, seat, kind).length > 0;
}

// --------------------------------------------------------------------------------- which cards may be played

function modeAllowed(ctxKind: PlayContext, type: Mode['when']['type']): boolean {
  switch (ctxKind) {
    case 'call':
      return type === 'anytime' || type === 'sometimes';
    case 'anytime':
      return type === 'anytime';
    case 'sometimes':
      return type === 'sometimes';
    case 'action':
      return type === 'action';
    case 'round':
      return type === 'gambling' || type === 'cheating';
  }
}

/** Every legal play of the seat's cards (hand and Prizes) in this context (of one card, if `only`). */
export function plays(s: TavernState, seat: Seat, ctxKind: PlayContext, only?: string): PlayAction[] {
  const st = s.seats[seat]!;
  const out: PlayAction[] = [];
  const it = top(s);
  // The living seats from this one, read once for every target list (most decisions need none).
  let living: Seat[] | null = null;
  const consider = (card: string, fromHand: boolean) => {
    if (only !== undefined && card !== only) return;
    const def = cardDef(s.defs[card]!);
    // A Plot card is sprung from where it lies face down, never played from the hand.
    if (def.plot && fromHand) return;
    // The modes' own timing types, tested in place: a card has one or two modes, and a switch over them is
    // cheaper than a cached list looked up by the card record (a WeakMap lookup a card, issue 21's cost).
    for (let m = 0; m < def.modes.length; m++) {
      const mode = def.modes[m]!;
      if (!modeAllowed(ctxKind, mode.when.type)) continue;
      // A mode whose two targets play the same part (Tasting Flight's two piles) offers one option a pair
      // (issue 22.14); validation (`only`) still takes either order, so recorded actions replay.
      let offered: (Seat | 'deck')[][] | null = null;
      // A team game: a Sometimes card may protect a teammate who meets its condition (VARIANTS.md §2.4).
      const prots = protectable(s, seat, mode);
      for (let k = 0; k < prots.length; k++) {
        const prot = prots[k]!;
        const anchors = whenHolds(s, prot, def, mode, it, ctxKind);
        if (!anchors) continue;
        if (!offered) {
          // What the seat's own mechanic lacks blocks the mode for everyone it could protect (checked once
          // its timing holds: the timing rules most modes out, and both only filter).
          if (blocked(s, seat, mode) !== null) break;
          living ??= livingFrom(s, seat);
          const combos = targetCombos(s, seat, mode.targets ?? [], living);
          offered = only === undefined && unordered(mode) ? combos.filter(ascending) : combos;
        }
        for (const targets of offered) {
          for (const drink of anchors) {
            if (prot === seat) out.push(drink === undefined ? { t: 'play', card, mode: m, targets } : { t: 'play', card, mode: m, targets, drink });
            else out.push(drink === undefined ? { t: 'play', card, mode: m, targets, for: prot } : { t: 'play', card, mode: m, targets, drink, for: prot });
          }
        }
      }
    }
  };
  for (const card of st.hand) consider(card, true);
  for (const card of st.prizes) consider(card, false);
  if (st.plots) for (const card of st.plots) consider(card, false);
  return out;
}

/** The triggers met by the one a card protects (a teammate may meet them for you, §2.4). */
const PROTECTIVE = new Set<Trigger['t']>(['card-affects-you', 'action-targets-you', 'your-drink', 'event', 'before-f-loss', 'after-f-loss', 'about-to-lose-g', 'must-ante']);

/** Whom a mode may be played for: the seat, and in a team game its living teammates when it is protective. */
function protectable(s: TavernState, seat: Seat, mode: Mode): readonly Seat[] {
  if (!s.teams || mode.when.type !== 'sometimes' || !PROTECTIVE.has(mode.when.on.t)) return onlySeat(seat);
  return [seat, ...livingMembers(s, seat).filter((x) => x !== seat)];
}

/** `[seat]`, one shared list a seat (read only): most modes protect only their player. */
const ONLY: (readonly Seat[])[] = [];
const onlySeat = (seat: Seat): readonly Seat[] => (ONLY[seat] ??= Object.freeze([seat]));

/** Targets of one kind whose order changes nothing: every effect treats them alike (sniff both, swap their tops). */
function unordered(mode: Mode): boolean {
  const specs = mode.targets ?? [];
  return specs.length === 2 && specs[0]!.t === specs[1]!.t && mode.effects.every((o) => o.op === 'sniff' || o.op === 'swapTops');
}

const ascending = (t: (Seat | 'deck')[]): boolean => t.length !== 2 || typeof t[0] !== 'number' || typeof t[1] !== 'number' || t[0] < t[1];

/**
 * What the seat's own mechanic lacks for this mode, as a sentence (null when nothing is lacking): the Heat a
 * cost spends, room for one more companion, a companion to send away.
 */
export function blocked(s: TavernState, seat: Seat, mode: Mode): string | null {
  const st = s.seats[seat]!;
  for (const o of mode.cost ?? []) {
    if (o.op === 'heat' && o.n < 0 && (st.heat ?? 0) < -o.n) return `it spends ${-o.n} Heat and your Oven has ${st.heat ?? 0}`;
  }
  for (const o of mode.effects) {
    if (o.op === 'inPlay') {
      const m = mechanic(st.char, 'companions');
      if (!m) return 'only a character with companions can keep one in play';
      if ((st.companions?.length ?? 0) >= m.max) return `you already have ${m.max} companions in play`;
    }
    if (o.op === 'guard' && !st.companions?.length) return 'it needs a companion of yours in play';
    if (o.op === 'shoo' && !s.seats.some((x) => x.alive && x.companions?.length)) return 'there is no companion in play to aim at';
  }
  return null;
}

/** The legal plays of one card for the pending decision (validation's fast path). */
function playsOfCard(s: TavernState, seat: Seat, card: string): PlayAction[] {
  const p = s.pending!;
  switch (p.k) {
    case 'call':
      return plays(s, seat, 'call', card);
    case 'sweep': {
      const sw = top(s)!.win!.sweep!;
      return sw.rivals.includes(seat) ? plays(s, seat, sw.kind, card) : [];
    }
    case 'action':
      return plays(s, seat, 'action', card);
    case 'round-turn':
      return plays(s, seat, 'round', card);
    default:
      return [];
  }
}

/**
 * Whether the mode's timing holds now; the Drinks it may aim at (`[undefined]` when it aims at none).
 * null when it may not be played.
 */
function whenHolds(
  s: TavernState,
  seat: Seat,
  def: CardDef,
  mode: Mode,
  it: Item | undefined,
  ctxKind: PlayContext,
): readonly (number | undefined)[] | null {
  const w = mode.when;
  if (w.type === 'action') {
    if (s.turn.active !== seat || s.turn.phase !== 'action' || s.stack.length > 0 || s.round) return null;
    if (mode.effects.some((o) => o.op === 'startRound') && livingFrom(s, seat).length < 2) return null;
    return ONE;
  }
  if (w.type === 'gambling' || w.type === 'cheating') {
    const r = s.round;
    if (!r || r.result !== null || !r.in.includes(seat) || s.pending?.k !== 'round-turn') return null;
    if (w.type === 'gambling' && r.gate) return null;
    return ONE;
  }
  if (ctxKind === 'action' || ctxKind === 'round' || !it) return null;
  if (w.type === 'anytime') return ONE;
  return triggerHolds(s, seat, def, mode, w.on, it);
}

/** "No Drink aimed at": one shared, frozen list (a timing that holds returned a new one every mode asked). */
const ONE: readonly (number | undefined)[] = Object.freeze([undefined]);

function isImmune(target: CardItem, responder: CardDef): boolean {
  if (!target.card) return false;
  const d = cardDef(target.def);
  return !!d.onlyBy && !d.onlyBy.includes(responder.role ?? '');
}

const DRINK_CHANGING = new Set<Op['op']>(['ignore', 'drinkAC', 'split', 'passDrink']);

/** A played card that changes a Drink (for Wardens): it answers a Drink with an effect changing it. */
export function changesDrink(it: CardItem): boolean {
  if (!it.card || it.drink === undefined) return false;
  return cardDef(it.def).modes[it.mode]!.effects.some((o) => DRINK_CHANGING.has(o.op));
}

function roundEnding(it: CardItem): boolean {
  if (!it.card) return false;
  const ops = cardDef(it.def).modes[it.mode]!.effects;
  return ops.some((o) => o.op === 'startRound' || o.op === 'anteAll' || o.op === 'winRound');
}

function triggerHolds(
  s: TavernState,
  seat: Seat,
  def: CardDef,
  mode: Mode,
  on: Trigger,
  it: Item,
): readonly (number | undefined)[] | null {
  const one = ONE;
  switch (on.t) {
    case 'card-affects-you':
      if (it.kind !== 'card' || it.type === 'gambling' || it.type === 'cheating') return null;
      if (it.player === seat || it.ignoredBy.includes(seat) || isImmune(it, def)) return null;
      return affectsAnyOf(s, it, seat, on.stats) ? ONE : null;
    case 'action-targets-you':
      if (it.kind !== 'card' || it.type !== 'action' || it.player === seat || it.ignoredBy.includes(seat)) return null;
      return it.targets.includes(seat) ? one : null;
    case 'drink':
      if (it.kind !== 'drink' || it.reveal) return null;
      return it.drinks.map((_, i) => i);
    case 'your-drink': {
      if (it.kind !== 'drink' || it.reveal) return null;
      const splits = mode.effects.some((o) => o.op === 'split');
      const idx = it.drinks.flatMap((d, i) => (d.drinker === seat && !d.ignored && !(splits && d.hasMead) ? [i] : []));
      return idx.length ? idx : null;
    }
    case 'event':
      // A team game: an Event affects only its Champions (VARIANTS.md §2.6); a teammate may Ignore it for one.
      if (it.kind === 'event' && it.champions && !it.champions.includes(seat)) return null;
      return it.kind === 'event' && it.stage === 'window' && !it.ignoredBy.includes(seat) ? one : null;
    case 'sometimes-card':
      return it.kind === 'card' && it.card && it.type === 'sometimes' && !isImmune(it, def) ? one : null;
    case 'drink-changer':
      if (it.kind !== 'card' || it.type !== 'sometimes' || isImmune(it, def)) return null;
      if (cardDef(it.def).role === 'warden') return null;
      return changesDrink(it) ? one : null;
    case 'cheating-card':
      return it.kind === 'card' && it.type === 'cheating' && !isImmune(it, def) ? one : null;
    case 'before-f-loss':
      return it.kind === 'floss' && it.stage === 'before' && it.entries.some((e) => e.seat === seat && e.n > 0) ? one : null;
    case 'after-f-loss': {
      if (it.kind !== 'floss' || it.stage !== 'after' || !it.lost.includes(seat)) return null;
      // A hit-back needs a player (§3.3): a card that only hits back cannot answer a playerless loss.
      const needsPlayer = mode.effects.every((o) => 'who' in o && o.who === 'its-player');
      if (needsPlayer && (it.src.player === null || it.src.player === seat)) return null;
      return one;
    }
    case 'about-to-lose-g':
      if (it.kind === 'pay' && it.payer === seat && !it.innPays && it.n > 0) return one;
      if (it.kind === 'ante' && it.seat === seat && !it.innPays && !!s.round?.in.includes(seat)) return one;
      return null;
    case 'must-ante':
      return it.kind === 'ante' && it.seat === seat && !!s.round?.in.includes(seat) ? one : null;
    case 'pot-collection':
      return it.kind === 'pot' && it.to !== seat ? one : null;
    case 'in-round': {
      // End-to-Inn (§4.6): not against a start, a raise or a Round-ending card; not at the antes (ours);
      // nothing follows the last pass (no window exists then).
      if (!s.round || s.round.result !== null) return null;
      if (it.kind === 'ante' || it.kind === 'checkpoint' || it.kind === 'lastchance' || it.kind === 'pot') return null;
      if (it.kind === 'card' && roundEnding(it)) return null;
      return one;
    }
    case 'turn-start':
      return it.kind === 'checkpoint' && it.phase === 'cp-start' && onTurn(s, seat) ? one : null;
    case 'order-phase':
      return it.kind === 'checkpoint' && it.phase === 'cp-order' && onTurn(s, seat) ? one : null;
  }
}

// --------------------------------------------------------------------------------------------- targets

function optionsFor(s: TavernState, seat: Seat, spec: TargetSpec, living: Seat[] = livingFrom(s, seat)): (Seat | 'deck')[] {
  switch (spec.t) {
    // "Another player" is a seat not on your team (VARIANTS.md §2.3); outside team games, anyone else.
    case 'other':
      return living.filter((x) => isOpponent(s, seat, x));
    case 'player':
      return living;
    case 'other-in-round':
      return s.round && s.round.result === null ? living.filter((x) => isOpponent(s, seat, x) && s.round!.in.includes(x)) : [];
    case 'debtor':
      return living.filter((x) => s.seats[x]!.debts[seat]! > 0);
    case 'sniff':
      return [...living.filter((x) => s.seats[x]!.pile.length > 0), ...(s.drinkDeck.length ? ['deck' as const] : [])];
    case 'pile':
      return living.filter((x) => s.seats[x]!.pile.length > 0);
    case 'companion-owner':
      return living.filter((x) => (s.seats[x]!.companions?.length ?? 0) > 0);
  }
}

/** Every combination of targets; targets of the same kind are distinct (two others, two piles). */
export function targetCombos(s: TavernState, seat: Seat, specs: TargetSpec[], living?: Seat[]): (Seat | 'deck')[][] {
  let combos: (Seat | 'deck')[][] = [[]];
  for (const spec of specs) {
    const opts = optionsFor(s, seat, spec, living);
    if (!opts.length) {
      if (spec.t === 'debtor' && spec.optional) continue;
      return [];
    }
    // A team game with fewer opponents than a card's picks of "another player": each is picked once, and the
    // rest of the picks are dropped (VARIANTS.md §2.3: a Challenger's rush picks only the Boss).
    if (s.teams && spec.t === 'other' && combos.length && combos.every((c) => opts.every((o) => c.includes(o)))) continue;
    const next: (Seat | 'deck')[][] = [];
    for (const c of combos) for (const o of opts) if (!c.includes(o)) next.push([...c, o]);
    combos = next;
  }
  return combos;
}

// --------------------------------------------------------------------------------------------- validation

const SHAPES: Record<string, string[]> = {
  pass: [],
  play: ['card', 'mode', 'targets'],
  discard: ['card'],
  draw: [],
  order: ['to'],
  choose: ['pick'],
  game: ['game', 'variants', 'split'],
  hosted: ['a'],
  special: ['how'],
  tonic: ['gain'],
};

function describeDecision(s: TavernState): string {
  const p = s.pending!;
  const who = seatName(s, p.seat);
  switch (p.k) {
    case 'call':
    case 'sweep':
      return `${who} to answer`;
    case 'discard':
      return `${who} to discard and draw`;
    case 'action':
      return `${who} to play an Action`;
    case 'order':
      return `${who} to order a Drink`;
    case 'round-turn':
      return `${who} to gamble or pass`;
    case 'game':
      return `${who} to choose the game`;
    case 'hosted':
      return `${who} to play the gambling game`;
    case 'choose':
      return `${who} to choose`;
    case 'special':
      return p.what === 'special' ? `${who} to take a special` : `${who} to swap a card or keep theirs`;
  }
}

/** Throws a RuleError with a sentence if `action` is not one of the seat's legal actions. */
export function checkAction(s: TavernState, seat: Seat, action: unknown): TAction {
  if (s.over) throw new RuleError('game-over', 'The game is over.');
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.seats.length) {
    throw new RuleError('not-your-turn', `There is no seat ${String(seat)} at this table.`);
  }
  if (!s.pending || s.pending.seat !== seat) {
    throw new RuleError('not-your-turn', `It is not your decision: the table is waiting for ${s.pending ? describeDecision(s) : 'no one'}.`);
  }
  if (!action || typeof action !== 'object' || typeof (action as { t?: unknown }).t !== 'string' || !(String((action as { t: string }).t) in SHAPES)) {
    throw new RuleError('unknown-action', 'That is not an action of this game.');
  }
  const a = action as TAction;
  for (const f of SHAPES[a.t]!) {
    if (!(f in a)) throw new RuleError('unknown-action', `That action is missing its "${f}".`);
  }
  if (a.t === 'play' && (!Array.isArray(a.targets) || !Number.isInteger(a.mode))) {
    throw new RuleError('unknown-action', 'A card is played with a mode number and a list of targets.');
  }
  // Every field is of its kind before an action is compared with the legal list (a forged `variants: null`
  // or a card given as an object is refused in words, never answered "internal").
  const bad = shapeProblem(a);
  if (bad) throw new RuleError('unknown-action', bad);
  const p = s.pending;
  // A Tonic: any window the seat is asked in, while its team holds one (VARIANTS.md §2.7).
  if (a.t === 'tonic') {
    const why = tonicProblem(s, seat);
    if (why) throw new RuleError('illegal-action', why);
    if (a.gain !== 'F' && a.gain !== 'AC' && a.gain !== 'G') throw new RuleError('unknown-action', 'A Tonic gives +6 Fortitude (F), −6 Alcohol Content (AC) or 3 Gold (G).');
    return { t: 'tonic', gain: a.gain };
  }
  // Passing is always allowed where a play is (calls, sweeps, the Action phase, a Round turn).
  if (a.t === 'pass' && (p.k === 'call' || p.k === 'sweep' || p.k === 'action' || p.k === 'round-turn')) return { t: 'pass' };
  // Appendix B's choice: any allowed game with any variants that fit, refused with a sentence otherwise.
  if (a.t === 'game' && p.k === 'game') {
    const why = refuseChoice(a, s.round?.in.length ?? 2);
    if (why) throw new RuleError('illegal-action', why);
    const g = a as Extract<TAction, { t: 'game' }>;
    return { t: 'game', game: g.game, variants: g.game === null ? [] : [...g.variants], split: g.game === null ? 'merchant' : g.split };
  }
  // A hosted game's decision: the engine's own legal-actions object judges it, with its own sentence.
  if (a.t === 'hosted' && p.k === 'hosted') {
    const inner = (a as { a?: unknown }).a;
    if (!inner || typeof inner !== 'object' || typeof (inner as { t?: unknown }).t !== 'string') {
      throw new RuleError('unknown-action', 'A decision of the gambling game is sent as { t: "hosted", a: { t: ... } }.');
    }
    checkHosted(s.round!.hosted!, seat, inner as Action);
    return { t: 'hosted', a: structuredClone(inner) as Action };
  }
  // The fast paths take what the legal list would have matched, without building the list.
  if (a.t === 'play') {
    const match = playsOfCard(s, seat, a.card).find((x) => samePlay(x, a));
    if (match) return match;
  } else if (a.t === 'choose' && p.k === 'choose') {
    if (p.options.includes(a.pick)) return { t: 'choose', pick: a.pick };
  } else if (a.t === 'discard' && p.k === 'discard') {
    if (s.seats[seat]!.hand.includes(a.card)) return { t: 'discard', card: a.card };
  } else if (a.t === 'draw' && p.k === 'discard') {
    return { t: 'draw' };
  } else {
    const key = actionKey(a);
    const match = legalActions(s, seat).find((x) => actionKey(x) === key);
    if (match) return match;
  }
  throw new RuleError('illegal-action', whyIllegal(s, seat, a, legalActions(s, seat)));
}

/**
 * Whether two plays of the same card are the same play: what `actionKey` compares (mode, targets, Drink, the
 * teammate it is for), field by field. `shapeProblem` has made every field of `a` of its kind.
 */
function samePlay(x: PlayAction, a: PlayAction): boolean {
  if (x.mode !== a.mode || x.drink !== a.drink || x.for !== a.for || x.targets.length !== a.targets.length) return false;
  for (let i = 0; i < x.targets.length; i++) if (x.targets[i] !== a.targets[i]) return false;
  return x.card === a.card;
}

/** A seat number as an action may name one (a table has at most 16). */
const isSeat = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 0 && (v as number) < 16;

/** Why an action's fields are not of their kinds (whatever decision is pending), or null. */
function shapeProblem(a: TAction): string | null {
  const x = a as unknown as Record<string, unknown>;
  switch (a.t) {
    case 'play':
      if (typeof x.card !== 'string') return 'A card is named by its id.';
      if (!(x.targets as unknown[]).every((t) => t === 'deck' || isSeat(t))) return 'A card\'s targets are players (or the Drink Deck).';
      if (x.drink !== undefined && !Number.isInteger(x.drink)) return 'A Drink is named by its place in the batch.';
      if (x.for !== undefined && !isSeat(x.for)) return 'A card is played for a player at this table.';
      return null;
    case 'discard':
      return typeof x.card === 'string' ? null : 'A card is named by its id.';
    case 'order':
      return isSeat(x.to) ? null : 'A Drink is ordered for a player at this table.';
    case 'choose':
      return typeof x.pick === 'string' ? null : 'A choice is one of the options offered.';
    case 'game':
      if (x.game !== null && typeof x.game !== 'string') return 'Choose a game by its name, or none for a plain Round.';
      if (!Array.isArray(x.variants) || !x.variants.every((v) => typeof v === 'string')) return 'A game\'s variants are a list of variant names.';
      if (typeof x.split !== 'string') return 'Choose a Split Rule: Merchant\'s, King\'s or Commoner\'s.';
      return null;
    default:
      return null;
  }
}

/** The options of a choice in words, briefly (the codes are for the screens, never for a refusal). */
function chooseWords(s: TavernState): string {
  const p = s.pending!;
  if (p.k !== 'choose') return 'Choose one of the options offered.';
  switch (p.what) {
    case 'collect':
      return 'Choose to pay Gold or lose Fortitude for the IOUs.';
    case 'reroll':
      return 'Choose to keep the roll or roll again.';
    case 'swap':
      return 'Choose to keep the Drink or swap it.';
    case 'mead-split':
      return 'Choose a player to split the Honey Mead with, or none.';
    case 'drink-discard':
      return 'Choose a card from your hand to discard.';
    case 'prize':
      return 'Choose one of the Prizes in the Inn.';
    case 'connoisseur':
      return 'Choose to keep the Drink on top or put it at the bottom.';
    case 'plot':
      return 'Choose a Plot card from your hand to lay face down, or none.';
    case 'rivet-reward':
      return "Choose your reward for resetting Rivet's track: 1 Gold from the Inn, or draw 2 cards.";
    case 'champion':
      return "Choose one of your team's players still in as its Champion.";
  }
}

/** Why a special's move is not one of the options, in words (never the options' list). */
function specialRefusal(what: 'special' | 'special-swap', a: Extract<TAction, { t: 'special' }>): string {
  if (what === 'special-swap') {
    if (a.how === 'swap') return 'You cannot swap that: take a looked-at card for one of your own.';
    return 'After your look, swap one of those cards for one of yours, or keep yours.';
  }
  switch (a.how) {
    case 'reroll':
      return 'You cannot reroll that: a Gambling special rerolls one of your own dice.';
    case 'set':
      return 'You cannot set that: a Cheating special sets one of your own dice to 1–6.';
    case 'look':
      return 'You cannot look now: no card is left to see, or none of yours may be swapped.';
    case 'blind':
      return 'No blind swap there: only a card of yours facing away from you is swapped unseen.';
    default:
      return 'Not a special your card gives: alter one of your dice, look at the deck, or none.';
  }
}

function whyIllegal(s: TavernState, seat: Seat, a: TAction, legal: TAction[]): string {
  const p = s.pending!;
  const st = s.seats[seat]!;
  const kinds = new Set(legal.map((x) => x.t));
  switch (a.t) {
    case 'pass':
      if (p.k === 'discard') return 'Discard cards or draw: this phase cannot be passed.';
      if (p.k === 'order') return 'You must order a Drink for another player.';
      if (p.k === 'choose') return chooseWords(s);
      if (p.k === 'special') return p.what === 'special' ? 'Take a special, or take none.' : 'Swap a looked-at card for one of yours, or keep yours.';
      return 'You cannot pass here.';
    case 'discard':
      if (p.k !== 'discard') return 'Cards are discarded only in your Discard and Draw phase.';
      return 'You can only discard a card from your hand.';
    case 'draw':
      return 'Drawing is done only at the end of your Discard and Draw phase.';
    case 'order':
      if (p.k !== 'order') return 'Drinks are ordered only in your Order a Drink phase.';
      if (s.teams && s.seats[a.to]?.alive && !isOpponent(s, seat, a.to)) return "A Drink goes onto an opponent's pile, never onto your own team's.";
      return 'A Drink goes onto the pile of another player still in the game.';
    case 'tonic':
      return tonicProblem(s, seat) ?? 'A Tonic cannot be spent now.';
    case 'choose':
      if (p.k !== 'choose') return 'There is nothing to choose now.';
      return chooseWords(s);
    case 'game':
      return 'A game is chosen only by the starter of a Round, before its antes.';
    case 'hosted':
      return 'The gambling game is not waiting for you now.';
    case 'special':
      if (p.k !== 'special') return 'No special is owed to you now.';
      return specialRefusal(p.what, a);
    case 'play': {
      if (!st.hand.includes(a.card) && !st.prizes.includes(a.card) && !(st.plots ?? []).includes(a.card)) return 'You do not hold that card.';
      const def = cardDef(s.defs[a.card]!);
      const mode = def.modes[a.mode];
      if (!mode) return `${def.title} has no such mode.`;
      if (def.plot && st.hand.includes(a.card)) {
        return `${def.title} is a Plot: it is never played from your hand. Lay it face down at the start of your turn, then spring it when its moment comes.`;
      }
      const lacks = blocked(s, seat, mode);
      if (lacks) return `${def.title} cannot be played: ${lacks}.`;
      if (!kinds.has('play') && p.k !== 'sweep' && p.k !== 'call' && p.k !== 'action' && p.k !== 'round-turn') {
        return `${def.title} cannot be played now: the table is waiting for ${describeDecision(s)}.`;
      }
      const type = mode.when.type;
      if (p.k === 'sweep') {
        const sw = top(s)!.win!.sweep!;
        if (!sw.rivals.includes(seat)) return 'Only the players who answered together may play in this sweep.';
        if (type !== sw.kind) return `This sweep is for ${sw.kind === 'anytime' ? 'Anytime' : 'Sometimes'} cards.`;
      }
      if (type === 'action' && p.k !== 'action') return `${def.title} is an Action card: it is played only in your own Action phase.`;
      if ((type === 'gambling' || type === 'cheating') && p.k !== 'round-turn') {
        return `${def.title} is a ${type === 'gambling' ? 'Gambling' : 'Cheating'} card: it is played only on your turn in a Round of Gambling.`;
      }
      if (type === 'gambling' && s.round?.gate) return 'After a Winning Hand only a Cheating card may take control.';
      if ((type === 'sometimes' || type === 'anytime') && (p.k === 'action' || p.k === 'round-turn')) {
        return `${def.title} is not played in a turn's action: it answers when the table is asked.`;
      }
      const sameCard = legal.filter((x) => x.t === 'play' && x.card === a.card && x.mode === a.mode);
      if (sameCard.length) return `That target is not allowed for ${def.title}.`;
      if (mode.when.type === 'sometimes') return `${def.title} cannot be played now: it needs ${triggerText(mode.when.on)}.`;
      return `${def.title} cannot be played now.`;
    }
  }
}
