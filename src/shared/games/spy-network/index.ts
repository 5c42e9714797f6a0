import { CARDS, isDragon, type CardId } from '../../cards/card';
import { altersOf, type Holdings } from '../../engine/holdings';
import type { Ctx, GameDef, Step } from '../../engine/game';
import { pointsThenRank } from '../../engine/explain';
import { inputError, RuleError } from '../../engine/errors';
import { checkPicked, describeExchange, discardAndDraw, exchangeUpToTwo, picksUpTo, type ExchangeAction } from '../../engine/exchange';
import { readCards, readDice } from '../../engine/showdown-input';
import { activeSeats } from '../../engine/seats';
import { ante, deal, eachInTurn, showdown } from '../../engine/steps';
import type { Action, Seat } from '../../engine/types';
import { cardsIn, zoneOf } from '../../engine/zones';
import { rollDie } from '../../rng';
import { bettingRound } from '../../stakes';
import { oneOfEachFace, oneOfEachPick } from '../../engine/faces';
import { describeCard } from '../../cards/card';
import { scoreSpies } from './scoring';
import { actionName } from '../../sentence';

/**
 * Spy Network (page 18). Zones: `hand.<seat>` face down. Hiding in Plain Sight: each player's two dice lie
 * in front of them, public, in `g.dice[seat]` (empty without the variant).
 */
export interface SpyState {
  dice: number[][];
}

const HIDING = 'hiding-in-plain-sight';

/** Hiding in Plain Sight, step 2: after the 5 cards, each player rolls two dice and keeps them in front. */
const rollTwoDice: Step<SpyState> = {
  id: 'roll-dice',
  title: 'Roll two dice',
  enter(c) {
    for (const seat of activeSeats(c.s)) {
      c.s.g.dice[seat] = [rollDie(c.rng), rollDie(c.rng)];
      c.events.push({ t: 'rolled', seat, dice: [...c.s.g.dice[seat]!] });
    }
  },
};

/** Hiding in Plain Sight, steps 4 and 6: every mix of at most 2 discards and rerolls. */
/** Spy Network's decisions: the shared exchange, or under Hiding in Plain Sight cards and dice (0, 1) at once. */
export type SpyAction = ExchangeAction | { t: 'exchange'; cards: CardId[]; dice: number[] };

function hidingLegal(c: Ctx<SpyState>, seat: Seat): SpyAction[] {
  const hand = cardsIn(c.s, zoneOf('hand', seat));
  const out: SpyAction[] = [{ t: 'keep' }];
  // One button per set of faces: two cards of one face are the same choice (`check` accepts either copy).
  for (const cards of oneOfEachPick(picksUpTo(hand, 2))) out.push({ t: 'exchange', cards, dice: [] });
  for (const dice of [[0], [1], [0, 1]]) out.push({ t: 'exchange', cards: [], dice });
  for (const card of oneOfEachFace([...hand].sort((a, b) => a - b))) for (const die of [0, 1]) out.push({ t: 'exchange', cards: [card], dice: [die] });
  return out;
}

function hidingCheck(c: Ctx<SpyState>, seat: Seat, a: Action): { cards: CardId[]; dice: number[] } {
  if (a.t === 'keep') return { cards: [], dice: [] };
  if (a.t !== 'exchange') throw new RuleError('unknown-action', `${actionName(a.t)} is not possible now: keep, exchange cards or reroll dice`);
  const cards = checkPicked(c, zoneOf('hand', seat), a.cards ?? [], 2);
  const dice = a.dice ?? [];
  if (!Array.isArray(dice) || dice.some((d) => d !== 0 && d !== 1) || new Set(dice).size !== dice.length) {
    throw new RuleError('illegal-action', 'Name the dice to reroll as 0 (your first die) and/or 1 (your second)');
  }
  if (cards.length + dice.length > 2) {
    throw new RuleError('illegal-action', 'Exchange up to 2 cards, or reroll your dice, or exchange one card and reroll one die: no more than 2 in all');
  }
  if (cards.length + dice.length === 0) throw new RuleError('illegal-action', 'To change nothing, keep your cards and dice');
  return { cards, dice: dice as number[] };
}

function hidingExchange(id: string): Step<SpyState, SpyAction> {
  return eachInTurn<SpyAction>({
    id,
    title: 'Exchange up to 2 cards, reroll your dice, or one of each',
    legal: hidingLegal,
    check: (c, seat, a) => void hidingCheck(c, seat, a),
    act(c, seat, a) {
      const { cards, dice } = hidingCheck(c, seat, a);
      discardAndDraw(c, seat, zoneOf('hand', seat), cards);
      const mine = c.s.g.dice[seat]!;
      for (const d of dice) mine[d] = rollDie(c.rng);
      c.events.push({ t: 'exchanged', seat, count: cards.length });
      if (dice.length) c.events.push({ t: 'rolled', seat, dice: [...mine], rerolled: [...dice] });
    },
  });
}

