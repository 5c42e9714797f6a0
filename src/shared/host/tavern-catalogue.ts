import { RIVET_CARDS, RIVET_FACTIONS, RIVET_TRACK, rivetCardDef } from '../tavern/content/rivet';
import { gameDef } from '../engine/table';
import { SPLIT_RULE_NAMES } from '../engine/setup';
import { CHARACTER_CARDS } from '../tavern/content/characters';
import { CHARACTER_CARDS_2 } from '../tavern/content/characters2';
import { CELLAR_DRINKS, CELLAR_STOCK } from '../tavern/content/cellar-stock';
import { DRINK_DECK, DRINKS } from '../tavern/content/drinks';
import { variantWords, type VariantWords } from '../tavern/variants/words';
import { PRIZES } from '../tavern/content/prizes';
import { tableCharacters } from '../tavern/content/catalog';
import { MAGDA_ALL_CARDS } from '../tavern/content/magda';
import { refuseChoice, TAVERN_GAMES, variantSets } from '../tavern/hosted';
import { cardText, drinkShort, drinkText, drinkTotal, mechanicText, playedText } from '../tavern/text';
import type { Mechanic } from '../tavern/cards';

/**
 * The tavern's catalogue (issue 21.5): everything the tavern's screens show about its rules that is not in a
 * view — who the characters are, every card's and Drink's title and text (generated from the card data by
 * tavern/text.ts), and the games Appendix B allows with their variant sets and the refusals of the sets it
 * does not — asked once with the games' catalogue (`{ type: 'catalogue' }`, its `tavern` field). The page
 * caches it and decides no rule of its own.
 */
export interface TavernCatalogue {
  characters: TavernCharacterInfo[];
  /** Every character card and Prize by key (a view names a card by its key in `cards`). */
  cards: Record<string, TavernCardInfo>;
  /** Every Drink and Drink Event by key. */
  drinks: Record<string, TavernDrinkInfo>;
  /** The Drink Deck: each Drink's key and how many copies it holds, in the deck's order. */
  drinkDeck: { key: string; count: number }[];
  /** The games a Round may be under Appendix B (TAVERN.md §5), in the registry's order. */
  games: TavernGameInfo[];
  /** What the Bar Deck adds to the Drink Deck's cards (Cellar Stock, VARIANTS.md §9.4). */
  cellarStock: { key: string; count: number }[];
  /** The tavern variants (VARIANTS.md): each one's words, player counts, and whether this version plays it. */
  variants: VariantWords[];
  /**
   * Appendix B's rules in our own words (TAVERN.md §5), one paragraph each: the Rules dialog's Appendix B tab
   * (issue 22.11) reads them here, so the page holds no rule text of its own about a hosted Round.
   */
  appendixB: string[];
  /**
   * What each Split Rule does to a tied Round under Appendix B (issue 22.11): the Rules dialog's tab for the
   * Round's game marks the one chosen with these words, so the page says no rule of its own.
   */
  splitRules: { id: 'merchant' | 'king' | 'commoner'; name: string; text: string }[];
  /** The Automaton's factions by key and the top of his two tracks (his cards are in `cards`, by key). */
  rivet: { factions: { key: string; title: string }[]; trackMax: number };
}

export interface TavernCharacterInfo {
  key: string;
  name: string;
  /** Who they are, in a line. */
  title: string;
  /** Their personal rules, one sentence each (mechanicText). */
  rules: string[];
  /** Their deck: each card's key and count (the card's words are in `cards`). */
  deck: { key: string; count: number }[];
  /** A side deck their mechanic brings (Pell's Loot Sack), as the deck; empty for most. */
  side: { key: string; count: number }[];
  /**
   * What their plate shows of a mechanic with something on the table (issue 23.4), with its sizes: the Oven's
   * track of Heat, companions in play, face-down Plots, the Loot Sack. Null for the first four (their IOUs and
   * memories are drawn from the view as before). The numbers themselves come in each seat's view.
   */
  board: TavernBoardInfo | null;
  /** A villain (VARIANTS.md §9.2: Magda), who alone may play a Boss Deck; absent for the others. */
  villain?: boolean;
  /** A villain's Boss cards (shuffled into her deck when she plays her Boss Deck), as the deck. */
  bossDeck?: { key: string; count: number }[];
}

