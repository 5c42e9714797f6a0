import { shuffleInPlace } from '../rng';
import { champions, isOpponent, oneEach } from './variants/teams';
import { askChampions } from './variants/team-turn';
import { discardTo } from './zones';
import { drinkDef } from './content/catalog';
import { alive, changeStat, drawCards, emit, findItem, livingFrom, passingOut, push, removeItem, uid, type Ctx } from './ctx';
import { anteEveryone, openRound } from './gambling';
import { needsChoice } from './hosted';
import { pushFLoss, pushPayments, splitDrink } from './interpreter';
import { openWindow } from './stack';
import { barHasCards, refillFromBar, resolveBarEvent } from './variants/bar-deck';
import { isRivet } from './variants/automaton';
import type { CardId, Drink, DrinkItem, EventItem, RefillItem, Reveal, Seat } from './types';

/**
 * Drinks (TAVERN.md §2.3–2.4): revealing with Chasers, the Drink Deck and its refill, drinking (one Drink, a
 * split, or a batch drunk together), and the four Drink Events.
 */

export function emptyDrink(drinker: Seat): Drink {
  return { drinker, cards: [], ac: 0, f: 0, draw: 0, discard: 0, ignored: false, mead: false, hasMead: false };
}

// ------------------------------------------------------------------------------------------- the Drink Deck

/** The refill: the moment the last card leaves the Drink Deck (once per emptying). */
export function pushRefill(ctx: Ctx): void {
  const s = ctx.s;
  if (s.stack.some((it) => it.kind === 'refill')) return;
  const item: RefillItem = { kind: 'refill', uid: uid(s), origin: s.turn.active, stage: 'pay' };
  push(s, item);
}

/**
 * Before taking a card: 'ok' if the deck has one; 'wait' if a refill was just stacked (an empty deck with
 * discards: pay, reshuffle, then come back); 'none' if there is nothing anywhere (the draw fails).
 */
export function needDeck(ctx: Ctx): 'ok' | 'wait' | 'none' {
  const s = ctx.s;
  if (s.drinkDeck.length > 0) return 'ok';
  if (s.stack.some((it) => it.kind === 'refill')) return 'wait';
  if (s.drinkDiscard.length > 0 || (s.bar && barHasCards(s))) {
    pushRefill(ctx);
    return 'wait';
  }
  return 'none';
}

/** Take the top card; returns whether that emptied the deck (a refill is then stacked). */
export function takeTop(ctx: Ctx): { card: CardId; refill: boolean } {
  const s = ctx.s;
  const card = s.drinkDeck.pop()!;
  if (s.drinkDeck.length === 0) {
    pushRefill(ctx);
    return { card, refill: true };
  }
  return { card, refill: false };
}

export function resolveRefill(ctx: Ctx, it: RefillItem): void {
  const s = ctx.s;
  if (it.stage === 'pay') {
    // Refills ask nothing of Rivet (VARIANTS.md §7: Inn to Inn); one payer a team (VARIANTS.md §2.7: the team
    // pays 1 G, not each member).
    const payers = oneEach(s, livingFrom(s, s.turn.active)).filter((x) => !isRivet(s, x));
    emit(ctx, { t: 'refill', paying: payers });
    it.stage = 'shuffle';
    pushPayments(ctx, { uid: it.uid, player: null, kind: 'step' }, payers, 'inn', 1, 'refill');
    return;
  }
  removeItem(s, it.uid);
  // The Bar Deck (VARIANTS.md §8): the next 30 come from the Bar, the discards stay unless it runs out.
  if (s.bar) {
    forgetEverywhere(ctx, refillFromBar(ctx));
    return;
  }
  const cards = s.drinkDiscard.splice(0);
  s.drinkDeck.push(...shuffleInPlace(ctx.rng, cards));
  forgetEverywhere(ctx, cards);
  emit(ctx, { t: 'reshuffled', seat: 'drinks' });
}

