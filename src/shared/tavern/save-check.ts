import { z } from 'zod';
import { GAME_IDS } from '../engine/config';
import { RuleError } from '../engine/errors';
import { nameProblem, nameSchema } from '../names';
import { issueWords } from '../sentence';
import { tableStateSchema } from '../night/schema';
import { tableProblem as tableIntegrity } from '../storage/table-integrity';
import { validateConfig } from '../engine/config';
import type { CardDef } from './cards';
import { cardDef, mechanic, tableCharacters } from './content/catalog';
import { bossSeats, bossTeams } from './variants/boss';
import { apply } from './engine';
import { refuseChoice } from './hosted';
import { checkInvariants } from './invariants';
import { legalActions } from './legal';
import { initialState, startingGold } from './setup';
import { eventsFor, viewFor } from './view';
import type { TavernState, TEvent } from './types';
import { VARIANT_KINDS, variantTableProblem, type VariantKind } from './variants/table';
import { tableGold, twoHeadedTeams } from './variants/teams';

/**
 * The thorough check of a saved tavern game (issue 25, item 1): "the game can go on". A save is read back
 * through a schema that types every field (the RNG, the turn, the pending decision, every stack item, the last
 * events, the hosted table) and normalises it (fields the engine never writes are dropped), then the engine's
 * own checks run on the result: the cards are exactly the cards the game's setup deals (same ids, same kinds),
 * each in one place and of the kind that place holds (a seat's hand holds its own character's cards only),
 * Gold within what a game can reach, the hosted table through the engine's table integrity check, a view
 * for every seat, and the first legal action of the seat to act accepted on a copy.
 *
 * Pure: the storage (storage/taverns.ts) and the host's machine use it; it imports nothing from the host.
 * Every problem is a phrase for players ("this saved tavern game could not be read: ..."), never a
 * program's error text.
 */

export const TAVERN_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The stops a human sets per player (TAVERN.md §3.4). */
export const stopsSchema = z.object({ targeted: z.boolean(), drinkForMe: z.boolean(), losing: z.boolean(), myCheckpoints: z.boolean(), always: z.boolean().optional() });

export const tavernSeatSchema = z.object({
  name: nameSchema('A player name'),
  kind: z.enum(['human', 'bot']),
  level: z.enum(['easy', 'normal', 'hard']).optional(),
  char: z.string().max(40),
  stops: stopsSchema.optional(),
});

/** A saved game's shape, as `TavernGame` in tavern/game.ts (the host's machine, host/machines/tavern.ts, checks saves with it). */
export interface SavedTavernGame {
  id: string;
  setup: {
    seats: { name: string; kind: 'human' | 'bot'; level?: 'easy' | 'normal' | 'hard'; char: string; stops?: z.infer<typeof stopsSchema> }[];
    prizes?: boolean;
    appendixB?: boolean;
    variant?: VariantKind;
    barDeck?: boolean;
    seed: number;
  };
  state: TavernState;
  last: { seat: number; events: TEvent[] } | null;
  seen: number[];
}

/**
 * How far Gold can go in a game: every stash, the pot and the Inn are bounded by the Gold a table starts
 * with (at most 8 × 12 = 96) plus what the Inn can owe. The Inn pays out when it must (refills, contests) and
 * may go below 0, but never by more than a few dozen in play (random games: see the test); 10,000 is far
 * beyond any game yet refuses 1e308 or 2^53.
 */
export const GOLD_LIMIT = 10_000;

const int = z.number().int();
const count = int.min(0);
const gold = int.min(0).max(GOLD_LIMIT);
const cardId = z.string().regex(/^[cdp][1-9][0-9]{0,4}$/, 'is not a card of this game');
const cards = z.array(cardId);

/** The stages a stack item or a window may be at (stack.ts, drinks.ts, interpreter.ts, steps.ts, gambling.ts). */
const STAGES = ['after', 'apply', 'before', 'c-reveal', 'c-score', 'champions', 'choose', 'dice-antes', 'discards', 'done', 'drink', 'finish', 'floss', 'ik-reveal', 'mead', 'open', 'pay', 'resolve', 'reveal', 'shuffle', 'window'] as const;
const PHASES = ['start', 'cp-start', 'discard', 'cp-action', 'action', 'action-done', 'cp-order', 'order', 'cp-drink', 'drink', 'drink-done', 'cp-end', 'end'] as const;
const CHOICES = ['champion', 'plot', 'collect', 'reroll', 'mead-split', 'swap', 'drink-discard', 'prize', 'connoisseur', 'rivet-reward'] as const;
const ITEM_KINDS = ['card', 'drink', 'event', 'floss', 'pay', 'ante', 'forceout', 'pot', 'refill', 'lastchance', 'checkpoint'] as const;
const SPECIALS = ['gambling', 'cheating', 'both'] as const;
/** A special's move (types.ts `SpecialMove`), its fields as the engine writes them. */
const specialMove = {
  how: z.enum(['none', 'reroll', 'set', 'look', 'blind', 'keep', 'swap']),
  holding: z.string().max(60).optional(),
  die: z.number().int().min(0).max(20).optional(),
  face: z.number().int().min(1).max(6).optional(),
  n: z.union([z.literal(1), z.literal(3)]).optional(),
  index: z.number().int().min(0).max(60).optional(),
  pick: z.number().int().min(0).max(2).optional(),
};

