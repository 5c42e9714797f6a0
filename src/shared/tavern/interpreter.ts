import { amountFor, bandOf, type Op, type Stat, type Who } from './cards';
import { champions, isOpponent, onTurn, teamSeats } from './variants/teams';
import { askChampions, noteExtra } from './variants/team-turn';
import { cardDef, mechanic } from './content/catalog';
import { alive, changeStat, drawCards, emit, findItem, livingFrom, lootCards, moveGold, push, removeItem, top, uid, type Ctx } from './ctx';
import { discardTo } from './zones';
import { pushDeckDrink } from './drinks';
import { anteEveryone, clearRoundSteps, leaveRound, openRound, takeControl } from './gambling';
import { cardFinished, needsChoice } from './hosted';
import { openWindow } from './stack';
import { isRivet, rivetOp } from './variants/automaton';
import { rivetAffects } from './variants/rivet-seat';
import type { CardItem, Drink, DrinkItem, FLossStep, Item, PayStep, Seat, Source, TavernState } from './types';

/**
 * The one interpreter: a card item's effects run in order from `pc`. An effect that needs a step (F loss,
 * a payment, an ante, a force-out, a Drink) pushes it and the card waits under it; an effect that needs a
 * choice (the Jig Die's reroll, Okko's swap, a Prize) asks and runs again with the answer.
 */

type OpResult = 'done' | 'pushed' | 'asked';

/** The effects a card item runs: its mode's, or a collection step's (answered as Vess's Action card). */
export function effectsOf(s: TavernState, it: CardItem): Op[] {
  if (it.collect) {
    const { count, choice } = it.collect;
    const m = mechanic(s.seats[it.player]!.char, 'ious');
    const gold = (m?.goldPer ?? 1) * count;
    const fort = (m?.fortitudePer ?? 2) * count;
    if (choice === 'G') return [{ op: 'pay', who: 'target', to: 'you', n: gold }];
    if (choice === 'F') return [{ op: 'F', who: 'target', n: -fort }];
    return [];
  }
  // A companion's turn-start step runs the companion's own effects, as though its owner played an Action card.
  if (it.pet) return cardDef(it.def).companion?.effects ?? [];
  return cardDef(it.def).modes[it.mode]!.effects;
}

/**
 * The stats a card item directly changes for `seat`, judged before bounds and over every roll band (§3.3:
 * a card at a bound still affects that stat). Here beside `effectsOf`, so the stack's resolvers ask it without
 * importing legal.ts (which would join the response stack's import circle).
 */
export function affectedStats(s: TavernState, it: CardItem, seat: Seat): Stat[] {
  const out = new Set<Stat>();
  for (const op of effectsOf(s, it)) {
    if (op.op === 'F' || op.op === 'AC') {
      if (nonzero(op.n) && reaches(s, it, seat, op.who)) out.add(op.op);
    } else if (op.op === 'pay') {
      if (reaches(s, it, seat, op.who) || (op.to === 'you' && it.player === seat)) out.add('G');
    } else if (op.op === 'rivet') {
      for (const x of rivetAffects(s, it, op, seat)) out.add(x);
    }
  }
  return [...out];
}

/**
 * Whether the card item directly changes one of `stats` for `seat`: `affectedStats(…).some(x => stats.includes(x))`
 * without building the set and the list (every seat's Sometimes cards ask it of every item: issue 21's cost).
 */
export function affectsAnyOf(s: TavernState, it: CardItem, seat: Seat, stats: readonly Stat[]): boolean {
  for (const op of effectsOf(s, it)) {
    if (op.op === 'F' || op.op === 'AC') {
      if (stats.includes(op.op) && nonzero(op.n) && reaches(s, it, seat, op.who)) return true;
    } else if (op.op === 'pay') {
      if (stats.includes('G') && (reaches(s, it, seat, op.who) || (op.to === 'you' && it.player === seat))) return true;
    } else if (op.op === 'rivet') {
      for (const x of rivetAffects(s, it, op, seat)) if (stats.includes(x)) return true;
    }
  }
  return false;
}

const nonzero = (n: number | readonly number[]): boolean => (typeof n === 'number' ? n !== 0 : n.some((x) => x !== 0));

