import { CARDS, COLOR_NAMES, describeCard, isDragon, RANK_NAMES, type CardId } from '../../cards/card';
import { altersOf, type Holdings } from '../../engine/holdings';
import { inputError } from '../../engine/errors';
import type { GameDef, Step } from '../../engine/game';
import { warehouseCriteria } from './scoring';
import { activeSeats } from '../../engine/seats';
import { readCards } from '../../engine/showdown-input';
import { ante, showdown } from '../../engine/steps';
import type { AnyState, Seat } from '../../engine/types';
import { ownerOnly, PUBLIC, zone, zoneOf } from '../../engine/zones';
import { greyportRules, roundsFor, scoreWarehouse, TROPHY_POINTS } from './scoring';
import { held, ship, stockOrShip, STOCK_SIZE, type GreyportAction, type GreyportG, type TurnData } from './turn';

/**
 * Streets of Greyport (page 36; "Greypoint" in places). Order of Play: ante, set the round marker, the
 * rounds of Stock or Ship (turn.ts), every Cart shipped, Warehouses revealed and scored. Playing for Shares
 * only: there are no Betting Rounds.
 */

/** A seat's Warehouse as its shipments, cut from the zone by the public shipment sizes. */
export function shipmentsOf(s: AnyState & { g: GreyportG }, seat: Seat): CardId[][] {
  const cards = held(s, 'warehouse', seat);
  const out: CardId[][] = [];
  let at = 0;
  for (const size of s.g.shipments[seat] ?? []) {
    out.push(cards.slice(at, at + size));
    at += size;
  }
  return out;
}

/** Step 2: the round marker is set to 1; each player's Cart, face-up Rogues and Warehouse start empty. */
const setRoundMarker: Step<GreyportG> = {
  id: 'set-round-marker',
  title: 'Set the round marker to 1',
  enter(c) {
    for (const seat of activeSeats(c.s)) {
      zone(c.s, zoneOf('hand', seat), ownerOnly(seat));
      zone(c.s, zoneOf('cart', seat), ownerOnly(seat));
      zone(c.s, zoneOf('rogues', seat), PUBLIC);
      zone(c.s, zoneOf('warehouse', seat), ownerOnly(seat));
    }
    c.s.g.round = 1;
  },
};

/** Step 6: every Cart goes to its Warehouse as a last shipment. */
const shipTheCarts: Step<GreyportG> = {
  id: 'ship-the-carts',
  title: 'Every Cart is shipped to its Warehouse',
  enter(c) {
    for (const seat of activeSeats(c.s)) ship(c, seat, 'cart', [...held(c.s, 'cart', seat)]);
  },
};

