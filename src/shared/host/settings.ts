import { z } from 'zod';
import { DEFAULT_SETTINGS, type Settings } from './client';
import { nameSchema } from '../names';

/**
 * The one schema for saved settings, used by both stores: electron-store in the main process and
 * localStorage in the browser build. A saved value that does not fit is never silently dropped: the
 * caller keeps it aside and says so (DESIGN: "a corrupt one is reported, kept aside").
 */
export const profileSchema = z.object({
  name: nameSchema('A profile name'),
  createdAt: z.string().max(40),
});

export const settingsSchema = z.object({
  animationSpeed: z
    .number()
    .refine((v) => v === 0 || (v >= 0.25 && v <= 4), 'Animation speed is 0 (off) or between 0.25 and 4'),
  botDelayMs: z.number().int().min(0).max(10_000),
  sound: z.boolean(),
  volume: z.number().min(0, 'Volume is between 0 and 1').max(1, 'Volume is between 0 and 1'),
  followSystemMotion: z.boolean(),
  defaultStakes: z.enum(['betting', 'shares']),
  defaultShare: z.number().int().min(0).max(1000),
  minRaise: z.boolean(),
  startingChips: z.number().int().min(1).max(1_000_000),
  profiles: z.array(profileSchema).max(64, 'At most 64 player profiles'),
}) satisfies z.ZodType<Settings>;

/** A patch names only known settings, each with a valid value. */
export const settingsPatchSchema = settingsSchema.partial().strict();

export type SettingsRead = { ok: true; settings: Settings } | { ok: false; problem: string };

function firstIssue(error: z.ZodError, what: string): string {
  const issue = error.issues[0]!;
  return `${what}: ${issue.path.join('.') || 'value'}: ${issue.message}`;
}

/**
 * Reads a saved settings object. Keys missing from an older save take their defaults; keys this version
 * does not know are ignored; a known key with a bad value makes the whole save unreadable.
 */
export function readSettings(saved: unknown): SettingsRead {
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) {
    return { ok: false, problem: 'Saved settings are not an object' };
  }
  const known = Object.fromEntries(Object.entries(saved).filter(([k]) => Object.hasOwn(DEFAULT_SETTINGS, k)));
  const parsed = settingsSchema.safeParse({ ...structuredClone(DEFAULT_SETTINGS), ...known });
  if (!parsed.success) return { ok: false, problem: firstIssue(parsed.error, 'Saved settings') };
  return { ok: true, settings: parsed.data };
}

/** Applies a patch to the current settings, or says which part of the patch is wrong. */
export function patchSettings(current: Settings, patch: unknown): { ok: true; settings: Settings } | { ok: false; problem: string } {
  const parsed = settingsPatchSchema.safeParse(patch);
  if (!parsed.success) return { ok: false, problem: firstIssue(parsed.error, 'Settings change refused') };
  const given = Object.entries(parsed.data).filter(([, v]) => v !== undefined);
  return { ok: true, settings: { ...current, ...Object.fromEntries(given) } };
}
