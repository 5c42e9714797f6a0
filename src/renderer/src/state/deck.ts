import type { CardId, Color } from '../../../shared/cards/card';
import type { CardFace } from '../../../shared/host/payload';
import { catalogueNow } from './catalogue';

/**
 * What a card id shows, read from the host's catalogue (its `deck`): the faces the table draws, the names the
 * panels and captions use, the note a tooltip adds in a game. The page knows the deck only from there.
 */
export function cardFace(id: CardId): CardFace {
  const c = catalogueNow().deck.cards[id];
  if (c === undefined) throw new RangeError(`No card has id ${id}`);
  return c;
}

/** "blue Bard (Hare)". */
export const cardName = (id: CardId): string => cardFace(id).name;

export const rankName = (rank: number): string => catalogueNow().deck.rankNames[rank] ?? `rank ${rank}`;
export const rankLetter = (rank: number): string => catalogueNow().deck.rankLetters[rank] ?? '?';
export const colorName = (color: Color): string => catalogueNow().deck.colorNames[color];

/** "blue Bard (Hare)" and what the card scores or does in this game (the game's own note), if anything. */
export function cardNote(game: string, id: CardId): { name: string; note: string | null } {
  const c = catalogueNow();
  if (!c.deck.cards[id]) return { name: 'an unknown card', note: null };
  return { name: c.deck.cards[id]!.name, note: c.games.find((g) => g.id === game)?.cardNotes[id] ?? null };
}
