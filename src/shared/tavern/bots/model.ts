import { bandOf, type Amount, type Op, type RollBand, type Who } from '../cards';
import { cardDef, drinkDef, mechanic } from '../content/catalog';
import { half } from '../interpreter';
import type { CardItem, Drink, Item, PlayAction, Seat, TavernState } from '../types';
import { hardKnocks, loseF } from './f-loss';
import { AVG_DRINK_AC, expectNextAction, pickedBy, rivetEffectOn, trackTerm } from './rivet';

/**
 * The bots' picture of the table: what each seat's stats are worth (`worth`), what the stack will do if
 * everyone passes from now on (`pending`), and what one more card would add (`marginal`), all read from the
 * card data the interpreter runs, so a new card needs no new bot code. Everything here reads public state and
 * the deciding seat's own hand only: it runs on a seat's view (a real decision) and on an imagined state (a
 * rollout) alike.
 */

const cardKeys = new Map<string, boolean>();

/** Whether a key names a card of the catalog (a Drink's key or an empty step key does not). */
export function isCardKey(key: string): boolean {
  let known = cardKeys.get(key);
  if (known === undefined) {
    try {
      cardDef(key);
      known = true;
    } catch {
      known = false;
    }
    cardKeys.set(key, known);
  }
  return known;
}

/** Changes per seat: Fortitude, Alcohol Content, Gold and cards in hand (expected values). */
export interface Delta {
  F: number[];
  AC: number[];
  G: number[];
  cards: number[];
}

export function zero(n: number): Delta {
  return { F: new Array(n).fill(0), AC: new Array(n).fill(0), G: new Array(n).fill(0), cards: new Array(n).fill(0) };
}

export function addInto(into: Delta, d: Delta, k = 1): Delta {
  for (let i = 0; i < into.F.length; i++) {
    into.F[i]! += k * d.F[i]!;
    into.AC[i]! += k * d.AC[i]!;
    into.G[i]! += k * d.G[i]!;
    into.cards[i]! += k * d.cards[i]!;
  }
  return into;
}

// The average AC of an unknown Drink lives beside Rivet's model (rivet.ts reads it too, and imports nothing back).
export { AVG_DRINK_AC };

const BAND_P: Record<RollBand, number> = { low: 2 / 6, mid: 3 / 6, high: 1 / 6 };

function amount(n: Amount, roll: number | undefined): number {
  if (typeof n === 'number') return n;
  if (roll !== undefined) {
    const b = bandOf(roll);
    return b === 'low' ? n[0] : b === 'mid' ? n[1] : n[2];
  }
  return BAND_P.low * n[0] + BAND_P.mid * n[1] + BAND_P.high * n[2];
}

/** How likely an op's roll condition holds (1 without one). */
function chance(op: Op, roll: number | undefined): number {
  if (!op.if) return 1;
  if (roll !== undefined) return op.if.includes(bandOf(roll)) ? 1 : 0;
  return op.if.reduce((p, b) => p + BAND_P[b], 0);
}

// ------------------------------------------------------------------------------------------- worth

/** How safe a margin (F − AC) is: 0 when passing out, rising steeply at first, flat near the top. */
export function fWorth(margin: number): number {
  return margin <= 0 ? 0 : 1 - Math.exp(-margin / 8);
}

/** How safe a stash is: 0 when broke. */
export function gWorth(g: number): number {
  return g <= 0 ? 0 : 1 - Math.exp(-g / 3);
}

/** IOUs a seat holds, weighed as Gold it will likely pay. */
function debtOf(t: TavernState, seat: Seat): number {
  let n = 0;
  for (const d of t.seats[seat]!.debts) n += d;
  return n;
}

/** One seat's worth, 0–10: both stats must hold (a product), a little for cards in hand. */
export function seatWorth(F: number, AC: number, G: number, cards: number): number {
  const f = Math.max(0, Math.min(20, F));
  const ac = Math.max(0, Math.min(20, AC));
  return 10 * fWorth(f - ac) * gWorth(G) + 0.05 * Math.min(cards, 10);
}

