import { CARDS, DRAGON_IDS, isDragon, type CardId, type Color } from '../../cards/card';
import { altersOf, type Holdings } from '../../engine/holdings';
import type { Ctx, GameDef, Step } from '../../engine/game';
import { pointsThenRank } from '../../engine/explain';
import { inputError, RuleError } from '../../engine/errors';
import { checkPicked, describeExchange, exchangeUpToTwo, picksUpTo, type ExchangeAction } from '../../engine/exchange';
import { readCard, readCards } from '../../engine/showdown-input';
import { ante, allAtOnce, deal, showdown } from '../../engine/steps';
import type { Seat, Visibility } from '../../engine/types';
import { cardsIn, discardCard, moveCard, PUBLIC, zone, zoneOf } from '../../engine/zones';
import { shuffleInPlace } from '../../rng';
import { bettingRound } from '../../stakes';
import { oneOfEachPick } from '../../engine/faces';
import { describeCard } from '../../cards/card';
import { huntRules, scoreHunt } from './scoring';
import { actionName } from '../../sentence';

/**
 * Dragon Hunt (page 20). Zones: `hunt` (the Dragons' face-down pile: no one ever sees the third),
 * `false-alarm` and `dragon` (revealed Dragons), `hand.<seat>` and `scouts.<seat>` (the cards put in
 * front in step 7: still part of the hand, never exchanged). Who sees the scouts depends on the variants.
 */
const MEETING = 'the-meeting-place';
const FORGETFUL = 'the-forgetful-leader';
const DEADLY = 'deadly-encounter';
const NOBODY: Visibility = { to: 'none' };

const holdings = (c: Ctx, seat: Seat): CardId[] => [...cardsIn(c.s, zoneOf('hand', seat)), ...cardsIn(c.s, zoneOf('scouts', seat))];

/** Step 2: the three Dragons leave the deck (they never were in it) and are shuffled into a face-down pile. */
const setDragonsAside: Step = {
  id: 'set-dragons-aside',
  title: 'Shuffle the three Dragons into a face-down pile',
  enter(c) {
    zone(c.s, 'hunt', NOBODY).cards = shuffleInPlace(c.rng, [...DRAGON_IDS]);
    c.events.push({ t: 'dragons-set-aside', count: DRAGON_IDS.length });
  },
};

function revealDragon(id: string, title: string, to: string): Step {
  return {
    id,
    title,
    enter(c) {
      const pile = cardsIn(c.s, 'hunt');
      moveCard(c, 'hunt', to, pile[pile.length - 1]!, PUBLIC);
    },
  };
}

function scoutVisibility(variants: readonly string[], seat: Seat): Visibility {
  if (variants.includes(MEETING)) return PUBLIC;
  if (variants.includes(FORGETFUL) || variants.includes(DEADLY)) return NOBODY;
  return { to: 'owner', seat };
}

/**
 * Step 7, Scouting Ahead: every player at once puts 2 cards (Deadly Encounter: 3, then one of them is
 * discarded at random) from their hand in front of them.
 */
/** Dragon Hunt's decisions: the shared exchange, and the cards sent Scouting Ahead. */
export type HuntAction = ExchangeAction | { t: 'scout'; cards: CardId[] };

function scoutingAhead(variants: readonly string[]): Step<null, HuntAction> {
  const deadly = variants.includes(DEADLY);
  const n = deadly ? 3 : 2;
  return allAtOnce<HuntAction>({
    id: 'scouting-ahead',
    title: `Scouting Ahead: put ${n} cards in front of you`,
    legal: (c, seat) => oneOfEachPick(picksUpTo(cardsIn(c.s, zoneOf('hand', seat)), n).filter((p) => p.length === n)).map((cards): HuntAction => ({ t: 'scout', cards })),
    check(c, seat, a) {
      if (a.t !== 'scout') throw new RuleError('unknown-action', `${actionName(a.t)} is not possible now: choose ${n} cards to scout`);
      if (checkPicked(c, zoneOf('hand', seat), a.cards, n, 'scout').length !== n) throw new RuleError('illegal-action', `Choose exactly ${n} cards to scout`);
    },
    resolve(c, picks) {
      for (const [key, a] of Object.entries(picks)) {
        if (a.t !== 'scout') continue;
        const seat = Number(key);
        const vis = scoutVisibility(c.s.config.variants, seat);
        const hand = c.s.zones[zoneOf('hand', seat)]!;
        const scouts = zone(c.s, zoneOf('scouts', seat), vis);
        for (const id of a.cards) {
          hand.cards.splice(hand.cards.indexOf(id), 1);
          scouts.cards.push(id);
        }
        // The event is as visible as the scouts: under The Forgetful Leader not even their owner reads it.
        c.events.push({ t: 'scouted', seat, zone: zoneOf('scouts', seat), cards: [...a.cards], vis });
        if (deadly) {
          const lost = scouts.cards[c.rng.int(0, scouts.cards.length - 1)]!;
          discardCard(c, zoneOf('scouts', seat), lost);
        }
      }
    },
  });
}

