import { z } from 'zod';
import type { Animal, CardId, CardKind, Color, Rank } from '../cards/card';
import type { StakesModeId } from '../engine/config';
import type { TavernCatalogue } from './tavern-catalogue';
import type { ReplaySummary } from '../storage/replays';
import type { Achievement as AchievementInfo } from '../achievements';
import type { GameRules, TableRulesPage } from '../games/rules-pages';
/**
 * The first gate for anything the page sends to a host, before the protocol schema looks at it: Electron
 * IPC (main/ipc.ts) and the browser build's worker (src/worker) both use structured clone, so a
 * page could send a Map, a Date, a typed array, a huge string or a deeply nested object; the schema would
 * refuse most of those, but only after walking them, and it lets unknown extra fields through unread. This
 * gate refuses, cheaply (it stops at the first bound crossed) and with a sentence, anything that is not
 * small plain JSON-like data. Pure: no Node, no DOM.
 */
export const MAX_PAYLOAD_CHARS = 64 * 1024;
export const MAX_PAYLOAD_DEPTH = 10;
export const MAX_PAYLOAD_NODES = 5_000;

/** Returns why the payload is refused, or null when it is small plain data. */
export function checkPayload(raw: unknown, maxChars = MAX_PAYLOAD_CHARS): string | null {
  let chars = 0;
  let nodes = 0;

  const walk = (value: unknown, depth: number, where: string): string | null => {
    if (++nodes > MAX_PAYLOAD_NODES) return `the message has more than ${MAX_PAYLOAD_NODES} parts`;
    if (depth > MAX_PAYLOAD_DEPTH) return `the message is nested deeper than ${MAX_PAYLOAD_DEPTH} levels`;
    if (value === null || typeof value === 'boolean') {
      chars += 5;
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return `${where} is not a finite number`;
      chars += 24;
    } else if (typeof value === 'string') {
      chars += value.length + 2;
    } else if (Array.isArray(value)) {
      chars += 2;
      for (let i = 0; i < value.length; i++) {
        const why = walk(value[i], depth + 1, `${where}[${i}]`);
        if (why) return why;
        if (chars > maxChars) break;
      }
    } else if (typeof value === 'object') {
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return `${where} is not plain data`;
      chars += 2;
      for (const [key, inner] of Object.entries(value)) {
        chars += key.length + 3;
        const why = walk(inner, depth + 1, `${where}.${key}`);
        if (why) return why;
        if (chars > maxChars) break;
      }
    } else {
      // Named in words: `typeof` would print "undefined" into the sentence.
      const kind = value === undefined ? 'missing' : typeof value === 'function' ? 'a function' : typeof value === 'symbol' ? 'a symbol' : 'a big integer';
      return `${where} is ${kind}, which a message cannot carry`;
    }
    return chars > maxChars ? `the message is larger than ${maxChars / 1024} KiB` : null;
  };

  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'the message must be an object';
  return walk(raw, 0, 'message');
}

/**
 * The one message shape of the host (host.ts), on every transport: a request names an operation (`type`)
 * and, for a machine, its kind, id and optionally a part nested in it (a night's `table`). The envelope is
 * checked here; the config and the action inside are checked by the kind's own schemas (machine.ts).
 */
const word = (what: string) => z.string().regex(/^[a-z][a-z-]{0,31}$/, `${what} is a short lowercase word`);
const kind = word('a machine kind');
const part = word('a part of a machine').optional();
const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'an id is 1 to 64 letters, digits, - and _');
const seat = z.number().int().min(0).max(7);
const viewer = z.number().int().min(-1).max(7);

/** A replay file brought in is one string, larger than any other message (host.ts lets it through alone). */
export const REPLAY_TEXT_CHARS = 2 * 1024 * 1024;

