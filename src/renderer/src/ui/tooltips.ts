import type { CardId } from '../../../shared/cards/card';
import type { Seat } from '../../../shared/engine/types';
import type { SeatView } from '../../../shared/engine/view';
import { cardNote } from '../state/deck';
import { cardMarkWords } from '../table/gdata';

/**
 * The words of a tooltip over the table (issue 13.16): a card's name and what it scores in this game (the
 * game's card notes, from the host's catalogue), the meaning of a badge on it, or a seat's plate and
 * its marks. Only what the view already shows is put in words.
 */
export interface Tip {
  title: string;
  lines: string[];
}

export function cardTip(v: SeatView, id: CardId | null): Tip {
  if (id === null) return { title: 'A face-down card', lines: ['Hidden from you.'] };
  const { name, note } = cardNote(v.game, id);
  const lines: string[] = [];
  if (note) lines.push(note);
  // What the mark on the card means (coins on a Horde, a Leader's strength): the game's words, from the view.
  const words = cardMarkWords(v, id);
  if (words) lines.push(words);
  return { title: name.charAt(0).toUpperCase() + name.slice(1), lines };
}

export function seatTip(v: SeatView, seat: Seat): Tip {
  const lines = [`${v.stacks[seat] ?? 0} chips in front of ${seat === v.seat ? 'you' : 'them'}.`];
  if (v.phase === 'playing' && v.startingPlayer === seat) lines.push('S: the Starting Player, who acts first this game.');
  if (v.phase === 'playing' && v.pending.includes(seat)) lines.push('Glowing: the table waits for this player\'s decision.');
  if (v.folded[seat]) lines.push('Folded: out of this game.');
  else if (v.phase === 'playing' && !v.inGame[seat]) lines.push('Sitting out this game (could not ante).');
  if (v.kinds[seat] === 'bot') lines.push('A bot.');
  return { title: seat === v.seat ? `${v.names[seat]} (you)` : (v.names[seat] ?? `Seat ${seat + 1}`), lines };
}
