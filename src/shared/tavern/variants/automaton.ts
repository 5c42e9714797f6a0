import { shuffleInPlace, type Rng } from '../../rng';
import { nextWhere } from '../../rotation';
import { RuleError } from '../../engine/errors';
import type { Op, Stat } from '../cards';
import { RIVET_CARDS, RIVET_FACTIONS, RIVET_MODE, RIVET_TRACK, type AutomatonCard, type RivetEffect, type RivetPick } from '../content/rivet';
import { alive, changeStat, drawCards, emit, findItem, inTurnOrder, moveGold, push, top, uid, type Ctx } from '../ctx';
import { pushDeckDrink } from '../drinks';
import { pushFLoss, pushPayments } from '../interpreter';
import { openWindow } from '../stack';
import type { AutomatonState, CardId, CardItem, CheckpointItem, DrinkItem, Item, Phase, Seat, SeatState, TavernConfig, TavernState } from '../types';
import { discardTo } from '../zones';

import { isRivet, picked, playerSeats, reached, stepTrack, tracksOf } from './rivet-seat';

export { isRivet, playerSeats, rivetAffects } from './rivet-seat';

/**
 * The Automaton (VARIANTS.md §7): Rivet, the clockwork barback, a third seat at a two-player table. He is the
 * LAST seat (the players keep seats 0 and 1, as the lobby numbers them) and takes the first turn; clockwise from
 * him come A then B, as the book seats R, A, B.
 *
 * His seat is an ordinary seat in the engine's lists, so "another player", "each other player", passes,
 * splits and redirects reach him with no special case, but:
 * - his F and AC are two tracks, one per player (`tracks`), 0–6: a change a player causes moves that player's
 *   track, anything else both (variants/rivet-seat.ts `tracksOf`, asked by ctx.ts `changeStat` for his seat);
 * - he holds no Gold: whatever he pays comes from the Inn and whatever is paid to him goes to it (ctx.ts
 *   `moveGold`), so his seat's G stays 0 and Gold is conserved as ever;
 * - he never answers a call, never draws, never loses; his deck (his seat's `deck`, order nobody's) decides
 *   his turn (`rivetTurnStep`), his responses (`rivetResponds`) and his Round turns (`rivetRoundTurn`);
 * - his tracks passing out reset at the next empty stack, with a reward for their player (`rivetEmptyStack`).
 *
 * His cards are card records (content/rivet.ts `rivetCardDef`): the one interpreter runs their boxes, the
 * ops only he has (`rivet`) come here through `rivetOp`.
 */

const BY_KEY = new Map<string, AutomatonCard>(RIVET_CARDS.map((c) => [c.key, c]));

/** The test kit's automaton cards (`rv-*`, VARIANTS.md §10.1) join here; the catalog gets their records too. */
export function registerAutomatonCards(cards: AutomatonCard[]): void {
  for (const c of cards) BY_KEY.set(c.key, c);
}

export function automatonCard(key: string): AutomatonCard {
  const c = BY_KEY.get(key);
  if (!c) throw new Error(`unknown automaton card ${key}`);
  return c;
}

// ------------------------------------------------------------------------------------------------ setup

/** Why an automaton config cannot be set up, as a sentence (the lobby's table check comes first). */
export function automatonConfigProblem(c: TavernConfig): string | null {
  if (c.seats.some((x) => x.char === 'rivet')) return 'Rivet is the automaton, not a character a player can choose.';
  if (!c.automaton) return null;
  if (c.seats.length !== 2) return 'The Automaton game needs exactly 2 players: Rivet is the third.';
  if (c.appendixB) return "Appendix B cannot be played with the Automaton: Rivet has no way to play a gambling game's dice or hands.";
  const f = c.automaton.factions;
  if (f.length === 0) return null;
  const known = RIVET_FACTIONS.map((x) => x.key as string);
  const bad = f.find((x) => !known.includes(x));
  if (bad !== undefined) return `Rivet has no faction called "${bad}": choose two of ${known.join(', ')}.`;
  if (f.length !== 2 || f[0] === f[1]) return "Rivet's deck is two different factions of his four.";
  return null;
}

