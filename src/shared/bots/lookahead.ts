import { applyInPlace, gameDef, stepsOf } from '../engine/table';
import { isBettingRound } from '../stakes';
import type { Action, AnyState, Seat } from '../engine/types';
import { viewFor, type SeatView } from '../engine/view';
import { STYLES, valueLine, type Personality, type Style } from './betting';
import { botRng, mix } from './rand';
import { cheapPolicy, passive } from './rollout';
import { outcomeOf, shareOf, Worlds } from './search';

/**
 * Hard's betting: one step of lookahead with a model of each opponent. In every imagined world the bot
 * knows how the hand would end if everyone checked and called, and it asks how each opponent would see its
 * own chances there (a small determinization from that opponent's view of the world: what the opponent
 * knows, not what the bot imagined). An opponent modelled as a Normal bot calls a bet when its chances beat
 * the pot odds; a random bot folds a quarter of the time whatever it holds. Each candidate (fold, check or
 * call, raises of several sizes, all in) is then valued in chips over the worlds, weighted by how well each
 * world explains the opponents' betting so far.
 */
export interface LookaheadParams {
  /** At most this many worlds (fewer when the work runs out). */
  worlds: number;
  /** Playouts per opponent per world for the opponent's own estimate of its chances. */
  nested: number;
}

interface WorldRead {
  /** Weight of the world (how well it explains the opponents' bets). */
  w: number;
  /** The bot's share of the pot if everyone checks and calls to the end. */
  share: number;
  /** Chips the bot takes at the end of that passive line, minus what it calls now. */
  passiveNet: number;
  /** Each opponent's own estimate of its chances (NaN for seats not in or unable to act). */
  oppEq: number[];
}

/** An opponent's chance of winning as it would estimate it itself, from its view of this world. */
function opponentEquity(world: AnyState, seat: Seat, samples: number, seed: number, outer: Worlds): number {
  const view = viewFor(world, seat);
  const ws = new Worlds(view, seed);
  let share = 0;
  for (let j = 0; j < samples; j++) {
    const s = ws.world(j);
    ws.playOut(s, cheapPolicy, botRng(mix(seed, j)));
    share += shareOf(outcomeOf(s, seat), seat);
  }
  // Building the opponent's view and its imagined worlds costs about as much as a few engine actions.
  outer.work += ws.work + 20;
  return share / samples;
}

function styleOf(view: SeatView, seat: Seat): Style {
  return STYLES[(view.seats[seat]?.personality ?? 'cautious') as Personality];
}

/** The chance that `seat` calls a bet of `toCall` into `pot`, given its own estimate. */
function callChance(view: SeatView, seat: Seat, eq: number, toCall: number, pot: number): number {
  if (view.seats[seat]?.level === 'random') return 0.75;
  const odds = toCall / (pot + toCall);
  const margin = styleOf(view, seat).callMargin;
  // A soft threshold: people and bots near the line go either way, and a Normal bot's own estimate is off
  // by about 0.08 (40 playouts).
  const x = (eq - odds - margin) / 0.08;
  return 1 / (1 + Math.exp(-x));
}

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/**
 * The chance that `seat` raises back over a bet, given its own estimate: a Normal bot raises with a strong
 * hand (and now and then as a bluff). Random bots are left to `callChance`'s model.
 */
function raiseChance(view: SeatView, seat: Seat, eq: number): number {
  if (view.seats[seat]?.level === 'random') return 0;
  const style = styleOf(view, seat);
  const bluff = style.bluff / 6;
  const p = bluff + (1 - bluff) * sigmoid((eq - valueLine(view, style)) / 0.06);
  // A Normal bot that has already put chips in this round raises again only with a very strong hand.
  return view.roundBet[seat]! > 0 ? p * sigmoid((eq - 0.85) / 0.04) : p;
}

/** Betting Rounds left in the Order of Play after the current step (a looping game counts its list once). */
function bettingRoundsAfter(view: SeatView): number {
  const steps = stepsOf(gameDef(view.game), view.variants);
  return steps.slice(view.step.index + 1).filter(isBettingRound).length;
}

