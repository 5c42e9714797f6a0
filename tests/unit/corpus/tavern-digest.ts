import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { TavernState } from '../../../src/shared/tavern/types';

/**
 * The tavern's behaviour corpus (issue 21): seeded random tavern games (2–8 seats, Prizes on and off,
 * Appendix B on and off, every character), recorded at commit df1bfaf before the machine contract was
 * reshaped, and replayed by tavern.test.ts. A game is its config and every action taken, in order; its digest
 * names the Gold and the stats in clear and hashes where every card is (hands, decks, discards, Drink Me!
 * piles, the Drink Deck, the Prizes), so a change of a card's place, a stat or a coin shows, while a change
 * of the state's own shape (a renamed field, the events' envelope) does not.
 */
export type Recorded = [seat: number, action: Record<string, unknown>];

export interface TavernDigest {
  winners: number[];
  tie: boolean;
  version: number;
  gold: number[];
  stats: [F: number, AC: number, alive: boolean][];
  inn: number;
  pot: number;
  /** sha1 (first 16 hex digits) of every card's place, in order. */
  hash: string;
}

export interface TavernCorpusGame {
  seed: number;
  config: Record<string, unknown>;
  actions: Recorded[];
  final: TavernDigest;
}

export interface TavernCorpusFile {
  format: 1;
  recordedAt: string;
  games: TavernCorpusGame[];
}

export const TAVERN_CORPUS = fileURLToPath(new URL('./data/tavern.json.gz', import.meta.url));

export function tavernDigest(s: TavernState): TavernDigest {
  const keyed = (ids: readonly string[]) => ids.map((id) => `${id}=${s.defs[id]}`);
  const places = {
    seats: s.seats.map((p) => ({ char: p.char, hand: keyed(p.hand), deck: keyed(p.deck), discard: keyed(p.discard), gone: keyed(p.gone), pile: keyed(p.pile), prizes: keyed(p.prizes), debts: p.debts })),
    drinkDeck: keyed(s.drinkDeck),
    drinkDiscard: keyed(s.drinkDiscard),
    prizeInn: keyed(s.prizeInn),
    prizeBin: keyed(s.prizeBin),
    turn: s.turn.n,
  };
  return {
    winners: s.over?.winners ?? [],
    tie: s.over?.tie ?? false,
    version: s.version,
    gold: s.seats.map((p) => p.G),
    stats: s.seats.map((p) => [p.F, p.AC, p.alive]),
    inn: s.inn,
    pot: s.pot,
    hash: createHash('sha1').update(JSON.stringify(places)).digest('hex').slice(0, 16),
  };
}

export function readTavernCorpus(): TavernCorpusFile {
  return JSON.parse(gunzipSync(readFileSync(TAVERN_CORPUS)).toString('utf8')) as TavernCorpusFile;
}
