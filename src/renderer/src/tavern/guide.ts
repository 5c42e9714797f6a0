import type { GuideStep } from '../ui/guide';

/**
 * The first-tavern-game guide (issue 22.20), shown once on a player's first tavern game on this computer, skippable
 * at every step, and opened again from the table's "Guide" button (the gambling table's guide, ui/Guide.svelte,
 * with these steps). Our own words; the rules they describe are TAVERN.md's, and the Rules dialog stays the reference.
 */
export const TAVERN_GUIDE: readonly GuideStep[] = [
  {
    title: 'A night at the Red Dragon Inn',
    text: 'Each player is an adventurer spending the night in the tavern. You leave the table when you pass out or run out of Gold; the last one standing wins. Six short steps; skip whenever you like (Esc).',
  },
  {
    title: 'F, AC and Gold',
    text: 'Each plate shows its player, their character and two bars on one scale: F, your Fortitude (green), and AC, your Alcohol (amber). When your Alcohol reaches your Fortitude you pass out. The coloured gap between them is how far you are from it: the redder, the closer. Gold pays for gambling and for some cards; with none left you are broke.',
  },
  {
    title: 'Your turn, in four phases',
    text: '1. Discard and Draw: click the cards you do not want, then "Discard and draw up" (or just "Draw up"). 2. Action: play one Action card, or pass. 3. Order a Drink for another player. 4. Drink the top card of your own Drink Me! pile.',
  },
  {
    title: 'Answering a card',
    text: 'A card played goes on the stack in the middle; the top row is the one being answered. When a card of yours can answer it, it rises in your hand with a number key: click it (or press its number) and pick how to play it, or Pass (P). Point at a stack row or a plate to read it in full.',
  },
  {
    title: 'A Round of Gambling',
    text: 'A Gambling card starts a Round: everyone antes 1 Gold into the pot and its player takes control (the crown). In turn each player plays a Gambling or Cheating card to take control, or passes. When everyone else has passed, whoever controls wins the pot.',
  },
  {
    title: 'Around the table',
    text: 'The status line at the top says what each player does; Skip (S) hurries an animation or a bot. The log on the right keeps the whole night, turn by turn. How to play opens the rules, every character and the Drinks. The game is saved after every move. Cheers!',
  },
];

const KEY = 'rw.tavern-guide.done';

/** Whether the tavern guide has been seen or skipped on this computer. */
export function tavernGuideDone(): boolean {
  try {
    return typeof localStorage === 'undefined' || localStorage.getItem(KEY) === '1';
  } catch {
    return true; // no storage: never nag
  }
}

export function markTavernGuideDone(): void {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Showing it again next time is the worst that can happen.
  }
}
