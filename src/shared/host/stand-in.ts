import { mix } from '../bots/rand';
import type { Seat } from '../engine/types';
import { botAction } from '../night/bots';
import type { Night } from '../night/types';
import { rngFrom, seedRng } from '../rng';
import { botChooser } from '../tavern';
import type { TavernGame } from '../tavern/game';
import type { AnyState } from '../engine/types';
import { tableBotAction, tableBotSeed } from './machines/table';

/**
 * A stand-in (issue 27.5): when a player's connection to a network host dropped and the others would rather not
 * wait, a bot plays that human seat until the player comes back. The decision is the kind's own bot's, at the
 * "normal" level, reproducible from the game's seed and version like every bot of the host; it is sent through
 * the host's one door as that seat's action (`act`), so it is checked, saved and shown exactly as a person's.
 * The seat stays a human seat: its view is the player's again the moment they rejoin.
 */
export function standInAction(kind: string, state: unknown, seat: Seat): unknown {
  switch (kind) {
    case 'table': {
      const s = state as AnyState;
      return tableBotAction(s, seat, tableBotSeed(s, seat));
    }
    case 'night':
      // The night's bot reads only the seat's own view of the table, and chooses a game or borrows as a bot does.
      return botAction(state as Night, seat);
    case 'tavern': {
      // The machine's own `decide` passes for any human seat (its stops did not fire); a stand-in plays the hand.
      const g = state as TavernGame;
      const rng = rngFrom(seedRng(mix(g.setup.seed, g.state.version * 8 + seat)));
      return botChooser('normal')(g.state, seat, rng);
    }
    default:
      throw new Error(`No stand-in plays at a machine of the kind ${kind}`);
  }
}