/** Whether an effect's `who` reaches `seat`. */
function reaches(s: TavernState, it: CardItem, seat: Seat, who: string): boolean {
  switch (who) {
    case 'you':
      return it.player === seat;
    case 'target':
      return it.targets[0] === seat;
    case 'target2':
      return it.targets[1] === seat;
    case 'each-other':
      return isOpponent(s, it.player, seat) && alive(s, seat);
    case 'each':
      return alive(s, seat);
    case 'its-player':
      return it.itsPlayer === seat;
    default:
      return false;
  }
}

export function resolveCard(ctx: Ctx, it: CardItem): void {
  if (it.stage === 'choose') return askCollectChoice(ctx, it);
  const ops = effectsOf(ctx.s, it);
  while (it.pc < ops.length) {
    const op = ops[it.pc]!;
    if (op.if && (it.roll === undefined || !op.if.includes(bandOf(it.roll)))) {
      it.pc++;
      continue;
    }
    const r = execOp(ctx, it, op);
    if (r === 'asked') return;
    it.pc++;
    if (r === 'pushed') return;
  }
  finishCard(ctx, it);
}

function finishCard(ctx: Ctx, it: CardItem): void {
  const s = ctx.s;
  removeItem(s, it.uid);
  if (it.collect) {
    // Once it resolves or is Ignored, that debtor's IOUs return to the pool.
    const debtor = s.seats[it.collect.debtor]!;
    if (debtor.debts[it.player]! > 0) {
      emit(ctx, { t: 'iou', from: it.collect.debtor, to: it.player, n: debtor.debts[it.player]! });
      debtor.debts[it.player] = 0;
    }
  }
  if (it.card && it.stay && s.seats[it.player]!.alive) {
    // A companion stays in play in front of its owner instead of going to the discards.
    const st = s.seats[it.player]!;
    (st.companions ??= []).push(it.card);
    emit(ctx, { t: 'companion', seat: it.player, card: it.card, def: it.def, to: 'play' });
  } else if (it.card) toDiscard(ctx, it.player, it.card);
  emit(ctx, { t: 'cardResolved', card: it.card });
  // Appendix B: a card of a card pass that resolved owes its player a special.
  cardFinished(ctx, it);
}

/** A played card's resting place: its owner's discards, or the Prize Bin for a Prize. */
export function toDiscard(ctx: Ctx, player: Seat, card: string): void {
  const s = ctx.s;
  const def = cardDef(s.defs[card]!);
  if (def.types.includes('prize')) {
    s.prizeBin.push(card);
    emit(ctx, { t: 'prizeUsed', seat: player, card });
    return;
  }
  discardTo(s, player, card);
}

/** The seats an effect reaches, leaving out those who Ignored the card. */
export function whoOf(ctx: Ctx, it: CardItem, who: Who): Seat[] {
  const s = ctx.s;
  let seats: Seat[];
  switch (who) {
    case 'you':
      seats = [it.player];
      break;
    case 'target':
      seats = typeof it.targets[0] === 'number' ? [it.targets[0]] : [];
      break;
    case 'target2':
      seats = typeof it.targets[1] === 'number' ? [it.targets[1]] : [];
      break;
    case 'each-other':
      // Every seat not on the player's team (VARIANTS.md §2.3).
      seats = livingFrom(s, s.turn.active).filter((x) => isOpponent(s, it.player, x));
      break;
    case 'each':
      // "Each player (including you)": one Champion a team, the card's player for its own (§2.6).
      seats = champions(s, it.player, livingFrom(s, s.turn.active));
      break;
    case 'its-player':
      seats = it.itsPlayer === null || it.itsPlayer === it.player ? [] : [it.itsPlayer];
      break;
  }
  return seats.filter((x) => alive(s, x) && !it.ignoredBy.includes(x));
}

function source(it: CardItem): Source {
  return { uid: it.uid, player: it.player, kind: it.card ? 'card' : 'step' };
}

export function pushFLoss(ctx: Ctx, src: Source, entries: { seat: Seat; n: number }[]): void {
  const step: FLossStep = { kind: 'floss', uid: uid(ctx.s), origin: ctx.s.turn.active, stage: 'before', src, entries, lost: [] };
  push(ctx.s, step);
  openWindow(step, 'apply');
}

/** Payment steps, the first payer on top. */
export function pushPayments(ctx: Ctx, src: Source, payers: Seat[], to: Seat | 'inn', n: number, why: PayStep['why']): void {
  for (const payer of [...payers].reverse()) {
    const step: PayStep = { kind: 'pay', uid: uid(ctx.s), origin: ctx.s.turn.active, stage: 'window', src, payer, to, n, innPays: false, why };
    push(ctx.s, step);
    openWindow(step, 'apply');
  }
}

