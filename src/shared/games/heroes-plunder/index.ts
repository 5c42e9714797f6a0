import { CARDS, COLOR_NAMES, isDragon, RANK_NAMES, type CardId } from '../../cards/card';
import { altersOf, type Holdings } from '../../engine/holdings';
import { inputError, RuleError } from '../../engine/errors';
import type { Ctx, GameDef, Step } from '../../engine/game';
import { pointsThenRank } from '../../engine/explain';
import { activeSeats, seatName } from '../../engine/seats';
import { readCards } from '../../engine/showdown-input';
import { allAtOnce, ante, deal, eachInTurn, showdown } from '../../engine/steps';
import type { Action, AnyState, Seat } from '../../engine/types';
import { cardsIn, discardCard, moveCard, ownerOnly, PUBLIC, revealZone, zone, zoneOf } from '../../engine/zones';
import { applyTheft, bestTheft, incompleteRanks, plunderRules, scorePlunder, theftsFor } from './scoring';
import { actionName, shown } from '../../sentence';
import { neighbourIn } from '../../rotation';

/**
 * Heroes' Plunder (page 34). Zones: `hand.<seat>` (the pile being drafted, seen by whoever holds it now) and
 * `loot.<seat>` (the Loot Pile, face down: its owner knows it). Hands pass left (clockwise) in the first
 * draft and right in the second. Playing for Shares only: there are no Betting Rounds.
 */
export const HAND_SIZE = 8;
export const LOOT_SIZE = 14;
const THREE_DRAGONS = 'three-dragons';

const hand = (c: Ctx, seat: Seat): CardId[] => cardsIn(c.s, zoneOf('hand', seat));
const loot = (s: AnyState, seat: Seat): CardId[] => cardsIn(s, zoneOf('loot', seat));
const cardName = (id: CardId): string => `${COLOR_NAMES[CARDS[id]!.color]} ${RANK_NAMES[CARDS[id]!.rank]}`;

/** The animals make no difference here, so a hand offers one choice per color and rank. */
function oneOfEachColorAndRank(ids: readonly CardId[]): CardId[] {
  const seen = new Set<string>();
  return ids.filter((id) => {
    const face = `${CARDS[id]!.color}${CARDS[id]!.rank}`;
    if (seen.has(face)) return false;
    seen.add(face);
    return true;
  });
}

/** Heroes' Plunder's decisions: a card kept from the hand in front of you; the Red Dragon's theft, or none. */
export type PlunderAction = { t: 'take'; card: CardId } | { t: 'steal'; from: Seat; card: CardId } | { t: 'steal-nothing' };

function onlyFields(a: Action, fields: readonly string[]): void {
  const extra = Object.keys(a).find((k) => k !== 't' && !fields.includes(k));
  if (extra !== undefined) throw new RuleError('unknown-action', `${actionName(a.t)} takes no ${shown(extra) ?? 'such'} field`);
}

/** The next player still in, clockwise (`dir` 1, "to the left") or counter-clockwise (-1, "to the right"). */
function neighbor(seats: readonly Seat[], seat: Seat, dir: 1 | -1): Seat {
  return neighbourIn(seats, seat, dir);
}

/** Step 2 (and 6): each player receives 8 cards. */
function dealHand(round: 1 | 2): Step {
  return { ...deal(HAND_SIZE), id: `deal-${round}`, title: `Deal ${HAND_SIZE} cards (${round === 1 ? 'first' : 'second'} draft)` };
}

/**
 * Steps 3–5: everyone at once keeps one card face down in their Loot Pile and passes the rest; from the last
 * two cards a player keeps one and discards the other face down. The step repeats until the hands are empty.
 */
