import { altersOf, type Holdings } from '../../engine/holdings';
import type { Ctx, GameDef, Step } from '../../engine/game';
import { pairCriteria } from './scoring';
import { RuleError } from '../../engine/errors';
import { activeSeats } from '../../engine/seats';
import { allAtOnce, ante, deal, eachInTurn, showdown } from '../../engine/steps';
import type { Seat } from '../../engine/types';
import { allButOwner, cardsIn, dealInto, discardCard, moveCard, ownerOnly, PUBLIC, zoneOf } from '../../engine/zones';
import { bettingRound } from '../../stakes';
import { readCards } from '../../engine/showdown-input';
import { CARDS, describeCard, isDragon, type CardId } from '../../cards/card';
import { oneOfEachFace } from '../../engine/faces';
import { inputError } from '../../engine/errors';
import { evaluatePair } from './scoring';

/**
 * Rogues and Warriors (page 4). Zones: `hand.<seat>` face down, `up.<seat>` the card revealed in step 4.
 * Under Rank and Class the two cards are `private.<seat>` (only its owner sees it) and `public.<seat>`
 * (everyone but its owner sees it).
 */
const HELD_ZONES = ['hand', 'up', 'private', 'public'] as const;

export function holdings(c: Ctx, seat: Seat): number[] {
  const out: number[] = [];
  for (const base of HELD_ZONES) {
    const z = c.s.zones[zoneOf(base, seat)];
    if (z) for (const id of z.cards) out.push(id);
  }
  return out;
}

/** The decisions of Rogues and Warriors: reveal a card (step 4); keep or exchange a card (Exchange Variant). */
export type RoguesAction = { t: 'reveal'; card: CardId } | { t: 'keep' } | { t: 'exchange'; zone: 'hand' | 'private' | 'public' };

const dealRankAndClass: Step = {
  id: 'deal-rank-and-class',
  title: 'Deal 2 cards: one you see, one only the others see',
  enter(c) {
    for (const seat of activeSeats(c.s)) {
      dealInto(c, zoneOf('private', seat), 1, ownerOnly(seat), seat);
      dealInto(c, zoneOf('public', seat), 1, allButOwner(seat), seat);
    }
  },
};

/** Step 4: each player simultaneously reveals 1 card (one button per face; either copy is accepted). */
const revealOne = allAtOnce<RoguesAction>({
  id: 'reveal-one',
  title: 'Reveal one card',
  legal: (c, seat) => oneOfEachFace(cardsIn(c.s, zoneOf('hand', seat))).map((card) => ({ t: 'reveal', card })),
  check(c, seat, a) {
    if (a.t !== 'reveal') throw new RuleError('unknown-action', 'Reveal one of your two cards');
    if (!cardsIn(c.s, zoneOf('hand', seat)).includes(a.card as CardId)) throw new RuleError('illegal-action', 'You can only reveal a card from your own hand');
  },
  resolve(c, picks) {
    for (const [seat, a] of Object.entries(picks)) {
      if (a.t === 'reveal') moveCard(c, zoneOf('hand', +seat), zoneOf('up', +seat), a.card, PUBLIC);
    }
  },
});

/** Exchange Variant: each player in turn may discard their face-down card and draw a replacement. */
const exchange = eachInTurn<RoguesAction>({
  id: 'exchange',
  title: 'Exchange your face-down card, or keep it',
  legal(c, seat) {
    const rankAndClass = c.s.config.variants.includes('rank-and-class');
    const options: RoguesAction[] = [{ t: 'keep' }];
    if (rankAndClass) {
      options.push({ t: 'exchange', zone: 'private' }, { t: 'exchange', zone: 'public' });
    } else {
      options.push({ t: 'exchange', zone: 'hand' });
    }
    return options;
  },
  act(c, seat, a) {
    if (a.t !== 'exchange') {
      c.events.push({ t: 'kept', seat });
      return;
    }
    const base = a.zone;
    const name = zoneOf(base, seat);
    const old = cardsIn(c.s, name)[0];
    if (old === undefined) throw new RuleError('illegal-action', 'You have no card there to exchange');
    discardCard(c, name, old);
    // Rank and Class: a public replacement is held unseen by anyone until every player has had the chance to
    // exchange; then all are shown together ("they show their replacements ... simultaneously").
    if (base === 'public') c.s.zones[name]!.vis = { to: 'none' };
    dealInto(c, name, 1, c.s.zones[name]!.vis, seat);
    c.events.push({ t: 'exchanged', seat, zone: base });
  },
});