/**
 * The deciding seat's score of the table after `d`: its own worth minus its opponents' average, so hurting the
 * one closest to losing counts most (the worth curves are steepest there). A seat out of the game is worth 0.
 */
export function score(t: TavernState, me: Seat, d?: Delta): number {
  if (t.teams) return teamScore(t, me, d);
  if (t.automaton) return automatonScore(t, me, d);
  let mine = 0;
  let others = 0;
  let count = 0;
  t.seats.forEach((st, i) => {
    if (!st.alive) return;
    const F = st.F + (d ? d.F[i]! : 0);
    const AC = st.AC + (d ? d.AC[i]! : 0);
    const G = st.G + (d ? d.G[i]! : 0) - 0.5 * debtOf(t, i) + (t.round && t.round.in.includes(i) ? potShare(t, i) : 0);
    const w = seatWorth(F, AC, G, st.hand.length + (d ? d.cards[i]! : 0));
    if (i === me) mine = w;
    else {
      others += w;
      count++;
    }
  });
  return mine - (count ? others / count : 0);
}

/**
 * The Automaton (VARIANTS.md §7; bots/rivet.ts): my worth against the rival's alone (Rivet never wins or loses:
 * his seat's constant stats are no opponent's), with what his next Action box is expected to do to each of us
 * at the stats after `d` (whom "the most F" picks follows them), and his two tracks (mine worth a reward to me,
 * the rival's to the rival; a change on his seat in `d` is my play's, so it moves mine).
 */
function automatonScore(t: TavernState, me: Seat, d?: Delta): number {
  const rs = t.automaton!.seat;
  const e = zero(t.seats.length);
  expectNextAction(t, d, e);
  let mine = 0;
  let others = 0;
  let count = 0;
  t.seats.forEach((st, i) => {
    if (!st.alive || i === rs) return;
    const F = st.F + (d ? d.F[i]! : 0) + e.F[i]!;
    const AC = st.AC + (d ? d.AC[i]! : 0) + e.AC[i]!;
    const G = st.G + (d ? d.G[i]! : 0) + e.G[i]! - 0.5 * debtOf(t, i) + (t.round && t.round.in.includes(i) ? potShare(t, i) : 0);
    const w = seatWorth(F, AC, G, st.hand.length + (d ? d.cards[i]! : 0) + e.cards[i]!);
    if (i === me) mine = w;
    else {
      others += w;
      count++;
    }
  });
  const track = me === rs ? 0 : trackTerm(t, me, d ? d.F[rs]! : 0, d ? d.AC[rs]! : 0);
  return mine - (count ? others / count : 0) + track;
}

/**
 * A team game (VARIANTS.md §2): a team's worth from its shared stats, every member's change added to them (a
 * member's F loss is the team's), and its members' hands together; my team's against the other teams' average.
 */
function teamScore(t: TavernState, me: Seat, d?: Delta): number {
  let mine = 0;
  let others = 0;
  let count = 0;
  for (const team of t.teams!) {
    const living = team.seats.filter((i) => t.seats[i]!.alive);
    if (!living.length) continue;
    const st = t.seats[living[0]!]!;
    let F = st.F;
    let AC = st.AC;
    let G = st.G - 0.5 * debtOf(t, living[0]!);
    let hand = 0;
    for (const i of living) {
      if (d) {
        F += d.F[i]!;
        AC += d.AC[i]!;
        G += d.G[i]!;
      }
      if (t.round && t.round.in.includes(i)) G += potShare(t, i);
      hand += t.seats[i]!.hand.length + (d ? d.cards[i]! : 0);
    }
    const w = seatWorth(Math.min(20, F), Math.max(0, AC), G, hand / living.length) + team.tonics * 0.3;
    if (team.seats.includes(me)) mine = w;
    else {
      others += w;
      count++;
    }
  }
  return mine - (count ? others / count : 0);
}

/** A crude share of the pot for a seat in the Round: the controller's is larger. */
function potShare(t: TavernState, seat: Seat): number {
  const r = t.round!;
  if (r.result !== null) return r.result === seat ? t.pot : 0;
  const n = r.in.length;
  if (!n) return 0;
  const p = r.controller === seat ? Math.min(0.8, 1.6 / n) : (1 - (r.controller === null ? 0 : Math.min(0.8, 1.6 / n))) / Math.max(1, n - (r.controller === null ? 0 : 1));
  return p * t.pot;
}

