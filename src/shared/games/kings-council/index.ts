import { CARDS, isDragon, type CardId } from '../../cards/card';
import { altersOf, type Holdings } from '../../engine/holdings';
import { inputError } from '../../engine/errors';
import { describeExchange, exchangeUpToTwo, type ExchangeAction } from '../../engine/exchange';
import type { Ctx, GameDef, Step } from '../../engine/game';
import { councilCriteria } from './scoring';
import { readCard, readCards, requireAnimals } from '../../engine/showdown-input';
import { ante, deal, showdown } from '../../engine/steps';
import type { Seat } from '../../engine/types';
import { cardsIn, dealInto, discardCard, PUBLIC, zoneOf } from '../../engine/zones';
import { bettingRound } from '../../stakes';
import { evaluateCouncil } from './scoring';

/**
 * King's Council (page 6). Zones: `hand.<seat>` (5 cards, seen by their owner) and `king`, the common
 * face-up King. Step 5 is the shared exchange (engine/exchange.ts): discard 0–2 face down, then draw.
 */
const kingOf = (c: Ctx): CardId => {
  const king = cardsIn(c.s, 'king')[0];
  if (king === undefined) throw new Error("King's Council: no King has been revealed");
  return king;
};

/** Step 3: reveal the top card, the King. Under Dragon Cards a Dragon revealed as King is discarded and replaced. */
const revealKing: Step = {
  id: 'reveal-king',
  title: 'Reveal the King',
  enter(c) {
    for (;;) {
      const [card] = dealInto(c, 'king', 1, PUBLIC);
      if (!isDragon(card!)) return;
      discardCard(c, 'king', card!);
    }
  },
};

function handOf(c: Ctx, seat: Seat): CardId[] {
  return cardsIn(c.s, zoneOf('hand', seat));
}

/** RULINGS.md: the animal scores here, so a card written without it would be a guess. */
const WHY_ANIMAL = 'in King\'s Council the animal scores, so the showdown cannot choose it';
const isGrey = (id: CardId): boolean => CARDS[id]!.kind === 'grey';

/** The hand is the player's; the King is common. */
const HOLDINGS: Holdings = { seat: [{ name: 'hand', kind: 'hand', zone: 'hand', alter: true }], common: { zones: ['king'], dice: [] } };

export const kingsCouncil: GameDef<null, ExchangeAction> = {
  id: 'kings-council',
  name: "King's Council",
  complexity: 'simple',
  players: { min: 2, max: 8 },
  summary: 'Five cards and a King: score 2 for each card of his rank, 1 for his color, 1 for his animal type.',
  variants: [
    { id: 'foreign-council', name: 'Foreign Council', description: 'A hand worth zero points beats all other hands.' },
    {
      id: 'dragon-cards',
      name: 'Dragon Cards',
      description: "The Dragon of the King's color is worth 5, the other Dragons 3; a Dragon revealed as King is replaced.",
    },
  ],
  shares: 'allowed',
  // Appendix B: the hand is the player's own; the King is a common card and is never altered.
  holdings: HOLDINGS,
  tavern: { allowed: true, alters: altersOf(HOLDINGS), note: 'Only the cards in your hand; never the King.' },
  dragonsInDeck: (v) => v.includes('dragon-cards'),
  init: () => null,
  steps: () => [
    ante(),
    deal(5),
    revealKing,
    bettingRound('betting-1'),
    exchangeUpToTwo('exchange-1'),
    bettingRound('betting-2'),
    exchangeUpToTwo('exchange-2'),
    bettingRound('betting-3'),
    showdown(['hand']),
  ],
  // What decides between two hands, in words (engine/explain.ts).
  explainKey: councilCriteria,
  // Its label in words (where the points came from) is written on the host's paths only (engine/settle.ts).
  showdownWords: true,
  evaluate(c, seat, words) {
    const e = evaluateCouncil(kingOf(c), handOf(c, seat), { foreignCouncil: c.s.config.variants.includes('foreign-council') }, words);
    return { key: e.key, score: e.score, label: e.label };
  },
  showdown(input) {
    const dragons = input.variants.includes('dragon-cards');
    const rawKing = Array.isArray(input.common.king) && input.common.king.length === 1 ? input.common.king[0] : input.common.king;
    if (rawKing === undefined) inputError('common.king: the King is missing');
    const king = readCard(rawKing, input.used, 'common.king');
    if (isGrey(king)) inputError('common.king: Grey cards are never shuffled into the deck');
    if (isDragon(king)) inputError('common.king: a Dragon revealed as King is discarded and replaced, so the King is never a Dragon');
    requireAnimals([rawKing as string], 'common.king', WHY_ANIMAL);
    const rules = { foreignCouncil: input.variants.includes('foreign-council') };
    return input.players.map((p, i) => {
      const hand = readCards(p.hand, input.used, `players[${i}].hand`, 5);
      if (hand.some(isGrey)) inputError(`players[${i}].hand: Grey cards are never shuffled into the deck`);
      if (!dragons && hand.some(isDragon)) inputError(`players[${i}].hand: Dragons are only in the deck with the Dragon Cards variant`);
      requireAnimals(p.hand as string[], `players[${i}].hand`, WHY_ANIMAL);
      const e = evaluateCouncil(king, hand, rules, true);
      return { key: e.key, score: e.score, label: e.label };
    });
  },
  describe: (a) => describeExchange(a),
};