/**
 * Rivet's seat, dealt after the players' (so their cards and Drinks are dealt as in any game): his two
 * factions' 10 cards shuffled as his deck, no hand, no Drink, no Gold. The factions are the config's, else
 * the seed picks two.
 */
export function dealRivet(rng: Rng, c: TavernConfig, n: number, newCard: (prefix: string, key: string) => CardId): { seat: SeatState; state: AutomatonState } {
  let factions = c.automaton?.factions ?? [];
  if (factions.length !== 2) {
    const all = RIVET_FACTIONS.map((x) => x.key as string);
    shuffleInPlace(rng, all);
    factions = all.slice(0, 2).sort((a, b) => RIVET_FACTIONS.findIndex((x) => x.key === a) - RIVET_FACTIONS.findIndex((x) => x.key === b));
  }
  const deck = RIVET_CARDS.filter((card) => factions.includes(card.faction)).map((card) => newCard('c', card.key));
  shuffleInPlace(rng, deck);
  const seat: SeatState = {
    char: 'rivet',
    name: 'Rivet',
    // His seat's own F/AC never move (his tracks do): F 20 keeps him out of every "losing" test.
    F: 20,
    AC: 0,
    G: 0,
    alive: true,
    hand: [],
    deck,
    discard: [],
    gone: [],
    pile: [],
    debts: Array.from({ length: n + 1 }, () => 0),
    prizes: [],
    known: [],
  };
  const tracks = Array.from({ length: n }, (_, owner) => ({ owner, F: RIVET_TRACK.F, AC: RIVET_TRACK.AC }));
  return { seat, state: { seat: n, factions: [...factions], tracks, last: null, rewards: [] } };
}

// ------------------------------------------------------------------------------------------------ tracks

function moveTrack(ctx: Ctx, owner: Seat, stat: 'F' | 'AC', delta: number): void {
  const e = stepTrack(ctx.s, owner, stat, delta);
  if (e) emit(ctx, e);
}

function resetTrack(ctx: Ctx, owner: Seat): void {
  const t = ctx.s.automaton!.tracks.find((x) => x.owner === owner);
  if (!t) return;
  moveTrack(ctx, owner, 'F', RIVET_TRACK.F - t.F);
  moveTrack(ctx, owner, 'AC', RIVET_TRACK.AC - t.AC);
  emit(ctx, { t: 'trackReset', owner });
}

// ------------------------------------------------------------------------------------------------ his deck

/**
 * Reveal his top card (it goes to his discards once its box is done, as any played card). An empty deck
 * reshuffles his discards at once, except during a Round: then there is nothing to reveal (book).
 */
function reveal(ctx: Ctx): CardId | null {
  const s = ctx.s;
  const st = s.seats[s.automaton!.seat]!;
  if (st.deck.length === 0) {
    if (s.round || st.discard.length === 0) return null;
    reshuffle(ctx);
  }
  const card = st.deck.pop()!;
  if (st.deck.length === 0 && !s.round && st.discard.length) reshuffle(ctx);
  return card;
}

function reshuffle(ctx: Ctx): void {
  const s = ctx.s;
  const R = s.automaton!.seat;
  const st = s.seats[R]!;
  st.deck.push(...shuffleInPlace(ctx.rng, st.discard.splice(0)));
  emit(ctx, { t: 'reshuffled', seat: R });
}

function shown(ctx: Ctx, card: CardId, box: 'action' | 'response' | 'bottom' | 'none'): void {
  const s = ctx.s;
  s.automaton!.last = { card, def: s.defs[card]!, box };
  emit(ctx, { t: 'rivet', card, def: s.defs[card]!, box });
}

