/** Rules reference for the app, summarised in our own words (the printed rulebook's text is not ours). */
export const rules = {
  id: 'streets-of-greyport',
  name: 'Streets of Greyport',
  complexity: 'complex',
  goal: 'Load goods into your Cart and ship them to your Warehouse before the Rogues rob you.',
  play: [
    'Everyone antes (this game is always played for Shares).',
    'The game lasts 12 rounds with 2–4 players, 9 with 5–6, and 6 with 7–8.',
    'Each round, every player in turn either Stocks or Ships.',
    'Stock: draw three cards and show any Rogues in front of you. Three or more Rogues showing means you are Robbed: lose those Rogues, your hand and your Cart. Otherwise you may load non-Rogue cards into your Cart; the rest are discarded face up.',
    'Your Cart holds one color only; you may empty it at any time to switch color.',
    'Ship: discard your face-up Rogues and move the whole Cart into your Warehouse as one shipment, safe for good.',
    'After the last round every Cart is shipped and Warehouses are shown.',
  ],
  scoring: ['Add up the ranks in your Warehouse (Warrior 1 … Merchant 4). A shipment that mixed colors or held a Rogue scores your Warehouse 0.'],
  tiebreaker: 'Most cards in the Warehouse, then Color.',
  notes: ['Discards are face up in this game.', 'No Betting Rounds: Playing for Shares is required.'],
  variants: [
    { id: 'dragon-cards', name: 'Dragon Cards', text: 'A Dragon counts as three Rogues: drawing one robs you at once.' },
    { id: 'caravan-guards', name: 'Caravan Guards', text: 'Warriors of any color may ride in your Cart. When you Stock, a Warrior from hand or Cart may cancel a revealed Rogue (or a Dragon, which then goes to your Warehouse as a 6-point trophy).' },
    { id: 'protection-racket', name: 'Protection Racket', text: 'Rogues of your Cart\'s color may be loaded instead of shown. They score nothing; Rogues of one color in your Warehouse make only that color score, Rogues of several colors make it score 0.' },
  ],
};
