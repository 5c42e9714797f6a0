/**
 * Records the behaviour corpus (see digest.ts): `npx tsx tests/unit/corpus/record.ts [game...]`.
 *
 * It was first run on commit 67d2939, before the engine was reshaped; its output today was recorded by this
 * recorder on main at 0a66ad5 (the code before the reshape was re-applied on top of main's later rule
 * changes), and is the reference the corpus test replays. Re-running it on a later commit records that
 * commit's behaviour instead: do that only for a deliberate rule change, and say so in the commit.
 *
 * Per game, TABLES tables: a random config (2 to 8 players as the game allows, random variants, stakes, Split
 * Rule, chips and options), then up to GAMES games played to their settlement. Even seeds play uniformly
 * random legal actions (random bots fold often, so games end early); odd seeds stay in (they fold or leave
 * only when nothing else is legal and raise a sixth of the time), so the later steps and showdowns are
 * covered too.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { playableGames } from '../../../src/shared/games/registry';
import { CORPUS_DIR, type CorpusFile, type CorpusTable } from './digest';
import { recordTable } from './play';

const TABLES = 200;

const only = process.argv.slice(2);
mkdirSync(CORPUS_DIR, { recursive: true });
for (const def of playableGames()) {
  if (only.length && !only.includes(def.id)) continue;
  const tables: CorpusTable[] = [];
  for (let i = 0; i < TABLES; i++) tables.push(recordTable(def.id, 1000 + i));
  const file: CorpusFile = { format: 1, game: def.id, recordedAt: '0a66ad5', tables };
  const json = JSON.stringify(file);
  const gz = gzipSync(json, { level: 9 });
  writeFileSync(`${CORPUS_DIR}${def.id}.json.gz`, gz);
  const acts = tables.reduce((t, x) => t + x.actions.length, 0);
  const played = tables.reduce((t, x) => t + x.games.length, 0);
  console.log(`${def.id.padEnd(22)} ${tables.length} tables, ${played} games, ${acts} actions, ${(json.length / 1024).toFixed(0)} KB json, ${(gz.length / 1024).toFixed(0)} KB gz`);
}
