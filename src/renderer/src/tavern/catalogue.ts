import type { TavernCatalogue } from '../../../shared/host/tavern-catalogue';
import { platform } from '../state/platform';

/**
 * The tavern's catalogue as the page keeps it (shared/host/tavern-catalogue.ts): asked of the host once, with
 * the games' catalogue, and cached. The tavern's lobby, rules and table wait for it before they draw
 * (`loadTavernCatalogue`); the words and animators then read it at once (`tavernCatalogue`). The page decides
 * no rule: every title, text, Chaser, game name and refusal comes from here.
 */
let cached: TavernCatalogue | null = null;
let asked: Promise<TavernCatalogue> | null = null;

export function loadTavernCatalogue(): Promise<TavernCatalogue> {
  if (cached) return Promise.resolve(cached);
  asked ??= platform()
    .host.request({ type: 'catalogue' })
    .then((r) => {
      if (r.ok && r.type === 'catalogue') return useTavernCatalogue(r.tavern);
      asked = null;
      throw new Error(r.ok ? `Expected the catalogue, got ${r.type}` : r.error.message);
    });
  return asked;
}

/** The catalogue as loaded; empty until then (a title then reads as its key, never as a rule made up here). */
export function tavernCatalogue(): TavernCatalogue {
  return cached ?? EMPTY;
}

/** Whether the catalogue has arrived. */
export const tavernCatalogueLoaded = (): boolean => cached !== null;

/** Keeps a catalogue (the host's answer; tests hand it the host's own). */
export function useTavernCatalogue(c: TavernCatalogue): TavernCatalogue {
  cached = c;
  return c;
}

const EMPTY: TavernCatalogue = { characters: [], cards: {}, drinks: {}, drinkDeck: [], games: [], cellarStock: [], variants: [], appendixB: [], splitRules: [], rivet: { factions: [], trackMax: 6 } };
