import { RuleError } from '../engine/errors';
import { cleanName } from '../names';
import { shown } from '../sentence';
import { replayGame } from '../engine/drive';
import { applyInPlace as applyTable, canStartGame, legalActions as tableLegal, newTable, pendingSeats as tablePending } from '../engine/table';
import type { Action, GameEvent, Seat } from '../engine/types';
import { rngFrom, seedRng } from '../rng';
import { checkChoice, choiceOptions, defaultChoice } from './choice';
import { loanRefusal, takeLoan } from './loans';
import { gameChoiceSchema, schemaProblem, nightActionSchema, nightConfigSchema, NIGHT_ID } from './schema';
import { payLeftover, seriesPoint, winnersOf } from './standings';
import { gameDef } from '../engine/table';
import { wordResult } from '../engine/settle';
import { seatAfter } from '../rotation';
import {
  STARTING_MONEY,
  type GameChoice,
  type PlayRecord,
  type Night,
  type NightAction,
  type NightApplied,
  type NightConfig,
  type NightEvent,
} from './types';

/**
 * The night itself: who chooses, when a game starts and ends, when the night is over. A night action
 * is checked completely before anything changes; `act` works on a copy, so a refused action leaves the
 * caller's night as it was. Time is data: each action may carry the caller's clock (`now`, in ms).
 */

/** A gap between two actions longer than this counts as this much: time away does not eat the night. */
export const MAX_GAP_MS = 5 * 60_000;

export function createNight(config: NightConfig, opts: { id?: string; now?: number } = {}): { night: Night; events: NightEvent[] } {
  const problem = schemaProblem(nightConfigSchema, config);
  if (problem) throw new RuleError('bad-config', `New night: ${problem}`);
  const id = opts.id ?? `n${(config.seed >>> 0).toString(36)}-${Math.max(0, Math.floor(opts.now ?? 0)).toString(36)}`;
  if (!NIGHT_ID.test(id)) throw new RuleError('bad-config', `"${id}" cannot name a saved night: use letters, digits, - and _`);
  const n = config.seats.length;
  const rng = rngFrom(seedRng(config.seed));
  const chooser = rng.int(0, n - 1); // Appendix A: choose a Starting Player at random
  // Names are kept trimmed, as the table's config keeps them (names.ts).
  const kept = structuredClone(config);
  kept.seats = kept.seats.map((seat) => ({ ...seat, name: cleanName(seat.name), ...(seat.profile === undefined ? {} : { profile: cleanName(seat.profile) }) }));
  const s: Night = {
    kind: 'adventurers-choice',
    id,
    version: 0,
    config: kept,
    rng: rng.state(),
    phase: 'between',
    money: new Array(n).fill(STARTING_MONEY),
    loans: new Array(n).fill(0),
    debts: new Array(n).fill(0),
    loanLog: [],
    carry: 0,
    chooser,
    table: null,
    current: null,
    games: [],
    series: [],
    breakLoans: { borrowed: [], lent: [] },
    clock: { usedMs: 0, last: Number.isFinite(opts.now) ? opts.now! : null },
    finished: null,
  };
  s.series.push(seriesPoint(s));
  return { night: s, events: [{ t: 'session-started', chooser }] };
}

/** Seats whose decision the night waits for: the chooser between games, the table's seats during one. */
export function pendingSeats(s: Night): Seat[] {
  if (s.phase === 'finished') return [];
  if (s.phase === 'playing') return s.table ? tablePending(s.table) : [];
  return [s.chooser];
}

/**
 * What `seat` may do now. Choices are listed plainly (each playable game, no variants, Merchant's Rule, each
 * allowed stakes); any other choice is checked when it is made.
 */
export function legalNightActions(s: Night, seat: Seat): NightAction[] {
  const out: NightAction[] = [];
  if (seat < 0 || seat >= s.money.length) return out;
  if (loanRefusal(s, seat) === null) out.push({ t: 'borrow' });
  if (s.phase === 'between' && seat === s.chooser) {
    if (s.current?.replayDue) out.push({ t: 'replay' });
    else {
      for (const opt of choiceOptions(s)) {
        for (const stakes of opt.stakes) {
          const choice: GameChoice = { ...defaultChoice(gameDef(opt.game)), stakes };
          if (choiceProblem(s, choice) === null) out.push({ t: 'choose', choice });
        }
      }
    }
  }
  if (s.phase === 'playing' && s.table) {
    for (const a of tableLegal(s.table, seat)) if (a.t !== 'next-game') out.push({ t: 'table', action: a });
  }
  return out;
}

