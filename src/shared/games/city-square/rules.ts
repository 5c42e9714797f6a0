/** Rules reference for the app, summarised in our own words (the printed rulebook's text is not ours). */
export const rules = {
  id: 'city-square',
  name: 'City Square',
  complexity: 'complex',
  goal: 'Build a 3-by-3 city over four years, placing districts so that their neighbours make them prosper.',
  play: [
    'Everyone antes.',
    'Year 1: everyone gets three cards and places them, all at the same time, into their city.',
    'Betting Round. Years 2 and 3 follow the same way, each with a Betting Round after it.',
    'Year 4: three more cards placed, then cities are scored.',
  ],
  scoring: [
    'Districts touch only side by side, never diagonally. A district may hold two cards; the top one counts. You may not stack twice on one district in the same year, and the city may never grow past 3 by 3.',
    'Merchants are Markets: each Market in your largest connected group of Markets scores 1.',
    'Ladies are Estates: 1 point for each different kind of neighbouring district, Thieves\' Guilds not counted (at most 4).',
    'Warriors are Barracks: no points themselves, but they patrol neighbouring Thieves\' Guilds.',
    "Rogues are Thieves' Guilds: unpatrolled, they make neighbouring Estates and Markets fail (count as empty). Patrolled, they score 1.",
    'Bards are Taverns: they never fail, and score 1 for each neighbouring Barracks.',
  ],
  tiebreaker: 'Color, counting the uncovered cards of the city.',
  notes: [],
  variants: [
    { id: 'dragon-cards', name: 'Dragon Cards', text: 'Dragons are Fancy Taverns: scored like Taverns, each counts as a new kind of neighbour for an Estate, and one touching your largest Market group adds 1 to it (without joining two groups).' },
    { id: 'happy-thieves', name: 'Happy Thieves', text: "A Thieves' Guild next to a Tavern counts as patrolled (a Fancy Tavern does not do this)." },
  ],
};
