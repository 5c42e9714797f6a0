import { CARDS, describeCard, isDragon, type CardId } from '../../cards/card';
import { altersOf, type Holdings } from '../../engine/holdings';
import type { CardMark, Ctx, GameDef, Step } from '../../engine/game';
import { pointsThenColor } from '../../engine/explain';
import { inputError, RuleError } from '../../engine/errors';
import { activeSeats, inTurnOrder } from '../../engine/seats';
import { readCard, readCards } from '../../engine/showdown-input';
import { ante, deal, showdown } from '../../engine/steps';
import type { Action, Seat } from '../../engine/types';
import { cardsIn, dealInto, ownerOnly, zoneOf } from '../../engine/zones';
import { bettingRound } from '../../stakes';
import { evaluateHand, isLeader, leaderName, leaderOfRank, placementOf, STRENGTH, strengths, strongestLeader, WHEEL } from './scoring';
import {
  checkInHand,
  checkSpoke,
  CLOCK_CARD,
  DRAGONS,
  initialG,
  placementWords,
  placeCard,
  playActions,
  revealClock,
  setClock,
  setUpWheel,
  SUCCESSIVE,
  UNWOUND,
  wheelOf,
  type WheelAction,
  type WheelG,
} from './wheel';
import { unwoundTurns } from './unwound';
import { actionName } from '../../sentence';

/**
 * The Wheel (page 29). The Wheel and its zones are described in wheel.ts; each player's `hand.<seat>` is
 * seen by its owner. Base Order of Play: three rounds of (each player draws then plays a card, a Clock card
 * is revealed, Betting Round). The Unwound Clock replaces them with one loop of turns (unwound.ts).
 */
const CLOCK_SIZE = 3;
const ROUNDS = 3;

const drawFor = (c: Ctx, seat: Seat): void => void dealInto(c, zoneOf('hand', seat), 1, ownerOnly(seat), seat);

function checkPlay(c: Ctx, seat: Seat, a: Action): void {
  if (a.t !== 'play') throw new RuleError('unknown-action', `${actionName(a.t)} is not possible now: play a card from your hand to the Wheel`);
  checkSpoke(c, checkInHand(c, seat, a.card, 'play'), a.leader);
}

/**
 * Step 4: in turn order each player draws a card, then plays one from their hand to the Wheel. The draw is
 * made for the player as their turn begins, so the title asks only for the play (issue 13).
 */
function playersTakeTurns(n: number): Step<WheelG, WheelAction> {
  interface Data {
    order: Seat[];
    pos: number;
  }
  const data = (c: Ctx): Data => c.s.step.data as unknown as Data;
  return {
    id: `turns-${n}`,
    title: 'Play a card from your hand to the Wheel (a card was drawn for you)',
    enter(c) {
      const order = inTurnOrder(c.s, activeSeats(c.s));
      c.s.step.data = { order, pos: 0 };
      if (order.length) drawFor(c, order[0]!);
    },
    waiting(c) {
      const d = data(c);
      return d.pos < d.order.length ? [d.order[d.pos]!] : [];
    },
    legal: playActions,
    check: checkPlay,
    // A seat folded from outside on its turn: the turn passes (its drawn card stays in its hand).
    exit(c, seat) {
      const d = data(c);
      if (d.order[d.pos] !== seat) return;
      d.pos++;
      while (d.pos < d.order.length && c.s.folded[d.order[d.pos]!]) d.pos++;
      if (d.pos < d.order.length) drawFor(c, d.order[d.pos]!);
    },
    act(c, seat, a) {
      if (a.t !== 'play') return;
      const { card, leader } = a;
      placeCard(c, zoneOf('hand', seat), card, leader, seat);
      const d = data(c);
      d.pos++;
      while (d.pos < d.order.length && c.s.folded[d.order[d.pos]!]) d.pos++;
      if (d.pos < d.order.length) drawFor(c, d.order[d.pos]!);
    },
  };
}

/** Only the hand is the player's; the Wheel, its Leaders and the Clock are common. */
const HOLDINGS: Holdings = {
  seat: [{ name: 'hand', kind: 'hand', zone: 'hand', alter: true }],
  common: { zones: ['leaders', 'clock', 'clock-card', 'face-up-discards', 'wheel.W', 'wheel.M', 'wheel.B', 'wheel.L', 'wheel.R'], dice: [] },
};

