/**
 * Every property test run is seeded, and the seed is printed, so a failure seen once can be replayed:
 * `PROPERTY_SEED=<n> npx vitest run <file>`. Without PROPERTY_SEED each run draws a fresh base seed (and
 * so explores new cases); each property then runs from the base seed plus a hash of its name.
 */
const fromEnv = process.env.PROPERTY_SEED;
export const BASE_SEED = fromEnv !== undefined && fromEnv !== '' ? Number(fromEnv) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isSafeInteger(BASE_SEED)) throw new Error(`PROPERTY_SEED must be a whole number, not "${fromEnv}"`);

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The seed for one property, logged with how to replay it. */
export function propertySeed(name: string): number {
  const seed = (BASE_SEED + hash(name)) % 2 ** 31;
  console.log(`[property] ${name}: fast-check seed ${seed} (replay: PROPERTY_SEED=${BASE_SEED})`);
  return seed;
}
