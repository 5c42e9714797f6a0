import { z } from 'zod';
import { dict, dictGet, dictSet, toDict } from '../dict';
import { GAME_IDS } from '../engine/config';
import type { GameId } from '../engine/types';
import { standings } from './standings';
import { STARTING_MONEY, type Night, type NightSeat } from './types';

/**
 * Statistics per player profile across nights: games played and won per game, money won, biggest pot.
 * `recordNight` may be called after every action: it counts each finished game, and each finished
 * night, exactly once (the book remembers what it has counted per night id).
 */
export interface GameStats {
  played: number;
  won: number;
}

export interface ProfileStats {
  profile: string;
  /** The name the profile last played under. */
  name: string;
  games: Partial<Record<GameId, GameStats>>;
  /** Finished nights, and those finished in first place. */
  nights: number;
  nightsWon: number;
  /** Final score minus the 100 each night starts with, summed over finished nights (may be negative). */
  moneyWon: number;
  /** The most this player took from one pot (all-in refunds are not winnings). */
  biggestPot: number;
}

export interface StatsBook {
  format: 1;
  profiles: Record<string, ProfileStats>;
  /** Per night id: games counted so far and whether the night's result is counted. */
  counted: Record<string, { games: number; finished: boolean }>;
}

const count = z.number().int().min(0);
export const statsBookSchema = z.object({
  format: z.literal(1),
  profiles: z.record(z.string(), z.object({
    profile: z.string(),
    name: z.string(),
    games: z.partialRecord(z.enum(GAME_IDS), z.object({ played: count, won: count })),
    nights: count,
    nightsWon: count,
    moneyWon: z.number().int(),
    biggestPot: count,
  })),
  counted: z.record(z.string(), z.object({ games: count, finished: z.boolean() })),
});

/**
 * Profiles and nights are keyed by names people type: the records have no prototype (dict.ts), so a
 * profile called `__proto__` or `constructor` is a profile like any other. JSON keeps them as plain objects.
 */
export function emptyStats(): StatsBook {
  return { format: 1, profiles: dict(), counted: dict() };
}

export const profileOf = (seat: NightSeat): string => seat.profile ?? seat.name;

function entry(book: StatsBook, seat: NightSeat): ProfileStats {
  const key = profileOf(seat);
  let p = dictGet(book.profiles, key);
  if (!p) {
    p = { profile: key, name: seat.name, games: {}, nights: 0, nightsWon: 0, moneyWon: 0, biggestPot: 0 };
    dictSet(book.profiles, key, p);
  }
  p.name = seat.name;
  return p;
}

/** The book with everything new in `s` counted (a new object; the one passed in is not changed). */
export function recordNight(book: StatsBook, s: Night): StatsBook {
  const copy = structuredClone(book);
  const out: StatsBook = { ...copy, profiles: toDict(copy.profiles), counted: toDict(copy.counted) };
  let done = dictGet(out.counted, s.id);
  if (!done) {
    done = { games: 0, finished: false };
    dictSet(out.counted, s.id, done);
  }
  for (const g of s.games.slice(done.games)) {
    const played = new Set(g.plays.flatMap((p) => p.seats));
    for (const seat of played) {
      const p = entry(out, s.config.seats[seat]!);
      // Game ids are checked against the catalogue before a game is played: never a special key.
      const gs = (p.games[g.choice.game] ??= { played: 0, won: 0 });
      gs.played++;
      if (g.winners.includes(seat)) gs.won++;
      for (const play of g.plays) p.biggestPot = Math.max(p.biggestPot, play.won[seat] ?? 0);
    }
  }
  done.games = Math.max(done.games, s.games.length);
  if (s.phase === 'finished' && !done.finished) {
    for (const row of standings(s)) {
      const p = entry(out, s.config.seats[row.seat]!);
      p.nights++;
      if (row.place === 1) p.nightsWon++;
      p.moneyWon += row.score - STARTING_MONEY;
    }
    done.finished = true;
  }
  return out;
}

/** Totals over every game, for a profile's summary line. */
export function totals(p: ProfileStats): GameStats {
  let played = 0;
  let won = 0;
  for (const g of Object.values(p.games)) {
    played += g!.played;
    won += g!.won;
  }
  return { played, won };
}
