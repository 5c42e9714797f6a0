import type { GameDef } from '../engine/game';
import { registerGames } from '../engine/games';
import type { GameId } from '../engine/types';
import { roguesAndWarriors } from './rogues-and-warriors';
import { threes } from './threes';
import { jackOfAllTrades } from './jack-of-all-trades';
import { threeKingdoms } from './three-kingdoms';
import { spyNetwork } from './spy-network';
import { dragonHunt } from './dragon-hunt';
import { kingsCouncil } from './kings-council';
import { doublerogue } from './doublerogue';
import { delve } from './delve';
import { dragonHordes } from './dragon-hordes';
import { denOfThieves } from './den-of-thieves';
import { citySquare } from './city-square';
import { theWheel } from './the-wheel';
import { heroesPlunder } from './heroes-plunder';
import { streetsOfGreyport } from './streets-of-greyport';

/** Every game the engine can play, by id. A game joins the lobby, the simulator and the bench by being listed here. */
export const GAMES: Partial<Record<GameId, GameDef>> = {
  'rogues-and-warriors': roguesAndWarriors,
  threes,
  'jack-of-all-trades': jackOfAllTrades,
  'three-kingdoms': threeKingdoms,
  'spy-network': spyNetwork,
  'dragon-hunt': dragonHunt,
  'kings-council': kingsCouncil,
  doublerogue,
  delve,
  'dragon-hordes': dragonHordes,
  'den-of-thieves': denOfThieves,
  'city-square': citySquare,
  'the-wheel': theWheel,
  'heroes-plunder': heroesPlunder,
  'streets-of-greyport': streetsOfGreyport,
};

// The engine looks games up by id but may not import them (they import the engine): it is handed this list.
registerGames(GAMES);

export const playableGames = (): GameDef[] => Object.values(GAMES) as GameDef[];
