import { nightProblem } from '../night/integrity';
import { NIGHT_ID } from '../night/schema';
import { standings } from '../night/standings';
import type { Night, NightLength } from '../night/types';
import { nightSeatView } from '../night/view';
import { APP_VERSION, compareVersions } from './version';
import type { StorageBackend } from './backend';
import { Shelf, type Parsed, type ShelfProblem } from './shelf';
import { caughtWords, tableProblem } from './table-integrity';

/**
 * Saved nights. Each is one key holding an envelope `{ app, kind, format, appVersion, savedAt, session }`;
 * a save read back passes the night schema, the night's integrity checks (every coin accounted for), the
 * table's (every card in exactly one place, nothing face up that was never shown, the step exists, seats
 * match: table-integrity.ts) and one view for every seat and an onlooker, built as the screens would ask
 * for them, before it is used. A save that fails is reported and moved aside under `sessions-aside/`, never
 * deleted; one written by a newer version of the app (a newer format, or a newer app whose save this
 * version cannot read) is reported as newer and left where it is.
 */
export const NIGHT_SAVE_FORMAT = 1;
// 'sessions/', 'sessions-aside/', 'session-save' and the envelope's `session` field: saved names kept for old saves.
const DIR = 'sessions/';
const ASIDE = 'sessions-aside/';
const APP = 'rogues-and-warriors';
const KIND = 'session-save';

export interface SaveSummary {
  id: string;
  names: string[];
  phase: Night['phase'];
  gamesPlayed: number;
  length: NightLength;
  /** The game being played or waiting for a replay, if any. */
  playing: string | null;
  /** Who leads (money with markers counted). */
  leader: string;
  version: number;
  savedAt: number | null;
}

export type ParsedSave = Parsed<{ night: Night }>;
export type SaveProblem = ShelfProblem;

export function serializeSave(s: Night, savedAt: number | null = null): string {
  return JSON.stringify({ app: APP, kind: KIND, format: NIGHT_SAVE_FORMAT, appVersion: APP_VERSION, savedAt, session: s });
}

/**
 * Everything that must hold of a night read back, beyond its schema: the night's own checks, then its
 * table's, then one view for every seat and an onlooker (what the screens ask for first; a state whose
 * views throw would jam the night on screen). Returns the first problem, or null.
 */
export function savedNightProblem(value: unknown): string | null {
  const night = nightProblem(value);
  if (night) return night;
  const s = value as Night;
  const t = s.table;
  if (t) {
    const seats = s.config.seats;
    if (t.config.seats.some((x, i) => x.name !== seats[i]!.name || x.kind !== seats[i]!.kind)) return 'table: its seats are not the seats of the night';
    const table = tableProblem(t);
    if (table) return table;
  }
  for (let seat = -1; seat < s.config.seats.length; seat++) {
    try {
      nightSeatView(s, seat);
    } catch (e) {
      return `the view of ${seat < 0 ? 'an onlooker' : `seat ${seat + 1}`} cannot be built (${caughtWords(e)})`;
    }
  }
  return null;
}

/** Reads a save's text; `id` is the id its key names (a save must hold the night it is named for). */
export function parseSave(text: string, id?: string): ParsedSave {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, reason: 'corrupt', problem: 'it is not readable JSON (the file is damaged or cut short)' };
  }
  if (typeof raw !== 'object' || raw === null) return { ok: false, reason: 'corrupt', problem: 'it holds no saved night' };
  const env = raw as Record<string, unknown>;
  if (env.app !== APP || env.kind !== KIND) return { ok: false, reason: 'corrupt', problem: 'it is not a saved night of this game' };
  if (typeof env.format !== 'number' || !Number.isInteger(env.format)) return { ok: false, reason: 'corrupt', problem: 'its format number is missing' };
  if (env.format > NIGHT_SAVE_FORMAT) {
    return { ok: false, reason: 'newer', problem: `it was saved by a newer version (format ${env.format}; this version reads ${NIGHT_SAVE_FORMAT})` };
  }
  if (env.format !== NIGHT_SAVE_FORMAT) return { ok: false, reason: 'corrupt', problem: `format ${env.format} is unknown` };
  const savedAt = typeof env.savedAt === 'number' ? env.savedAt : null;
  const problem = savedNightProblem(env.session);
  if (problem) {
    // A newer app may write the same format with games, variants or fields this version does not know:
    // that is not damage, and the save must stay where the newer app will find it.
    const by = typeof env.appVersion === 'string' ? env.appVersion : null;
    if (by !== null && compareVersions(by, APP_VERSION) > 0) {
      return { ok: false, reason: 'newer', problem: `it was saved by version ${by} of the game, newer than this one (${APP_VERSION}), and this version cannot read it (${problem})` };
    }
    return { ok: false, reason: 'corrupt', problem };
  }
  const night = env.session as Night;
  if (id !== undefined && night.id !== id) return { ok: false, reason: 'corrupt', problem: `it holds night "${night.id}", not "${id}"` };
  return { ok: true, night, savedAt };
}

export function summarize(s: Night, savedAt: number | null): SaveSummary {
  const lead = standings(s)[0]!;
  return {
    id: s.id,
    names: s.config.seats.map((x) => x.name),
    phase: s.phase,
    gamesPlayed: s.games.length,
    length: s.config.length,
    playing: s.current ? s.current.choice.game : null,
    leader: lead.name,
    version: s.version,
    savedAt,
  };
}

export class NightStore extends Shelf<{ night: Night }, SaveSummary> {
  constructor(backend: StorageBackend) {
    super(backend, { dir: DIR, aside: ASIDE, idPattern: NIGHT_ID, noun: 'night', parse: parseSave, summarize: (_id, p) => summarize(p.night, p.savedAt) });
  }

  /** Writes the night (atomically, by the backend's promise). Refuses an inconsistent night: that is a bug. */
  async save(s: Night, savedAt: number | null = null): Promise<void> {
    const problem = nightProblem(s);
    if (problem) throw new Error(`Refusing to save night ${s.id}: ${problem}`);
    await this.backend.write(this.key(s.id), serializeSave(s, savedAt));
  }
}
