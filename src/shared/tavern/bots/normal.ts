import type { Rng } from '../../rng';
import type { CardDef, Mode, Op } from '../cards';
import { amountFor } from '../cards';
import { cardDef } from '../content/catalog';
import type { PlayAction, Seat, TAction } from '../types';
import type { ItemView, TavernView } from '../view';

/**
 * The Normal tavern bot: a few rules of thumb over a seat's view only (never the state). It saves itself
 * from passing out or going broke with the cheapest card that does it, Ignores big Drinks, hits and spikes
 * the weakest opponent, keeps one Negate back, gambles with a strong hand and takes control back when it is
 * about to lose the pot.
 *
 * A bot is `(view, legal, rng) -> action`; `legal` is the view's own legal list.
 */
export type TavernBot = (view: TavernView, legal: TAction[], rng: Rng) => TAction;

type Me = TavernView['seats'][number];

const plays = (legal: TAction[]): PlayAction[] => legal.filter((a): a is PlayAction => a.t === 'play');
const defOf = (v: TavernView, a: PlayAction): CardDef => cardDef(v.cards[a.card]!);
const modeOf = (v: TavernView, a: PlayAction): Mode => defOf(v, a).modes[a.mode]!;
const ops = (v: TavernView, a: PlayAction): Op[] => modeOf(v, a).effects;
const has = (v: TavernView, a: PlayAction, op: Op['op']) => ops(v, a).some((o) => o.op === op);

/** How close a seat is to passing out (smaller is weaker). */
const margin = (st: Me) => st.F - st.AC;

function opponents(v: TavernView): Seat[] {
  return v.seats.flatMap((st, i) => (st.alive && i !== v.seat ? [i] : []));
}

function weakest(v: TavernView, among: Seat[] = opponents(v)): Seat | undefined {
  return [...among].sort((a, b) => margin(v.seats[a]!) - margin(v.seats[b]!) || v.seats[a]!.G - v.seats[b]!.G)[0];
}

function countRole(v: TavernView, role: string): number {
  return v.hand.filter((c) => cardDef(v.cards[c]!).role === role).length;
}

/** The cheapest play (by how many cards of its kind we hold: spend the common ones first). */
function cheapest(v: TavernView, options: PlayAction[]): PlayAction | undefined {
  const score = (a: PlayAction) => {
    const d = defOf(v, a);
    if (d.role === 'counter') return 10; // keep Negates for last
    if (d.types.includes('prize')) return 5;
    return 1 + ops(v, a).length;
  };
  return [...options].sort((a, b) => score(a) - score(b))[0];
}

function top(v: TavernView): ItemView | undefined {
  return v.stack[v.stack.length - 1];
}

