/** Rules reference for the app, summarised in our own words (the printed rulebook's text is not ours). */
export const rules = {
  id: 'spy-network',
  name: 'Spy Network',
  complexity: 'medium',
  goal: 'Build the longest chain of spies, each one rank above or below the next, ideally in a single color.',
  play: [
    'Everyone antes.',
    'Each player is dealt seven cards.',
    'Betting Round, then each player in turn may discard and redraw up to two cards.',
    'Betting Round, then a second discard-and-draw of up to two.',
    'A last Betting Round, then hands are shown.',
  ],
  scoring: [
    'Your network is the longest line you can lay out where neighbours differ in rank by exactly one (ranks do not wrap from Rogue to Warrior).',
    'Score its length plus the number of cards of its most common color. Cards outside the network score nothing.',
  ],
  tiebreaker: 'Rank, counting every card in hand.',
  notes: [],
  variants: [
    { id: 'friends-in-high-places', name: 'Friends in High Places', text: 'Each Warrior or Lady in your hand adds a point, inside the network or not.' },
    { id: 'hiding-in-plain-sight', name: 'Hiding in Plain Sight', text: 'You hold five cards and two dice that act as ranks without color. At each exchange you may swap up to two cards, reroll one or both dice, or swap one card and reroll one die.' },
    { id: 'dragon-cards', name: 'Dragon Cards', text: 'A Dragon is wild and can take any rank (it keeps its color); it never earns the Friends in High Places point.' },
  ],
};
