import type { CardId } from '../../src/shared/cards/card';
import { cards } from '../../src/shared/cards/notation';
import type { AnyState } from '../../src/shared/engine/types';

/**
 * Stacks the deck for a test: the listed cards (notation) are drawn next, first listed first. They are
 * taken out of wherever they are in the deck; cards already in play elsewhere are refused, so a stacked
 * test can never hold two copies of one card.
 */
export function stackDeck(s: AnyState, list: string): CardId[] {
  const inPlay = new Set<CardId>();
  for (const z of Object.values(s.zones)) for (const id of z.cards) inPlay.add(id);
  for (const id of s.discard) inPlay.add(id);
  const wanted = cards(list, inPlay);
  const rest = s.deck.filter((id) => !wanted.includes(id));
  if (rest.length + wanted.length !== s.deck.length) throw new Error(`stackDeck: some of "${list}" are not in the deck`);
  s.deck = [...rest, ...[...wanted].reverse()];
  return wanted;
}

/** Puts exactly these cards into a zone, taking them from the deck (the zone's old cards go back to the deck). */
export function setZone(s: AnyState, name: string, list: string): CardId[] {
  const z = s.zones[name];
  if (!z) throw new Error(`setZone: no zone ${name}`);
  s.deck.push(...z.cards);
  z.cards = [];
  const inPlay = new Set<CardId>();
  for (const zz of Object.values(s.zones)) for (const id of zz.cards) inPlay.add(id);
  for (const id of s.discard) inPlay.add(id);
  const wanted = cards(list, inPlay);
  for (const id of wanted) {
    const i = s.deck.indexOf(id);
    if (i < 0) throw new Error(`setZone: ${list} is not available in the deck`);
    s.deck.splice(i, 1);
  }
  z.cards = wanted;
  return wanted;
}