export const theWheel: GameDef<WheelG, WheelAction> = {
  id: 'the-wheel',
  name: 'The Wheel',
  complexity: 'complex',
  players: { min: 2, max: 8 },
  summary: 'Play cards to five Leaders on the Wheel: the strongest Leader decides which cards left in your hand score.',
  variants: [
    {
      id: DRAGONS,
      name: 'Dragon Cards',
      description: 'A Dragon may be played on any Leader for +3; one revealed from the Clock is discarded; Dragons in hand score nothing.',
    },
    {
      id: SUCCESSIVE,
      name: 'Multiple Successive Games',
      description: 'Each game marks its strongest Leader; no card may be played on a marked Leader. Markers clear after every third game.',
    },
    {
      id: UNWOUND,
      name: 'The Unwound Clock',
      description: 'No Betting Rounds: a Clock of players + 1 cards, and on your turn you play a card or discard one to place a Clock card where you like.',
      requiresShares: true,
      notInTavern: true,
    },
  ],
  shares: 'allowed',
  // Appendix B: only the hand is the player's own; the Wheel, its Leaders and the Clock are common.
  holdings: HOLDINGS,
  tavern: { allowed: true, alters: altersOf(HOLDINGS), note: 'Only the cards in your hand; never the cards played to the Wheel or the Clock.' },
  dragonsInDeck: (v) => v.includes(DRAGONS),
  init(c, previous) {
    const g = initialG();
    if (!c.s.config.variants.includes(SUCCESSIVE) || previous === null) return g;
    // After every third game the markers are cleared: games 1, 4, 7... start with none.
    if ((c.s.gameNo - 1) % 3 === 0) {
      c.events.push({ t: 'markers-cleared' });
      return g;
    }
    for (const l of WHEEL) g.marked[l] = previous.marked[l];
    g.marked[previous.strongest] = true;
    c.events.push({ t: 'marked', leader: previous.strongest, marked: WHEEL.filter((l) => g.marked[l]) });
    return g;
  },
  steps(variants) {
    if (variants.includes(UNWOUND)) {
      return [ante(), setUpWheel, deal(7), setClock((c) => activeSeats(c.s).length + 1), unwoundTurns, showdown(['hand'])];
    }
    const steps: Step<WheelG>[] = [ante(), setUpWheel, deal(7), setClock(() => CLOCK_SIZE)];
    for (let n = 1; n <= ROUNDS; n++) steps.push(playersTakeTurns(n), revealClock(n), bettingRound(`betting-${n}`));
    steps.push(showdown(['hand']));
    return steps;
  },
  cardMarks(s) {
    // Each Leader (a Grey card, face up) shows its strength, a star on the strongest, a cross when marked.
    const g = s.g;
    const out: Record<number, CardMark> = {};
    for (const id of s.zones.leaders?.cards ?? []) {
      const leader = leaderOfRank(CARDS[id]!.rank);
      const strength = g.strength[leader];
      const strongest = g.strongest === leader;
      const marked = g.marked[leader];
      const words = [`Strength ${strength}: the sum of the cards played on this Leader`];
      if (strongest) words.push('★ the strongest Leader now');
      if (marked) words.push('✕ a marker: no card may be played on this Leader');
      out[id] = { badge: `${strength}${strongest ? '★' : ''}${marked ? ' ✕' : ''}`, words: words.join(' · ') };
    }
    // Each card on a spoke says what it is there: a Companion (its own rank's Leader), an Ally (a
    // neighbour's) or a Dragon, and what it adds (issue 28: Companions and Allies looked alike).
    for (const { leader, card } of wheelOf(s)) {
      const kind = placementOf(card, leader);
      if (kind === null) continue;
      const name = { companion: 'Companion', ally: 'Ally', dragon: 'Dragon' }[kind];
      out[card] = {
        caption: `${name} +${STRENGTH[kind]}`,
        words: `${name} of the ${leaderName(leader)}: +${STRENGTH[kind]} strength${kind === 'ally' ? " (a neighbour of its own rank's Leader)" : ''}`,
      };
    }
    return out;
  },
  // What decides between two hands, in words (engine/explain.ts).
  explainKey: pointsThenColor,
  evaluate(c, seat) {
    const strongest = strongestLeader(strengths(wheelOf(c.s)));
    const e = evaluateHand(strongest, cardsIn(c.s, zoneOf('hand', seat)));
    return { key: e.key, score: e.score, label: e.label };
  },
  showdown(input) {
    const dragons = input.variants.includes(DRAGONS);
    const raw = input.common.wheel;
    if (!Array.isArray(raw)) inputError('common.wheel: expected a list of placements like { "leader": "L", "card": "bL" }');
    const wheel = raw.map((p: unknown, i) => {
      const where = `common.wheel[${i}]`;
      if (typeof p !== 'object' || p === null) inputError(`${where}: expected { "leader": "L", "card": "bL" }`);
      const { leader, card: rawCard } = p as { leader?: unknown; card?: unknown };
      if (!isLeader(leader)) inputError(`${where}.leader: expected one of W, M, B, L, R`);
      const card = readCard(rawCard, input.used, `${where}.card`);
      if (CARDS[card]!.kind === 'grey') inputError(`${where}.card: the Grey cards are the Leaders, never played to a spoke`);
      if (!dragons && isDragon(card)) inputError(`${where}.card: Dragons are only in the deck with the Dragon Cards variant`);
      if (placementOf(card, leader) === null) inputError(`${where}: a ${describeCard(card)} cannot be played on the ${leaderName(leader)}`);
      return { leader, card };
    });
    const strongest = strongestLeader(strengths(wheel));
    return input.players.map((p, i) => {
      const hand = readCards(p.hand, input.used, `players[${i}].hand`, 7);
      if (hand.some((id) => CARDS[id]!.kind === 'grey')) inputError(`players[${i}].hand: Grey cards are never shuffled into the deck`);
      if (!dragons && hand.some(isDragon)) inputError(`players[${i}].hand: Dragons are only in the deck with the Dragon Cards variant`);
      const e = evaluateHand(strongest, hand);
      return { key: e.key, score: e.score, label: e.label };
    });
  },
  describe(a, s) {
    if (a.t === 'play') return `Play your ${describeCard(a.card)} on the ${leaderName(a.leader)} ${placementWords(a.card, a.leader)}`;
    if (a.t === 'discard') return `Discard your ${describeCard(a.card)} face up and reveal a Clock card`;
    if (a.t !== 'place') return '';
    const card = s.zones[CLOCK_CARD]?.cards[0] as CardId | undefined;
    return card === undefined ? '' : `Place the Clock's ${describeCard(card)} on the ${leaderName(a.leader)} ${placementWords(card, a.leader)}`;
  },
};
