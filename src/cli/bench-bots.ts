import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { fork } from 'node:child_process';
import { parseArgs } from 'node:util';
import { decide, type BotLevel } from '../shared/bots/index';
import { lastDecision } from '../shared/bots/levels';
import { applyInPlace, gameDef, newTable, pendingSeats } from '../shared/engine/table';
import type { GameId, TableConfig } from '../shared/engine/types';
import { viewFor } from '../shared/engine/view';
import { playableGames } from '../shared/games/registry';

/**
 * The bots' part of the benchmark: per game and level, how long a decision takes (median, p95) and how strong
 * the level is, as heads-up matches against random legal bots and against the level below. Each match is
 * played in duplicate (the same seed twice, seats swapped) so the luck of the deal mostly cancels; the
 * confidence intervals are over those pairs. Runs alone with `npx tsx src/cli/bench-bots.ts`.
 */
export interface BenchBotsOptions {
  /** Duplicate pairs (two games each) per match against random bots and Easy-vs-Normal: a fixed number. */
  pairs?: number;
  /** Duplicate pairs for the matches with Hard in them: a fixed number. */
  hardPairs?: number;
  /**
   * Without fixed numbers, each match plays as many pairs as fit in its time (seconds of wall clock:
   * easy vs random 6, Normal vs random 8, Hard vs random 25, Normal vs Easy 12, Hard vs Normal 150, each times this factor; 1 by default).
   */
  timeScale?: number;
  games?: GameId[];
  seed?: number;
  workers?: number;
  startingChips?: number;
  /** Only these matches ("hard-normal", "normal-random"...). */
  only?: string[];
  /** Decisions timed per level and game (0 skips the timing). */
  timedDecisions?: { easy: number; normal: number; hard: number };
  /** Also print the measured CPU cost per unit of work of each game (for the hints' unitCost). */
  calibrate?: boolean;
  /** Progress lines go here (stderr by default). */
  log?: (line: string) => void;
}

interface MatchJob {
  game: GameId;
  a: BotLevel;
  b: BotLevel;
  pairs: number[];
  startingChips: number;
  /** Stop starting new pairs after this time (ms since the epoch), once `minPairs` are played. */
  deadline?: number;
  minPairs?: number;
}

interface PairResult {
  /** Chips A won over the two games of the pair, and its wins (1 a game, 1/2 a tie). */
  chips: number;
  wins: number;
}

interface MatchResult {
  pairs: PairResult[];
}

const PERSONALITIES = ['cautious', 'loose', 'bluffer'] as const;

function configFor(game: GameId, pair: number, startingChips: number): TableConfig {
  const def = gameDef(game);
  const shares = def.shares === 'required';
  return {
    game,
    seats: [0, 1].map((i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const })),
    variants: [],
    stakes: shares ? { mode: 'shares', share: 5 } : { mode: 'betting', minRaise: true },
    splitRule: 'merchant',
    startingChips,
    seed: 1000 + pair * 7,
  };
}

/**
 * One game; returns the chips each seat won. The seats' levels are in the table config, as at a real table,
 * where everyone sees who is who.
 */
function playGame(base: TableConfig, levels: BotLevel[], personality: (typeof PERSONALITIES)[number]): number[] {
  const config = { ...base, seats: levels.map((level, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const, level, personality })) };
  const s = newTable(config).state;
  const start = [...s.stacks].map((x, i) => x + s.contrib[i]!);
  let guard = 0;
  while (s.phase === 'playing') {
    if (++guard > 5000) throw new Error(`${config.game}: a bot game did not end`);
    const seat = pendingSeats(s)[0]!;
    const view = viewFor(s, seat);
    const level = levels[seat]!;
    const action = decide({ view, level, personality, seed: (config.seed * 31 + s.version * 7919 + seat) | 0 });
    applyInPlace(s, seat, action);
  }
  return s.stacks.map((x, i) => x - start[i]!);
}

interface Timing {
  wall: number[];
  cpu: number[];
  /** CPU microseconds per unit of work, per decision (calibration of the hints' unitCost). */
  perUnit: number[];
}