// ------------------------------------------------------------------------------------------ effects

interface CardLike {
  /** The card's key, when known (a companion's worth reads its own effects). */
  key?: string;
  player: Seat;
  targets: (Seat | 'deck')[];
  ignoredBy: Seat[];
  roll?: number;
  itsPlayer: Seat | null;
  drink?: number;
}

function reach(t: TavernState, c: CardLike, who: Who): Seat[] {
  let seats: Seat[];
  switch (who) {
    case 'you':
      seats = [c.player];
      break;
    case 'target':
      seats = typeof c.targets[0] === 'number' ? [c.targets[0]] : [];
      break;
    case 'target2':
      seats = typeof c.targets[1] === 'number' ? [c.targets[1]] : [];
      break;
    case 'each-other':
      seats = t.seats.flatMap((st, i) => (st.alive && i !== c.player ? [i] : []));
      break;
    case 'each':
      seats = t.seats.flatMap((st, i) => (st.alive ? [i] : []));
      break;
    case 'its-player':
      seats = c.itsPlayer === null || c.itsPlayer === c.player ? [] : [c.itsPlayer];
      break;
  }
  return seats.filter((x) => t.seats[x]?.alive && !c.ignoredBy.includes(x));
}

/** The weakest opponent of `me` (lowest worth): where an extra Drink or a hit does most. */
export function weakestOther(t: TavernState, me: Seat): Seat | null {
  let best: Seat | null = null;
  let bw = Infinity;
  t.seats.forEach((st, i) => {
    // Rivet (the Automaton) is nobody's opponent to weaken: his seat's stats never move (his tracks do).
    if (!st.alive || i === me || t.automaton?.seat === i) return;
    const w = seatWorth(st.F, st.AC, st.G, st.hand.length);
    if (w < bw) {
      bw = w;
      best = i;
    }
  });
  return best;
}

function iouPoolOf(t: TavernState, vess: Seat): number {
  const m = mechanic(t.seats[vess]!.char, 'ious');
  if (!m) return 0;
  let held = 0;
  for (const st of t.seats) held += st.debts[vess] ?? 0;
  return m.tokens - held;
}

/** What one Heat, one Loot card and one companion are worth, in cards (see `seatWorth`'s card term). */
const HEAT_WORTH = 0.3;
const LOOT_WORTH = 1.5;
const COMPANION_WORTH = 2;
/** How many of its owner's turns a companion is counted for when it comes into play. */
const COMPANION_TURNS = 3;

function lootLeft(t: TavernState, seat: Seat): number {
  const st = t.seats[seat]!;
  return (st.sack?.length ?? 0) + (st.spent?.length ?? 0);
}