/** The most events a saved game keeps for its log (issue 22.8): the oldest go first. */
export const HISTORY_MAX = 1500;

/**
 * Every schema of a game of `n` seats (seat numbers 0..n-1), built once per table size. `players`: the
 * lobby's seats (the setup, the config, who has seen what): all of them, but Rivet (the Automaton) is a seat
 * of the state and of no player.
 */
function schemasFor(n: number, players = n) {
  const seat = int.min(0, 'names a seat that does not exist').max(n - 1, 'names a seat that does not exist');
  const seats = z.array(seat).max(64);
  const target = z.union([seat, z.literal('deck')]);
  const place = z.union([seat, z.literal('inn'), z.literal('pot')]);
  const toSeatOrInn = z.union([seat, z.literal('inn')]);

  const seatState = z.object({
    char: z.string().max(40),
    name: z.string().max(40),
    F: int.min(0).max(20),
    AC: int.min(0).max(20),
    G: gold,
    alive: z.boolean(),
    hand: cards,
    deck: cards,
    discard: cards,
    gone: cards,
    pile: cards,
    debts: z.array(count.max(GOLD_LIMIT)).length(n),
    prizes: cards,
    known: cards,
    // The second four's mechanics (issue 23): each present only for a character that has it (checked below).
    heat: count.max(20).optional(),
    // Magda's Menace and a Boss Deck (VARIANTS.md §4–§6, §9.2).
    menace: count.max(4).optional(),
    bossDeck: z.literal(true).optional(),
    companions: cards.optional(),
    plots: cards.optional(),
    sack: cards.optional(),
    spent: cards.optional(),
    out: z.object({ turn: count.max(1_000_000), why: z.enum(['passed-out', 'broke']) }).optional(),
  });

  const play = z.object({ t: z.literal('play'), card: cardId, mode: count.max(9), targets: z.array(target).max(8), drink: count.max(40).optional(), for: seat.optional() });
  const choice = z.object({ game: z.enum(GAME_IDS), variants: z.array(z.string().max(40)).max(20), split: z.enum(['merchant', 'king', 'commoner']) });

  const hosted = z.object({
    choice,
    table: tableStateSchema.nullable(),
    seats,
    next: seats.nullable(),
    passing: seat.nullable(),
    owed: z.object({ seat, kind: z.enum(SPECIALS) }).nullable(),
    peek: z.object({ seat, cards: z.array(count), kind: z.enum(SPECIALS) }).nullable(),
    games: count,
    cards: count,
    pass: z.object({ order: seats, idx: count }).nullable(),
    round: count,
  });

  const round = z.object({
    kind: z.enum(['base', 'hosted']),
    chosen: z.boolean().optional(),
    hosted: hosted.optional(),
    split: seats.optional(),
    starter: seat,
    controller: seat.nullable(),
    in: seats,
    passed: seats,
    gate: z.boolean(),
    next: seat,
    prize: cardId.nullable(),
    result: toSeatOrInn.nullable(),
  });

  const turn = z.object({
    active: seat,
    n: int.min(1),
    phase: z.enum(PHASES),
    extra: count.max(100),
    ordered: count.max(100),
    looked: z.boolean(),
    jig: seats,
    plotted: z.boolean().optional(),
    // A team game's shared turn (variants/team-turn.ts).
    team: z.object({ discarded: seats, acted: seats, drunk: seats, looked: seats, plotted: seats, extraBy: z.array(seat).max(100) }).optional(),
  });

  const decision = z.discriminatedUnion('k', [
    z.object({ k: z.literal('call'), seat }),
    z.object({ k: z.literal('sweep'), seat }),
    z.object({ k: z.literal('discard'), seat }),
    z.object({ k: z.literal('action'), seat }),
    z.object({ k: z.literal('order'), seat }),
    z.object({ k: z.literal('round-turn'), seat }),
    z.object({ k: z.literal('game'), seat }),
    z.object({ k: z.literal('hosted'), seat }),
    z.object({ k: z.literal('choose'), seat, what: z.enum(CHOICES), options: z.array(z.string().max(200)).min(1).max(2000) }),
    z.object({ k: z.literal('special'), seat, what: z.enum(['special', 'special-swap']), options: z.array(z.object(specialMove)).min(1).max(2000) }),
  ]);

  const win = z.object({
    next: z.enum(STAGES),
    call: z.object({ seats, idx: count, answers: z.array(play.nullable()).max(64) }).optional(),
    sweep: z.object({ kind: z.enum(['anytime', 'sometimes']), rivals: seats, seats, idx: count, cards: z.array(cardId).max(64).optional() }).optional(),
    again: z.object({ seat, def: z.string().max(60) }).optional(),
  });
  const base = { uid: int.min(1), origin: seat, stage: z.enum(STAGES), win: win.optional(), rv: z.boolean().optional() };
  const source = z.object({ uid: count, player: seat.nullable(), kind: z.enum(['card', 'drink', 'event', 'step']) });
  const drink = z.object({
    drinker: seat,
    cards,
    ac: int.min(-100).max(100),
    f: int.min(-100).max(100),
    draw: int.min(-100).max(100),
    discard: int.min(-100).max(100),
    ignored: z.boolean(),
    mead: z.boolean(),
    hasMead: z.boolean(),
    contestant: seat.optional(),
    score: int.optional(),
    by: seat.optional(),
  });
  const reveal = z.object({ source: z.enum(['pile', 'deck']), seat, drink, more: z.boolean() });

  const item = z.discriminatedUnion('kind', [
    z.object({
      ...base,
      kind: z.literal('card'),
      card: cardId.nullable(),
      def: z.string().max(60),
      mode: count.max(9),
      player: seat,
      type: z.enum(['action', 'sometimes', 'anytime', 'gambling', 'cheating']),
      targets: z.array(target).max(8),
      drink: count.max(40).optional(),
      on: int.min(1).nullable(),
      itsPlayer: seat.nullable(),
      ignoredBy: seats,
      pc: count.max(100),
      roll: int.min(1).max(6).optional(),
      asked: z.string().max(200).optional(),
      collect: z.object({ debtor: seat, count: count.max(GOLD_LIMIT), choice: z.enum(['G', 'F']).nullable() }).optional(),
      pet: cardId.optional(),
      stay: z.boolean().optional(),
      for: seat.optional(),
      champions: seats.optional(),
      champQueue: z.array(count.max(8)).max(8).optional(),
    }),
    z.object({
      ...base,
      kind: z.literal('drink'),
      mode: z.enum(['single', 'innkeeper', 'contest']),
      revealer: seat,
      drinks: z.array(drink).max(40),
      reveal: reveal.optional(),
      splitOffered: z.boolean(),
      eventOk: z.boolean().optional(),
      event: int.min(1).optional(),
      owed: z.array(z.tuple([seat, count.max(40)])).max(64),
      fLossPushed: z.boolean().optional(),
    }),
    z.object({
      ...base,
      kind: z.literal('event'),
      card: cardId,
      event: z.enum(['bottoms-up', 'innkeeper', 'brawl', 'dice', 'last-call', 'tab', 'requests']),
      revealer: seat,
      ignoredBy: seats,
      champions: seats.optional(),
      champQueue: z.array(count.max(8)).max(8).optional(),
      asked: z.string().max(200).optional(),
      contest: z
        .object({ all: seats, contenders: seats, dropped: seats, idx: count, drinks: z.array(drink).max(40), reveal: reveal.optional(), winner: seat.nullable(), round: count })
        .optional(),
      reveal: reveal.optional(),
    }),
    z.object({ ...base, kind: z.literal('floss'), src: source, entries: z.array(z.object({ seat, n: int.min(-100).max(100), by: seat.optional() })).max(64), lost: seats }),
    z.object({ ...base, kind: z.literal('pay'), src: source, payer: seat, to: toSeatOrInn, n: count.max(GOLD_LIMIT), innPays: z.boolean(), why: z.enum(['card', 'refill', 'contest', 'collect']) }),
    z.object({ ...base, kind: z.literal('ante'), seat, demander: seat, group: count, innPays: z.boolean() }),
    z.object({ ...base, kind: z.literal('forceout'), seat, by: seat }),
    z.object({ ...base, kind: z.literal('pot'), to: toSeatOrInn, split: seats.optional() }),
    z.object({ ...base, kind: z.literal('refill') }),
    z.object({ ...base, kind: z.literal('lastchance') }),
    z.object({ ...base, kind: z.literal('checkpoint'), phase: z.enum(PHASES) }),
  ]);

  const config = z.object({
    seats: z.array(z.object({ char: z.string().min(1).max(40), name: z.string().max(40).optional() })).length(players),
    seed: int,
    first: seat.optional(),
    prizes: z.boolean().optional(),
    appendixB: z.boolean().optional(),
    barDeck: z.boolean().optional(),
    automaton: z.object({ factions: z.array(z.string().max(20)).max(4) }).optional(),
    teams: z.object({ kind: z.enum(['two-headed', 'boss', 'two-headed-boss', 'leaders']), seats: z.array(seats).max(8), bossDecks: seats.optional() }).optional(),
  });

  const track = z.object({ owner: seat, F: count.max(6), AC: count.max(6) });
  const box = z.enum(['action', 'response', 'bottom', 'none']);
  const automaton = z.object({
    seat,
    factions: z.array(z.string().max(20)).length(2),
    tracks: z.array(track).length(players),
    last: z.object({ card: cardId, def: z.string().max(60), box }).nullable(),
    rewards: z.array(seat).max(8),
  });

  const state = z.object({
    v: z.literal(1),
    version: count,
    rng: z.array(int.min(-0x8000_0000).max(0x7fff_ffff)).length(4),
    config,
    defs: z.record(cardId, z.string().max(60)),
    seats: z.array(seatState).length(n),
    drinkDeck: cards,
    drinkDiscard: cards,
    bar: cards.optional(),
    teams: z.array(z.object({ seats, tonics: count.max(8) })).max(8).optional(),
    inn: int.min(-GOLD_LIMIT).max(GOLD_LIMIT),
    pot: gold,
    prizeInn: cards,
    prizeBin: cards,
    turn,
    round: round.nullable(),
    stack: z.array(item).max(500),
    pending: decision.nullable(),
    nextUid: int.min(1),
    gold,
    over: z.object({ winners: z.array(seat).min(1).max(n), tie: z.boolean() }).nullable(),
    actions: count,
    automaton: automaton.optional(),
    boss: z.object({ seat, x: int.min(2).max(4), actions: count.max(8), played: z.array(cardId).max(8), turns: count }).optional(),
  });

  const ev = (e: string, shape: z.ZodRawShape) => z.object({ t: z.literal(e), ...shape, only: seat.optional() });
  const hostedEvent = z.looseObject({ t: z.string().max(60) });
  const event = z.discriminatedUnion('t', [
    ev('turn', { seat, n: int.min(1) }),
    ev('phase', { seat, phase: z.enum(PHASES) }),
    ev('windowOpened', { origin: seat, item: z.enum(ITEM_KINDS), uid: int.min(1), seats }),
    ev('cardPlayed', { seat, card: cardId, def: z.string().max(60), mode: count.max(9), targets: z.array(target).max(8), drink: count.max(40).optional(), for: seat.optional(), fromPlot: z.boolean().optional() }),
    ev('cardResolved', { card: cardId.nullable() }),
    ev('cardNegated', { card: cardId.nullable(), by: seat }),
    ev('ignored', { seat, uid: int.min(1) }),
    ev('discarded', { seat, card: cardId, def: z.string().max(60) }),
    ev('drew', { seat, n: count.max(100) }),
    ev('drewCards', { seat, cards, defs: z.array(z.string().max(60)) }),
    ev('reshuffled', { seat: z.union([seat, z.literal('drinks')]) }),
    ev('drinkOrdered', { by: seat, to: seat }),
    ev('drinkRevealed', { seat, card: cardId, def: z.string().max(60), source: z.enum(['pile', 'deck']) }),
    ev('drinkDiscarded', { card: cardId, def: z.string().max(60) }),
    ev('drinkChanged', { uid: int.min(1), drink: count.max(40) }),
    ev('drinkSplit', { uid: int.min(1), with: seat }),
    ev('drinkPassed', { uid: int.min(1), to: seat }),
    ev('soberedUp', { seat }),
    ev('statChanged', { seat, stat: z.enum(['F', 'AC']), from: int.min(0).max(20), to: int.min(0).max(20) }),
    ev('goldMoved', { from: place, to: place, n: count.max(GOLD_LIMIT) }),
    ev('rolled', { seat, value: int.min(1).max(6), reroll: z.boolean().optional() }),
    ev('sniffed', { seat, where: z.union([seat, z.literal('deck')]) }),
    ev('saw', { seat, card: cardId, def: z.string().max(60), where: z.union([seat, z.literal('deck')]) }),
    ev('movedToBottom', { seat, card: cardId.optional() }),
    ev('flight', { seat, piles: z.tuple([seat, seat]) }),
    ev('flightTops', { seat, swapped: z.boolean(), tops: z.array(z.object({ pile: seat, card: cardId, def: z.string().max(60) })).max(2) }),
    ev('iou', { from: seat, to: seat, n: count.max(GOLD_LIMIT) }),
    ev('heat', { seat, from: count.max(20), to: count.max(20) }),
    ev('menace', { seat, from: count.max(4), to: count.max(4) }),
    ev('crackdown', { seat, boss: z.boolean() }),
    ev('companion', { seat, card: cardId, def: z.string().max(60), to: z.enum(['play', 'discard', 'gone']) }),
    ev('plotLaid', { seat, plots: count.max(40) }),
    ev('looted', { seat, n: count.max(100), left: count.max(100) }),
    ev('sackReshuffled', { seat }),
    ev('roundStarted', { starter: seat, in: seats }),
    ev('control', { seat: seat.nullable() }),
    ev('leftRound', { seat }),
    ev('roundPassed', { seat }),
    ev('roundEnded', { to: toSeatOrInn, pot: count.max(GOLD_LIMIT), prize: cardId.nullable(), split: seats.optional() }),
    ev('gameChosen', { seat, choice: choice.nullable() }),
    ev('hostedStarted', { game: z.enum(GAME_IDS), seats, replay: z.enum(['king', 'commoner']).nullable() }),
    ev('hosted', { ev: hostedEvent, seats }),
    ev('special', { seat, kind: z.enum(SPECIALS), ...specialMove, from: z.number().int().min(1).max(6).optional(), to: z.number().int().min(1).max(6).optional() }),
    ev('hostedResult', { game: z.enum(GAME_IDS), hands: z.array(z.object({ seat, label: z.string().max(400), place: count.max(20).nullable() })).max(n), replay: z.enum(['king', 'commoner']).nullable() }),
    ev('prizeUsed', { seat, card: cardId }),
    ev('tonic', { seat, gain: z.enum(['F', 'AC', 'G']), left: count.max(8) }),
    ev('refill', { paying: seats }),
    ev('contest', { scores: z.array(z.tuple([seat, int])).max(n), winner: seat.nullable(), again: seats }),
    ev('losing', { seats }),
    ev('eliminated', { seat, why: z.enum(['passed-out', 'broke']) }),
    ev('won', { seats, tie: z.boolean() }),
    ev('rivet', { card: cardId, def: z.string().max(60), box }),
    ev('track', { owner: seat, stat: z.enum(['F', 'AC']), from: count.max(6), to: count.max(6) }),
    ev('trackReset', { owner: seat }),
    ev('rivetReward', { seat, pick: z.enum(['gold', 'draw']) }),
  ]);

  const game = z.object({
    id: z.string().regex(TAVERN_ID, 'is not a saved tavern game\'s name'),
    setup: z.object({
      seats: z.array(tavernSeatSchema).length(players),
      prizes: z.boolean().optional(),
      appendixB: z.boolean().optional(),
      variant: z.enum(VARIANT_KINDS).optional(),
      barDeck: z.boolean().optional(),
      factions: z.array(z.string().max(20)).max(4).optional(),
      seed: int.min(0).max(0xffff_ffff),
    }),
    state,
    // A host step's events are shown as an onlooker's: its seat is -1.
    last: z.object({ seat: int.min(-1).max(n - 1), events: z.array(event).max(20_000) }).nullable(),
    seen: z.array(count).length(players),
    history: z.array(z.object({ turn: count.max(1_000_000), e: event })).max(HISTORY_MAX).optional(),
  });
  return game;
}

