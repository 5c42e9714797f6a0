import { stakesOf } from '../stakes';
import { rngFrom } from '../rng';
import { placesFromKeys } from './ties';
import { anyTie, tieLine, tieNotes, type TieNote } from './explain';
import type { Ctx, Evaluation, GameDef } from './game';
import { gameDef } from './games';
import { activeSeats, seatName } from './seats';
import type { AnyState, GameEvent, GameResult, ShowdownSeat } from './types';

/**
 * Settles the pot of a finished game from each seat's evaluation (null for seats not in at the end). How
 * the pot is paid is the stakes mode's (every pot and side pot to its best seats by the Split Rule when
 * betting, prizes by place when Playing for Shares); the standings and the chips moving are the same for all.
 * Chips only move here (and through the table's operations), so money is conserved by construction.
 */
export function settle(c: Ctx, evals: (Evaluation | null)[], kind: GameResult['kind']): GameResult {
  const s = c.s;
  const n = s.stacks.length;
  const keys = evals.map((e) => e?.key ?? null);
  const places = placesFromKeys(keys);
  // Ties in words (issue 28.1) are written by `wordResult`, on the paths a person sees a result by (the host's
  // `apply`, a night's table, a hosted Round), not here: a simulation, a benchmark or a bot's rollout settles
  // many games whose words nobody reads, and writing them at every settle made the table games 1.1-1.6x slower
  // than before the words (issue 21, docs/BENCHMARKS.md). Only words: the places and the pots are the keys' alone.
  const standings: ShowdownSeat[] = evals.map((e, seat) => ({
    seat,
    place: places[seat] ?? null,
    score: e?.score ?? null,
    label: e ? e.label : s.inGame[seat] ? 'folded' : 'sat out',
  }));
  const paid = stakesOf(s.config).settle(c, keys, places, kind, (w) => winReason(kind, evals[w]?.label));
  // Read before the contributions are cleared: what each seat put in is what it risked this game.
  const net = paid.payouts.map((p, seat) => p - s.contrib[seat]!);
  for (let seat = 0; seat < n; seat++) {
    s.stacks[seat]! += paid.payouts[seat]!;
    s.contrib[seat] = 0;
    s.roundBet[seat] = 0;
  }
  s.carry = paid.carry;
  const result: GameResult = {
    kind: paid.replay ? 'replay' : kind,
    standings,
    awards: paid.awards,
    refunds: paid.refunds,
    payouts: paid.payouts,
    net,
    carry: paid.carry,
    replay: paid.replay,
  };
  // What the words need later (the keys of the seats shown down), kept beside the result where no copy carries
  // it, so no view, event, save or message has it (`wordResult` writes the words before any does). Not on the
  // result (`defineProperty` at every settle) nor in a WeakMap (an entry a settle, which the young-generation
  // collector must trace): they cost Rogues and Warriors a sixth and a tenth of its `npm run bench` row.
  let shownDown = 0;
  for (const e of evals) if (e) shownDown++;
  const labels = shownDown >= 1 && kind === 'showdown' && !!c.def.showdownWords;
  if ((shownDown >= 2 && c.def.explainKey) || labels) keepForWords(result, keys, labels);
  endGame(c, result);
  return result;
}

/** What a result not yet in words keeps for them (see `settle`): the shown-down keys, and whether its labels say more. */
interface Unworded {
  keys: (number[] | null)[];
  /** The showdown step's short labels, to be read again in words (`GameDef.showdownWords`). */
  labels: boolean;
}

/**
 * The last results settled with words to come, each beside what its words need. `wordResult` is called on the
 * same call as the action that settled (the host's `apply`, `newTable`, a night's table, a hosted Round), so a
 * result waits here for a few settles at most; the slots keep the last 16, whatever else settles meanwhile
 * (another table, a bot's imagined game).
 */
const RECENT = 16;
const recentResults: (GameResult | null)[] = new Array<GameResult | null>(RECENT).fill(null);
const recentWords: (Unworded | null)[] = new Array<Unworded | null>(RECENT).fill(null);
let recentNext = 0;

function keepForWords(result: GameResult, keys: (number[] | null)[], labels: boolean): void {
  recentResults[recentNext] = result;
  recentWords[recentNext] = { keys, labels };
  recentNext = (recentNext + 1) % RECENT;
}

