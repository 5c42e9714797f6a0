import { bandOf, type RollBand } from './cards';
import { cardDef, drinkDef, mechanic } from './content/catalog';
import { bandsText, drinkShort } from './text';
import { againstOwn, legalActions } from './legal';
import { filterEvent, viewFor as engineView, type SeatView as EngineSeatView } from '../engine/view';
import { holdingsFor, type HoldingKind } from '../engine/holdings';
import { gameDef } from '../engine/table';
import { zoneOf } from '../engine/zones';
import { baseOrders, teamSeats } from './variants/teams';
import { bossActions, bossFirstTurn, handSize } from './variants/boss';
import { menaceText } from './text';
import type { CardId, Decision, GameChoice, Hosted, Item, Phase, RoundState, Seat, TAction, TavernState, TEvent } from './types';

/**
 * The one door for secrets (DESIGN.md 8, TAVERN.md §3.4). A seat sees its own hand and what its character
 * has legitimately learned (Okko's sniffs); nobody sees deck orders or Drink Me! contents (counts are
 * public); sealed answers, rivals and their returned cards are never shown; a prompt names only the seat
 * being asked. Events pass through the same filter.
 */

export interface SeatView {
  char: string;
  name: string;
  F: number;
  AC: number;
  G: number;
  alive: boolean;
  hand: number;
  deck: number;
  discard: CardId[];
  pile: number;
  debts: number[];
  prizes: CardId[];
  /** A Vess's tokens not held by anyone (null for other characters). */
  iouPool: number | null;
  /** The Oven's Heat (null without an Oven). */
  heat: number | null;
  /**
   * Magda's Menace (VARIANTS.md §9.2, §12; null for other characters): the track's value and top, its side (the
   * Boss side when this seat plays a Boss Deck) and that side's Crackdown text, for the mat's track.
   */
  menace: { n: number; max: number; side: 'boss' | 'normal'; crackdown: string } | null;
  /** This seat plays a Boss Deck (VARIANTS.md §4–§6). */
  bossDeck: boolean;
  /** The hand this seat draws to (7; Boss Battle's Boss 6+X). */
  handSize: number;
  /** Companions in play, longest-kept first (public). */
  companions: CardId[];
  /** How many Plots lie face down (which ones: only their owner's `plots`). */
  plots: number;
  /** Cards left in the Loot Sack (null without one; its order and contents are nobody's) and the spent loot. */
  sack: number | null;
  spent: CardId[];
  /** When (the game turn) and why this seat left the game; null while it plays (issue 22.9). */
  out: { turn: number; why: 'passed-out' | 'broke' } | null;
}

/**
 * A private look beside its question (issue 22.1): Okko's Connoisseur (the Drink on top of the deck), Tasting
 * Flight (the two pile tops it may swap), the Jig Die (the roll and what each band does for the card rolled
 * for — the roll is public, its meaning is this seat's question), Okko's ordering with what he has sniffed.
 * Every card in it is one this seat has seen (its `known`), so the leak property holds it to that.
 */
export interface LookView {
  /** What the look means for the question, in a sentence addressed to the seat. */
  meaning: string;
  /** The cards seen, face up to this seat: where each lies and its effect in short ("+3 AC +1 F"). */
  cards: { card: CardId; where: Seat | 'deck'; effect: string }[];
  /** A roll: its face, its band, and what low, mid and high do for the card (`card` its key). */
  roll?: { value: number; band: RollBand; card: string; bands: { band: RollBand; text: string }[] };
}

export type WindowView = { asking: Seat | null; sweep: 'anytime' | 'sometimes' | null } | null;

export type ItemView = Record<string, unknown> & { kind: Item['kind']; uid: number; origin: Seat; stage: string; window: WindowView };

