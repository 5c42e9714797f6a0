import { CARDS, describeCard, type CardId } from '../../cards/card';
import { altersOf, type Holdings } from '../../engine/holdings';
import { RuleError } from '../../engine/errors';
import type { Ctx, Evaluation, GameDef, Step } from '../../engine/game';
import { activeSeats, inTurnOrder, seatName } from '../../engine/seats';
import { settle } from '../../engine/settle';
import { anteAgain, payIn } from '../../engine/chips';
import type { Action, Seat, TableConfig } from '../../engine/types';
import { cardsIn, dealInto, discardCard, moveCard, ownerOnly, PUBLIC, zoneOf } from '../../engine/zones';
import { oneOfEachFace } from '../../engine/faces';
import { busted, DEFAULT_PENALTY, DOUBLEROGUE_IN_TAVERN, instantWin, rarestFirst, ROGUE, ROUND_ANTE, type InstantWin } from './scoring';
import { actionName } from '../../sentence';
import { clockwiseFrom } from '../../rotation';

export { DOUBLEROGUE_IN_TAVERN } from './scoring';

/**
 * Doublerogue (page 9). Zones: `hand.<seat>` (3 cards, seen by their owner) and `up.<seat>`, the cards
 * face up in front of a player. There is no showdown: the game ends when one player is left standing (or
 * wins at once under Royal Sampler or Doubledragon), checked after every action (RULINGS: Doublerogue).
 */
export type OutReason = 'folded' | 'rogues' | 'no-ante';

export interface DoublerogueG {
  /** What two face-up Rogues cost (5, or Rogue's Bounty's number). */
  penalty: number;
  round: number;
  /** Who acts first this round (the rarest card showing). */
  first: Seat | null;
  /** Why each seat left the game; null while still in (or never in). */
  out: (OutReason | null)[];
  /** What each seat paid for two face-up Rogues (0 if none), for the results' words. */
  paid?: number[];
}

const up = (c: Ctx, seat: Seat): CardId[] => cardsIn(c.s, zoneOf('up', seat));
const hand = (c: Ctx, seat: Seat): CardId[] => cardsIn(c.s, zoneOf('hand', seat));
const g = (c: Ctx): DoublerogueG => c.s.g as DoublerogueG;

export function penaltyOf(config: TableConfig): number {
  return config.variants.includes('rogues-bounty') ? (config.options?.penalty ?? DEFAULT_PENALTY) : DEFAULT_PENALTY;
}

/** Discards all of a player's cards face down and takes them out of the game. */
function leave(c: Ctx, seat: Seat, why: OutReason): void {
  for (const base of ['hand', 'up']) {
    const name = zoneOf(base, seat);
    for (const id of [...cardsIn(c.s, name)]) discardCard(c, name, id);
  }
  c.s.folded[seat] = true;
  g(c).out[seat] = why;
  c.events.push({ t: why === 'rogues' ? 'out' : 'folded', seat, why });
}

/** Why a seat that left is out, in the results' words ("folded" would hide a penalty paid). */
function outLabel(c: Ctx, seat: Seat): string | null {
  const why = g(c).out[seat];
  if (why === 'rogues') return `busted: two Rogues, paid ${g(c).paid?.[seat] ?? g(c).penalty}`;
  if (why === 'no-ante') return 'out: could not ante';
  return null;
}

function win(c: Ctx, winner: Seat, how: InstantWin | 'last-standing'): void {
  const label = how === 'royal-sampler' ? 'Royal Sampler' : how === 'doubledragon' ? 'two face-up Dragons' : 'last player standing';
  const alive = activeSeats(c.s);
  const evals: (Evaluation | null)[] = c.s.stacks.map((_, seat) => {
    if (seat === winner) return { key: [1], score: null, label };
    return alive.includes(seat) ? { key: [0], score: null, label: `still in when ${seatName(c.s, winner)} won` } : null;
  });
  const result = settle(c, evals, how === 'last-standing' ? 'last-standing' : 'special');
  // Settling names every seat out of the game "folded"; say why each really left (words only, no chips).
  for (const row of result.standings) row.label = outLabel(c, row.seat) ?? row.label;
}

/** A winner is checked after every action: the last player standing, or an instant win. */
function checkWinner(c: Ctx, mover?: Seat): void {
  if (c.s.phase !== 'playing') return;
  const alive = activeSeats(c.s);
  if (alive.length === 1) return win(c, alive[0]!, 'last-standing');
  if (mover !== undefined && alive.includes(mover)) {
    const how = instantWin(up(c, mover), c.s.config.variants);
    if (how) win(c, mover, how);
  }
}

