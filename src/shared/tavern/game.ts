import { z } from 'zod';
import { nameSchema } from '../names';
import { checkInvariants } from './invariants';
import { playableCharacters } from './content/catalog';
import { viewFor, type StopPrefs } from './view';
import type { Seat, TavernState, TEvent } from './types';

/**
 * A tavern game as the host keeps and saves it: the lobby's setup as resolved (characters drawn), the
 * engine's state, the last step's events (the screen animates them after a resume) and each seat's version
 * at its own last decision (the hotseat recap starts there). Pure data and its checks; the rules that run it
 * are the engine's (engine.ts) and the host's machine kind (host/machines/tavern.ts).
 */
export interface TavernSeatSetup {
  name: string;
  kind: 'human' | 'bot';
  level?: 'easy' | 'normal' | 'hard';
  /** A character's key, or 'random' (drawn by the host from the seed). */
  char: string;
  stops?: StopPrefs;
}

export interface TavernSetup {
  seats: TavernSeatSetup[];
  prizes?: boolean;
  /** Appendix B (TAVERN.md §5): a Round of Gambling may be played as a gambling game. */
  appendixB?: boolean;
  seed: number;
}

export interface TavernGame {
  id: string;
  setup: TavernSetup;
  state: TavernState;
  /** The last accepted action's events and who made it (the screen animates them). */
  last: { seat: Seat; events: TEvent[] } | null;
  /** Each seat's version at its own last decision (the hotseat recap starts there). */
  seen: number[];
}

export const stopsSchema = z.object({ targeted: z.boolean(), drinkForMe: z.boolean(), losing: z.boolean(), myCheckpoints: z.boolean() }).strict();

export const tavernSeatSchema = z.object({
  name: nameSchema('A player name'),
  kind: z.enum(['human', 'bot']),
  level: z.enum(['easy', 'normal', 'hard']).optional(),
  char: z.string().max(40),
  stops: stopsSchema.optional(),
});

export const tavernSetupSchema = z
  .object({
    seats: z.array(tavernSeatSchema).min(2, 'A tavern game needs at least 2 players.').max(8, 'A tavern game seats at most 8 players.'),
    prizes: z.boolean().optional(),
    appendixB: z.boolean().optional(),
    seed: z.number().int().min(0).max(0xffff_ffff),
  })
  .superRefine((c, ctx) => {
    const keys = new Set(playableCharacters().map((ch) => ch.key));
    c.seats.forEach((s, i) => {
      if (s.char !== 'random' && !keys.has(s.char)) ctx.addIssue({ code: 'custom', path: ['seats', i, 'char'], message: `There is no character called "${s.char}".` });
    });
    const names = c.seats.map((s) => s.name.toLowerCase());
    const dup = names.find((n, i) => names.indexOf(n) !== i);
    if (dup !== undefined) ctx.addIssue({ code: 'custom', path: ['seats'], message: 'Two players have the same name: give each player their own.' });
  });

export const TAVERN_ID = /^[A-Za-z0-9_-]{1,64}$/;

const gameSchema = z.object({
  id: z.string().regex(TAVERN_ID),
  setup: z.object({ seats: z.array(tavernSeatSchema).min(2).max(8), prizes: z.boolean().optional(), appendixB: z.boolean().optional(), seed: z.number().int() }),
  state: z.object({ v: z.literal(1), version: z.number().int().min(0), seats: z.array(z.unknown()), config: z.object({ seats: z.array(z.unknown()) }).loose() }).loose(),
  last: z.object({ seat: z.number().int(), events: z.array(z.unknown()) }).nullable(),
  seen: z.array(z.number().int()),
});

/**
 * A save written before issue 21 named its last events' kind `e`; every event of every machine now names it
 * `t`. Brings such a save's events up to date (in place, on the value just read), and leaves anything else as
 * it is for the checks to judge.
 */
export function upgradeTavernGame(value: unknown): unknown {
  const last = (value as { last?: { events?: unknown } } | null)?.last;
  if (last && Array.isArray(last.events)) {
    last.events = last.events.map((ev: unknown) => {
      if (!ev || typeof ev !== 'object' || Array.isArray(ev) || !('e' in ev) || 't' in ev) return ev;
      const { e, ...rest } = ev as { e: unknown };
      return { t: e, ...rest };
    });
  }
  return value;
}

/**
 * Everything that must hold of a saved tavern game, or the first problem as words: its shape, the engine's
 * invariants (Gold conserved, stats in bounds, every card in exactly one place), seats that match the setup,
 * a view that builds for every seat and for an onlooker.
 */
export function tavernGameProblem(value: unknown): string | null {
  const r = gameSchema.safeParse(value);
  if (!r.success) {
    const i = r.error.issues[0]!;
    return `${i.path.join('.') || 'the save'}: ${i.message}`;
  }
  const g = value as TavernGame;
  const s = g.state;
  if (s.seats.length !== g.setup.seats.length) return 'its seats are not the seats of its setup';
  try {
    const bad = checkInvariants(s);
    if (bad.length) return bad[0]!;
    for (let i = 0; i < s.seats.length; i++) {
      if (s.seats[i]!.name !== g.setup.seats[i]!.name) return `seat ${i + 1} is named differently in its setup`;
      viewFor(s, i);
    }
    viewFor(s, -1);
  } catch (e) {
    return `the game cannot go on (${(e as Error).message})`;
  }
  return null;
}
