import type { StakesModeId } from '../../../shared/engine/config';
import type { Catalogue, GameSummary } from '../../../shared/host/payload';
import boot from 'virtual:rw-boot-data';

/**
 * The host's catalogue (shared/host/catalogue.ts): the games (names, player counts, variants, card notes),
 * the deck's faces, the names events use, the rules pages. Asked once, before the first screen draws
 * (App.svelte waits for it), and read synchronously from then on by the lookups (state/deck.ts,
 * ui/rulesIndex.ts). The page holds no rule of its own: what it shows about rules is the host's.
 */
let cached: Promise<Catalogue> | null = null;
let ready: Catalogue | null = null;

/**
 * The host's catalogue. The page is built with it (`virtual:rw-boot-data`, made at build time by the host's own
 * `catalogue()`: scripts/boot-data.ts, checked equal by tests/unit/renderer/boot-data.test.ts), so the lobby draws
 * without waiting for the host's worker to start and answer (issue 28.13). A catalogue installed before (the
 * renderer's unit tests install the host's) is kept.
 */
export function loadFullCatalogue(): Promise<Catalogue> {
  if (!cached) useCatalogue(boot.catalogue);
  return cached!;
}

/** The games the host can play, asked once and shared by the lobbies and the night screens. */
export function loadCatalogue(): Promise<GameSummary[]> {
  return loadFullCatalogue().then((c) => c.games);
}

/** Installs a catalogue as loaded (the loader above; unit tests give the host's own `catalogue()`). */
export function useCatalogue(c: Catalogue): void {
  ready = c;
  cached ??= Promise.resolve(c);
}

/** The loaded catalogue. Screens draw only after it is loaded, so its absence here is a bug, said as one. */
export function catalogueNow(): Catalogue {
  if (!ready) throw new Error('The catalogue was read before the host sent it (App.svelte loads it before any screen draws).');
  return ready;
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
