import { validateConfig } from '../engine/config';
import { foldSeat } from '../engine/drive';
import { RuleError } from '../engine/errors';
import { holdingsFor, peekTop, rerollDie, setDie, swapFromTop, type Holding } from '../engine/holdings';
import { currentStep, gameDef, legalFor, moneyOnTable, newTable, operate, pendingSeats, applyInPlace as playHosted } from '../engine/table';
import { wordResult } from '../engine/settle';
import { offers } from '../engine/legal';
import type { CardId } from '../cards/card';
import type { Action, AnyState, GameEvent, GameId, TableConfig } from '../engine/types';
import { zoneOf } from '../engine/zones';
import { GAMES } from '../games/registry';
import { isBettingRound } from '../stakes';
import { cardDef } from './content/catalog';
import { alive, emit, inTurnOrder, seatName, type Ctx } from './ctx';
import type { CardItem, GameChoice, Hosted, RoundState, Seat, SpecialKind, SpecialMove, TAction, TavernState } from './types';

/**
 * Appendix B (TAVERN.md §5): a Round of Gambling played as one of the gambling games. The starter picks a
 * game, its variants and a Split Rule; the tavern's antes follow; then a hosted table (the engine's own
 * GameState, stakes mode `tavern`, holding no money) plays the game's Order of Play. Each of its Betting
 * Rounds is a card pass: the tavern asks each seat still in for one Gambling or Cheating card (a tavern card
 * with its window, answerable as ever) or a pass, and after a card resolves its player gets a special that
 * alters only what the game declares theirs (engine/holdings.ts). Leaving the Round folds the seat in the
 * hosted game; the last one in wins at once; otherwise the game's showdown names the winners and the
 * tavern's pot is paid by the Split Rule (Merchant's remainder to the Inn; King's and Commoner's replay).
 */

/** The twelve games Appendix B allows (GameDef.tavern.allowed), in the registry's order. */
export const TAVERN_GAMES: GameId[] = (Object.values(GAMES) as { id: GameId; tavern?: { allowed: boolean } }[])
  .filter((d) => d.tavern?.allowed === true)
  .map((d) => d.id);

const hostedOf = (r: RoundState): Hosted => r.hosted!;

/** The hosted table's config for these seats (hosted seat 0, the first after the starter, is its Starting Player). */
function tableConfig(choice: GameChoice, names: string[], seed: number): TableConfig {
  return {
    game: choice.game,
    seats: names.map((name) => ({ name, kind: 'bot' as const })),
    variants: [...choice.variants],
    stakes: { mode: 'tavern' },
    splitRule: choice.split,
    // The hosted table holds no coins: the tavern's pot is the only pot (stakes/tavern).
    startingChips: 1,
    stacks: names.map(() => 0),
    seed,
    firstStartingPlayer: 0,
  };
}

/** Why this choice cannot be played in the tavern, as a sentence; null when it can. */
export function refuseChoice(a: unknown, players: number): string | null {
  if (!a || typeof a !== 'object') return 'Choose a game, its variants and a Split Rule.';
  const c = a as { game?: unknown; variants?: unknown; split?: unknown };
  if (c.game === null) return null;
  if (typeof c.game !== 'string' || !(c.game in GAMES)) return 'That is not one of the gambling games.';
  if (!Array.isArray(c.variants) || c.variants.some((v) => typeof v !== 'string')) return 'Variants are a list of their names.';
  if (c.split !== 'merchant' && c.split !== 'king' && c.split !== 'commoner') return "The Split Rule is Merchant's, King's or Commoner's.";
  const def = gameDef(c.game);
  if (def.tavern?.allowed !== true) {
    return `${def.name} cannot be played inside The Red Dragon Inn${def.tavern?.note ? ` (${def.tavern.note.replace(/\.$/, '')})` : ''}.`;
  }
  // The table's own config check, judged once per choice and count (it is the costliest part of a Round's
  // choice, and a game's few variant sets come back again and again).
  const key = `${def.id}|${JSON.stringify(c.variants)}|${c.split}|${Math.max(2, players)}`;
  const known = CONFIG_VERDICTS.get(key);
  if (known !== undefined) return known;
  let verdict: string | null = null;
  try {
    validateConfig(tableConfig({ game: def.id, variants: c.variants as string[], split: c.split }, Array.from({ length: Math.max(2, players) }, (_, i) => `seat ${i + 1}`), 0));
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    verdict = `${e.message.replace(/^Table setup: /, '')}.`.replace(/\.\.$/, '.');
  }
  // Bounded: a peer sending made-up variant lists must not grow it without end.
  if (CONFIG_VERDICTS.size < 4096) CONFIG_VERDICTS.set(key, verdict);
  return verdict;
}
const CONFIG_VERDICTS = new Map<string, string | null>();

