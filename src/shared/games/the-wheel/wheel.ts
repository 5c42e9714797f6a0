import { CARDS, describeCard, greyOf, isDragon, type CardId } from '../../cards/card';
import type { Ctx, Step } from '../../engine/game';
import { RuleError } from '../../engine/errors';
import type { AnyState, Seat } from '../../engine/types';
import { cardsIn, moveCard, PUBLIC, zone, zoneOf } from '../../engine/zones';
import { oneOfEachFace } from '../../engine/faces';
import {
  clockSpoke,
  isLeader,
  LEADER_RANK,
  leaderName,
  neighbors,
  noStrength,
  placementOf,
  spokesFor,
  STRENGTH,
  strengths,
  strongestLeader,
  WHEEL,
  leaderOfRank,
  type Leader,
  type Strengths,
  type WheelCard,
} from './scoring';

/**
 * The Wheel on the table. Zones: `leaders` (the five Grey cards, clockwise from the Warrior), one public
 * spoke per Leader `wheel.<W|M|B|L|R>` (its Companions, Allies and Dragons, in the order played), `clock`
 * (face down), `clock-card` (Unwound Clock: the revealed Clock card waiting for its spoke) and
 * `face-up-discards` (Clock cards that could not be placed, and the Unwound Clock's face-up discards).
 */
export const DRAGONS = 'dragon-cards';
export const SUCCESSIVE = 'multiple-successive-games';
export const UNWOUND = 'the-unwound-clock';

export const CLOCK = 'clock';
export const CLOCK_CARD = 'clock-card';
export const FACE_UP_DISCARDS = 'face-up-discards';
export const spokeZone = (leader: Leader): string => `wheel.${leader}`;

export interface WheelG {
  /** Each Leader's strength now (public: the Wheel is face up). */
  strength: Strengths;
  /** The Leader that would decide the scoring if the game ended now. */
  strongest: Leader;
  /**
   * Multiple Successive Games: Leaders marked at the end of earlier games of this table; no card may be
   * played on them. Carried from game to game through `init`'s `previous`.
   */
  marked: Record<Leader, boolean>;
}

export const noMarks = (): Record<Leader, boolean> => ({ W: false, M: false, B: false, L: false, R: false });

export function wheelOf(s: AnyState): WheelCard[] {
  return WHEEL.flatMap((leader) => cardsIn(s, spokeZone(leader)).map((card) => ({ leader, card })));
}

const gOf = (c: Ctx): WheelG => c.s.g as WheelG;

/** The spokes this card may be played on now: its legal spokes that carry no marker. */
export function openSpokes(c: Ctx, card: CardId): Leader[] {
  const marked = gOf(c).marked;
  return spokesFor(card).filter((l) => !marked[l]);
}

/** Setup: the Grey Leaders in a circle, clockwise Warrior, Merchant, Bard, Lady, Rogue, each anchoring a spoke. */
export const setUpWheel: Step = {
  id: 'set-up-the-wheel',
  title: 'Arrange the five Grey Leaders in a circle',
  enter(c) {
    zone(c.s, 'leaders', PUBLIC).cards = WHEEL.map((l) => greyOf(LEADER_RANK[l]));
    for (const l of WHEEL) zone(c.s, spokeZone(l), PUBLIC);
    c.events.push({ t: 'wheel-set-up', marked: WHEEL.filter((l) => gOf(c).marked[l]) });
  },
};

/** Puts a card on a spoke, face up, and updates every Leader's strength. */
export function placeCard(c: Ctx, from: string, card: CardId, leader: Leader, seat?: Seat): void {
  const kind = placementOf(card, leader);
  if (kind === null) throw new Error(`Card ${card} cannot stand on the ${leaderName(leader)}`);
  moveCard(c, from, spokeZone(leader), card, PUBLIC);
  const g = gOf(c);
  g.strength = strengths(wheelOf(c.s));
  g.strongest = strongestLeader(g.strength);
  c.events.push({ t: 'placed', seat, leader, placement: kind, strength: g.strength[leader], strongest: g.strongest });
}

/** Sets a revealed card aside face up: a Dragon from the Clock, a Clock card bound for a marked Leader. */
export function discardFaceUp(c: Ctx, from: string, card: CardId, reason: string, seat?: Seat): void {
  moveCard(c, from, FACE_UP_DISCARDS, card, PUBLIC);
  c.events.push({ t: 'discarded-face-up', seat, reason });
}

