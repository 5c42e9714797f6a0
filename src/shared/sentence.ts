import type { z } from 'zod';

/**
 * Every refusal a player or program reads is one sentence (issue 12, item 10): it starts with a capital,
 * ends with a full stop, and never shows `undefined`, `NaN`, `[object Object]`, a schema library's own
 * wording or the whole input echoed back. These helpers turn the pieces refusals are made of into such
 * sentences.
 */

/** `text` as a sentence: trimmed, first letter capitalised, a full stop added when it has no end mark. */
export function sentence(text: string): string {
  let t = text.trim();
  if (t.length === 0) return 'That is not possible.';
  t = t[0]!.toUpperCase() + t.slice(1);
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/**
 * A value from outside, shown only when it is short and plain (a whole number, a plain word); otherwise
 * null, so the caller says "that card" rather than printing whatever was sent.
 */
export function shown(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) < 1e6) return String(value);
  if (typeof value === 'string' && /^[A-Za-z0-9][A-Za-z0-9 ._'-]{0,29}$/.test(value) && !RAW_WORDS.test(value)) return `"${value}"`;
  return null;
}

/** Words a program prints for a missing or broken value: never shown back, even when sent as text. */
const RAW_WORDS = /\b(undefined|NaN|null|Infinity|object)\b/i;

/** An action's `t` as the subject of a sentence: `The action "roll"`, or `That action` when it is not a plain word. */
export function actionName(t: unknown): string {
  return typeof t === 'string' && /^[a-z][a-z-]{0,29}$/.test(t) && !RAW_WORDS.test(t) ? `The action "${t}"` : 'That action';
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  tuple: 'a list',
  record: 'an object',
  bigint: 'a number',
  null: 'empty (null)',
};

function where(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'the value';
  let p = '';
  for (const k of path) {
    if (typeof k === 'number') p += `[${k}]`;
    else {
      const name = String(k);
      p += /^[A-Za-z_][A-Za-z0-9_-]{0,39}$/.test(name) ? `${p ? '.' : ''}${name}` : '[…]';
    }
  }
  return `the field "${p}"`;
}

type RawIssue = z.core.$ZodRawIssue;

/** A schema problem in plain words: the per-parse error map (schema-level messages, ours, still come first). */
export function issueWords(iss: RawIssue): string {
  const w = where(iss.path ?? []);
  const i = iss as RawIssue & Record<string, unknown>;
  switch (iss.code) {
    case 'invalid_type': {
      if (iss.input === undefined) return `${w} is missing`;
      const expected = String(i.expected);
      return `${w} must be ${Object.hasOwn(EXPECTED, expected) ? EXPECTED[expected] : `of type ${expected}`}`;
    }
    case 'too_big':
    case 'too_small': {
      const big = iss.code === 'too_big';
      const limit = Number(big ? i.maximum : i.minimum);
      const bound = `${big ? (i.inclusive === false ? 'less than' : 'at most') : i.inclusive === false ? 'more than' : 'at least'} ${limit}`;
      if (i.origin === 'string') return `${w} must have ${bound} characters`;
      if (i.origin === 'array' || i.origin === 'set') return `${w} must have ${bound} items`;
      if (i.origin === 'int' && Math.abs(limit) >= Number.MAX_SAFE_INTEGER) return `${w} must be a whole number from -${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}`;
      return `${w} must be ${bound}`;
    }
    case 'invalid_value': {
      const values = (i.values as unknown[] | undefined) ?? [];
      const listed = values.length > 0 && values.length <= 8 && values.every((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean');
      return listed ? `${w} must be ${values.length === 1 ? '' : 'one of '}${values.map((v) => JSON.stringify(v)).join(', ')}` : `${w} is not one of the allowed values`;
    }
    case 'invalid_union': {
      const options = (i.options as unknown[] | undefined) ?? [];
      if (i.discriminator !== undefined && options.length > 0 && options.length <= 8 && options.every((v) => typeof v === 'string')) {
        return `${w} must be one of ${options.map((v) => JSON.stringify(v)).join(', ')}`;
      }
      return `${w} is not in any of the accepted forms`;
    }
    case 'unrecognized_keys': {
      const keys = ((i.keys as unknown[] | undefined) ?? []).map(shown).filter((k): k is string => k !== null);
      return keys.length ? `${w} has a field it does not take: ${keys.slice(0, 3).join(', ')}` : `${w} has a field it does not take`;
    }
    case 'invalid_format':
      return `${w} is not in the expected format`;
    default:
      return `${w} is not valid`;
  }
}

/** A final issue's message, with the seat it is about when the path names one (`seats[1].name` -> "Seat 2: ..."). */
export function issueMessage(issue: z.core.$ZodIssue): string {
  const at = issue.path.indexOf('seats');
  const seat = at >= 0 ? issue.path[at + 1] : undefined;
  if (typeof seat !== 'number' || issue.code !== 'custom') return issue.message;
  return /^A seat's /.test(issue.message) ? issue.message.replace(/^A seat's /, `Seat ${seat + 1}'s `) : `seat ${seat + 1}: ${issue.message}`;
}

/**
 * The first problem of `value` against `schema` as a sentence (`subject: problem.`), or null when it passes.
 * Messages written into a schema are kept; zod's own wording is replaced by `issueWords`.
 */
export function schemaSentence(schema: z.ZodType, value: unknown, subject?: string): string | null {
  const parsed = schema.safeParse(value, { error: (iss) => issueWords(iss) });
  if (parsed.success) return null;
  const message = issueMessage(parsed.error.issues[0]!);
  return sentence(subject ? `${subject}: ${message}` : message);
}

/** Why reading or writing storage failed, in words, without the system's error text (EISDIR, paths...). */
export function storageProblem(e: unknown): string {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  switch (code) {
    case 'EISDIR':
      return 'a folder is where the file should be';
    case 'ENOSPC':
      return 'the disk is full';
    case 'EACCES':
    case 'EPERM':
      return 'the app may not write there';
    case 'EROFS':
      return 'the disk is read-only';
    case 'ENOENT':
    case 'ENOTDIR':
      return 'the folder for it is missing';
    case 'QuotaExceededError':
      return 'the browser storage is full';
    default:
      return typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'QuotaExceededError' ? 'the browser storage is full' : 'the storage refused it';
  }
}
