import type { TavernView } from '../../../shared/host/machines/tavern';
import type { Seat, TAction } from '../../../shared/tavern/types';

/**
 * Plates as target pickers (issue 24.5, VARIANTS.md §12 "target pickers light only legal seats"): when the
 * decision on screen asks for a player (or a team's member), each seat one of the view's legal actions names
 * alone lights up on the table and a click, Enter or the pad's A on it takes that action. Nothing here decides
 * a rule: the seats and their actions come from the legal list as it is (the options' list in the dock stays).
 *
 * `acts`: the actions the screen offers now (a picked card's actions, else the decision's buttons). A seat is
 * lit only when exactly one of them names it (two modes aimed at one player stay the list's to tell apart).
 */
export function plateTargets(v: TavernView, acts: readonly TAction[]): Map<Seat, TAction> {
  const seen = new Map<Seat, TAction | null>();
  for (const a of acts) {
    const s = seatOf(v, a);
    if (s === null) continue;
    seen.set(s, seen.has(s) ? null : a);
  }
  const out = new Map<Seat, TAction>();
  for (const [s, a] of seen) if (a !== null) out.set(s, a);
  return out;
}

/** The one seat an action is aimed at, or null (no seat, several, or the Drink Deck). */
function seatOf(v: TavernView, a: TAction): Seat | null {
  switch (a.t) {
    case 'order':
      return a.to;
    case 'play':
      return a.targets.length === 1 && typeof a.targets[0] === 'number' ? a.targets[0] : null;
    case 'choose': {
      // The choices whose pick is a seat: a Champion (a team member) and the player a Mead is split with.
      const what = v.pending?.what;
      if ((what !== 'champion' && what !== 'mead-split') || !/^\d+$/.test(a.pick)) return null;
      const s = Number(a.pick);
      return s < v.seats.length ? s : null;
    }
    default:
      return null;
  }
}
