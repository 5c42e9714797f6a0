import type { GameRules, TableRulesPage } from '../../../shared/games/rules-pages';
import { catalogueNow } from '../state/catalogue';

/** The rules pages come in the host's catalogue (shared/games/rules-pages.ts): every game's, in the panel's order. */
export const gameRules = (): readonly GameRules[] => catalogueNow().rules.games;

/** The pages every game shares (the rulebook's general pages and appendices, in our own words). */
export const tableRules = (): readonly TableRulesPage[] => catalogueNow().rules.table;

export function rulesFor(id: string): GameRules | undefined {
  return gameRules().find((r) => r.id === id);
}

/**
 * The table a "How to play" was opened from (issue 28.4): its game, its setup in words (variants, Split Rule,
 * stakes: engine/setup.ts) and the variants in play, so the rules page says what this table plays with.
 */
export interface ThisTable {
  game: string;
  setup: string;
  variants: readonly string[];
  /** The box's title and the mark on a variant in play: "This table" unless said (a tavern Round says "This Round"). */
  title?: string;
  tag?: string;
}