export interface TavernView {
  seat: Seat;
  version: number;
  /**
   * The end (issue 22.9): the winners, a tie, and how many game turns were played. Who went out when and why
   * is each seat's `out`; its final Fortitude, Alcohol and Gold are its F, AC and G.
   */
  over: (NonNullable<TavernState['over']> & { turns: number }) | null;
  seats: SeatView[];
  hand: CardId[];
  /** This seat's own face-down Plots (nobody else's). */
  plots: CardId[];
  /** What this seat's character saw secretly and where that card is now (depth 0 = top). */
  known: { card: CardId; where: Seat | 'deck'; depth: number }[];
  /**
   * A team game (VARIANTS.md §2.1): the teams with their Tonics (public), and this seat's teammates' hands and
   * what an Okko teammate saw (teammates show each other; nothing else of theirs is open). Absent outside teams.
   */
  teams?: { seats: Seat[]; tonics: number }[];
  /** Which team variant this is (VARIANTS.md §3–§6), absent outside team games. */
  teamKind?: 'two-headed' | 'boss' | 'two-headed-boss' | 'leaders';
  mates?: { seat: Seat; hand: CardId[]; known: { card: CardId; where: Seat | 'deck'; depth: number }[] }[];
  drinkDeck: number;
  /** The Bar Deck's count when it is on (VARIANTS.md §8: public, never looked at). */
  bar?: number;
  drinkDiscard: CardId[];
  inn: number;
  pot: number;
  prizeInn: CardId[];
  prizeBin: CardId[];
  /**
   * `team` (a team game's shared turn, VARIANTS.md §2.2, public): the members of the team on turn who have
   * discarded, acted and drunk this turn, and how many Drinks the team orders in all this turn (its two and
   * any extras), against `ordered`.
   */
  turn: { active: Seat; n: number; phase: Phase; extra: number; ordered: number; team?: { discarded: Seat[]; acted: Seat[]; drunk: Seat[]; orders: number } };
  round: RoundView | null;
  stack: ItemView[];
  /**
   * The decision the game waits on. `look` (issue 22.1): what the asked seat saw in secret that this decision
   * rests on, shown to that seat beside the question; only in the asked seat's own view, never another's.
   */
  pending: {
    seat: Seat;
    k: Decision['k'];
    what?: string;
    options?: string[];
    look?: LookView;
    /**
     * Why the same question comes again (issue 22.3): the last card played answering the item asked about (public),
     * and, to a rival alone in a sweep, its own card that came back to its hand because another answered too.
     */
    again?: { seat: Seat; def: string };
    returned?: CardId;
  } | null;
  /** This seat's legal actions (empty unless it is asked). */
  legal: TAction[];
  /** Indexes into `legal` of plays that answer this seat's own card to undo it (issue 22.13): listed last, labelled "against your own card". */
  againstOwn: number[];
  /** The card key of every card id in this view. */
  cards: Record<CardId, string>;
  /**
   * The Automaton (VARIANTS.md §7, §12), when on: Rivet's seat, factions, his two tracks, his deck's count (its
   * order is nobody's), the last card he revealed and the box it used, and who is owed a reset reward.
   */
  automaton?: {
    seat: Seat;
    factions: string[];
    tracks: { owner: Seat; F: number; AC: number }[];
    deck: number;
    last: { card: CardId; def: string; box: 'action' | 'response' | 'bottom' | 'none' } | null;
    rewards: Seat[];
  };
  /**
   * Boss Battle (VARIANTS.md §4, §12): the Boss's mat. `actions`: her Actions this turn, n of `of` (X, ⌈X/2⌉ on
   * her first turn), with the ones played face up in a row until her Action phase ends; `drinks`: the Drinks
   * ordered this turn, n of `of` (0 while it is not her turn); `halfTurn`: her first turn's tag; `handSize` 6+X.
   * Her Menace track is her seat's `menace`, her stats and Tonics her seat's and team's.
   */
  boss?: {
    seat: Seat;
    x: number;
    onTurn: boolean;
    actions: { n: number; of: number; played: CardId[] };
    drinks: { n: number; of: number };
    halfTurn: boolean;
    handSize: number;
  };
}

/**
 * Appendix B's hosted game as a seat sees it: the engine's own view of the hosted table for this seat (the
 * engine's one door for its secrets: hands, face-down cards, secret choices), and what a special let this
 * seat look at; another seat's look shows only how many cards it saw.
 */