/** What was seen secretly is forgotten once revealed or reshuffled. */
export function forgetEverywhere(ctx: Ctx, cards: CardId[]): void {
  if (!cards.length) return;
  const set = new Set(cards);
  for (const st of ctx.s.seats) if (st.known.length) st.known = st.known.filter((c) => !set.has(c));
}

function discardDrinkCard(ctx: Ctx, card: CardId): void {
  ctx.s.drinkDiscard.push(card);
  emit(ctx, { t: 'drinkDiscarded', card, def: ctx.s.defs[card]! });
}

// ------------------------------------------------------------------------------------------ revealing

/**
 * Reveal a Drink and its Chasers. The first card may be an Event (left in `event` for the caller); a later
 * Event is discarded unresolved and stops the chain; an empty pile stops it; the deck refills mid-chain.
 */
function continueReveal(ctx: Ctx, rev: Reveal & { event?: CardId }, meadMaySplit: boolean): 'wait' | 'done' {
  const s = ctx.s;
  while (rev.more) {
    let card: CardId;
    let refill = false;
    if (rev.source === 'pile') {
      const c = s.seats[rev.seat]!.pile.pop();
      if (c === undefined) {
        rev.more = false;
        break;
      }
      card = c;
    } else {
      const need = needDeck(ctx);
      if (need === 'wait') return 'wait';
      if (need === 'none') {
        rev.more = false;
        break;
      }
      ({ card, refill } = takeTop(ctx));
    }
    forgetEverywhere(ctx, [card]);
    emit(ctx, { t: 'drinkRevealed', seat: rev.drink.drinker, card, def: s.defs[card]!, source: rev.source });
    const def = drinkDef(s.defs[card]!);
    const first = rev.drink.cards.length === 0;
    if (def.kind === 'event') {
      rev.more = false;
      if (first) rev.event = card;
      else discardDrinkCard(ctx, card);
    } else {
      const d = rev.drink;
      d.cards.push(card);
      d.ac += def.ac;
      d.f += def.f ?? 0;
      d.draw += def.draw ?? 0;
      d.discard += def.discard ?? 0;
      if (def.selfSplit) {
        d.hasMead = true;
        if (first && meadMaySplit) d.mead = true;
      }
      rev.more = !!def.chaser;
    }
    if (refill && rev.more) return 'wait';
  }
  return 'done';
}

/** A seat's Drink phase: the top of its own pile. */
export function pushPileDrink(ctx: Ctx, seat: Seat): void {
  pushSingleDrink(ctx, seat, 'pile');
}

/** Down in One: a seat drinks from the Drink Deck (an Event is discarded). */
export function pushDeckDrink(ctx: Ctx, seat: Seat): void {
  pushSingleDrink(ctx, seat, 'deck');
}

/** One seat drinks one Drink (and its Chasers) alone, from its own pile or the Drink Deck. */
function pushSingleDrink(ctx: Ctx, seat: Seat, source: 'pile' | 'deck'): void {
  const item: DrinkItem = {
    kind: 'drink',
    uid: uid(ctx.s),
    origin: seat,
    stage: 'reveal',
    mode: 'single',
    revealer: seat,
    drinks: [],
    reveal: { source, seat, drink: emptyDrink(seat), more: true },
    splitOffered: false,
    owed: [],
  };
  push(ctx.s, item);
}

// ------------------------------------------------------------------------------------------ drinking

