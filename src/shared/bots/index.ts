import type { SeatView } from '../engine/view';
import type { Action, SeatConfig } from '../engine/types';
import { rngFrom, seedRng } from '../rng';
import { randomAction } from './random';
import { playLevel } from './levels';

export { chooseGame } from './choose-game';

/**
 * The one entry every caller uses to ask a bot for a decision. A bot is given a seat's view only (never the
 * state) and a seed, so its decision is reproducible and can not depend on hidden cards.
 */
export type BotLevel = NonNullable<SeatConfig['level']>;

export interface BotRequest {
  view: SeatView;
  level: BotLevel;
  personality: NonNullable<SeatConfig['personality']>;
  seed: number;
}

/** A level's policy (bots/levels.ts); 'random' plays random legal moves. */
export function decide(req: BotRequest): Action {
  if (req.level !== 'random') return playLevel(req.view, req.level, req.personality, req.seed);
  return randomAction(rngFrom(seedRng(req.seed)), req.view.legal, req.view.betting);
}
