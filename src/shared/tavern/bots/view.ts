import { cloneJson } from '../../bots/determinize';
import { cardDef } from '../content/catalog';
import type { CardId, Item, Seat, TavernState } from '../types';

/**
 * What a bot may read: one seat's view of the table, in the state's own shape so the same heuristics run on
 * a view (a real decision) and on a whole imagined state (a rollout, where the bot imagines everything).
 *
 * Every card the seat cannot see is the placeholder `HIDDEN` and has no entry in `defs`: the other hands,
 * every deck, the Drink Me! piles and the Drink Deck (but the cards this seat's character secretly saw,
 * Okko's sniffs, which stay in place under their ids), the cards that left play with an eliminated seat,
 * the other seats' sealed answers in a call and the other rivals of a sweep. Counts stay public (an array's
 * length). The PRNG and the seed are dropped. `unseen` lists, per owner, the card keys this seat has not
 * seen: public deck lists minus what it has seen, so an imagined world can deal them (determinize.ts).
 */
export const HIDDEN = '?';

export interface BotView extends TavernState {
  /** The seat this view belongs to. */
  me: Seat;
  /** Card keys (with counts) the seat has not seen: each seat's own cards, then the Drink cards. */
  unseen: { seats: [key: string, count: number][][]; drinks: [key: string, count: number][] };
}

/** A Prize belongs to no seat's deck. */
export function isPrize(key: string): boolean {
  return cardDef(key).types.includes('prize');
}

const hide = (ids: readonly CardId[]): CardId[] => ids.map(() => HIDDEN);

/** Copy a pile or the Drink Deck, keeping only the cards the seat saw there. */
function hideExcept(ids: readonly CardId[], known: ReadonlySet<CardId>): CardId[] {
  return ids.map((c) => (known.has(c) ? c : HIDDEN));
}

/** The card ids an item shows face up (played cards, revealed Drinks, Events). */
export function itemCards(it: Item): CardId[] {
  switch (it.kind) {
    case 'card':
      return it.card ? [it.card] : [];
    case 'drink': {
      const out = it.drinks.flatMap((d) => d.cards);
      if (it.reveal) out.push(...it.reveal.drink.cards);
      return out;
    }
    case 'event': {
      const out = [it.card];
      if (it.reveal) out.push(...it.reveal.drink.cards);
      if (it.contest) {
        for (const d of it.contest.drinks) out.push(...d.cards);
        if (it.contest.reveal) out.push(...it.contest.reveal.drink.cards);
      }
      return out;
    }
    default:
      return [];
  }
}

function count(into: Map<string, number>, key: string, by: number): void {
  into.set(key, (into.get(key) ?? 0) + by);
}

/** The keys still unseen, sorted (so nothing depends on the order of hidden cards). */
function positive(m: Map<string, number>): [string, number][] {
  const out: [string, number][] = [];
  for (const [k, n] of m) if (n > 0) out.push([k, n]);
  return out.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** The seat's view. Cheap enough to build at every decision that has a real choice. */
export function botView(s: TavernState, me: Seat): BotView {
  const mine = s.seats[me]!;
  const known = new Set(mine.known);
  const visible = new Set<CardId>();
  const see = (ids: readonly (CardId | null | undefined)[]) => {
    for (const c of ids) if (c) visible.add(c);
  };

  // Which seat owns each character card still in a hidden or public zone (Drink cards belong to no seat).
  const owned: Map<string, number>[] = s.seats.map(() => new Map());
  const drinks = new Map<string, number>();

  const seats = s.seats.map((st, i) => {
    for (const zone of [st.hand, st.deck, st.discard, st.gone]) for (const c of zone) count(owned[i]!, s.defs[c]!, 1);
    see(st.discard);
    see(st.prizes);
    if (i === me) see(st.hand);
    for (const c of st.pile) if (known.has(c)) visible.add(c);
    return {
      ...st,
      hand: i === me ? [...st.hand] : hide(st.hand),
      deck: hide(st.deck),
      discard: [...st.discard],
      gone: hide(st.gone),
      pile: hideExcept(st.pile, known),
      debts: [...st.debts],
      prizes: [...st.prizes],
      known: i === me ? [...st.known] : [],
    };
  });
  for (const it of s.stack) {
    const cards = itemCards(it);
    see(cards);
    if (it.kind === 'card' && it.card && !isPrize(s.defs[it.card]!)) count(owned[it.player]!, s.defs[it.card]!, 1);
  }
  see(s.drinkDiscard);
  see(s.prizeInn);
  see(s.prizeBin);
  if (s.round?.prize) visible.add(s.round.prize);
  for (const c of s.drinkDeck) if (known.has(c)) visible.add(c);

  // Drink cards: every card in a pile, the Drink Deck, the Drink discards or on the stack.
  const drinkIds: CardId[] = [...s.drinkDeck, ...s.drinkDiscard, ...s.seats.flatMap((st) => st.pile)];
  for (const it of s.stack) if (it.kind !== 'card') drinkIds.push(...itemCards(it));
  for (const c of drinkIds) if (!visible.has(c)) count(drinks, s.defs[c]!, 1);

  const unseenSeats = owned.map((o, i) => {
    const st = s.seats[i]!;
    const seen = [...st.discard, ...(i === me ? st.hand : [])];
    for (const it of s.stack) if (it.kind === 'card' && it.card && it.player === i && !isPrize(s.defs[it.card]!)) seen.push(it.card);
    for (const c of seen) count(o, s.defs[c]!, -1);
    return positive(o);
  });

  const defs: Record<CardId, string> = {};
  for (const c of visible) defs[c] = s.defs[c]!;

  const stack = s.stack.map((it) => redactItem(it, me));
  let pending = s.pending;
  if (pending && pending.k === 'choose' && pending.what === 'drink-discard' && pending.seat !== me) {
    pending = { ...pending, options: hide(pending.options) };
  }

  return {
    ...s,
    rng: [],
    config: { ...s.config, seed: 0, seats: s.config.seats.map((x) => ({ ...x })) },
    defs,
    seats,
    drinkDeck: hideExcept(s.drinkDeck, known),
    drinkDiscard: [...s.drinkDiscard],
    prizeInn: [...s.prizeInn],
    prizeBin: [...s.prizeBin],
    turn: { ...s.turn, jig: [...s.turn.jig] },
    round: s.round ? { ...s.round, in: [...s.round.in], passed: [...s.round.passed] } : null,
    stack,
    pending: pending ? { ...pending } : null,
    over: s.over ? { ...s.over, winners: [...s.over.winners] } : null,
    me,
    unseen: { seats: unseenSeats, drinks: positive(drinks) },
  };
}

/** A stack item as the seat sees it: other seats' sealed answers and the other rivals are not shown. */
function redactItem(it: Item, me: Seat): Item {
  const copy = cloneJson(it);
  const w = copy.win;
  if (w?.call) w.call.answers = w.call.answers.map((a, i) => (w.call!.seats[i] === me ? a : null));
  if (w?.sweep) w.sweep.rivals = w.sweep.rivals.filter((x) => x === me);
  return copy;
}