export type TavernBoardInfo =
  | { kind: 'oven'; max: number; perTurn: number }
  | { kind: 'companions'; max: number }
  | { kind: 'plots'; max: number }
  | { kind: 'loot'; size: number };

export interface TavernCardInfo {
  title: string;
  /** The whole text: its types line, each mode, its protection. */
  text: string;
  /** Each mode's kind of play ("action", "sometimes", ...), in the card's order: a two-mode card's buttons name it. */
  modes: string[];
  /** Each mode's own text (text.ts `playedText`), in the card's order: what a played card does, for its stack row and prompt (issue 22.2). */
  modeTexts: string[];
  /** A card of a mechanic's own (issue 23): a companion stays in play, a Plot is laid face down, Loot lives in the Sack. */
  family?: 'companion' | 'plot' | 'loot';
  /** The modes (by index) that aim at a player's companion in play rather than at the player (Net and Sack). */
  atCompanion?: number[];
}

export interface TavernDrinkInfo {
  title: string;
  text: string;
  kind: 'drink' | 'event';
  /** A Drink with a Chaser: the next card of the same source is drunk with it. */
  chaser: boolean;
  /** What it does to the drinker in one short line (text.ts `drinkTotal`: "+3 AC +1 F", "+1 AC, draw 1"); '' for an Event or a Drink without any. */
  total: string;
  /** Its effect in short, specials included ("+2 AC, with a Chaser"; an Event's line): text.ts `drinkShort`. */
  short: string;
}

export interface TavernGameInfo {
  id: string;
  name: string;
  summary: string;
  /** What a Gambling or Cheating card's special may alter in it (the game's own note), if it says. */
  alters: string | null;
  /** Every variant of the game by id, with its name. */
  variants: { id: string; name: string }[];
  /** Every variant set the tavern accepts (hosted.ts `variantSets`). */
  sets: string[][];
  /**
   * Every other set of its variants, each with the sentence that refuses it (`refuseChoice`). The allowed
   * games seat 2 to 8 and none has a check of its own, so the sentence does not depend on the Round's size.
   */
  refused: { variants: string[]; why: string }[];
}

/** Appendix B in our own words (TAVERN.md §5): what changes when a Round of Gambling is played as a gambling game. */
const APPENDIX_B_RULES: readonly string[] = [
  'When the lobby turns Appendix B on, whoever starts a Round of Gambling may play it as one of the gambling games of the other tables (with its variants and a Split Rule), or as a plain Round. Everyone antes 1 Gold into the pot as in any Round.',
  'The chosen game is dealt to the players in the Round. Where that game would have a Betting Round there is a card pass instead: from the starter, each player still in plays one Gambling or Cheating card, or passes. There are no bets and no folding by choice; leaving the Round is folding.',
  'A card played in a pass does what its text says, except taking control. When it resolves its player takes a special: after a Gambling card, reroll one of your dice or look at the top card and perhaps swap it for one of yours; after a Cheating card, set one of your dice or look at the top three cards and perhaps swap one in.',
  "The last player still in wins at once; otherwise the game's showdown decides. A tie is settled by the Split Rule chosen with the game (by default the tied players share the pot and the remainder goes to the Inn).",
];

/** The Split Rules in a hosted Round (hosted.ts finishTable; Commoner's in the tavern is our ruling, RULINGS.md). */
const SPLIT_RULES: TavernCatalogue['splitRules'] = (
  [
    ['merchant', "a tie shares the tavern's pot evenly among the tied players; the remainder goes to the Inn."],
    ['king', 'a tie is played again by the tied players only, without a new ante.'],
    ['commoner', 'a tie is played again by everyone still in the Round, each anteing again.'],
  ] as const
).map(([id, text]) => ({ id, name: SPLIT_RULE_NAMES[id], text }));

let made: TavernCatalogue | null = null;

/** The tavern's catalogue, made once from the content (it never changes while the host runs). */
export function tavernCatalogue(): TavernCatalogue {
  made ??= build();
  return made;
}

