/** Rules reference for the app, summarised in our own words (the printed rulebook's text is not ours). */
export const rules = {
  id: 'dragon-hordes',
  name: 'Dragon Hordes',
  complexity: 'medium',
  goal: 'Guess the next card and claim the coins piled on the Hordes: one per color (the Dragons) and one per rank (the Grey cards).',
  play: [
    'Set out the five Grey cards and the three Dragons as Horde cards.',
    'Setup: each player in turn reveals a card and puts 1 coin on the Dragon Horde of its color and 1 on the Grey Horde of its rank.',
    'On your turn, roll two dice. Doubles: take every coin on the three Dragon Hordes (if they are empty, take everything and the game ends). Otherwise put 1 coin on the Grey Horde of each number rolled; a 6 puts a coin on a Dragon Horde of your choice.',
    'Then pass, or predict a color, a rank, or both, and reveal the top card.',
    'A right color takes its Dragon Horde; a right rank takes its Grey Horde. A wrong guess adds a coin to each Horde you named.',
    'Half right on a two-part guess: take half (rounded down) of the matching Horde and move the rest onto the Horde you missed.',
    'Play continues clockwise until every Horde is empty.',
  ],
  scoring: ['No pot and no showdown: you keep what you take from the Hordes.'],
  tiebreaker: 'None needed.',
  notes: ['You may not name an empty Horde.', 'A player who runs out may borrow at once under Adventurer\'s Choice.'],
  variants: [{ id: 'double-double', name: 'Double Double', text: 'After rolling doubles and emptying the Dragon Hordes, you take another turn.' }],
};
