import { stakesModesFor } from '../engine/config';
import { playableGames } from '../games/registry';
import type { GameSummary } from './payload';

/** The playable games as the lobby and the night's chooser show them (names, variants, options). */
export function catalogue(): GameSummary[] {
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
  }));
}