/**
 * Every variant set of `game` the tavern accepts (what `validateConfig` accepts with stakes `tavern`: a
 * variant's `requires` and `excludes` honoured, The Unwound Clock, The Forgetful Leader, Deadly Encounter and
 * anything needing Shares refused), each in the catalogue's order; the empty set first, then by size, then in
 * the catalogue's order, so the list's order is stable. The allowed games' player ranges are all
 * 2 to 8 and none has its own config check, so the sets do not depend on the number of players (the
 * `refuseChoice` below still judges every choice with the Round's own count).
 */
export function variantSets(game: GameId): string[][] {
  const cached = VARIANT_SETS.get(game);
  if (cached) return cached;
  const all = gameDef(game).variants.map((v) => v.id);
  const out: string[][] = [];
  for (let mask = 0; mask < 1 << all.length; mask++) {
    const variants = all.filter((_, i) => (mask >> i) & 1);
    if (refuseChoice({ game, variants, split: 'merchant' }, 2) === null) out.push(variants);
  }
  const rank = (v: string[]) => v.map((x) => all.indexOf(x));
  out.sort((a, b) => {
    if (a.length !== b.length) return a.length - b.length;
    const ra = rank(a);
    const rb = rank(b);
    const i = ra.findIndex((x, k) => x !== rb[k]);
    return i < 0 ? 0 : ra[i]! - rb[i]!;
  });
  VARIANT_SETS.set(game, out);
  return out;
}
const VARIANT_SETS = new Map<GameId, string[][]>();

/**
 * The choice's legal actions: a plain Round, then for each allowed game (registry order) each of its
 * accepted variant sets (`variantSets`) under each Split Rule: 1 + 3 × 102 = 307 actions today. Random play
 * does not draw uniformly from this list (a game with 24 variant sets would be hosted twelve times as often
 * as one with 2): `randomGameChoice` draws the game first, then "no variants" half the time and one of the
 * other sets otherwise.
 */
export function gameChoices(): TAction[] {
  if (GAME_CHOICES.length) return GAME_CHOICES.map((a) => structuredClone(a));
  GAME_CHOICES.push({ t: 'game', game: null, variants: [], split: 'merchant' });
  for (const game of TAVERN_GAMES) {
    for (const variants of variantSets(game)) {
      for (const split of ['merchant', 'king', 'commoner'] as const) GAME_CHOICES.push({ t: 'game', game, variants: [...variants], split });
    }
  }
  return GAME_CHOICES.map((a) => structuredClone(a));
}
const GAME_CHOICES: TAction[] = [];

/**
 * A choice drawn at random from a legal list of `{t:'game'}` actions, balanced by game rather than uniform over
 * the list (where a game's weight would be its number of variant sets): a plain Round one time in 13, else a
 * game uniformly, a Split Rule uniformly, then "no variants" half the time and one of the game's other sets
 * otherwise. The random bot uses it at the choice.
 */
export function pickBalancedChoice(legal: readonly TAction[], rng: { int(lo: number, hi: number): number }): TAction {
  const acts = legal.filter((a): a is Extract<TAction, { t: 'game' }> => a.t === 'game');
  const plain = acts.find((a) => a.game === null);
  const games = [...new Set(acts.flatMap((a) => (a.game === null ? [] : [a.game])))];
  if (!games.length || (plain && rng.int(0, 12) === 0)) return plain ?? legal[0]!;
  const game = games[rng.int(0, games.length - 1)]!;
  const splits = [...new Set(acts.filter((a) => a.game === game).map((a) => a.split))];
  const split = splits[rng.int(0, splits.length - 1)]!;
  const sets = acts.filter((a) => a.game === game && a.split === split);
  const none = sets.find((a) => a.variants.length === 0);
  const others = sets.filter((a) => a !== none);
  if (none && (!others.length || rng.int(0, 1) === 0)) return none;
  return others[rng.int(0, others.length - 1)]!;
}

