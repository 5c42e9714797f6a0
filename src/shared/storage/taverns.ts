import { upgradeTavernGame } from '../tavern/game';
import { parseTavernGame, TAVERN_ID, type SavedTavernGame as TavernGame } from '../tavern/save-check';
import type { StorageBackend } from './backend';
import { Shelf, type Loaded, type Parsed, type ShelfProblem } from './shelf';
import { APP_VERSION, compareVersions } from './version';

/**
 * Saved tavern games (The Red Dragon Inn), beside the nights and single tables: one key per game holding an
 * envelope `{ app, kind: 'tavern-save', format, appVersion, savedAt, game }`. The host saves after every
 * accepted action; a save read back must pass the tavern's save check (tavern/save-check.ts: a normalising
 * schema of every field, the engine's own checks, the game can go on) and is used as that check returns it.
 * One that fails is reported and moved aside under `taverns-aside/` (never deleted); one from a newer version
 * is left in place.
 */
export const TAVERN_SAVE_FORMAT = 1;
const DIR = 'taverns/';
const ASIDE = 'taverns-aside/';
const APP = 'rogues-and-warriors';
const KIND = 'tavern-save';

export interface TavernSaveSummary {
  id: string;
  names: string[];
  chars: string[];
  kinds: ('human' | 'bot')[];
  /** The game turn in play. */
  turn: number;
  /** Who is still at the table. */
  alive: boolean[];
  winners: string[] | null;
  version: number;
  savedAt: number | null;
}

export type ParsedTavernSave = Parsed<{ game: TavernGame }>;
export type TavernLoad = Loaded<{ game: TavernGame }>;
export type TavernSaveProblem = ShelfProblem;

export function serializeTavern(g: TavernGame, savedAt: number | null = null): string {
  return JSON.stringify({ app: APP, kind: KIND, format: TAVERN_SAVE_FORMAT, appVersion: APP_VERSION, savedAt, game: g });
}

export function parseTavernSave(text: string, id?: string): ParsedTavernSave {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, reason: 'corrupt', problem: 'it is not readable JSON (the file is damaged or cut short)' };
  }
  if (typeof raw !== 'object' || raw === null) return { ok: false, reason: 'corrupt', problem: 'it holds no saved tavern game' };
  const env = raw as Record<string, unknown>;
  if (env.app !== APP || env.kind !== KIND) return { ok: false, reason: 'corrupt', problem: 'it is not a saved tavern game of this app' };
  if (typeof env.format !== 'number' || !Number.isInteger(env.format)) return { ok: false, reason: 'corrupt', problem: 'its format number is missing' };
  if (env.format > TAVERN_SAVE_FORMAT) return { ok: false, reason: 'newer', problem: `it was saved by a newer version (format ${env.format}; this version reads ${TAVERN_SAVE_FORMAT})` };
  if (env.format !== TAVERN_SAVE_FORMAT) return { ok: false, reason: 'corrupt', problem: `format ${env.format} is unknown` };
  const checked = parseTavernGame(upgradeTavernGame(env.game));
  if (!checked.ok) {
    const problem = checked.problem;
    const by = typeof env.appVersion === 'string' ? env.appVersion : null;
    if (by !== null && compareVersions(by, APP_VERSION) > 0) {
      return { ok: false, reason: 'newer', problem: `it was saved by version ${by} of the game, newer than this one (${APP_VERSION}), and this version cannot read it (${problem})` };
    }
    return { ok: false, reason: 'corrupt', problem };
  }
  const game = checked.game;
  if (id !== undefined && game.id !== id) return { ok: false, reason: 'corrupt', problem: `it holds tavern game "${game.id}", not "${id}"` };
  return { ok: true, game, savedAt: typeof env.savedAt === 'number' ? env.savedAt : null };
}

export function summarizeTavern(g: TavernGame, savedAt: number | null): TavernSaveSummary {
  const s = g.state;
  return {
    id: g.id,
    names: s.seats.map((x) => x.name),
    chars: s.seats.map((x) => x.char),
    kinds: g.setup.seats.map((x) => x.kind),
    turn: s.turn.n,
    alive: s.seats.map((x) => x.alive),
    winners: s.over ? s.over.winners.map((w) => s.seats[w]!.name) : null,
    version: s.version,
    savedAt,
  };
}

export class TavernStore extends Shelf<{ game: TavernGame }, TavernSaveSummary> {
  constructor(backend: StorageBackend) {
    super(backend, { dir: DIR, aside: ASIDE, idPattern: TAVERN_ID, noun: 'tavern game', parse: parseTavernSave, summarize: (_id, p) => summarizeTavern(p.game, p.savedAt) });
  }

  async save(g: TavernGame, savedAt: number | null = null): Promise<void> {
    await this.backend.write(this.key(g.id), serializeTavern(g, savedAt));
  }
}