function boxItem(ctx: Ctx, card: CardId, mode: number, type: CardItem['type'], on: Item | null, extra: Partial<CardItem> = {}): CardItem {
  const s = ctx.s;
  const R = s.automaton!.seat;
  const item: CardItem = {
    kind: 'card',
    uid: uid(s),
    origin: R,
    stage: 'resolve',
    card,
    def: s.defs[card]!,
    mode,
    player: R,
    type,
    targets: [],
    on: on ? on.uid : null,
    itsPlayer: null,
    ignoredBy: [],
    pc: 0,
    ...extra,
  };
  emit(ctx, { t: 'cardPlayed', seat: R, card, def: item.def, mode, targets: [] });
  push(s, item);
  openWindow(item, 'resolve');
  return item;
}

// ------------------------------------------------------------------------------------------------ his turn

function checkpoint(ctx: Ctx, phase: Phase): void {
  const s = ctx.s;
  const item: CheckpointItem = { kind: 'checkpoint', uid: uid(s), origin: s.turn.active, stage: 'open', phase };
  push(s, item);
  openWindow(item, 'done');
}

function setPhase(ctx: Ctx, phase: Phase): void {
  ctx.s.turn.phase = phase;
  emit(ctx, { t: 'phase', seat: ctx.s.turn.active, phase });
}

/**
 * His turn (VARIANTS.md §7): Start checkpoint; Action: reveal his top card, do its Action box; Drink: a Drink
 * from the Drink Deck with Chasers (an Event is his Drink Event). He never discards, draws or orders. Returns
 * false for the phases the ordinary turn plays for him as for anyone (start, the checkpoints, the end).
 */
export function rivetTurnStep(ctx: Ctx): boolean {
  const s = ctx.s;
  const t = s.turn;
  if (!isRivet(s, t.active)) return false;
  switch (t.phase) {
    case 'cp-start':
      checkpoint(ctx, 'cp-start');
      setPhase(ctx, 'action');
      return true;
    case 'discard':
    case 'cp-action':
      setPhase(ctx, 'action');
      return true;
    case 'action': {
      setPhase(ctx, 'action-done');
      const card = reveal(ctx);
      if (card === null) return true;
      shown(ctx, card, 'action');
      boxItem(ctx, card, RIVET_MODE.action, 'action', null);
      return true;
    }
    case 'action-done':
    case 'cp-order':
    case 'order':
      setPhase(ctx, 'cp-drink');
      return true;
    case 'drink': {
      setPhase(ctx, 'drink-done');
      pushDeckDrink(ctx, t.active);
      (top(s) as DrinkItem).eventOk = true;
      return true;
    }
    default:
      return false;
  }
}

// ------------------------------------------------------------------------------------------------ responses

/**
 * Before an item's first call (VARIANTS.md §7, Ruling: once per item, never for his own cards): a Drink he
 * drinks (his own, passed, split, Down in One), or a player's Action, Sometimes or Anytime card that directly
 * changes his F, AC or G, makes him reveal his top card. A Sometimes box labelled for that kind of item answers it as his
 * Sometimes card; any other box does nothing. Returns true when a box was stacked.
 */
