/** Rules reference for the app, summarised in our own words (the printed rulebook's text is not ours). */
export const rules = {
  id: 'the-wheel',
  name: 'The Wheel',
  complexity: 'complex',
  goal: 'Five Leaders compete on the Wheel. Strengthen the one whose cards you hold — but every card you play there leaves your hand.',
  play: [
    'The five Grey cards form the Wheel, clockwise: Warrior, Merchant, Bard, Lady, Rogue.',
    'Everyone antes and is dealt seven cards. Three cards are set aside face down as the Clock.',
    'In turn order, each player draws a card and then plays one card to the Wheel.',
    'A Clock card is revealed and added to the spoke one step clockwise from its own rank.',
    'Betting Round. This repeats until the Clock is empty (three Betting Rounds), then hands are shown.',
  ],
  scoring: [
    "A card goes on its own rank's Leader (a Companion, +2 strength) or on one of that Leader's two neighbours (an Ally, +1).",
    'The strongest Leader wins; ties go to the lower rank number.',
    "In hand, cards of the winning Leader's rank score 2, cards of its two neighbours' ranks score 1.",
  ],
  tiebreaker: 'Color, between players only.',
  notes: [],
  variants: [
    { id: 'dragon-cards', name: 'Dragon Cards', text: 'A Dragon may be played on any spoke for +3. A Dragon revealed from the Clock is discarded. Dragons in hand score nothing.' },
    { id: 'multiple-successive-games', name: 'Multiple Successive Games', text: 'After each game the strongest Leader is marked; nothing may be played on a marked Leader. Markers are cleared every third game.' },
    { id: 'the-unwound-clock', name: 'The Unwound Clock', text: 'Played for Shares only, with a Clock of players + 1 cards. On your turn draw, then either play a card, or discard one face up and place a Clock card wherever it may legally go. The game ends when the Clock runs out.' },
  ],
};
