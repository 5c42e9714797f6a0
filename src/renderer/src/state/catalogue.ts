import type { StakesModeId } from '../../../shared/engine/config';
import type { Catalogue, GameSummary } from '../../../shared/host/payload';
import { platform } from './platform';

/**
 * The host's catalogue (shared/host/catalogue.ts): the games (names, player counts, variants, card notes),
 * the deck's faces, the names events use, the rules pages. Asked once, before the first screen draws
 * (App.svelte waits for it), and read synchronously from then on by the lookups (state/deck.ts,
 * ui/rulesIndex.ts). The page holds no rule of its own: what it shows about rules is the host's.
 */
let cached: Promise<Catalogue> | null = null;
let ready: Catalogue | null = null;

/** Asks the host once; a failure is forgotten so the next call asks again. */
export function loadFullCatalogue(): Promise<Catalogue> {
  cached ??= platform()
    .host.request({ type: 'catalogue' })
    .then((r) => {
      if (r.ok && r.type === 'catalogue') {
        const { ok: _ok, type: _type, ...c } = r;
        useCatalogue(c);
        return c;
      }
      cached = null;
      throw new Error(r.ok ? `Expected the catalogue, got ${r.type}` : r.error.message);
    });
  return cached;
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
