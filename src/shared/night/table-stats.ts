import { z } from 'zod';
import { GAME_IDS } from '../engine/config';
import type { AnyState, GameId, SeatConfig } from '../engine/types';

/**
 * Statistics of single tables (issue 13.15), per player profile: games played and won per game, the net
 * chips won or lost over all of them, and the biggest pot taken. Kept in a book of its own beside the
 * nights' book (night/stats.ts), so a night's figures mean what they always meant. `recordTableGame`
 * may be called after every action: it counts each finished game of a table once (the book remembers, per
 * table, the last game it counted).
 *
 * Names are chosen by players: they are only ever keys of a Map while counting, and written into the
 * plain JSON book with `defineProperty` (never `book[name] = ...`), so a player named `__proto__` or
 * `constructor` is counted like anyone else and cannot touch an object's prototype.
 */
export interface TableGameStats {
  played: number;
  won: number;
}

export interface TableProfileStats {
  profile: string;
  name: string;
  games: Partial<Record<GameId, TableGameStats>>;
  /** Chips won minus chips lost, over every counted game (the engine's `result.net`). */
  net: number;
  /** The most this player took from one game's pots (all-in refunds are not winnings). */
  biggestPot: number;
}

export interface TableStatsBook {
  format: 1;
  profiles: Record<string, TableProfileStats>;
  /** Per saved table id: the last game number counted. */
  counted: Record<string, number>;
}

const count = z.number().int().min(0);
export const tableStatsBookSchema = z.object({
  format: z.literal(1),
  profiles: z.record(
    z.string(),
    z.object({
      profile: z.string(),
      name: z.string(),
      games: z.partialRecord(z.enum(GAME_IDS), z.object({ played: count, won: count })),
      net: z.number().int(),
      biggestPot: count,
    }),
  ),
  counted: z.record(z.string(), count),
});

export function emptyTableStats(): TableStatsBook {
  return { format: 1, profiles: {}, counted: {} };
}

/** A human is their name; a bot is kept apart as "Name (bot)" (as the nights' book does). */
export const tableProfileOf = (seat: SeatConfig): string => (seat.kind === 'bot' ? `${seat.name} (bot)` : seat.name);

const own = <T>(o: Record<string, T>, key: string): T | undefined => (Object.hasOwn(o, key) ? o[key] : undefined);

function put<T>(o: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}

/** The book with the game just finished at table `id` counted (a new object; `book` is not changed). */
export function recordTableGame(book: TableStatsBook, id: string, s: AnyState): TableStatsBook {
  const r = s.result;
  const done = own(book.counted, id) ?? 0;
  if (s.phase !== 'over' || !r || s.gameNo <= done) return book;
  const out = structuredClone(book);
  put(out.counted, id, s.gameNo);
  // A tie played again is not a finished game: the replay that follows is counted instead.
  if (r.replay) return out;
  const refunds = new Map<number, number>();
  for (const x of r.refunds) refunds.set(x.seat, (refunds.get(x.seat) ?? 0) + x.amount);
  s.config.seats.forEach((seat, i) => {
    if (!s.inGame[i]) return;
    const key = tableProfileOf(seat);
    const p = own(out.profiles, key) ?? { profile: key, name: seat.name, games: {}, net: 0, biggestPot: 0 };
    p.name = seat.name;
    const g = p.games[s.config.game] ?? { played: 0, won: 0 };
    g.played++;
    if (r.standings.find((x) => x.seat === i)?.place === 1) g.won++;
    p.games[s.config.game] = g;
    p.net += r.net?.[i] ?? 0;
    p.biggestPot = Math.max(p.biggestPot, (r.payouts[i] ?? 0) - (refunds.get(i) ?? 0));
    put(out.profiles, key, p);
  });
  return out;
}
