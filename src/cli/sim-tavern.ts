import { checkInvariants } from '../shared/tavern/invariants';
import { playGame, randomTavernConfig, seededRng } from '../shared/tavern/random';
import { botChooser, type BotLevel } from '../shared/tavern/bots';
import type { TavernConfig, TEvent } from '../shared/tavern/types';

/**
 * `npm run sim -- --game tavern --players 2-8 --games 10000 --seed 7 [--bot random|normal]`
 * Plays tavern games at random seatings (player count drawn in the range, characters with repeats, Prizes
 * on or off) with every invariant checked after every action. Prints counts; exit code 1 on any failure.
 */
export interface TavernSimOptions {
  players?: string;
  games?: string;
  seed?: string;
  bot?: string;
}

function parsePlayers(spec: string | undefined): [number, number] | null {
  if (!spec) return [2, 8];
  const m = /^(\d+)(?:-(\d+))?$/.exec(spec.trim());
  if (!m) return null;
  const lo = Number(m[1]);
  const hi = m[2] ? Number(m[2]) : lo;
  if (lo < 2 || hi > 8 || lo > hi) return null;
  return [lo, hi];
}

export function runTavernSim(opts: TavernSimOptions): number {
  const range = parsePlayers(opts.players);
  const total = Number(opts.games ?? '1000');
  const seed = Number(opts.seed ?? '1');
  const level = (opts.bot ?? 'random') as BotLevel;
  if (!range) {
    console.error('sim: --players is a count or a range within 2-8 (e.g. 4 or 2-8)');
    return 2;
  }
  if (!Number.isInteger(total) || total < 1 || !Number.isInteger(seed)) {
    console.error('sim: --games must be a positive whole number and --seed a whole number');
    return 2;
  }
  if (!['random', 'normal'].includes(level)) {
    console.error('sim: --bot is random or normal');
    return 2;
  }
  const rng = seededRng(seed);
  const t0 = performance.now();
  let actions = 0;
  let turns = 0;
  let failures = 0;
  let firstFailure: string | null = null;
  let ties = 0;
  let rounds = 0;
  let contests = 0;
  const byPlayers = new Map<number, number>();
  const out = { 'passed-out': 0, broke: 0 };
  const wins = new Map<string, number>();
  const seats = new Map<string, number>();
  let maxActions = 0;
  for (let g = 0; g < total; g++) {
    const n = rng.int(range[0], range[1]);
    const config: TavernConfig = randomTavernConfig(rng, n);
    try {
      const choose = botChooser(level);
      const r = playGame(config, rng, {
        choose,
        after: (s, _seat, _a, ev: TEvent[]) => {
          const bad = checkInvariants(s);
          if (bad.length) throw new Error(bad.join('; '));
          for (const e of ev) {
            if (e.e === 'eliminated') out[e.why]++;
            else if (e.e === 'roundStarted') rounds++;
            else if (e.e === 'contest') contests++;
          }
        },
      });
      actions += r.log.length;
      maxActions = Math.max(maxActions, r.log.length);
      turns += r.state.turn.n;
      byPlayers.set(n, (byPlayers.get(n) ?? 0) + 1);
      if (r.state.over!.tie) ties++;
      for (const st of r.state.seats) seats.set(st.char, (seats.get(st.char) ?? 0) + 1);
      if (!r.state.over!.tie) {
        const w = r.state.seats[r.state.over!.winners[0]!]!.char;
        wins.set(w, (wins.get(w) ?? 0) + 1);
      }
    } catch (e) {
      failures++;
      firstFailure ??= `game ${g} ${JSON.stringify(config)}: ${(e as Error).stack ?? e}`;
    }
  }
  const ms = performance.now() - t0;
  const played = total - failures;
  console.log(
    `The Red Dragon Inn (${level} players): ${total} games at ${range[0]}-${range[1]} seats, ${actions} actions, ${(ms / 1000).toFixed(1)} s (${Math.round((total / ms) * 1000)} games/s, ${Math.round((actions / ms) * 1000)} actions/s)`,
  );
  console.log(`  seats: ${[...byPlayers].sort((a, b) => a[0] - b[0]).map(([k, v]) => `${k}p ${v}`).join(', ')}`);
  console.log(`  average game: ${(turns / Math.max(1, played)).toFixed(1)} turns, ${Math.round(actions / Math.max(1, played))} actions (longest ${maxActions})`);
  const elim = out['passed-out'] + out.broke;
  console.log(`  eliminations: ${out['passed-out']} passed out, ${out.broke} broke (${((out.broke / Math.max(1, elim)) * 100).toFixed(1)}% by Gold); ${ties} ties`);
  console.log(`  Rounds of Gambling ${rounds}, drinking contests ${contests}`);
  console.log(
    `  wins per seat taken: ${[...seats].map(([c, k]) => `${c} ${(((wins.get(c) ?? 0) / k) * 100).toFixed(1)}%`).join(', ')}`,
  );
  console.log(`  invariants checked after every action: ${failures === 0 ? 'always held' : `${failures} failing games`}`);
  if (firstFailure) console.log(`  first failure: ${firstFailure}`);
  return failures > 0 ? 1 : 0;
}