/** The hand, and under Hiding in Plain Sight the two dice, are the player's. */
const HOLDINGS: Holdings = {
  seat: [
    { name: 'hand', kind: 'hand', zone: 'hand', alter: true },
    { name: 'dice', kind: 'own-dice', dice: 'dice', alter: true, variant: 'hiding-in-plain-sight' },
  ],
  common: { zones: [], dice: [] },
};

export const spyNetwork: GameDef<SpyState, SpyAction> = {
  id: 'spy-network',
  name: 'Spy Network',
  complexity: 'medium',
  players: { min: 2, max: 8 },
  summary: 'Build the longest chain of spies whose ranks differ by one, and the strongest color within it.',
  variants: [
    { id: 'friends-in-high-places', name: 'Friends in High Places', description: 'Each Warrior or Lady in your hand scores an extra point, in your chain or not.' },
    {
      id: HIDING,
      name: 'Hiding in Plain Sight',
      description: '5 cards and 2 dice that count as spies without a color; exchange cards, reroll dice, or one of each.',
    },
    { id: 'dragon-cards', name: 'Dragon Cards', description: 'A Dragon is wild: it can stand for any rank in your chain (but is no Friend in High Places).' },
  ],
  shares: 'allowed',
  // Appendix B: your hand, and (Hiding in Plain Sight) the two dice in front of you.
  holdings: HOLDINGS,
  tavern: { allowed: true, alters: altersOf(HOLDINGS), note: 'You have dice of your own only under Hiding in Plain Sight.' },
  dragonsInDeck: (v) => v.includes('dragon-cards'),
  init: (c) => ({ dice: c.s.stacks.map(() => []) }),
  steps(variants) {
    const hiding = variants.includes(HIDING);
    const exchange = (id: string) => (hiding ? hidingExchange(id) : exchangeUpToTwo(id));
    return [
      ante(),
      ...(hiding ? [deal(5), rollTwoDice] : [deal(7)]),
      bettingRound('betting-1'),
      exchange('exchange-1'),
      bettingRound('betting-2'),
      exchange('exchange-2'),
      bettingRound('betting-3'),
      showdown(['hand']),
    ];
  },
  // What decides between two hands, in words (engine/explain.ts).
  explainKey: pointsThenRank,
  evaluate(c, seat) {
    const e = scoreSpies(cardsIn(c.s, zoneOf('hand', seat)), c.s.g.dice[seat] ?? [], c.s.config.variants.includes('friends-in-high-places'));
    return { key: e.key, score: e.score, label: e.label };
  },
  showdown(input) {
    const hiding = input.variants.includes(HIDING);
    const dragons = input.variants.includes('dragon-cards');
    const friends = input.variants.includes('friends-in-high-places');
    return input.players.map((p, i) => {
      const hand = readCards(p.hand, input.used, `players[${i}].hand`, hiding ? 5 : 7);
      if (!dragons && hand.some(isDragon)) inputError(`players[${i}].hand: Dragons are only in the deck with the Dragon Cards variant`);
      if (hand.some((id) => CARDS[id]!.kind === 'grey')) inputError(`players[${i}].hand: Grey cards are never shuffled into the deck`);
      let dice: number[] = [];
      if (hiding) dice = readDice(p.dice, `players[${i}].dice`, 2);
      else if (p.dice !== undefined) inputError(`players[${i}].dice: dice are used only with Hiding in Plain Sight`);
      const e = scoreSpies(hand, dice, friends);
      return { key: e.key, score: e.score, label: e.label };
    });
  },
  describe(a, s, seat) {
    if (a.t === 'keep' && s.config.variants.includes(HIDING)) return 'Keep your cards and dice';
    if (a.t === 'exchange' && 'dice' in a && a.dice.length > 0) {
      const mine = s.g.dice[seat] ?? [];
      const dice = a.dice;
      const parts = a.cards.map((id) => `discard ${describeCard(id)}`);
      // Two dice showing the same face still need two different buttons.
      if (dice.length === 2) parts.push('reroll both dice');
      else parts.push(mine[0] === mine[1] ? `reroll your ${dice[0] === 0 ? 'first' : 'second'} ${mine[dice[0]!]}` : `reroll the ${mine[dice[0]!] ?? '?'}`);
      const text = parts.join(', ');
      return text.charAt(0).toUpperCase() + text.slice(1);
    }
    return describeExchange(a);
  },
};