/**
 * Decision times, measured alone in this process (the matches run after, in parallel): three bots of one
 * level at a table, every decision timed in wall-clock and CPU time, until `decisions` were taken.
 */
export function timeLevel(game: GameId, level: Exclude<BotLevel, 'random'>, decisions: number, startingChips = 100): Timing {
  const out: Timing = { wall: [], cpu: [], perUnit: [] };
  for (let table = 0; out.wall.length < decisions && table < 200; table++) {
    const seats = [0, 1, 2].map((i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const, level, personality: PERSONALITIES[(i + table) % 3]! }));
    const config = { ...configFor(game, table, startingChips), seats };
    const s = newTable(config).state;
    while (s.phase === 'playing' && out.wall.length < decisions) {
      const seat = pendingSeats(s)[0]!;
      const view = viewFor(s, seat);
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const action = decide({ view, level, personality: PERSONALITIES[(seat + table) % 3]!, seed: (config.seed * 31 + s.version * 7919 + seat) | 0 });
      const wall = performance.now() - t0;
      const c = process.cpuUsage(c0);
      const cpu = (c.user + c.system) / 1000;
      // The first table warms the JIT up: its times are not counted.
      if (table > 0 && view.legal.length > 1) {
        out.wall.push(wall);
        out.cpu.push(cpu);
        if (lastDecision.work > 50) out.perUnit.push((cpu * 1000) / lastDecision.work);
      }
      applyInPlace(s, seat, action);
    }
  }
  return out;
}

/**
 * Plays the job's pairs in order. With a deadline it stops starting pairs when time is up: when it stops
 * never depends on how the games went, so the intervals stay honest.
 */
function runJob(job: MatchJob): MatchResult {
  const pairs: PairResult[] = [];
  for (const pair of job.pairs) {
    if (job.deadline !== undefined && pairs.length >= (job.minPairs ?? 0) && Date.now() > job.deadline) break;
    const config = configFor(job.game, pair, job.startingChips);
    const personality = PERSONALITIES[pair % 3]!;
    const first = playGame(config, [job.a, job.b], personality);
    const second = playGame(config, [job.b, job.a], personality);
    const win = (mine: number, theirs: number) => (mine > theirs ? 1 : mine === theirs ? 0.5 : 0);
    pairs.push({ chips: first[0]! + second[1]!, wins: win(first[0]!, first[1]!) + win(second[1]!, second[0]!) });
  }
  return { pairs };
}

const CHILD_FLAG = '--bench-bots-child';

if (process.argv.includes(CHILD_FLAG) && process.send) {
  process.once('message', (job) => {
    process.send!(runJob(job as MatchJob), () => process.exit(0));
  });
}

/** A child process (tsx-loaded, like this one) plays a slice of the pairs: the matches use every core. */
function runInChild(job: MatchJob): Promise<MatchResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [CHILD_FLAG], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    child.once('message', (m) => resolve(m as MatchResult));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`bench-bots: a match process failed (exit ${code})`)));
    child.send(job);
  });
}

async function runMatch(job: MatchJob, workers: number): Promise<MatchResult> {
  if (workers <= 1) return runJob(job);
  const slices = Array.from({ length: workers }, (_, k) => job.pairs.filter((_, i) => i % workers === k)).filter((x) => x.length);
  const minPairs = job.minPairs === undefined ? undefined : Math.ceil(job.minPairs / workers);
  const parts = await Promise.all(slices.map((pairs) => runInChild({ ...job, pairs, minPairs })));
  return { pairs: parts.flatMap((p) => p.pairs) };
}

function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return NaN;
  const v = [...xs].sort((a, b) => a - b);
  return v[Math.min(v.length - 1, Math.floor(q * v.length))]!;
}

/** Mean per game and the half-width of its 95% confidence interval, from per-pair sums (two games a pair). */
function perGame(xs: number[]): { mean: number; ci: number } {
  const n = xs.length;
  const m = xs.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(1, n - 1));
  return { mean: m / 2, ci: (1.96 * sd) / Math.sqrt(n) / 2 };
}