/** The betting actions each seat took this game, as the log tells them. */
export function betsSeen(view: SeatView): string[][] {
  const out: string[][] = view.stacks.map(() => []);
  for (const e of view.log) if (e.t === 'bet' && typeof e.seat === 'number' && typeof e.kind === 'string') out[e.seat]!.push(e.kind);
  return out;
}

/**
 * How likely a seat's betting this game is if its own estimate of its chances is `eq`, under the model of a
 * Normal bot of its personality (a bet with a good hand, now and then a bluff; a call above the odds). Random
 * bots' bets say nothing; a person's are read with less confidence.
 */
function betLikelihood(view: SeatView, seat: Seat, eq: number, kinds: readonly string[]): number {
  const cfg = view.seats[seat];
  if (kinds.length === 0 || cfg?.level === 'random') return 1;
  const style = styleOf(view, seat);
  const pRaise = style.bluff + (1 - style.bluff) * sigmoid((eq - valueLine(view, style)) / 0.06);
  let l = 1;
  for (const k of kinds) {
    if (k === 'raise' || k === 'all-in') l *= pRaise;
    else if (k === 'check') l *= 1 - pRaise;
    else if (k === 'call') l *= (1 - pRaise) * sigmoid((eq - 0.3 - style.callMargin) / 0.08);
    l = Math.max(l, 1e-6);
  }
  return cfg?.kind === 'human' ? Math.sqrt(l) : l;
}