function targetDrink(ctx: Ctx, it: CardItem): Drink | undefined {
  const parent = findItem(ctx.s, it.on);
  if (!parent || parent.kind !== 'drink' || it.drink === undefined) return undefined;
  return parent.drinks[it.drink];
}

/** Half of an effect, rounded up in size, away from zero (−3 → −2). */
export function half(n: number): number {
  return Math.sign(n) * Math.ceil(Math.abs(n) / 2);
}

/** Whom a card's protective part is for: the teammate it was played for, else its player (VARIANTS.md §2.4). */
function protectedBy(it: CardItem): Seat {
  return it.for ?? it.player;
}

function execOp(ctx: Ctx, it: CardItem, op: Op): OpResult {
  const s = ctx.s;
  const parent: Item | undefined = findItem(s, it.on);
  switch (op.op) {
    case 'F': {
      const n = amountFor(op.n, it.roll);
      const seats = whoOf(ctx, it, op.who);
      if (n > 0) {
        for (const x of seats) changeStat(ctx, x, 'F', n);
        return 'done';
      }
      if (n < 0 && seats.length) {
        pushFLoss(ctx, source(it), seats.map((seat) => ({ seat, n: -n })));
        return 'pushed';
      }
      return 'done';
    }
    case 'AC': {
      const n = amountFor(op.n, it.roll);
      for (const x of whoOf(ctx, it, op.who)) changeStat(ctx, x, 'AC', n);
      return 'done';
    }
    case 'pay': {
      const payee: Seat | 'inn' = op.to === 'you' ? it.player : 'inn';
      const payers = whoOf(ctx, it, op.who).filter((x) => x !== payee);
      if (!payers.length) return 'done';
      pushPayments(ctx, source(it), payers, payee, op.n, it.collect ? 'collect' : 'card');
      return 'pushed';
    }
    case 'draw':
      for (const x of whoOf(ctx, it, op.who)) drawCards(ctx, x, op.n);
      return 'done';
    case 'orderExtra':
      if (onTurn(s, it.player)) {
        s.turn.extra += op.n;
        noteExtra(ctx, it.player, op.n);
      }
      return 'done';
    case 'drinkFromDeck': {
      if (op.who === 'each') {
        // "Each player, you too" (Uncork the Black Cask): one Champion a team in a team game (§2.6), named as the
        // card resolves; each drinks from the deck in turn from the card's player (the first on top).
        if (askChampions(ctx, it.player, it) === 'asked') return 'asked';
        const all = it.champions ?? livingFrom(s, it.player);
        const seats = all.filter((x) => alive(s, x) && !it.ignoredBy.includes(x));
        if (!seats.length) return 'done';
        for (const x of [...seats].reverse()) {
          pushDeckDrink(ctx, x);
          if (isRivet(s, x)) (top(s) as DrinkItem).reveal!.drink.by = it.player;
        }
        return 'pushed';
      }
      const t = whoOf(ctx, it, 'target')[0];
      if (t === undefined) return 'done';
      pushDeckDrink(ctx, t);
      // Down in One on Rivet: its player chose him, so only that player's track changes.
      if (isRivet(s, t)) (top(s) as DrinkItem).reveal!.drink.by = it.player;
      return 'pushed';
    }
    case 'ignore': {
      if (!parent) return 'done';
      const prot = protectedBy(it);
      if (parent.kind === 'drink') {
        const d = parent.drinks[it.drink ?? -1];
        if (d && d.drinker === prot) d.ignored = true;
      } else if (parent.kind === 'card' || parent.kind === 'event') {
        // A team's share is one effect: one Ignore covers every member it reaches (VARIANTS.md §2.3, book).
        for (const x of teamSeats(s, prot)) if (!parent.ignoredBy.includes(x)) parent.ignoredBy.push(x);
      }
      emit(ctx, { t: 'ignored', seat: prot, uid: parent.uid });
      return 'done';
    }
    case 'negate': {
      if (!parent || parent.kind !== 'card') return 'done';
      removeItem(s, parent.uid);
      if (parent.card) toDiscard(ctx, parent.player, parent.card);
      emit(ctx, { t: 'cardNegated', card: parent.card, by: it.player });
      if (op.leave) leaveRound(ctx, parent.player);
      return 'done';
    }
    case 'drinkAC': {
      const d = targetDrink(ctx, it);
      if (!d) return 'done';
      const before = d.ac;
      d.ac = op.n >= 0 ? d.ac + op.n : Math.max(0, d.ac + op.n);
      if (d.score !== undefined) d.score += d.ac - before;
      emit(ctx, { t: 'drinkChanged', uid: parent!.uid, drink: it.drink! });
      return 'done';
    }
    case 'split': {
      const d = targetDrink(ctx, it);
      const w = it.targets[0];
      if (!d || typeof w !== 'number' || !alive(s, w) || parent?.kind !== 'drink') return 'done';
      splitDrink(parent.drinks, it.drink!, w);
      if (isRivet(s, w)) parent.drinks[it.drink! + 1]!.by = it.player;
      emit(ctx, { t: 'drinkSplit', uid: parent.uid, with: w });
      return 'done';
    }
    case 'passDrink': {
      const d = targetDrink(ctx, it);
      const to = it.targets[0];
      if (!d || typeof to !== 'number' || !alive(s, to)) return 'done';
      d.drinker = to;
      if (isRivet(s, to)) d.by = it.player;
      emit(ctx, { t: 'drinkPassed', uid: parent!.uid, to });
      return 'done';
    }
    case 'redirect': {
      const to = it.targets[0];
      if (!parent || parent.kind !== 'floss' || typeof to !== 'number') return 'done';
      // A redirect moves only the protected member's part (Ruling, VARIANTS.md §2.3); one onto Rivet remembers
      // who sent it (his tracks, VARIANTS.md §7).
      const prot = protectedBy(it);
      for (const e of parent.entries) {
        if (e.seat !== prot) continue;
        e.seat = to;
        if (isRivet(s, to)) e.by = it.player;
      }
      return 'done';
    }
    case 'reduceLoss': {
      if (!parent || parent.kind !== 'floss') return 'done';
      // A team's share: the cut comes off the protected member's part first, then the other members' in seat
      // order (Ruling, VARIANTS.md §2.3); outside team games, the player's own part only.
      let left = op.n;
      const prot = protectedBy(it);
      const order = [prot, ...teamSeats(s, prot).filter((x) => x !== prot)];
      for (const x of order) {
        for (const e of parent.entries) {
          if (e.seat !== x || left <= 0) continue;
          const cut = Math.min(e.n, left);
          e.n -= cut;
          left -= cut;
        }
      }
      return 'done';
    }
    case 'innPays': {
      const prot = protectedBy(it);
      if (parent?.kind === 'pay' && parent.payer === prot) parent.innPays = true;
      if (parent?.kind === 'ante' && parent.seat === prot) parent.innPays = true;
      return 'done';
    }
    case 'startRound': {
      if (it.asked !== 'answered') {
        // A team game: the Champions are named once the starting card resolves, before the Prize and antes.
        if (askChampions(ctx, it.player, it) === 'asked') return 'asked';
        const r = openRound(ctx, it.player, it.champions ?? livingFrom(s, it.player), it.player);
        if (r === 'asked') {
          it.asked = 'prize';
          return 'asked';
        }
      }
      // Appendix B: the starter chooses the game before the antes.
      if (needsChoice(ctx)) {
        it.asked = 'game';
        return 'asked';
      }
      it.asked = undefined;
      anteEveryone(ctx, it.player);
      return 'pushed';
    }
    case 'control':
      takeControl(ctx, it.player);
      return 'done';
    case 'gate':
      if (s.round && s.round.result === null && s.round.controller === it.player) s.round.gate = true;
      return 'done';
    case 'anteAll':
      if (!s.round || s.round.result !== null) return 'done';
      anteEveryone(ctx, it.player);
      return 'pushed';
    case 'leave':
      // Leaving instead of an ante may be done for a teammate Champion (VARIANTS.md §2.6).
      leaveRound(ctx, protectedBy(it));
      return 'done';
    case 'forceOut': {
      const t = it.targets[0];
      if (!s.round || s.round.result !== null || typeof t !== 'number' || !s.round.in.includes(t)) return 'done';
      const step: Item = { kind: 'forceout', uid: uid(s), origin: s.turn.active, stage: 'window', seat: t, by: it.player };
      push(s, step);
      openWindow(step, 'apply');
      return 'pushed';
    }
    case 'winRound':
      if (s.round && s.round.result === null) {
        s.round.result = it.player;
        clearRoundSteps(ctx);
      }
      return 'done';
    case 'endToInn':
      if (s.round && s.round.result === null) {
        s.round.result = 'inn';
        clearRoundSteps(ctx);
      }
      return 'done';
    case 'takePot':
      if (parent?.kind === 'pot') {
        parent.to = it.player;
        delete parent.split;
      }
      return 'done';
    case 'roll':
      return roll(ctx, it);
    case 'sniff': {
      // Only the targets picked as piles or the deck are sniffed (Collection Plate also picks a payer).
      const specs = it.card ? (cardDef(it.def).modes[it.mode]!.targets ?? []) : [];
      specs.forEach((spec, i) => {
        const t = it.targets[i];
        if ((spec.t === 'sniff' || spec.t === 'pile') && t !== undefined) sniff(ctx, it.player, t);
      });
      return 'done';
    }
    case 'swapTops': {
      if (it.asked === 'answered') {
        it.asked = undefined;
        return 'done';
      }
      const [a, b] = it.targets;
      if (typeof a !== 'number' || typeof b !== 'number' || !s.seats[a]!.pile.length || !s.seats[b]!.pile.length) return 'done';
      it.asked = 'swap';
      s.pending = { k: 'choose', seat: it.player, what: 'swap', options: ['keep', 'swap'] };
      return 'asked';
    }
    case 'iou': {
      const creditor = it.player;
      const m = mechanic(s.seats[creditor]!.char, 'ious');
      if (!m) return 'done';
      for (const x of whoOf(ctx, it, op.who)) {
        // Rivet never takes an IOU (VARIANTS.md §7 Ruling): the card's other effects still apply.
        if (x === creditor || isRivet(s, x) || iouPool(ctx, creditor) <= 0) continue;
        s.seats[x]!.debts[creditor]!++;
        emit(ctx, { t: 'iou', from: creditor, to: x, n: 1 });
      }
      return 'done';
    }
    case 'iouReturn': {
      const t = it.targets[0];
      if (typeof t !== 'number') return 'done';
      const d = s.seats[t]!;
      if (d.debts[it.player]! > 0) {
        d.debts[it.player]!--;
        emit(ctx, { t: 'iou', from: t, to: it.player, n: 1 });
      }
      return 'done';
    }
    case 'collect': {
      const t = it.targets[0];
      if (typeof t !== 'number' || !alive(s, t) || s.seats[t]!.debts[it.player]! <= 0) return 'done';
      pushCollection(ctx, it.player, t);
      return 'pushed';
    }
    case 'heat':
      addHeat(ctx, it.player, op.n);
      return 'done';
    case 'inPlay':
      // Only a card played from a hand can stay (a companion's own step is no card).
      if (it.card) it.stay = true;
      return 'done';
    case 'guard': {
      const st = s.seats[it.player]!;
      if (!parent || parent.kind !== 'floss' || !st.companions?.length) return 'done';
      companionLeaves(ctx, it.player);
      for (const e of parent.entries) if (e.seat === it.player) e.n = 0;
      return 'done';
    }
    case 'shoo': {
      const t = it.targets[0];
      if (typeof t !== 'number' || !s.seats[t]!.companions?.length) return 'done';
      companionLeaves(ctx, t);
      return 'done';
    }
    case 'loot':
      lootCards(ctx, it.player, op.n);
      return 'done';
    case 'rivet':
      return rivetOp(ctx, it, op);
    case 'menace':
      // A Crackdown step sits above the card that caused it, which finishes after (VARIANTS.md §9.2).
      return addMenace(ctx, it.player, op.n) ? 'pushed' : 'done';
  }
}

