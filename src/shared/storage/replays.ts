import { z } from 'zod';
import { issueMessage, issueWords } from '../sentence';
import type { StorageBackend } from './backend';
import { setAside } from './book';
import { APP_VERSION } from './version';

/**
 * Replays (issue 26.2): every finished table, night and tavern game kept as its action log — the config with
 * its seed, the seats, the options, and every step, the host's decisions too — never as states or screens. A
 * replay is watched by replaying the log through the rules (host.ts `replay-look`); an imported one is checked
 * by this schema and then by replaying it (host.ts), never trusted.
 *
 * Bound: at most MAX_REPLAYS replays per save folder (the profile), the oldest finished dropped first; a log of
 * at most MAX_REPLAY_ENTRIES steps. A replay that cannot be read is refused with a sentence and moved aside
 * (`replays-aside/`, numbered, never deleted), as a save is.
 *
 * The live log of a machine still being played is kept beside its save (`replays-live/`), so that undo and
 * the replay survive a restart; it is checked by replaying it to the saved state before it is used.
 */
export const REPLAY_FORMAT = 1;
export const MAX_REPLAYS = 40;
export const MAX_REPLAY_ENTRIES = 20_000;
/** The largest replay file an import reads (a long tavern game is about 300 KiB). */
export const MAX_REPLAY_CHARS = 2 * 1024 * 1024;

const DIR = 'replays/';
const ASIDE = 'replays-aside/';
const LIVE = 'replays-live/';
export const REPLAY_ID = /^[A-Za-z0-9_-]{1,64}$/;

const entrySchema = z
  .object({
    seat: z.number().int().min(0).max(7),
    action: z.unknown(),
    by: z.enum(['seat', 'host']),
    now: z.number().finite(),
  })
  .strict();

export const logSchema = z
  .object({
    origin: z.object({ config: z.unknown(), id: z.string().regex(REPLAY_ID), now: z.number().finite() }).strict(),
    entries: z.array(entrySchema).max(MAX_REPLAY_ENTRIES, `a replay has at most ${MAX_REPLAY_ENTRIES} steps`),
  })
  .strict();

export const replaySchema = z
  .object({
    format: z.literal(REPLAY_FORMAT, 'this is not a replay of this game (or of a newer version)'),
    app: z.string().max(40),
    kind: z.enum(['table', 'night', 'tavern']),
    id: z.string().regex(REPLAY_ID, 'a replay id is 1 to 64 letters, digits, - and _'),
    title: z.string().max(200),
    finishedAt: z.number().finite(),
    /** Seats as they were: name and who played it. */
    seats: z.array(z.object({ name: z.string().max(40), kind: z.enum(['human', 'bot']) }).strict()).min(1).max(8),
    /** Imported from a file: watched like any other, but it never counts in the statistics or achievements. */
    imported: z.boolean().optional(),
    log: logSchema,
  })
  .strict();

export type Replay = z.infer<typeof replaySchema>;

export interface ReplaySummary {
  id: string;
  kind: Replay['kind'];
  title: string;
  finishedAt: number;
  seats: Replay['seats'];
  steps: number;
  imported: boolean;
}

export interface ReplayProblem {
  id: string;
  problem: string;
  keptAs: string;
}

/** A replay's text read back: the replay, or why not (a sentence's middle). */
export function parseReplay(text: string): { ok: true; replay: Replay } | { ok: false; problem: string } {
  if (text.length > MAX_REPLAY_CHARS) return { ok: false, problem: `the file is larger than ${MAX_REPLAY_CHARS / 1024 / 1024} MiB` };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'it is not a replay file (not JSON)' };
  }
  const parsed = replaySchema.safeParse(raw, { error: issueWords });
  if (!parsed.success) return { ok: false, problem: issueMessage(parsed.error.issues[0]!) };
  return { ok: true, replay: parsed.data };
}

export const summarizeReplay = (r: Replay): ReplaySummary => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  finishedAt: r.finishedAt,
  seats: r.seats,
  steps: r.log.entries.length,
  imported: r.imported === true,
});

export class ReplayStore {
  constructor(private readonly backend: StorageBackend) {}

  private key(dir: string, id: string): string {
    if (!REPLAY_ID.test(id)) throw new Error(`"${id}" is not a replay's id`);
    return `${dir}${id}.json`;
  }

  /** Keeps a finished game's replay (replacing an earlier one of the same machine), then drops the oldest beyond the bound. */
  async save(r: Omit<Replay, 'format' | 'app'>): Promise<void> {
    const replay: Replay = { format: REPLAY_FORMAT, app: APP_VERSION, ...r };
    await this.backend.write(this.key(DIR, r.id), JSON.stringify(replay));
    await this.prune();
  }

  /** One replay; a corrupt one is moved aside and refused with a sentence. */
  async load(id: string): Promise<{ ok: true; replay: Replay } | { ok: false; problem: string }> {
    const key = this.key(DIR, id);
    const text = await this.backend.read(key);
    if (text === null) return { ok: false, problem: 'There is no such replay any more.' };
    const parsed = parseReplay(text);
    if (parsed.ok) return parsed;
    const keptAs = await this.setAside(key, id);
    return { ok: false, problem: `This replay could not be read (${parsed.problem}). It was kept aside as ${keptAs}, not deleted.` };
  }

  /** Every readable replay, newest first; unreadable ones are reported and moved aside. */
  async list(): Promise<{ replays: ReplaySummary[]; problems: ReplayProblem[] }> {
    const replays: ReplaySummary[] = [];
    const problems: ReplayProblem[] = [];
    for (const key of await this.backend.keys(DIR)) {
      const id = key.slice(DIR.length).replace(/\.json$/, '');
      if (!key.endsWith('.json') || !REPLAY_ID.test(id)) continue;
      const text = await this.backend.read(key);
      if (text === null) continue;
      const parsed = parseReplay(text);
      if (parsed.ok) replays.push(summarizeReplay(parsed.replay));
      else problems.push({ id, problem: parsed.problem, keptAs: await this.setAside(key, id) });
    }
    replays.sort((a, b) => b.finishedAt - a.finishedAt || a.id.localeCompare(b.id));
    return { replays, problems };
  }

  async remove(id: string): Promise<void> {
    await this.backend.remove(this.key(DIR, id));
  }

  async asideKeys(): Promise<string[]> {
    return this.backend.keys(ASIDE);
  }

  /** The log of a machine being played, written after each save of it. */
  async saveLive(id: string, log: z.infer<typeof logSchema>): Promise<void> {
    await this.backend.write(this.key(LIVE, id), JSON.stringify(log));
  }

  /** A machine's live log, or null (none, or unreadable: then undo and the replay start afresh, the game plays on). */
  async loadLive(id: string): Promise<z.infer<typeof logSchema> | null> {
    const text = await this.backend.read(this.key(LIVE, id));
    if (text === null) return null;
    try {
      const parsed = logSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  async removeLive(id: string): Promise<void> {
    await this.backend.remove(this.key(LIVE, id));
  }

  private async prune(): Promise<void> {
    const { replays } = await this.list();
    for (const old of replays.slice(MAX_REPLAYS)) await this.remove(old.id);
  }

  private setAside(key: string, id: string): Promise<string> {
    return setAside(this.backend, key, `${ASIDE}${id}.`);
  }
}
