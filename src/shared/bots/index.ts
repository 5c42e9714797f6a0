import type { SeatView } from '../engine/view';
import type { Action, SeatConfig } from '../engine/types';
import { rngFrom, seedRng } from '../rng';
import { randomAction } from './random';

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

/** Bot levels register here (bots/levels.ts); an unregistered level plays random legal moves. */
export function registerBotPolicy(level: BotLevel, policy: BotPolicy): void {
  policies[level] = policy;
}

export function decide(req: BotRequest): Action {
  const policy = policies[req.level];
  if (policy) return policy(req);
  return randomAction(rngFrom(seedRng(req.seed)), req.view.legal, req.view.betting);
}