/** Step 1: a hand of 3 cards, plus 1 card face up. */
const dealCards: Step = {
  id: 'deal',
  title: 'Deal 3 cards and 1 face up',
  enter(c) {
    for (const seat of inTurnOrder(c.s, activeSeats(c.s))) {
      dealInto(c, zoneOf('hand', seat), 3, ownerOnly(seat), seat);
      dealInto(c, zoneOf('up', seat), 1, PUBLIC, seat);
    }
  },
};

/**
 * Step 2: each player antes 1 coin. A player who cannot ante must fold; if no one still in can, the
 * round is played without an ante (docs/RULINGS.md).
 */
const anteUp: Step = {
  id: 'ante',
  title: 'Each player antes 1 coin',
  enter(c) {
    const s = c.s;
    g(c).round++;
    const alive = inTurnOrder(s, activeSeats(s));
    const broke = alive.filter((seat) => s.stacks[seat]! < ROUND_ANTE);
    if (broke.length === alive.length) {
      c.events.push({ t: 'no-ante', round: g(c).round });
      return;
    }
    for (const seat of broke) leave(c, seat, 'no-ante');
    checkWinner(c);
    if (s.phase !== 'playing') return;
    anteAgain(c, activeSeats(s), ROUND_ANTE);
  },
};

const canDraw = (c: Ctx): boolean => c.s.deck.length + c.s.discard.length > 0;
const defendable = (c: Ctx, seat: Seat): CardId[] => hand(c, seat).filter((id) => CARDS[id]!.rank !== ROGUE);

/** Step 3's decisions. */
export type DoublerogueAction = { t: 'hit' } | { t: 'fold' } | { t: 'defend'; card: CardId };

function turnLegal(c: Ctx, seat: Seat): DoublerogueAction[] {
  const out: DoublerogueAction[] = [];
  if (canDraw(c)) out.push({ t: 'hit' });
  out.push({ t: 'fold' });
  // One button per face: two red Wolf Merchants are the same Defend (`checkTurn` accepts either copy).
  for (const card of oneOfEachFace(defendable(c, seat))) out.push({ t: 'defend', card });
  return out;
}

function checkTurn(c: Ctx, seat: Seat, a: Action): void {
  switch (a.t) {
    case 'hit':
      if (!canDraw(c)) throw new RuleError('illegal-action', 'There is no card left to draw: Defend or Fold');
      return;
    case 'fold':
      return;
    case 'defend':
      if (!hand(c, seat).includes(a.card as CardId)) throw new RuleError('illegal-action', 'You can only Defend with a card from your hand');
      if (CARDS[a.card as CardId]!.rank === ROGUE) throw new RuleError('illegal-action', 'You cannot Defend with a Rogue: reveal a non-Rogue card');
      return;
    default:
      throw new RuleError('unknown-action', `${actionName(a.t)} is not possible now: Hit, Fold or Defend`);
  }
}

function hit(c: Ctx, seat: Seat): void {
  const [card] = dealInto(c, zoneOf('up', seat), 1, PUBLIC, seat);
  c.events.push({ t: 'hit', seat, cards: [card!], vis: PUBLIC });
  if (!busted(up(c, seat))) return;
  const paid = payIn(c, seat, g(c).penalty);
  c.events.push({ t: 'penalty', seat, amount: paid });
  (g(c).paid ??= c.s.stacks.map(() => 0))[seat] = paid;
  leave(c, seat, 'rogues');
}

/**
 * Step 3: from the player with the rarest card showing, once around the table clockwise, each player
 * still in chooses to Hit, Fold or Defend. Step 4 loops back to the ante.
 */
