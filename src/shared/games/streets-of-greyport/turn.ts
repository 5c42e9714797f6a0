import { CARDS, isDragon, type CardId } from '../../cards/card';
import { RuleError } from '../../engine/errors';
import type { Ctx, Step } from '../../engine/game';
import { activeSeats, inTurnOrder } from '../../engine/seats';
import type { Action, AnyState, Seat } from '../../engine/types';
import { cardsIn, dealInto, moveCard, ownerOnly, PUBLIC, zoneOf } from '../../engine/zones';
import { cartColor, fitsOneCart, greyportRules, type GreyportRules } from './scoring';
import { actionName, shown } from '../../sentence';
import { rotated } from '../../rotation';

/**
 * Step 3 of page 36, round after round: on their turn a player Stocks or Ships. A Stock turn is a few
 * decisions in a row (`phase`): hide Rogues in the Cart (Protection Racket), drive Rogues off with Warriors
 * (Caravan Guards), then load the Cart. Zones: `hand.<seat>` (the 3 cards drawn, seen by their owner),
 * `cart.<seat>` (face down), `rogues.<seat>` (face up), `warehouse.<seat>` (face down, its shipments one
 * after another; their sizes are public in `g.shipments`).
 */
export interface GreyportG {
  rounds: number;
  /** The round marker (1-based); past `rounds` once the last round is over. */
  round: number;
  /** This round's Starting Player (it moves one seat clockwise each round). */
  first: Seat;
  /** Per seat, the number of cards of each shipment in the Warehouse, in order. */
  shipments: number[][];
}

export type Phase = 'choose' | 'conceal' | 'guard' | 'load';

/** The decisions of a Stock or Ship turn (see `Phase`). */
export type GreyportAction =
  | { t: 'stock' }
  | { t: 'ship' }
  | { t: 'dump' }
  | { t: 'reveal' }
  | { t: 'conceal'; cards: CardId[] }
  | { t: 'done' }
  | { t: 'guard'; warrior: CardId; target: CardId }
  | { t: 'load'; cards: CardId[] };

export interface TurnData {
  order: Seat[];
  pos: number;
  phase: Phase;
  /** Rogues and Dragons revealed this turn (face up): only these may be driven off by a Warrior just drawn. */
  fresh: CardId[];
}

export const STOCK_SIZE = 3;
/** Face-up Rogues that rob a Cart; a Dragon counts as three (Dragon Cards). */
export const ROBBED_AT = 3;
const DRAGON_THREAT = 3;

type C = Ctx<GreyportG>;
const rulesOf = (s: AnyState): GreyportRules => greyportRules(s.config.variants);
const data = (c: C): TurnData => c.s.step.data as unknown as TurnData;
export const held = (s: AnyState, base: string, seat: Seat): CardId[] => cardsIn(s, zoneOf(base, seat));
const isRogue = (id: CardId): boolean => CARDS[id]!.kind === 'standard' && CARDS[id]!.rank === 5;
const isWarrior = (id: CardId): boolean => CARDS[id]!.kind === 'standard' && CARDS[id]!.rank === 1;
const face = (id: CardId): string => `${CARDS[id]!.color}${CARDS[id]!.rank}`;

/** Discards face up: unlike most games, every discard in Greyport is seen by all (page 36). */
export function discardFaceUp(c: C, seat: Seat, base: string, ids: readonly CardId[]): void {
  if (ids.length === 0) return;
  const z = c.s.zones[zoneOf(base, seat)]!;
  for (const id of ids) {
    z.cards.splice(z.cards.indexOf(id), 1);
    c.s.discard.push(id);
  }
  c.events.push({ t: 'discarded', seat, zone: zoneOf(base, seat), cards: [...ids], vis: PUBLIC, faceUp: true });
}

/** Moves cards to the Warehouse as one shipment, kept apart from the others. */
export function ship(c: C, seat: Seat, from: string, ids: readonly CardId[]): void {
  if (ids.length === 0) return;
  for (const id of [...ids]) moveCard(c, zoneOf(from, seat), zoneOf('warehouse', seat), id);
  c.s.g.shipments[seat]!.push(ids.length);
  c.events.push({ t: 'shipped', seat, count: ids.length });
}

function roundOrder(s: AnyState, round: number): Seat[] {
  // Each round starts one player further round the table.
  return rotated(inTurnOrder(s, activeSeats(s)), round - 1);
}

