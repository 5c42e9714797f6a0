import { describeCard, isDragon, type CardId } from '../../cards/card';
import { inputError, RuleError } from '../../engine/errors';
import type { Ctx, GameDef, Step } from '../../engine/game';
import { readCard, readCards } from '../../engine/showdown-input';
import { ante, deal, eachInTurn, showdown } from '../../engine/steps';
import type { Action, Seat } from '../../engine/types';
import { cardsIn, dealInto, discardCard, PUBLIC, zoneOf } from '../../engine/zones';
import { bettingRound } from '../../table/betting';
import { evaluateCouncil } from './scoring';

/**
 * King's Council (page 6). Zones: `hand.<seat>` (5 cards, seen by their owner) and `king`, the common
 * face-up King. Exchanges discard face down, as page 3 says discards are.
 */
export const MAX_EXCHANGE = 2;

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

/** Every choice of 0, 1 or 2 cards of the hand: at most 1 + 5 + 10 actions. */
function exchangeChoices(hand: readonly CardId[]): Action[] {
  const out: Action[] = [{ t: 'keep' }];
  for (let i = 0; i < hand.length; i++) {
    out.push({ t: 'exchange', cards: [hand[i]!] });
    for (let j = i + 1; j < hand.length; j++) out.push({ t: 'exchange', cards: [hand[i]!, hand[j]!] });
  }
  return out;
}

function checkExchange(c: Ctx, seat: Seat, a: Action): void {
  if (a.t === 'keep') return;
  if (a.t !== 'exchange') throw new RuleError('unknown-action', `"${a.t}" is not possible now: keep your cards or exchange 1 or 2 of them`);
  const picked: unknown = a.cards;
  if (!Array.isArray(picked) || picked.length < 1 || picked.length > MAX_EXCHANGE) {
    throw new RuleError('illegal-action', `You may discard 0, 1 or ${MAX_EXCHANGE} cards, no more`);
  }
  const hand = handOf(c, seat);
  if (new Set(picked).size !== picked.length) throw new RuleError('illegal-action', 'You named the same card twice');
  if (picked.some((id) => !hand.includes(id as CardId))) throw new RuleError('illegal-action', 'You can only discard cards from your own hand');
}

/** Step 5: in turn order, each player discards 0, 1 or 2 cards from their hand, then draws that many. */
const exchange = (round: number): Step =>
  eachInTurn({
    id: `exchange-${round}`,
    title: 'Discard 0, 1 or 2 cards, then draw that many',
    legal: (c, seat) => exchangeChoices(handOf(c, seat)),
    check: checkExchange,
    act(c, seat, a) {
      if (a.t === 'keep') {
        c.events.push({ t: 'kept', seat });
        return;
      }
      const name = zoneOf('hand', seat);
      const picked = a.cards as CardId[];
      for (const id of picked) discardCard(c, name, id);
      dealInto(c, name, picked.length, c.s.zones[name]!.vis, seat);
      c.events.push({ t: 'exchanged', seat, count: picked.length });
    },
  });

export const kingsCouncil: GameDef<null> = {
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
  dragonsInDeck: (v) => v.includes('dragon-cards'),
  init: () => null,
  steps: () => [
    ante(),
    deal(5),
    revealKing,
    bettingRound('betting-1'),
    exchange(1),
    bettingRound('betting-2'),
    exchange(2),
    bettingRound('betting-3'),
    showdown(['hand']),
  ],
  evaluate(c, seat) {
    const e = evaluateCouncil(kingOf(c), handOf(c, seat), { foreignCouncil: c.s.config.variants.includes('foreign-council') });
    return { key: e.key, score: e.score, label: e.label };
  },
  showdown(input) {
    const dragons = input.variants.includes('dragon-cards');
    const rawKing = Array.isArray(input.common.king) && input.common.king.length === 1 ? input.common.king[0] : input.common.king;
    if (rawKing === undefined) inputError('common.king: the King is missing');
    const king = readCard(rawKing, input.used, 'common.king');
    if (isDragon(king)) inputError('common.king: a Dragon revealed as King is discarded and replaced, so the King is never a Dragon');
    const rules = { foreignCouncil: input.variants.includes('foreign-council') };
    return input.players.map((p, i) => {
      const hand = readCards(p.hand, input.used, `players[${i}].hand`, 5);
      if (!dragons && hand.some(isDragon)) inputError(`players[${i}].hand: Dragons are only in the deck with the Dragon Cards variant`);
      const e = evaluateCouncil(king, hand, rules);
      return { key: e.key, score: e.score, label: e.label };
    });
  },
  describe(a) {
    if (a.t === 'keep') return 'Keep all your cards';
    if (a.t === 'exchange' && Array.isArray(a.cards)) {
      return `Discard ${(a.cards as CardId[]).map(describeCard).join(' and ')}, draw ${a.cards.length}`;
    }
    return '';
  },
};
