import { CARDS, isDragon, type CardId } from '../../cards/card';
import { altersOf, type Holdings } from '../../engine/holdings';
import { inputError } from '../../engine/errors';
import { describeExchange, exchangeUpToTwo, type ExchangeAction } from '../../engine/exchange';
import type { Ctx, GameDef } from '../../engine/game';
import { pointsThenRank } from '../../engine/explain';
import { readCards } from '../../engine/showdown-input';
import { ante, deal, showdown } from '../../engine/steps';
import type { Seat } from '../../engine/types';
import { cardsIn, zoneOf } from '../../engine/zones';
import { bettingRound } from '../../stakes';
import { denRules, scoreDenOfThieves } from './scoring';

/**
 * Den of Thieves (page 22). Zones: `hand.<seat>`, the seven patrons of each inn, seen by their owner.
 * Steps 4 and 6 are the shared exchange (engine/exchange.ts). Declaring a Den of Thieves is a scoring-time
 * choice, so the showdown makes it for each player (RULINGS: the better of the two scorings).
 */
export const HAND_SIZE = 7;

const handOf = (c: Ctx, seat: Seat): CardId[] => cardsIn(c.s, zoneOf('hand', seat));

/** The hand is the player's. */
const HOLDINGS: Holdings = { seat: [{ name: 'hand', kind: 'hand', zone: 'hand', alter: true }], common: { zones: [], dice: [] } };

export const denOfThieves: GameDef<null, ExchangeAction> = {
  id: 'den-of-thieves',
  name: 'Den of Thieves',
  complexity: 'complex',
  players: { min: 2, max: 8 },
  summary: 'Seven patrons in your inn: Warriors throw out Rogues, Rogues rob the rich, or declare a Den of Thieves.',
  variants: [
    { id: 'strong-warriors', name: 'Strong Warriors', description: 'In a Den of Thieves, each Warrior that robs nobody is worth 3 points instead of 2.' },
    {
      id: 'dragon-cards',
      name: 'Dragon Cards',
      description:
        'A Dragon scores your hand 0 unless 2 Warriors, 4 Rogues or a Warrior and 2 Rogues slay it (together worth 12); all three Dragons score 19.',
    },
  ],
  shares: 'allowed',
  // Appendix B: the seven patrons are the player's own hand; there is no common card.
  holdings: HOLDINGS,
  tavern: { allowed: true, alters: altersOf(HOLDINGS), note: 'Only the cards in your own hand.' },
  dragonsInDeck: (v) => v.includes('dragon-cards'),
  init: () => null,
  steps: () => [
    ante(),
    deal(HAND_SIZE),
    bettingRound('betting-1'),
    exchangeUpToTwo('exchange-1'),
    bettingRound('betting-2'),
    exchangeUpToTwo('exchange-2'),
    bettingRound('betting-3'),
    showdown(['hand']),
  ],
  // What decides between two hands, in words (engine/explain.ts).
  explainKey: pointsThenRank,
  // Its label in words (where the points came from) is written on the host's paths only (engine/settle.ts).
  showdownWords: true,
  evaluate(c, seat, words) {
    const e = scoreDenOfThieves(handOf(c, seat), denRules(c.s.config.variants), words);
    return { key: e.key, score: e.score, label: e.label };
  },
  showdown(input) {
    const rules = denRules(input.variants);
    return input.players.map((p, i) => {
      const where = `players[${i}].hand`;
      const hand = readCards(p.hand, input.used, where, HAND_SIZE);
      if (hand.some((id) => CARDS[id]!.kind === 'grey')) inputError(`${where}: Grey cards are never shuffled into the deck`);
      if (!rules.dragonCards && hand.some(isDragon)) inputError(`${where}: Dragons are only in the deck with the Dragon Cards variant`);
      const e = scoreDenOfThieves(hand, rules, true);
      return { key: e.key, score: e.score, label: e.label };
    });
  },
  describe: (a) => describeExchange(a),
};