function startRound(c: C): void {
  const order = roundOrder(c.s, c.s.g.round);
  c.s.g.first = order[0]!;
  c.s.step.data = { order, pos: 0, phase: 'choose', fresh: [] } satisfies TurnData;
  c.events.push({ t: 'round', round: c.s.g.round, of: c.s.g.rounds, first: order[0] });
}

/** The turn is over: what is left in hand is discarded face up, then the next player (or round) comes. */
function endTurn(c: C, seat: Seat): void {
  discardFaceUp(c, seat, 'hand', [...held(c.s, 'hand', seat)]);
  const d = data(c);
  d.fresh = [];
  d.phase = 'choose';
  d.pos++;
  if (d.pos < d.order.length) return;
  c.s.g.round++;
  if (c.s.g.round <= c.s.g.rounds) startRound(c);
}

/** Draws up to 3; if even the reshuffled discards run short, the player draws what there is. */
function stock(c: C, seat: Seat): void {
  const n = Math.min(STOCK_SIZE, c.s.deck.length + c.s.discard.length);
  if (n > 0) dealInto(c, zoneOf('hand', seat), n, ownerOnly(seat), seat);
  c.events.push({ t: 'stocked', seat, count: n });
  const rules = rulesOf(c.s);
  if (rules.racket && held(c.s, 'hand', seat).some(isRogue)) data(c).phase = 'conceal';
  else revealRogues(c, seat);
}

/** Every Rogue (and Dragon) left in hand goes face up in front of the player. */
function revealRogues(c: C, seat: Seat): void {
  const shown = held(c.s, 'hand', seat).filter((id) => isRogue(id) || isDragon(id));
  for (const id of shown) moveCard(c, zoneOf('hand', seat), zoneOf('rogues', seat), id, PUBLIC);
  data(c).fresh = shown;
  if (guardOptions(c, seat).length > 0) data(c).phase = 'guard';
  else checkRobbed(c, seat);
}

function threat(s: AnyState, seat: Seat): number {
  return held(s, 'rogues', seat).reduce((t, id) => t + (isDragon(id) ? DRAGON_THREAT : 1), 0);
}

function checkRobbed(c: C, seat: Seat): void {
  if (threat(c.s, seat) >= ROBBED_AT) {
    c.events.push({ t: 'robbed', seat });
    discardFaceUp(c, seat, 'rogues', [...held(c.s, 'rogues', seat)]);
    discardFaceUp(c, seat, 'cart', [...held(c.s, 'cart', seat)]);
    endTurn(c, seat);
    return;
  }
  if (held(c.s, 'hand', seat).length === 0) endTurn(c, seat);
  else data(c).phase = 'load';
}

/**
 * Caravan Guards: a Warrior just drawn may drive off a Rogue (or slay a Dragon) revealed this turn; a Warrior
 * already in the Cart may drive off any face-up one. One choice per Warrior and per face of target (a target
 * revealed this turn is a different choice from an older one of the same face).
 */
