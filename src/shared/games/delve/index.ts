import { CARDS, isDragon } from '../../cards/card';
import { altersOf, type Holdings } from '../../engine/holdings';
import { inputError } from '../../engine/errors';
import { describeExchange, exchangeUpToTwo, type ExchangeAction } from '../../engine/exchange';
import type { Ctx, GameDef, Step } from '../../engine/game';
import { delveCriteria } from './scoring';
import { activeSeats, inTurnOrder } from '../../engine/seats';
import { readCards, readDice } from '../../engine/showdown-input';
import { ante, deal, showdown } from '../../engine/steps';
import { cardsIn, zoneOf } from '../../engine/zones';
import { rollDie } from '../../rng';
import { bettingRound } from '../../stakes';
import { evaluateDelve } from './scoring';

/**
 * Delve (page 15). Zones: `hand.<seat>`, face down until the Attack. The dice are public and live in `g`:
 * `common` in the center of the table (2 rolled at Scout, 3 more at Delve) and `own[seat]`, the two each
 * player rolls at Explore.
 */
export interface DelveG {
  common: number[];
  own: number[][];
}

const HAND = 'hand';
const SPECIALISTS = 'specialists-required';

function roll(c: Ctx<DelveG>, n: number): number[] {
  return Array.from({ length: n }, () => rollDie(c.rng));
}

/** 3. Scout: roll 2 dice to the center of the table. */
const scout: Step<DelveG> = {
  id: 'scout',
  title: 'Scout: 2 common dice',
  enter(c) {
    const dice = roll(c, 2);
    c.s.g.common.push(...dice);
    c.events.push({ t: 'rolled', zone: 'common', dice });
  },
};

/** 5. Recruit: in turn order, each player discards 0, 1 or 2 cards from their hand, then draws that many. */
const recruit = exchangeUpToTwo('recruit', HAND, 'Recruit: discard 0, 1 or 2 cards, then draw that many');

/** 6. Explore: each player rolls 2 dice and keeps them in front of them. */
const explore: Step<DelveG> = {
  id: 'explore',
  title: 'Explore: 2 dice of your own',
  enter(c) {
    for (const seat of inTurnOrder(c.s, activeSeats(c.s))) {
      const dice = roll(c, 2);
      c.s.g.own[seat] = dice;
      c.events.push({ t: 'rolled', seat, zone: `own.${seat}`, dice });
    }
  },
};

/** 8. Delve: roll 3 more dice to the center of the table. */
const delveDeeper: Step<DelveG> = {
  id: 'delve',
  title: 'Delve: 3 more common dice',
  enter(c) {
    const dice = roll(c, 3);
    c.s.g.common.push(...dice);
    c.events.push({ t: 'rolled', zone: 'common', dice });
  },
};

/** The hand and the two Explore dice are the player's; the dice in the center are common. */
const HOLDINGS: Holdings = {
  seat: [
    { name: 'hand', kind: 'hand', zone: 'hand', alter: true },
    { name: 'dice', kind: 'own-dice', dice: 'own', alter: true },
  ],
  common: { zones: [], dice: ['common'] },
};

export const delve: GameDef<DelveG, ExchangeAction> = {
  id: 'delve',
  name: 'Delve',
  complexity: 'medium',
  players: { min: 2, max: 8 },
  summary: 'Seven adventurers against seven monsters (dice): defeat the most, with the least Overkill.',
  variants: [
    {
      id: SPECIALISTS,
      name: 'Specialists Required',
      description: 'Your own two monsters fall only to an exact match (no Overkill); a 6 never does.',
    },
    { id: 'dragon-cards', name: 'Dragon Cards', description: 'A Dragon is wild: it defeats any monster with no Overkill.' },
  ],
  shares: 'allowed',
  // Appendix B and Delve's Other Rules: your own cards or dice may be altered, never the common dice in the center.
  holdings: HOLDINGS,
  tavern: { allowed: true, alters: altersOf(HOLDINGS), note: 'Your hand and the two dice in front of you; never the common dice.' },
  dragonsInDeck: (v) => v.includes('dragon-cards'),
  init: (c) => ({ common: [], own: c.s.stacks.map(() => []) }),
  steps: () => [
    ante(),
    deal(7),
    scout,
    bettingRound('betting-1'),
    recruit,
    explore,
    bettingRound('betting-2'),
    delveDeeper,
    bettingRound('betting-3'),
    showdown([HAND]), // 10. Attack!
  ],
  // What decides between two hands, in words (engine/explain.ts).
  explainKey: delveCriteria,
  // Its label in words (where the points came from) is written on the host's paths only (engine/settle.ts).
  showdownWords: true,
  evaluate(c, seat, words) {
    const g = c.s.g;
    const e = evaluateDelve(cardsIn(c.s, zoneOf(HAND, seat)), g.common, g.own[seat] ?? [], c.s.config.variants.includes(SPECIALISTS), words);
    return { key: e.key, score: e.score, label: e.label };
  },
  showdown(input) {
    const dragons = input.variants.includes('dragon-cards');
    const specialists = input.variants.includes(SPECIALISTS);
    const common = readDice(input.common.dice, 'common.dice', 5);
    return input.players.map((p, i) => {
      const hand = readCards(p.hand, input.used, `players[${i}].hand`, 7);
      if (!dragons && hand.some(isDragon)) inputError(`players[${i}].hand: Dragons are only in the deck with the Dragon Cards variant`);
      if (hand.some((id) => CARDS[id]!.kind === 'grey')) inputError(`players[${i}].hand: Grey cards are never shuffled into the deck`);
      const own = readDice(p.dice, `players[${i}].dice`, 2);
      const e = evaluateDelve(hand, common, own, specialists, true);
      return { key: e.key, score: e.score, label: e.label };
    });
  },
  describe: (a) => describeExchange(a),
};