export function rivetResponds(ctx: Ctx, it: Item, affects: (it: CardItem, seat: Seat) => Stat[]): boolean {
  const s = ctx.s;
  const a = s.automaton;
  if (!a || it.rv) return false;
  const R = a.seat;
  let on: 'drink' | 'asa' | null = null;
  let drink: number | undefined;
  let its: Seat | null = null;
  if (it.kind === 'card') {
    if (it.card !== null && it.player !== R && (it.type === 'action' || it.type === 'sometimes' || it.type === 'anytime') && !it.ignoredBy.includes(R) && affects(it, R).length > 0) {
      on = 'asa';
      its = it.player;
    }
  } else if (it.kind === 'drink' && it.mode === 'single' && !it.reveal) {
    // Any Drink he drinks, his own Drink phase's too (000: "when Otto is affected by a Drink"); an Event's
    // batch (Innkeeper's Round, Bottoms Up!) is the Event's, and Events trigger nothing (VARIANTS.md §7).
    const i = it.drinks.findIndex((d) => d.drinker === R && !d.ignored);
    if (i >= 0) {
      on = 'drink';
      drink = i;
      its = it.drinks[i]!.by ?? null;
    }
  }
  if (!on) return false;
  it.rv = true;
  const card = reveal(ctx);
  if (card === null) return false;
  const def = automatonCard(s.defs[card]!);
  if (def.response.on !== on) {
    discardTo(s, R, card);
    shown(ctx, card, 'none');
    return false;
  }
  shown(ctx, card, 'response');
  boxItem(ctx, card, RIVET_MODE.response, 'sometimes', it, { itsPlayer: its, ...(drink !== undefined ? { drink } : {}) });
  return true;
}

// ------------------------------------------------------------------------------------------------ Round turns

/**
 * His Round turn (VARIANTS.md §7): reveal his top card and play its bottom box as a Gambling or Cheating card
 * of its label. A pass box, a Gambling box after a Winning Hand, or an empty deck mid-Round is a pass.
 */
export function rivetRoundTurn(ctx: Ctx): void {
  const s = ctx.s;
  const r = s.round!;
  const R = s.automaton!.seat;
  r.next = nextWhere(s.seats.length, R, (x) => r.in.includes(x) && alive(s, x)) ?? R;
  const pass = () => {
    if (!r.passed.includes(R)) r.passed.push(R);
    emit(ctx, { t: 'roundPassed', seat: R });
  };
  const card = reveal(ctx);
  if (card === null) return pass();
  const def = automatonCard(s.defs[card]!);
  const passes = def.bottom.effects.some((e) => e.op === 'pass') || (def.bottom.type === 'gambling' && r.gate);
  if (passes) {
    discardTo(s, R, card);
    shown(ctx, card, def.bottom.effects.some((e) => e.op === 'pass') ? 'bottom' : 'none');
    return pass();
  }
  shown(ctx, card, 'bottom');
  boxItem(ctx, card, RIVET_MODE.bottom, def.bottom.type, null);
}

// ------------------------------------------------------------------------------------------------ the empty stack

/**
 * At each empty stack, before the players' last chance (VARIANTS.md §7): after a Round his discards reshuffle
 * if his deck ran out during it; each track passing out (AC ≥ F) resets to F6/AC0 and its player chooses 1 G
 * from the Inn or draw 2, from the active player. Returns true when it did something (the engine loops).
 */
export function rivetEmptyStack(ctx: Ctx): boolean {
  const s = ctx.s;
  const a = s.automaton;
  if (!a) return false;
  const st = s.seats[a.seat]!;
  if (!s.round && st.deck.length === 0 && st.discard.length > 0) {
    reshuffle(ctx);
    return true;
  }
  const out = a.tracks.filter((t) => t.AC >= t.F && alive(s, t.owner)).map((t) => t.owner);
  if (out.length) {
    const order = inTurnOrder(s, out, s.turn.active);
    for (const owner of order) resetTrack(ctx, owner);
    a.rewards.push(...order);
    return true;
  }
  while (a.rewards.length && !alive(s, a.rewards[0]!)) a.rewards.shift();
  if (a.rewards.length) {
    s.pending = { k: 'choose', seat: a.rewards[0]!, what: 'rivet-reward', options: ['gold', 'draw'] };
    return true;
  }
  return false;
}

/** The reset reward (unanswerable, Ruling: a reward, not a card): 1 G from the Inn, or draw 2. */
export function answerRivetReward(ctx: Ctx, seat: Seat, pick: string): void {
  const a = ctx.s.automaton!;
  a.rewards.shift();
  if (pick === 'gold') moveGold(ctx, 'inn', seat, 1);
  else drawCards(ctx, seat, 2);
  emit(ctx, { t: 'rivetReward', seat, pick: pick === 'gold' ? 'gold' : 'draw' });
}

