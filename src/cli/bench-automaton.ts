import { parseArgs } from 'node:util';
import { BOTS, botView, decideFor, type TavernLevel } from '../shared/tavern/bots';
import { botRng } from '../shared/bots/rand';
import { playableCharacters } from '../shared/tavern/content/catalog';
import { applyInPlace, newTavern } from '../shared/tavern/engine';
import { legalActions } from '../shared/tavern/legal';
import type { Seat, TAction, TavernState } from '../shared/tavern/types';

/**
 * Bot decision times in the Automaton game (VARIANTS.md §7): each human-side level (Easy, Normal, Hard) plays
 * heads-up against Normal with Rivet at the table, from its own view; every decision with more than one legal
 * action is timed (the view built, then the bot's choice), as bench-tavern.ts times the base game. Prints a
 * markdown table for docs/BENCHMARKS.md. Goals: Normal p95 under 20 ms, Hard p95 under 250 ms.
 *
 *   npx tsx src/cli/bench-automaton.ts --games 6 --seed 1
 */
const { values } = parseArgs({ options: { games: { type: 'string', default: '6' }, seed: { type: 'string', default: '1' } } });
const CHARS = playableCharacters().map((c) => c.key);

function quantile(xs: number[], q: number): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

function timed(s: TavernState, seat: Seat, level: TavernLevel, seed: number, out: number[][]): TAction {
  const legal = legalActions(s, seat);
  if (legal.length === 1) return legal[0]!;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const a = BOTS[level as Exclude<TavernLevel, 'rules'>](botView(s, seat), legal, botRng(seed));
  const wall = performance.now() - t0;
  const c = process.cpuUsage(cpu0);
  out.push([(c.user + c.system) / 1000, wall]);
  return a;
}

const games = Number(values.games);
const seed = Number(values.seed);
const rows: string[] = [];
for (const level of ['easy', 'normal', 'hard'] as const) {
  const times: number[][] = [];
  const n = level === 'hard' ? Math.max(1, Math.ceil(games / 2)) : games;
  for (let g = 0; g < n; g++) {
    const chars = [CHARS[(g * 3) % CHARS.length]!, CHARS[(g * 5 + 1) % CHARS.length]!];
    const me = g % 2;
    const s = newTavern({ seats: chars.map((char) => ({ char })), seed: seed * 1000 + g, automaton: { factions: [] } }).state;
    for (let k = 0; !s.over; k++) {
      if (k > 100_000) throw new Error(`game ${g}: no end`);
      const seat = s.pending!.seat;
      const a = seat === me ? timed(s, seat, level, seed * 7919 + k, times) : decideFor(s, seat, 'normal', seed * 7919 + k);
      applyInPlace(s, seat, a);
    }
  }
  const cpu = times.map((x) => x[0]!);
  const wall = times.map((x) => x[1]!);
  rows.push(`| ${level}, 2 seats + Rivet | ${n} | ${cpu.length} | ${quantile(cpu, 0.5).toFixed(2)} | ${quantile(cpu, 0.95).toFixed(2)} | ${quantile(wall, 0.95).toFixed(2)} | ${Math.max(0, ...cpu).toFixed(1)} |`);
  process.stderr.write(`${level}: ${cpu.length} decisions\n`);
}
console.log(['| level, table | games | decisions timed | median ms (CPU) | p95 ms (CPU) | p95 ms (wall) | max ms (CPU) |', '|---|---:|---:|---:|---:|---:|---:|', ...rows].join('\n'));
