import type { GameId } from '../../engine/types';
import type { GameHints } from './types';

export type { GameHints } from './types';
import { delveHints, dragonHordesHints, dragonHuntHints, threeKingdomsHints } from './medium';
import { doublerogueHints, jackHints, kingsCouncilHints, roguesAndWarriorsHints, threesHints } from './simple';

/**
 * CPU microseconds per unit of work, measured with Normal bots' own decisions on the team's 2-core machine
 * when it was quiet, plus a quarter for safety: `npx tsx src/cli/bench-bots.ts --only none --timed 100
 * --calibrate`. Remeasure when a game's engine code gets much faster or slower.
 */
const UNIT_COST: Partial<Record<GameId, number>> = {
  'rogues-and-warriors': 16,
  threes: 6,
  'jack-of-all-trades': 8,
  'three-kingdoms': 19,
  'spy-network': 16,
  'dragon-hunt': 14,
  'kings-council': 12,
  doublerogue: 7,
  delve: 34,
  'dragon-hordes': 6,
  'den-of-thieves': 19,
  'city-square': 33,
  'the-wheel': 15,
  'heroes-plunder': 8,
  'streets-of-greyport': 6,
};

const OWN: Partial<Record<GameId, GameHints>> = {
  'rogues-and-warriors': roguesAndWarriorsHints,
  threes: threesHints,
  'jack-of-all-trades': jackHints,
  'kings-council': kingsCouncilHints,
  doublerogue: doublerogueHints,
  'three-kingdoms': threeKingdomsHints,
  'dragon-hordes': dragonHordesHints,
  delve: delveHints,
  'dragon-hunt': dragonHuntHints,
};

/** The hints by game; a game missing here is played by the generic bot alone. */
export const GAME_HINTS: Partial<Record<GameId, GameHints>> = Object.fromEntries(
  [...new Set([...Object.keys(OWN), ...Object.keys(UNIT_COST)])].map((id) => [id, { ...OWN[id as GameId], unitCost: UNIT_COST[id as GameId] }]),
);

/** For a game not measured yet: on the slow side. */
export const DEFAULT_UNIT_COST = 20;

export function hintsFor(game: GameId): GameHints {
  return GAME_HINTS[game] ?? {};
}