const SCHEMAS = new Map<string, ReturnType<typeof schemasFor>>();
function schemaFor(n: number, players = n): ReturnType<typeof schemasFor> {
  let s = SCHEMAS.get(`${n}/${players}`);
  if (!s) SCHEMAS.set(`${n}/${players}`, (s = schemasFor(n, players)));
  return s;
}

export type TavernGameParse = { ok: true; game: SavedTavernGame } | { ok: false; problem: string };

/** The number of seats a value claims, read before the schema (which is built for that many seats). */
function seatCount(value: unknown): number | string {
  const setup = (value as { setup?: { seats?: unknown } } | null)?.setup;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'it holds no tavern game';
  if (!setup || !Array.isArray(setup.seats)) return 'the list of its players is missing';
  const n = setup.seats.length;
  if (n < 2 || n > 8) return `it seats ${n} players, and a tavern game seats 2 to 8`;
  return n;
}

/** A schema problem as a phrase: the field and what is wrong with it, without the value itself. */
function schemaWords(value: unknown, n: number): string | SavedTavernGame {
  // The Automaton's table has one seat more than its players: Rivet's.
  const automaton = (value as { setup?: { variant?: unknown } }).setup?.variant === 'automaton';
  const r = schemaFor(automaton ? n + 1 : n, n).safeParse(value, { error: (iss) => (iss.code === 'custom' ? undefined : issueWords(iss)) });
  if (r.success) return r.data as unknown as SavedTavernGame;
  const i = r.error.issues[0]!;
  const where = i.path.length ? `the field "${i.path.map((k) => (typeof k === 'number' ? `[${k}]` : String(k))).join('.').replace(/\.\[/g, '[')}"` : 'the game';
  // Our own messages are phrases about the field; the library's are already worded by issueWords.
  return i.message.startsWith('the ') ? i.message : `${where} ${i.message}`;
}

