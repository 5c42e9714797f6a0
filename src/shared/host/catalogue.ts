import { CARDS, COLOR_NAMES, describeCard, formatCard, isMammal, RANK_LETTERS, RANK_NAMES } from '../cards/card';
import { stakesModesFor } from '../engine/config';
import { cardNote } from '../games/card-notes';
import { COLORS, hordeName, predictionName, RANKS } from '../games/dragon-hordes/hordes';
import { playableGames } from '../games/registry';
import { RULES, TABLE_RULES } from '../games/rules-pages';
import { leaderName, WHEEL } from '../games/the-wheel/scoring';
import type { Catalogue, DeckCatalogue, GameSummary, Terms } from './payload';

/** The playable games as the lobby and the night's chooser show them (names, variants, options, card notes). */
export function gameSummaries(): GameSummary[] {
  return playableGames().map((d) => ({
    id: d.id,
    name: d.name,
    complexity: d.complexity,
    players: d.players,
    summary: d.summary,
    shares: d.shares,
    stakes: stakesModesFor(d, []),
    variants: d.variants.map((v) => ({
      id: v.id,
      name: v.name,
      description: v.description,
      requiresShares: v.requiresShares,
      ...(stakesModesFor(d, [v.id]).length < stakesModesFor(d, []).length ? { stakes: stakesModesFor(d, [v.id]) } : {}),
      excludes: v.excludes,
      requires: v.requires,
      notInTavern: v.notInTavern,
    })),
    options: (d.options ?? []).map((o) => ({ ...o })),
    // A card's note says what it does in the game, whatever the variants (tests/unit/host/catalogue.test.ts).
    cardNotes: CARDS.map((c) => cardNote(d.id, c.id).note),
  }));
}

/** The deck as printed, from the one module that defines it (cards/card.ts). */
export function deckCatalogue(): DeckCatalogue {
  return {
    cards: CARDS.map((c) => ({ ...c, mammal: isMammal(c.id), notation: formatCard(c.id), name: describeCard(c.id) })),
    rankNames: [...RANK_NAMES],
    rankLetters: [...RANK_LETTERS],
    colorNames: { ...COLOR_NAMES },
  };
}

/** The names events use for things they name by id, each from the game that names it. */
export function terms(): Terms {
  const predictions: Record<string, string> = {};
  for (const color of [undefined, ...COLORS])
    for (const rank of [undefined, ...RANKS]) {
      if (color === undefined && rank === undefined) continue;
      predictions[`${color ?? ''}${rank ?? ''}`] = predictionName({ ...(color ? { color } : {}), ...(rank ? { rank } : {}) });
    }
  return {
    hordes: Object.fromEntries([...COLORS, ...RANKS].map((h) => [String(h), hordeName(h)])),
    predictions,
    leaders: Object.fromEntries(WHEEL.map((l) => [l, leaderName(l)])),
  };
}

/**
 * Everything the page shows about the rules that no view carries (payload.ts `Catalogue`): asked once by the
 * page, which imports only types from src/shared.
 */
export function catalogue(): Catalogue {
  return { games: gameSummaries(), deck: deckCatalogue(), terms: terms(), rules: { games: structuredClone(RULES), table: structuredClone(TABLE_RULES) } };
}
