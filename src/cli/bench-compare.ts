import { applyInPlace as tableApply, canStartGame, newTable } from '../shared/engine/table';
import { playableGames } from '../shared/games/registry';
import { rngFrom, seedRng } from '../shared/rng';
import { playRandomGame, randomConfig } from '../shared/sim/random-table';
import { botRng, mix } from '../shared/bots/rand';
import { BOTS, decideFor, type TavernLevel } from '../shared/tavern/bots/index';
import { botView } from '../shared/tavern/bots/view';
import { applyInPlace, newTavern } from '../shared/tavern/engine';
import { legalActions } from '../shared/tavern/legal';
import { randomAction } from '../shared/tavern/random';
import type { TavernConfig } from '../shared/tavern/types';

/**
 * One row of `npm run bench`, measured on a FIXED workload (the same games from the same seeds, never "as many
 * as fit in N seconds"), in CPU time of this process. `scripts/bench-compare.mjs` bundles this file twice —
 * once against this tree's `src/shared`, once against another tree's (issue 21's "before", df1bfaf) — and runs
 * the two bundles interleaved, one fresh process per row and run, so both trees measure the same work the same
 * way on a loaded machine. Only APIs that both trees export are used here.
 *
 * `node bench-compare.mjs <row> <passes>` prints one JSON line per pass. Pass 1 includes V8's compiling and
 * warming up of the code the row uses (what a row of `npm run bench` pays in a fresh process); later passes
 * are the steady state.
 *
 * Rows: `table:<game id>` (`npm run bench`'s engine row: 4 players where the game allows, a new random table
 * every 20 games, from seed 12345), `tavern:<seats>` and `tavernB:<seats>` (random legal play, Appendix B off
 * and on), `times:<level>:<seats>` (bot decision times as `bench-tavern --parts times` takes them).
 */

/** The first four characters: the only ones df1bfaf has, so both trees play the same characters. */
const CHARS = ['tamsin', 'okko', 'vess', 'grusk'];

/** Table games per row: about half a CPU-second each at the rates of docs/BENCHMARKS.md. */
const TABLE_GAMES: Record<string, number> = {};

function cpuMs(): number {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
}

interface Out {
  cpuMs: number;
  games: number;
  actions: number;
  /** A fingerprint of the workload (sum of a few numbers), to see whether both trees played the same games. */
  check: number;
  decisions?: number[];
}

function tableRow(gameId: string): Out {
  const def = playableGames().find((d) => d.id === gameId);
  if (!def) throw new Error(`no game ${gameId}`);
  const n = Math.max(def.players.min, Math.min(4, def.players.max));
  const total = TABLE_GAMES[gameId] ?? 1000;
  const rng = rngFrom(seedRng(12345));
  let games = 0;
  let actions = 0;
  const t0 = cpuMs();
  while (games < total) {
    const { state: s } = newTable(randomConfig(def, rng, { players: n }));
    for (let g = 0; g < 20 && games < total; g++) {
      if (g > 0) {
        if (!canStartGame(s)) break;
        tableApply(s, 0, { t: 'next-game' });
      }
      actions += playRandomGame(s, rng).actions.length;
      games++;
    }
  }
  return { cpuMs: cpuMs() - t0, games, actions, check: actions };
}

function tavernConfig(seats: number, g: number, appendixB: boolean): TavernConfig {
  const r = rngFrom(seedRng(4242 + seats * 1000 + g));
  return {
    seats: Array.from({ length: seats }, () => ({ char: CHARS[r.int(0, CHARS.length - 1)]! })),
    seed: r.int(0, 2 ** 30),
    prizes: r.int(0, 1) === 1,
    ...(appendixB ? { appendixB: true } : {}),
  };
}

function tavernRow(seats: number, appendixB: boolean, total: number): Out {
  let actions = 0;
  let turns = 0;
  const t0 = cpuMs();
  for (let g = 0; g < total; g++) {
    const cfg = tavernConfig(seats, g, appendixB);
    const rng = rngFrom(seedRng(cfg.seed + 1));
    const s = newTavern(cfg).state;
    while (!s.over) {
      const seat = s.pending!.seat;
      applyInPlace(s, seat, randomAction(s, seat, rng));
      if (++actions > 50_000_000) throw new Error('no end');
    }
    turns += s.turn.n;
  }
  return { cpuMs: cpuMs() - t0, games: total, actions, check: turns };
}

function timesRow(level: Exclude<TavernLevel, 'rules' | 'random'>, seats: number, total: number): Out {
  const decisions: number[] = [];
  let actions = 0;
  let turns = 0;
  let all = 0;
  for (let g = 0; g < total; g++) {
    const seed = 31 * seats + g * 977;
    const chars = Array.from({ length: seats }, (_, i) => CHARS[(i + g) % CHARS.length]!);
    const s = newTavern({ seats: chars.map((char) => ({ char })), seed, first: 0 }).state;
    for (let n = 0; !s.over; n++) {
      const seat = s.pending!.seat;
      let a;
      if (seat === 0) {
        // As bench-tavern's timedDecision: a decision with a real choice is timed, the seat's view and the bot.
        const legal = legalActions(s, seat);
        if (legal.length === 1) a = legal[0]!;
        else {
          const c0 = cpuMs();
          const rng = botRng(mix(mix(seed, n), seat));
          a = BOTS[level](botView(s, seat), legal, rng);
          const d = cpuMs() - c0;
          decisions.push(d);
          all += d;
        }
      } else a = decideFor(s, seat, 'normal', mix(seed, n));
      applyInPlace(s, seat, a);
      actions++;
    }
    turns += s.turn.n;
  }
  return { cpuMs: all, games: total, actions, check: turns, decisions };
}

function runRow(row: string): Out {
  const [kind, a, b] = row.split(':');
  if (kind === 'table') return tableRow(a!);
  if (kind === 'tavern') return tavernRow(Number(a), false, Number(b ?? 20));
  if (kind === 'tavernB') return tavernRow(Number(a), true, Number(b ?? 10));
  if (kind === 'times') return timesRow(a as 'easy' | 'normal' | 'hard', Number(b), seatsGames(a!, Number(b)));
  throw new Error(`unknown row ${row}`);
}

function seatsGames(level: string, seats: number): number {
  if (level === 'hard') return seats === 2 ? 2 : 1;
  return seats === 2 ? 4 : seats === 4 ? 2 : 1;
}

function quantile(xs: number[], q: number): number {
  const y = [...xs].sort((p, r) => p - r);
  return y[Math.min(y.length - 1, Math.floor(q * y.length))] ?? NaN;
}

const [row, passesArg, gamesArg] = process.argv.slice(2);
if (!row) {
  process.stderr.write('usage: node bench-compare.mjs <row> [passes] [table games]\n');
  process.exit(2);
}
if (gamesArg) TABLE_GAMES[row.split(':')[1]!] = Number(gamesArg);
for (let pass = 1; pass <= Number(passesArg ?? 1); pass++) {
  const o = runRow(row);
  const d = o.decisions;
  process.stdout.write(
    `${JSON.stringify({
      row,
      pass,
      cpuMs: +o.cpuMs.toFixed(2),
      games: o.games,
      actions: o.actions,
      check: o.check,
      ...(d ? { decisions: d.length, p50: +quantile(d, 0.5).toFixed(3), p95: +quantile(d, 0.95).toFixed(3) } : {}),
    })}\n`,
  );
}