/** The effect of a card's ops (from `from`) that change stats directly; responses are `responseEffect`. */
function opsEffect(t: TavernState, c: CardLike, ops: readonly Op[], from: number, parent: Item | undefined, d: Delta): void {
  for (let i = from; i < ops.length; i++) {
    const op = ops[i]!;
    const p = chance(op, c.roll);
    if (p === 0) continue;
    switch (op.op) {
      case 'F': {
        const n = amount(op.n, c.roll);
        for (const x of reach(t, c, op.who)) {
          if (n < 0) loseF(t, d, x, -n, p);
          else d.F[x]! += n * p;
        }
        break;
      }
      case 'AC': {
        const n = amount(op.n, c.roll);
        for (const x of reach(t, c, op.who)) d.AC[x]! += n * p;
        break;
      }
      case 'pay': {
        const payee = op.to === 'you' ? c.player : null;
        for (const x of reach(t, c, op.who)) {
          if (x === payee) continue;
          const paid = Math.min(op.n, Math.max(0, t.seats[x]!.G + d.G[x]!));
          d.G[x]! -= paid * p;
          if (payee !== null) d.G[payee]! += paid * p;
        }
        break;
      }
      case 'draw':
        for (const x of reach(t, c, op.who)) d.cards[x]! += op.n * p;
        break;
      case 'orderExtra': {
        const w = t.turn.active === c.player ? weakestOther(t, c.player) : null;
        if (w !== null) d.AC[w]! += AVG_DRINK_AC * op.n * p;
        break;
      }
      case 'drinkFromDeck':
        for (const x of reach(t, c, 'target')) d.AC[x]! += AVG_DRINK_AC * p;
        break;
      case 'iou':
        if (iouPoolOf(t, c.player) > 0) {
          for (const x of reach(t, c, op.who)) {
            if (x === c.player) continue;
            d.G[x]! -= 0.5 * p;
            d.G[c.player]! += 0.4 * p;
          }
        }
        break;
      case 'iouReturn': {
        const x = c.targets[0];
        if (typeof x === 'number' && t.seats[x]!.debts[c.player]! > 0) {
          d.G[x]! += 0.5 * p;
          d.G[c.player]! -= 0.4 * p;
        }
        break;
      }
      case 'collect': {
        const x = c.targets[0];
        if (typeof x === 'number') {
          const n = t.seats[x]!.debts[c.player]!;
          const paid = Math.min(n, t.seats[x]!.G);
          d.G[x]! -= paid * p;
          d.G[c.player]! += paid * p;
        }
        break;
      }
      case 'sniff':
        d.cards[c.player]! += 0.1 * c.targets.length * p;
        break;
      case 'heat':
        // Heat is worth what it will buy: about a third of a card's effect each.
        if (t.seats[c.player]!.heat !== undefined) d.cards[c.player]! += HEAT_WORTH * op.n * p;
        break;
      case 'loot':
        d.cards[c.player]! += LOOT_WORTH * Math.min(op.n, lootLeft(t, c.player)) * p;
        break;
      case 'inPlay': {
        // A companion acts at each of its owner's turns: its effect over the turns it is likely to stay.
        const def = c.key ? cardDef(c.key) : undefined;
        if (!def?.companion) break;
        const e = zero(t.seats.length);
        opsEffect(t, { ...c, targets: [], ignoredBy: [] }, def.companion.effects, 0, undefined, e);
        addInto(d, e, COMPANION_TURNS * p);
        break;
      }
      case 'guard':
        if (parent && parent.kind === 'floss' && parent.stage === 'before') {
          for (const e of parent.entries) if (e.seat === c.player) loseF(t, d, c.player, e.n, -p);
          d.cards[c.player]! -= COMPANION_WORTH * p;
        }
        break;
      case 'shoo': {
        const x = c.targets[0];
        if (typeof x === 'number' && t.seats[x]!.companions?.length) d.cards[x]! -= COMPANION_WORTH * p;
        break;
      }
      case 'ignore':
      case 'negate':
      case 'drinkAC':
      case 'split':
      case 'passDrink':
      case 'redirect':
      case 'reduceLoss':
      case 'innPays':
        if (parent) responseEffect(t, c, op, parent, d, p);
        break;
      case 'rivet':
        rivetOpEffect(t, c, op, d, p);
        break;
      case 'control':
      case 'winRound':
      case 'forceOut':
      case 'anteAll':
      case 'leave':
        roundOpEffect(t, c, op, d, p);
        break;
      default:
        // Starting a Round is weighed by gamble.ts; rolls are expectations; the rest changes no stat.
        break;
    }
  }
}

/**
 * One of Rivet's boxes on the stack (the Automaton, VARIANTS.md §7): what it does to the players it reaches (a
 * stat's most or least holder now, ties both; each player; the answered card's player), so a bot answers his
 * hits as it answers anyone's. His tracks' own changes are his boxes' business, not a player's worth.
 */
function rivetOpEffect(t: TavernState, c: CardLike, op: Extract<Op, { op: 'rivet' }>, d: Delta, p: number): void {
  const { fx, pick } = op;
  if (!('who' in fx)) return;
  const rs = t.automaton?.seat;
  const players = t.seats.flatMap((st, i) => (st.alive && i !== rs && !c.ignoredBy.includes(i) ? [i] : []));
  let seats: Seat[] = [];
  if (fx.who === 'its-player') seats = c.itsPlayer !== null && players.includes(c.itsPlayer) ? [c.itsPlayer] : [];
  else if (fx.who === 'picked' && pick) seats = pickedBy(pick, players, (x, k) => t.seats[x]![k] + d[k][x]!);
  // The one description of his effects on a player (rivet.ts), with the Gold each holds after this card so far.
  for (const x of seats) rivetEffectOn(t, fx, x, p, d, t.seats[x]!.G + d.G[x]!);
}

