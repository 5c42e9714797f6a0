import { DRAGON_IDS } from '../../cards/card';
import type { GameId } from '../../engine/types';
import type { GameHints } from '../hints';

export const GAME_HINTS: Partial<Record<GameId, GameHints>> = {
  'dragon-hunt': {
    reserved: () => [{ zone: 'hunt', ids: [...DRAGON_IDS] }],
  },
};
