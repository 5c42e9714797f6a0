import { describe, expect, it } from 'vitest';
import { CARDS } from '../../../src/shared/cards/card';
import { parseCard } from '../../../src/shared/cards/notation';
import { cardNote } from '../../../src/shared/games/card-notes';
import { playableGames } from '../../../src/shared/games/registry';

/** Issue 13.16: a card's tooltip names it and says what it scores in this game, from shared data. */
describe('what a card scores in each game', () => {
  it('names every card in every game, and its note is one sentence', () => {
    for (const def of playableGames()) {
      for (const c of CARDS) {
        const { name, note } = cardNote(def.id, c.id);
        expect(name.length).toBeGreaterThan(3);
        if (note !== null) {
          expect(note, `${def.id} ${name}`).toMatch(/^[A-Z].*[.!]$/);
          expect(note).not.toMatch(/undefined|NaN|null/);
        }
      }
    }
  });

  it('follows each game\'s scoring lines', () => {
    const bard = parseCard('bB.hare');
    expect(cardNote('rogues-and-warriors', bard).note).toMatch(/Rank 3 \(Bard = 3\)/);
    expect(cardNote('kings-council', bard).note).toBe('Scores 2 if the King is a Bard, 1 if he is blue, 1 if he is a mammal: up to 4.');
    expect(cardNote('city-square', parseCard('gM.owl')).note).toMatch(/^Becomes a Market/);
    expect(cardNote('city-square', parseCard('gL.owl')).note).toMatch(/^Becomes an Estate/);
    // The Wheel: the Lady's Leader sits between the Bard and the Rogue.
    expect(cardNote('the-wheel', parseCard('rL.wolf')).note).toMatch(/1 if the Bard or Rogue Leader wins/);
    expect(cardNote('delve', parseCard('rW.wolf')).note).toBe('A Warrior adventurer defeats any monster.');
    expect(cardNote('streets-of-greyport', parseCard('bM.wren')).note).toBe('Shipped in a one-color Cart, scores 4 (Merchant).');
    expect(cardNote('threes', bard).note).toBeNull();
    expect(cardNote('rogues-and-warriors', 9999).name).toBe('an unknown card');
  });
});
