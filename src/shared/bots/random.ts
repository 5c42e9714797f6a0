import type { Rng } from '../rng';
import type { Action } from '../engine/types';
import type { BettingOptions } from '../stakes';

/**
 * The random legal bot: picks uniformly among the legal actions, and for a raise a uniform total between
 * the least and the most allowed. It is the yardstick the real bots are measured against.
 */
export function randomAction(rng: Rng, legal: readonly Action[], betting: BettingOptions | null): Action {
  if (legal.length === 0) throw new Error('randomAction: no legal action');
  const a = legal[rng.int(0, legal.length - 1)]!;
  if (a.t === 'raise' && betting) return { t: 'raise', to: rng.int(betting.minRaiseTo, betting.maxRaiseTo) };
  return a;
}
