/** Rules reference for the app, summarised in our own words (the printed rulebook's text is not ours). */
export const rules = {
  id: 'doublerogue',
  name: 'Doublerogue',
  complexity: 'simple',
  goal: 'Push your luck and be the last player standing — without ever showing two Rogues face up.',
  play: [
    'Each player gets three cards in hand and one more face up in front of them.',
    'Each round, everyone still in antes 1.',
    'Once around the table, starting with whoever shows the rarest card, each player chooses: Hit, Defend or Fold.',
    'Hit: turn the top card of the deck face up in front of you. A second face-up Rogue costs you the penalty (5) and puts you out.',
    'Defend: turn a non-Rogue card from your hand face up. You cannot Defend with only Rogues left.',
    'Fold: leave the game.',
    'Rounds repeat until one player remains: they take the pot.',
  ],
  scoring: ['No showdown: the last player left wins everything in the pot.'],
  tiebreaker: 'The first to act each round is the player with the rarest face-up card; ties look at the next rarest, then turn order.',
  notes: ['The repeated antes are the heart of the game, so it cannot be played for Shares.'],
  variants: [
    { id: 'royal-sampler', name: 'Royal Sampler', text: 'Showing a Warrior, a Lady, a Bard, a Merchant and a Rogue wins at once.' },
    { id: 'rogues-bounty', name: "Rogue's Bounty", text: 'Change the penalty for two Rogues: higher rewards care, lower invites risk.' },
    { id: 'dragon-cards', name: 'Dragon Cards', text: 'Dragons join the deck as ordinary non-Rogue cards; being rarest, a face-up Dragon acts first.' },
    { id: 'doubledragon', name: 'Doubledragon', text: 'Two face-up Dragons win at once.' },
  ],
};