export interface HostedView {
  choice: GameChoice;
  /** Hosted seat i is tavern seat seats[i]. */
  seats: Seat[];
  /** This seat's hosted seat (-1 when it does not play the hosted table). */
  me: number;
  table: EngineSeatView | null;
  passing: Seat | null;
  owed: Hosted['owed'];
  peek: { seat: Seat; count: number; cards: number[] | null } | null;
  games: number;
  /**
   * This seat's own holdings a special may alter, as the engine's view of the hosted table shows them to
   * this seat (its dice, its cards, a card facing away from it as null): what a special's controls draw.
   * Empty for an onlooker (-1) and for a seat not at the hosted table: nothing here is not already in `table`.
   */
  mine: HeldView[];
}

/** One of a seat's own alterable holdings in a hosted game (engine/holdings.ts), as that seat sees it. */
export interface HeldView {
  /** The holding's name, as a special names it (`SpecialMove.holding`). */
  name: string;
  kind: HoldingKind;
  /** Its dice faces in order (a die is named by its index), or null when it holds no dice. */
  dice: number[] | null;
  /** Its cards in order as this seat may see them (null: a card it may not see), or null when it holds no cards. */
  cards: (number | null)[] | null;
}

/**
 * The seat's alterable holdings read from its own view of the hosted table (`t`, the engine's door), never
 * from the table's state: a face or card this seat may not see stays hidden here too.
 */
function heldBy(t: EngineSeatView | null, game: GameChoice, me: number): HeldView[] {
  if (!t || me < 0) return [];
  const g = (t.g ?? null) as Record<string, unknown> | null;
  return holdingsFor(gameDef(game.game), game.variants)
    .filter((x) => x.alter)
    .map((x) => {
      const list = x.dice && g && Array.isArray(g[x.dice]) ? (g[x.dice] as unknown[])[me] : null;
      const dice = x.dice ? (Array.isArray(list) ? list.filter((n): n is number => typeof n === 'number') : []) : null;
      const cards = x.zone ? [...(t.zones[zoneOf(x.zone, me)]?.cards ?? [])] : null;
      return { name: x.name, kind: x.kind, dice, cards };
    });
}

export type RoundView = Omit<RoundState, 'hosted'> & { hosted?: HostedView };

function roundView(s: TavernState, seat: Seat): RoundView | null {
  const r = s.round;
  if (!r) return null;
  const { hosted, ...rest } = r;
  const out: RoundView = { ...rest, in: [...r.in], passed: [...r.passed], ...(r.split ? { split: [...r.split] } : {}) };
  if (hosted) {
    const me = hosted.seats.indexOf(seat);
    const table = hosted.table ? engineView(hosted.table, me) : null;
    out.hosted = {
      choice: { ...hosted.choice, variants: [...hosted.choice.variants] },
      seats: [...hosted.seats],
      me,
      table,
      passing: hosted.passing,
      owed: hosted.owed ? { ...hosted.owed } : null,
      peek: hosted.peek ? { seat: hosted.peek.seat, count: hosted.peek.cards.length, cards: hosted.peek.seat === seat ? [...hosted.peek.cards] : null } : null,
      games: hosted.games,
      mine: heldBy(table, hosted.choice, me),
    };
  }
  return out;
}

function windowOf(it: Item): WindowView {
  const w = it.win;
  if (!w) return null;
  if (w.sweep) return { asking: w.sweep.seats[w.sweep.idx] ?? null, sweep: w.sweep.kind };
  if (w.call) return { asking: w.call.seats[w.call.idx] ?? null, sweep: null };
  return { asking: null, sweep: null };
}

/**
 * A team game's Champions (VARIANTS.md §2.6, public) on an Event or a card starting a Round: those named so far
 * and whether a team is still choosing (the screen crowns them and says what a choice is for).
 */
function champs(it: { champions?: Seat[]; champQueue?: number[] }): { champions?: Seat[]; choosing?: boolean } {
  if (!it.champions) return {};
  return { champions: [...it.champions], choosing: !!it.champQueue?.length };
}