/** What `result` keeps for its words, taken out of the slots; null when it keeps nothing. */
function takeForWords(result: GameResult): Unworded | null {
  const i = recentResults.indexOf(result);
  if (i < 0) return null;
  const later = recentWords[i]!;
  recentResults[i] = null;
  recentWords[i] = null;
  return later;
}

/** Whether a result still waits for `wordResult` to put its ties or labels in words (the tests ask). */
export function awaitsWords(r: GameResult): boolean {
  return recentResults.includes(r);
}

/**
 * The finished game's result in words, in place, once (issue 28.1): a place decided by a tiebreaker names it
 * and whom it beat, on the seat's line and on the pot its seat won. The host calls it after every action on
 * every path a person sees a result by, before the result is viewed, sent or saved; a result already in words,
 * or with no tie to tell, is left as it is. The events of the action hold the same result, so they carry the
 * words too.
 */
export function wordResult(s: AnyState): void {
  const r = s.result;
  const later = r && takeForWords(r);
  if (!r || !later) return;
  const { keys } = later;
  const def = gameDef(s.config.game);
  // A game whose labels say more in words (where the points came from) reads each shown-down hand again, as
  // the showdown left it: the cards stay where they were until the next game, and only the phase has moved on.
  if (later.labels && def.evaluate) {
    const c: Ctx = { s: { ...s, phase: 'playing' } as AnyState, rng: rngFrom(s.rng), events: [], def };
    for (const st of r.standings) if (keys[st.seat]) st.label = def.evaluate(c, st.seat, true).label;
  }
  const ties = tieWords(def, s, keys);
  if (!ties) return;
  for (const st of r.standings) {
    const tie = tieLine(ties[st.seat]!);
    if (tie) st.label = `${st.label}\n${tie}`;
  }
  // A pot won on a tiebreaker says so (whatever the stakes worded the award): whom it beat, and how.
  r.awards = r.awards.map((a) => {
    const w = a.winners.length === 1 ? a.winners[0]! : null;
    const ahead = w === null ? [] : (ties[w]?.beat ?? []);
    if (w === null || !ahead.length) return a;
    const name = seatName(s, w);
    return { ...a, reason: `${a.reason}${a.reason.startsWith(name) ? ',' : `; ${name} is`} ${ahead.join('; ')}` };
  });
}

/** Each seat's ties in words, or null when there is no tie to tell. */
function tieWords(def: GameDef, s: AnyState, keys: readonly (number[] | null)[]): TieNote[] | null {
  if (!def.explainKey) return null;
  // Words never stand in the way of paying: a key the game's reading does not know (a test's or a forged
  // one) is paid by its order alone, without words (tests/unit/engine/explain.test.ts checks every real game).
  let worded = 0;
  const words = keys.map((key) => {
    if (!key) return null;
    try {
      const w = def.explainKey!(key, s.config.variants);
      worded++;
      return w;
    } catch {
      return null;
    }
  });
  // No words for two seats, or no two seats level or parted by a tiebreaker: no tie to tell.
  if (worded < 2 || !anyTie(words)) return null;
  return tieNotes(words, keys.map((_, seat) => seatName(s, seat)));
}

/** How a single winner took a pot: only a showdown has a best hand (issue 13: Doublerogue has none). */
function winReason(kind: GameResult['kind'], label: string | undefined): string {
  if (kind === 'fold') return 'is the last player in';
  if (kind === 'last-standing') return 'is the last player standing';
  if (kind === 'special') return label ? `wins at once: ${label}` : 'wins at once';
  return 'has the best hand';
}

/**
 * The game is over with this result (its chips already moved): the one way a game, a settlement or a parent
 * ends a game. `extra` joins the `game-over` event (Dragon Hordes' reason).
 */
export function endGame(c: Ctx, result: GameResult, extra: Omit<GameEvent, 't' | 'result'> = {}): void {
  const s = c.s;
  s.result = result;
  s.replay = result.replay;
  s.phase = 'over';
  // Choices made in secret and never revealed (a game won by folds mid-step) die with the game.
  s.secret = {};
  c.events.push({ t: 'game-over', ...extra, result });
}

/** All players but one have folded: that player wins at once (Appendix C). */
export function settleByFolds(c: Ctx): GameResult {
  const alive = activeSeats(c.s);
  const evals = c.s.stacks.map((_, seat) =>
    alive.includes(seat) ? { key: [1], score: null, label: 'everyone else folded' } : null,
  );
  return settle(c, evals, 'fold');
}