/**
 * Parses a saved tavern game: the normalised game, or the first problem as a phrase for players. The game
 * returned is a fresh copy holding only the fields the engine knows.
 */
export function parseTavernGame(value: unknown): TavernGameParse {
  const n = seatCount(value);
  if (typeof n === 'string') return { ok: false, problem: n };
  const parsed = schemaWords(value, n);
  if (typeof parsed === 'string') return { ok: false, problem: parsed };
  let problem: string | null;
  try {
    problem = gameProblem(parsed);
  } catch (e) {
    // A check that throws is a state no check foresaw: never show the program's text to a player.
    problem = e instanceof RuleError ? `the game cannot go on from it (${e.message.replace(/\.$/, '')})` : 'the game cannot go on from it: its state is damaged';
  }
  return problem ? { ok: false, problem } : { ok: true, game: parsed };
}

/** Everything that must hold of a saved tavern game, or the first problem as a phrase (null when it holds). */
export function tavernGameProblem(value: unknown): string | null {
  const r = parseTavernGame(value);
  return r.ok ? null : r.problem;
}

const who = (seat: number) => `seat ${seat + 1}`;

/**
 * The second four's zones (issue 23) on seat `i`: each is there exactly when the character's mechanic makes it
 * (setup.ts), the Oven's Heat within its track, and each zone holds only its own character's cards of its own
 * kind: companions in play, Plot cards face down, Loot cards in the Sack and the spent loot.
 */
