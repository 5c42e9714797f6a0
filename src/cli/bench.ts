import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { applyInPlace, canStartGame, newTable } from '../shared/engine/table';
import { playableGames } from '../shared/games/registry';
import { rngFrom, seedRng } from '../shared/rng';
import { playRandomGame, randomConfig } from '../shared/sim/random-table';
import type { GameDef } from '../shared/engine/game';
import { spliceBench } from './bench-doc';

/**
 * `npm run bench`: engine speed (complete games per second with random legal bots, one core) for every
 * playable game, then the bots' decision times and strength when the bots module provides them. The
 * results are written into docs/BENCHMARKS.md between their markers (bench-doc.ts), the rest of the file
 * kept. Speed is measured here, never asserted in a test.
 */
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '2' },
    players: { type: 'string', default: '4' },
    out: { type: 'string', default: 'docs/BENCHMARKS.md' },
    'no-bots': { type: 'boolean', default: false },
    'no-tavern': { type: 'boolean', default: false },
    /** Extra arguments for the tavern's benchmark, e.g. --tavern-args="--strength-pairs 100 --hard-pairs 100". */
    'tavern-args': { type: 'string', default: '' },
    game: { type: 'string' },
  },
});

interface Row {
  game: string;
  games: number;
  seconds: number;
  perSecond: number;
  actionsPerGame: number;
}

function benchGame(def: GameDef, seconds: number, players: number): Row {
  const rng = rngFrom(seedRng(12345));
  const n = Math.max(def.players.min, Math.min(players, def.players.max));
  let games = 0;
  let actions = 0;
  // CPU time, not wall time: the rate is the engine's, whatever else the machine is doing.
  const cpu0 = process.cpuUsage();
  const cpuSeconds = () => {
    const d = process.cpuUsage(cpu0);
    return (d.user + d.system) / 1e6;
  };
  while (cpuSeconds() < seconds) {
    const { state: s } = newTable(randomConfig(def, rng, { players: n }));
    for (let g = 0; g < 20; g++) {
      if (g > 0) {
        if (!canStartGame(s)) break;
        applyInPlace(s, 0, { t: 'next-game' });
      }
      actions += playRandomGame(s, rng).actions.length;
      games++;
    }
  }
  const elapsed = cpuSeconds();
  return { game: def.name, games, seconds: elapsed, perSecond: games / elapsed, actionsPerGame: actions / Math.max(1, games) };
}

const seconds = Number(values.seconds);
const players = Number(values.players);
const defs = playableGames().filter((d) => !values.game || d.id === values.game);
const rows: Row[] = [];
for (const def of defs) {
  const row = benchGame(def, seconds, players);
  rows.push(row);
  console.log(`${row.game.padEnd(22)} ${Math.round(row.perSecond).toString().padStart(8)} games/s  (${row.games} games, ${row.actionsPerGame.toFixed(1)} actions/game)`);
}

// The bots' benchmark runs in its own process (it forks workers of its own) and prints its Markdown section.
let botSection = '';
if (!values['no-bots'] && existsSync('src/cli/bench-bots.ts')) {
  const gameArgs = values.game ? ['--game', values.game] : [];
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/bench-bots.ts', ...gameArgs], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) {
    console.error(`bench: the bots' benchmark failed (exit ${r.status})`);
    process.exit(1);
  }
  botSection = r.stdout.trim();
}

// The tavern (The Red Dragon Inn) has its own benchmark, also in its own process: it prints its section, the
// balance table kept from the last dedicated run (src/cli/bench-tavern.ts says how to refresh it).
let tavernSection = '';
if (!values['no-tavern'] && !values.game && existsSync('src/cli/bench-tavern.ts')) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/bench-tavern.ts', '--print', '--parts', 'engine,times,strength', '--seconds', String(seconds), ...values['tavern-args']!.split(/\s+/).filter(Boolean)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) {
    console.error(`bench: the tavern benchmark failed (exit ${r.status})`);
    process.exit(1);
  }
  tavernSection = r.stdout.trim();
}

const date = new Date().toISOString().slice(0, 10);
const cpu = cpus()[0]?.model ?? 'unknown CPU';
const engineTable = [
  '| game | complete games per CPU-second | games measured | actions per game |',
  '|---|---:|---:|---:|',
  ...rows.map((r) => `| ${r.game} | ${Math.round(r.perSecond)} | ${r.games} | ${r.actionsPerGame.toFixed(1)} |`),
].join('\n');
// Only these parts are written, each between its markers (src/cli/bench-doc.ts); the hand-written sections of
// the file stay. A part not measured this time (--no-bots, --no-tavern) keeps what the file had.
const written = ['the engine', botSection ? 'the bots' : '', tavernSection ? 'the tavern' : ''].filter(Boolean).join(', ');
const header = `# Benchmarks

Last written by \`npm run bench\` on ${date} (${cpu}, Node ${process.version}): ${written}. Re-run it to refresh
its sections (between the \`bench:\` and \`tavern:\` markers; everything else on this page is written by hand
and kept); numbers from another machine are not comparable.`;
const engine = `## Engine: complete games per second with random legal bots

Measured in CPU time of the one benchmark process (one core), so other load on the machine does not
lower the numbers. ${players} players where the game allows, a new random table (variants, stakes, Split Rule) every 20 games, each
game played to its settlement with \`applyInPlace\` on one core, about ${seconds} s per game, from the bundled
engine (esbuild, as the app ships it). Random bots fold often, so betting games are short; the count is of
whole games (a hand from ante to settlement).

${engineTable}`;
if (values.out && !values.game) {
  const prev = existsSync(values.out) ? readFileSync(values.out, 'utf8') : '';
  const doc = spliceBench(prev, { header, engine, ...(botSection ? { bots: botSection } : {}), ...(tavernSection ? { tavern: tavernSection } : {}) });
  if (prev !== doc) writeFileSync(values.out, doc);
  console.log(`written to ${values.out}`);
}