/**
 * Round ops as Gold: control moves part of the pot's expected worth to the new controller, winning moves all
 * of it, a raise makes everyone in pay 1 more into a pot the controller most likely takes.
 */
function roundOpEffect(t: TavernState, c: CardLike, op: Op, d: Delta, p: number): void {
  const r = t.round;
  if (!r || r.result !== null) return;
  const pot = t.pot;
  const grip = Math.min(0.8, 1.6 / Math.max(2, r.in.length));
  switch (op.op) {
    case 'control':
      if (r.controller !== c.player) {
        d.G[c.player]! += grip * pot * 0.5 * p;
        if (r.controller !== null) d.G[r.controller]! -= grip * pot * 0.5 * p;
      }
      return;
    case 'winRound':
      d.G[c.player]! += pot * (1 - grip * 0.5) * p;
      return;
    case 'forceOut': {
      const x = c.targets[0];
      if (typeof x === 'number' && r.in.includes(x)) {
        const share = pot / r.in.length;
        d.G[x]! -= share * p;
        d.G[c.player]! += (r.in.length === 2 ? pot - share : share) * p;
      }
      return;
    }
    case 'anteAll':
      for (const x of r.in) {
        const paid = Math.min(1, t.seats[x]!.G);
        d.G[x]! -= paid * p;
        d.G[c.player]! += paid * grip * p;
      }
      return;
    case 'leave':
      if (r.in.includes(c.player)) d.G[c.player]! -= (pot / r.in.length) * p;
      return;
    default:
      return;
  }
}

/**
 * The Gold a drinking contest moves as its scores stand (drink `changed` raised by `by`): a unique top score
 * collects 1 G from each other contestant; a tie goes again (worth nothing yet).
 */
function contestGold(t: TavernState, drinks: Drink[], changed: number, by: number): number[] {
  const g = t.seats.map(() => 0);
  const scores = drinks.map((x, i) => Math.max(0, (x.score ?? 0) + (i === changed ? by : 0)));
  const top = Math.max(...scores);
  const winners = drinks.filter((_, i) => scores[i] === top);
  if (winners.length !== 1) return g;
  const w = winners[0]!.contestant ?? winners[0]!.drinker;
  for (const x of drinks) {
    const who = x.contestant ?? x.drinker;
    if (who === w) continue;
    const paid = Math.min(1, t.seats[who]!.G);
    g[who]! -= paid;
    g[w]! += paid;
  }
  return g;
}

/** What a Drink does to its drinker (not Ignored). */
function drinkEffect(t: TavernState, dr: Drink, d: Delta, k = 1): void {
  if (dr.ignored || !t.seats[dr.drinker]?.alive) return;
  d.AC[dr.drinker]! += dr.ac * k;
  if (dr.f > 0) d.F[dr.drinker]! += dr.f * k;
  else if (dr.f < 0) loseF(t, d, dr.drinker, -dr.f, k);
  d.cards[dr.drinker]! += (dr.draw - dr.discard) * k;
}

function targetDrink(parent: Item, c: CardLike): Drink | undefined {
  if (parent.kind !== 'drink' || c.drink === undefined) return undefined;
  return parent.drinks[c.drink];
}

