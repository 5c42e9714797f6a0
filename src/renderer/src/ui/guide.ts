/**
 * The first-game guide (issue 13.14): a short walkthrough of a hand of Rogues and Warriors for a player who
 * has never played, shown once on their first table of that game, skippable at every step, and opened
 * again from the table's "Guide" button. The words are ours; the rules they describe are the game's own
 * summary (src/shared/games/rogues-and-warriors/rules.ts), which stays the reference.
 */
export interface GuideStep {
  title: string;
  text: string;
  /**
   * What the step is about, ringed on the table while it shows (issue 28.15: the card pointed at nothing):
   * your hand, the other players' hands, the controls at the bottom, the tools at the top.
   */
  spot?: readonly GuideSpot[];
}

export type GuideSpot = 'hand' | 'others' | 'dock' | 'tools';

/** A box on the table screen, in pixels from the guide's own top left corner (the table's stage). */
export interface Ring {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const GUIDE_GAME = 'rogues-and-warriors';

export const GUIDE: readonly GuideStep[] = [
  {
    title: 'Welcome to the tavern',
    text: 'Rogues and Warriors is the simplest game here: two cards each, and the best pair takes the pot. This guide walks through one hand in seven short steps. Skip it whenever you like (Esc).',
  },
  {
    title: 'Your two cards',
    spot: ['hand', 'others'],
    text: 'Your cards lie at the bottom of the table, face up for you alone ("only you see"). The other players’ cards are face down: you see their backs, they see yours.',
  },
  {
    title: 'Which pair is best',
    spot: ['hand'],
    text: 'Each rank has a number: Warrior 1, Lady 2, Bard 3, Merchant 4, Rogue 5. Add your two: the smaller the sum, the better the pair. Two Warriors beat everything; two Rogues lose to everything. On equal sums, the pair with the lower single card wins.',
  },
  {
    title: 'Betting',
    spot: ['dock'],
    text: 'Everyone antes 1 chip. In a Betting Round you check (bet nothing more), call (match the Current Bet), raise, or fold (give up the hand). The buttons are at the bottom; the keys are C, R, A (all in) and F. All in, and folding when you could check for free, ask you first.',
  },
  {
    title: 'Show one card',
    spot: ['hand'],
    text: 'After the first Betting Round everyone turns one card face up at the same moment: click the card you want to show (or its button). Then comes a second Betting Round, now that everyone has seen half of each hand.',
  },
  {
    title: 'The showdown',
    text: 'The hands still in are shown and the best pair takes the pot. A tie goes to the player with more cards of one color. The results show what each player won or lost in the game, and the pot apart.',
  },
  {
    title: 'Around the table',
    spot: ['tools'],
    text: 'History (H) lists what everyone did, as you saw it. How to play opens the rules of every game. S skips an animation or a bot’s pause. The table is saved after every move: leave and come back whenever you like. Good luck!',
  },
];

const KEY = 'rw.guide.done';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function store(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Whether the guide has been seen or skipped on this computer. */
export function guideDone(s: Store | null = store()): boolean {
  try {
    return s?.getItem(KEY) === '1';
  } catch {
    return true; // no storage: never nag
  }
}

export function markGuideDone(s: Store | null = store()): void {
  try {
    s?.setItem(KEY, '1');
  } catch {
    // Showing it again next time is the worst that can happen.
  }
}
