import { DRAGON_IDS, STANDARD_IDS } from '../cards/card';
import { rngFrom, seedRng, shuffleInPlace, type Rng } from '../rng';
import { RuleError } from './errors';
import { gameDef } from './games';
import { shown } from '../sentence';
import type { Ctx, GameDef, Step } from './game';
import { activeCount, activeSeats } from './seats';
import { settleByFolds, wordResult } from './settle';
import type { Action, AnyState, GameEvent, GameState, Seat, TableConfig } from './types';
import type { TableEvent } from './events';
import { validateConfig } from './config';
import { choicesText, hasOfferedShape, offers, type LegalActions } from './legal';
import { stakesOf } from '../stakes';
import { seatAfter } from '../rotation';

/**
 * The table: a sequence of games at one table config. `newTable` sets up and starts the first game;
 * `apply` takes one seat's action and returns the next state and the events it produced. `apply` works on
 * a copy, so a refused action leaves the caller's state exactly as it was; `applyInPlace` is for the
 * simulator and benchmarks, which only play legal actions.
 */

/** A game by id (`engine/games.ts`, where the registry hands the engine its games); kept here for its callers. */
export { gameDef };

const stepCache = new Map<string, Step[]>();
// The same variants array is asked for again after every action: remember it by identity first.
const stepsByVariants = new WeakMap<readonly string[], Step[]>();
// And the very last answer, without even the WeakMap's lookup: a table asks it several times per action.
let lastAsked: { def: GameDef; variants: readonly string[]; steps: Step[] } | null = null;
export function stepsOf(def: GameDef, variants: readonly string[]): Step[] {
  const m = lastAsked;
  if (m !== null && m.variants === variants && m.def === def) return m.steps;
  let steps = stepsByVariants.get(variants);
  if (steps) {
    lastAsked = { def, variants, steps };
    return steps;
  }
  const key = `${def.id}|${variants.join(',')}`;
  steps = stepCache.get(key);
  if (!steps) {
    steps = def.steps(variants);
    stepCache.set(key, steps);
  }
  stepsByVariants.set(variants, steps);
  lastAsked = { def, variants, steps };
  return steps;
}

function ctxOf(s: AnyState, rng: Rng, events: TableEvent[]): Ctx {
  return { s, rng, events, def: gameDef(s.config.game) };
}

/** Money the table holds anywhere: stacks, this game's pot and the carried pot. */
export function moneyOnTable(s: AnyState): number {
  let t = s.carry;
  for (let i = 0; i < s.stacks.length; i++) t += s.stacks[i]! + s.contrib[i]!;
  const held = gameDef(s.config.game).heldMoney;
  if (held && s.g !== null) t += held(s);
  return t;
}

export function newTable(input: TableConfig): { state: AnyState; events: GameEvent[] } {
  // The checked config is kept (names trimmed), not the one passed in.
  const config = validateConfig(input);
  const n = config.seats.length;
  const s: AnyState = {
    format: 1,
    version: 0,
    config: JSON.parse(JSON.stringify(config)),
    rng: seedRng(config.seed),
    gameNo: 0,
    startingPlayer: seatAfter(n, config.firstStartingPlayer ?? 0, -1),
    stacks: config.stacks ? [...config.stacks] : new Array(n).fill(config.startingChips),
    contrib: new Array(n).fill(0),
    roundBet: new Array(n).fill(0),
    carry: config.carry ?? 0,
    inGame: new Array(n).fill(false),
    folded: new Array(n).fill(false),
    totalMoney: (config.stacks ?? new Array<number>(n).fill(config.startingChips)).reduce((a, b) => a + b, 0) + (config.carry ?? 0),
    zones: {},
    deck: [],
    discard: [],
    g: null,
    secret: {},
    step: { index: 0, id: '', data: {} },
    phase: 'over',
    result: null,
    log: [],
    replay: null,
  };
  const events: TableEvent[] = [];
  const rng = rngFrom(s.rng);
  startGame(ctxOf(s, rng, events));
  s.rng = rng.state();
  s.log.push(...events);
  wordResult(s);
  return { state: s, events };
}

