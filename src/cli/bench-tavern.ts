import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { botRng, mix } from '../shared/bots/rand';
import { rngFrom, seedRng } from '../shared/rng';
import { BOTS, decideFor, type TavernLevel } from '../shared/tavern/bots/index';
import { botView } from '../shared/tavern/bots/view';
import { viewFor } from '../shared/tavern/view';
import { simpleRules } from '../shared/tavern/bots/index';
import { playableCharacters } from '../shared/tavern/content/catalog';
import { applyInPlace, newTavern } from '../shared/tavern/engine';
import { legalActions } from '../shared/tavern/legal';
import { playGame, randomTavernConfig } from '../shared/tavern/random';
import type { Seat, TAction, TavernState } from '../shared/tavern/types';

/**
 * The tavern's benchmark (`npx tsx src/cli/bench-tavern.ts`, and the Tavern section of `npm run bench`):
 *
 * - **engine**: complete tavern games per CPU-second with random legal play, at 2, 4 and 8 seats;
 * - **times**: how long a bot decision takes (the seat's view built, then the bot), per level, over the
 *   decisions with a real choice in bot games; CPU time and wall clock;
 * - **strength**: heads-up matches (random seats of the four characters), each pair of games replaying one
 *   seed with the characters and levels swapped between the seats, ± a 95% interval over the pairs;
 * - **balance**: Normal against Normal for every pairing of two characters (each pair of games swaps them),
 *   the average game length in turns and the share of eliminations by Gold (going broke).
 *
 * It rewrites the Tavern section of docs/BENCHMARKS.md between its markers; the parts not run this time are
 * kept from the file as they were. `--print` prints the section instead (for `npm run bench`).
 */
