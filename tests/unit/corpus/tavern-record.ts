/**
 * Records the tavern corpus (tavern-digest.ts): `npx tsx tests/unit/corpus/tavern-record.ts`.
 *
 * Recorded once at df1bfaf, before issue 21 reshaped the host and the protocol; tavern.test.ts replays it.
 * Re-recorded on branch k23 (issue 23.6): the balance data changed numbers of Tamsin's and Vess's decks, which
 * the recorded games drew, so they no longer replay; recorded again with the same seeds, now over all eight
 * characters. Re-recorded again on branch q23 (issue 23.6, the lead's Gold ruling): the Tip at 3 G, Grusk's new
 * card and the copies and group effects changed every deck the games draw. Re-recorded on branch b23 (issue 23.6):
 * Vess's Paper Cut and copies changed. Re-recorded on branch bal-s13: Pell's Finder's Fee (each other player). Re-run it only for a deliberate rule or
 * content change, and say so in the commit.
 *
 * GAMES games: seed i draws 2–8 seats (cycling the counts, so every count is covered), characters so that
 * every character sits in every few games, Prizes on odd seeds, Appendix B on every third seed, then plays
 * uniformly random legal actions (the simulator's own randomAction) to the end.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { playableCharacters } from '../../../src/shared/tavern/content/catalog';
import { playGame, randomTavernConfig, seededRng } from '../../../src/shared/tavern/random';
import type { TavernConfig } from '../../../src/shared/tavern/types';
import { TAVERN_CORPUS, tavernDigest, type TavernCorpusGame } from './tavern-digest';

const GAMES = 320;

export function corpusConfig(i: number): TavernConfig {
  const rng = seededRng(0x7c0 + i);
  const players = 2 + (i % 7);
  const base = randomTavernConfig(rng, players, i % 3 === 0);
  const chars = playableCharacters();
  // Every character in turn, from a rotating start, so each sits in every count of seats.
  const seats = base.seats.map((_, k) => ({ char: chars[(i + k) % chars.length]!.key }));
  return { ...base, seats, prizes: i % 2 === 1 };
}

const games: TavernCorpusGame[] = [];
let acts = 0;
for (let i = 0; i < GAMES; i++) {
  const config = corpusConfig(i);
  const { state, log } = playGame(config, seededRng(0x5eed + i));
  acts += log.length;
  games.push({ seed: i, config: config as unknown as Record<string, unknown>, actions: log as never, final: tavernDigest(state) });
}
const json = JSON.stringify({ format: 1, recordedAt: 'k23 (issue 23.6 balance data, on e1916bd)', games });
const gz = gzipSync(json, { level: 9 });
mkdirSync(dirname(TAVERN_CORPUS), { recursive: true });
writeFileSync(TAVERN_CORPUS, gz);
console.log(`${games.length} tavern games, ${acts} actions, ${(json.length / 1024).toFixed(0)} KB json, ${(gz.length / 1024).toFixed(0)} KB gz`);