/** Whether another game can be started: at least two seats can ante (or a King's Rule replay is due). */
export function canStartGame(s: AnyState): boolean {
  if (s.replay?.rule === 'king') return true;
  return seatsThatCanAnte(s).length >= 2;
}

/** Per seat: it has the chips to ante a game at this table (the same check that seats it for the next game). */
export function canAnte(s: AnyState): boolean[] {
  const able = seatsThatCanAnte(s);
  return s.stacks.map((_, seat) => able.includes(seat));
}

// Asked before every game (canStartGame, startGame): a plain loop, as `npm run bench` showed `flatMap` here
// costing Dragon Hordes about 7% of its time.
function seatsThatCanAnte(s: AnyState): Seat[] {
  const ante = stakesOf(s.config).ante(s.config.stakes);
  const out: Seat[] = [];
  for (let seat = 0; seat < s.stacks.length; seat++) if (s.stacks[seat]! >= ante) out.push(seat);
  return out;
}

function startGame(c: Ctx): void {
  const s = c.s;
  const def = c.def;
  const n = s.stacks.length;
  const replay = s.replay;
  if (!replay) s.startingPlayer = seatAfter(n, s.startingPlayer); // moves one seat clockwise each game
  s.gameNo++;
  s.inGame = new Array(n).fill(false);
  if (replay?.rule === 'king') for (const seat of replay.seats) s.inGame[seat] = true;
  else for (const seat of seatsThatCanAnte(s)) s.inGame[seat] = true;
  s.folded = new Array(n).fill(false);
  s.contrib = new Array(n).fill(0);
  s.roundBet = new Array(n).fill(0);
  s.zones = {};
  s.secret = {};
  s.discard = [];
  s.result = null;
  s.log = [];
  const deck = [...STANDARD_IDS];
  if (def.dragonsInDeck(s.config.variants)) deck.push(...DRAGON_IDS);
  s.deck = shuffleInPlace(c.rng, deck);
  s.phase = 'playing';
  c.events.push({
    t: 'game-started',
    gameNo: s.gameNo,
    game: def.id,
    startingPlayer: s.startingPlayer,
    seats: activeSeats(s),
    replay: replay?.rule ?? null,
  });
  // The previous game's `g` is handed to `init` (table-level memory, see GameDef.init), then dropped.
  const previous = s.g;
  s.g = null;
  s.g = def.init(c, previous);
  s.replay = replay;
  enterStep(c, 0);
  s.replay = null;
  advance(c);
}

function enterStep(c: Ctx, index: number): void {
  const steps = stepsOf(c.def, c.s.config.variants);
  const step = steps[index];
  if (!step) throw new Error(`${c.def.id}: the Order of Play ended without settling the game`);
  c.s.step = { index, id: step.id, data: {} };
  step.enter?.(c);
}

/** Runs finished steps forward until a decision is pending or the game is over. */
function advance(c: Ctx): void {
  const s = c.s;
  const steps = stepsOf(c.def, s.config.variants);
  for (let guard = 0; guard < 10_000; guard++) {
    if (s.phase !== 'playing') return;
    if (activeCount(s) <= 1) {
      settleByFolds(c);
      return;
    }
    const step = steps[s.step.index]!;
    if ((step.waiting?.(c) ?? []).length > 0) return;
    const jump = step.next?.(c) ?? null;
    const next = jump === null ? s.step.index + 1 : steps.findIndex((x) => x.id === jump);
    if (next < 0) throw new Error(`${c.def.id}: step "${step.id}" jumps to unknown step "${jump}"`);
    enterStep(c, next);
  }
  throw new Error(`${c.def.id}: the Order of Play does not come to rest`);
}

export function pendingSeats(s: AnyState): Seat[] {
  if (s.phase !== 'playing') return [];
  const c = ctxOf(s, NO_RNG, []);
  return stepsOf(c.def, s.config.variants)[s.step.index]!.waiting?.(c) ?? [];
}