const { values } = parseArgs({
  options: {
    parts: { type: 'string', default: 'engine,times,strength,balance' },
    seconds: { type: 'string', default: '3' },
    'strength-pairs': { type: 'string', default: '200' },
    'hard-pairs': { type: 'string', default: '150' },
    'balance-games': { type: 'string', default: '2000' },
    /** Four-seat games of the four characters, after the pairings (0 skips them). */
    'table-games': { type: 'string', default: '1000' },
    /** Only these pairings, e.g. okko-vess,tamsin-grusk (while tuning; the table is then partial). */
    pairings: { type: 'string' },
    'timed-games': { type: 'string', default: '6' },
    workers: { type: 'string', default: '1' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string', default: 'docs/BENCHMARKS.md' },
    print: { type: 'boolean', default: false },
    child: { type: 'boolean', default: false },
  },
});

type Level = TavernLevel;
const CHARS = playableCharacters().map((c) => c.key);
const NAMES: Record<string, string> = Object.fromEntries(playableCharacters().map((c) => [c.key, c.key[0]!.toUpperCase() + c.key.slice(1)]));

// ------------------------------------------------------------------------------------------- one game

interface GameResult {
  /** Wins of each seat (1, or a share of a tie). */
  wins: number[];
  turns: number;
  broke: number;
  passedOut: number;
  /** Decision times with a real choice: [level, cpu ms, wall ms]. */
  times: [Level, number, number][];
}

/** One game of bots; each decision is the seat's view and the bot, timed when `time` is set. */
function play(chars: string[], levels: Level[], seed: number, time = false): GameResult {
  const s = newTavern({ seats: chars.map((char) => ({ char })), seed, first: 0 }).state;
  const out: GameResult = { wins: chars.map(() => 0), turns: 0, broke: 0, passedOut: 0, times: [] };
  for (let n = 0; !s.over; n++) {
    if (n > 100_000) throw new Error(`seed ${seed}: no end after ${n} actions`);
    const seat = s.pending!.seat;
    const a = time ? timedDecision(s, seat, levels[seat]!, mix(seed, n), out.times) : decideFor(s, seat, levels[seat]!, mix(seed, n));
    for (const e of applyInPlace(s, seat, a)) {
      if (e.t === 'eliminated') {
        if (e.why === 'broke') out.broke++;
        else out.passedOut++;
      }
    }
  }
  for (const w of s.over.winners) out.wins[w]! += 1 / s.over.winners.length;
  out.turns = s.turn.n;
  return out;
}

function timedDecision(s: TavernState, seat: Seat, level: Level, seed: number, times: [Level, number, number][]): TAction {
  const legal = legalActions(s, seat);
  if (legal.length === 1) return legal[0]!;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const rng = botRng(mix(seed, seat));
  const a =
    level === 'rules'
      ? simpleRules(viewFor(s, seat), legal, { int: (x, y) => rng.int(x, y), state: () => [] })
      : BOTS[level](botView(s, seat), legal, rng);
  const wall = performance.now() - t0;
  const c = process.cpuUsage(cpu0);
  times.push([level, (c.user + c.system) / 1000, wall]);
  return a;
}

// ------------------------------------------------------------------------------------------- jobs

interface Job {
  kind: 'match' | 'balance' | 'table';
  a: Level;
  b: Level;
  /** Character pairs (balance: the two characters); empty: drawn per pair from the seed. */
  chars?: [string, string];
  pairs: number[];
  time?: boolean;
}

interface PairOut {
  /** Four-seat tables: each character's wins in the game. */
  byChar?: Record<string, number>;
  /** A's wins over the two games (0–2). */
  wins: number;
  turns: number;
  broke: number;
  out: number;
  times: [Level, number, number][];
}

/**
 * A four-seat game of four characters drawn from all of them (distinct, in a seat order from the seed),
 * Normal bots: wins per character.
 */
function tableGame(p: number): PairOut & { byChar: Record<string, number> } {
  const r = rngFrom(seedRng(p));
  const chars = [...CHARS];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  chars.length = Math.min(4, chars.length);
  const g = play(chars, chars.map(() => 'normal'), 20_000 + p * 7919);
  const byChar: Record<string, number> = {};
  chars.forEach((c, i) => (byChar[c] = (byChar[c] ?? 0) + g.wins[i]!));
  return { wins: 0, turns: g.turns, broke: g.broke, out: g.broke + g.passedOut, times: [], byChar };
}

function runJob(job: Job): PairOut[] {
  if (job.kind === 'table') return job.pairs.map(tableGame);
  return job.pairs.map((p) => {
    const r = rngFrom(seedRng(p));
    const chars: [string, string] = job.chars ?? [CHARS[r.int(0, CHARS.length - 1)]!, CHARS[r.int(0, CHARS.length - 1)]!];
    const seed = 10_000 + p * 7919;
    const g1 = play([chars[0], chars[1]], [job.a, job.b], seed, job.time);
    // Strength: the same seed and characters, the levels swapped. Balance: the characters swapped instead.
    const g2 = job.kind === 'balance' ? play([chars[1], chars[0]], [job.a, job.b], seed, job.time) : play([chars[0], chars[1]], [job.b, job.a], seed, job.time);
    const wins = g1.wins[0]! + g2.wins[1]!;
    const games = [g1, g2];
    return {
      wins,
      turns: games.reduce((t, g) => t + g.turns, 0),
      broke: games.reduce((t, g) => t + g.broke, 0),
      out: games.reduce((t, g) => t + g.broke + g.passedOut, 0),
      times: games.flatMap((g) => g.times),
    };
  });
}

if (values.child) {
  process.on('message', (job: Job) => {
    process.send!(runJob(job), () => process.exit(0));
  });
}

async function run(job: Job, workers: number): Promise<PairOut[]> {
  if (workers <= 1 || job.pairs.length < 2) return runJob(job);
  const parts: number[][] = Array.from({ length: workers }, () => []);
  job.pairs.forEach((p, i) => parts[i % workers]!.push(p));
  const self = fileURLToPath(import.meta.url);
  const results = await Promise.all(
    parts.map(
      (pairs) =>
        new Promise<PairOut[]>((resolve, reject) => {
          const child = fork(self, ['--child'], { execArgv: process.execArgv });
          child.once('message', (m) => resolve(m as PairOut[]));
          child.once('error', reject);
          child.send({ ...job, pairs });
        }),
    ),
  );
  return results.flat();
}

// ------------------------------------------------------------------------------------------- statistics

function meanCi(xs: number[]): { mean: number; ci: number } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / Math.max(1, n);
  const v = xs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1);
  return { mean, ci: 1.96 * Math.sqrt(v / Math.max(1, n)) };
}

