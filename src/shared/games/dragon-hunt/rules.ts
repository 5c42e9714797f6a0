/** Rules reference for the app, summarised in our own words (the printed rulebook's text is not ours). */
export const rules = {
  id: 'dragon-hunt',
  name: 'Dragon Hunt',
  complexity: 'medium',
  goal: 'Assemble a varied band of hunters that matches the color of the Dragon you end up hunting.',
  play: [
    'Everyone antes. The three Dragons are set apart, shuffled, face down.',
    'Each player is dealt five cards.',
    'False Alarm: one Dragon is turned up. It is not the one you hunt.',
    'Betting Round, then each player in turn may discard and redraw up to two cards.',
    'Scouting Ahead: each player lays two of their cards face down in front of them. They still count, but cannot be exchanged any more.',
    "It's the Dragon: a second Dragon is turned up — this is the quarry.",
    'Betting Round, another discard-and-draw of up to two (scouts excluded), a last Betting Round, and then everything is shown.',
  ],
  scoring: [
    "1 point for every card of the hunted Dragon's color.",
    'Plus points for the number of different ranks you hold: 1 rank 0, 2 ranks 1, 3 ranks 3, 4 ranks 6, all 5 ranks 10.',
  ],
  tiebreaker: 'Rank: most Warriors, then Ladies, and so on.',
  notes: [],
  variants: [
    { id: 'league-of-hunters', name: 'League of Hunters', text: 'Five cards of one rank earn 7 extra points.' },
    { id: 'coat-of-arms', name: 'Coat of Arms', text: 'Five cards of one color (any color) earn 6 extra points.' },
    { id: 'noble-hunt', name: 'Noble Hunt', text: 'Each Warrior earns 2 extra points and each Lady 1.' },
    { id: 'the-meeting-place', name: 'The Meeting Place', text: 'Scouts are laid face up instead of face down.' },
    { id: 'the-forgetful-leader', name: 'The Forgetful Leader', text: 'Once laid down, you may not look at your own scouts until the end.' },
    { id: 'deadly-encounter', name: 'Deadly Encounter', text: 'You are dealt six cards and lay three scouts; one of them is discarded at random, and none of them may be looked at until the end.' },
  ],
};