/** Respond in a call or a sweep. */
function respond(v: TavernView, legal: TAction[]): TAction {
  const me = v.seats[v.seat]!;
  const ps = plays(legal);
  if (!ps.length) return { t: 'pass' };
  const it = top(v);
  const losing = me.AC >= me.F || me.G === 0;
  // Last chance, or any moment while losing: heal or sober up.
  if (losing || it?.kind === 'lastchance') {
    const save = ps.filter((a) =>
      ops(v, a).some((o) => (o.op === 'F' && o.who === 'you' && amountFor(o.n, 3) > 0) || (o.op === 'AC' && o.who === 'you' && amountFor(o.n, 3) < 0)),
    );
    if (save.length && me.AC >= me.F) return cheapest(v, save)!;
  }
  if (!it) return { t: 'pass' };
  switch (it.kind) {
    case 'drink': {
      const drinks = it.drinks as { drinker: Seat; ac: number; f: number; ignored: boolean }[];
      const mine = drinks.findIndex((d) => d.drinker === v.seat && !d.ignored);
      if (mine >= 0) {
        const d = drinks[mine]!;
        const danger = me.AC + d.ac >= me.F - 1;
        if (danger || d.ac >= 3) {
          const fix = ps.filter(
            (a) => a.drink === mine && (has(v, a, 'ignore') || has(v, a, 'passDrink') || has(v, a, 'split') || ops(v, a).some((o) => o.op === 'drinkAC' && o.n < 0)),
          );
          const pick = cheapest(v, fix.filter((a) => !has(v, a, 'passDrink') || a.targets[0] === weakest(v)) ) ?? cheapest(v, fix);
          if (pick) return pick;
        }
        return { t: 'pass' };
      }
      // Someone else's Drink: spike the weakest opponent's when it could finish them.
      const w = weakest(v);
      const target = drinks.findIndex((d) => d.drinker === w && !d.ignored);
      if (w !== undefined && target >= 0) {
        const ws = v.seats[w]!;
        if (ws.AC + drinks[target]!.ac + 2 >= ws.F) {
          const spike = ps.find((a) => a.drink === target && ops(v, a).some((o) => o.op === 'drinkAC' && o.n > 0));
          if (spike) return spike;
        }
      }
      return { t: 'pass' };
    }
    case 'card': {
      const player = it.player as Seat;
      // A card about to hurt me: Ignore it if it matters.
      const ignore = ps.filter((a) => has(v, a, 'ignore') && !has(v, a, 'drinkAC'));
      if (player !== v.seat && ignore.length && ((it.targets as unknown[]).includes(v.seat) || me.F - me.AC <= 4)) return cheapest(v, ignore)!;
      // A Sometimes card saving an opponent close to passing out: Negate it, keeping one Negate back.
      const negate = ps.filter((a) => has(v, a, 'negate'));
      if (negate.length && player !== v.seat) {
        const ps2 = v.seats[player]!;
        const spare = countRole(v, 'counter') >= 2 || defOf(v, negate[0]!).role !== 'counter';
        const cheating = it.type === 'cheating' && v.round?.in.includes(v.seat);
        if ((spare && margin(ps2) <= 4) || cheating || (it.itsPlayer === v.seat && me.F - me.AC <= 4)) return cheapest(v, negate)!;
      }
      return { t: 'pass' };
    }
    case 'floss': {
      if (it.stage === 'before') {
        const mineLoss = (it.entries as { seat: Seat; n: number }[]).filter((e) => e.seat === v.seat).reduce((t, e) => t + e.n, 0);
        if (mineLoss > 0 && (me.F - mineLoss <= me.AC + 2 || mineLoss >= 3)) {
          const redirect = ps.find((a) => has(v, a, 'redirect') && a.targets[0] === weakest(v));
          const cut = ps.find((a) => has(v, a, 'reduceLoss'));
          if (redirect ?? cut) return (redirect ?? cut)!;
        }
        return { t: 'pass' };
      }
      // After a loss: hit back whenever we can.
      const back = ps.find((a) => ops(v, a).some((o) => 'who' in o && o.who === 'its-player'));
      return back ?? { t: 'pass' };
    }
    case 'pay':
    case 'ante': {
      const n = (it.n as number | undefined) ?? 1;
      if (me.G - n <= 0) {
        const inn = ps.find((a) => has(v, a, 'innPays'));
        if (inn) return inn;
      }
      if (it.kind === 'ante' && me.G <= 2) {
        const leave = ps.find((a) => has(v, a, 'leave'));
        if (leave) return leave;
      }
      return { t: 'pass' };
    }
    case 'pot': {
      const grab = ps.find((a) => has(v, a, 'takePot'));
      return grab && v.pot >= 2 ? grab : { t: 'pass' };
    }
    case 'checkpoint': {
      // Heal when the margin is thin.
      if (margin(me) <= 5) {
        const heal = ps.filter((a) => ops(v, a).some((o) => (o.op === 'F' && o.who === 'you') || (o.op === 'AC' && o.who === 'you' && amountFor(o.n, 3) < 0)));
        if (heal.length) return cheapest(v, heal)!;
      }
      const prize = ps.find((a) => defOf(v, a).types.includes('prize'));
      return prize ?? { t: 'pass' };
    }
    default:
      return { t: 'pass' };
  }
}

/** How much an Action play is worth to us now. */
function actionValue(v: TavernView, a: PlayAction): number {
  const me = v.seats[v.seat]!;
  let value = 0;
  const targetMargin = typeof a.targets[0] === 'number' ? margin(v.seats[a.targets[0]]!) : 99;
  for (const o of ops(v, a)) {
    const n = 'n' in o && typeof o.n !== 'undefined' ? amountFor(o.n as number | [number, number, number], 3) : 0;
    switch (o.op) {
      case 'F':
        if (o.who === 'you') value += n > 0 ? (margin(me) < 8 ? n * 2 : n * 0.5) : n * 1.2;
        else value += -n * (o.who === 'each-other' ? opponents(v).length * 0.8 : 1) * (targetMargin < 6 ? 1.6 : 1);
        break;
      case 'AC':
        if (o.who === 'you') value += -n * (margin(me) < 8 ? 2 : 0.5);
        else if (o.who === 'target' && a.targets[0] === v.seat) value += n > 0 ? -n : n < 0 ? -n : 0;
        else value += n * (o.who === 'each-other' ? opponents(v).length * 0.7 : 1) * (targetMargin < 6 ? 1.5 : 1);
        break;
      case 'pay':
        value += o.to === 'you' ? o.n * (o.who === 'each-other' ? opponents(v).length : 1) * 1.2 : 0.6;
        break;
      case 'startRound': {
        const gamblers = v.hand.filter((c) => cardDef(v.cards[c]!).modes.some((m) => m.when.type === 'gambling' || m.when.type === 'cheating')).length;
        value += gamblers >= 3 ? 3 : gamblers >= 2 && me.G > 3 ? 1 : -1;
        break;
      }
      case 'orderExtra':
        value += 1.5 * o.n;
        break;
      case 'drinkFromDeck':
        value += 1.7 * (targetMargin < 6 ? 1.5 : 1);
        break;
      case 'iou':
        value += 0.8;
        break;
      case 'collect':
        value += 1.5;
        break;
      case 'sniff':
        value += 0.3;
        break;
      default:
        break;
    }
  }
  return value;
}

