import { CARDS, isDragon } from '../../cards/card';
import { altersOf, type Holdings } from '../../engine/holdings';
import type { GameDef, Step } from '../../engine/game';
import { pointsThenRank } from '../../engine/explain';
import { inputError } from '../../engine/errors';
import { describeExchange, exchangeUpToTwo, type ExchangeAction } from '../../engine/exchange';
import { readCards } from '../../engine/showdown-input';
import { ante, deal, showdown } from '../../engine/steps';
import { cardsIn, dealInto, PUBLIC, zoneOf } from '../../engine/zones';
import { bettingRound } from '../../stakes';
import { allTied, scoreHand } from './scoring';

/**
 * Three Kingdoms (page 10). Zones: `hand.<seat>` (7 cards, face down), `war` (the War Cards, face up for
 * everyone). The game state holds nothing of its own: the war is a public zone.
 */
const WAR = 'war';

function revealWarCards(id: string, title: string, n: number): Step {
  return {
    id,
    title,
    enter(c) {
      dealInto(c, WAR, n, PUBLIC);
    },
  };
}

/** Step 9: one final War Card, and a seventh (once only, RULINGS) if all three colors are then tied. */
const revealFinalWarCard: Step = {
  id: 'reveal-final-war-card',
  title: 'Reveal the final War Card',
  enter(c) {
    dealInto(c, WAR, 1, PUBLIC);
    if (allTied(cardsIn(c.s, WAR))) {
      c.events.push({ t: 'kingdoms-tied' });
      dealInto(c, WAR, 1, PUBLIC);
    }
  },
};

/** The hand is the player's; the War Cards are common. */
const HOLDINGS: Holdings = { seat: [{ name: 'hand', kind: 'hand', zone: 'hand', alter: true }], common: { zones: ['war'], dice: [] } };

export const threeKingdoms: GameDef<null, ExchangeAction> = {
  id: 'three-kingdoms',
  name: 'Three Kingdoms',
  complexity: 'medium',
  players: { min: 2, max: 8 },
  summary: 'Side with the winning kingdom: War Cards decide which color scores 2, 1 or 0 per card in your hand.',
  variants: [
    {
      id: 'dragon-cards',
      name: 'Dragon Cards',
      description: 'A Dragon in hand scores 0 but adds 1 to each card of its color; as a War Card it is a Rogue that can bring a War Value to 0.',
    },
  ],
  shares: 'allowed',
  // Appendix B: a Gambling or Cheating card changes a card in your hand; the War Cards are common.
  holdings: HOLDINGS,
  tavern: { allowed: true, alters: altersOf(HOLDINGS), note: 'Your hand only: the War Cards are common and never altered.' },
  dragonsInDeck: (v) => v.includes('dragon-cards'),
  init: () => null,
  steps: () => [
    ante(),
    deal(7),
    revealWarCards('reveal-war-cards', 'Reveal 3 War Cards', 3),
    bettingRound('betting-1'),
    exchangeUpToTwo('exchange-1'),
    revealWarCards('reveal-more-war-cards', 'Reveal 2 more War Cards', 2),
    bettingRound('betting-2'),
    exchangeUpToTwo('exchange-2'),
    revealFinalWarCard,
    bettingRound('betting-3'),
    showdown(['hand']),
  ],
  // What decides between two hands, in words (engine/explain.ts).
  explainKey: pointsThenRank,
  evaluate(c, seat) {
    const e = scoreHand(cardsIn(c.s, zoneOf('hand', seat)), cardsIn(c.s, WAR));
    return { key: e.key, score: e.score, label: e.label };
  },
  showdown(input) {
    const dragons = input.variants.includes('dragon-cards');
    const war = readCards(input.common.war, input.used, 'common.war', [6, 7]);
    if (war.length === 7 && !allTied(war.slice(0, 6))) {
      inputError('common.war: a seventh War Card is revealed only when all three colors tie after the sixth');
    }
    if (war.length === 6 && allTied(war)) inputError('common.war: all three colors tie after six War Cards, so a seventh must be revealed');
    const hands = input.players.map((p, i) => readCards(p.hand, input.used, `players[${i}].hand`, 7));
    if (!dragons && [...war, ...hands.flat()].some(isDragon)) {
      inputError('Dragons are only in the deck with the Dragon Cards variant');
    }
    if ([...war, ...hands.flat()].some((id) => CARDS[id]!.kind === 'grey')) inputError('Grey cards are never shuffled into the deck');
    return hands.map((hand) => {
      const e = scoreHand(hand, war);
      return { key: e.key, score: e.score, label: e.label };
    });
  },
  describe: (a) => describeExchange(a),
};
