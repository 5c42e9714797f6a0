import { DEFAULT_SETTINGS, type Settings } from '../shared/host/client';
import { patchSettings, readSettings } from '../shared/host/settings';

/**
 * The browser build's settings, checked on the host's side like the desktop's (src/main/settings.ts): the
 * page keeps the text in its localStorage (a worker has none) and asks this worker what it means. The
 * schema, the defaults and every patch are read here, so the page holds no settings rule; the page only
 * stores the text it is given and keeps an unreadable one aside (renderer/src/platform/web-settings.ts).
 */
export type SettingsAsk =
  /** What the saved text (null: nothing saved) means. */
  | { op: 'read'; saved: string | null }
  /** The settings after a patch over the saved text. */
  | { op: 'patch'; saved: string | null; patch: unknown };

export type SettingsAnswer =
  /** `unreadable`: why the saved text could not be used (the page keeps it aside); the defaults stood in. */
  | { ok: true; settings: Settings; unreadable: string | null }
  | { ok: false; problem: string };

export interface SettingsMessage {
  id: number;
  settings: SettingsAsk;
}

export interface SettingsReply {
  id: number;
  settings: SettingsAnswer;
}

/** The longest saved text read: far above any real settings (64 profiles), far below what would hurt. */
const MAX_SAVED_CHARS = 256 * 1024;

function read(saved: unknown): { settings: Settings; unreadable: string | null } {
  if (saved === null) return { settings: structuredClone(DEFAULT_SETTINGS), unreadable: null };
  if (typeof saved !== 'string' || saved.length > MAX_SAVED_CHARS) return { settings: structuredClone(DEFAULT_SETTINGS), unreadable: 'they are not settings text' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(saved);
  } catch {
    return { settings: structuredClone(DEFAULT_SETTINGS), unreadable: 'they are not valid JSON' };
  }
  const r = readSettings(parsed);
  return r.ok ? { settings: r.settings, unreadable: null } : { settings: structuredClone(DEFAULT_SETTINGS), unreadable: r.problem };
}

/** One question about settings, answered; never throws. */
export function answerSettings(ask: unknown): SettingsAnswer {
  const a = (typeof ask === 'object' && ask !== null ? ask : {}) as { op?: unknown; saved?: unknown; patch?: unknown };
  if (a.op !== 'read' && a.op !== 'patch') return { ok: false, problem: 'Settings request refused: it asks neither to read nor to change them.' };
  const current = read(a.saved ?? null);
  if (a.op === 'read') return { ok: true, ...current };
  const next = patchSettings(current.settings, a.patch);
  return next.ok ? { ok: true, settings: next.settings, unreadable: current.unreadable } : { ok: false, problem: next.problem };
}

/** A message for the settings (`{ id, settings }`), not for the game host (`{ id, req }`). */
export const isSettingsMessage = (data: unknown): data is SettingsMessage =>
  typeof data === 'object' && data !== null && 'settings' in data && typeof (data as { id?: unknown }).id === 'number';

export function answerSettingsMessage(m: SettingsMessage): SettingsReply {
  return { id: m.id, settings: answerSettings(m.settings) };
}