/**
 * Magda's Menace +n (VARIANTS.md §9.2). Reaching the top is a Crackdown: its step is pushed (answered as though
 * she played an Action card: her Boss side's effects when she plays a Boss Deck), the track goes back to 0 and
 * any gain left goes on. Returns whether a Crackdown step was pushed (a seat without Menace has none).
 */
export function addMenace(ctx: Ctx, seat: Seat, n: number): boolean {
  const st = ctx.s.seats[seat]!;
  const m = mechanic(st.char, 'menace');
  if (!m || st.menace === undefined || n <= 0 || !st.alive) return false;
  const sum = st.menace + n;
  const crack = sum >= m.max;
  // What is left over after the Crackdown stays below the top (a gain of a whole track more brings one only).
  const to = crack ? Math.min(sum - m.max, m.max - 1) : sum;
  if (crack && st.menace !== m.max) emit(ctx, { t: 'menace', seat, from: st.menace, to: m.max });
  emit(ctx, { t: 'menace', seat, from: crack ? m.max : st.menace, to });
  st.menace = to;
  if (!crack) return false;
  const def = st.bossDeck ? m.bossCrackdown : m.crackdown;
  emit(ctx, { t: 'crackdown', seat, boss: !!st.bossDeck });
  const item: CardItem = {
    kind: 'card',
    uid: uid(ctx.s),
    origin: seat,
    stage: 'resolve',
    card: null,
    def,
    mode: 0,
    player: seat,
    type: 'action',
    targets: [],
    on: null,
    itsPlayer: null,
    ignoredBy: [],
    pc: 0,
  };
  push(ctx.s, item);
  openWindow(item, 'resolve');
  return true;
}