function chooseAction(v: TavernView, legal: TAction[]): TAction {
  let best: TAction = { t: 'pass' };
  let bestValue = 0.5;
  for (const a of plays(legal)) {
    // Prefer the weakest opponent as the target.
    const t = a.targets[0];
    const w = weakest(v);
    const bonus = typeof t === 'number' && t === w ? 0.4 : 0;
    const val = actionValue(v, a) + bonus;
    if (val > bestValue) {
      bestValue = val;
      best = a;
    }
  }
  return best;
}

function roundTurn(v: TavernView, legal: TAction[]): TAction {
  const r = v.round!;
  const ps = plays(legal);
  if (r.controller === v.seat || !ps.length) return { t: 'pass' };
  // Would the controller win if we pass? Everyone else in has passed: take control back now.
  const others = r.in.filter((x) => x !== r.controller && x !== v.seat);
  const last = others.every((x) => r.passed.includes(x));
  const strong = ps.length >= 2 || v.pot >= 4;
  if (!last && !strong) return { t: 'pass' };
  // Spend plain Gambling cards first, then Cheating; a force-out when only two remain.
  const rank = (a: PlayAction) => {
    const d = defOf(v, a);
    const m = modeOf(v, a);
    if (has(v, a, 'forceOut')) return r.in.length === 2 ? 0 : 4;
    if (d.role === 'winning-hand') return last ? 1 : 5;
    if (has(v, a, 'anteAll')) return v.seats[v.seat]!.G > 3 ? 2 : 6;
    return m.when.type === 'gambling' ? 1 : 3;
  };
  return [...ps].sort((a, b) => rank(a) - rank(b))[0]!;
}

function choose(v: TavernView, legal: TAction[], rng: Rng): TAction {
  const p = v.pending!;
  const me = v.seats[v.seat]!;
  const pick = (x: string): TAction => ({ t: 'choose', pick: x });
  switch (p.what) {
    case 'collect':
      return pick(me.G > 3 || margin(me) <= 6 ? 'G' : 'F');
    case 'reroll': {
      const it = top(v);
      return pick(typeof it?.roll === 'number' && it.roll <= 2 && me.G > 3 ? 'reroll' : 'keep');
    }
    case 'mead-split': {
      const w = weakest(v);
      return pick(w !== undefined ? String(w) : 'none');
    }
    case 'connoisseur': {
      const k = v.known.find((x) => x.where === 'deck' && x.depth === 0);
      if (!k) return pick('keep');
      const d = v.cards[k.card]!;
      return pick(/nettle|broth|porter|small-beer\b/.test(d) ? 'bottom' : 'keep');
    }
    default:
      return legal[rng.int(0, legal.length - 1)]!;
  }
}

export const normalBot: TavernBot = (view, legal, rng) => {
  const p = view.pending;
  if (!p || !legal.length) throw new Error('normalBot: nothing to decide');
  switch (p.k) {
    case 'call':
    case 'sweep':
      return respond(view, legal);
    case 'discard': {
      // Throw away Gambling cards when holding many and no starter; otherwise just draw.
      return { t: 'draw' };
    }
    case 'action':
      return chooseAction(view, legal);
    case 'order': {
      const w = weakest(view);
      return legal.find((a) => a.t === 'order' && a.to === w) ?? legal[0]!;
    }
    case 'round-turn':
      return roundTurn(view, legal);
    case 'choose':
      return choose(view, legal, rng);
    case 'game':
    case 'hosted':
    case 'special':
      // Appendix B's decisions are made in appendix-b.ts (decideFor hands them there first).
      return legal[0]!;
  }
};
