import { describe, expect, it } from 'vitest';
import { RIVET_CARDS, RIVET_FACTIONS, responseIsStill } from '../../../src/shared/tavern/content/rivet';

/**
 * Rivet's deck as data (VARIANTS.md §9.3), checked against the table of the spec: four factions of five, each
 * card's three boxes with the labels the table gives. The engine does not play the Automaton yet: this is the
 * content its module will run.
 */
describe("Rivet's factions (content)", () => {
  it('four factions of five cards, every key unique', () => {
    for (const f of RIVET_FACTIONS) expect(RIVET_CARDS.filter((c) => c.faction === f.key)).toHaveLength(5);
    expect(new Set(RIVET_CARDS.map((c) => c.key)).size).toBe(20);
  });

  it("each card's Sometimes box is labelled as §9.3 says (Drink or A/S/A), its bottom Gambling or Cheating", () => {
    const label = Object.fromEntries(RIVET_CARDS.map((c) => [c.title, `${c.response.on}/${c.bottom.type}`]));
    expect(label).toEqual({
      'Halt, Troublemaker!': 'asa/gambling', 'Sweep the Floor': 'asa/gambling', 'Steam Vent': 'asa/cheating', 'Oil Change': 'drink/gambling', 'Piston Jab': 'drink/gambling',
      'On the House!': 'drink/gambling', 'Taste Test': 'drink/gambling', 'Topping Up': 'asa/cheating', 'Pour Two': 'asa/cheating', 'Mop and Bucket': 'drink/gambling',
      'Collecting for the House': 'asa/gambling', 'Loose Change': 'asa/gambling', 'Cover Charge': 'drink/cheating', 'Ledger Check': 'asa/gambling', 'Counting the Take': 'asa/gambling',
      'Shake the Cup': 'asa/gambling', 'Loaded Gear': 'drink/cheating', 'Jackpot Chime': 'asa/gambling', 'Rattle and Hum': 'asa/cheating', 'Tilt!': 'asa/gambling',
    });
  });

  it('the "(still)" responses are exactly the hit-backs of §9.3', () => {
    expect(RIVET_CARDS.filter(responseIsStill).map((c) => c.title).sort()).toEqual(
      ['Collecting for the House', 'Counting the Take', 'Halt, Troublemaker!', 'Jackpot Chime', 'Ledger Check', 'Shake the Cup', 'Steam Vent'].sort(),
    );
  });
});