function itemView(it: Item): ItemView {
  const base = { kind: it.kind, uid: it.uid, origin: it.origin, stage: it.stage, window: windowOf(it) };
  switch (it.kind) {
    case 'card':
      return {
        ...base,
        card: it.card,
        def: it.def,
        mode: it.mode,
        player: it.player,
        type: it.type,
        targets: [...it.targets],
        drink: it.drink ?? null,
        on: it.on,
        itsPlayer: it.itsPlayer,
        ignoredBy: [...it.ignoredBy],
        roll: it.roll ?? null,
        collect: it.collect ? { ...it.collect } : null,
        pet: it.pet ?? null,
        // A team game (public): the teammate a card protects, and the Champions named for the Round it starts.
        ...(it.for !== undefined ? { for: it.for } : {}),
        ...champs(it),
      };
    case 'drink':
      return {
        ...base,
        mode: it.mode,
        revealer: it.revealer,
        drinks: it.drinks.map((d) => ({ ...d, cards: [...d.cards] })),
        revealing: it.reveal ? { ...it.reveal.drink, cards: [...it.reveal.drink.cards] } : null,
      };
    case 'event':
      return {
        ...base,
        card: it.card,
        event: it.event,
        revealer: it.revealer,
        ignoredBy: [...it.ignoredBy],
        ...champs(it),
        revealing: it.reveal ? { ...it.reveal.drink, cards: [...it.reveal.drink.cards] } : null,
        contest: it.contest
          ? {
              all: [...it.contest.all],
              contenders: [...it.contest.contenders],
              dropped: [...it.contest.dropped],
              winner: it.contest.winner,
              round: it.contest.round,
              drinks: it.contest.drinks.map((d) => ({ ...d, cards: [...d.cards] })),
              revealing: it.contest.reveal ? { ...it.contest.reveal.drink, cards: [...it.contest.reveal.drink.cards] } : null,
            }
          : null,
      };
    case 'floss':
      return { ...base, src: { ...it.src }, entries: it.entries.map((e) => ({ ...e })), lost: [...it.lost] };
    case 'pay':
      return { ...base, src: { ...it.src }, payer: it.payer, to: it.to, n: it.n, innPays: it.innPays, why: it.why };
    case 'ante':
      return { ...base, seat: it.seat, demander: it.demander, innPays: it.innPays };
    case 'forceout':
      return { ...base, seat: it.seat, by: it.by };
    case 'pot':
      return { ...base, to: it.to };
    case 'checkpoint':
      return { ...base, phase: it.phase };
    case 'refill':
    case 'lastchance':
      return base;
  }
}

/** Where a remembered card is now, if still hidden (a pile or the deck). */
function locate(s: TavernState, card: CardId): { where: Seat | 'deck'; depth: number } | null {
  const d = s.drinkDeck.indexOf(card);
  if (d >= 0) return { where: 'deck', depth: s.drinkDeck.length - 1 - d };
  for (const [i, st] of s.seats.entries()) {
    const p = st.pile.indexOf(card);
    if (p >= 0) return { where: i, depth: st.pile.length - 1 - p };
  }
  return null;
}

/**
 * What `seat` may see; seat -1 is the onlooker (a hotseat screen between players, a spectator): every public
 * fact, no hand, nothing learned in secret, no legal actions, and the hosted table through the engine's own
 * door for its seat -1.
 */
