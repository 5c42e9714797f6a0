import { z } from 'zod';
import { tableCharacters } from './content/catalog';
import { RIVET_FACTIONS } from './content/rivet';
import type { StopPrefs } from './view';
import { variantTableProblem, type VariantKind } from './variants/table';
import { tavernSeatSchema } from './save-check';
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
  /** A table variant (VARIANTS.md §1); absent is the base game, so older saves keep their meaning. */
  variant?: VariantKind;
  /** The Bar Deck (VARIANTS.md §8): a 70-card Bar Deck feeds 30-card Drink Decks. */
  barDeck?: boolean;
  /** The Automaton (VARIANTS.md §7): the two of Rivet's four factions the lobby chose; absent, the seed picks. */
  factions?: string[];
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
  /**
   * The game's events so far with the game turn each happened in, oldest first, the newest HISTORY_MAX kept
   * (issue 22.8: the log survives a reload). Private events stay marked `only`: a seat gets them through
   * eventsFor, the one door. Absent in saves made before it.
   */
  history?: { turn: number; e: TEvent }[];
}

/** The schemas of a seat's setup and its stops, the ids saves are named by: the save check's (save-check.ts). */
export { stopsSchema, TAVERN_ID, tavernSeatSchema } from './save-check';

export const tavernSetupSchema = z
  .object({
    seats: z.array(tavernSeatSchema).min(2, 'A tavern game needs at least 2 players.').max(8, 'A tavern game seats at most 8 players.'),
    prizes: z.boolean().optional(),
    appendixB: z.boolean().optional(),
    variant: z.string().max(40).optional(),
    barDeck: z.boolean().optional(),
    factions: z.array(z.string().max(20)).max(4).optional(),
    seed: z.number().int().min(0).max(0xffff_ffff),
  })
  .superRefine((c, ctx) => {
    // A table the variants' rules refuse (wrong count, forbidden combination) is refused here, at create.
    const why = variantTableProblem({ variant: c.variant, players: c.seats.length, appendixB: c.appendixB, barDeck: c.barDeck });
    if (why) ctx.addIssue({ code: 'custom', path: ['variant'], message: why });
    if (c.factions) {
      // Rivet's deck is the lobby's two factions (VARIANTS.md §7): refused with a sentence, never half taken.
      const known = RIVET_FACTIONS.map((f) => f.key as string);
      const bad = c.factions.find((f) => !known.includes(f));
      const why =
        c.variant !== 'automaton'
          ? "Rivet's factions are chosen only for the Automaton game."
          : bad !== undefined
            ? `Rivet has no faction called "${bad}": choose two of ${RIVET_FACTIONS.map((f) => f.title).join(', ')}.`
            : c.factions.length !== 2 || c.factions[0] === c.factions[1]
              ? "Rivet's deck is two different factions of his four: choose two."
              : null;
      if (why) ctx.addIssue({ code: 'custom', path: ['factions'], message: why });
    }
    const keys = new Set(tableCharacters().map((ch) => ch.key));
    c.seats.forEach((s, i) => {
      if (s.char !== 'random' && !keys.has(s.char)) ctx.addIssue({ code: 'custom', path: ['seats', i, 'char'], message: `There is no character called "${s.char}".` });
    });
    const names = c.seats.map((s) => s.name.toLowerCase());
    const dup = names.find((n, i) => names.indexOf(n) !== i);
    if (dup !== undefined) ctx.addIssue({ code: 'custom', path: ['seats'], message: 'Two players have the same name: give each player their own.' });
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

/** Everything that must hold of a saved tavern game, or the first problem as words (save-check.ts). */
export { tavernGameProblem } from './save-check';
