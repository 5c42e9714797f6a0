import { rules as cityS } from './city-square/rules';
import { rules as delve } from './delve/rules';
import { rules as den } from './den-of-thieves/rules';
import { rules as doubler } from './doublerogue/rules';
import { rules as hordes } from './dragon-hordes/rules';
import { rules as hunt } from './dragon-hunt/rules';
import { rules as plunder } from './heroes-plunder/rules';
import { rules as jack } from './jack-of-all-trades/rules';
import { rules as council } from './kings-council/rules';
import { rules as rw } from './rogues-and-warriors/rules';
import { rules as spy } from './spy-network/rules';
import { rules as streets } from './streets-of-greyport/rules';
import { rules as wheel } from './the-wheel/rules';
import { rules as kingdoms } from './three-kingdoms/rules';
import { rules as threes } from './threes/rules';

/**
 * The rules pages, in our own words: each game's summary (`<id>/rules.ts`) in the order the Rules panel lists
 * them, and the pages every game shares. The host hands them to the page in its catalogue (host/catalogue.ts),
 * so the screens show rules without holding any.
 */

/** The shape every `src/shared/games/<id>/rules.ts` follows. */
export interface GameRules {
  id: string;
  name: string;
  complexity: string;
  goal: string;
  play: string[];
  scoring: string[];
  tiebreaker: string;
  notes: string[];
  variants: { id: string; name: string; text: string }[];
}

export const RULES: GameRules[] = [rw, threes, council, jack, doubler, kingdoms, hordes, delve, spy, hunt, den, cityS, wheel, plunder, streets];

/** A page every game shares: a title and its lines. */
export interface TableRulesPage {
  title: string;
  lines: string[];
}

/** The rules every game shares (the rulebook's general pages and appendices), in our own words. */
export const TABLE_RULES: TableRulesPage[] = [
  {
    title: 'The deck',
    lines: [
      'Ninety cards in six animal sets. Each set has 1 Warrior, 2 Ladies, 3 Bards, 4 Merchants and 5 Rogues, so lower ranks are rarer.',
      'Red holds Wolf and Hawk, green Horse and Owl, blue Hare and Wren: one mammal and one bird per color.',
      'Each color has its pattern down the card edge: red diagonal lines, blue circles, green waves.',
      'Three Dragons (one per color, no animal) join only when a variant says so. Five Grey cards are tools for The Wheel and Dragon Hordes.',
    ],
  },
  {
    title: 'Betting Rounds',
    lines: [
      'Every game starts with an ante of 1. A Betting Round starts at a Current Bet of 0 with the Starting Player and goes clockwise.',
      'On your turn: check (when there is nothing to match), call (match the Current Bet), raise (make it higher) or fold (leave the game and your chips in the pot).',
      'The round ends once everyone still in has matched the Current Bet. If only one player is left, they win at once.',
      'Minimum raise (optional, on by default): a raise adds at least as much as the previous raise.',
      'Table Stakes: you can only bet what you had at the start of the game. Going all in for less creates side pots that only the players who paid into them can win; what nobody could match comes back.',
    ],
  },
  {
    title: 'Playing for Shares',
    lines: [
      'The ante (one Share) is the only bet and Betting Rounds are skipped. The best places split the pot: with 2 players the winner takes 2 Shares; 3 players 2/1; 4 players 3/1; 5 players 3/2; 6 or more: 2nd gets 2, 3rd gets 1, 1st the rest.',
      'Ties combine and split the prizes of the places they cover, rounded down; leftovers go to next game\'s winner.',
    ],
  },
  {
    title: 'Ties and Split Rules',
    lines: [
      'Rank tiebreaker: most Dragons, then most Warriors, Ladies, Bards, Merchants, Rogues. Color tiebreaker: the biggest single-color group wins. Every card you hold counts unless a game says otherwise.',
      "Still tied? Merchant's Rule splits the pot evenly and leaves any odd chips for the next game. King's Rule: only the tied players play the same game again, without ante. Commoner's Rule: everyone antes and plays it again.",
      'The Starting Player acts first and moves one seat clockwise after each game.',
    ],
  },
];
