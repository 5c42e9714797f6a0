import { describeCard, isDragon, type CardId } from '../../cards/card';
import type { Ctx, Step } from '../../engine/game';
import { RuleError } from '../../engine/errors';
import { activeSeats, inTurnOrder } from '../../engine/seats';
import type { Seat } from '../../engine/types';
import { cardsIn, dealInto, moveCard, ownerOnly, PUBLIC, zoneOf } from '../../engine/zones';
import { oneOfEachFace } from '../../engine/faces';
import {
  CLOCK,
  CLOCK_CARD,
  checkInHand,
  checkSpoke,
  clockTop,
  discardFaceUp,
  openSpokes,
  placeCard,
  playActions,
  type WheelAction,
  type WheelG,
} from './wheel';
import { actionName } from '../../sentence';
import type { Leader } from './scoring';
import { nextWhere } from '../../rotation';

/**
 * The Unwound Clock (page 33), step 4: players take turns clockwise until the last Clock card is played.
 * A turn draws a card (none once the deck is out: it is not rebuilt from the discards), then either plays
 * a card from the hand, or discards one face up and reveals a Clock card, which its player places as a
 * Companion or an Ally on any open spoke (a second decision, taken once the card is seen). With the deck
 * out, the turn reveals a Clock card at once, with no discard (docs/RULINGS.md).
 */
interface Data {
  [k: string]: unknown;
  turn: Seat | null;
  /** The turn's Clock card is revealed (zone `clock-card`) and waits for its spoke. */
  placing: boolean;
}

const data = (c: Ctx): Data => c.s.step.data as Data;
const handOf = (seat: Seat): string => zoneOf('hand', seat);

function nextSeat(c: Ctx, after: Seat): Seat {
  const n = c.s.stacks.length;
  const active = activeSeats(c.s);
  return nextWhere(n, after, (seat) => active.includes(seat)) ?? after;
}

function beginTurn(c: Ctx, seat: Seat): void {
  const d = data(c);
  d.turn = seat;
  d.placing = false;
  if (c.s.deck.length > 0) {
    dealInto(c, handOf(seat), 1, ownerOnly(seat), seat);
    return;
  }
  c.events.push({ t: 'deck-empty', seat });
  revealClockCard(c, seat);
}

/** Reveals the Clock's top card for this turn's player; a card with nowhere to go is discarded unreplaced. */
function revealClockCard(c: Ctx, seat: Seat): void {
  const card = clockTop(c.s)!;
  moveCard(c, CLOCK, CLOCK_CARD, card, PUBLIC);
  if (isDragon(card) || openSpokes(c, card).length === 0) {
    discardFaceUp(c, CLOCK_CARD, card, isDragon(card) ? 'a Dragon from the Clock is discarded' : 'every spoke it may go on is marked', seat);
    return endTurn(c);
  }
  data(c).placing = true;
}

/** The game ends as soon as the Clock is empty; otherwise the next player clockwise begins a turn. */
function endTurn(c: Ctx): void {
  const d = data(c);
  d.placing = false;
  if (cardsIn(c.s, CLOCK).length === 0) {
    d.turn = null;
    return;
  }
  beginTurn(c, nextSeat(c, d.turn!));
}

const clockCard = (c: Ctx): CardId => cardsIn(c.s, CLOCK_CARD)[0]!;

export const unwoundTurns: Step<WheelG, WheelAction> = {
  id: 'unwound-turns',
  title: 'Draw, then play a card, or discard one face up and play a Clock card',
  // The draw is made for the player as the turn begins: ask only for what is left to do.
  prompt: (c) =>
    data(c)?.placing
      ? "Place the Clock's card on the Wheel"
      : 'Play a card to the Wheel, or discard one face up to play a Clock card (a card was drawn for you)',
  enter(c) {
    c.s.step.data = { turn: null, placing: false } satisfies Data;
    const first = inTurnOrder(c.s, activeSeats(c.s))[0];
    if (first !== undefined && clockTop(c.s) !== undefined) beginTurn(c, first);
  },
  waiting(c) {
    const t = data(c).turn;
    return t === null ? [] : [t];
  },
  legal(c, seat): WheelAction[] {
    if (data(c).placing) return openSpokes(c, clockCard(c)).map((leader): WheelAction => ({ t: 'place', leader }));
    return [...playActions(c, seat), ...oneOfEachFace(cardsIn(c.s, handOf(seat))).map((card): WheelAction => ({ t: 'discard', card }))];
  },
  // A seat folded from outside on its turn: a Clock card it was placing is set aside face up, and the turn passes.
  exit(c, seat) {
    const d = data(c);
    if (d.turn !== seat) return;
    if (d.placing) discardFaceUp(c, CLOCK_CARD, clockCard(c), 'its player left the game', seat);
    endTurn(c);
  },
  check(c, seat, a) {
    if (data(c).placing) {
      const card = clockCard(c);
      if (a.t !== 'place') throw new RuleError('illegal-action', `First place the Clock's ${describeCard(card)} on the Wheel`);
      checkSpoke(c, card, a.leader);
      return;
    }
    switch (a.t) {
      case 'play':
        checkSpoke(c, checkInHand(c, seat, a.card, 'play'), a.leader);
        return;
      case 'discard':
        checkInHand(c, seat, a.card, 'discard');
        return;
      case 'place':
        throw new RuleError('illegal-action', 'Discard a card from your hand first; then reveal and place a Clock card');
      default:
        throw new RuleError('unknown-action', `${actionName(a.t)} is not possible now: play a card, or discard one to play a Clock card`);
    }
  },
  act(c, seat, a) {
    if (a.t === 'place') {
      placeCard(c, CLOCK_CARD, clockCard(c), a.leader, seat);
      return endTurn(c);
    }
    if (a.t === 'play') {
      placeCard(c, handOf(seat), a.card, a.leader, seat);
      return endTurn(c);
    }
    discardFaceUp(c, handOf(seat), a.card, 'discarded to play a Clock card', seat);
    return revealClockCard(c, seat);
  },
};