function quantile(xs: number[], q: number): number {
  if (!xs.length) return NaN;
  const y = [...xs].sort((a, b) => a - b);
  return y[Math.min(y.length - 1, Math.floor(q * y.length))]!;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function winLine(r: PairOut[]): { text: string; mean: number; ci: number } {
  const { mean, ci } = meanCi(r.map((x) => x.wins / 2));
  return { text: `${r.length * 2} games: ${pct(mean)} ± ${(100 * ci).toFixed(1)}`, mean, ci };
}

const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

// ------------------------------------------------------------------------------------------- parts

function engineTable(seconds: number): string {
  const rows: string[] = [];
  for (const players of [2, 4, 8]) {
    const rng = rngFrom(seedRng(4242 + players));
    let games = 0;
    let actions = 0;
    let turns = 0;
    const cpu0 = process.cpuUsage();
    const cpu = () => {
      const d = process.cpuUsage(cpu0);
      return (d.user + d.system) / 1e6;
    };
    while (cpu() < seconds) {
      const r = playGame(randomTavernConfig(rng, players), rng);
      games++;
      actions += r.log.length;
      turns += r.state.turn.n;
    }
    const t = cpu();
    rows.push(`| ${players} | ${(games / t).toFixed(1)} | ${games} | ${(actions / games).toFixed(0)} | ${(turns / games).toFixed(1)} |`);
    log(`engine ${players}p: ${(games / t).toFixed(1)} games/s`);
  }
  return [
    `Random legal play (characters drawn with repeats, Prizes on or off), every action through \`applyInPlace\` (checked against the legal actions), about ${seconds} s of CPU time per row.`,
    '',
    '| seats | complete games per CPU-second | games | actions per game | turns per game |',
    '|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

async function timesAndStrength(doTimes: boolean, doStrength: boolean, workers: number, seed: number): Promise<{ times: string; strength: string }> {
  const strengthPairs = Number(values['strength-pairs']);
  const hardPairs = Number(values['hard-pairs']);
  const timed = Number(values['timed-games']);
  const matches: { a: Level; b: Level; pairs: number }[] = [
    { a: 'easy', b: 'random', pairs: strengthPairs },
    { a: 'normal', b: 'random', pairs: strengthPairs },
    { a: 'normal', b: 'rules', pairs: strengthPairs },
    { a: 'normal', b: 'easy', pairs: strengthPairs },
    { a: 'hard', b: 'normal', pairs: hardPairs },
  ];
  const results = new Map<string, PairOut[]>();
  const times: [Level, number, number][] = [];
  if (doStrength) {
    for (const [i, m] of matches.entries()) {
      const t0 = performance.now();
      const r = await run({ kind: 'match', a: m.a, b: m.b, pairs: range(seed * 100_000 + i * 10_000, m.pairs) }, workers);
      results.set(`${m.a}-${m.b}`, r);
      log(`${m.a} vs ${m.b}: ${winLine(r).text} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
    }
  }
  if (doTimes) {
    // Timed in this process only (workers would share the cores): each level against Normal.
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const r = runJob({ kind: 'match', a: level, b: 'normal', pairs: range(seed * 100_000 + 90_000, Math.max(1, level === 'hard' ? Math.ceil(timed / 2) : timed)), time: true });
      times.push(...r.flatMap((x) => x.times).filter(([lv]) => lv === level));
      log(`timed ${level}: ${times.filter(([lv]) => lv === level).length} decisions`);
    }
  }
  // Bigger tables: one seat of the level, Normal at the others, the four characters around (more seats make
  // longer playouts for Hard).
  const wide: Record<string, [Level, number, number][]> = {};
  if (doTimes) {
    for (const seats of [4, 8]) {
      for (const level of ['easy', 'normal', 'hard'] as const) {
        const key = `${level}@${seats}`;
        wide[key] = [];
        for (let g = 0; g < Math.max(1, Math.ceil(timed / 3)); g++) {
          const chars = Array.from({ length: seats }, (_, i) => CHARS[(i + g) % CHARS.length]!);
          const levels: Level[] = chars.map((_, i) => (i === 0 ? level : 'normal'));
          wide[key]!.push(...play(chars, levels, seed * 31 + g * 977 + seats, true).times.filter(([lv]) => lv === level));
        }
        log(`timed ${level} at ${seats} seats: ${wide[key]!.length} decisions`);
      }
    }
  }
  const row = (label: string, lv: string, xs: [Level, number, number][]) => {
    const cpu = xs.filter(([l]) => l === lv).map(([, c]) => c);
    const wall = xs.filter(([l]) => l === lv).map(([, , w]) => w);
    return `| ${label} | ${cpu.length} | ${quantile(cpu, 0.5).toFixed(2)} | ${quantile(cpu, 0.95).toFixed(2)} | ${quantile(wall, 0.95).toFixed(2)} | ${Math.max(...cpu).toFixed(1)} |`;
  };
  const timeRows = [
    ...(['easy', 'normal', 'hard'] as const).map((lv) => row(`${lv}, 2 seats`, lv, times)),
    ...[4, 8].flatMap((n) => (['easy', 'normal', 'hard'] as const).map((lv) => row(`${lv}, ${n} seats`, lv, wide[`${lv}@${n}`] ?? []))),
  ];
  const timesText = [
    `Each level plays heads-up games against Normal (${timed} pairs, Hard ${Math.ceil(timed / 2)}), then ${Math.max(1, Math.ceil(timed / 3))} games at four and at eight seats as one seat among Normal bots; every decision with more than one legal action is timed: the seat's view is built, then the bot decides. CPU time of the process (it also counts the garbage collector's helper threads, so it can exceed the wall clock) and the wall clock (which also counts whatever else the machine was doing). Goals: Normal p95 under 20 ms, Hard p95 under 250 ms. Hard's work is counted in imagined worlds and actions, never in time, so its decisions do not depend on the machine.`,
    '',
    '| level, table | decisions timed | median ms (CPU) | p95 ms (CPU) | p95 ms (wall) | max ms (CPU) |',
    '|---|---:|---:|---:|---:|---:|',
    ...timeRows,
  ].join('\n');
  const names: Record<Level, string> = { random: 'random legal', rules: 'the simple rules bot', easy: 'Easy', normal: 'Normal', hard: 'Hard' };
  const strengthRows = matches.map((m) => {
    const r = results.get(`${m.a}-${m.b}`);
    if (!r) return `| ${names[m.a]} | ${names[m.b]} | — | — |`;
    const w = winLine(r);
    const verdict = w.mean - w.ci > 0.5 ? 'stronger (the whole interval above 50%)' : w.mean + w.ci < 0.5 ? 'weaker' : 'not separated';
    return `| ${names[m.a]} | ${names[m.b]} | ${w.text} | ${verdict} |`;
  });
  const strengthText = [
    'Heads-up games, two random characters (repeats allowed) per pair of games; each pair replays one seed with the two levels swapped between the seats (the first seat starts). ± is a 95% confidence interval over the pairs; a tie counts half.',
    '',
    '| level | against | win rate | verdict |',
    '|---|---|---|---|',
    ...strengthRows,
  ].join('\n');
  return { times: timesText, strength: strengthText };
}

async function balanceTable(games: number, workers: number, seed: number): Promise<string> {
  const rows: string[] = [];
  let allTurns = 0;
  let allGames = 0;
  let allBroke = 0;
  let allOut = 0;
  const pairsPer = Math.ceil(games / 2);
  let k = 0;
  const only = values.pairings?.split(',').map((x) => x.trim());
  for (let i = 0; i < CHARS.length; i++) {
    for (let j = i + 1; j < CHARS.length; j++) {
      if (only && !only.includes(`${CHARS[i]}-${CHARS[j]}`) && !only.includes(`${CHARS[j]}-${CHARS[i]}`)) {
        k++;
        continue;
      }
      const t0 = performance.now();
      const r = await run({ kind: 'balance', a: 'normal', b: 'normal', chars: [CHARS[i]!, CHARS[j]!], pairs: range(seed * 1_000_000 + k++ * 50_000, pairsPer) }, workers);
      const w = winLine(r);
      const turns = r.reduce((t, x) => t + x.turns, 0);
      const broke = r.reduce((t, x) => t + x.broke, 0);
      const out = r.reduce((t, x) => t + x.out, 0);
      allTurns += turns;
      allGames += r.length * 2;
      allBroke += broke;
      allOut += out;
      const inGoal = w.mean >= 0.4 && w.mean <= 0.6 ? 'yes' : 'no';
      rows.push(`| ${NAMES[CHARS[i]!]} – ${NAMES[CHARS[j]!]} | ${w.text} | ${inGoal} | ${(turns / (r.length * 2)).toFixed(1)} | ${pct(broke / Math.max(1, out))} |`);
      log(`balance ${CHARS[i]}-${CHARS[j]}: ${w.text}, ${(turns / (r.length * 2)).toFixed(1)} turns, ${pct(broke / Math.max(1, out))} by Gold (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
    }
  }
  // Four seats, the four characters: each one's share of the wins (the goal is 25%).
  const tableGames = Number(values['table-games']);
  let tableText = '';
  if (tableGames > 0) {
    const t0 = performance.now();
    const r = await run({ kind: 'table', a: 'normal', b: 'normal', pairs: range(seed * 1_000_000 + 900_000, tableGames) }, workers);
    // Each character's share of the wins in the games it sat in (goal 25%, 20–30%).
    const cells = CHARS.map((c) => {
      const sat = r.filter((x) => x.byChar && c in x.byChar);
      const { mean, ci } = meanCi(sat.map((x) => x.byChar![c]!));
      const ok = mean >= 0.2 && mean <= 0.3 ? 'yes' : 'no';
      return `| ${NAMES[c]} | ${sat.length} | ${pct(mean)} ± ${(100 * ci).toFixed(1)} | ${ok} |`;
    });
    const turns = r.reduce((t, x) => t + x.turns, 0) / r.length;
    const broke = r.reduce((t, x) => t + x.broke, 0);
    const out = r.reduce((t, x) => t + x.out, 0);
    log(`four seats: ${r.length} games, ${turns.toFixed(1)} turns, ${pct(broke / Math.max(1, out))} by Gold (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
    tableText = [
      '',
      '',
      `Four seats, four distinct characters drawn from the ${CHARS.length} per game in a seat order drawn too (${r.length} games, Normal bots): each character's share of the wins in the games it sat in (goal 25%, within 20–30%), ± a 95% interval; ${turns.toFixed(1)} turns per game; ${pct(broke / Math.max(1, out))} of the eliminations by Gold.`,
      '',
      '| character | games sat in | wins at a four-seat table | in 20–30% |',
      '|---|---:|---|---|',
      ...cells,
    ].join('\n');
  }
  return [
    `Normal against Normal, two players, ${pairsPer * 2} games per pairing: each pair of games replays one seed with the two characters swapped between the seats (the first seat starts). The win rate is the first-named character's, ± a 95% interval over the pairs; the goal is 40–60%. Turns count every seat's turn. "By Gold" is the share of eliminations by going broke (the goal is about a third).`,
    '',
    '| pairing | first-named wins | in 40–60% | turns per game | eliminations by Gold |',
    '|---|---|---|---:|---:|',
    ...rows,
    `| **all** | ${allGames} games | | ${(allTurns / Math.max(1, allGames)).toFixed(1)} | ${pct(allBroke / Math.max(1, allOut))} |`,
  ].join('\n') + tableText;
}

// ------------------------------------------------------------------------------------------- the section

const BEGIN = '<!-- tavern:begin -->';
const END = '<!-- tavern:end -->';
const PART_TITLES: Record<string, string> = {
  engine: '### Engine: complete tavern games per second',
  times: '### Bot decision times',
  strength: '### Bot strength',
  balance: '### Balance: character pairings (Normal bots)',
  // Written by hand (never measured here): what the balance runs changed in the content data, and why.
  tuning: '### Balance tuning: what changed in the content data',
  // Written by hand (measured with scripts/bench-compare.mjs, not here): issue 21's before and after.
  contract: '### Issue 21: speed before and after the contract',
};

function previousParts(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of Object.keys(PART_TITLES)) {
    const m = new RegExp(`<!-- tavern:${part} -->\\n([\\s\\S]*?)\\n<!-- /tavern:${part} -->`).exec(text);
    if (m) out[part] = m[1]!;
  }
  return out;
}

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

async function main(): Promise<void> {
  const parts = new Set(values.parts!.split(',').map((x) => x.trim()));
  const workers = Math.max(1, Number(values.workers));
  const seed = Number(values.seed);
  const seconds = Number(values.seconds);
  const prevText = values.out && existsSync(values.out) ? readFileSync(values.out, 'utf8') : '';
  const prev = previousParts(prevText);
  const date = new Date().toISOString().slice(0, 10);
  const stamp = (what: string) => `_${what}, ${date}, with \`${cmdLine()}\`._`;
  const fresh: Record<string, string> = {};
  if (parts.has('engine')) fresh.engine = `${stamp('Measured')}\n\n${engineTable(seconds)}`;
  if (parts.has('times') || parts.has('strength')) {
    const r = await timesAndStrength(parts.has('times'), parts.has('strength'), workers, seed);
    if (parts.has('times')) fresh.times = `${stamp('Measured')}\n\n${r.times}`;
    if (parts.has('strength')) fresh.strength = `${stamp('Measured')}\n\n${r.strength}`;
  }
  if (parts.has('balance')) fresh.balance = `${stamp('Measured')}\n\n${await balanceTable(Number(values['balance-games']), workers, seed)}`;
  const body = Object.entries(PART_TITLES)
    .map(([part, title]) => `${title}\n\n<!-- tavern:${part} -->\n${fresh[part] ?? prev[part] ?? '_Not measured yet._'}\n<!-- /tavern:${part} -->`)
    .join('\n\n');
  const section = `${BEGIN}\n## Tavern (The Red Dragon Inn)\n\nWritten by \`npx tsx src/cli/bench-tavern.ts\` (and by \`npm run bench\`, which measures the engine, the decision times and the strength, and keeps the balance table of the last dedicated run: \`npx tsx src/cli/bench-tavern.ts --parts balance --balance-games 2000\`). Each part says when and with which command it was measured.\n\n${body}\n${END}`;
  if (values.print) {
    process.stdout.write(`${section}\n`);
    return;
  }
  if (values.out) {
    const at = prevText.indexOf(BEGIN);
    const end = prevText.indexOf(END);
    const next = at >= 0 && end > at ? prevText.slice(0, at) + section + prevText.slice(end + END.length) : `${prevText.trimEnd()}\n\n${section}\n`;
    writeFileSync(values.out, next);
    log(`written to ${values.out}`);
  }
}

function cmdLine(): string {
  const args = process.argv.slice(2).filter((a) => a !== '--print' && a !== '--child');
  return ['npx tsx src/cli/bench-tavern.ts', ...args].join(' ');
}

if (!values.child) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
