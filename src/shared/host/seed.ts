/**
 * Who chooses the seed of a table or a night. The seed fixes every shuffle, so whoever knows it can rebuild
 * every hand: the host draws it from the platform's CSPRNG (`crypto.getRandomValues`, present in Electron's
 * main process, in Node and in a Web Worker) and never sends it to the page. Only a seed a person typed in
 * the lobby is used as given (the lobby says that it makes the deal known).
 */
export const MAX_SEED = 0xffff_ffff;

export type DrawSeed = () => number;

/** A fresh seed, 0 to 2^32 - 1, from the platform's cryptographic random source. */
export const drawSeed: DrawSeed = () => {
  const out = new Uint32Array(1);
  globalThis.crypto.getRandomValues(out);
  return out[0]!;
};

/** Why a typed seed cannot be used (a sentence), or null. */
export function seedProblem(seed: unknown): string | null {
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed) || seed < 0 || seed > MAX_SEED) {
    return `A seed is a whole number from 0 to ${MAX_SEED}; leave it empty for a deal nobody knows.`;
  }
  return null;
}

/**
 * What a person typed in a lobby's seed field: empty (the host will draw the seed), a seed, or a sentence
 * saying why it is not one. Only digits are a seed: "1e3" or "0x10" would be numbers nobody meant to type.
 */
export function typedSeed(text: string): { seed: number | null; problem: string | null } {
  const t = text.trim();
  if (t === '') return { seed: null, problem: null };
  const value = /^\d{1,10}$/.test(t) ? Number(t) : Number.NaN;
  const problem = seedProblem(value);
  return problem ? { seed: null, problem } : { seed: value, problem: null };
}

/** The longest seed text read: ten digits, with room for spaces around them. */
const MAX_SEED_TEXT = 40;

/**
 * A request as received, with the seed of its `config` filled in: drawn when the page sent none (or an empty
 * field), kept when a person typed a good one. The lobbies send the seed field's text as typed (a string) and
 * the host reads it here with `typedSeed`, so the page parses nothing; a number is also taken (tests, the
 * CLI). Returns the request to check against the schema (a copy: the caller's object is never changed), or a
 * sentence when the seed is not a seed: the player's own words for typed text, "Bad request" for a number.
 */
export function withHostSeed(raw: unknown, types: readonly string[], draw: DrawSeed): { raw: unknown } | { problem: string } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { raw };
  const req = raw as { type?: unknown; config?: unknown };
  if (typeof req.type !== 'string' || !types.includes(req.type)) return { raw };
  if (typeof req.config !== 'object' || req.config === null || Array.isArray(req.config)) return { raw };
  const config = req.config as Record<string, unknown>;
  const drawn = () => ({ raw: { ...req, config: { ...config, seed: draw() } } });
  if (config.seed === undefined) return drawn();
  if (typeof config.seed === 'string') {
    const typed = config.seed.length > MAX_SEED_TEXT ? { seed: null, problem: seedProblem(Number.NaN) } : typedSeed(config.seed);
    if (typed.problem) return { problem: typed.problem };
    return typed.seed === null ? drawn() : { raw: { ...req, config: { ...config, seed: typed.seed } } };
  }
  const problem = seedProblem(config.seed);
  return problem ? { problem: `Bad request: ${problem}` } : { raw };
}