export const requestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('catalogue') }),
  z.object({ type: z.literal('create'), kind, config: z.unknown() }),
  /**
   * `seat`'s look. `opening`: the look a screen opens with, which may carry what only an opening screen needs
   * (the tavern's log so far); a connection that looks at every step leaves it out.
   */
  z.object({ type: z.literal('view'), kind, id, part, seat: viewer, opening: z.boolean().optional() }),
  z.object({
    type: z.literal('act'),
    kind,
    id,
    part,
    seat,
    version: z.number().int().min(0),
    action: z.unknown(),
    /** Also answer with the onlookers' view (a hotseat screen shows it once a player is done). */
    public: z.boolean().optional(),
  }),
  z.object({ type: z.literal('bot-step'), kind, id, part, seat: viewer.optional(), public: z.boolean().optional() }),
  z.object({ type: z.literal('check'), kind, id, part, action: z.unknown() }),
  /** Take back the seat's last decision (issue 26.3), when its look offered it (`undo`), at the version it saw. */
  z.object({ type: z.literal('undo'), kind, id, part, seat, version: z.number().int().min(0), public: z.boolean().optional() }),
  z.object({ type: z.literal('close'), kind, id }),
  z.object({ type: z.literal('resume'), kind, id }),
  z.object({ type: z.literal('delete'), kind, id }),
  z.object({ type: z.literal('list'), kind }),
  z.object({ type: z.literal('stats'), kind }),
  z.object({ type: z.literal('stats-dismiss'), kind }),
  // Replays (issue 26.2): the kept ones, one as a file, a file brought in, and a step of one as a seat saw it.
  z.object({ type: z.literal('replays') }),
  z.object({ type: z.literal('achievements') }),
  z.object({ type: z.literal('replay-export'), id }),
  z.object({ type: z.literal('replay-import'), text: z.string().max(REPLAY_TEXT_CHARS) }),
  /** `reveal`: every card shown (offered only for a finished game with at most one human: the look says `canReveal`). */
  z.object({ type: z.literal('replay-look'), id, step: z.number().int().min(0).max(100_000), seat: viewer, reveal: z.boolean().optional() }),
  z.object({ type: z.literal('replay-delete'), id }),
]);


export type HostRequest = z.infer<typeof requestSchema>;

/** Where a request goes: a machine of a kind, by id, or a part of it. */
export interface Address {
  kind: string;
  id: string;
  part?: string;
}

/**
 * One event as every answer carries it, for every machine kind (issue 21.4): one discriminant (`ev.t`), one id
 * style, the seat(s) it is for, and what it answers where it answers something. Table, night and tavern events
 * and the events of the gambling game inside a tavern Round all travel in it.
 */
export interface Envelope<E = { t: string; [k: string]: unknown }> {
  /** Where it happened: a machine kind ('table', 'night', 'tavern'), or 'hosted' (Appendix B's game in a tavern Round). */
  at: string;
  /** `<version>.<n>`: the machine's version after the step that made it, and its place in that step. */
  id: string;
  /** Whom it is for: everyone, or the one seat a private event is for. */
  for: 'all' | number;
  /** The stack item (its uid) the event answers, where it answers one (the tavern's Ignore). */
  answers?: number;
  /** A hosted game's event: the tavern seat of each hosted seat (its events number seats as the hosted table does). */
  seats?: number[];
  ev: E;
}

/** A look at a machine: a seat's view, who is awaited, and the bot the host asks next. */
export interface Look<V = unknown> {
  /** Whose look it is: the seat the view is for (-1: an onlooker). */
  viewer: number;
  version: number;
  view: V;
  pending: number[];
  botToAct: number | null;
  /** The viewer may take back its last decision now (issue 26.3): the page offers Undo. */
  undo?: boolean;
  /**
   * Hotseat (issue 24): for each human seat, the human seats its screen may be handed to with no hiding screen
   * (each may see all the other's view shows: teammates); absent when no seat shares. The host's answer, from
   * the machine's rules (`MachineRules.screenMates`), so the page decides nothing about who may see what.
   */
  shares?: number[][];
}