/** The Oven's Heat ±n, within 0–max (a seat without an Oven has none). */
export function addHeat(ctx: Ctx, seat: Seat, n: number): void {
  const st = ctx.s.seats[seat]!;
  const m = mechanic(st.char, 'oven');
  if (!m || st.heat === undefined) return;
  const to = Math.max(0, Math.min(m.max, st.heat + n));
  if (to === st.heat) return;
  emit(ctx, { t: 'heat', seat, from: st.heat, to });
  st.heat = to;
}

/** The seat's longest-kept companion leaves play for its owner's discards. */
export function companionLeaves(ctx: Ctx, seat: Seat): void {
  const st = ctx.s.seats[seat]!;
  const card = st.companions?.shift();
  if (card === undefined) return;
  discardTo(ctx.s, seat, card);
  emit(ctx, { t: 'companion', seat, card, def: ctx.s.defs[card]!, to: 'discard' });
}

/** Each companion in front of the seat has its turn-start step (the first in play on top). */
export function pushCompanionSteps(ctx: Ctx, owner: Seat): void {
  const s = ctx.s;
  for (const pet of [...(s.seats[owner]!.companions ?? [])].reverse()) {
    const item: CardItem = {
      kind: 'card',
      uid: uid(s),
      origin: owner,
      stage: 'resolve',
      card: null,
      def: s.defs[pet]!,
      mode: 0,
      player: owner,
      type: 'action',
      targets: [],
      on: null,
      itsPlayer: null,
      ignoredBy: [],
      pc: 0,
      pet,
    };
    push(s, item);
    openWindow(item, 'resolve');
  }
}