function draft(id: string, dir: 1 | -1): Step<null, PlunderAction> {
  const side = dir === 1 ? 'left' : 'right';
  return allAtOnce<PlunderAction>({
    id,
    title: `Keep one card for your Loot Pile, pass the rest to the ${side}`,
    legal: (c, seat) => oneOfEachColorAndRank(hand(c, seat)).map((card): PlunderAction => ({ t: 'take', card })),
    check(c, seat, a) {
      if (a.t !== 'take') throw new RuleError('unknown-action', 'Choose one card of the hand in front of you for your Loot Pile');
      onlyFields(a, ['card']);
      if (!hand(c, seat).includes(a.card as CardId)) throw new RuleError('illegal-action', 'You can only keep a card from the hand in front of you');
    },
    resolve(c, picks) {
      const seats = activeSeats(c.s);
      for (const seat of seats) {
        const pick = picks[seat];
        if (pick?.t === 'take') moveCard(c, zoneOf('hand', seat), zoneOf('loot', seat), pick.card, ownerOnly(seat));
      }
      if (seats.every((seat) => hand(c, seat).length <= 1)) {
        // Step 5: the last card of each pair is discarded face down.
        for (const seat of seats) for (const id of [...hand(c, seat)]) discardCard(c, zoneOf('hand', seat), id);
        return;
      }
      const passed = seats.map((seat) => hand(c, seat));
      seats.forEach((from, i) => {
        const to = neighbor(seats, from, dir);
        zone(c.s, zoneOf('hand', to)).cards = passed[i]!;
        c.s.zones[zoneOf('hand', to)]!.vis = ownerOnly(to);
        c.events.push({ t: 'passed', seat: from, to, cards: [...passed[i]!], vis: { to: 'seats', seats: [from, to] } });
      });
      const d = c.s.step.data as { who: Seat[]; done: boolean[] };
      d.done = d.who.map(() => false);
    },
  });
}

/** Step 7: the Loot Piles are revealed. */
const revealLoot: Step = {
  id: 'reveal-loot',
  title: 'Reveal the Loot Piles',
  enter(c) {
    for (const seat of activeSeats(c.s)) revealZone(c, zoneOf('loot', seat), seat);
  },
};

const piles = (s: AnyState): (CardId[] | null)[] => s.stacks.map((_, seat) => (activeSeats(s).includes(seat) ? loot(s, seat) : null));

function redDragonHolder(s: AnyState): Seat | null {
  const seat = activeSeats(s).find((x) => loot(s, x).some((id) => isDragon(id) && CARDS[id]!.color === 'r'));
  return seat ?? null;
}

/**
 * Three Dragons: after the reveal the Red Dragon's holder may steal a non-Dragon card of a rank in which its
 * owner has an incomplete Rank Set (the Green and Blue Dragons act in scoring, where their best use is made).
 */
const redDragon = eachInTurn<PlunderAction>({
  id: 'red-dragon',
  title: 'The Red Dragon may steal a card',
  who(c) {
    const thief = redDragonHolder(c.s);
    return thief !== null && theftsFor(piles(c.s), thief).length > 0 ? [thief] : [];
  },
  legal: (c, seat): PlunderAction[] => [{ t: 'steal-nothing' }, ...theftsFor(piles(c.s), seat).map((x): PlunderAction => ({ t: 'steal', from: x.from, card: x.card }))],
  check(c, seat, a) {
    onlyFields(a, a.t === 'steal' ? ['from', 'card'] : []);
    if (a.t === 'steal-nothing') return;
    if (a.t !== 'steal') throw new RuleError('unknown-action', 'Steal a card with the Red Dragon, or steal nothing');
    const from = a.from as Seat;
    if (from === seat || !activeSeats(c.s).includes(from)) throw new RuleError('illegal-action', "The Red Dragon steals from another player's Loot Pile");
    const id = a.card as CardId;
    if (!loot(c.s, from).includes(id)) throw new RuleError('illegal-action', `That card is not in ${seatName(c.s, from)}'s Loot Pile`);
    if (isDragon(id)) throw new RuleError('illegal-action', 'The Red Dragon cannot steal a Dragon');
    if (!incompleteRanks(loot(c.s, from)).includes(CARDS[id]!.rank)) {
      throw new RuleError('illegal-action', `${seatName(c.s, from)} has no incomplete set of ${RANK_NAMES[CARDS[id]!.rank]}s to steal from`);
    }
  },
  act(c, seat, a) {
    if (a.t !== 'steal') {
      c.events.push({ t: 'stole-nothing', seat });
      return;
    }
    moveCard(c, zoneOf('loot', a.from), zoneOf('loot', seat), a.card, PUBLIC);
    c.events.push({ t: 'stole', seat, from: a.from, cards: [a.card], vis: PUBLIC });
  },
});

