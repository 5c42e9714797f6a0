import type { CardId } from '../../cards/card';
import type { Action, AnyState, Seat } from '../../engine/types';
import type { SeatView } from '../../engine/view';
import type { BotRng } from '../rand';

/**
 * Small per-game hints where the generic bot is weak. Everything here is optional: a game without hints is
 * played by the generic determinization and rollouts alone.
 */
export interface GameHints {
  /**
   * A cheap policy for game decisions inside simulated worlds (any seat, any level). It may return
   * undefined to fall back to the default. It is only ever called on an imagined state.
   */
  rollout?(s: AnyState, seat: Seat, legal: Action[], rng: BotRng): Action | undefined;
  /**
   * A better, costlier policy for the same decisions, which Hard plays out its imagined worlds with: a
   * search converges on the best answer to the play it imagines, so where more playouts alone stop helping,
   * better imagined play is what makes Hard stronger. Same contract as `rollout`.
   */
  careful?(s: AnyState, seat: Seat, legal: Action[], rng: BotRng): Action | undefined;
  /**
   * How likely an imagined world is given what the opponents chose so far (Hard reads play): 1 for a world
   * that fits their choices as a sensible player would make them, less for one that does not. Only public
   * things and the world's hidden cards may be read.
   */
  worldWeight?(view: SeatView, world: AnyState): number;
  /** Hidden slots that only some cards can fill, e.g. Dragon Hunt's face-down Dragons. */
  reserved?(view: SeatView): { zone: string; ids: CardId[] }[];
  /** The most actions a simulated world plays before it is cut short (long games). */
  horizon?: number;
  /**
   * What one unit of work (an engine action in an imagined world) costs in this game, in microseconds on
   * a 2020s laptop core, measured once: budgets are set in time but counted in work, so decisions stay the
   * same on any machine.
   */
  unitCost?: number;
}