export function viewFor(s: TavernState, seat: Seat): TavernView {
  const secrets = seatCards(s, seat);
  const held = (vess: Seat) => s.seats.reduce((t, st) => t + (st.debts[vess] ?? 0), 0);
  const p = s.pending;
  const view: TavernView = {
    seat,
    version: s.version,
    over: s.over ? { winners: [...s.over.winners], tie: s.over.tie, turns: s.turn.n } : null,
    seats: s.seats.map((st, i) => {
      const ious = mechanic(st.char, 'ious');
      return {
        char: st.char,
        name: st.name,
        F: st.F,
        AC: st.AC,
        G: st.G,
        alive: st.alive,
        hand: st.hand.length,
        deck: st.deck.length,
        discard: [...st.discard],
        pile: st.pile.length,
        debts: [...st.debts],
        prizes: [...st.prizes],
        iouPool: ious && st.alive ? ious.tokens - held(i) : null,
        heat: st.heat ?? null,
        menace: menaceView(st),
        bossDeck: !!st.bossDeck,
        handSize: handSize(s, i),
        companions: [...(st.companions ?? [])],
        plots: st.plots?.length ?? 0,
        sack: st.sack ? st.sack.length : null,
        spent: [...(st.spent ?? [])],
        out: st.out ? { ...st.out } : null,
      };
    }),
    hand: secrets.hand,
    plots: secrets.plots,
    known: secrets.known,
    ...(s.teams
      ? { teams: s.teams.map((t) => ({ seats: [...t.seats], tonics: t.tonics })), ...(s.config.teams ? { teamKind: s.config.teams.kind } : {}), mates: secrets.mates! }
      : {}),
    drinkDeck: s.drinkDeck.length,
    ...(s.bar ? { bar: s.bar.length } : {}),
    drinkDiscard: [...s.drinkDiscard],
    inn: s.inn,
    pot: s.pot,
    prizeInn: [...s.prizeInn],
    prizeBin: [...s.prizeBin],
    turn: {
      active: s.turn.active,
      n: s.turn.n,
      phase: s.turn.phase,
      extra: s.turn.extra,
      ordered: s.turn.ordered,
      ...(s.teams ? { team: { discarded: [...(s.turn.team?.discarded ?? [])], acted: [...(s.turn.team?.acted ?? [])], drunk: [...(s.turn.team?.drunk ?? [])], orders: baseOrders(s) + s.turn.extra } } : {}),
    },
    round: roundView(s, seat),
    stack: s.stack.map(itemView),
    pending: p
      ? {
          seat: p.seat,
          k: p.k,
          // A choice among hand cards (a discard, a Plot to lay) shows its options to the chooser alone.
          ...(p.k === 'choose' ? { what: p.what, ...(p.seat === seat || (p.what !== 'drink-discard' && p.what !== 'plot') ? { options: [...p.options] } : {}) } : {}),
          ...(p.k === 'special' ? { what: p.what } : {}),
          ...secrets.look,
          ...againFor(s, seat),
        }
      : null,
    legal: seat >= 0 ? legalActions(s, seat) : [],
    againstOwn: [],
    cards: secrets.cards,
    ...(s.automaton
      ? {
          automaton: {
            seat: s.automaton.seat,
            factions: [...s.automaton.factions],
            tracks: s.automaton.tracks.map((t) => ({ ...t })),
            deck: s.seats[s.automaton.seat]!.deck.length,
            last: s.automaton.last ? { ...s.automaton.last } : null,
            rewards: [...s.automaton.rewards],
          },
        }
      : {}),
    ...(s.boss ? { boss: bossView(s) } : {}),
  };
  view.legal.forEach((a, i) => {
    if (againstOwn(s, seat, a)) view.againstOwn.push(i);
  });
  return view;
}

/** The card part of a seat's view: the hand, Plots, secret sights and teammates' hands it is shown. */
export interface SeatCards {
  hand: CardId[];
  plots: CardId[];
  known: TavernView['known'];
  /** A team game's teammates (absent outside teams; empty for the onlooker). */
  mates?: NonNullable<TavernView['mates']>;
  /** The asked seat's private look (issue 22.1), as `pending` carries it. */
  look: { look: LookView } | Record<string, never>;
  /** The card key of every card id `viewFor` shows this seat. */
  cards: Record<CardId, string>;
}

/**
 * Which cards `seat` may name, and the fields of its view that show them: the door's card part, which
 * `viewFor` shows and the bots' view (bots/view.ts) reads without building the rest of a screen's view.
 * `cards` is collected from the fields that hold cards (never by matching strings: a player named like a
 * card id must not reveal that card), in the order the view lists them.
 */
