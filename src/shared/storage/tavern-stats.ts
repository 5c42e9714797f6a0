import { z } from 'zod';
import { dictGet, dictSet, toDict } from '../dict';
import { GAME_IDS } from '../engine/config';
import type { GameId } from '../engine/types';
import type { TavernGame } from '../tavern/game';
import type { TEvent } from '../tavern/types';
import type { StorageBackend } from './backend';
import { joinedNotes, NotedBook } from './book';

/**
 * Statistics of tavern games (issue 26.5), per player profile, in a book of their own beside the nights' and the
 * single tables' books (the same store shape: one key, an unreadable book moved aside with a note): games
 * played and won, by character, how each game ended for the player (won alone, a shared win, passed out, broke,
 * or still standing when someone else won), the game turns a game lasted; and the Appendix B Rounds (a gambling
 * game played as the Round of Gambling): played and won, in all and by game.
 *
 * The host counts from its own events (`recordTavernStep`, called after every saved step of a tavern game), never
 * from the screen: a Round when it starts (`hostedStarted`) and ends (`roundEnded`), a game when it is won
 * (`won`). A step with none of these costs nothing (the book is not even read). Each game id remembers the
 * version of the last step counted, so a step is never counted twice (a crash replays the same steps). Undo
 * never goes back past such a step (they are random or hidden news, issue 26.3), so a count is never undone.
 *
 * A profile is a human's name; a bot is kept apart as "Name (bot)", as in the other books. Names are only ever
 * keys of prototype-free records (dict.ts).
 */
export const ENDINGS = ['won', 'shared', 'passedOut', 'broke', 'standing'] as const;
export type Ending = (typeof ENDINGS)[number];

export interface TallyStats {
  played: number;
  won: number;
}

export interface TavernProfileStats {
  profile: string;
  name: string;
  games: number;
  won: number;
  /** Games and wins by character key. */
  chars: Record<string, TallyStats>;
  /** How each finished game ended for this player. */
  endings: Record<Ending, number>;
  /** Game turns summed over the finished games (the average is `turns / games`). */
  turns: number;
  /** Appendix B Rounds this player was dealt into, and won (alone or sharing the pot), in all and by game. */
  rounds: TallyStats;
  roundGames: Partial<Record<GameId, TallyStats>>;
}

export interface TavernStatsBook {
  format: 1;
  profiles: Record<string, TavernProfileStats>;
  /** Per tavern game id: the last version counted, the hosted Round in play (its game and seats), and whether its end is counted. */
  counted: Record<string, { version: number; round: { game: GameId; seats: number[] } | null; done: boolean }>;
}

const count = z.number().int().min(0);
const tally = z.object({ played: count, won: count }).strict();
export const tavernStatsBookSchema = z
  .object({
    format: z.literal(1),
    profiles: z.record(
      z.string(),
      z
        .object({
          profile: z.string(),
          name: z.string(),
          games: count,
          won: count,
          chars: z.record(z.string().max(40), tally),
          endings: z.object(Object.fromEntries(ENDINGS.map((k) => [k, count])) as Record<Ending, typeof count>).strict(),
          turns: count,
          rounds: tally,
          roundGames: z.partialRecord(z.enum(GAME_IDS), tally),
        })
        .strict(),
    ),
    counted: z.record(
      z.string(),
      z.object({ version: count, round: z.object({ game: z.enum(GAME_IDS), seats: z.array(z.number().int().min(0).max(7)).max(8) }).strict().nullable(), done: z.boolean() }).strict(),
    ),
  })
  .strict();

export function emptyTavernStats(): TavernStatsBook {
  return { format: 1, profiles: toDict({}), counted: toDict({}) };
}

const profileOf = (seat: { name: string; kind: 'human' | 'bot' }): string => (seat.kind === 'bot' ? `${seat.name} (bot)` : seat.name);

function entry(book: TavernStatsBook, seat: { name: string; kind: 'human' | 'bot' }): TavernProfileStats {
  const key = profileOf(seat);
  let p = dictGet(book.profiles, key);
  if (!p) {
    p = { profile: key, name: seat.name, games: 0, won: 0, chars: toDict({}), endings: { won: 0, shared: 0, passedOut: 0, broke: 0, standing: 0 }, turns: 0, rounds: { played: 0, won: 0 }, roundGames: {} };
    dictSet(book.profiles, key, p);
  }
  p.name = seat.name;
  return p;
}