/**
 * Before the antes: under Appendix B the starter (an Event's revealer) chooses first. 'asked' while the
 * choice is pending; otherwise the antes are pushed.
 */
export function needsChoice(ctx: Ctx): boolean {
  const s = ctx.s;
  const r = s.round;
  if (!r || r.chosen || !s.config.appendixB) return false;
  s.pending = { k: 'game', seat: r.starter };
  return true;
}

export function answerGame(ctx: Ctx, seat: Seat, a: Extract<TAction, { t: 'game' }>): void {
  const r = ctx.s.round!;
  r.chosen = true;
  if (a.game === null) {
    emit(ctx, { t: 'gameChosen', seat, choice: null });
    return;
  }
  const choice: GameChoice = { game: a.game, variants: [...a.variants], split: a.split };
  r.kind = 'hosted';
  // Appendix B: "ignore any effect that says that a player is in control": nobody controls a hosted Round.
  r.controller = null;
  r.gate = false;
  r.passed = [];
  r.hosted = { choice, table: null, seats: [], next: null, passing: null, owed: null, peek: null, games: 0, cards: 0, pass: null, round: 0 };
  emit(ctx, { t: 'gameChosen', seat, choice });
}

function forward(ctx: Ctx, evs: GameEvent[]): void {
  // A game the move finished has its ties put in words before its events or its result are read (the engine's
  // in-place play leaves them out: engine/settle.ts); the events hold the same result.
  const t = ctx.s.round?.hosted?.table;
  if (t) wordResult(t);
  const seats = ctx.s.round?.hosted?.seats ?? [];
  for (const ev of evs) emit(ctx, { t: 'hosted', ev, seats: [...seats] });
}

/** Who is still contending for the pot: the hosted game's players still in the Round (before it: all in). */
function contenders(r: RoundState): Seat[] {
  const h = hostedOf(r);
  const t = h.table;
  if (t && t.phase === 'playing') return h.seats.filter((x, hs) => r.in.includes(x) && !t.folded[hs]);
  if (h.next) return h.next.filter((x) => r.in.includes(x));
  return r.in;
}

function setUpTable(ctx: Ctx, r: RoundState, seats: Seat[], replay: 'king' | 'commoner' | null): void {
  const s = ctx.s;
  const h = hostedOf(r);
  const order = inTurnOrder(s, seats, r.starter);
  const { state, events } = newTable(tableConfig(h.choice, order.map((x) => seatName(s, x)), ctx.rng.int(0, 2 ** 30)));
  h.table = state;
  h.cards = tableCards(state).length;
  h.seats = order;
  h.next = null;
  h.pass = null;
  h.round = 0;
  h.games++;
  emit(ctx, { t: 'hostedStarted', game: h.choice.game, seats: [...order], replay });
  forward(ctx, events);
}

/** The hosted seat of a tavern seat (-1 when it does not play the hosted table). */
export function hostedSeat(h: Hosted, seat: Seat): number {
  return h.seats.indexOf(seat);
}

function inTable(h: Hosted, seat: Seat): boolean {
  const t = h.table;
  const hs = hostedSeat(h, seat);
  return !!t && t.phase === 'playing' && hs >= 0 && t.inGame[hs] === true && !t.folded[hs];
}

/** Leaving the Round is folding (Appendix B): the hosted table lets go of the seat. */
export function foldHosted(ctx: Ctx, seat: Seat): void {
  const r = ctx.s.round;
  if (!r || r.kind !== 'hosted') return;
  const h = hostedOf(r);
  if (!inTable(h, seat)) return;
  forward(ctx, foldSeat(h.table!, hostedSeat(h, seat), 'left the Round'));
}

