/** Rules reference for the app, summarised in our own words (the printed rulebook's text is not ours). */
export const rules = {
  id: 'jack-of-all-trades',
  name: 'Jack of All Trades',
  complexity: 'simple',
  goal: 'Your five dice are workers. Send them off to jobs so that the workers left idle add up to as little as possible.',
  play: [
    'Everyone antes.',
    'Each player rolls five dice: these are their workers.',
    'Betting Round.',
    'A card is turned up: its rank is the first job.',
    'Each player may put one worker showing that number on the job. If none match, a 6 (the Jack of All Trades) may take the job instead.',
    'Betting Round. Jobs two and three follow the same way, each with a Betting Round.',
    'A fourth job, the Last Call, is turned up: now every matching worker may go to it, or at most one 6 if none match.',
    'The lowest total of idle workers wins.',
  ],
  scoring: ['Add the dice you did not assign. Lowest total wins.'],
  tiebreaker: 'None: tied players share the pot by the Split Rule.',
  notes: [],
  variants: [
    { id: 'no-last-call', name: 'No Last Call', text: 'The fourth job takes only one worker, like the others.' },
    { id: 'hidden-fate', name: 'Hidden Fate', text: 'Workers are five secret cards instead of dice (values 1–5). The Starting Player decides, job by job, whether a card or a die sets it. A rolled 6 accepts any one worker. Assigned cards are discarded face up; a last Betting Round follows the Last Call and then hands are shown.' },
    { id: 'dragon-cards', name: 'Dragon Cards', text: 'A Dragon turned up as a job accepts any one worker, even on the Last Call. Under Hidden Fate a Dragon in hand is worth 0 and cannot be assigned.' },
  ],
};