// ------------------------------------------------------------------------------------------------ his ops

/** The tracks a track effect moves: both, or those the answered item would change. */
function tracksFor(s: TavernState, it: CardItem, who: string): Seat[] {
  if (who === 'both-tracks') return s.automaton!.tracks.map((t) => t.owner);
  const parent = findItem(s, it.on);
  return parent ? tracksOf(s, parent) : [];
}

/** The `rivet` op of the interpreter's table: one effect of one of his boxes. */
export function rivetOp(ctx: Ctx, it: CardItem, op: Extract<Op, { op: 'rivet' }>): 'done' | 'pushed' {
  const s = ctx.s;
  const { fx, pick } = op;
  const src = { uid: it.uid, player: it.player, kind: 'card' as const };
  switch (fx.op) {
    case 'F':
    case 'AC': {
      if (fx.who === 'affected-tracks' || fx.who === 'both-tracks') {
        for (const owner of tracksFor(s, it, fx.who)) moveTrack(ctx, owner, fx.op, fx.n);
        return 'done';
      }
      const seats = reached(s, it, fx, pick);
      if (fx.op === 'F' && fx.n < 0 && seats.length) {
        pushFLoss(ctx, src, seats.map((seat) => ({ seat, n: -fx.n })));
        return 'pushed';
      }
      for (const x of seats) changeStat(ctx, x, fx.op, fx.n);
      return 'done';
    }
    case 'pay': {
      const payers = reached(s, it, fx, pick);
      if (!payers.length) return 'done';
      pushPayments(ctx, src, payers, 'inn', fx.n, 'card');
      return 'pushed';
    }
    case 'gainFromInn':
      for (const x of reached(s, it, fx, pick)) moveGold(ctx, 'inn', x, fx.n);
      return 'done';
    case 'draw':
      for (const x of reached(s, it, fx, pick)) drawCards(ctx, x, fx.n);
      return 'done';
    case 'reset':
      for (const owner of tracksFor(s, it, fx.who)) resetTrack(ctx, owner);
      return 'done';
    case 'drinkFromDeck': {
      const drinkers = reached(s, it, fx, pick);
      if (!drinkers.length) return 'done';
      // The first drinker's Drink on top: each is drunk completely before the next is revealed.
      for (const x of [...drinkers].reverse()) pushDeckDrink(ctx, x);
      return 'pushed';
    }
    default:
      return 'done';
  }
}

// ------------------------------------------------------------------------------------------------ checks

/** The Automaton's invariants: his tracks within 0–6, no Gold, hand or Drink of his, never out. */
export function automatonInvariants(s: TavernState): string[] {
  const a = s.automaton;
  if (!a) return [];
  const bad: string[] = [];
  const st = s.seats[a.seat];
  if (!st) return [`Rivet's seat ${a.seat} is missing`];
  if (!st.alive) bad.push('Rivet is out of the game');
  if (st.G !== 0) bad.push(`Rivet holds ${st.G} Gold`);
  if (st.hand.length || st.pile.length || st.prizes.length) bad.push('Rivet holds cards, a Drink or a Prize');
  if (st.F !== 20 || st.AC !== 0) bad.push("Rivet's seat stats moved (his tracks should have)");
  for (const t of a.tracks) {
    if (t.F < 0 || t.F > RIVET_TRACK.max || t.AC < 0 || t.AC > RIVET_TRACK.max) bad.push(`Rivet's track for seat ${t.owner} is F${t.F}/AC${t.AC}, out of 0–6`);
  }
  return bad;
}

/** A config's problem as a RuleError (setup's check). */
export function checkAutomatonConfig(c: TavernConfig): void {
  const why = automatonConfigProblem(c);
  if (why) throw new RuleError('bad-config', why);
}