function checkPile(pile: CardId[], where: string, dragons: boolean): void {
  if (pile.some((id) => CARDS[id]!.kind === 'grey')) inputError(`${where}: Grey cards are never shuffled into the deck`);
  if (!dragons && pile.some(isDragon)) inputError(`${where}: Dragons are only in the deck with the Dragon Cards or Three Dragons variant`);
}

/** Not played in the tavern: nothing may be altered. */
const HOLDINGS: Holdings = {
  seat: [
    { name: 'hand', kind: 'hand', zone: 'hand', alter: false },
    { name: 'Loot Pile', kind: 'face-down', zone: 'loot', alter: false },
  ],
  common: { zones: [], dice: [] },
};

export const heroesPlunder: GameDef<null, PlunderAction> = {
  id: 'heroes-plunder',
  name: "Heroes' Plunder",
  complexity: 'complex',
  // Two drafts of 8 cards each need 16 cards a player (the discards of the first draft are reshuffled):
  // the 90-card deck serves six players exactly, and no more (docs/RULINGS.md).
  players: { min: 2, max: 6 },
  summary: 'Draft the loot by passing piles; score Rank Sets of as many cards as their rank, and Color Sets.',
  variants: [
    {
      id: 'dragon-cards',
      name: 'Dragon Cards',
      description: 'A Dragon may complete a Color Set of any rank as a card of its color; it never costs a point.',
    },
    {
      id: THREE_DRAGONS,
      name: 'Three Dragons',
      description: 'Red steals a card from an incomplete set, Green joins any rank as a green card, Blue mixes ranks in Color Sets.',
    },
  ],
  shares: 'required',
  // Appendix B and RULINGS: a Playing-for-Shares-only game never replaces a Round of Gambling.
  holdings: HOLDINGS,
  tavern: { allowed: false, alters: altersOf(HOLDINGS), note: "Heroes' Plunder has no Betting Rounds: it is played for Shares, never inside The Red Dragon Inn." },
  dragonsInDeck: (v) => v.includes('dragon-cards') || v.includes(THREE_DRAGONS),
  init: () => null,
  steps(variants) {
    return [
      ante(),
      dealHand(1),
      draft('draft-left', 1),
      dealHand(2),
      draft('draft-right', -1),
      revealLoot,
      ...(variants.includes(THREE_DRAGONS) ? [redDragon] : []),
      showdown([]),
    ];
  },
  // What decides between two hands, in words (engine/explain.ts).
  explainKey: pointsThenRank,
  evaluate(c, seat) {
    const e = scorePlunder(loot(c.s, seat), plunderRules(c.s.config.variants));
    return { key: e.key, score: e.score, label: e.label };
  },
  showdown(input) {
    const rules = plunderRules(input.variants);
    const dragons = rules.dragonCards || rules.threeDragons;
    let loots: (CardId[] | null)[] = input.players.map((p, i) => {
      const pile = readCards(p.loot, input.used, `players[${i}].loot`, LOOT_SIZE);
      checkPile(pile, `players[${i}].loot`, dragons);
      return pile;
    });
    if (rules.threeDragons) {
      const thief = loots.findIndex((pile) => pile!.some((id) => isDragon(id) && CARDS[id]!.color === 'r'));
      const theft = thief >= 0 ? bestTheft(loots, thief, rules) : null;
      if (theft) loots = applyTheft(loots, thief, theft);
    }
    return loots.map((pile) => {
      const e = scorePlunder(pile!, rules);
      return { key: e.key, score: e.score, label: e.label };
    });
  },
  describe(a, s, seat) {
    if (a.t === 'take') {
      const last = cardsIn(s, zoneOf('hand', seat)).length === 2;
      const side = s.step.id === 'draft-left' ? 'left' : 'right';
      return last ? `Keep the ${cardName(a.card)}, discard the other card` : `Keep a ${cardName(a.card)}, pass the rest to the ${side}`;
    }
    if (a.t === 'steal') return `Steal a ${cardName(a.card)} from ${seatName(s, a.from)}`;
    if (a.t === 'steal-nothing') return 'Steal nothing';
    return '';
  },
};
