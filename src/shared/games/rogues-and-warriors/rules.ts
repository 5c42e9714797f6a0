/** Rules reference for the app, summarised in our own words (the printed rulebook's text is not ours). */
export const rules = {
  id: 'rogues-and-warriors',
  name: 'Rogues and Warriors',
  complexity: 'simple',
  goal: 'Hold the best pair of two cards. Rarer ranks make better pairs: two Warriors beat everything, two Rogues lose to everything.',
  play: [
    'Everyone antes.',
    'Each player is dealt two cards, face down.',
    'Betting Round.',
    'At the same moment, everyone turns one of their two cards face up.',
    'Betting Round.',
    'Hands are shown and the best pair takes the pot.',
  ],
  scoring: [
    'Pairs are ranked by adding the two rank numbers (Warrior 1 … Rogue 5): the smaller the sum, the better the pair.',
    'When two pairs have the same sum, the one holding the lower single card is better. So the order runs WW, WL, WB, LL, WM, LB, WR, LM, BB, LR, BM, BR, MM, MR, RR.',
  ],
  tiebreaker: 'Color: the player with more cards of one single color wins.',
  notes: [],
  variants: [
    { id: 'dragon-cards', name: 'Dragon Cards', text: 'Dragons go into the deck. A Dragon copies the rank of your other card, and two Dragons are the best hand of all. Between equal pairs, one that uses a Dragon wins before the color tiebreaker.' },
    { id: 'exchange', name: 'Exchange', text: 'After the second Betting Round, each player in turn may throw away their face-down card for a fresh one; then there is a third Betting Round before the showdown.' },
    { id: 'rank-and-class', name: 'Rank and Class', text: 'Of your two cards you may look at only one. The other is held facing out, so everybody except you can see it. With Exchange you may swap either card, and a replacement for the unseen one stays unseen by you.' },
  ],
};