/** A Vess's pool: her tokens not held by anyone. */
export function iouPool(ctx: Ctx, vess: Seat): number {
  const m = mechanic(ctx.s.seats[vess]!.char, 'ious');
  if (!m) return 0;
  let held = 0;
  for (const st of ctx.s.seats) held += st.debts[vess] ?? 0;
  return m.tokens - held;
}

/** A debtor's collection step, answered as though Vess played an Action card; the debtor chooses first. */
export function pushCollection(ctx: Ctx, vess: Seat, debtor: Seat): void {
  const s = ctx.s;
  const item: CardItem = {
    kind: 'card',
    uid: uid(s),
    origin: vess,
    stage: 'choose',
    card: null,
    def: '',
    mode: 0,
    player: vess,
    type: 'action',
    targets: [debtor],
    on: null,
    itsPlayer: null,
    ignoredBy: [],
    pc: 0,
    collect: { debtor, count: s.seats[debtor]!.debts[vess]!, choice: null },
  };
  push(s, item);
}

function askCollectChoice(ctx: Ctx, it: CardItem): void {
  ctx.s.pending = { k: 'choose', seat: it.collect!.debtor, what: 'collect', options: ['G', 'F'] };
}

/** The debtor's choice: the step then opens its window. */
export function chooseCollect(ctx: Ctx, it: CardItem, pick: 'G' | 'F'): void {
  it.collect!.choice = pick;
  it.stage = 'resolve';
  openWindow(it, 'resolve');
}

function roll(ctx: Ctx, it: CardItem): OpResult {
  const s = ctx.s;
  if (it.asked === 'answered') {
    it.asked = undefined;
    return 'done';
  }
  it.roll = ctx.rng.int(1, 6);
  emit(ctx, { t: 'rolled', seat: it.player, value: it.roll });
  const jig = mechanic(s.seats[it.player]!.char, 'jig');
  if (jig && !s.turn.jig.includes(it.player) && s.seats[it.player]!.G >= jig.rerollCost) {
    it.asked = 'reroll';
    s.pending = { k: 'choose', seat: it.player, what: 'reroll', options: ['keep', 'reroll'] };
    return 'asked';
  }
  return 'done';
}

