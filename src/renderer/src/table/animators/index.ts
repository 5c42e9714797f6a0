import type { GameEvent } from '../../../../shared/engine/types';
import { createRegistry, type AnimatorRegistry } from '../../scene/registry';
import { cardAnimators } from './cards';
import { chipAnimators } from './chips';
import { diceAnimators } from './dice';
import { holdingAnimators } from './holdings';
import { speechAnimators } from './speech';
import type { TableStage } from './stage';

/**
 * The table's animators, one module per family of events. A new family (a game's own events) is a module
 * in this folder and one line here; an event no family names is said at its seat (the speech family's
 * fallback) and the table is then drawn from the view.
 */
export function tableAnimators(): AnimatorRegistry<TableStage, GameEvent> {
  return createRegistry<TableStage, GameEvent>()
    .use(cardAnimators)
    .use(chipAnimators)
    .use(diceAnimators)
    .use(holdingAnimators)
    .use(speechAnimators);
}
