import { CARDS, DRAGON_IDS, isDragon, type CardId } from '../../cards/card';
import type { Action } from '../../engine/types';
import { cardsIn } from '../../engine/zones';
import { COLORS, coinsOn, type Hordes, type HordeRank, type DragonColor } from '../../games/dragon-hordes/hordes';
import { colorPoints } from '../../games/three-kingdoms/scoring';
import type { GameHints } from './types';
import { best, discardWorst, handOf } from './common';

/** Cheap playout policies of the Medium games. */

export const threeKingdomsHints: GameHints = {
  rollout(s, seat, legal) {
    const pts = colorPoints(cardsIn(s, 'war'));
    // A Dragon in hand adds a point to each card of its color: worth keeping.
    return discardWorst(legal, handOf(s, seat), (id) => (isDragon(id) ? 2 : pts[CARDS[id]!.color as 'r' | 'g' | 'b'] ?? 0), 1);
  },
};

export const delveHints: GameHints = {
  // A Rogue only defeats a 5 or a 6: the first to go.
  rollout: (s, seat, legal) => discardWorst(legal, handOf(s, seat), (id) => (isDragon(id) ? 9 : 5 - CARDS[id]!.rank), 1),
};

export const dragonHuntHints: GameHints = {
  reserved: () => [{ zone: 'hunt', ids: [...DRAGON_IDS] }],
  rollout(s, seat, legal) {
    const hunted = cardsIn(s, 'dragon')[0];
    const falseAlarm = cardsIn(s, 'false-alarm')[0];
    const color = (id: CardId) => CARDS[id]!.color;
    const hand = handOf(s, seat);
    const held = [...hand, ...handOf(s, seat, 'scouts')];
    // Keep one card of each rank, the hunted color first; a second card of a rank is worth little.
    const colorPts = (id: CardId): number => {
      if (hunted !== undefined) return color(id) === color(hunted) ? 1 : 0;
      return falseAlarm !== undefined && color(id) === color(falseAlarm) ? 0 : 0.4;
    };
    const value = (id: CardId): number => {
      const same = held.filter((x) => CARDS[x]!.rank === CARDS[id]!.rank);
      const kept = [...same].sort((a, b) => colorPts(b) - colorPts(a) || a - b)[0];
      return (kept === id ? 3 : 0) + colorPts(id);
    };
    if (legal[0]?.t === 'scout') return best(legal, (a) => (a.cards as CardId[]).reduce((t, id) => t + value(id), 0));
    return discardWorst(legal, hand, value, 1);
  },
};

/** How often the next card shows each color and rank, for a deck of the standard 90. */
const P_COLOR = 1 / 3;
const P_RANK = (r: number) => r / 15;

/** Expected coins a prediction wins, less the coins it risks (the book's half-right rule included). */
export function predictionValue(h: Hordes, a: Action): number {
  if (a.t !== 'predict') return 0;
  const c = a.color as DragonColor | undefined;
  const r = a.rank as HordeRank | undefined;
  if (c && r) {
    const both = P_COLOR * P_RANK(r);
    const onlyC = P_COLOR - both;
    const onlyR = P_RANK(r) - both;
    const neither = 1 - both - onlyC - onlyR;
    return both * (coinsOn(h, c) + coinsOn(h, r)) + onlyC * Math.floor(coinsOn(h, c) / 2) + onlyR * Math.floor(coinsOn(h, r) / 2) - 2 * neither;
  }
  const p = c ? P_COLOR : P_RANK(r!);
  const pile = c ? coinsOn(h, c) : coinsOn(h, r!);
  return p * pile - (1 - p);
}

export const dragonHordesHints: GameHints = {
  horizon: 60,
  rollout(s, _seat, legal) {
    const h = (s.g as { hordes: Hordes }).hordes;
    if (legal.some((a) => a.t === 'predict' || a.t === 'pass')) {
      const top = best(legal, (a) => (a.t === 'pass' ? 0 : predictionValue(h, a)));
      return top;
    }
    if (legal.some((a) => a.t === 'place')) return best(legal, (a) => -coinsOn(h, a.color as DragonColor) + COLORS.indexOf(a.color as DragonColor) * 0.01);
    return legal.find((a) => a.t === 'roll');
  },
};
