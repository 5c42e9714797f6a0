import { cloneJson } from '../../bots/determinize';
import { cardDef, characterDef } from '../content/catalog';
import { DRINK_DECK } from '../content/drinks';
import { viewFor as engineView, type SeatView as EngineSeatView } from '../../engine/view';
import { seatCards } from '../view';
import { BAR_DECK } from '../variants/bar-deck';
import type { CardId, Item, Seat, TavernState } from '../types';
import type { CharacterDef } from '../cards';

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
  /**
   * Appendix B: the engine's own view of the hosted table for this seat (its door for the hosted game's
   * secrets). The round's `hosted.table` is null in a bot's view; an imagined world deals one from this.
   */
  hostedView: EngineSeatView | null;
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

/** A deck list counted: how many cards in all, and each key's count in key order (as `positive` sorts). */
interface ListCounts {
  n: number;
  sorted: [string, number][];
}

/**
 * A deck list's counts, or null when the list does not account for all `total` cards (a test kit's). Each
 * list is counted once (lists are content: they do not change during a game); a list of another length is
 * counted again.
 */
const listCache = new WeakMap<object, { len: number; c: ListCounts }>();
function cachedCounts(list: readonly { key: string; count: number }[], total: number): ListCounts | null {
  let e = listCache.get(list);
  if (!e || e.len !== list.length) {
    const m = new Map<string, number>();
    let n = 0;
    for (const { key, count: k } of list) {
      m.set(key, (m.get(key) ?? 0) + k);
      n += k;
    }
    e = { len: list.length, c: { n, sorted: positive(m) } };
    listCache.set(list, e);
  }
  return e.c.n === total ? e.c : null;
}

/** The keys of a counted list still unseen (its counts less `seen`'s), sorted: `positive` of the difference. */
function unseenOf(list: ListCounts, seen: Map<string, number>): [string, number][] {
  const out: [string, number][] = [];
  for (const [k, n] of list.sorted) {
    const left = n - (seen.get(k) ?? 0);
    if (left > 0) out.push([k, left]);
  }
  return out;
}

/** A character's deck list and its Loot cards (the cards it owns), as `cachedCounts`. */
const charLists = new WeakMap<CharacterDef, { key: string; count: number }[]>();
function characterCounts(ch: CharacterDef, total: number): ListCounts | null {
  let list = charLists.get(ch);
  if (!list) {
    list = [...ch.deck, ...ch.mechanics.flatMap((m) => (m.kind === 'loot' ? m.cards : []))];
    charLists.set(ch, list);
  }
  return cachedCounts(list, total);
}

/**
 * The seat's view. Which cards it may name comes from the screen's own door for secrets (`seatCards`, the
 * card part of `viewFor`): a card id is shown here only if `viewFor` names it for this seat; the rest of the
 * shape is the public state. (Only the card part is built: the screen's whole view, its legal list included,
 * cost a Normal decision more than the bot's own judgement.)
 */
