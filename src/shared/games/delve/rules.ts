/** Rules reference for the app, summarised in our own words (the printed rulebook's text is not ours). */
export const rules = {
  id: 'delve',
  name: 'Delve',
  complexity: 'medium',
  goal: 'Your cards are adventurers and dice are monsters. Defeat as many monsters as you can, as efficiently as you can.',
  play: [
    'Everyone antes.',
    'Each player is dealt seven cards.',
    'Scout: two common dice are rolled in the middle.',
    'Betting Round.',
    'Recruit: each player in turn may discard and redraw up to two cards.',
    'Explore: each player rolls two dice of their own.',
    'Betting Round.',
    'Delve: three more common dice are rolled.',
    'Betting Round, then hands are shown.',
  ],
  scoring: [
    'You face seven monsters: the five common dice and your own two. Each adventurer fights one monster.',
    "An adventurer beats a monster whose number is equal to or higher than the card's rank (a Warrior beats anything, a Rogue only a 5 or a 6).",
    'Most monsters defeated wins. Common monsters can be defeated by every player.',
  ],
  tiebreaker: 'Least Overkill (the die value minus the adventurer\'s rank, summed over your defeated monsters), then Color.',
  notes: [],
  variants: [
    { id: 'specialists-required', name: 'Specialists Required', text: 'Your own two monsters only fall to an exact match (no Overkill); a 6 can never be matched. Common monsters work as usual.' },
    { id: 'dragon-cards', name: 'Dragon Cards', text: 'A Dragon is wild: it defeats any monster with no Overkill.' },
  ],
};
