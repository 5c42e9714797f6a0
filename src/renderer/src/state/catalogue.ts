import type { StakesModeId } from '../../../shared/engine/config';
import type { GameSummary } from '../../../shared/host/protocol';
import { platform } from './platform';

/** The games the host can play (names, player counts, variants), asked once and shared by the night screens. */
let cached: Promise<GameSummary[]> | null = null;

export function loadCatalogue(): Promise<GameSummary[]> {
  cached ??= platform()
    .host.request({ type: 'catalogue' })
    .then((r) => {
      if (r.ok && r.type === 'catalogue') return r.games;
      cached = null;
      throw new Error(r.ok ? `Expected the catalogue, got ${r.type}` : r.error.message);
    });
  return cached;
}

/** A game's name from the catalogue, or its id made readable. */
export function gameName(games: readonly GameSummary[], id: string): string {
  return games.find((g) => g.id === id)?.name ?? id.replace(/-/g, ' ');
}

/** The stakes a game can be played for with these variants: the catalogue's, narrowed by each chosen variant. */
export function stakesAllowed(game: Pick<GameSummary, 'stakes' | 'variants'>, variants: readonly string[]): StakesModeId[] {
  let modes = game.stakes;
  for (const v of game.variants) if (v.stakes && variants.includes(v.id)) modes = modes.filter((m) => v.stakes!.includes(m));
  return modes;
}

/** Played for Shares only (no Betting Rounds), by the game or by a variant. */
export const sharesOnly = (modes: readonly StakesModeId[]): boolean => modes.length === 1 && modes[0] === 'shares';
