/**
 * The variants' tables (VARIANTS.md §1): which variant a table plays, how many players each seats, and which
 * combinations the rules forbid. One function, `variantTableProblem`, answers "may this table be set up?" with
 * the sentence a player reads, or null; the lobby's schema (game.ts) and the engine's config check (setup.ts)
 * both ask it, so a bad table is refused at create and never reaches the engine.
 *
 * Pure data and checks: no engine imports, so the lobby's page can read the same list of variants.
 */

/** The table variants (the Bar Deck is not one of them: it combines with every table, VARIANTS.md §1). */
export const VARIANT_KINDS = ['automaton', 'two-headed', 'boss', 'two-headed-boss', 'leaders'] as const;
export type VariantKind = (typeof VARIANT_KINDS)[number];

export interface VariantInfo {
  kind: VariantKind;
  title: string;
  /** The player counts the table allows (Rivet is not a player here: he takes no seat of the lobby). */
  players: number[];
  /** The sentence a table of another size is refused with. */
  wrongCount: string;
  /** Whether the engine plays it yet. A variant it does not play is refused at create, never half-played. */
  built: boolean;
}

export const VARIANTS: Record<VariantKind, VariantInfo> = {
  automaton: {
    kind: 'automaton',
    title: 'The Automaton (Rivet)',
    players: [2],
    wrongCount: 'The Automaton game needs exactly 2 players: Rivet is the third.',
    built: true,
  },
  'two-headed': {
    kind: 'two-headed',
    title: 'Two-Headed Dragon',
    players: [4, 6, 8],
    wrongCount: 'Two-Headed Dragon needs an even number of players, 4 to 8.',
    built: true,
  },
  boss: {
    kind: 'boss',
    title: 'Boss Battle',
    players: [3, 4, 5],
    wrongCount: 'Boss Battle needs 3 to 5 players: the Boss and 2 to 4 Challengers.',
    built: true,
  },
  'two-headed-boss': {
    kind: 'two-headed-boss',
    title: 'Two-Headed Boss Battle',
    players: [4, 6, 8],
    wrongCount: 'Two-Headed Boss Battle needs an even number of players, 4 to 8.',
    built: true,
  },
  leaders: {
    kind: 'leaders',
    title: 'Leaders and Lackeys',
    players: [4, 6, 8],
    wrongCount: 'Leaders and Lackeys needs an even number of players, 4 to 8.',
    built: true,
  },
};

export function isVariantKind(v: unknown): v is VariantKind {
  return typeof v === 'string' && (VARIANT_KINDS as readonly string[]).includes(v);
}

/** What a table asks for, as far as the variants' rules look at it. */
export interface VariantTable {
  variant?: string | null;
  players: number;
  appendixB?: boolean;
  barDeck?: boolean;
}

/**
 * Why this table cannot be set up, as a sentence, or null. Order: an unknown variant, a variant not built yet,
 * the player count, then the forbidden combinations (Appendix B with the Automaton: VARIANTS.md §1's ruling).
 * Prizes and the Bar Deck combine with every table (book), so they are never refused.
 */
export function variantTableProblem(t: VariantTable): string | null {
  if (t.variant === undefined || t.variant === null) return null;
  if (!isVariantKind(t.variant)) return `There is no tavern variant called "${t.variant}".`;
  const info = VARIANTS[t.variant];
  if (!info.players.includes(t.players)) return info.wrongCount;
  if (t.variant === 'automaton' && t.appendixB) return "Appendix B cannot be played with the Automaton: Rivet has no way to play a gambling game's dice or hands.";
  if (!info.built) return `${info.title} is not playable in this version yet: choose the base game (with Prizes, Appendix B or the Bar Deck if you like).`;
  return null;
}