function mechanicZonesProblem(s: TavernState, fresh: TavernState, i: number, owner: Map<string, number>): string | null {
  const st = s.seats[i]!;
  const made = fresh.seats[i]!;
  const zones = [
    ['heat', 'an Oven', 'Oven is'],
    ['menace', 'a Menace track', 'Menace track is'],
    ['bossDeck', 'a Boss Deck', 'Boss Deck is'],
    ['companions', 'companions', 'companions are'],
    ['plots', 'Plots', 'Plots are'],
    ['sack', 'a Loot Sack', 'Loot Sack is'],
    ['spent', 'spent loot', 'spent loot is'],
  ] as const;
  for (const [zone, has, its] of zones) {
    if (st[zone] !== undefined && made[zone] === undefined) return `${who(i)} has ${has}, and its character has none`;
    if (st[zone] === undefined && made[zone] !== undefined) return `${who(i)}'s ${its} missing`;
  }
  // A Loot card never joins the deck: played or discarded it goes to the spent loot (zones.ts).
  if ([...st.deck, ...st.discard].some((id) => cardDef(s.defs[id]!).loot)) return `${who(i)}'s deck or discards hold a Loot card`;
  const oven = mechanic(st.char, 'oven');
  if (st.heat !== undefined && oven && st.heat > oven.max) return `${who(i)}'s Oven holds ${st.heat} Heat, and it holds at most ${oven.max}`;
  const mine = (ids: string[] | undefined, is: (def: CardDef) => boolean, words: string): string | null => {
    for (const id of ids ?? []) {
      if (owner.get(id) !== i) return `${who(i)}'s ${words} holds a card that is not its character's`;
      if (!is(cardDef(s.defs[id]!))) return `${who(i)}'s ${words} holds a card that does not belong there`;
    }
    return null;
  };
  return (
    mine(st.companions, (d) => !!d.companion, 'companions in play') ??
    mine(st.plots, (d) => !!d.plot, 'face-down Plots') ??
    mine(st.sack, (d) => !!d.loot, 'Loot Sack') ??
    mine(st.spent, (d) => !!d.loot, 'spent loot')
  );
}

