import type { Rng } from '../../rng';
import { legalActions } from '../legal';
import { randomAction } from '../random';
import type { Seat, TAction, TavernState } from '../types';
import { viewFor } from '../view';
import { normalBot, type TavernBot } from './normal';

/**
 * Tavern bots. A bot sees a seat's view only: `(view, legal, rng) -> action`, `legal` being the view's own
 * legal list. `botChooser` adapts one to the simulator (state in, the seat's view out).
 */
export type { TavernBot };
export { normalBot };

export type BotLevel = 'random' | 'normal';

export const TAVERN_BOTS: Record<Exclude<BotLevel, 'random'>, TavernBot> = { normal: normalBot };

/** A chooser for `playGame`: the seat's view goes to the bot, never the state. */
export function botChooser(level: BotLevel | Record<Seat, BotLevel>): (s: TavernState, seat: Seat, rng: Rng) => TAction {
  return (s, seat, rng) => {
    const lv = typeof level === 'string' ? level : level[seat] ?? 'random';
    if (lv === 'random') return randomAction(s, seat, rng);
    // One legal action is no decision: skip building the view.
    const legal = legalActions(s, seat);
    if (legal.length === 1) return legal[0]!;
    return TAVERN_BOTS[lv](viewFor(s, seat), legal, rng);
  };
}
