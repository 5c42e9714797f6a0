/** Rules reference for the app, summarised in our own words (the printed rulebook's text is not ours). */
export const rules = {
  id: 'heroes-plunder',
  name: "Heroes' Plunder",
  complexity: 'complex',
  goal: 'Share out the loot after a quest by drafting: keep a card, pass the rest, and build valuable sets.',
  play: [
    'Everyone antes (this game is always played for Shares).',
    'Each player gets eight cards.',
    'Everyone keeps one card face down in their Loot Pile and passes the rest to the left.',
    'When only two cards are passed to you, keep one and discard the other.',
    'Deal eight more and draft again, passing to the right. After both drafts each Loot Pile holds 14 cards.',
    'Loot Piles are shown and scored.',
  ],
  scoring: [
    'A Rank Set is as many cards of one rank as its number: 1 Warrior, 2 Ladies, 3 Bards, 4 Merchants, 5 Rogues. Each card in a Rank Set scores 1.',
    'Leftover cards of a rank that do not complete a set cost 1 point per rank (not per card).',
    'In a rank where you completed a set, each red + blue + green trio of that rank is a Color Set worth 3 more.',
  ],
  tiebreaker: 'Rank: most Warriors, then Ladies, and so on.',
  notes: ['No Betting Rounds: Playing for Shares is required.'],
  variants: [
    { id: 'dragon-cards', name: 'Dragon Cards', text: 'A Dragon cannot be in a Rank Set but can complete a Color Set of any rank, as a card of its color. It never costs a point.' },
    { id: 'three-dragons', name: 'Three Dragons', text: 'After the reveal, the red Dragon steals a card from a rival\'s incomplete set, the green Dragon acts as a green card of any rank (even in a Rank Set), and the blue Dragon lets Color Sets mix ranks.' },
  ],
};
