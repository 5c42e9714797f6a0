import type { Seat, TEvent } from '../../../shared/tavern/types';
import { cueFor, type Cue } from './cues';

/**
 * Which sound a tavern event makes, as `viewer` saw it (-1: the public view of a hotseat table). Pure, like
 * `cueFor`: it listens to the events and decides nothing. Only what a player should notice makes a sound:
 * a card played, a Drink poured onto a pile or drunk, Gold moving, a hit, a character leaving the table, a
 * Round's start, the win. The many quiet bookkeeping events (phases, windows, draws, resolutions) are silent
 * so that a bot's turn does not chatter.
 */
export function tavernCueFor(e: TEvent, viewer: Seat): Cue | null {
  switch (e.t) {
    case 'cardPlayed':
    case 'iou':
    case 'prizeUsed':
      return 'card';
    case 'cardNegated':
      return 'fold';
    case 'drinkOrdered':
      return 'pour';
    case 'drinkRevealed':
      return 'gulp';
    case 'goldMoved':
      return e.n > 0 ? 'chips' : null;
    case 'statChanged':
      // A hit: Fortitude going down. Alcohol going up already sounded as the Drink was drunk.
      return e.stat === 'F' && e.to < e.from ? 'knock' : null;
    case 'rolled':
      return 'dice';
    case 'roundStarted':
    case 'roundPassed':
      // A rap on the table: a Round starting, a player passing their Round turn.
      return 'knock';
    case 'leftRound':
      return 'fold';
    case 'eliminated':
      return e.why === 'passed-out' ? 'thud' : 'fold';
    case 'turn':
      return e.seat === viewer ? 'turn' : null;
    case 'won':
      // The public screen (or a bots-only table) cheers any winner; a seat hears its own win or loss.
      if (viewer < 0) return 'win';
      return e.seats.includes(viewer) ? 'win' : 'lose';
    case 'hosted': {
      // An Appendix B Round sounds as the standalone game does, from the viewer's place at that table.
      const me = e.seats.indexOf(viewer);
      return cueFor(e.ev, me);
    }
    default:
      return null;
  }
}
