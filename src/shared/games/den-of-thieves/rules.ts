/** Rules reference for the app, summarised in our own words (the printed rulebook's text is not ours). */
export const rules = {
  id: 'den-of-thieves',
  name: 'Den of Thieves',
  complexity: 'complex',
  goal: 'You run an inn. Fill it with guests who get along — and keep the thieves from robbing them.',
  play: [
    'Everyone antes.',
    'Each player is dealt seven cards.',
    'Betting Round, then each player in turn may discard and redraw up to two cards.',
    'Betting Round, then a second discard-and-draw of up to two.',
    'A last Betting Round, then hands are shown.',
  ],
  scoring: [
    'First each Warrior throws out up to two Rogues. Each Rogue left then robs one guest — a Merchant if it can, else a Lady, else a Bard — and both leave the inn.',
    'Bards: 1 point each. Ladies: 1 point each plus 1 for every Bard you hold.',
    'Merchants grow in value together: the 1st is worth 1, the 2nd and 3rd 2 each, the 4th and 5th 3 each, the 6th and 7th 4 each.',
    'Warriors: 3 points each plus 1 for every Rogue they threw out.',
    'Or declare a Den of Thieves: Warriors turn into Rogues, and every Rogue that robs nobody scores 2. The better of the two ways is taken.',
  ],
  tiebreaker: 'Rank, counting all seven cards.',
  notes: [],
  variants: [
    { id: 'strong-warriors', name: 'Strong Warriors', text: 'In a Den of Thieves, Warriors score 3 instead of 2.' },
    { id: 'dragon-cards', name: 'Dragon Cards', text: 'A Dragon in your inn wipes out your score unless it is slain by two Warriors, four Rogues, or a Warrior and two Rogues. A slain Dragon and its slayers score 12 together. All three Dragons together make the hand worth exactly 19.' },
  ],
};