function build(): TavernCatalogue {
  const cards: Record<string, TavernCardInfo> = {};
  for (const c of [...CHARACTER_CARDS, ...CHARACTER_CARDS_2, ...MAGDA_ALL_CARDS, ...PRIZES, ...RIVET_CARDS.map(rivetCardDef)]) {
    const family = c.companion ? 'companion' : c.plot ? 'plot' : c.loot ? 'loot' : null;
    const atCompanion = c.modes.flatMap((m, i) => ((m.targets ?? []).some((t) => t.t === 'companion-owner') ? [i] : []));
    cards[c.key] = { title: c.title, text: cardText(c), modes: c.modes.map((m) => String(m.when.type)), modeTexts: c.modes.map((_, i) => playedText(c, i)), ...(family ? { family } : {}), ...(atCompanion.length ? { atCompanion } : {}) };
  }
  const drinks: Record<string, TavernDrinkInfo> = {};
  for (const d of [...DRINKS, ...CELLAR_DRINKS]) {
    const total = d.kind === 'drink' ? drinkTotal(d) : '';
    drinks[d.key] = { title: d.title, text: drinkText(d), kind: d.kind, chaser: d.kind === 'drink' && !!d.chaser, total, short: drinkShort(d) };
  }
  return {
    // The eight, then Magda Blackcask, our villain (VARIANTS.md §9.2): any seat may play her; the Boss variants seat her.
    characters: tableCharacters().map((ch) => ({ key: ch.key, name: ch.name, title: ch.blurb, rules: ch.mechanics.map(mechanicText), deck: ch.deck.filter((x) => x.count > 0).map((x) => ({ ...x })),
      side: ch.mechanics.flatMap((m) => (m.kind === 'loot' ? m.cards.map((x) => ({ ...x })) : [])),
      board: boardOf(ch.mechanics),
      ...(ch.villain ? { villain: true, bossDeck: (ch.bossDeck ?? []).map((x) => ({ ...x })) } : {}),
    })),
    cards,
    drinks,
    drinkDeck: DRINK_DECK.map((x) => ({ ...x })),
    games: TAVERN_GAMES.map((id) => gameInfo(id)),
    cellarStock: CELLAR_STOCK.map((x) => ({ ...x })),
    variants: variantWords(),
    appendixB: [...APPENDIX_B_RULES],
    splitRules: SPLIT_RULES.map((r) => ({ ...r })),
    rivet: { factions: RIVET_FACTIONS.map((f) => ({ key: f.key, title: f.title })), trackMax: RIVET_TRACK.max },
  };
}

/** The plate's part of a character's mechanics (the first one with something on the table). */
function boardOf(mechanics: Mechanic[]): TavernBoardInfo | null {
  for (const m of mechanics) {
    switch (m.kind) {
      case 'oven':
        return { kind: 'oven', max: m.max, perTurn: m.perTurn };
      case 'companions':
      case 'plots':
        return { kind: m.kind, max: m.max };
      case 'loot':
        return { kind: 'loot', size: m.cards.reduce((t, c) => t + c.count, 0) };
    }
  }
  return null;
}

function gameInfo(id: (typeof TAVERN_GAMES)[number]): TavernGameInfo {
  const d = gameDef(id);
  const all = d.variants.map((v) => v.id);
  const sets = variantSets(id);
  const ok = new Set(sets.map((s) => s.join(',')));
  const refused: TavernGameInfo['refused'] = [];
  for (let mask = 0; mask < 1 << all.length; mask++) {
    const variants = all.filter((_, i) => (mask >> i) & 1);
    if (ok.has(variants.join(','))) continue;
    refused.push({ variants, why: refuseChoice({ game: id, variants, split: 'merchant' }, 2) ?? 'Not offered in the tavern.' });
  }
  return {
    id,
    name: d.name,
    summary: d.summary,
    alters: d.tavern?.note ?? null,
    variants: d.variants.map((v) => ({ id: v.id, name: v.name })),
    sets: sets.map((s) => [...s]),
    refused,
  };
}
