import { CARDS, isDragon, type CardId } from '../../cards/card';
import type { GameHints } from './types';
import { cardPoints } from '../../games/kings-council/scoring';
import { pointsOf } from '../../games/threes/scoring';
import { ROGUE, roguesShowing } from '../../games/doublerogue/scoring';
import type { Action, AnyState, Seat } from '../../engine/types';
import type { SeatView } from '../../engine/view';
import { best, discardWorst, handOf } from './common';

/** Cheap playout policies of the Simple games. */

const rank = (id: CardId): number => CARDS[id]!.rank;

export const roguesAndWarriorsHints: GameHints = {
  rollout(s, seat, legal) {
    // Show the weaker card, keep the stronger one hidden; swap a hidden Merchant or Rogue.
    if (legal[0]?.t === 'reveal') return best(legal, (a) => rank(a.card as CardId));
    const hidden = handOf(s, seat)[0] ?? handOf(s, seat, 'private')[0];
    if (hidden !== undefined && !isDragon(hidden) && rank(hidden) >= 4) {
      return legal.find((a) => a.t === 'exchange' && (a.zone === 'hand' || a.zone === 'private'));
    }
    return legal.find((a) => a.t === 'keep');
  },
};

/** A rerolled die scores about this much on average with sensible keeping. */
const THREES_REROLL = 2.2;

export const threesHints: GameHints = {
  rollout(s, seat, legal) {
    const roll = (s.g as { roll: number[][] }).roll[seat] ?? [];
    return best(legal, (a) => {
      const n = roll.filter((v) => v === a.value).length;
      return n * (THREES_REROLL - pointsOf(a.value as number)) + n * 0.01;
    });
  },
};

export const jackHints: GameHints = {
  // Every placed worker leaves the unassigned total; place the most it allows.
  rollout: (_s, _seat, legal) =>
    best(legal, (a) => {
      if (Array.isArray(a.dice)) return (a.dice as number[]).reduce((x, y) => x + y, 0);
      if (Array.isArray(a.cards)) return (a.cards as CardId[]).reduce((x, id) => x + rank(id), 0);
      return a.t === 'pass' ? 0 : -1;
    }),
};

export const kingsCouncilHints: GameHints = {
  rollout(s, seat, legal) {
    const king = s.zones.king?.cards[0];
    if (king === undefined || s.config.variants.includes('foreign-council')) return undefined;
    return discardWorst(legal, handOf(s, seat), (id) => cardPoints(king, id), 2);
  },
};

/**
 * Opponents who hit or folded with a Rogue already showing had, by all sensible play, no card left to Defend
 * with: they hold only Rogues. Returns those seats (random bots' choices say nothing).
 */
function onlyRoguesLeft(view: SeatView): Seat[] {
  const showing = view.stacks.map(() => 0);
  const out = new Set<Seat>();
  const rogue = (id: unknown) => typeof id === 'number' && CARDS[id]!.rank === ROGUE;
  for (const e of view.log) {
    const seat = e.seat as Seat | undefined;
    if ((e.t === 'dealt' || e.t === 'moved') && typeof (e.zone ?? e.to) === 'string' && String(e.zone ?? e.to).startsWith('up.')) {
      const owner = Number(String(e.zone ?? e.to).slice(3));
      showing[owner] += (e.cards ?? []).filter(rogue).length;
    }
    if (seat === undefined || seat === view.seat || view.seats[seat]?.level === 'random') continue;
    const before = showing[seat]! - (e.t === 'hit' ? (e.cards ?? []).filter(rogue).length : 0);
    if ((e.t === 'hit' || e.t === 'folded') && before >= 1) out.add(seat);
  }
  return [...out];
}

/**
 * The moves every sensible Doublerogue player makes: Hit while no Rogue shows (it cannot bust), else Defend
 * with the commonest card (the rarest card showing acts first). Undefined when only Hit or Fold is left.
 */
function doublerogueSafeMove(s: AnyState, seat: Seat, legal: Action[]): Action | undefined {
  const hit = legal.find((a) => a.t === 'hit');
  if (roguesShowing(handOf(s, seat, 'up')) === 0 && hit) return hit;
  return best(
    legal.filter((a) => a.t === 'defend'),
    (a) => rank(a.card as CardId),
  );
}

export const doublerogueHints: GameHints = {
  worldWeight(view, world) {
    let w = 1;
    for (const seat of onlyRoguesLeft(view)) {
      if (world.folded[seat]) continue;
      if (handOf(world, seat).some((id) => CARDS[id]!.rank !== ROGUE)) w *= 0.15;
    }
    return w;
  },
  rollout(s, seat, legal, rng) {
    const safe = doublerogueSafeMove(s, seat, legal);
    if (safe) return safe;
    // One Rogue showing and nothing to defend with: a hit busts about one time in three.
    const hit = legal.find((a) => a.t === 'hit');
    return hit && rng.next() < 0.6 ? hit : legal.find((a) => a.t === 'fold');
  },
  careful(s, seat, legal) {
    const safe = doublerogueSafeMove(s, seat, legal);
    if (safe) return safe;
    const hit = legal.find((a) => a.t === 'hit');
    const fold = legal.find((a) => a.t === 'fold');
    if (!hit) return fold;
    // Nothing to defend with: hit when the next card is unlikely to be a Rogue, and more readily when every
    // other player is one Rogue from busting too (they may well go first).
    const others = s.inGame.map((x, i) => (x && !s.folded[i] && i !== seat ? i : -1)).filter((i) => i >= 0);
    const allExposed = others.every((i) => roguesShowing(handOf(s, i, 'up')) >= 1);
    return rogueChance(s, seat) < (allExposed ? 0.4 : 0.25) ? hit : fold;
  },
};

/** The chance the next card is a Rogue, from what `seat` can see: face-up cards and its own hand. */
function rogueChance(s: AnyState, seat: Seat): number {
  let unseen = 0;
  let rogues = 0;
  const count = (ids: readonly CardId[]) => {
    for (const id of ids) {
      unseen++;
      if (CARDS[id]!.rank === ROGUE) rogues++;
    }
  };
  count(s.deck);
  count(s.discard);
  for (const [name, z] of Object.entries(s.zones)) if (name.startsWith('hand.') && name !== `hand.${seat}`) count(z.cards);
  return unseen > 0 ? rogues / unseen : 1;
}