const NO_RNG: Rng = {
  int() {
    throw new Error('legal actions must not use randomness');
  },
  state() {
    return [];
  },
};

/** The legal-actions object of `seat` now (legal.ts): what it may do, and the only actions accepted from it. */
export function legalFor(s: AnyState, seat: Seat): LegalActions {
  if (s.phase !== 'playing') return { actions: canStartGame(s) ? [{ t: 'next-game' }] : [], amounts: [] };
  const c = ctxOf(s, NO_RNG, []);
  const step = stepsOf(c.def, s.config.variants)[s.step.index]!;
  if (!(step.waiting?.(c) ?? []).includes(seat)) return { actions: [], amounts: [] };
  const legal = stepLegal(c, step, seat);
  last = { s, version: s.version, index: s.step.index, seat, legal };
  return legal;
}

/**
 * `applyInPlace` for a caller that chose `a` from `legalFor(s, seat)` on this very state and changed the
 * state in no other way since (the simulator, the bots' imagined play): the check reuses that legal-actions
 * object, and that the seat is awaited, instead of asking both again. Anyone else calls `applyInPlace`, which always builds it afresh.
 */
export function playInPlace(s: AnyState, seat: Seat, a: Action): GameEvent[] {
  return applyAction(s, seat, a, true);
}

/**
 * The last legal-actions object computed for a state, by version (see `playInPlace`): every accepted action
 * bumps the version, so an object is never used for a later position.
 */
let last: { s: AnyState; version: number; index: number; seat: Seat; legal: LegalActions } | null = null;

/** The legal actions `legalFor` kept for `seat` at this state's version, or null when it kept none. */
function memoLegal(s: AnyState, seat: Seat): LegalActions | null {
  const m = last;
  return m && m.s === s && m.version === s.version && m.index === s.step.index && m.seat === seat ? m.legal : null;
}

function stepLegal(c: Ctx, step: Step, seat: Seat): LegalActions {
  return { actions: step.legal ? step.legal(c, seat) : [], amounts: step.amounts ? step.amounts(c, seat) : NO_AMOUNTS };
}

/** Shared by every step without amounts (never changed: views copy it). */
const NO_AMOUNTS: LegalActions['amounts'] = [];

/** The actions `seat` may take now, whole (a raise at its least amount: see `legalFor` for the range). */
export function legalActions(s: AnyState, seat: Seat): Action[] {
  return legalFor(s, seat).actions;
}

/** The step of the Order of Play the game is at (undefined once it is over). */
export function currentStep(s: AnyState): Step | undefined {
  return s.phase === 'playing' ? stepsOf(gameDef(s.config.game), s.config.variants)[s.step.index] : undefined;
}

/** What the step asks, as `seat` may read it (-1: an onlooker). */
export function currentStepTitle(s: AnyState, seat: Seat = -1): string {
  if (s.phase !== 'playing') return 'Game over';
  const step = stepsOf(gameDef(s.config.game), s.config.variants)[s.step.index]!;
  return step.prompt?.(ctxOf(s, NO_RNG, []), seat) ?? step.title;
}

export interface Applied {
  state: AnyState;
  events: GameEvent[];
}

function checkShape(seat: unknown, a: unknown, n: number): asserts a is Action {
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= n) {
    throw new RuleError('illegal-action', `There is no seat ${shown(seat) ?? 'of that number'} at this table`);
  }
  if (typeof a !== 'object' || a === null || typeof (a as { t?: unknown }).t !== 'string') {
    throw new RuleError('unknown-action', 'An action must be an object with a "t" naming it');
  }
}

/**
 * An action the legal-actions object does not list. It is accepted only when it has the shape of an offered
 * action of its kind and the step's `check` finds it legal (another copy of a card the buttons show one face
 * of); otherwise it is refused, in the step's own words when its `check` says what is wrong, else by naming
 * the choices there are. The sentence never repeats the action (a forged one may name anything) nor a card.
 */