/** Why a choice cannot be made now, as a sentence; null when it can. */
export function choiceProblem(s: Night, choice: GameChoice): string | null {
  const shape = schemaProblem(gameChoiceSchema, choice);
  if (shape) return `That choice is not complete: ${shape}`;
  try {
    checkChoice(s, choice);
    return null;
  } catch (e) {
    if (e instanceof RuleError) return e.message;
    throw e;
  }
}

/** Applies one seat's action to a copy of the night; throws a RuleError (night untouched) if illegal. */
export function act(night: Night, seat: Seat, action: NightAction, now?: number): NightApplied {
  const s = structuredClone(night);
  const events: NightEvent[] = [];
  const tableEvents: GameEvent[] = [];
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= s.money.length) {
    throw new RuleError('illegal-action', `There is no seat ${shown(seat) ?? 'of that number'} at this table`);
  }
  const shape = schemaProblem(nightActionSchema, action);
  if (shape) throw new RuleError('unknown-action', `Not an action of the night: ${shape}`);
  if (s.phase === 'finished') throw new RuleError('game-over', 'The night is over: see the final standings');
  tick(s, now);
  switch (action.t) {
    case 'borrow': {
      const refusal = loanRefusal(s, seat);
      if (refusal) throw new RuleError('illegal-action', refusal);
      takeLoan(s, seat, events);
      break;
    }
    case 'choose':
      choose(s, seat, action.choice, events, tableEvents);
      break;
    case 'replay':
      replay(s, seat, events, tableEvents);
      break;
    case 'table':
      play(s, seat, action.action, events, tableEvents);
      break;
  }
  s.version++;
  return { night: s, events, tableEvents };
}

function tick(s: Night, now: number | undefined): void {
  if (now === undefined || !Number.isFinite(now)) return;
  if (s.clock.last !== null) s.clock.usedMs += Math.min(MAX_GAP_MS, Math.max(0, now - s.clock.last));
  s.clock.last = now;
}

function choose(s: Night, seat: Seat, choice: GameChoice, events: NightEvent[], tableEvents: GameEvent[]): void {
  if (s.phase !== 'between') throw new RuleError('illegal-action', 'A game is being played: finish it first');
  if (s.current?.replayDue) throw new RuleError('illegal-action', 'The tied game must be played again first');
  if (seat !== s.chooser) throw new RuleError('not-your-turn', `It is the Starting Player's choice (seat ${s.chooser + 1})`);
  const problem = choiceProblem(s, choice);
  if (problem) throw new RuleError('bad-config', problem);
  const rng = rngFrom(s.rng);
  const seed = rng.int(0, 0x7fffffff);
  s.rng = rng.state();
  const { state, events: started } = newTable(checkChoice(s, choice, seed));
  s.table = state;
  s.current = { choice: structuredClone(choice), chooser: seat, moneyBefore: [...s.money], carryIn: s.carry, plays: [], replayDue: false };
  s.phase = 'playing';
  s.breakLoans = { borrowed: [], lent: [] };
  events.push({ t: 'game-chosen', no: s.games.length + 1, chooser: seat, choice: structuredClone(choice) });
  tableEvents.push(...started);
  afterTable(s, events);
}

/**
 * A King's or Commoner's Rule replay: the same game again at the same table, same Starting Player. If
 * fewer than two players can ante a Commoner's replay, the tied players replay without ante, as under
 * King's Rule (docs/RULINGS.md), so the pot is never stranded.
 */
function replay(s: Night, seat: Seat, events: NightEvent[], tableEvents: GameEvent[]): void {
  const t = s.table;
  if (s.phase !== 'between' || !s.current?.replayDue || !t || !t.replay) throw new RuleError('illegal-action', 'No game is waiting to be played again');
  if (seat !== s.chooser) throw new RuleError('not-your-turn', `The Starting Player (seat ${s.chooser + 1}) starts the replay`);
  let rule: 'king' | 'commoner' | 'king-fallback' = t.replay.rule;
  let seats = [...t.replay.seats];
  if (!canStartGame(t)) {
    const tied = new Set<Seat>();
    for (const a of t.result?.awards ?? []) if (a.winners.length > 1 && a.carried > 0) a.winners.forEach((w) => tied.add(w));
    seats = tied.size ? [...tied].sort((a, b) => a - b) : t.inGame.map((_, i) => i).filter((i) => t.inGame[i]);
    rule = 'king-fallback';
  }
  events.push({ t: 'replay', rule, seats: [...seats] });
  // The table replays through its own operation (engine/drive.ts), never by a write into its state.
  tableEvents.push(...replayGame(t, rule === 'king-fallback' ? 'king' : rule, seats));
  s.current.replayDue = false;
  s.phase = 'playing';
  s.breakLoans = { borrowed: [], lent: [] };
  afterTable(s, events);
}