/** The special a resolved pass card gives (§5): Winning Hand either kind; a force-out a Gambling one. */
export function specialKindOf(it: CardItem): SpecialKind {
  const ops = cardDef(it.def).modes[it.mode]!.effects;
  if (ops.some((o) => o.op === 'forceOut')) return 'gambling';
  if (ops.some((o) => o.op === 'gate')) return 'both';
  return it.type === 'cheating' ? 'cheating' : 'gambling';
}

/** Called as a card finishes resolving: a pass card owes its player a special. */
export function cardFinished(ctx: Ctx, it: CardItem): void {
  const r = ctx.s.round;
  if (!r || r.kind !== 'hosted' || r.result !== null) return;
  const h = hostedOf(r);
  if (h.passing !== it.player || it.on !== null || (it.type !== 'gambling' && it.type !== 'cheating')) return;
  h.owed = { seat: it.player, kind: specialKindOf(it) };
}

/** With an empty stack: end the hosted Round, set its table up, ask a special, a card pass or a game decision. */
/** What gambling.ts lends the hosted Round (passed in, so the modules do not import each other). */
export interface RoundHooks {
  /** The pot-collection step for the Round's result. */
  pushPot(to: Seat | 'inn', split?: Seat[]): void;
  /** Every player in the Round has an ante step (a Commoner's replay). */
  anteAll(): void;
  /** The seat leaves the Round (it folded in the hosted game: Doublerogue's two Rogues). */
  leave(seat: Seat): void;
}

export function hostedStep(ctx: Ctx, r: RoundState, hooks: RoundHooks): void {
  const s = ctx.s;
  const h = hostedOf(r);
  // Folding is leaving (Appendix B): a seat the hosted game put out (Doublerogue's two Rogues) leaves the Round.
  const t0 = h.table;
  if (t0 && t0.phase === 'playing' && r.result === null) {
    const gone = h.seats.find((x, hs) => t0.folded[hs] && r.in.includes(x));
    if (gone !== undefined) {
      hooks.leave(gone);
      return;
    }
  }
  const result = decide(r);
  if (result !== null) {
    r.result = result;
    h.owed = null;
    h.peek = null;
    hooks.pushPot(result, r.split);
    return;
  }
  if (!h.table) {
    const king = h.next !== null;
    setUpTable(ctx, r, h.next ?? r.in, king ? 'king' : h.games > 0 ? 'commoner' : null);
    return;
  }
  const t = h.table;
  if (h.owed) {
    const { seat, kind } = h.owed;
    if (!inTable(h, seat) || !alive(s, seat)) {
      h.owed = null;
      return;
    }
    s.pending = { k: 'special', seat, what: 'special', options: specialOptions(h, seat, kind) };
    return;
  }
  if (h.passing !== null) {
    // The pass card resolved (or was Negated): the seat's turn in this pass is over.
    const seat = h.passing;
    h.passing = null;
    report(ctx, h, seat, 'card');
    return;
  }
  if (t.phase !== 'playing') {
    finishTable(ctx, r, h, t, hooks);
    return;
  }
  const due = ownPass(h, t);
  if (due !== null) {
    // A pass the game's page puts in (Doublerogue's, in place of this round's ante), from the Starting Player.
    const left = contenders(r);
    h.pass = { order: inTurnOrder(s, left, h.seats[0]!), idx: 0 };
    h.round = due;
  }
  if (h.pass) {
    const p = h.pass;
    while (p.idx < p.order.length && !contenders(r).includes(p.order[p.idx]!)) p.idx++;
    if (p.idx < p.order.length) {
      r.next = p.order[p.idx]!;
      s.pending = { k: 'round-turn', seat: r.next };
      return;
    }
    h.pass = null;
  }
  const waiting = pendingSeats(t);
  if (waiting.length === 0) throw new Error('tavern: the hosted game waits on no one');
  const seat = h.seats[waiting[0]!]!;
  if (isBettingRound(currentStep(t))) {
    r.next = seat;
    s.pending = { k: 'round-turn', seat };
  } else s.pending = { k: 'hosted', seat };
}

function decide(r: RoundState): Seat | 'inn' | null {
  if (r.result !== null) return r.result;
  const left = contenders(r);
  if (left.length === 0) return 'inn';
  if (left.length === 1) return left[0]!;
  return null;
}

