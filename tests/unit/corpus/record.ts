/**
 * Records the behaviour corpus (see digest.ts): `npx tsx tests/unit/corpus/record.ts [game...]`.
 *
 * It was run once on commit 67d2939, before the engine was reshaped, and its output is the reference the
 * corpus test replays. Re-running it on a later commit records that commit's behaviour instead: do that only
 * for a deliberate rule change, and say so in the commit.
 *
 * Per game, TABLES tables: a random config (2 to 8 players as the game allows, random variants, stakes, Split
 * Rule, chips and options), then up to GAMES games played to their settlement. Even seeds play uniformly
 * random legal actions (random bots fold often, so games end early); odd seeds stay in (they fold or leave
 * only when nothing else is legal and raise a sixth of the time), so the later steps and showdowns are
 * covered too.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { applyInPlace, canStartGame, legalActions, newTable, pendingSeats } from '../../../src/shared/engine/table';
import type { Action, AnyState } from '../../../src/shared/engine/types';
import { viewFor } from '../../../src/shared/engine/view';
import { playableGames } from '../../../src/shared/games/registry';
import { rngFrom, seedRng, type Rng } from '../../../src/shared/rng';
import { randomConfig } from '../../../src/shared/sim/random-table';
import { CORPUS_DIR, digestOf, type CorpusFile, type CorpusTable, type DigestSource, type Recorded } from './digest';

const TABLES = 200;
const GAMES = 3;
const MAX_ACTIONS = 5000;

const quitting = (a: Action) => a.t === 'fold' || a.t === 'leave';

function choose(s: AnyState, seat: number, rng: Rng, stayIn: boolean): Action {
  const legal = legalActions(s, seat);
  if (legal.length === 0) throw new Error(`${s.config.game}: seat ${seat} awaited with no legal action`);
  let pool = legal;
  if (stayIn) {
    const stay = legal.filter((a) => !quitting(a));
    if (stay.length > 0) pool = stay;
    const calm = pool.filter((a) => a.t !== 'raise' && a.t !== 'all-in');
    if (calm.length > 0 && rng.int(0, 5) > 0) pool = calm;
  }
  const a = pool[rng.int(0, pool.length - 1)]!;
  if (a.t === 'raise') {
    // The legal list names the least raise; any whole total up to all-in is legal too.
    const b = viewFor(s, seat).betting;
    if (b) return { t: 'raise', to: rng.int(b.minRaiseTo, b.maxRaiseTo) };
  }
  return a;
}

function recordTable(game: string, seed: number): CorpusTable {
  const def = playableGames().find((d) => d.id === game)!;
  const rng = rngFrom(seedRng(seed));
  const players = rng.int(def.players.min, def.players.max);
  const config = randomConfig(def, rng, { players });
  const stayIn = seed % 2 === 1;
  const s = newTable(config).state;
  const actions: Recorded[] = [];
  const games: CorpusTable['games'] = [];
  const done = () => {
    if (s.phase === 'over' && games.length < s.gameNo) games.push(digestOf(s as unknown as DigestSource));
  };
  done();
  for (let g = 0; g < GAMES; g++) {
    if (g > 0) {
      if (!canStartGame(s)) break;
      applyInPlace(s, 0, { t: 'next-game' });
      actions.push([0, { t: 'next-game' }]);
      done();
    }
    while (s.phase === 'playing') {
      if (actions.length > MAX_ACTIONS) throw new Error(`${game} seed ${seed}: no end after ${MAX_ACTIONS} actions`);
      const pending = pendingSeats(s);
      const seat = pending[rng.int(0, pending.length - 1)]!;
      const a = choose(s, seat, rng, stayIn);
      applyInPlace(s, seat, a);
      actions.push([seat, JSON.parse(JSON.stringify(a)) as Record<string, unknown>]);
      done();
    }
  }
  return { seed, config: JSON.parse(JSON.stringify(config)) as Record<string, unknown>, actions, games };
}

const only = process.argv.slice(2);
mkdirSync(CORPUS_DIR, { recursive: true });
for (const def of playableGames()) {
  if (only.length && !only.includes(def.id)) continue;
  const tables: CorpusTable[] = [];
  for (let i = 0; i < TABLES; i++) tables.push(recordTable(def.id, 1000 + i));
  const file: CorpusFile = { format: 1, game: def.id, recordedAt: '67d2939', tables };
  const json = JSON.stringify(file);
  const gz = gzipSync(json, { level: 9 });
  writeFileSync(`${CORPUS_DIR}${def.id}.json.gz`, gz);
  const acts = tables.reduce((t, x) => t + x.actions.length, 0);
  const played = tables.reduce((t, x) => t + x.games.length, 0);
  console.log(`${def.id.padEnd(22)} ${tables.length} tables, ${played} games, ${acts} actions, ${(json.length / 1024).toFixed(0)} KB json, ${(gz.length / 1024).toFixed(0)} KB gz`);
}