export function resolveDrinkItem(ctx: Ctx, it: DrinkItem): void {
  const s = ctx.s;
  switch (it.stage) {
    case 'reveal': {
      const rev = it.reveal! as Reveal & { event?: CardId };
      if (continueReveal(ctx, rev, true) === 'wait') return;
      delete it.reveal;
      if (rev.event) {
        removeItem(s, it.uid);
        if (rev.source === 'deck' && !it.eventOk) {
          discardDrinkCard(ctx, rev.event);
          return;
        }
        pushEvent(ctx, rev.event, it.revealer);
        // Rivet's Drink Event taken as the deck's last card: the refill it caused comes first (an Event's
        // Drinks come from the refilled deck).
        if (it.eventOk) {
          const r = s.stack.findIndex((x) => x.kind === 'refill');
          if (r >= 0) s.stack.push(...s.stack.splice(r, 1));
        }
        return;
      }
      if (rev.drink.cards.length === 0) {
        removeItem(s, it.uid);
        return;
      }
      it.drinks = [rev.drink];
      it.stage = 'mead';
      openWindow(it, 'mead');
      return;
    }
    case 'mead': {
      const d = it.drinks[0];
      // Rivet never splits his Honey Mead (VARIANTS.md §7).
      if (it.mode === 'single' && !it.splitOffered && it.drinks.length === 1 && d && d.mead && !d.ignored && alive(s, d.drinker) && !isRivet(s, d.drinker)) {
        it.splitOffered = true;
        const others = livingFrom(s, d.drinker).filter((x) => isOpponent(s, d.drinker, x));
        if (others.length) {
          s.pending = { k: 'choose', seat: d.drinker, what: 'mead-split', options: ['none', ...others.map(String)] };
          return;
        }
      }
      it.stage = 'drink';
      return;
    }
    case 'drink':
      drinkAll(ctx, it);
      it.stage = 'discards';
      return;
    case 'discards': {
      const owed = it.owed[0];
      if (owed) {
        const [seat, n] = owed;
        const hand = s.seats[seat]!.hand;
        if (n <= 0 || hand.length === 0 || !alive(s, seat)) {
          it.owed.shift();
          return;
        }
        s.pending = { k: 'choose', seat, what: 'drink-discard', options: [...hand] };
        return;
      }
      it.stage = 'floss';
      return;
    }
    case 'floss': {
      it.stage = 'finish';
      const entries = it.drinks.filter((d) => !d.ignored && d.f < 0 && alive(s, d.drinker)).map((d) => ({ seat: d.drinker, n: -d.f }));
      if (entries.length) pushFLoss(ctx, { uid: it.uid, player: null, kind: 'drink' }, entries);
      return;
    }
    case 'finish': {
      removeItem(s, it.uid);
      for (const d of it.drinks) for (const c of d.cards) discardDrinkCard(ctx, c);
      if (it.mode === 'contest') {
        const ev = findItem(s, it.event);
        if (ev && ev.kind === 'event' && ev.contest) ev.contest.drinks = it.drinks.map((d) => ({ ...d, cards: [] }));
      }
      return;
    }
  }
}

/** The mead's own split: its drinker names a partner, or none; the halves then get a window. */
export function answerMeadSplit(ctx: Ctx, it: DrinkItem, pick: string): void {
  if (pick !== 'none') {
    const w = Number(pick);
    splitDrink(it.drinks, 0, w);
    if (isRivet(ctx.s, w)) it.drinks[1]!.by = it.drinks[0]!.drinker;
    emit(ctx, { t: 'drinkSplit', uid: it.uid, with: w });
    it.stage = 'drink';
    openWindow(it, 'drink');
    return;
  }
  it.stage = 'drink';
}

export function answerDrinkDiscard(ctx: Ctx, it: DrinkItem, card: CardId): void {
  const owed = it.owed[0]!;
  const st = ctx.s.seats[owed[0]]!;
  st.hand.splice(st.hand.indexOf(card), 1);
  discardTo(ctx.s, owed[0], card);
  emit(ctx, { t: 'discarded', seat: owed[0], card, def: ctx.s.defs[card]! });
  owed[1]--;
  if (owed[1] <= 0) it.owed.shift();
}