/** What a response op adds to the effect of the item it answers. */
function responseEffect(t: TavernState, c: CardLike, op: Op, parent: Item, d: Delta, p: number): void {
  switch (op.op) {
    case 'ignore': {
      if (parent.kind === 'drink') {
        const dr = targetDrink(parent, c);
        if (dr && dr.drinker === c.player) drinkEffect(t, dr, d, -p);
        return;
      }
      // The answered item's effect on the Ignoring seat only, taken back.
      const whole = itemEffect(t, parent);
      d.F[c.player]! -= whole.F[c.player]! * p;
      d.AC[c.player]! -= whole.AC[c.player]! * p;
      d.G[c.player]! -= whole.G[c.player]! * p;
      return;
    }
    case 'negate':
      if (parent.kind !== 'card') return;
      addInto(d, itemEffect(t, parent), -p);
      if (op.leave) roundOpEffect(t, { ...parent, player: parent.player }, { op: 'leave' }, d, p);
      return;
    case 'drinkAC': {
      const dr = targetDrink(parent, c);
      if (!dr) return;
      const after = op.n >= 0 ? dr.ac + op.n : Math.max(0, dr.ac + op.n);
      if (!dr.ignored) d.AC[dr.drinker]! += (after - dr.ac) * p;
      // In a drinking contest the AC is also the score: the change may decide who collects.
      if (parent.kind === 'drink' && parent.mode === 'contest' && dr.score !== undefined) {
        const i = parent.drinks.indexOf(dr);
        const now = contestGold(t, parent.drinks, -1, 0);
        const then = contestGold(t, parent.drinks, i, after - dr.ac);
        for (let x = 0; x < d.G.length; x++) d.G[x]! += (then[x]! - now[x]!) * p;
      }
      return;
    }
    case 'split': {
      const dr = targetDrink(parent, c);
      const w = c.targets[0];
      if (!dr || typeof w !== 'number' || dr.ignored) return;
      drinkEffect(t, dr, d, -p);
      const h: Drink = { ...dr, ac: half(dr.ac), f: half(dr.f), draw: half(dr.draw), discard: half(dr.discard) };
      drinkEffect(t, h, d, p);
      drinkEffect(t, { ...h, drinker: w }, d, p);
      return;
    }
    case 'passDrink': {
      const dr = targetDrink(parent, c);
      const w = c.targets[0];
      if (!dr || typeof w !== 'number' || dr.ignored) return;
      drinkEffect(t, dr, d, -p);
      drinkEffect(t, { ...dr, drinker: w }, d, p);
      return;
    }
    case 'redirect': {
      const w = c.targets[0];
      if (parent.kind !== 'floss' || typeof w !== 'number') return;
      for (const e of parent.entries) {
        if (e.seat !== c.player) continue;
        loseF(t, d, c.player, e.n, -p);
        loseF(t, d, w, e.n, p);
      }
      return;
    }
    case 'reduceLoss': {
      if (parent.kind !== 'floss') return;
      let left = op.n;
      for (const e of parent.entries) {
        if (e.seat !== c.player || left <= 0) continue;
        const cut = Math.min(e.n, left);
        left -= cut;
        d.F[c.player]! += cut * p;
        if (cut === e.n) d.AC[c.player]! += hardKnocks(t, c.player) * p;
      }
      return;
    }
    case 'innPays':
      if (parent.kind === 'pay' && parent.payer === c.player && !parent.innPays) {
        const n = Math.min(parent.n, t.seats[c.player]!.G);
        d.G[c.player]! += n * p;
        if (typeof parent.to === 'number') d.G[parent.to]! += (parent.n - n) * p;
      }
      if (parent.kind === 'ante' && parent.seat === c.player && !parent.innPays) d.G[c.player]! += Math.min(1, t.seats[c.player]!.G) * p;
      return;
    default:
      return;
  }
}

/** The item under a card on the stack (the one it answers). */
export function parentOf(t: TavernState, it: CardItem): Item | undefined {
  if (it.on === null) return undefined;
  return t.stack.find((x) => x.uid === it.on);
}

function cardOps(t: TavernState, it: CardItem): readonly Op[] {
  if (it.pet) return isCardKey(it.def) ? (cardDef(it.def).companion?.effects ?? []) : [];
  if (it.collect) {
    const { count, choice } = it.collect;
    const m = mechanic(t.seats[it.player]!.char, 'ious');
    if (choice === 'G') return [{ op: 'pay', who: 'target', to: 'you', n: (m?.goldPer ?? 1) * count }];
    if (choice === 'F') return [{ op: 'F', who: 'target', n: -(m?.fortitudePer ?? 2) * count }];
    return [];
  }
  if (!it.def || !isCardKey(it.def)) return [];
  return cardDef(it.def).modes[it.mode]!.effects;
}

