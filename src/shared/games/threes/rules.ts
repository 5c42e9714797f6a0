/** Rules reference for the app, summarised in our own words (the printed rulebook's text is not ours). */
export const rules = {
  id: 'threes',
  name: 'Threes',
  complexity: 'simple',
  goal: 'Finish with the lowest total on five kept dice. A 3 counts as nothing, which is where the name comes from.',
  play: [
    'Everyone antes.',
    'Each player rolls five dice.',
    'Each player picks one value showing and sets aside every die of that value: that is the start of their Keep. Kept dice are never rolled again.',
    'Betting Round.',
    'Everyone rolls the dice they have not kept, then again sets aside all dice of one value they choose.',
    'Betting Rounds and rolls alternate until every Keep holds five dice.',
    'The lowest Keep wins.',
  ],
  scoring: ['Add the dice in your Keep; every 3 scores 0, every other face its own value. Lowest total wins.'],
  tiebreaker: 'None: tied players share the pot by the Split Rule.',
  notes: [
    'If every die you roll shows the same value, you must keep all of them; a single die is always kept.',
    'Betting Rounds continue as long as anyone still has dice to roll; players who are done still bet.',
  ],
  variants: [
    { id: 'fools-luck', name: "Fool's Luck", text: 'A Keep with five different values beats any ordinary Keep; among several of them the higher total wins.' },
    { id: 'strength-in-numbers', name: 'Strength in Numbers', text: 'A Keep of five equal dice beats every other Keep (Fool\'s Luck included); among several, the higher total wins.' },
    { id: 'cant-win-with-nothing', name: "Can't Win With Nothing", text: 'A Keep made only of 3s loses, even under Strength in Numbers.' },
    { id: 'hidden-fate', name: 'Hidden Fate', text: 'You roll four dice and are dealt one secret card that counts as the first die of your Keep (its rank is its value; a Bard counts as a 3, so it scores nothing). A last Betting Round follows once every Keep has four dice, then the cards are shown.' },
    { id: 'dragon-cards', name: 'Dragon Cards', text: 'With Hidden Fate, a Dragon card may stand for any value from 1 to 6, declared when it is revealed (3 still scores nothing).' },
  ],
};