/**
 * The round a new card pass of the tavern's own opens, when one is due (else null): a game's page may put one
 * where its Order of Play has none (Doublerogue: in place of each round's ante), and declares it on that step
 * (`Step.tavernPass`, the round the table is at); one pass per new round.
 */
function ownPass(h: Hosted, t: AnyState): number | null {
  if (h.pass) return null;
  const round = currentStep(t)?.tavernPass?.(t) ?? null;
  return round !== null && round > h.round ? round : null;
}

/** The card pass learns what the seat did (the table's, if it is still waiting on that seat; or the tavern's own). */
function report(ctx: Ctx, h: Hosted, seat: Seat, what: 'card' | 'pass'): void {
  if (h.pass) {
    if (h.pass.order[h.pass.idx] === seat) h.pass.idx++;
    return;
  }
  const t = h.table;
  if (!t || t.phase !== 'playing' || !isBettingRound(currentStep(t))) return;
  const hs = hostedSeat(h, seat);
  if (!pendingSeats(t).includes(hs)) return;
  forward(ctx, playHosted(t, hs, { t: what }));
}

/** The hosted game is over: its showdown (or last player) names the winners; a tie may replay. */
function finishTable(ctx: Ctx, r: RoundState, h: Hosted, t: AnyState, hooks: RoundHooks): void {
  const res = t.result!;
  const seats = (xs: readonly number[]) => xs.map((hs) => h.seats[hs]!).filter((x) => r.in.includes(x));
  // Each hand's worth in the game's own words (issue 22.10), from its public result, as its own results show it.
  const hands = res.standings.map((x) => ({ seat: h.seats[x.seat]!, label: x.label, place: x.place }));
  emit(ctx, { t: 'hostedResult', game: h.choice.game, hands, replay: res.replay?.rule ?? null });
  if (res.replay) {
    const tied = seats(res.replay.seats);
    h.table = null;
    if (res.replay.rule === 'king') {
      // King's Rule: only the tied replay, without ante, in this Round (same Starting Player).
      h.next = tied;
      return;
    }
    // Commoner's Rule in the tavern (ours, RULINGS): everyone still in the Round antes again and replays.
    h.next = null;
    hooks.anteAll();
    return;
  }
  const winners = seats(res.awards[0]?.winners ?? []);
  if (winners.length === 0) r.result = 'inn';
  else if (winners.length === 1) r.result = winners[0]!;
  else {
    r.result = winners[0]!;
    r.split = winners;
  }
}


/** A hosted decision: the engine's own legal-actions object decides (a RuleError with its sentence). */
export function hostedLegal(h: Hosted, seat: Seat): TAction[] {
  const t = h.table;
  if (!t) return [];
  const hs = hostedSeat(h, seat);
  return legalFor(t, hs)
    .actions.filter((a) => mayTake(h, a))
    .map((a) => ({ t: 'hosted' as const, a }));
}

/** What the game's page forbids inside the tavern (GameDef.tavern.refuses: Doublerogue's Fold), as a sentence; null when allowed. */
function refusedHere(h: Hosted, a: Action): string | null {
  return gameDef(h.choice.game).tavern?.refuses?.(a) ?? null;
}

function mayTake(h: Hosted, a: Action): boolean {
  return refusedHere(h, a) === null;
}

export function checkHosted(h: Hosted, seat: Seat, a: Action): void {
  const t = h.table!;
  const hs = hostedSeat(h, seat);
  const refused = refusedHere(h, a);
  if (refused !== null) throw new RuleError('illegal-action', refused);
  if (offers(legalFor(t, hs), a)) return;
  // Not offered as listed (another copy of a card, or a mistake): the engine's own check says which.
  playHosted(structuredClone(t), hs, a);
}

export function answerHosted(ctx: Ctx, seat: Seat, a: Action): void {
  const h = hostedOf(ctx.s.round!);
  forward(ctx, playHosted(h.table!, hostedSeat(h, seat), a));
}

export function answerPass(ctx: Ctx, seat: Seat): void {
  report(ctx, hostedOf(ctx.s.round!), seat, 'pass');
}