const aroundTheTable: Step<DoublerogueG, DoublerogueAction> = {
  id: 'hit-fold-defend',
  title: 'Hit, Fold or Defend',
  enter(c) {
    const s = c.s;
    const alive = inTurnOrder(s, activeSeats(s));
    const first = rarestFirst(alive, (seat) => up(c, seat));
    const n = s.stacks.length;
    const order = clockwiseFrom(n, alive, first);
    g(c).first = first;
    s.step.data = { order, pos: 0 };
    c.events.push({ t: 'round', round: g(c).round, first });
  },
  waiting(c) {
    const d = c.s.step.data as { order: Seat[]; pos: number };
    while (d.pos < d.order.length && c.s.folded[d.order[d.pos]!]) d.pos++;
    return d.pos < d.order.length ? [d.order[d.pos]!] : [];
  },
  legal: turnLegal,
  check: checkTurn,
  // A seat folded from outside leaves as a fold does: its cards are discarded, and the last one in wins.
  exit(c, seat) {
    for (const base of ['hand', 'up']) for (const id of [...cardsIn(c.s, zoneOf(base, seat))]) discardCard(c, zoneOf(base, seat), id);
    g(c).out[seat] = 'folded';
    checkWinner(c);
  },
  act(c, seat, a) {
    if (a.t === 'hit') hit(c, seat);
    else if (a.t === 'fold') leave(c, seat, 'folded');
    else {
      moveCard(c, zoneOf('hand', seat), zoneOf('up', seat), a.card, PUBLIC);
      c.events.push({ t: 'defended', seat, cards: [a.card], vis: PUBLIC });
    }
    (c.s.step.data as { pos: number }).pos++;
    checkWinner(c, seat);
  },
  next: () => 'ante',
  // Appendix B: inside the tavern each round's ante is replaced by a round of card play (DOUBLEROGUE_IN_TAVERN),
  // so the tavern runs a card pass of its own as each new round of Hit, Fold or Defend begins.
  tavernPass: DOUBLEROGUE_IN_TAVERN.anteReplacedByCardPlay ? (s) => (s.g as DoublerogueG).round : undefined,
};

/** A player's hand and face-up cards are their own. */
const HOLDINGS: Holdings = {
  seat: [
    { name: 'hand', kind: 'hand', zone: 'hand', alter: true },
    { name: 'face-up cards', kind: 'face-up', zone: 'up', alter: true },
  ],
  common: { zones: [], dice: [] },
};

export const doublerogue: GameDef<DoublerogueG, DoublerogueAction> = {
  id: 'doublerogue',
  name: 'Doublerogue',
  complexity: 'simple',
  players: { min: 2, max: 8 },
  summary: 'Ante every round, then Hit, Fold or Defend: two face-up Rogues pay a penalty and are out. Last one standing wins.',
  variants: [
    { id: 'royal-sampler', name: 'Royal Sampler', description: 'A Warrior, a Lady, a Bard, a Merchant and a Rogue face up win at once.' },
    { id: 'rogues-bounty', name: "Rogue's Bounty", description: 'Choose the penalty for two face-up Rogues (5 by default).' },
    { id: 'dragon-cards', name: 'Dragon Cards', description: 'Dragons join the deck as non-Rogue cards; a Dragon showing acts first.' },
    { id: 'doubledragon', name: 'Doubledragon', description: 'Two face-up Dragons win at once (the Dragons are shuffled in).' },
  ],
  shares: 'refused',
  // Appendix B: a player's hand and face-up cards are their own. The page's own changes for the tavern are
  // kept as data in DOUBLEROGUE_IN_TAVERN.
  holdings: HOLDINGS,
  tavern: {
    allowed: true,
    alters: altersOf(HOLDINGS),
    note: 'A round of card play replaces each ante; two face-up Rogues only leave the Round (no penalty); no one may Fold.',
    refuses: (a) => (!DOUBLEROGUE_IN_TAVERN.mayFold && a.t === 'fold' ? 'Nobody may fold in a Doublerogue played in the tavern: Hit or Defend.' : null),
  },
  options: [
    { id: 'penalty', name: 'Penalty', description: 'Coins paid for two face-up Rogues', min: 0, max: 50, default: DEFAULT_PENALTY, variant: 'rogues-bounty' },
  ],
  // Doubledragon needs Dragons to be drawn, so it shuffles them in as Dragon Cards does (docs/RULINGS.md).
  dragonsInDeck: (v) => v.includes('dragon-cards') || v.includes('doubledragon'),
  init: (c) => ({ penalty: penaltyOf(c.s.config), round: 0, first: null, out: c.s.stacks.map(() => null), paid: c.s.stacks.map(() => 0) }),
  steps: () => [dealCards, anteUp, aroundTheTable],
  // The penalty's bounds (0 to 50) are the catalogue's above, checked for every game by validateConfig.
  describe(a) {
    if (a.t === 'hit') return 'Hit: reveal the top card of the deck';
    if (a.t === 'fold') return 'Fold: discard your cards and leave the game';
    if (a.t === 'defend') return `Defend: reveal your ${describeCard(a.card)}`;
    return '';
  },
};