function guardOptions(c: C, seat: Seat): GreyportAction[] {
  if (!rulesOf(c.s).guards) return [];
  const fresh = data(c).fresh;
  const shown = held(c.s, 'rogues', seat);
  const targets = (pool: readonly CardId[]) => {
    const seen = new Set<string>();
    return pool.filter((id) => {
      const k = `${face(id)}${fresh.includes(id) ? '*' : ''}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  };
  const out: GreyportAction[] = [];
  for (const w of held(c.s, 'hand', seat).filter(isWarrior)) for (const t of targets(fresh)) out.push({ t: 'guard', warrior: w, target: t });
  for (const w of held(c.s, 'cart', seat).filter(isWarrior)) for (const t of targets(shown)) out.push({ t: 'guard', warrior: w, target: t });
  return out;
}

function checkGuard(c: C, seat: Seat, a: Action): void {
  const w = a.warrior as CardId;
  const t = a.target as CardId;
  const inHand = held(c.s, 'hand', seat).includes(w);
  if (!(inHand || held(c.s, 'cart', seat).includes(w)) || !isWarrior(w)) throw new RuleError('illegal-action', 'Only a Warrior from your hand or your Cart can guard');
  if (!held(c.s, 'rogues', seat).includes(t)) throw new RuleError('illegal-action', 'A Warrior can only drive off one of your face-up Rogues or Dragons');
  if (inHand && !data(c).fresh.includes(t)) throw new RuleError('illegal-action', 'A Warrior you just drew cannot drive off a Rogue from an earlier round');
}

function guard(c: C, seat: Seat, a: Extract<GreyportAction, { t: 'guard' }>): void {
  const w = a.warrior;
  const t = a.target;
  discardFaceUp(c, seat, held(c.s, 'hand', seat).includes(w) ? 'hand' : 'cart', [w]);
  const d = data(c);
  d.fresh = d.fresh.filter((id) => id !== t);
  if (isDragon(t)) {
    // The slain Dragon is a trophy: straight to the Warehouse, a shipment of its own.
    ship(c, seat, 'rogues', [t]);
    c.events.push({ t: 'slain', seat, cards: [t], vis: PUBLIC });
  } else {
    discardFaceUp(c, seat, 'rogues', [t]);
    c.events.push({ t: 'driven-off', seat, cards: [t], vis: PUBLIC });
  }
  if (guardOptions(c, seat).length === 0) checkRobbed(c, seat);
}

/** Every subset of the hand that may join the Cart (one choice per set of faces), the empty one first. */
function loadOptions(c: C, seat: Seat): CardId[][] {
  const hand = held(c.s, 'hand', seat);
  const cart = held(c.s, 'cart', seat);
  const rules = rulesOf(c.s);
  const out: CardId[][] = [];
  const seen = new Set<string>();
  for (let mask = 0; mask < 1 << hand.length; mask++) {
    const pick = hand.filter((_, i) => mask & (1 << i));
    if (pick.some(isRogue) || !fitsOneCart([...cart, ...pick], rules)) continue;
    const key = pick.map(face).sort().join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(pick);
  }
  return out.sort((a, b) => a.length - b.length);
}

/** Protection Racket: Rogues of one color (the Cart's, if it has one) hidden in the Cart instead of shown. */
function concealOptions(c: C, seat: Seat): CardId[][] {
  const color = cartColor(held(c.s, 'cart', seat), rulesOf(c.s));
  const rogues = held(c.s, 'hand', seat).filter(isRogue);
  const out: CardId[][] = [];
  for (const col of ['r', 'g', 'b'] as const) {
    if (color !== null && color !== col) continue;
    const same = rogues.filter((id) => CARDS[id]!.color === col);
    for (let k = 1; k <= same.length; k++) out.push(same.slice(0, k));
  }
  return out;
}

function checkSubset(c: C, seat: Seat, picked: unknown, what: string): CardId[] {
  const hand = held(c.s, 'hand', seat);
  if (!Array.isArray(picked) || picked.some((x) => !hand.includes(x as CardId))) throw new RuleError('illegal-action', `You can only ${what} cards from your hand`);
  const ids = picked as CardId[];
  if (new Set(ids).size !== ids.length) throw new RuleError('illegal-action', 'You named the same card twice');
  return ids;
}

const dumpOption = (c: C, seat: Seat): GreyportAction[] => (held(c.s, 'cart', seat).length > 0 ? [{ t: 'dump' }] : []);

function legal(c: C, seat: Seat): GreyportAction[] {
  switch (data(c).phase) {
    case 'choose':
      return [{ t: 'stock' }, { t: 'ship' }, ...dumpOption(c, seat)];
    case 'conceal':
      return [{ t: 'reveal' }, ...concealOptions(c, seat).map((cards): GreyportAction => ({ t: 'conceal', cards })), ...dumpOption(c, seat)];
    case 'guard':
      return [{ t: 'done' }, ...guardOptions(c, seat)];
    case 'load':
      return [...loadOptions(c, seat).map((cards): GreyportAction => ({ t: 'load', cards })), ...dumpOption(c, seat)];
  }
}

const ALLOWED: Record<Phase, string[]> = {
  choose: ['stock', 'ship', 'dump'],
  conceal: ['reveal', 'conceal', 'dump'],
  guard: ['done', 'guard'],
  load: ['load', 'dump'],
};
const ASK: Record<Phase, string> = {
  choose: 'Stock or Ship',
  conceal: 'hide Rogues in your Cart or reveal them',
  guard: 'send a Warrior against a Rogue, or stop',
  load: 'load cards into your Cart',
};

/** What each action names besides its `t`; anything else makes it a different, unknown action. */
const FIELDS: Record<string, string[]> = { conceal: ['cards'], load: ['cards'], guard: ['warrior', 'target'] };

/** Checks the whole action first: a refused one leaves the state as it was. */
function check(c: C, seat: Seat, a: Action): void {
  const phase = data(c).phase;
  if (!ALLOWED[phase].includes(a.t)) throw new RuleError('unknown-action', `${actionName(a.t)} is not possible now: ${ASK[phase]}`);
  const fields = FIELDS[a.t] ?? [];
  const extra = Object.keys(a).find((k) => k !== 't' && !fields.includes(k));
  if (extra !== undefined) throw new RuleError('unknown-action', `${actionName(a.t)} takes no ${shown(extra) ?? 'such'} field`);
  const rules = rulesOf(c.s);
  const cart = held(c.s, 'cart', seat);
  if (a.t === 'dump' && cart.length === 0) throw new RuleError('illegal-action', 'Your Cart is already empty');
  if (a.t === 'guard') checkGuard(c, seat, a);
  if (a.t === 'conceal') {
    const ids = checkSubset(c, seat, a.cards, 'hide');
    if (ids.length === 0) throw new RuleError('illegal-action', 'To hide nothing, reveal your Rogues');
    if (!ids.every(isRogue)) throw new RuleError('illegal-action', 'Only Rogues are hidden in the Cart; other cards are loaded after');
    if (!fitsOneCart([...cart, ...ids], rules)) throw new RuleError('illegal-action', 'Rogues hidden in your Cart must be the color of the cards already in it (you may dump it first)');
  }
  if (a.t === 'load') {
    const ids = checkSubset(c, seat, a.cards, 'load');
    if (ids.some(isRogue)) throw new RuleError('illegal-action', 'Rogues are never loaded after they are revealed');
    if (!fitsOneCart([...cart, ...ids], rules)) {
      throw new RuleError('illegal-action', `All the cards in your Cart must be the same color${rules.guards ? ' (Warriors aside)' : ''}: dump it first to switch colors`);
    }
  }
}

function act(c: C, seat: Seat, a: GreyportAction): void {
  switch (a.t) {
    case 'stock':
      return stock(c, seat);
    case 'ship':
      discardFaceUp(c, seat, 'rogues', [...held(c.s, 'rogues', seat)]);
      ship(c, seat, 'cart', [...held(c.s, 'cart', seat)]);
      return endTurn(c, seat);
    case 'dump':
      c.events.push({ t: 'dumped', seat });
      return discardFaceUp(c, seat, 'cart', [...held(c.s, 'cart', seat)]);
    case 'conceal':
      for (const id of a.cards) moveCard(c, zoneOf('hand', seat), zoneOf('cart', seat), id);
      return revealRogues(c, seat);
    case 'reveal':
      return revealRogues(c, seat);
    case 'guard':
      return guard(c, seat, a);
    case 'done':
      return checkRobbed(c, seat);
    case 'load':
      for (const id of a.cards) moveCard(c, zoneOf('hand', seat), zoneOf('cart', seat), id);
      return endTurn(c, seat);
  }
}

/** Steps 3–5: the rounds, each player Stocking or Shipping in turn from the round's Starting Player. */
/** The turn's decision in play, in words (issue 13: the title stayed "Stock or Ship" while loading). */
const PROMPTS: Record<Phase, string> = {
  choose: 'Stock or Ship',
  conceal: 'Hide Rogues in the Cart, or reveal them',
  guard: 'Send Warriors against the Rogues',
  load: 'Load the Cart',
};

export const stockOrShip: Step<GreyportG, GreyportAction> = {
  id: 'stock-or-ship',
  title: 'Stock or Ship',
  // 12.3: the phase (hiding Rogues, guarding, loading) tells what a hand holds: only its player reads it.
  prompt: (c, seat) => {
    const d = data(c);
    return d && d.order[d.pos] === seat ? (PROMPTS[d.phase ?? 'choose'] ?? 'Stock or Ship') : 'Stock or Ship';
  },
  enter: (c) => startRound(c),
  waiting(c) {
    if (c.s.g.round > c.s.g.rounds) return [];
    const d = data(c);
    return [d.order[d.pos]!];
  },
  legal,
  check,
  act,
  // A seat folded from outside: on its turn the turn ends (its hand discarded face up); later, it is skipped.
  exit(c, seat) {
    const d = data(c);
    if (c.s.g.round > c.s.g.rounds) return;
    if (d.order[d.pos] === seat) return endTurn(c, seat);
    const later = d.order.indexOf(seat, d.pos + 1);
    if (later > d.pos) d.order.splice(later, 1);
  },
  // 12.3: where a Stock turn stands (hiding Rogues, guarding with a Warrior, loading) tells what the hand and
  // the Cart hold, so only the player whose turn it is sees `phase` and `fresh`; the others see whose turn.
  viewData(c, seat) {
    const d = data(c);
    if (d.order[d.pos] === seat) return structuredClone(c.s.step.data);
    return { order: [...d.order], pos: d.pos };
  },
};