/** Rank and Class with Exchange: the public replacements are shown to the other players at the same moment. */
const showReplacements: Step = {
  id: 'show-replacements',
  title: 'Show the replaced public cards',
  enter(c) {
    for (let seat = 0; seat < c.s.stacks.length; seat++) {
      const z = c.s.zones[zoneOf('public', seat)];
      if (!z || z.vis.to !== 'none') continue;
      z.vis = allButOwner(seat);
      c.events.push({ t: 'shown', seat, zone: zoneOf('public', seat), cards: [...z.cards], vis: z.vis });
    }
  },
};

/** Both cards are the player's own, the face-down one in hand and the one revealed in front. */
const HOLDINGS: Holdings = {
  seat: [
    { name: 'hand', kind: 'hand', zone: 'hand', alter: true, without: 'rank-and-class' },
    { name: 'face-up card', kind: 'face-up', zone: 'up', alter: true, without: 'rank-and-class' },
    { name: 'private card', kind: 'hand', zone: 'private', alter: true, variant: 'rank-and-class' },
    { name: 'public card', kind: 'face-up', zone: 'public', alter: true, variant: 'rank-and-class' },
  ],
  common: { zones: [], dice: [] },
};

export const roguesAndWarriors: GameDef<null, RoguesAction> = {
  id: 'rogues-and-warriors',
  name: 'Rogues and Warriors',
  complexity: 'simple',
  players: { min: 2, max: 8 },
  summary: 'Two cards each, one revealed: the best pair wins (Warrior-Warrior best, Rogue-Rogue worst).',
  variants: [
    { id: 'dragon-cards', name: 'Dragon Cards', description: 'A Dragon takes the rank of your other card; two Dragons beat everything.' },
    { id: 'exchange', name: 'Exchange', description: 'After the second Betting Round you may swap your face-down card, then bet again.' },
    { id: 'rank-and-class', name: 'Rank and Class', description: 'You see only one of your cards; the other faces out for everyone else.' },
  ],
  shares: 'allowed',
  // Appendix B: both cards are the player's own, the face-down one in hand and the one revealed in front.
  holdings: HOLDINGS,
  tavern: {
    allowed: true,
    alters: altersOf(HOLDINGS),
    note:
      'Rank and Class: a Gambling card either replaces your private card with the top card (you look at it) or replaces your public card without anyone showing it to you; a Cheating card or Winning Hand has its normal effect.',
  },
  dragonsInDeck: (v) => v.includes('dragon-cards'),
  init: () => null,
  steps(variants) {
    const rankAndClass = variants.includes('rank-and-class');
    const steps: Step[] = [
      ante(),
      rankAndClass ? dealRankAndClass : deal(2),
      bettingRound('betting-1'),
      // Rank and Class: each public card already faces the table, so step 4 reveals nothing new (docs/RULINGS.md).
      ...(rankAndClass ? [] : [revealOne]),
      bettingRound('betting-2'),
    ];
    if (variants.includes('exchange')) steps.push(exchange, ...(rankAndClass ? [showReplacements] : []), bettingRound('betting-3'));
    steps.push(showdown([...HELD_ZONES]));
    return steps;
  },
  // What decides between two hands, in words (engine/explain.ts).
  explainKey: pairCriteria,
  evaluate(c, seat) {
    const e = evaluatePair(holdings(c, seat));
    return { key: e.key, score: null, label: e.label };
  },
  showdown(input) {
    const dragons = input.variants.includes('dragon-cards');
    return input.players.map((p, i) => {
      const hand = readCards(p.hand, input.used, `players[${i}].hand`, 2);
      if (hand.some((id) => CARDS[id]!.kind === 'grey')) inputError(`players[${i}].hand: Grey cards are never shuffled into the deck`);
      if (!dragons && hand.some(isDragon)) inputError(`players[${i}].hand: Dragons are only in the deck with the Dragon Cards variant`);
      const e = evaluatePair(hand);
      return { key: e.key, score: null, label: e.label };
    });
  },
  describe(a, s, seat) {
    if (a.t === 'reveal') return `Reveal your ${describeCard(a.card)}`;
    // Only the seat's own cards are named: under Rank and Class its public card is never shown to it.
    const own = (base: string) => {
      const id = s.zones[zoneOf(base, seat)]?.cards[0];
      return id === undefined ? 'card' : describeCard(id);
    };
    const rankAndClass = s.config.variants.includes('rank-and-class');
    if (a.t === 'keep') return rankAndClass ? 'Keep both cards' : `Keep your face-down ${own('hand')}`;
    if (a.t === 'exchange') {
      if (a.zone === 'public') return 'Exchange the card you cannot see (you will not see its replacement)';
      if (a.zone === 'private') return `Exchange your ${own('private')} for the top card`;
      return `Exchange your face-down ${own('hand')} for the top card`;
    }
    return '';
  },

};
