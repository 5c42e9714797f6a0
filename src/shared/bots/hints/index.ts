import type { GameId } from '../../engine/types';
import type { GameHints } from '../hints';
import { delveHints, dragonHordesHints, dragonHuntHints, threeKingdomsHints } from './medium';
import { doublerogueHints, jackHints, kingsCouncilHints, roguesAndWarriorsHints, threesHints } from './simple';

/**
 * CPU microseconds per unit of work, measured with Normal bots' own decisions on the team's (busy) 2-core
 * machine: `npx tsx src/cli/bench-bots.ts --only none --timed 60 --calibrate`.
 */
const UNIT_COST: Partial<Record<GameId, number>> = {
  'rogues-and-warriors': 27,
  threes: 9,
  'jack-of-all-trades': 8,
  'three-kingdoms': 27,
  'spy-network': 20,
  'dragon-hunt': 18,
  'kings-council': 19,
  doublerogue: 10,
  delve: 41,
  'dragon-hordes': 10,
  'den-of-thieves': 24,
  'city-square': 46,
  'the-wheel': 23,
  'heroes-plunder': 14,
  'streets-of-greyport': 11,
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