export function seatCards(s: TavernState, seat: Seat): SeatCards {
  const me: { hand: CardId[]; known: CardId[]; plots?: CardId[] } = seat >= 0 && seat < s.seats.length ? s.seats[seat]! : { hand: [], known: [] };
  const p = s.pending;
  const out: SeatCards = {
    hand: [...me.hand],
    plots: [...(me.plots ?? [])],
    known: knownOf(s, me.known),
    ...(s.teams
      ? { mates: seat >= 0 ? teamSeats(s, seat).filter((x) => x !== seat).map((x) => ({ seat: x, hand: [...s.seats[x]!.hand], known: knownOf(s, s.seats[x]!.known) })) : [] }
      : {}),
    look: p && p.seat === seat ? lookFor(s, seat) : {},
    // A record without a prototype: V8 keeps it a plain hash table from the start. A `{}` grown key by key
    // with each game's own card ids built a new hidden class per key and was the largest single cost of a
    // bot's view (botView reads this record; ~9% of a Normal-bot game's CPU). `in` on it asks only its keys.
    cards: Object.create(null) as Record<CardId, string>,
  };
  const cards = out.cards;
  const add = (ids: readonly CardId[]) => {
    for (const id of ids) cards[id] = s.defs[id]!;
  };
  add(out.hand);
  add(out.plots);
  for (const k of out.known) cards[k.card] = s.defs[k.card]!;
  add(s.drinkDiscard);
  add(s.prizeInn);
  add(s.prizeBin);
  for (const m of out.mates ?? []) {
    add(m.hand);
    for (const k of m.known) cards[k.card] = s.defs[k.card]!;
  }
  for (const st of s.seats) {
    add(st.discard);
    add(st.prizes);
    if (st.companions) add(st.companions);
    if (st.spent) add(st.spent);
  }
  if ('look' in out.look) for (const c of out.look.look.cards) cards[c.card] = s.defs[c.card]!;
  if (s.round?.prize) cards[s.round.prize] = s.defs[s.round.prize]!;
  if (s.automaton?.last) cards[s.automaton.last.card] = s.defs[s.automaton.last.card]!;
  // The Boss's Actions played this turn lie face up on her mat (bossView shows them while she is on turn).
  if (s.boss && s.turn.active === s.boss.seat) add(s.boss.played);
  for (const it of s.stack) add(cardsOnStack(it));
  return out;
}

/** A seat's Menace track for the screen (null without one). */
function menaceView(st: TavernState['seats'][number]): SeatView['menace'] {
  const m = mechanic(st.char, 'menace');
  if (!m || st.menace === undefined) return null;
  return { n: st.menace, max: m.max, side: st.bossDeck ? 'boss' : 'normal', crackdown: menaceText(m, !!st.bossDeck) };
}

/** The Boss's mat (VARIANTS.md §12). */
function bossView(s: TavernState): NonNullable<TavernView['boss']> {
  const b = s.boss!;
  const onTurn = s.turn.active === b.seat;
  const of = bossActions(b);
  return {
    seat: b.seat,
    x: b.x,
    onTurn,
    actions: { n: onTurn ? b.actions : 0, of, played: onTurn ? [...b.played] : [] },
    drinks: { n: onTurn && ['order', 'cp-drink', 'drink', 'drink-done', 'cp-end', 'end'].includes(s.turn.phase) ? s.turn.ordered : 0, of },
    halfTurn: bossFirstTurn(b),
    handSize: handSize(s, b.seat),
  };
}

/**
 * Why a call or sweep asks again (issue 22.3): the card last played on the item (public), and to the asked seat
 * alone, when it is a rival in a sweep, its own answer that came back to its hand (still there to play again).
 */
function againFor(s: TavernState, seat: Seat): { again?: { seat: Seat; def: string }; returned?: CardId } {
  const p = s.pending;
  if (!p || (p.k !== 'call' && p.k !== 'sweep')) return {};
  const w = s.stack[s.stack.length - 1]?.win;
  const out: { again?: { seat: Seat; def: string }; returned?: CardId } = w?.again ? { again: { ...w.again } } : {};
  const sw = w?.sweep;
  if (p.k === 'sweep' && p.seat === seat && sw?.cards) {
    const card = sw.cards[sw.rivals.indexOf(seat)];
    if (card && s.seats[seat]!.hand.includes(card)) out.returned = card;
  }
  return out;
}

