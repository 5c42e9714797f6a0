import type { Ctx, GameDef, Step } from '../../engine/game';
import { RuleError } from '../../engine/errors';
import { activeSeats } from '../../engine/seats';
import { allAtOnce, ante, deal, eachInTurn, showdown } from '../../engine/steps';
import type { Action, Seat } from '../../engine/types';
import { allButOwner, cardsIn, dealInto, discardCard, moveCard, ownerOnly, PUBLIC, zoneOf } from '../../engine/zones';
import { bettingRound } from '../../table/betting';
import { readCards } from '../../engine/showdown-input';
import { describeCard, isDragon } from '../../cards/card';
import { inputError } from '../../engine/errors';
import { evaluatePair } from './scoring';

/**
 * Rogues and Warriors (page 4). Zones: `hand.<seat>` face down, `up.<seat>` the card revealed in step 4.
 * Under Rank and Class the two cards are `private.<seat>` (only its owner sees it) and `public.<seat>`
 * (everyone but its owner sees it).
 */
const HOLDINGS = ['hand', 'up', 'private', 'public'] as const;

export function holdings(c: Ctx, seat: Seat): number[] {
  return HOLDINGS.flatMap((z) => cardsIn(c.s, zoneOf(z, seat)));
}

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

/** Step 4: each player simultaneously reveals 1 card. */
const revealOne = allAtOnce({
  id: 'reveal-one',
  title: 'Reveal one card',
  legal: (c, seat) => cardsIn(c.s, zoneOf('hand', seat)).map((card) => ({ t: 'reveal', card })),
  resolve(c, picks) {
    for (const [seat, a] of Object.entries(picks)) {
      moveCard(c, zoneOf('hand', +seat), zoneOf('up', +seat), a.card as number, PUBLIC);
    }
  },
});

/** Exchange Variant: each player in turn may discard their face-down card and draw a replacement. */
const exchange = eachInTurn({
  id: 'exchange',
  title: 'Exchange your face-down card, or keep it',
  legal(c, seat) {
    const rankAndClass = c.s.config.variants.includes('rank-and-class');
    const options: Action[] = [{ t: 'keep' }];
    if (rankAndClass) {
      options.push({ t: 'exchange', zone: 'private' }, { t: 'exchange', zone: 'public' });
    } else {
      options.push({ t: 'exchange', zone: 'hand' });
    }
    return options;
  },
  act(c, seat, a) {
    if (a.t === 'keep') {
      c.events.push({ t: 'kept', seat });
      return;
    }
    const base = a.zone as string;
    const name = zoneOf(base, seat);
    const old = cardsIn(c.s, name)[0];
    if (old === undefined) throw new RuleError('illegal-action', 'You have no card there to exchange');
    discardCard(c, name, old);
    dealInto(c, name, 1, c.s.zones[name]!.vis, seat);
  },
});

export const roguesAndWarriors: GameDef<null> = {
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
    if (variants.includes('exchange')) steps.push(exchange, bettingRound('betting-3'));
    steps.push(showdown([...HOLDINGS]));
    return steps;
  },
  evaluate(c, seat) {
    const e = evaluatePair(holdings(c, seat));
    return { key: e.key, score: null, label: e.label };
  },
  showdown(input) {
    const dragons = input.variants.includes('dragon-cards');
    return input.players.map((p, i) => {
      const hand = readCards(p.hand, input.used, `players[${i}].hand`, 2);
      if (!dragons && hand.some(isDragon)) inputError(`players[${i}].hand: Dragons are only in the deck with the Dragon Cards variant`);
      const e = evaluatePair(hand);
      return { key: e.key, score: null, label: e.label };
    });
  },
  describe(a) {
    if (a.t === 'reveal') return `Reveal your ${describeCard(a.card as number)}`;
    if (a.t === 'keep') return 'Keep your cards';
    if (a.t === 'exchange') {
      if (a.zone === 'public') return 'Exchange the card you cannot see (you will not see its replacement)';
      return 'Discard your face-down card and draw a new one';
    }
    return '';
  },

};