/** "2 green Merchants and a red Lady". */
function cardList(ids: readonly CardId[]): string {
  const counts = new Map<string, number>();
  for (const id of ids) {
    const name = `${COLOR_NAMES[CARDS[id]!.color]} ${RANK_NAMES[CARDS[id]!.rank]}`;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const many = (name: string) => (name.endsWith('Lady') ? `${name.slice(0, -1)}ies` : `${name}s`);
  const names = [...counts].map(([name, n]) => (n === 1 ? `a ${name}` : `${n} ${many(name)}`));
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');
}
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function describe(a: GreyportAction, s: AnyState & { g: GreyportG }, seat: Seat): string {
  const cart = held(s, 'cart', seat).length;
  const rogues = held(s, 'rogues', seat).length;
  switch (a.t) {
    case 'stock':
      return `Stock: draw ${STOCK_SIZE} cards`;
    case 'ship': {
      const load = cart > 0 ? `move your Cart (${plural(cart, 'card')}) to your Warehouse` : 'your Cart is empty, nothing reaches the Warehouse';
      return `Ship: ${rogues > 0 ? `discard your ${plural(rogues, 'face-up Rogue')}, ` : ''}${load}`;
    }
    case 'dump':
      return `Dump your Cart: discard its ${plural(cart, 'card')} face up`;
    case 'reveal':
      return 'Reveal your Rogues (hide none in your Cart)';
    case 'conceal': {
      const ids = a.cards;
      const color = COLOR_NAMES[CARDS[ids[0]!]!.color];
      const rest = held(s, 'hand', seat).filter((id) => CARDS[id]!.kind === 'standard' && CARDS[id]!.rank === 5).length - ids.length;
      return `Hide ${ids.length === 1 ? `a ${color} Rogue` : `${ids.length} ${color} Rogues`} in your Cart${rest === 0 ? '' : rest === 1 ? ', reveal the other Rogue' : `, reveal the other ${rest} Rogues`}`;
    }
    case 'guard': {
      const fromHand = held(s, 'hand', seat).includes(a.warrior);
      const target = a.target;
      // A Cart's Warrior may face an older Rogue too: say which of two Rogues of one color it is.
      const when = fromHand ? '' : (s.step.data as unknown as TurnData).fresh.includes(target) ? ' just drawn' : ' from an earlier round';
      const what = isDragon(target) ? `slay the ${describeCard(target)} (a ${TROPHY_POINTS}-point trophy)` : `drive off a ${COLOR_NAMES[CARDS[target]!.color]} Rogue${when}`;
      return `Discard the ${describeCard(a.warrior)} from your ${fromHand ? 'hand' : 'Cart'} to ${what}`;
    }
    case 'done':
      return 'Keep your Warriors: send no more against the Rogues';
    case 'load': {
      const ids = a.cards;
      const rest = held(s, 'hand', seat).length - ids.length;
      const left = rest === 0 ? '' : rest === 1 ? ', discard the other card face up' : `, discard the other ${rest} cards face up`;
      return ids.length === 0 ? 'Load nothing: discard your hand face up' : `Load ${cardList(ids)} into your Cart${left}`;
    }
  }
  return '';
}

/** Not played in the tavern: nothing may be altered. */
const HOLDINGS: Holdings = {
  seat: [
    { name: 'hand', kind: 'hand', zone: 'hand', alter: false },
    { name: 'Cart', kind: 'face-down', zone: 'cart', alter: false },
    { name: 'Rogues', kind: 'face-up', zone: 'rogues', alter: false },
    { name: 'Warehouse', kind: 'face-down', zone: 'warehouse', alter: false },
  ],
  common: { zones: [], dice: [] },
};

export const streetsOfGreyport: GameDef<GreyportG, GreyportAction> = {
  id: 'streets-of-greyport',
  name: 'Streets of Greyport',
  complexity: 'complex',
  players: { min: 2, max: 8 },
  summary: 'Stock goods into a one-color Cart and Ship them to your Warehouse before three Rogues rob you.',
  variants: [
    { id: 'dragon-cards', name: 'Dragon Cards', description: 'A Dragon counts as three Rogues: drawing one robs your Cart at once.' },
    {
      id: 'caravan-guards',
      name: 'Caravan Guards',
      description: 'Warriors of any color ride in your Cart and may drive off revealed Rogues; a slain Dragon is a 6-point trophy.',
    },
    {
      id: 'protection-racket',
      name: 'Protection Racket',
      description: 'Hide Rogues of your Cart\'s color in it instead of revealing them; Rogues in your Warehouse decide which colors score.',
    },
  ],
  shares: 'required',
  // Appendix B and RULINGS: a Playing-for-Shares-only game never replaces a Round of Gambling.
  holdings: HOLDINGS,
  tavern: { allowed: false, alters: altersOf(HOLDINGS), note: 'Streets of Greyport has no Betting Rounds: it is played for Shares, never inside The Red Dragon Inn.' },
  dragonsInDeck: (v) => v.includes('dragon-cards'),
  init: (c) => ({
    rounds: roundsFor(activeSeats(c.s).length),
    round: 0,
    first: c.s.startingPlayer,
    shipments: c.s.stacks.map(() => []),
  }),
  steps: () => [ante(), setRoundMarker, stockOrShip, shipTheCarts, showdown(['warehouse'])],
  // What decides between two hands, in words (engine/explain.ts).
  explainKey: warehouseCriteria,
  evaluate(c, seat) {
    const e = scoreWarehouse(shipmentsOf(c.s, seat), greyportRules(c.s.config.variants));
    return { key: e.key, score: e.score, label: e.label };
  },
  showdown(input) {
    const rules = greyportRules(input.variants);
    return input.players.map((p, i) => {
      const where = `players[${i}].warehouse`;
      if (!Array.isArray(p.warehouse)) inputError(`${where}: expected a list of shipments, each a list of cards like [["gM", "gM"], ["rB"]]`);
      const shipments = (p.warehouse as unknown[]).map((x, k) => readCards(x, input.used, `${where}[${k}]`));
      const all = shipments.flat();
      if (all.some((id) => CARDS[id]!.kind === 'grey')) inputError(`${where}: Grey cards are never shuffled into the deck`);
      if (!rules.dragons && all.some(isDragon)) inputError(`${where}: Dragons are only in the deck with the Dragon Cards variant`);
      const e = scoreWarehouse(shipments, rules);
      return { key: e.key, score: e.score, label: e.label };
    });
  },
  describe,
};