/** Where each secretly seen card is now (a card reshuffled away is forgotten). */
function knownOf(s: TavernState, known: CardId[]): { card: CardId; where: Seat | 'deck'; depth: number }[] {
  return known.flatMap((card) => {
    const at = locate(s, card);
    return at ? [{ card, ...at }] : [];
  });
}

/** A Drink card's effect in short, from its key. */
const drinkEffect = (s: TavernState, id: CardId): string => drinkShort(drinkDef(s.defs[id]!));

/**
 * The private look the asked seat's decision rests on (issue 22.1), read from what it already knows: the card
 * its Connoisseur just learned, the two tops Tasting Flight sniffed, the Jig Die's public roll, the Drinks
 * Okko remembers as he orders. Nothing here is a card the seat has not seen.
 */
export function lookFor(s: TavernState, seat: Seat): { look: LookView } | Record<string, never> {
  const p = s.pending!;
  const me = s.seats[seat]!;
  const seen = (id: CardId | undefined): id is CardId => !!id && me.known.includes(id);
  const top = s.stack[s.stack.length - 1];
  if (p.k === 'choose' && p.what === 'connoisseur') {
    const id = s.drinkDeck[s.drinkDeck.length - 1];
    if (!seen(id)) return {};
    return { look: { meaning: 'You looked at the top of the Drink Deck: the next Drink anyone reveals from it. Leave it for someone you order for, or send it to the bottom.', cards: [{ card: id, where: 'deck', effect: drinkEffect(s, id) }] } };
  }
  if (p.k === 'choose' && p.what === 'swap' && top?.kind === 'card') {
    const cards = top.targets.flatMap((t) => {
      const id = typeof t === 'number' ? s.seats[t]?.pile[s.seats[t]!.pile.length - 1] : undefined;
      return seen(id) ? [{ card: id, where: t, effect: drinkEffect(s, id) }] : [];
    });
    if (!cards.length) return {};
    return { look: { meaning: "You sniffed the top Drink of these two Drink Me! piles: swap them, and each pile's owner drinks the other one next.", cards } };
  }
  if (p.k === 'choose' && p.what === 'reroll' && top?.kind === 'card' && top.roll !== undefined) {
    const band = bandOf(top.roll);
    return {
      look: {
        meaning: `You rolled ${top.roll} (${band}): keep it, or pay to roll again once this turn.`,
        cards: [],
        roll: { value: top.roll, band, card: top.def, bands: bandsText(cardDef(top.def), top.mode) },
      },
    };
  }
  if (p.k === 'order' && me.known.length) {
    // Okko's sniffs: the deck's top he knows is the Drink he orders now (it goes face down on that player's
    // pile); a pile's top he knows is that player's next Drink until another is ordered onto it.
    const cards = me.known.flatMap((id) => {
      const at = locate(s, id);
      return at && at.depth === 0 ? [{ card: id, where: at.where, effect: drinkEffect(s, id) }] : [];
    });
    if (!cards.length) return {};
    const deck = cards.some((c) => c.where === 'deck');
    return { look: { meaning: deck ? "What you know lies on top: the Drink Deck's top is the Drink you order now, and it goes on top of that player's pile." : "What you know lies on top of a pile: that player's next Drink, unless the one you order now goes on top of it.", cards } };
  }
  return {};
}

function cardsOnStack(it: Item): CardId[] {
  switch (it.kind) {
    case 'card':
      return it.card ? [it.card] : [];
    case 'drink':
      return [...it.drinks.flatMap((d) => d.cards), ...(it.reveal?.drink.cards ?? [])];
    case 'event':
      return [
        it.card,
        ...(it.reveal?.drink.cards ?? []),
        ...(it.contest?.drinks.flatMap((d) => d.cards) ?? []),
        ...(it.contest?.reveal?.drink.cards ?? []),
      ];
    default:
      return [];
  }
}

