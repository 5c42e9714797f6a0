/**
 * A lobby's seed field goes to the host as typed: the host reads it (shared/host/seed.ts `withHostSeed`:
 * empty draws a seed nobody knows, digits are the seed, anything else is refused with a sentence the lobby
 * shows), so the page parses nothing. The setup types (host/machines/) still say the seed is a number; the
 * host's door takes the text too, so the setup carries it as is until those types say so (issue 21).
 */
export function withTypedSeed<T extends { seed?: number }>(setup: T, typed: string): T {
  if (typed.trim() === '') return setup;
  return { ...setup, seed: typed } as unknown as T;
}