export function lookaheadBet(worlds: Worlds, p: LookaheadParams, work: number, personality: Personality): Action {
  const view = worlds.view;
  const b = view.betting!;
  const me = view.seat;
  const first = passive(view.legal);
  if (!first) return view.legal[0]!;
  const active = view.stacks.map((_, i) => view.inGame[i]! && !view.folded[i]!);
  const others = active.map((x, i) => (x && i !== me ? i : -1)).filter((i) => i >= 0);
  // Only seats with chips left can answer a bet; all-in seats still tell something by how they got there.
  const opponents = others.filter((i) => view.stacks[i]! > 0);
  const seen = betsSeen(view);
  const pot = view.contrib.reduce((a, x) => a + x, 0) + view.carry;
  // Seats already all in cannot answer a bet: they stay in the showdown.
  const stuck = others.some((i) => view.stacks[i] === 0);

  const reads: WorldRead[] = [];
  const start = worlds.work;
  for (let i = 0; i < p.worlds && (i < 6 || worlds.work - start < work); i++) {
    const s = worlds.world(i);
    const base = worlds.world(i);
    try {
      // The passive line: everyone checks and calls to the end.
      applyInPlace(s, me, first);
    } catch {
      continue;
    }
    worlds.playOut(s, cheapPolicy, botRng(mix(worlds.seed ^ 0x2545f491, i)));
    const o = outcomeOf(s, me);
    let w = worlds.weight(i);
    const oppEq = view.stacks.map(() => NaN);
    for (const seat of others) {
      oppEq[seat] = opponentEquity(base, seat, p.nested, mix(worlds.seed, 1000 + i * 16 + seat), worlds);
      w *= betLikelihood(view, seat, oppEq[seat]!, seen[seat]!);
    }
    reads.push({ w, share: shareOf(o, me), passiveNet: o.payouts[me]! - b.toCall, oppEq });
  }
  if (reads.length === 0) return first;
  const wsum = reads.reduce((a, r) => a + r.w, 0);
  const mean = (f: (r: WorldRead) => number) => reads.reduce((a, r) => a + r.w * f(r), 0) / wsum;

  const options: { action: Action; ev: number }[] = [];
  // Behind with Betting Rounds still to come, a call buys less than its share of the pot: the player ahead
  // bets again and the one behind often has to let it go (equity it does not realize).
  const later = bettingRoundsAfter(view);
  const realized = (share: number) => (share < 0.5 ? Math.max(0.6, 1 - 0.1 * later) : 1);
  options.push({ action: first, ev: mean((r) => (r.passiveNet + b.toCall) * realized(r.share) - b.toCall) });
  if (!b.canCheck) options.push({ action: { t: 'fold' }, ev: 0 });
  if (b.canRaise) {
    const mine = view.roundBet[me]!;
    const sizes = new Set<number>();
    for (const f of [0, 0.33, 0.5, 0.75, 1, 1.5]) {
      const want = f === 0 ? b.minRaiseTo : b.currentBet + Math.round((pot + b.toCall) * f);
      sizes.add(Math.max(b.minRaiseTo, Math.min(want, b.maxRaiseTo)));
    }
    // All in only when the stack is small beside the pot, or the hand is very strong: a model of the others
    // that is a little wrong should not cost the whole stack on a coin flip.
    const share = mean((r) => r.share);
    if (b.maxRaiseTo - mine <= 1.5 * (pot + b.toCall) || share >= 0.8) sizes.add(b.maxRaiseTo);
    for (const to of sizes) {
      const put = to - mine;
      // A raise war or a big share of the stack wants a clearly better hand: the model of the others is only
      // a model, and a coin flip for the stack is not worth its small edge.
      const committed = view.contrib[me]! + put;
      if (b.toCall > 0 && share < 0.62) continue;
      if (committed > 0.3 * (view.stacks[me]! + view.contrib[me]!) && share < 0.62) continue;
      // Each world's value without a re-raise, and the chips at stake if an opponent raises back: then the
      // bot folds or calls, whichever is worth more over all the worlds where that happens (it cannot know
      // which world it is in).
      let plain = 0;
      let reraisedFold = 0;
      let reraisedCall = 0;
      // What the opponents put in to match this bet before raising back over it.
      const matched = opponents.length ? Math.min(to - Math.min(...opponents.map((s) => view.roundBet[s]!)), b.stack) : 0;
      for (const r of reads) {
        // Each opponent raises back, calls or folds; all folding gives the bot the pot as it stands.
        let allFold = 1;
        let none = 1;
        let called = 0;
        let back = 0;
        let backAmount = 0;
        for (const seat of opponents) {
          const need = Math.min(to - view.roundBet[seat]!, view.stacks[seat]!);
          const q = view.stacks[seat]! > need ? raiseChance(view, seat, r.oppEq[seat]!) : 0;
          const c = (1 - q) * callChance(view, seat, r.oppEq[seat]!, need, pot + put);
          allFold *= 1 - q - c;
          none *= 1 - q;
          called += c * need;
          if (q > 0) {
            back += q;
            // A Normal bot raises by its style's share of the pot, more with a stronger hand.
            backAmount += q * Math.min(view.stacks[seat]! - need, b.stack - put, Math.max(1, Math.round((pot + put + need) * styleOf(view, seat).size)));
          }
        }
        const foldWin = stuck ? r.share * (pot + put) - put : pot;
        const share = r.share * realized(r.share);
        plain += r.w * (allFold * foldWin + share * ((pot + put) * (none - allFold) + called) - put * (none - allFold));
        const pBack = 1 - none;
        if (pBack > 0) {
          const more = back > 0 ? backAmount / back : 0;
          reraisedFold += r.w * pBack * -put;
          reraisedCall += r.w * pBack * (share * (pot + put + matched + 2 * more) - put - more);
        }
      }
      const ev = (plain + Math.max(reraisedFold, reraisedCall)) / wsum;
      // Between bets worth the same, the smaller risks less against a model that may be wrong.
      const risk = (personality === 'cautious' ? 0.03 : 0.01) * put;
      options.push({ action: to >= b.maxRaiseTo ? { t: 'all-in' } : { t: 'raise', to }, ev: ev - risk });
    }
  }
  // Personality tilts close calls: the cautious prefer not to put chips in, bluffers like to bet.
  const tilt = (a: Action): number => {
    const big = Math.max(1, pot) * 0.05;
    if (a.t === 'raise' || a.t === 'all-in') return personality === 'bluffer' ? big : personality === 'cautious' ? -big : 0;
    if (a.t === 'call') return personality === 'loose' ? big : 0;
    return 0;
  };
  options.sort((x, y) => y.ev + tilt(y.action) - (x.ev + tilt(x.action)));
  const best = options[0]!.action;
  return view.legal.some((a) => a.t === best.t) ? best : first;
}
