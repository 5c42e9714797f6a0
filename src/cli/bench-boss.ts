import { parseArgs } from 'node:util';
import { BOTS, botView, decideFor, type TavernLevel } from '../shared/tavern/bots';
import { botRng } from '../shared/bots/rand';
import { playableCharacters } from '../shared/tavern/content/catalog';
import { applyInPlace, newTavern } from '../shared/tavern/engine';
import { legalActions } from '../shared/tavern/legal';
import { bossTeams } from '../shared/tavern/variants/boss';
import type { Seat, TAction, TavernState } from '../shared/tavern/types';

/**
 * Bot decision times in the Boss variants (VARIANTS.md §4–§6), as bench-automaton.ts times the Automaton game:
 * one timed seat (the Boss, a Challenger, or a Leader) plays among Normal bots from its own view; every decision
 * with more than one legal action is timed (the view built, then the bot's choice). Hard's timed decisions are
 * capped (`--hard-cap`) so a run ends on a loaded machine. Goals: Normal p95 under 20 ms, Hard p95 under 250 ms.
 *
 *   npx tsx src/cli/bench-boss.ts --games 2 --seed 1 [--levels normal,hard]
 *
 * Once Hard's cap is reached the run moves on to the next table: the rest of the game would time nothing.
 */
const { values } = parseArgs({
  options: { games: { type: 'string', default: '2' }, seed: { type: 'string', default: '1' }, 'hard-cap': { type: 'string', default: '80' }, levels: { type: 'string', default: 'normal,hard' } },
});
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
const cap = Number(values['hard-cap']);
const tables = [
  ['boss', 4, 0, 'Boss Battle X=3, the Boss'],
  ['boss', 4, 1, 'Boss Battle X=3, a Challenger'],
  ['leaders', 4, 0, 'Leaders and Lackeys, a Leader'],
] as const;
const rows: string[] = [];
const levels = values.levels.split(',').filter((l): l is 'normal' | 'hard' => l === 'normal' || l === 'hard');
if (!levels.length) throw new Error('--levels is normal, hard or both (normal,hard)');
for (const level of levels) {
  for (const [kind, n, me, label] of tables) {
    const times: number[][] = [];
    let played = 0;
    for (let g = 0; g < games && !(level === 'hard' && times.length >= cap); g++) {
      const teams = bossTeams(kind, n);
      const seats = Array.from({ length: n }, (_, i) => ({ char: teams.bossDecks!.includes(i) ? 'magda' : CHARS[(g * 3 + i) % CHARS.length]! }));
      const s = newTavern({ seats, seed: seed * 1000 + g, teams }).state;
      played++;
      for (let k = 0; !s.over && !(level === 'hard' && times.length >= cap); k++) {
        if (k > 100_000) throw new Error(`game ${g}: no end`);
        const seat = s.pending!.seat;
        const mine = seat === me && (level !== 'hard' || times.length < cap);
        const a = mine ? timed(s, seat, level, seed * 7919 + k, times) : decideFor(s, seat, 'normal', seed * 7919 + k);
        applyInPlace(s, seat, a);
      }
    }
    const cpu = times.map((x) => x[0]!);
    const wall = times.map((x) => x[1]!);
    rows.push(`| ${level}, ${label} | ${played} | ${cpu.length} | ${quantile(cpu, 0.5).toFixed(2)} | ${quantile(cpu, 0.95).toFixed(2)} | ${quantile(wall, 0.95).toFixed(2)} | ${Math.max(0, ...cpu).toFixed(1)} |`);
    process.stderr.write(`${level} ${label}: ${cpu.length} decisions\n`);
  }
}
console.log(['| level, table | games | decisions timed | median ms (CPU) | p95 ms (CPU) | p95 ms (wall) | max ms (CPU) |', '|---|---:|---:|---:|---:|---:|---:|', ...rows].join('\n'));