function play(s: Night, seat: Seat, action: Action, events: NightEvent[], tableEvents: GameEvent[]): void {
  if (s.phase !== 'playing' || !s.table) throw new RuleError('illegal-action', 'No game is being played: the Starting Player chooses the next one');
  if (action.t === 'next-game') throw new RuleError('illegal-action', 'The night starts the next game itself');
  tableEvents.push(...applyTable(s.table, seat, action));
  afterTable(s, events);
}

/** When the table's game is over: bank the money, then a replay is due, or the chosen game is finished. */
function afterTable(s: Night, events: NightEvent[]): void {
  const t = s.table!;
  const cur = s.current!;
  if (t.phase !== 'over' || !t.result) return;
  // The game's ties in words before the night's players see its result (the engine's in-place play leaves them out).
  wordResult(t);
  const r = t.result;
  const refunds = new Array<number>(t.stacks.length).fill(0);
  for (const x of r.refunds) refunds[x.seat]! += x.amount;
  const record: PlayRecord = {
    kind: r.kind,
    seats: t.inGame.map((x, i) => (x ? i : -1)).filter((i) => i >= 0),
    payouts: [...r.payouts],
    won: r.payouts.map((p, i) => p - refunds[i]!),
    carryOut: t.carry,
    replay: r.replay !== null,
  };
  cur.plays.push(record);
  s.money = [...t.stacks];
  s.carry = t.carry;
  s.phase = 'between';
  s.breakLoans = { borrowed: [], lent: [] };
  if (r.replay) {
    cur.replayDue = true;
    return;
  }
  finishGame(s, events);
}

function finishGame(s: Night, events: NightEvent[]): void {
  const cur = s.current!;
  const r = s.table!.result!;
  // Loans taken during the game (Dragon Hordes) are not winnings.
  const no = s.games.length + 1;
  const lentDuring = new Array<number>(s.money.length).fill(0);
  for (const l of s.loanLog) {
    if (l.duringGame && l.afterGames === no - 1) {
      lentDuring[l.borrower]! += l.amount;
      lentDuring[l.lender]! -= l.amount;
    }
  }
  const gained = s.money.map((m, i) => m - cur.moneyBefore[i]! - lentDuring[i]!);
  const winners = winnersOf(r, gained);
  s.games.push({
    no,
    chooser: cur.chooser,
    choice: cur.choice,
    plays: cur.plays,
    winners,
    moneyBefore: cur.moneyBefore,
    moneyAfter: [...s.money],
    carryIn: cur.carryIn,
    carryOut: s.carry,
  });
  s.current = null;
  events.push({ t: 'game-ended', no, winners });
  s.chooser = seatAfter(s.money.length, cur.chooser); // Appendix A: the Starting Player moves to the left
  const reason = endReason(s);
  if (reason) {
    const leftover = payLeftover(s, winners, cur.chooser);
    s.games[s.games.length - 1]!.moneyAfter = [...s.money];
    s.phase = 'finished';
    s.finished = { reason, leftover };
    s.series.push(seriesPoint(s));
    events.push({ t: 'session-finished', reason });
    return;
  }
  s.series.push(seriesPoint(s));
}

function endReason(s: Night): 'games' | 'time' | 'stuck' | null {
  const len = s.config.length;
  if (len.kind === 'games' && s.games.length >= len.games) return 'games';
  if (len.kind === 'time' && s.clock.usedMs >= len.minutes * 60_000) return 'time';
  // Nobody can play on: fewer than two can ante 1, no one can lend, and a free game for Shares is not set.
  const able = s.money.filter((m) => m >= 1).length;
  const canBorrow = s.money.some((_, seat) => loanRefusal(s, seat) === null);
  if (able < 2 && !canBorrow && s.config.share > 0) return 'stuck';
  return null;
}
