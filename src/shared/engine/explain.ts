import { RANK_NAMES, RANK_PLURALS } from '../cards/card';
import type { Criterion } from './game';
import { compareKeys } from './ties';

/**
 * A result in words (issue 28.1): which criterion decided between two seats, and, when it was a
 * tiebreaker, whom it beat and how. Each game says what its key means (`GameDef.explainKey`);
 * this module only compares and writes, so every game's results speak the same way.
 */

const plural = (n: number, one: string, many = `${one}s`) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** The hand's worth as a count of points (most games). */
export function pointsCriterion(score: number): Criterion {
  return { what: 'points', shows: plural(score, 'point'), key: [score] };
}

// The words that do not depend on the count, written once (every showdown of most games reads them: issue 21).
const RANK_WHAT = RANK_PLURALS.map((p) => `the Rank tiebreaker (${p})`);
const RANK_NONE = RANK_PLURALS.map((_, rank) => `no ${RANK_NAMES[rank]}`);
const RANK_ONE = RANK_PLURALS.map((_, rank) => `1 ${RANK_NAMES[rank]}`);

/**
 * Page 3's Rank tiebreaker (`rankTiebreak`'s six counts, read from a key) as six criteria: most Dragons, then
 * Warriors, Ladies, Bards, Merchants, Rogues.
 */
export function rankCriteria(counts: readonly number[]): Criterion[] {
  return counts.map((n, rank) => ({
    what: RANK_WHAT[rank]!,
    shows: n === 0 ? RANK_NONE[rank]! : n === 1 ? RANK_ONE[rank]! : `${n} ${RANK_PLURALS[rank]}`,
    key: [n],
    tiebreak: true,
  }));
}

/** Page 3's Color tiebreaker (`colorTiebreak`'s count, read from a key): the most cards of one color. */
export function colorCriteria(n: number): Criterion[] {
  return [{ what: 'the Color tiebreaker (most cards of one color)', shows: `${n} of one color`, key: [n], tiebreak: true }];
}

/** The commonest key: the points, then the Rank tiebreaker's six counts. */
export const pointsThenRank = (key: readonly number[]): Criterion[] => [pointsCriterion(key[0]!), ...rankCriteria(key.slice(1, 7))];

/** The points, then the Color tiebreaker. */
export const pointsThenColor = (key: readonly number[]): Criterion[] => [pointsCriterion(key[0]!), ...colorCriteria(key[1]!)];

/** Index of the first criterion on which `a` and `b` differ, or -1 when they are equal on every one. */
export function decidingCriterion(a: readonly Criterion[], b: readonly Criterion[]): number {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (compareKeys(a[i]?.key ?? [], b[i]?.key ?? []) !== 0) return i;
  }
  return -1;
}

/** The criteria compared one after the other, as one key (what `Evaluation.key` must order alike). */
export function flatKey(cs: readonly Criterion[]): number[] {
  return cs.flatMap((c) => c.key);
}

/**
 * Whether `tieNotes` would write any note: two seats with words level on every criterion, or parted by a
 * tiebreaker. Most showdowns have none, and then the notes (and their maps) are not built (issue 21).
 */
export function anyTie(crit: readonly (readonly Criterion[] | null)[]): boolean {
  for (let a = 0; a < crit.length; a++) {
    const x = crit[a];
    if (!x) continue;
    for (let b = a + 1; b < crit.length; b++) {
      const y = crit[b];
      if (!y) continue;
      const k = decidingCriterion(x, y);
      if (k === -1 || x[k]?.tiebreak || y[k]?.tiebreak) return true;
    }
  }
  return false;
}

/** What two seats were level on before criterion `k` decided: the hand's worth in words. */
function tiedOn(cs: readonly Criterion[], k: number): string {
  const main = cs.slice(0, k < 0 ? cs.length : k).filter((c) => !c.tiebreak && c.shows).map((c) => c.shows);
  return main.length ? main.join(', ') : 'the hand';
}

const joinNames = (xs: readonly string[]): string =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

/** One seat's ties in words: whom a tiebreaker put it ahead of, behind, and whom it stayed level with. */
export interface TieNote {
  ahead: string[];
  behind: string[];
  level: string[];
  /** The ahead lines, short, for a pot's reason: "ahead of Corwin on the lower single card". */
  beat: string[];
}

/** A seat's ties as one line ('' when none). */
export const tieLine = (t: TieNote): string => [...t.ahead, ...t.behind, ...t.level].join('; ');

/**
 * For each seat with words for its key (null: not in the showdown), the ties it was in: whom a tiebreaker put it ahead of or behind, naming
 * the tiebreaker and both standings on it ("ahead of Corwin (level on a sum of 6): the lower single card
 * decides, Warrior against Bard"), and whom it stayed level with, tiebreakers included. A seat beaten on the
 * hand's worth itself was in no tie and gets no note (its label says its worth).
 */
export function tieNotes(crit: readonly (readonly Criterion[] | null)[], names: readonly string[]): TieNote[] {
  return crit.map((mine, a) => {
    const out: TieNote = { ahead: [], behind: [], level: [], beat: [] };
    if (!mine) return out;
    type Group = { k: number; other: string; seats: string[] };
    const ahead = new Map<string, Group>();
    const behind = new Map<string, Group>();
    const level: string[] = [];
    crit.forEach((theirs, b) => {
      if (b === a || !theirs) return;
      const k = decidingCriterion(mine, theirs);
      if (k === -1) {
        level.push(names[b]!);
        return;
      }
      if (!mine[k]?.tiebreak) return;
      const into = compareKeys(mine[k].key, theirs[k]?.key ?? []) > 0 ? ahead : behind;
      const other = theirs[k]?.shows ?? '';
      const id = `${k}|${other}`;
      const g = into.get(id) ?? { k, other, seats: [] };
      g.seats.push(names[b]!);
      into.set(id, g);
    });
    const say = (dir: string, g: Group) =>
      `${dir} ${joinNames(g.seats)}: level on ${tiedOn(mine, g.k)}, ${mine[g.k]!.what} decides: ${mine[g.k]!.shows} against ${g.other}`;
    for (const g of ahead.values()) {
      out.ahead.push(say('ahead of', g));
      out.beat.push(`ahead of ${joinNames(g.seats)} on ${mine[g.k]!.what}`);
    }
    for (const g of behind.values()) out.behind.push(say('behind', g));
    if (level.length) {
      const breakers = mine.some((c) => c.tiebreak);
      out.level.push(`tied with ${joinNames(level)}: level on ${tiedOn(mine, -1)}${breakers ? ' and on every tiebreaker' : ''}`);
    }
    return out;
  });
}
