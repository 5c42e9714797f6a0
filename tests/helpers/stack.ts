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

/**
 * Puts exactly these cards into these zones (notation), taking them from the deck. The named zones' old
 * cards go back to the deck first, so swapping hands between named zones works; a card held in a zone
 * not named is refused.
 */
export function setZones(s: AnyState, wanted: Record<string, string>): void {
  for (const name of Object.keys(wanted)) {
    const z = s.zones[name];
    if (!z) throw new Error(`setZones: no zone ${name}`);
    s.deck.push(...z.cards);
    z.cards = [];
  }
  const inPlay = new Set<CardId>();
  for (const zz of Object.values(s.zones)) for (const id of zz.cards) inPlay.add(id);
  for (const id of s.discard) inPlay.add(id);
  for (const [name, list] of Object.entries(wanted)) {
    const ids = cards(list, inPlay);
    for (const id of ids) s.deck.splice(s.deck.indexOf(id), 1);
    s.zones[name]!.cards = ids;
  }
}

/** Puts exactly these cards into one zone (see setZones). */
export function setZone(s: AnyState, name: string, list: string): CardId[] {
  setZones(s, { [name]: list });
  return [...s.zones[name]!.cards];
}