/** The hand and the scouts are the player's; the Dragons are common. */
const HOLDINGS: Holdings = {
  seat: [
    { name: 'hand', kind: 'hand', zone: 'hand', alter: true },
    { name: 'scouts', kind: 'face-down', zone: 'scouts', alter: true, without: 'the-meeting-place' },
    { name: 'scouts', kind: 'face-up', zone: 'scouts', alter: true, variant: 'the-meeting-place' },
  ],
  common: { zones: ['hunt', 'false-alarm', 'dragon'], dice: [] },
};

export const dragonHunt: GameDef<null, HuntAction> = {
  id: 'dragon-hunt',
  name: 'Dragon Hunt',
  complexity: 'medium',
  players: { min: 2, max: 8 },
  summary: "Assemble a diverse team of hunters matching the hunted Dragon's color; two scouts are locked in early.",
  variants: [
    { id: 'league-of-hunters', name: 'League of Hunters', description: 'All 5 of your cards of one rank score 7 bonus points.' },
    { id: 'coat-of-arms', name: 'Coat of Arms', description: "All 5 of your cards of one color (any color) score 6 bonus points." },
    { id: 'noble-hunt', name: 'Noble Hunt', description: 'Each Warrior in your hand scores 2 bonus points, each Lady 1.' },
    // Page 3: variants combine unless their text says otherwise, and none of these does. With The Meeting
    // Place the scouts lie face up, so The Forgetful Leader and Deadly Encounter have nothing to hide.
    {
      id: MEETING,
      name: 'The Meeting Place',
      description: 'Your scouts are placed face up for everyone to see (still yours, still not exchangeable).',
    },
    {
      id: FORGETFUL,
      name: 'The Forgetful Leader',
      description: 'Once placed face down, you may not look at your scouts again until the Attack.',
      notInTavern: true,
    },
    {
      id: DEADLY,
      name: 'Deadly Encounter',
      description: 'Deal 6; scout 3 face down, one of which is discarded at random, and you may not look at them until the Attack.',
      notInTavern: true,
    },
  ],
  shares: 'allowed',
  // Appendix B: the hand and the scouts in front of you (face down, or face up under The Meeting Place); never
  // the Dragons, which are common.
  holdings: HOLDINGS,
  tavern: {
    allowed: true,
    alters: altersOf(HOLDINGS),
    note: 'Your hand and your scouts; never the False Alarm or the hunted Dragon.',
  },
  dragonsInDeck: () => false,
  init: () => null,
  steps(variants) {
    return [
      ante(),
      setDragonsAside,
      deal(variants.includes(DEADLY) ? 6 : 5),
      revealDragon('false-alarm', 'False Alarm: reveal a Dragon that is not the one you hunt', 'false-alarm'),
      bettingRound('betting-1'),
      exchangeUpToTwo('exchange-1'), // steps 6 and 10: from the hand only
      scoutingAhead(variants),
      revealDragon('its-the-dragon', "It's the Dragon! Reveal the Dragon you hunt", 'dragon'),
      bettingRound('betting-2'),
      exchangeUpToTwo('exchange-2', 'hand', 'Discard 0, 1 or 2 cards from your hand (not your scouts), then draw that many'),
      bettingRound('betting-3'),
      showdown(['hand', 'scouts']),
    ];
  },
  // What decides between two hands, in words (engine/explain.ts).
  explainKey: pointsThenRank,
  evaluate(c, seat) {
    const hunted = CARDS[cardsIn(c.s, 'dragon')[0]!]!.color;
    const e = scoreHunt(holdings(c, seat), hunted, huntRules(c.s.config.variants));
    return { key: e.key, score: e.score, label: e.label };
  },
  showdown(input) {
    const dragon = readCard(input.common.dragon, input.used, 'common.dragon');
    if (!isDragon(dragon)) inputError('common.dragon: the hunted Dragon must be a Dragon card, like "gD"');
    const hunted: Color = CARDS[dragon]!.color;
    const rules = huntRules(input.variants);
    return input.players.map((p, i) => {
      const hand = readCards(p.hand, input.used, `players[${i}].hand`, 5);
      if (hand.some((id) => CARDS[id]!.kind !== 'standard')) inputError(`players[${i}].hand: the Dragons are the hunt pile and Grey cards are never dealt`);
      const e = scoreHunt(hand, hunted, rules);
      return { key: e.key, score: e.score, label: e.label };
    });
  },
  describe(a, s) {
    if (a.t === 'scout') {
      const names = a.cards.map((id) => describeCard(id));
      const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');
      const variants = s.config.variants;
      const face = variants.includes(MEETING) ? 'face up' : 'face down';
      const lost = variants.includes(DEADLY) ? '; one is discarded at random' : '';
      return `Scout with ${list}, ${face}${lost}`;
    }
    return describeExchange(a);
  },
};
