/** Rules reference for the app, summarised in our own words (the printed rulebook's text is not ours). */
export const rules = {
  id: 'kings-council',
  name: "King's Council",
  complexity: 'simple',
  goal: 'Gather five advisors who resemble the King as closely as possible: same rank, same color, same kind of animal.',
  play: [
    'Everyone antes.',
    'Each player is dealt five cards.',
    'The top card of the deck is turned up: this is the King, shared by everyone.',
    'Betting Round.',
    'In turn order, each player may discard up to two cards and draw as many.',
    'Betting Round, then a second chance to discard and draw up to two.',
    'A last Betting Round, then hands are shown.',
  ],
  scoring: [
    'Each card earns 2 points for matching the King\'s rank, 1 point for matching his color, and 1 point for being the same kind of animal (bird or mammal).',
    'One card can earn in all three ways, up to 4 points. Highest hand total wins.',
  ],
  tiebreaker: 'Color: the player with more cards of one single color wins.',
  notes: ['Wolf, Horse and Hare are mammals; Hawk, Owl and Wren are birds.'],
  variants: [
    { id: 'foreign-council', name: 'Foreign Council', text: 'A hand that scores exactly zero beats every other hand.' },
    { id: 'dragon-cards', name: 'Dragon Cards', text: "Dragons join the deck. The Dragon of the King's color is worth 5 points, the other two 3 each. A Dragon turned up as the King is thrown out and replaced." },
  ],
};
