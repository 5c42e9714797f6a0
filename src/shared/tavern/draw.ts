import type { Rng } from '../rng';
import { playableCharacters } from './content/catalog';

/**
 * The lobby's "Random character" (issue 23.7): each seat left to chance gets a character nobody at the table
 * chose and no earlier random seat drew, while any is left; once every character is at the table, the draw
 * starts again over all of them (still distinct within that second round). So no table of up to as many seats
 * as there are characters repeats one unless a player chose to. Seats with a chosen character keep it.
 * Pure: the same choices and PRNG state give the same seats.
 */
export function drawCharacters(choices: readonly string[], rng: Rng, keys: readonly string[] = playableCharacters().map((c) => c.key)): string[] {
  const chosen = new Set(choices.filter((c) => c !== 'random'));
  let pool = keys.filter((k) => !chosen.has(k));
  return choices.map((c) => {
    if (c !== 'random') return c;
    if (pool.length === 0) pool = [...keys];
    return pool.splice(rng.int(0, pool.length - 1), 1)[0]!;
  });
}
