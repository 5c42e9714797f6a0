import { z } from 'zod';

/**
 * The one check of a person's name (a seat at a table, a player of a night, a player profile), so a name
 * that is accepted in one place is accepted everywhere (issue 12, item 1). A name is trimmed, then refused
 * with a sentence when it is empty, shows nothing (only spaces or invisible format characters), holds a
 * control character, a bidirectional override or isolate (which can make a name read backwards and
 * disguise another player's name), or a broken character (an unpaired surrogate). Names are never used as
 * keys of plain objects (see `dict.ts`), so `__proto__` or `constructor` are ordinary names.
 */
export const NAME_MAX = 24;

/** Spaces, separators, format characters (zero-width, joiners, soft hyphen) and the blank letters of some scripts. */
const INVISIBLE = /^[\s\p{Z}\p{Cf}\p{Cc}\p{M}\u115F\u1160\u3164\uFFA0\u2800]*$/u;
/** Embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069). */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
const CONTROL = /\p{Cc}/u;
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Format characters and blank letters anywhere in a name (issue 25, item 6: "\u200bAnn" showed as "Ann", a
 * second Ann). A zero-width joiner or non-joiner between two visible characters is kept: it shapes emoji
 * sequences and some scripts' words (Persian), and shows as part of them.
 */
const HIDDEN = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;
const JOINERS = /^[\u200C\u200D]$/u;
const SHOWN = /^[^\s\p{Z}\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0\u2800]$/u;

/** Printable ASCII holds no format character and no blank letter: most names are checked by this alone. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

function hidesCharacter(name: string): boolean {
  // A table's config is checked at every new table (the simulator's and the benchmark's too: issue 21's rows).
  if (PRINTABLE_ASCII.test(name)) return false;
  const chars = [...name];
  return chars.some((c, i) => {
    HIDDEN.lastIndex = 0;
    if (!HIDDEN.test(c)) return false;
    return !(JOINERS.test(c) && i > 0 && i < chars.length - 1 && SHOWN.test(chars[i - 1]!) && SHOWN.test(chars[i + 1]!));
  });
}

/** Why `name` (already trimmed) cannot be a name, as a sentence; null when it can. */
export function nameProblem(name: string, what = 'A name', max = NAME_MAX): string | null {
  if (name.length === 0) return `${what} cannot be empty.`;
  if (LONE_SURROGATE.test(name)) return `${what} holds a broken character: type it again.`;
  if (INVISIBLE.test(name)) return `${what} must show at least one letter, digit or sign.`;
  if (BIDI_CONTROL.test(name)) return `${what} cannot hold characters that change the writing direction.`;
  if (CONTROL.test(name)) return `${what} cannot hold control characters such as a line break or tab.`;
  if (hidesCharacter(name)) return `${what} holds an invisible character (such as a zero-width space): type it again without it.`;
  if ([...name].length > max) return `${what} has at most ${max} characters.`;
  return null;
}

/**
 * Whether two of `names` are the same name (trimmed, any case, any Unicode composition): two players of one
 * table would be told apart by nothing, and their statistics would merge into one profile (issue 25, item 6).
 */
const ASCII = /^[\x00-\x7f]*$/;

export function hasDuplicateName(names: readonly string[]): boolean {
  const seen = new Set<string>();
  for (const n of names) {
    // Plain ASCII is its own NFC form: only other names pay for Unicode normalization (a table's config is
    // checked at every new table; issue 21's table rows).
    const t = n.trim();
    const key = (ASCII.test(t) ? t : t.normalize('NFC')).toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}

/** The sentence for two players of one table with the same name (the tavern's words). */
export const DUPLICATE_NAMES = 'Two players have the same name: give each player their own.';

/** The name as it is kept: trimmed. */
export const cleanName = (name: string): string => name.trim();

/** A zod schema for a name: trims, then refuses with `nameProblem`'s sentence. */
export function nameSchema(what = 'A name', max = NAME_MAX) {
  return z
    .string({ error: `${what} must be text.` })
    .trim()
    .superRefine((v, ctx) => {
      const problem = nameProblem(v, what, max);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}