/** A level's chips won per game against the other, and whether the whole interval is above (or below) 0. */
function chipsOf(r: MatchResult): { text: string; better: boolean; worse: boolean } {
  const chips = perGame(r.pairs.map((p) => p.chips));
  const text = `${chips.mean >= 0 ? '+' : ''}${chips.mean.toFixed(2)} ± ${chips.ci.toFixed(2)}`;
  return { text, better: chips.mean - chips.ci > 0, worse: chips.mean + chips.ci < 0 };
}

function cell(r: MatchResult | undefined): string {
  if (!r) return '—';
  const chips = chipsOf(r);
  const wins = perGame(r.pairs.map((p) => p.wins));
  const verdict = chips.better ? 'better' : chips.worse ? 'worse' : 'not separated';
  return `${r.pairs.length * 2} games: win ${(wins.mean * 100).toFixed(1)}% ± ${(wins.ci * 100).toFixed(1)}, chips ${chips.text} (${verdict})`;
}

export async function benchBots(opts: BenchBotsOptions = {}): Promise<string> {
  const scale = opts.timeScale ?? 1;
  const fixed = opts.pairs !== undefined || opts.hardPairs !== undefined;
  const pairs = opts.pairs ?? 2000;
  const hardPairs = opts.hardPairs ?? 1000;
  const seed = opts.seed ?? 1;
  const workers = opts.workers ?? Math.max(1, Math.min(4, availableParallelism()));
  const startingChips = opts.startingChips ?? 100;
  const timed = opts.timedDecisions ?? { easy: 150, normal: 150, hard: 50 };
  const log = opts.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const games = opts.games ?? playableGames().map((d) => d.id);
  const idx = (n: number) => Array.from({ length: n }, (_, i) => seed * 100_000 + i);
  const matches = (
    [
      ['easy', 'random', pairs, 6],
      ['normal', 'random', pairs, 8],
      ['hard', 'random', hardPairs, 25],
      ['normal', 'easy', pairs, 12],
      // Two careful levels differ by less than a level and a random bot: most of the time goes here.
      ['hard', 'normal', hardPairs, 150],
    ] as [BotLevel, BotLevel, number, number][]
  ).filter(([a, b]) => !opts.only || opts.only.includes(`${a}-${b}`));
  const lines: string[] = [
    '## Bots',
    '',
    `Decision time: three bots of one level at a table (base rules, Betting Rounds), each decision timed alone in one ` +
      'process after a warm-up table, wall clock and CPU time (the CPU time is what the decision costs; the wall clock ' +
      `also counts whatever else the machine was doing). Goals: Normal p95 under 20 ms, Hard under 250 ms. ` +
      `Strength: heads-up matches, ${startingChips} chips each, base rules, Betting Rounds with the minimum raise (Playing ` +
      'for Shares where the game requires it); each pair of games replays one seed with the seats swapped, and ± is a ' +
      "95% confidence interval over the pairs. Chips: the level's average winnings per game; win: games it ended " +
      'ahead (a tie counts half). "better" means the whole chips interval is above 0. ' +
      (fixed ? 'Every match plays the same number of pairs.' : 'Each match plays as many pairs as fit in its time (the games played never decide when it stops).'),
    '',
    '| Game | Level | Decisions timed | Median ms (CPU) | p95 ms (CPU) | vs Random | vs the level below |',
    '|---|---|---:|---:|---:|---|---|',
  ];
  const calibration: string[] = [];
  const goals: string[] = [
    '',
    '### Goals, game by game',
    '',
    'Normal decides in under 20 ms at p95 and Hard in under 250 ms (wall clock); Normal wins chips from random bots and ' +
      'Hard from Normal, with the whole 95% interval above 0.',
    '',
    '| Game | Normal p95 < 20 ms | Hard p95 < 250 ms | Normal beats random | Hard beats Normal |',
    '|---|---|---|---|---|',
  ];
  for (const game of games) {
    const times: Partial<Record<BotLevel, Timing>> = {};
    for (const level of ['easy', 'normal', 'hard'] as const) {
      if (timed[level] > 0) times[level] = timeLevel(game, level, timed[level], startingChips);
    }
    const perUnit = times.normal?.perUnit ?? [];
    if (perUnit.length) calibration.push(`${game}: ${quantile(perUnit, 0.5).toFixed(1)} µs of CPU per unit of work`);
    const results = new Map<string, MatchResult>();
    for (const [a, b, n, seconds] of matches) {
      const t0 = performance.now();
      const timing = fixed ? {} : { deadline: Date.now() + seconds * scale * 1000, minPairs: 20 };
      const r = await runMatch({ game, a, b, pairs: idx(n), startingChips, ...timing }, workers);
      results.set(`${a}-${b}`, r);
      log(`bench-bots: ${game} ${a} vs ${b}: ${cell(r)} [${((performance.now() - t0) / 1000).toFixed(1)} s]`);
    }
    for (const [level, below] of [['easy', null], ['normal', 'easy'], ['hard', 'normal']] as const) {
      const t = times[level];
      const ms = (q: number) => (t && t.wall.length ? `${quantile(t.wall, q).toFixed(1)} (${quantile(t.cpu, q).toFixed(1)})` : '—');
      lines.push(
        `| ${gameDef(game).name} | ${level} | ${t?.wall.length ?? 0} | ${ms(0.5)} | ${ms(0.95)} | ` +
          `${cell(results.get(`${level}-random`))} | ${below ? `vs ${below}: ${cell(results.get(`${level}-${below}`))}` : '—'} |`,
      );
    }
    const fast = (level: 'normal' | 'hard', ms: number) => {
      const t = times[level];
      if (!t || t.wall.length === 0) return '—';
      const p95 = quantile(t.wall, 0.95);
      return `${p95 < ms ? 'yes' : 'NO'} (${p95.toFixed(1)} ms)`;
    };
    const beats = (key: string) => {
      const r = results.get(key);
      if (!r) return '—';
      const chips = chipsOf(r);
      return `${chips.better ? 'yes' : 'NO'} (${chips.text} chips a game)`;
    };
    goals.push(`| ${gameDef(game).name} | ${fast('normal', 20)} | ${fast('hard', 250)} | ${beats('normal-random')} | ${beats('hard-normal')} |`);
    for (const [lv, t] of Object.entries(times)) {
      log(`bench-bots: ${game} ${lv} decisions: median ${quantile(t.wall, 0.5).toFixed(1)} ms, p95 ${quantile(t.wall, 0.95).toFixed(1)} ms (CPU ${quantile(t.cpu, 0.5).toFixed(1)} / ${quantile(t.cpu, 0.95).toFixed(1)})`);
    }
  }
  if (opts.calibrate) log(`bench-bots: calibration\n${calibration.join('\n')}`);
  return [...lines, ...goals].join('\n');
}

const isMain = !process.argv.includes(CHILD_FLAG) && process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const { values } = parseArgs({
    options: {
      pairs: { type: 'string' },
      'hard-pairs': { type: 'string' },
      game: { type: 'string', multiple: true },
      seed: { type: 'string' },
      workers: { type: 'string' },
      only: { type: 'string' },
      timed: { type: 'string' },
      calibrate: { type: 'boolean' },
      'time-scale': { type: 'string' },
    },
  });
  const num = (x: string | undefined) => (x === undefined ? undefined : Number(x));
  benchBots({
    pairs: num(values.pairs),
    hardPairs: num(values['hard-pairs']),
    games: values.game as GameId[] | undefined,
    seed: num(values.seed),
    workers: num(values.workers),
    only: values.only?.split(','),
    calibrate: values.calibrate,
    timeScale: num(values['time-scale']),
    timedDecisions: values.timed === undefined ? undefined : { easy: Number(values.timed), normal: Number(values.timed), hard: Math.ceil(Number(values.timed) / 3) },
  }).then((md) => console.log(md));
}