/** The checks beyond the schema, on a value the schema has typed. */
function gameProblem(g: SavedTavernGame): string | null {
  const s = g.state;
  // The players' seats (Rivet's, the Automaton's, is the last seat of the state and no player's).
  const n = g.setup.seats.length;
  const setup = g.setup;
  const rivet = setup.variant === 'automaton';
  if (s.seats.length !== n + (rivet ? 1 : 0)) return `its table has ${s.seats.length} seats, and its setup ${rivet ? `${n} players and Rivet` : `${n} players`}`;
  if (!!s.config.automaton !== rivet || !!s.automaton !== rivet) return 'its Automaton is not the one its setup says';
  if (rivet && (s.seats[n]!.char !== 'rivet' || s.automaton!.seat !== n)) return "Rivet's seat is not where the Automaton sits";
  const keys = new Set(tableCharacters().map((c) => c.key));
  for (let i = 0; i < n; i++) {
    const st = s.seats[i]!;
    const want = setup.seats[i]!;
    if (!keys.has(want.char)) return `${who(i)} plays a character this version does not have`;
    if (st.char !== want.char || s.config.seats[i]!.char !== want.char) return `${who(i)} plays another character than its setup says`;
    if (st.name !== want.name || (s.config.seats[i]!.name ?? st.name) !== want.name) return `${who(i)} is named differently in its setup`;
    if (nameProblem(st.name, 'A player name') || st.name !== st.name.trim()) return `${who(i)}'s name is not a name a player can have`;
  }
  const names = setup.seats.map((x) => x.name.toLowerCase());
  if (names.some((x, i) => names.indexOf(x) !== i)) return 'two players have the same name';
  if (s.config.seed !== setup.seed) return 'its seed is not the seed of its setup';
  if (!!s.config.prizes !== !!setup.prizes || !!s.config.appendixB !== !!setup.appendixB) return 'its rules are not the rules of its setup';
  if (!!s.config.barDeck !== !!setup.barDeck || !!s.bar !== !!setup.barDeck) return 'its Bar Deck is not the one its setup says';
  // A team game: the teams its variant seats (neighbours in pairs), as its setup says, with their Tonics.
  const teamsWant = setup.variant === 'two-headed' ? JSON.stringify(twoHeadedTeams(n)) : bossSeats(setup.variant, n).length ? JSON.stringify(bossTeams(setup.variant as 'boss', n)) : undefined;
  if (!!s.boss !== (setup.variant === 'boss')) return 'its Boss is not the one its setup says';
  if ((s.config.teams ? JSON.stringify(s.config.teams) : undefined) !== teamsWant) return 'its teams are not the ones its setup says';
  if (!!s.teams !== !!s.config.teams || (s.teams && JSON.stringify(s.teams.map((t) => t.seats)) !== JSON.stringify(s.config.teams!.seats))) return 'its teams are not the ones its setup says';
  const table = variantTableProblem({ variant: setup.variant, players: n, appendixB: setup.appendixB, barDeck: setup.barDeck });
  if (table) return `its table cannot be played (${table.replace(/\.$/, '')})`;
  if (s.rng.every((x) => x === 0)) return 'its dice and shuffles cannot go on (the random state is empty)';

  // The cards are the ones this setup deals: same ids, same cards; a character's cards stay with its seat.
  const fresh = initialState(s.config).s;
  const ids = Object.keys(s.defs);
  const freshIds = Object.keys(fresh.defs);
  if (ids.length !== freshIds.length || freshIds.some((id) => s.defs[id] !== fresh.defs[id])) return 'its cards are not the cards this game deals';
  const owner = new Map<string, number>();
  fresh.seats.forEach((st, i) => [...st.hand, ...st.deck, ...(st.sack ?? [])].forEach((id) => owner.set(id, i)));
  const kind = (id: string) => id[0];
  for (let i = 0; i < s.seats.length; i++) {
    const st = s.seats[i]!;
    const mechanics = mechanicZonesProblem(s, fresh, i, owner);
    if (mechanics) return mechanics;
    for (const id of [...st.hand, ...st.deck, ...st.discard, ...st.gone]) if (owner.get(id) !== i) return `${who(i)} holds a card that is not its character's`;
    if (st.pile.some((id) => kind(id) !== 'd')) return `${who(i)}'s Drink Me! pile holds a card that is not a Drink`;
    if (st.prizes.some((id) => kind(id) !== 'p')) return `${who(i)}'s Prizes hold a card that is not a Prize`;
    if (st.known.some((id) => !(id in s.defs))) return `${who(i)} remembers a card this game does not have`;
    if (!st.alive && (st.hand.length || st.deck.length || st.discard.length || st.companions?.length || st.plots?.length || st.sack?.length || st.spent?.length)) return `${who(i)} is out of the game but still holds cards`;
  }
  if ([...s.drinkDeck, ...s.drinkDiscard, ...(s.bar ?? [])].some((id) => kind(id) !== 'd')) return 'the Drink Deck holds a card that is not a Drink';
  if ([...s.prizeInn, ...s.prizeBin].some((id) => kind(id) !== 'p') || (s.round?.prize && kind(s.round.prize) !== 'p')) return 'the Prizes hold a card that is not a Prize';
  const uids = new Set<number>();
  for (const it of s.stack) {
    if (uids.has(it.uid) || it.uid >= s.nextUid) return 'two things on the stack are the same';
    uids.add(it.uid);
    if (it.kind === 'card' && it.card !== null) {
      if (kind(it.card) === 'p' ? false : owner.get(it.card) !== it.player) return `a card on the stack is not ${who(it.player)}'s to play`;
      if (s.defs[it.card] !== it.def) return 'a card on the stack is not the card it says';
    }
    // A companion's turn-start step names a companion its player has in play, by its own card.
    if (it.kind === 'card' && it.pet !== undefined && (it.card !== null || s.defs[it.pet] !== it.def || !s.seats[it.player]!.companions?.includes(it.pet))) return `a companion's step on the stack is not for a companion ${who(it.player)} has in play`;
    if (it.kind === 'event' && kind(it.card) !== 'd') return 'an Event on the stack is not a Drink card';
    const drinks = it.kind === 'drink' ? [...it.drinks, ...(it.reveal ? [it.reveal.drink] : [])] : it.kind === 'event' ? [...(it.contest?.drinks ?? []), ...(it.reveal ? [it.reveal.drink] : []), ...(it.contest?.reveal ? [it.contest.reveal.drink] : [])] : [];
    if (drinks.some((d) => d.cards.some((id) => kind(id) !== 'd'))) return 'a Drink on the stack holds a card that is not a Drink';
  }

  // Gold: the Gold this table started with, conserved; the engine's invariants (every card in one place,
  // stats in bounds, someone awaited until the end, the hosted Round's own).
  // With the Automaton each player has the Gold of a three-player table (Rivet counts as a player, book); a
  // team game has 10 a team.
  const startGold = tableGold(s.config, startingGold(rivet ? n + 1 : n));
  if (s.gold !== startGold) return `its Gold adds up to ${s.gold}, and this table of ${n} players has ${startGold}`;
  const bad = checkInvariants(s);
  if (bad.length) return bad[0]!.replace(/\bseat (\d+)\b/g, (_m, d: string) => who(Number(d)));
  if (s.turn.active >= s.seats.length || (!s.over && !s.seats[s.turn.active]!.alive && s.stack.length === 0 && !s.round)) return 'the turn belongs to a player who is out';

  const r = s.round;
  if (r) {
    if (r.kind === 'hosted') {
      if (!s.config.appendixB) return 'a gambling game is hosted though its rules do not allow it (Appendix B is off)';
      const h = r.hosted;
      if (!h) return 'a hosted Round has no game';
      const why = refuseChoice(h.choice, Math.max(2, h.seats.length));
      if (why) return `its hosted game cannot be played: ${why.replace(/\.$/, '')}`;
      if (h.table) {
        if (h.table.config.seats.length !== h.seats.length) return 'the hosted game does not seat the players of the Round';
        if (h.table.config.game !== h.choice.game) return 'the hosted table plays another game than the one chosen';
        try {
          validateConfig(h.table.config);
        } catch (e) {
          if (e instanceof RuleError) return `the hosted game's setup is not valid (${e.message.replace(/\.$/, '')})`;
          throw e;
        }
        const table = tableIntegrity(h.table as Parameters<typeof tableIntegrity>[0]);
        if (table) return `the hosted ${table}`;
      }
    } else if (r.hosted) return 'a plain Round carries a hosted game';
  }

  // Every seat's view and its share of the last events can be built, as the screens ask for them first.
  for (let i = 0; i < s.seats.length; i++) {
    viewFor(s, i);
    if (g.last) eventsFor(g.last.events, i);
  }
  if (g.seen.some((v) => v > s.version)) return 'a player is said to have seen a later moment of the game than the one saved';

  // The game can go on: the first legal action of the seat to act is accepted, on a copy, and keeps the
  // invariants.
  if (s.pending) {
    const seat = s.pending.seat;
    const legal = legalActions(s, seat);
    if (legal.length === 0) return `the game waits on ${who(seat)}, who has nothing they may do`;
    let next: TavernState;
    try {
      next = apply(s, seat, legal[0]!, s.version).state;
    } catch (e) {
      return e instanceof RuleError ? `${who(seat)}'s first legal action is refused (${e.message.replace(/\.$/, '')})` : `the game cannot go on after ${who(seat)}'s first legal action`;
    }
    const after = checkInvariants(next);
    if (after.length) return `after ${who(seat)}'s first legal action the game breaks its rules`;
  }
  return null;
}
