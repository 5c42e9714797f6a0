import type { Seat, TEvent } from '../../../../shared/tavern/types';

/**
 * The pure parts of the tavern's animation plans: which drink reveal continues a Chaser chain, what a
 * Round shows between two views (who passed, whether a Prize joined the pot), and how IOU tokens move. No
 * Pixi here, so each can be tested alone; the animators and the scene only draw what these say.
 */

/** The last Drink revealed, as the chain remembers it. */
export interface Revealed {
  seat: Seat;
  source: 'pile' | 'deck';
  /** The revealed card was a Drink with a Chaser: the next reveal from the same source belongs to it. */
  chaser: boolean;
}

/**
 * Whether a reveal is the Chaser of the one before (TAVERN.md §2.3: "reveal the next card from the same
 * source"): same drinker, same source, and the one before had a Chaser. An Event revealed this way is
 * still linked (it is what stopped the chain).
 */
export function continuesChain(prev: Revealed | null, e: Extract<TEvent, { t: 'drinkRevealed' }>): boolean {
  return !!prev && prev.chaser && prev.seat === e.seat && prev.source === e.source;
}

/** Which reveals of a batch are Chasers of the reveal before them (`isChaser` reads the card data). */
export function chaserLinks(events: readonly TEvent[], isChaser: (def: string) => boolean): boolean[] {
  let prev: Revealed | null = null;
  return events.map((e) => {
    if (e.t !== 'drinkRevealed') {
      // A Drink is wholly revealed before anything answers it: anything but a reveal or a refill of the
      // Drink Deck (which may happen mid-chain) ends the chain.
      if (e.t !== 'reshuffled' && e.t !== 'refill' && e.t !== 'goldMoved' && e.t !== 'drinkDiscarded') prev = null;
      return false;
    }
    const linked = continuesChain(prev, e);
    prev = { seat: e.seat, source: e.source, chaser: isChaser(e.def) };
    return linked;
  });
}

/** What the base Round shows of itself: enough to draw control and who is in, mid-batch. */
export interface RoundShown {
  starter: Seat;
  controller: Seat | null;
  in: Seat[];
  passed: Seat[];
  prize: string | null;
  /** An Appendix B Round: the gambling game decides, nobody "controls" it (no token). */
  hosted: boolean;
}

/** The Round as a view holds it (a RoundView has more; only these are read). */
type RoundLike = { starter: Seat; controller: Seat | null; in: readonly Seat[]; passed: readonly Seat[]; prize: string | null; kind?: 'base' | 'hosted' } | null | undefined;

export function roundShown(r: RoundLike): RoundShown | null {
  return r ? { starter: r.starter, controller: r.controller, in: [...r.in], passed: [...r.passed], prize: r.prize, hosted: r.kind === 'hosted' } : null;
}

/** The Round model after one event (null: no Round). Events that do not touch the Round leave it as it is. */
export function roundAfter(r: RoundShown | null, e: TEvent): RoundShown | null {
  switch (e.t) {
    case 'roundStarted':
      return { starter: e.starter, controller: e.in.includes(e.starter) ? e.starter : null, in: [...e.in], passed: [], prize: null, hosted: false };
    case 'gameChosen':
      return r ? { ...r, hosted: e.choice !== null } : r;
    case 'control':
      return r ? { ...r, controller: e.seat, passed: [] } : r;
    case 'roundPassed':
      return r && !r.passed.includes(e.seat) ? { ...r, passed: [...r.passed, e.seat] } : r;
    case 'leftRound':
      return r ? { ...r, in: r.in.filter((x) => x !== e.seat), passed: r.passed.filter((x) => x !== e.seat), controller: r.controller === e.seat ? null : r.controller } : r;
    case 'roundEnded':
      return null;
    default:
      return r;
  }
}

/** The Prize that joined the pot between two views (the Inn's Prize goes in before the antes), or null. */
export function prizeJoined(before: RoundLike, after: RoundLike): string | null {
  const p = after?.prize ?? null;
  if (!p) return null;
  return before && before.prize === p && before.starter === after!.starter ? null : p;
}

/**
 * IOU tokens after an `iou` event. `debts[d][c]` is how many of creditor c's IOUs seat d holds. The engine
 * says `from` → `to`: a Vess giving an IOU (from the creditor to the debtor), or one coming back (from the
 * debtor to the creditor). A token comes back only when the giver holds some of the taker's.
 */
export function debtsAfter(debts: readonly (readonly number[])[], e: Extract<TEvent, { t: 'iou' }>): number[][] {
  const out = debts.map((row) => [...row]);
  const held = out[e.from]?.[e.to] ?? 0;
  if (held > 0) out[e.from]![e.to] = Math.max(0, held - e.n);
  else if (out[e.to]) out[e.to]![e.from] = (out[e.to]![e.from] ?? 0) + e.n;
  return out;
}
