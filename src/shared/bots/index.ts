import type { SeatView } from '../engine/view';
import type { Action, SeatConfig } from '../engine/types';
import { rngFrom, seedRng } from '../rng';
import { randomAction } from './random';
import { playLevel } from './levels';

export { chooseGame, type GameChoice, type ChooseGameOptions } from './choose-game';

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

export type BotPolicy = (req: BotRequest) => Action;

const policies: Partial<Record<BotLevel, BotPolicy>> = {};

/** A registered policy replaces a level's built-in one (bots/levels.ts); 'random' plays random legal moves. */
export function registerBotPolicy(level: BotLevel, policy: BotPolicy): void {
  policies[level] = policy;
}

export function decide(req: BotRequest): Action {
  const policy = policies[req.level];
  if (policy) return policy(req);
  if (req.level !== 'random') return playLevel(req.view, req.level, req.personality, req.seed);
  return randomAction(rngFrom(seedRng(req.seed)), req.view.legal, req.view.betting);
}