function checkUnlisted(c: Ctx, step: Step, seat: Seat, a: Action, legal: LegalActions): void {
  let passed = false;
  try {
    if (step.check) {
      step.check(c, seat, a);
      passed = true;
    }
  } catch (e) {
    if (e instanceof RuleError) throw e;
    // The check could not even read it (a number where a list belongs): it is not an action of this step.
  }
  if (passed && hasOfferedShape(legal, a)) return;
  const known = legal.actions.some((x) => x.t === a.t) || legal.amounts.some((x) => x.t === a.t);
  const text = choicesText(legal);
  throw new RuleError(known ? 'illegal-action' : 'unknown-action', known ? `You cannot do that now; you may: ${text}` : `That is not possible now; you may: ${text}`);
}

/** Applies one action to `s` itself. Throws a RuleError, with `s` unchanged, for an illegal action. */
export function applyInPlace(s: AnyState, seat: Seat, a: Action): GameEvent[] {
  return applyAction(s, seat, a, false);
}

function applyAction(s: AnyState, seat: Seat, a: Action, reuse: boolean): GameEvent[] {
  checkShape(seat, a, s.stacks.length);
  const events: TableEvent[] = [];
  const rng = rngFrom(s.rng);
  const c = ctxOf(s, rng, events);
  if (a.t === 'next-game') {
    if (s.phase === 'playing') throw new RuleError('illegal-action', 'The game is still being played');
    if (!canStartGame(s)) throw new RuleError('game-over', 'Fewer than two players can ante: the table is finished');
    startGame(c);
  } else {
    if (s.phase !== 'playing') throw new RuleError('game-over', 'This game is over; start the next game');
    const step = stepsOf(c.def, s.config.variants)[s.step.index]!;
    // `legalFor` kept its answer only for a seat the step was waiting for, at this very version: that seat is
    // still awaited, so the waiting list is not asked again (the simulator's and the bots' path).
    const known = reuse ? memoLegal(s, seat) : null;
    if (!known) {
      const waiting = step.waiting?.(c) ?? [];
      if (!waiting.includes(seat)) {
        throw new RuleError('not-your-turn', waiting.length ? `It is not your turn: waiting for seat ${waiting.map((x) => x + 1).join(', ')}` : 'Nothing is waiting for a decision');
      }
    }
    if (!step.act) throw new RuleError('illegal-action', 'This step takes no decisions');
    const legal = known ?? stepLegal(c, step, seat);
    if (!offers(legal, a)) checkUnlisted(c, step, seat, a, legal);
    step.act(c, seat, a);
    advance(c);
  }
  s.version++;
  s.rng = rng.state();
  for (const e of events) s.log.push(e);
  return events;
}

/**
 * Runs a parent's operation on `s` itself (engine/drive.ts), as `applyInPlace` runs an action: with the live
 * PRNG and an event list, then the Order of Play brought back to rest, the version bumped and the events
 * logged. `op` checks everything before it changes anything (a RuleError leaves `s` as it was).
 */
export function operate(s: AnyState, op: (c: Ctx, step: Step | undefined) => void): GameEvent[] {
  const events: TableEvent[] = [];
  const rng = rngFrom(s.rng);
  const c = ctxOf(s, rng, events);
  op(c, currentStep(s));
  advance(c);
  s.version++;
  s.rng = rng.state();
  for (const e of events) s.log.push(e);
  return events;
}

/** Starts the next game (a parent's replay sets `s.replay` first): what `next-game` does. */
export function startNextGame(c: Ctx): void {
  if (!canStartGame(c.s)) throw new RuleError('game-over', 'Fewer than two players can ante: the table is finished');
  startGame(c);
}

/** Pure apply: returns a new state; the one passed in is never changed. */
export function apply(s: AnyState, seat: Seat, a: Action): Applied {
  const copy = structuredClone(s) as AnyState;
  const events = applyInPlace(copy, seat, a);
  // The host's path, which people see: a finished game's ties in words (`applyInPlace`, the simulator's and the
  // bots' path, leaves them out: settle.ts).
  wordResult(copy);
  return { state: copy, events };
}

export type { GameState };