/** Tamsin's Jig Die: once per game turn, pay to the Inn and roll again (unanswerable). */
export function answerReroll(ctx: Ctx, it: CardItem, pick: string): void {
  const s = ctx.s;
  if (pick === 'reroll') {
    const jig = mechanic(s.seats[it.player]!.char, 'jig')!;
    moveGold(ctx, it.player, 'inn', jig.rerollCost);
    s.turn.jig.push(it.player);
    it.roll = ctx.rng.int(1, 6);
    emit(ctx, { t: 'rolled', seat: it.player, value: it.roll, reroll: true });
  }
  it.asked = 'answered';
}

export function answerSwap(ctx: Ctx, it: CardItem, pick: string): void {
  const s = ctx.s;
  const [a, b] = it.targets as number[];
  const pa = s.seats[a!]!.pile;
  const pb = s.seats[b!]!.pile;
  // Whether the tops were swapped is this seat's secret: anyone else who knew them no longer can.
  const tops = [pa[pa.length - 1]!, pb[pb.length - 1]!];
  s.seats.forEach((st, i) => {
    if (i !== it.player && st.known.length) st.known = st.known.filter((c) => !tops.includes(c));
  });
  if (pick === 'swap') {
    const ta = pa.pop()!;
    const tb = pb.pop()!;
    pa.push(tb);
    pb.push(ta);
  }
  // The log (issue 22.8): everyone hears which two piles it was; only Okko, who sniffed both, what lies where now.
  emit(ctx, { t: 'flight', seat: it.player, piles: [a!, b!] });
  const now = [a!, b!].flatMap((pile) => {
    const card = s.seats[pile]!.pile[s.seats[pile]!.pile.length - 1];
    return card ? [{ pile, card, def: s.defs[card]! }] : [];
  });
  emit(ctx, { t: 'flightTops', seat: it.player, swapped: pick === 'swap', tops: now, only: it.player });
  it.asked = 'answered';
}

/** Sniff: secretly look at the top of a pile or of the Drink Deck; the seat's view keeps it. */
export function sniff(ctx: Ctx, seat: Seat, where: Seat | 'deck'): void {
  const s = ctx.s;
  const pile = where === 'deck' ? s.drinkDeck : s.seats[where]?.pile;
  const card = pile?.[pile.length - 1];
  emit(ctx, { t: 'sniffed', seat, where });
  if (!card) return;
  learn(ctx, seat, card, where);
}

export function learn(ctx: Ctx, seat: Seat, card: string, where: Seat | 'deck'): void {
  const known = ctx.s.seats[seat]!.known;
  if (!known.includes(card)) known.push(card);
  emit(ctx, { t: 'saw', seat, card, def: ctx.s.defs[card]!, where, only: seat });
}

/** Split one Drink of a batch into two independent halves; the half goes to `withSeat`. */
export function splitDrink(drinks: Drink[], i: number, withSeat: Seat): void {
  const d = drinks[i]!;
  const other: Drink = {
    drinker: withSeat,
    cards: [],
    ac: half(d.ac),
    f: half(d.f),
    draw: half(d.draw),
    discard: half(d.discard),
    ignored: false,
    mead: false,
    hasMead: d.hasMead,
  };
  d.ac = half(d.ac);
  d.f = half(d.f);
  d.draw = half(d.draw);
  d.discard = half(d.discard);
  d.mead = false;
  drinks.splice(i + 1, 0, other);
}

/** Costs are paid as the card is played, directly, and never refunded. */
export function payCost(ctx: Ctx, it: CardItem, ops: Op[]): void {
  for (const op of ops) {
    if (op.op === 'F' || op.op === 'AC') {
      for (const x of whoOf(ctx, it, op.who)) changeStat(ctx, x, op.op, amountFor(op.n, undefined));
    } else if (op.op === 'pay') {
      for (const x of whoOf(ctx, it, op.who)) moveGold(ctx, x, op.to === 'you' ? it.player : 'inn', op.n);
    } else if (op.op === 'heat') {
      addHeat(ctx, it.player, op.n);
    }
  }
}
