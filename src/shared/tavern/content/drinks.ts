import type { DrinkDef } from '../cards';

/**
 * The 30-card Drink Deck (TAVERN.md §7.2): 24 Drinks (+41 AC, 1.7 each) and 6 Drink Events. Names and
 * numbers are ours, valued as the books' examples (Light Ale, Dark Ale, Wine, Elven Wine, Dragon Breath Ale,
 * Mead, Pot of Tea...).
 */
export const DRINKS: DrinkDef[] = [
  { key: 'drink.small-beer', title: 'Small Beer', kind: 'drink', ac: 1 },
  { key: 'drink.small-beer-chaser', title: 'Small Beer with a Chaser', kind: 'drink', ac: 1, chaser: true },
  { key: 'drink.cellar-porter', title: 'Cellar Porter', kind: 'drink', ac: 1, f: 1 },
  { key: 'drink.cellar-porter-chaser', title: 'Cellar Porter with a Chaser', kind: 'drink', ac: 1, f: 1, chaser: true },
  { key: 'drink.house-red', title: 'House Red', kind: 'drink', ac: 2 },
  { key: 'drink.house-red-chaser', title: 'House Red with a Chaser', kind: 'drink', ac: 2, chaser: true },
  { key: 'drink.moonpetal-wine', title: 'Moonpetal Wine', kind: 'drink', ac: 3 },
  { key: 'drink.furnace-stout', title: 'Furnace Stout', kind: 'drink', ac: 4 },
  { key: 'drink.honey-mead', title: 'Honey Mead', kind: 'drink', ac: 3, selfSplit: true },
  { key: 'drink.nettle-tea', title: 'Nettle Tea', kind: 'drink', ac: -2 },
  { key: 'drink.bone-broth', title: 'Bone Broth', kind: 'drink', ac: 0, f: 2 },
  { key: 'drink.swamp-grog', title: 'Swamp Grog', kind: 'drink', ac: 2, f: -1 },
  { key: 'drink.inkwell-ale', title: 'Inkwell Ale', kind: 'drink', ac: 2, draw: 1 },
  { key: 'drink.bitter-root', title: 'Bitter Root', kind: 'drink', ac: 1, discard: 1 },
  { key: 'event.bottoms-up', title: 'Bottoms Up!', kind: 'event', event: 'bottoms-up' },
  { key: 'event.innkeepers-round', title: "Innkeeper's Round", kind: 'event', event: 'innkeeper' },
  { key: 'event.brawl', title: 'Brawl Breaks Out', kind: 'event', event: 'brawl' },
  { key: 'event.dice-on-the-bar', title: 'Dice on the Bar', kind: 'event', event: 'dice' },
];

/** How many of each go into the deck. */
export const DRINK_DECK: { key: string; count: number }[] = [
  { key: 'drink.small-beer', count: 3 },
  { key: 'drink.small-beer-chaser', count: 2 },
  { key: 'drink.cellar-porter', count: 2 },
  { key: 'drink.cellar-porter-chaser', count: 1 },
  { key: 'drink.house-red', count: 3 },
  { key: 'drink.house-red-chaser', count: 2 },
  { key: 'drink.moonpetal-wine', count: 2 },
  { key: 'drink.furnace-stout', count: 2 },
  { key: 'drink.honey-mead', count: 2 },
  { key: 'drink.nettle-tea', count: 1 },
  { key: 'drink.bone-broth', count: 1 },
  { key: 'drink.swamp-grog', count: 1 },
  { key: 'drink.inkwell-ale', count: 1 },
  { key: 'drink.bitter-root', count: 1 },
  { key: 'event.bottoms-up', count: 2 },
  { key: 'event.innkeepers-round', count: 2 },
  { key: 'event.brawl', count: 1 },
  { key: 'event.dice-on-the-bar', count: 1 },
];