/** Whether a step's events change the book: a Round started or ended, a game won. */
export const counts = (events: readonly TEvent[]): boolean => events.some((e) => e.t === 'hostedStarted' || e.t === 'roundEnded' || e.t === 'won');

/**
 * The book with one saved step of tavern game `g` counted (its events, unfiltered): a new object, or `book`
 * itself when there was nothing new to count (no Round or game event, or a step at a version counted before).
 */
export function recordTavernStep(book: TavernStatsBook, g: TavernGame, events: readonly TEvent[]): TavernStatsBook {
  if (!counts(events)) return book;
  const version = g.state.version;
  const was = dictGet(book.counted, g.id);
  if (was && version <= was.version) return book;
  const copy = structuredClone(book);
  const out: TavernStatsBook = { ...copy, profiles: toDict(copy.profiles), counted: toDict(copy.counted) };
  const done = { version, round: was?.round ?? null, done: was?.done ?? false };
  dictSet(out.counted, g.id, done);
  // Rivet (the Automaton) sits after the players and has no profile: only the setup's seats are counted.
  const seat = (i: number) => g.setup.seats[i];
  for (const e of events) {
    if (e.t === 'hostedStarted') {
      // A tie played again (a King's or a commoner's replay) is the same Round going on, not a new one.
      if (e.replay !== null && done.round) continue;
      done.round = { game: e.game, seats: e.seats.filter((i) => seat(i) !== undefined) };
      for (const i of done.round.seats) {
        const p = entry(out, seat(i)!);
        p.rounds.played++;
        const r = (p.roundGames[e.game] ??= { played: 0, won: 0 });
        r.played++;
      }
    } else if (e.t === 'roundEnded') {
      const round = done.round;
      done.round = null;
      if (!round) continue;
      const winners = e.to === 'inn' ? [] : (e.split ?? [e.to]);
      for (const i of winners) {
        if (!round.seats.includes(i)) continue;
        const p = entry(out, seat(i)!);
        p.rounds.won++;
        p.roundGames[round.game]!.won++;
      }
    } else if (e.t === 'won' && !done.done) {
      done.done = true;
      const turns = g.state.turn.n;
      g.setup.seats.forEach((s, i) => {
        const p = entry(out, s);
        const won = e.seats.includes(i);
        p.games++;
        if (won) p.won++;
        const c = dictGet(p.chars, s.char) ?? { played: 0, won: 0 };
        c.played++;
        if (won) c.won++;
        dictSet(p.chars, s.char, c);
        p.turns += turns;
        p.endings[endingOf(g, i, e.seats, e.tie)]++;
      });
    }
  }
  return out;
}

function endingOf(g: TavernGame, seat: number, winners: readonly number[], tie: boolean): Ending {
  if (winners.includes(seat)) return tie || winners.length > 1 ? 'shared' : 'won';
  const x = g.state.seats[seat];
  if (x && !x.alive) return x.G <= 0 ? 'broke' : 'passedOut';
  return 'standing';
}

/** The tavern book on a storage backend, kept as every book of statistics is (book.ts). */
export class TavernStatsStore {
  private readonly book: NotedBook<TavernStatsBook>;

  constructor(backend: StorageBackend) {
    this.book = new NotedBook(backend, { key: 'stats/taverns.json', notes: 'stats/taverns-notes.json', aside: 'stats-aside/taverns.', schema: tavernStatsBookSchema as z.ZodType<TavernStatsBook>, empty: emptyTavernStats, what: "The tavern's statistics" });
  }

  async load(): Promise<{ book: TavernStatsBook; problem: { problem: string; keptAs: string } | null }> {
    const { book, notes } = await this.book.open();
    return { book, problem: joinedNotes(notes) };
  }

  async dismiss(): Promise<void> {
    await this.book.dismiss();
  }

  /** Counts one saved step of a tavern game (nothing is written when it brought nothing new). */
  async record(g: TavernGame, events: readonly TEvent[]): Promise<void> {
    if (!counts(events)) return;
    const { book } = await this.load();
    const next = recordTavernStep(book, g, events);
    if (next !== book) await this.book.write(next);
  }
}