// ------------------------------------------------------------------------------------------------ specials

/** A seat's alterable holdings here, never common ones. */
function alterable(t: AnyState): Holding[] {
  return holdingsFor(gameDef(t.config.game), t.config.variants).filter((x) => x.alter);
}

function zoneCards(t: AnyState, h: Holding, hs: number): CardId[] {
  return h.zone ? (t.zones[zoneOf(h.zone, hs)]?.cards ?? []) : [];
}

function diceOf(t: AnyState, h: Holding, hs: number): number[] {
  return h.dice ? ((t.g as Record<string, number[][]> | null)?.[h.dice]?.[hs] ?? []) : [];
}

/** A holding that faces away from its owner (Rank and Class's public card): never looked into by a Gambling special. */
function facesOut(t: AnyState, h: Holding, hs: number): boolean {
  return !!h.zone && t.zones[zoneOf(h.zone, hs)]?.vis.to === 'others';
}

/**
 * The special's moves (types.ts `SpecialMove`): none; reroll (Gambling) or set (Cheating) each of your dice;
 * look at the top card (Gambling) or three (Cheating); a blind swap into a card facing away from you (Rank
 * and Class, Gambling). Cards are named by their index in the holding, never by id.
 */
export function specialOptions(h: Hosted, seat: Seat, kind: SpecialKind): SpecialMove[] {
  const t = h.table!;
  const hs = hostedSeat(h, seat);
  const g = kind !== 'cheating';
  const c = kind !== 'gambling';
  const out: SpecialMove[] = [{ how: 'none' }];
  const holds = alterable(t);
  for (const x of holds) {
    const dice = diceOf(t, x, hs);
    for (let i = 0; i < dice.length; i++) {
      if (g) out.push({ how: 'reroll', holding: x.name, die: i });
      if (c) for (let f = 1; f <= 6; f++) out.push({ how: 'set', holding: x.name, die: i, face: f });
    }
  }
  const cardsLeft = t.deck.length + t.discard.length;
  const withCards = holds.filter((x) => zoneCards(t, x, hs).length > 0);
  if (cardsLeft > 0 && withCards.length > 0) {
    if (g && withCards.some((x) => !facesOut(t, x, hs))) out.push({ how: 'look', n: 1 });
    if (c) out.push({ how: 'look', n: 3 });
    if (g) for (const x of withCards) if (facesOut(t, x, hs)) zoneCards(t, x, hs).forEach((_, i) => out.push({ how: 'blind', holding: x.name, index: i }));
  }
  return out;
}

/** After a look: keep your cards, or swap one looked-at card (`pick`, 0 the top) for one of yours. */
export function swapOptions(h: Hosted, seat: Seat): SpecialMove[] {
  const t = h.table!;
  const hs = hostedSeat(h, seat);
  const p = h.peek!;
  const out: SpecialMove[] = [{ how: 'keep' }];
  for (const x of alterable(t)) {
    // A Gambling look may not go into a card facing away from you (Rank and Class, the book).
    if (p.kind === 'gambling' && facesOut(t, x, hs)) continue;
    zoneCards(t, x, hs).forEach((_, i) => {
      for (let k = 0; k < p.cards.length; k++) out.push({ how: 'swap', holding: x.name, index: i, pick: k });
    });
  }
  return out;
}

function hostedOp(ctx: Ctx, h: Hosted, op: Parameters<typeof operate>[1]): void {
  forward(ctx, operate(h.table!, op));
}