/** Every Drink of the item is drunk at once: AC, F gained and draws now; discards are owed; F loss is a step. */
function drinkAll(ctx: Ctx, it: DrinkItem): void {
  const s = ctx.s;
  const order = livingFrom(s, s.turn.active);
  const drinks = [...it.drinks].sort((a, b) => order.indexOf(a.drinker) - order.indexOf(b.drinker));
  for (const d of drinks) {
    if (d.ignored || !alive(s, d.drinker)) continue;
    changeStat(ctx, d.drinker, 'AC', d.ac);
    if (d.f > 0) changeStat(ctx, d.drinker, 'F', d.f);
    if (d.draw > 0) drawCards(ctx, d.drinker, d.draw);
    if (d.discard > 0) it.owed.push([d.drinker, d.discard]);
  }
}

// ------------------------------------------------------------------------------------------ Drink Events

export function pushEvent(ctx: Ctx, card: CardId, revealer: Seat): void {
  const s = ctx.s;
  const def = drinkDef(s.defs[card]!);
  if (def.kind !== 'event') throw new Error('pushEvent: not an Event');
  const item: EventItem = { kind: 'event', uid: uid(s), origin: revealer, stage: 'window', card, event: def.event, revealer, ignoredBy: [] };
  push(s, item);
  // A team game: the Champions are named as the Event is revealed, before its window (VARIANTS.md §2.6).
  if (s.teams) item.stage = 'champions';
  else openWindow(item, 'resolve');
}

function participants(ctx: Ctx, it: EventItem): Seat[] {
  // A team game: the Champions only, the revealer for its own team (VARIANTS.md §2.6).
  const living = livingFrom(ctx.s, ctx.s.turn.active);
  return (it.champions ? living.filter((x) => it.champions!.includes(x)) : champions(ctx.s, it.revealer, living)).filter((x) => !it.ignoredBy.includes(x));
}

export function resolveEventItem(ctx: Ctx, it: EventItem): void {
  const s = ctx.s;
  if (it.stage === 'champions') {
    if (askChampions(ctx, it.revealer, it) === 'asked') return;
    it.stage = 'window';
    openWindow(it, 'resolve');
    return;
  }
  if (it.stage === 'finish') {
    removeItem(s, it.uid);
    discardDrinkCard(ctx, it.card);
    return;
  }
  switch (it.event) {
    case 'brawl': {
      it.stage = 'finish';
      const seats = participants(ctx, it);
      if (seats.length) pushFLoss(ctx, { uid: it.uid, player: null, kind: 'event' }, seats.map((seat) => ({ seat, n: 1 })));
      return;
    }
    case 'dice': {
      // The revealer starts a Round; a seat that Ignored the Event is not in it (ours).
      if (it.stage === 'resolve') {
        it.stage = 'dice-antes';
        if (openRound(ctx, it.revealer, participants(ctx, it), s.turn.active) === 'asked') return;
      }
      // Appendix B: the revealer chooses the game before the antes.
      if (needsChoice(ctx)) return;
      it.stage = 'finish';
      anteEveryone(ctx, it.revealer);
      return;
    }
    case 'innkeeper':
      return innkeeper(ctx, it);
    case 'bottoms-up':
      return contest(ctx, it);
    default:
      // Cellar Stock's Events (the Bar Deck, VARIANTS.md §9.4).
      if (!resolveBarEvent(ctx, it, participants(ctx, it), pushPayments)) throw new Error(`resolveEventItem: no rule for the Event ${it.event}`);
      return;
  }
}