/** What one stack item will still do if it resolves (a card from its next op). */
export function itemEffect(t: TavernState, it: Item): Delta {
  const d = zero(t.seats.length);
  switch (it.kind) {
    case 'card':
      opsEffect(t, it, cardOps(t, it), it.stage === 'resolve' || it.stage === 'choose' ? it.pc : Infinity, parentOf(t, it), d);
      break;
    case 'drink':
      if (!it.reveal) for (const dr of it.drinks) drinkEffect(t, dr, d);
      break;
    case 'event':
      if (it.stage === 'window') eventEffect(t, it.event, it.ignoredBy, d);
      break;
    case 'floss':
      if (it.stage === 'before') for (const e of it.entries) if (t.seats[e.seat]?.alive) loseF(t, d, e.seat, e.n);
      break;
    case 'pay':
      if (t.seats[it.payer]?.alive) {
        const n = Math.min(it.n, it.innPays ? it.n : t.seats[it.payer]!.G);
        if (!it.innPays) d.G[it.payer]! -= n;
        if (typeof it.to === 'number') d.G[it.to]! += n;
      }
      break;
    case 'ante':
      if (!it.innPays && t.round?.in.includes(it.seat)) d.G[it.seat]! -= Math.min(1, t.seats[it.seat]!.G);
      break;
    case 'pot':
      if (typeof it.to === 'number') d.G[it.to]! += t.pot;
      break;
    default:
      break;
  }
  return d;
}

function eventEffect(t: TavernState, ev: string, ignoredBy: Seat[], d: Delta): void {
  t.seats.forEach((st, i) => {
    if (!st.alive || ignoredBy.includes(i)) return;
    if (ev === 'brawl') loseF(t, d, i, 1);
    else if (ev === 'innkeeper') d.AC[i]! += AVG_DRINK_AC + 0.3;
    else if (ev === 'bottoms-up') d.AC[i]! += AVG_DRINK_AC + 0.3;
    else if (ev === 'dice') d.G[i]! -= 0.3;
    else if (ev === 'last-call') d.AC[i]! -= Math.min(1, st.AC);
    else if (ev === 'tab') d.G[i]! -= Math.min(1, st.G);
  });
}

/** What the whole stack will do if nobody answers anything more. */
export function pending(t: TavernState): Delta {
  const d = zero(t.seats.length);
  for (const it of t.stack) addInto(d, itemEffect(t, it));
  return d;
}

/** What a play would add, answering the top of the stack (a response) or on its own (an Action, an Anytime). */
export function playEffect(t: TavernState, me: Seat, a: PlayAction): Delta {
  const key = t.defs[a.card];
  if (!key) return zero(t.seats.length);
  return modeEffect(t, me, key, a.mode, a.targets, a.drink);
}

/** What a card's mode would do with these targets, played now by the seat. */
export function modeEffect(t: TavernState, me: Seat, key: string, m: number, targets: (Seat | 'deck')[], drink?: number): Delta {
  const d = zero(t.seats.length);
  const mode = cardDef(key).modes[m]!;
  const top = t.stack[t.stack.length - 1];
  const parent = mode.when.type === 'sometimes' || mode.when.type === 'anytime' ? top : undefined;
  let itsPlayer: Seat | null = null;
  if (parent && parent.kind === 'floss') itsPlayer = parent.src.player;
  const c: CardLike = { key, player: me, targets, ignoredBy: [], itsPlayer, ...(drink !== undefined ? { drink } : {}) };
  if (mode.cost) opsEffect(t, c, mode.cost, 0, undefined, d);
  opsEffect(t, c, mode.effects, 0, parent, d);
  return d;
}

/** The known effect of a Drink card (for a seat that saw it). */
export function drinkCardAC(key: string): { ac: number; good: boolean } {
  const d = drinkDef(key);
  if (d.kind === 'event') return { ac: AVG_DRINK_AC, good: false };
  const ac = d.ac + (d.chaser ? AVG_DRINK_AC : 0) - (d.f ?? 0);
  return { ac, good: ac <= 0 };
}