/** A special taken (the legal list checked the move is one of the options). */
export function answerSpecial(ctx: Ctx, seat: Seat, m: SpecialMove): void {
  const r = ctx.s.round!;
  const h = hostedOf(r);
  const kind = h.owed!.kind;
  h.owed = null;
  const hs = hostedSeat(h, seat);
  // A die's face before and after, for the log (dice on the hosted table are public).
  const faceOf = (holding: string, die: number): number | undefined => {
    const x = alterable(h.table!).find((y) => y.name === holding);
    return x ? diceOf(h.table!, x, hs)[die] : undefined;
  };
  switch (m.how) {
    case 'reroll':
    case 'set': {
      const from = faceOf(m.holding, m.die);
      hostedOp(ctx, h, (c) => (m.how === 'reroll' ? void rerollDie(c, hs, m.holding, m.die) : setDie(c, hs, m.holding, m.die, m.face)));
      const to = faceOf(m.holding, m.die);
      emit(ctx, { t: 'special', seat, kind, ...m, ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) });
      return;
    }
    case 'blind': {
      const x = alterable(h.table!).find((y) => y.name === m.holding)!;
      const out = zoneCards(h.table!, x, hs)[m.index]!;
      hostedOp(ctx, h, (c) => swapFromTop(c, hs, m.holding, out, 0, 1));
      break;
    }
    case 'look': {
      let cards: CardId[] = [];
      hostedOp(ctx, h, (c) => {
        cards = peekTop(c, hs, m.n);
      });
      // Which effect this look is (a Winning Hand's look at one card is its Gambling effect).
      h.peek = { seat, cards, kind: m.n === 1 ? 'gambling' : 'cheating' };
      emit(ctx, { t: 'special', seat, kind, ...m });
      ctx.s.pending = { k: 'special', seat, what: 'special-swap', options: swapOptions(h, seat) };
      return;
    }
    default:
      break;
  }
  emit(ctx, { t: 'special', seat, kind, ...m });
}

/** The swap after a look, or keeping one's cards. */
export function answerSpecialSwap(ctx: Ctx, seat: Seat, m: SpecialMove): void {
  const h = hostedOf(ctx.s.round!);
  const p = h.peek!;
  h.peek = null;
  const hs = hostedSeat(h, seat);
  const t = h.table!;
  const looked = p.cards.length;
  if (m.how !== 'swap') {
    // The looked-at cards go face down to the discards (swapFromTop with no pick needs one of the seat's cards).
    const x = alterable(t).find((y) => zoneCards(t, y, hs).length > 0);
    if (x && looked > 0) hostedOp(ctx, h, (c) => swapFromTop(c, hs, x.name, zoneCards(t, x, hs)[0]!, null, looked));
    return;
  }
  const x = alterable(t).find((y) => y.name === m.holding)!;
  const out = zoneCards(t, x, hs)[m.index]!;
  hostedOp(ctx, h, (c) => swapFromTop(c, hs, m.holding, out, m.pick, looked));
  emit(ctx, { t: 'special', seat, kind: p.kind, ...m });
}

/** Every card of a hosted table: its deck, discards and zones (a card twice, or one lost, is a leak). */
function tableCards(t: AnyState): number[] {
  const out = [...t.deck, ...t.discard];
  for (const z of Object.values(t.zones)) out.push(...z.cards);
  return out;
}

/** What must hold of a hosted Round after every action (invariants.ts), as sentences. */
export function hostedInvariants(s: TavernState): string[] {
  const r = s.round;
  if (!r || r.kind !== 'hosted') return [];
  const bad: string[] = [];
  const h = r.hosted;
  if (!h) return ['a hosted Round without its game'];
  const t = h.table;
  if (t) {
    // The hosted table holds no coins: the tavern's pot is the only pot (stakes/tavern).
    if (t.totalMoney !== 0 || moneyOnTable(t) !== 0) bad.push(`the hosted table holds coins (${moneyOnTable(t)} of ${t.totalMoney})`);
    const cards = tableCards(t);
    if (new Set(cards).size !== cards.length) bad.push('a card of the hosted game is in two places');
    if (cards.length !== h.cards) bad.push(`the hosted game has ${cards.length} cards, not ${h.cards}`);
    if (t.phase === 'playing') {
      for (const [hs, seat] of h.seats.entries()) {
        if (t.inGame[hs] && !t.folded[hs] && !r.in.includes(seat) && s.pending?.k !== 'call' && s.stack.length === 0) {
          bad.push(`seat ${seat} left the Round but still plays the hosted game`);
        }
      }
    }
  }
  if (h.peek && !(s.pending?.k === 'special' && s.pending.what === 'special-swap' && s.pending.seat === h.peek.seat)) bad.push('a look is kept beyond its choice');
  return bad;
}