/** Innkeeper's Round: reveal until a Drink (Events before it discarded); everyone drinks a copy at once. */
function innkeeper(ctx: Ctx, it: EventItem): void {
  const s = ctx.s;
  if (it.stage === 'resolve') {
    it.stage = 'ik-reveal';
    it.reveal = { source: 'deck', seat: it.revealer, drink: emptyDrink(it.revealer), more: true };
  }
  const rev = it.reveal! as Reveal & { event?: CardId };
  for (;;) {
    if (continueReveal(ctx, rev, false) === 'wait') return;
    if (!rev.event) break;
    discardDrinkCard(ctx, rev.event);
    delete rev.event;
    rev.more = true;
  }
  delete it.reveal;
  it.stage = 'finish';
  const seats = participants(ctx, it);
  if (rev.drink.cards.length === 0 || seats.length === 0) {
    for (const c of rev.drink.cards) discardDrinkCard(ctx, c);
    return;
  }
  const drinks: Drink[] = seats.map((seat, i) => ({ ...rev.drink, drinker: seat, cards: i === 0 ? rev.drink.cards : [], mead: false }));
  const batch: DrinkItem = {
    kind: 'drink',
    uid: uid(s),
    origin: it.revealer,
    stage: 'drink',
    mode: 'innkeeper',
    revealer: it.revealer,
    drinks,
    splitOffered: true,
    event: it.uid,
    owed: [],
  };
  push(s, batch);
  openWindow(batch, 'drink');
}

/**
 * Bottoms Up! (§2.4, Ruling §8 Q8): each contender reveals from the deck with Chasers; one window over all
 * Drinks; all drink; a unique top score wins, else the tied go again (a tied one passing out drops for good);
 * then each other participant pays the winner 1 G.
 */
function contest(ctx: Ctx, it: EventItem): void {
  const s = ctx.s;
  if (it.stage === 'resolve') {
    const seats = participants(ctx, it);
    it.contest = { all: seats, contenders: seats, dropped: [], idx: 0, drinks: [], winner: null, round: 1 };
    it.stage = seats.length ? 'c-reveal' : 'finish';
  }
  const c = it.contest!;
  if (it.stage === 'c-reveal') {
    while (c.idx < c.contenders.length) {
      const seat = c.contenders[c.idx]!;
      if (!c.reveal) c.reveal = { source: 'deck', seat, drink: emptyDrink(seat), more: true };
      const rev = c.reveal as Reveal & { event?: CardId };
      if (continueReveal(ctx, rev, false) === 'wait') return;
      if (rev.event) discardDrinkCard(ctx, rev.event);
      c.drinks.push({ ...rev.drink, contestant: seat, score: rev.drink.ac, mead: false });
      delete c.reveal;
      c.idx++;
    }
    it.stage = 'c-score';
    const batch: DrinkItem = {
      kind: 'drink',
      uid: uid(s),
      origin: it.revealer,
      stage: 'drink',
      mode: 'contest',
      revealer: it.revealer,
      drinks: c.drinks,
      splitOffered: true,
      event: it.uid,
      owed: [],
    };
    c.drinks = [];
    push(s, batch);
    openWindow(batch, 'drink');
    return;
  }
  if (it.stage === 'c-score') {
    const scores: [Seat, number][] = c.contenders.map((seat) => {
      const d = c.drinks.find((x) => x.contestant === seat);
      return [seat, Math.max(0, d?.score ?? 0)];
    });
    const best = Math.max(...scores.map(([, v]) => v));
    const tied = scores.filter(([, v]) => v === best).map(([x]) => x);
    let again: Seat[] = [];
    if (tied.length === 1) c.winner = tied[0]!;
    else {
      for (const x of tied) if (passingOut(s, x) || !alive(s, x)) c.dropped.push(x);
      again = tied.filter((x) => !c.dropped.includes(x));
      if (again.length === 1) {
        c.winner = again[0]!;
        again = [];
      }
    }
    emit(ctx, { t: 'contest', scores, winner: c.winner, again });
    if (again.length > 1) {
      c.contenders = again;
      c.idx = 0;
      c.drinks = [];
      c.round++;
      it.stage = 'c-reveal';
      return;
    }
    it.stage = 'finish';
    if (c.winner !== null) {
      const payers = livingFrom(s, s.turn.active).filter((x) => c.all.includes(x) && x !== c.winner);
      pushPayments(ctx, { uid: it.uid, player: null, kind: 'event' }, payers, c.winner, 1, 'contest');
    }
    return;
  }
}