export function botView(s: TavernState, me: Seat): BotView {
  const official = seatCards(s, me);
  // The door's record has no prototype (seatCards), so `in` asks it alone; no Set of its keys is built.
  const visible = official.cards;
  const known = new Set(official.known.map((k) => k.card));
  const show = (ids: readonly CardId[]) => ids.map((c) => (c in visible ? c : HIDDEN));
  // A team game: teammates' hands are open to the seat (VARIANTS.md §2.1), through the same door.
  const mates = new Map((official.mates ?? []).map((m) => [m.seat, m.hand]));

  const seats = s.seats.map((st, i) => ({
    ...st,
    hand: i === me ? [...official.hand] : mates.has(i) ? [...mates.get(i)!] : hide(st.hand),
    deck: hide(st.deck),
    discard: show(st.discard),
    gone: hide(st.gone),
    pile: hideExcept(st.pile, known),
    debts: [...st.debts],
    prizes: show(st.prizes),
    known: i === me ? s.seats[me]!.known.filter((c) => known.has(c)) : [],
    // The mechanics' zones: companions and spent loot are public; a Plot is its owner's; the Sack is nobody's.
    ...(st.companions ? { companions: show(st.companions) } : {}),
    ...(st.plots ? { plots: i === me ? [...official.plots] : hide(st.plots) } : {}),
    ...(st.sack ? { sack: hide(st.sack) } : {}),
    ...(st.spent ? { spent: show(st.spent) } : {}),
  }));

  // The unseen cards of each seat: its public deck list less the cards of it this seat can see (its discards,
  // the cards it has on the stack, and its hand for the seat itself).
  // Each seat's cards on the stack, read once (not once per seat).
  const onStacks: CardId[][] = s.seats.map(() => []);
  for (const it of s.stack) if (it.kind === 'card' && it.card && !isPrize(s.defs[it.card]!)) onStacks[it.player]?.push(it.card);
  const unseenSeats = s.seats.map((st, i) => {
    const onStack = onStacks[i]!;
    const total =
      st.hand.length + st.deck.length + st.discard.length + st.gone.length + onStack.length +
      (st.companions?.length ?? 0) + (st.plots?.length ?? 0) + (st.sack?.length ?? 0) + (st.spent?.length ?? 0);
    const list = characterCounts(characterDef(st.char), total);
    // What this seat has seen of them (a deck list's counts less these), or, for a deck without a list (tests
    // build hands directly), the box as what the seat holds in all, less these.
    const seen = new Map<string, number>();
    const less = (ids: readonly CardId[] | undefined) => {
      if (ids) for (const c of ids) count(seen, s.defs[c]!, 1);
    };
    less(st.discard);
    less(onStack);
    less(st.companions);
    less(st.spent);
    if (i === me) {
      less(st.hand);
      less(st.plots);
    }
    if (mates.has(i)) less(st.hand);
    if (list) return unseenOf(list, seen);
    const counts = new Map<string, number>();
    for (const zone of [st.hand, st.deck, st.discard, st.gone, onStack, st.companions ?? [], st.plots ?? [], st.sack ?? [], st.spent ?? []]) {
      for (const c of zone) count(counts, s.defs[c]!, 1);
    }
    for (const [k, n] of seen) count(counts, k, -n);
    return positive(counts);
  });

  // The unseen Drink cards: the Drink Deck's list less the Drink cards this seat can see.
  const drinkIds: CardId[] = [...s.drinkDeck, ...s.drinkDiscard, ...(s.bar ?? [])];
  for (const st of s.seats) for (const c of st.pile) drinkIds.push(c);
  for (const it of s.stack) if (it.kind !== 'card') drinkIds.push(...itemCards(it));
  const drinkSeen = new Map<string, number>();
  for (const c of drinkIds) if (c in visible) count(drinkSeen, s.defs[c]!, 1);
  const drinkList = cachedCounts(s.bar ? BAR_DECK : DRINK_DECK, drinkIds.length);
  let unseenDrinks: [string, number][];
  if (drinkList) unseenDrinks = unseenOf(drinkList, drinkSeen);
  else {
    const drinks = new Map<string, number>();
    for (const c of drinkIds) count(drinks, s.defs[c]!, 1);
    for (const [k, n] of drinkSeen) count(drinks, k, -n);
    unseenDrinks = positive(drinks);
  }

  // The door's own record, built for this view alone.
  const defs: Record<CardId, string> = official.cards;

  const stack = s.stack.map((it) => redactItem(it, me));
  let pending = s.pending;
  if (pending && pending.k === 'choose' && (pending.what === 'drink-discard' || pending.what === 'plot') && pending.seat !== me) {
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
    ...(s.bar ? { bar: hideExcept(s.bar, known) } : {}),
    prizeInn: [...s.prizeInn],
    prizeBin: [...s.prizeBin],
    turn: { ...s.turn, jig: [...s.turn.jig], ...(s.turn.team ? { team: structuredClone(s.turn.team) } : {}) },
    ...(s.teams ? { teams: s.teams.map((t) => ({ seats: [...t.seats], tonics: t.tonics })) } : {}),
    round: s.round ? roundFor(s, me) : null,
    hostedView: s.round?.hosted?.table ? engineView(s.round.hosted.table, s.round.hosted.seats.indexOf(me)) : null,
    stack,
    pending: pending ? { ...pending } : null,
    over: s.over ? { ...s.over, winners: [...s.over.winners] } : null,
    me,
    unseen: { seats: unseenSeats, drinks: unseenDrinks },
  };
}

/** The Round as the seat sees it: a hosted table only through the engine's view; another seat's look unseen. */
function roundFor(s: TavernState, me: Seat): NonNullable<TavernState['round']> {
  const r = s.round!;
  const out = { ...r, in: [...r.in], passed: [...r.passed], ...(r.split ? { split: [...r.split] } : {}) };
  if (r.hosted) {
    const h = r.hosted;
    out.hosted = {
      ...h,
      choice: { ...h.choice, variants: [...h.choice.variants] },
      table: null,
      seats: [...h.seats],
      next: h.next ? [...h.next] : null,
      owed: h.owed ? { ...h.owed } : null,
      peek: h.peek ? { ...h.peek, cards: h.peek.seat === me ? [...h.peek.cards] : h.peek.cards.map(() => -1) } : null,
    };
  }
  return out;
}

/** A stack item as the seat sees it: other seats' sealed answers and the other rivals are not shown. */
function redactItem(it: Item, me: Seat): Item {
  const copy = cloneJson(it);
  const w = copy.win;
  if (w?.call) w.call.answers = w.call.answers.map((a, i) => (w.call!.seats[i] === me ? a : null));
  if (w?.sweep) {
    const sw = w.sweep;
    // The card each rival answered with went back to its hand: only the rival itself knows which it was.
    if (sw.cards) sw.cards = sw.cards.filter((_, i) => sw.rivals[i] === me);
    sw.rivals = sw.rivals.filter((x) => x === me);
  }
  return copy;
}