/** Every card id named anywhere in a value (keys included). */
export function idsIn(value: unknown, out: Set<string> = new Set(), ids?: Set<string>): Set<string> {
  const isId = (x: string) => (ids ? ids.has(x) : /^[cdp]\d+$/.test(x));
  if (typeof value === 'string') {
    if (isId(value)) out.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) idsIn(v, out, ids);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (isId(k)) out.add(k);
      idsIn(v, out, ids);
    }
  }
  return out;
}

/** The events a seat receives: public ones and its own private ones; a hosted game's through the engine's door. */
export function eventsFor(events: readonly TEvent[], seat: Seat): TEvent[] {
  const out: TEvent[] = [];
  for (const e of events) {
    if (e.only !== undefined && e.only !== seat) continue;
    out.push(e.t === 'hosted' ? { ...e, ev: filterEvent(e.ev, e.seats.indexOf(seat)) } : e);
  }
  return out;
}

export interface StopPrefs {
  targeted: boolean;
  drinkForMe: boolean;
  losing: boolean;
  myCheckpoints: boolean;
  /**
   * Ask even when the seat can only pass. Off by default: with one human at the table nobody else sees the
   * screen, so a question with nothing to play in it is answered for them (issue 22.5).
   */
  always?: boolean;
}

export const DEFAULT_STOPS: StopPrefs = { targeted: true, drinkForMe: true, losing: true, myCheckpoints: true };

/**
 * Whether the host should stop for this seat's prompt rather than pass for it (§3.4). It reads the public
 * parts of the view only (never the hand), so how long a seat is waited for tells nothing of its cards.
 * Decisions other than calls and sweeps always stop.
 */
export function stops(view: TavernView, prefs: StopPrefs = DEFAULT_STOPS): boolean {
  const seat = view.seat;
  const p = view.pending;
  if (!p || p.seat !== seat) return false;
  if (p.k !== 'call' && p.k !== 'sweep') return true;
  const me = view.seats[seat]!;
  if (prefs.losing && (me.AC >= me.F || me.G === 0)) return true;
  const it = view.stack[view.stack.length - 1];
  if (!it) return false;
  if (it.kind === 'checkpoint' || it.kind === 'lastchance') return prefs.myCheckpoints && (view.turn.active === seat || it.kind === 'lastchance');
  if (it.kind === 'drink') {
    const drinks = it.drinks as { drinker: Seat }[];
    return prefs.drinkForMe && drinks.some((d) => d.drinker === seat);
  }
  if (!prefs.targeted) return false;
  return touches(view, it, seat);
}

/** Whether a public item names or reaches this seat. */
function touches(view: TavernView, it: ItemView, seat: Seat): boolean {
  switch (it.kind) {
    case 'card': {
      if (it.player === seat || (it.targets as unknown[]).includes(seat) || it.itsPlayer === seat) return true;
      const collect = it.collect as { debtor: Seat } | null;
      if (collect?.debtor === seat) return true;
      const on = view.stack.find((x) => x.uid === it.on);
      if (on && on.uid !== it.uid && touches(view, on, seat)) return true;
      return typeof it.def === 'string' && it.def !== '' && reachesEveryone(it.def, it.mode as number);
    }
    case 'event':
      return true;
    case 'floss':
      return (it.entries as { seat: Seat }[]).some((e) => e.seat === seat) || (it.lost as Seat[]).includes(seat);
    case 'pay':
      return it.payer === seat || it.to === seat;
    case 'ante':
    case 'forceout':
      return it.seat === seat;
    case 'pot':
      return it.to === seat || !!view.round?.in.includes(seat);
    default:
      return false;
  }
}

/** A played mode whose effects reach every (other) player: brawls, group hits. */
function reachesEveryone(defKey: string, mode: number): boolean {
  const m = cardDef(defKey).modes[mode];
  return !!m && m.effects.some((o) => 'who' in o && (o.who === 'each-other' || o.who === 'each'));
}
