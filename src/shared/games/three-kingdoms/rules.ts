/** Rules reference for the app, summarised in our own words (the printed rulebook's text is not ours). */
export const rules = {
  id: 'three-kingdoms',
  name: 'Three Kingdoms',
  complexity: 'medium',
  goal: 'Three colors are at war. Shared War Cards show which kingdom is winning; hold cards of the winning side.',
  play: [
    'Everyone antes.',
    'Each player is dealt seven cards.',
    'Three War Cards are turned up in the middle.',
    'Betting Round, then each player in turn may discard and redraw up to two cards.',
    'Two more War Cards are turned up (five in all). Betting Round, then another discard-and-draw of up to two.',
    'One last War Card is turned up; if all three colors are still tied, a seventh follows.',
    'A final Betting Round, then hands are shown.',
  ],
  scoring: [
    "A color's War Value starts at the rank of its best (lowest-numbered) War Card, its General, and drops by 1 for every other War Card of that color, but never below 1. Lower is stronger; a color with no War Cards cannot win.",
    'Equal values of 1: a color holding a Warrior wins. Other equal values: a color with a single War Card beats a larger one. Otherwise they stay tied.',
    'In your hand, cards of the winning color score 2 each, cards of the runner-up 1 each, the third color nothing.',
    'Two colors tied for the win: both score 1 per card. A tie for second: only the winner scores (2 per card).',
  ],
  tiebreaker: 'Rank: most Warriors, then Ladies, and so on.',
  notes: [],
  variants: [
    { id: 'dragon-cards', name: 'Dragon Cards', text: 'A Dragon in hand scores nothing but adds 1 point to every card of its color in your hand. As a War Card it counts like a Rogue, yet lets its color go down to 0; among equal War Values, a color with a Dragon wins first.' },
  ],
};