/** Step 3 / Unwound step 3: the Clock, face down near the Wheel. */
export function setClock(count: (c: Ctx) => number): Step {
  return {
    id: 'set-the-clock',
    title: 'Place the Clock face down near the Wheel',
    enter(c) {
      const n = count(c);
      const z = zone(c.s, CLOCK, { to: 'none' });
      for (let i = 0; i < n; i++) z.cards.push(c.s.deck.pop()!);
      zone(c.s, FACE_UP_DISCARDS, PUBLIC);
      c.events.push({ t: 'clock-set', count: n });
    },
  };
}

/** The top card of the Clock (the last one pushed). */
export const clockTop = (s: AnyState): CardId | undefined => cardsIn(s, CLOCK).at(-1);

/**
 * Step 5: reveal a Clock card and play it as an Ally one spoke clockwise of its own rank. Dragon Cards: a
 * Dragon is discarded instead; Multiple Successive Games: so is a card bound for a marked Leader. Neither
 * is replaced.
 */
export function revealClock(n: number): Step {
  return {
    id: `clock-${n}`,
    title: 'Reveal a Clock card and play it one spoke clockwise from its rank',
    enter(c) {
      const card = clockTop(c.s);
      if (card === undefined) return;
      if (isDragon(card)) return discardFaceUp(c, CLOCK, card, 'a Dragon from the Clock is discarded');
      const spoke = clockSpoke(card);
      if (gOf(c).marked[spoke]) return discardFaceUp(c, CLOCK, card, `the ${leaderName(spoke)} is marked`);
      placeCard(c, CLOCK, card, spoke);
    },
  };
}

/** One button per face and open spoke: "play this card on that Leader". */
/** The Wheel's decisions: play a card on a Leader's spoke; (The Unwound Clock) discard one, then place the Clock card. */
export type WheelAction = { t: 'play'; card: CardId; leader: Leader } | { t: 'discard'; card: CardId } | { t: 'place'; leader: Leader };

export function playActions(c: Ctx, seat: Seat): WheelAction[] {
  const out: WheelAction[] = [];
  for (const card of oneOfEachFace(cardsIn(c.s, zoneOf('hand', seat)))) {
    for (const leader of openSpokes(c, card)) out.push({ t: 'play', card, leader });
  }
  return out;
}

/** Checks a card for a spoke: its own rank's Leader or a neighbor (any Leader for a Dragon), not marked. */
export function checkSpoke(c: Ctx, card: CardId, leader: unknown): Leader {
  if (!isLeader(leader)) throw new RuleError('illegal-action', 'Name the Leader to play on: W, M, B, L or R');
  if (placementOf(card, leader) === null) {
    const own = leaderOfRank(CARDS[card]!.rank);
    const [a, b] = neighbors(own).map(leaderName);
    throw new RuleError(
      'illegal-action',
      `Your ${describeCard(card)} may go only on the ${leaderName(own)} (as a Companion) or on its neighbors the ${a} and the ${b} (as an Ally), not on the ${leaderName(leader)}`,
    );
  }
  if (gOf(c).marked[leader]) {
    throw new RuleError('illegal-action', `The ${leaderName(leader)} carries a marker from an earlier game: no card may be played on it`);
  }
  return leader;
}

/** Checks that `card` is one of the seat's cards. */
export function checkInHand(c: Ctx, seat: Seat, card: unknown, verb: string): CardId {
  if (typeof card !== 'number' || !cardsIn(c.s, zoneOf('hand', seat)).includes(card)) {
    throw new RuleError('illegal-action', `You can only ${verb} a card from your own hand`);
  }
  return card;
}

/** "as a Companion (+2)", "as an Ally (+1)", "(+3)" for a Dragon. */
export function placementWords(card: CardId, leader: Leader): string {
  const kind = placementOf(card, leader);
  if (kind === 'companion') return `as a Companion (+${STRENGTH.companion})`;
  if (kind === 'ally') return `as an Ally (+${STRENGTH.ally})`;
  return `(+${STRENGTH.dragon})`;
}

export function initialG(): WheelG {
  return { strength: noStrength(), strongest: 'W', marked: noMarks() };
}
