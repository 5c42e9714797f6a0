import { cardDef } from './content/catalog';
import type { CardId, Seat, TavernState } from './types';

/**
 * Where a seat's card goes when it is discarded (from the hand, or played and resolved): its owner's
 * discards, but a Loot card goes to the spent loot (it never joins the main deck, TAVERN.md §7.4 Pell).
 * An owner out of the game: out with them.
 */
export function discardTo(s: TavernState, seat: Seat, card: CardId): void {
  const st = s.seats[seat]!;
  if (!st.alive) st.gone.push(card);
  else if (st.spent && cardDef(s.defs[card]!).loot) st.spent.push(card);
  else st.discard.push(card);
}