export type HostReply<V = unknown, E = unknown> =
  | ({ ok: true; type: 'catalogue'; tavern: TavernCatalogue } & Catalogue)
  | { ok: true; type: 'opened'; kind: string; id: string; version: number; seats: number; resumed: boolean; unsaved?: string }
  | ({ ok: true; type: 'view'; outer?: { view: unknown } } & Look<V>)
  | ({
      ok: true;
      type: 'acted';
      seat: number;
      result: { ok: boolean; version: number; error?: { code: string; message: string } };
      /** The events of the step as the seat at the screen may see them (`seat` of the request; -1 when none). */
      events: Envelope<E>[];
      /** The onlookers' view and the step's events as an onlooker sees them, when asked for with `public`. */
      publicView?: V;
      publicEvents?: Envelope<E>[];
      /** A part's action: its parent's events and view as well (a night's news under its table). */
      outer?: { view: unknown; events: Envelope[] };
      unsaved?: string;
      /** Achievements this step unlocked for the first time (the page shows a toast for each). */
      unlocked?: AchievementInfo[];
    } & Look<V>)
  | ({ ok: true; type: 'idle'; outer?: { view: unknown } } & Look<V>)
  | { ok: true; type: 'closed' }
  | { ok: true; type: 'checked'; problem: string | null }
  | { ok: true; type: 'saves'; kind: string; saves: unknown[]; problems: unknown[] }
  | { ok: true; type: 'deleted'; kind: string; id: string }
  | { ok: true; type: 'stats'; kind: string; book: unknown; problem: string | null }
  | { ok: true; type: 'achievements'; list: AchievementInfo[]; unlocked: Record<string, number>; problem: string | null }
  | { ok: true; type: 'replays'; replays: ReplaySummary[]; problems: { id: string; problem: string; keptAs: string }[] }
  | { ok: true; type: 'replay-file'; name: string; text: string }
  | { ok: true; type: 'replay-imported'; replay: ReplaySummary }
  | { ok: true; type: 'replay-deleted'; id: string }
  | ({
      ok: true;
      type: 'replay-look';
      kind: string;
      /** The step shown (0: the deal, before anyone decided) of `steps`. */
      step: number;
      steps: number;
      /** The step's events as the viewer saw them then. */
      events: Envelope<E>[];
      /** A night between games has no table: its table part's look, when there is one. */
      part?: { view: unknown; events: Envelope[] };
      /** The seat whose decision the next step is (null at the end), and the seat that took the step shown. */
      next: number | null;
      actor: number | null;
      /** Where a player may jump to: each game's or turn's first step, with its words ("Game 2", "Turn 14"). */
      chapters: { step: number; label: string }[];
      /** Every card may be shown (and any seat watched): a finished game with at most one human. */
      canReveal: boolean;
      /** This look shows every card. */
      revealed: boolean;
    } & Look<V>)
  | { ok: false; error: { code: string; message: string } };

/**
 * What the page shows about the rules that no view carries, asked once (`{ type: 'catalogue' }`) and cached by
 * the page (renderer/src/state/catalogue.ts): the games, the deck's faces, the names events refer to by id,
 * and the rules pages. The page imports only types from src/shared (tests/unit/renderer/imports.test.ts).
 */
export interface Catalogue {
  games: GameSummary[];
  deck: DeckCatalogue;
  /** Names of the things events and views refer to by id (a Horde, a Leader, a prediction). */
  terms: Terms;
  /** The rules pages: every game's summary in the panel's order, and the pages all games share. */
  rules: { games: GameRules[]; table: TableRulesPage[] };
}

/** One card of the deck as printed: what a card id shows wherever it is drawn or named. */
export interface CardFace {
  id: CardId;
  rank: Rank;
  color: Color;
  animal: Animal | null;
  kind: CardKind;
  /** The animal is a mammal (else a bird); null for a Dragon or a Grey card. */
  mammal: boolean | null;
  /** `bB.hare`, `rD`, `xW` (DESIGN.md's notation). */
  notation: string;
  /** "blue Bard (Hare)". */
  name: string;
}

export interface DeckCatalogue {
  /** Every card, indexed by its id. */
  cards: CardFace[];
  /** By rank (0 Dragon … 5 Rogue). */
  rankNames: string[];
  rankLetters: string[];
  colorNames: Record<Color, string>;
}

export interface Terms {
  /** A Dragon Horde by its color letter, a Grey Horde by its rank number ("red Dragon Horde", "Bard Horde"). */
  hordes: Record<string, string>;
  /** A prediction by its color letter and rank number, either or both ("r", "3", "r3": "red Bard"). */
  predictions: Record<string, string>;
  /** The Wheel's Leaders by their letter ("W": "Warrior"). */
  leaders: Record<string, string>;
}

export interface GameSummary {
  id: string;
  name: string;
  complexity: string;
  players: { min: number; max: number };
  summary: string;
  shares: string;
  /** The stakes the game can be played for without variants (`stakesModesFor`). */
  stakes: StakesModeId[];
  /** `stakes`: present when the variant narrows the stakes the game allows (Shares only). */
  variants: { id: string; name: string; description: string; requiresShares?: boolean; stakes?: StakesModeId[]; excludes?: string[]; requires?: string[]; notInTavern?: boolean }[];
  options: { id: string; name: string; description: string; min: number; max: number; default: number; variant?: string }[];
  /** What each card scores or does in this game, by card id (null: nothing to say), for its tooltip. */
  cardNotes: (string | null)[];
}
