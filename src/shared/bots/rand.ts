/**
 * The bots' own PRNG (sfc32): small, fast, and seeded from the request's seed, so every level gives the same
 * decision for the same view and seed. It only drives the bot's imagination (which unseen cards go where,
 * noise, bluffs); the game's own randomness inside a simulated world runs on the engine's PRNG.
 */
export interface BotRng {
  /** A uniform integer in [lo, hi]. */
  int(lo: number, hi: number): number;
  /** A uniform float in [0, 1). */
  next(): number;
  /** A fresh 32-bit seed for something else (a simulated world's engine PRNG). */
  seed(): number;
}

export function botRng(seed: number): BotRng {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88 ^ Math.imul(seed, 0x85ebca6b);
  let c = 0xb7e15162;
  let d = 1;
  const u32 = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) u32();
  const next = (): number => u32() / 4294967296;
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    seed: () => u32() | 0,
  };
}

export function shuffle<T>(rng: BotRng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  return items;
}

/** Mixes a seed with a number (a sample index, a seat) into another well-spread seed. */
export function mix(seed: number, k: number): number {
  let h = Math.imul(seed ^ 0x5bd1e995, 0x27d4eb2d) ^ Math.imul(k + 0x165667b1, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca77);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae3d);
  return (h ^ (h >>> 16)) | 0;
}
