import { checkInvariants } from '../shared/tavern/invariants';
import { playGame, randomTavernConfig, seededRng } from '../shared/tavern/random';
import { botChooser, type BotLevel } from '../shared/tavern/bots';
import { playableCharacters } from '../shared/tavern/content/catalog';
import { TAVERN_GAMES } from '../shared/tavern/hosted';
import type { TavernConfig, TEvent } from '../shared/tavern/types';
import { isVariantKind, VARIANT_KINDS, VARIANTS, variantTableProblem, type VariantKind } from '../shared/tavern/variants/table';
import { twoHeadedTeams } from '../shared/tavern/variants/teams';
import { bossSeats, bossTeams } from '../shared/tavern/variants/boss';
import { countTeamGame, newTally, rawLine, tallyLines, teamNames, type TeamTally } from './team-shares';

/**
 * `npm run sim -- --game tavern --players 2-8 --games 10000 --seed 7 [--bot random|normal]`
 * Plays tavern games at random seatings (player count drawn in the range, characters with repeats, Prizes
 * on or off) with every invariant checked after every action. Prints counts; exit code 1 on any failure.
 *
 * With `--appendix-b` every Round may be played as one of the twelve gambling games (TAVERN.md §5); the
 * summary adds how often each was hosted, the specials, the split pots and replays, and checks that every
 * hosted game ended (played to its end, or ended with its Round).
 *
 * With `--variant bar-deck` the Drink Deck is counted from the 70-card Bar Deck (VARIANTS.md §8); the summary
 * adds the refills and how many came from the Bar. A variant joins others with `+` (`--variant
 * boss+bar-deck`); a table variant the engine does not play yet is refused with its sentence.
 *
 * `npm run sim -- --game tavern --pairings --games 2000 --seed 21 [--bot normal]`
 * The balance run: for each pair of characters, that many two-player games (seats alternating), every
 * invariant checked; prints each pairing's win rate with a 95% interval, game length and Gold eliminations.
 */
export interface TavernSimOptions {
  players?: string;
  games?: string;
  seed?: string;
  bot?: string;
  pairings?: boolean;
  /** Appendix B on: every Round's starter picks one of the twelve gambling games (TAVERN.md §5). */
  'appendix-b'?: boolean;
  /** VARIANTS.md: `bar-deck`, a table variant, or several joined with `+`. */
  variant?: string;
}

/** The `--variant` words: the Bar Deck and at most one table variant, or a sentence saying what is wrong. */
function parseVariant(spec: string | undefined): { barDeck: boolean; table: VariantKind | null } | string {
  if (!spec) return { barDeck: false, table: null };
  let barDeck = false;
  let table: VariantKind | null = null;
  for (const word of spec.split('+').map((w) => w.trim())) {
    if (word === 'bar-deck') barDeck = true;
    else if (isVariantKind(word)) {
      if (table) return `--variant names two table variants (${table} and ${word}); a table plays one`;
      table = word;
    } else return `--variant "${word}" is not a variant (bar-deck, ${VARIANT_KINDS.join(', ')})`;
  }
  return { barDeck, table };
}

function runPairings(total: number, seed: number, level: BotLevel, automaton = false): number {
  const rng = seededRng(seed);
  const chars = playableCharacters().map((c) => c.key);
  const choose = botChooser(level);
  let failures = 0;
  const t0 = performance.now();
  console.log(`Balance (${level} bots, two players${automaton ? ' and Rivet (the Automaton)' : ''}, ${total} games per pairing, seed ${seed}):`);
  for (let i = 0; i < chars.length; i++) {
    for (let j = i + 1; j < chars.length; j++) {
      const [a, b] = [chars[i]!, chars[j]!];
      let winsA = 0;
      let ties = 0;
      let turns = 0;
      let broke = 0;
      let out = 0;
      for (let g = 0; g < total; g++) {
        const seats = g % 2 === 0 ? [a, b] : [b, a];
        try {
          const base: TavernConfig = { seats: seats.map((char) => ({ char })), seed: rng.int(0, 2 ** 30) };
          const r = playGame(automaton ? { ...base, automaton: { factions: [] } } : { ...base, first: 0 }, rng, {
            choose,
            after: (s, _seat, _a, ev) => {
              const bad = checkInvariants(s);
              if (bad.length) throw new Error(bad.join('; '));
              for (const e of ev) if (e.t === 'eliminated') (e.why === 'broke' ? broke++ : out++);
            },
          });
          turns += r.state.turn.n;
          if (r.state.over!.tie) ties++;
          else if (seats[r.state.over!.winners[0]!] === a) winsA++;
        } catch (e) {
          failures++;
          console.log(`  failure (${a} vs ${b}, game ${g}): ${(e as Error).message}`);
        }
      }
      const decided = total - ties;
      const p = winsA / Math.max(1, decided);
      const ci = 1.96 * Math.sqrt((p * (1 - p)) / Math.max(1, decided));
      console.log(
        `  ${a} vs ${b}: ${(p * 100).toFixed(1)}% ± ${(ci * 100).toFixed(1)} (${winsA}-${decided - winsA}, ${ties} ties); ${(turns / total).toFixed(1)} turns; ${((broke / Math.max(1, broke + out)) * 100).toFixed(1)}% of eliminations by Gold`,
      );
    }
  }
  console.log(`  ${((performance.now() - t0) / 1000).toFixed(1)} s; invariants checked after every action: ${failures ? `${failures} failing games` : 'always held'}`);
  return failures ? 1 : 0;
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
  // The Automaton seats exactly two players (Rivet is the third): that is the default range with it.
  const range = parsePlayers(opts.players ?? (opts.variant?.split('+').includes('automaton') ? '2' : undefined));
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
  const variant = parseVariant(opts.variant);
  if (typeof variant === 'string') {
    console.error(`sim: ${variant}`);
    return 2;
  }
  // A table variant plays only its own player counts: by default those of them within 2-8; with --players,
  // every count of the range must be one the variant seats, or the run would refuse its games.
  const counts = variant.table ? VARIANTS[variant.table].players.filter((n) => n >= range[0] && n <= range[1]) : [];
  if (variant.table) {
    const sizes = opts.players === undefined ? counts : Array.from({ length: range[1] - range[0] + 1 }, (_, i) => range[0] + i);
    if (!sizes.length) {
      console.error(`sim: ${VARIANTS[variant.table].wrongCount}`);
      return 2;
    }
    for (const n of sizes) {
      const why = variantTableProblem({ variant: variant.table, players: n, appendixB: opts['appendix-b'] === true, barDeck: variant.barDeck });
      if (why) {
        console.error(`sim: ${why}`);
        return 2;
      }
    }
  }
  if (opts.pairings) return runPairings(total, seed, level, variant.table === 'automaton');
  const rng = seededRng(seed);
  const t0 = performance.now();
  let actions = 0;
  let turns = 0;
  let failures = 0;
  let firstFailure: string | null = null;
  let ties = 0;
  let rounds = 0;
  let contests = 0;
  let refills = 0;
  const barEvents = new Map<string, number>();
  const byPlayers = new Map<number, number>();
  const out = { 'passed-out': 0, broke: 0 };
  const wins = new Map<string, number>();
  const seats = new Map<string, number>();
  let maxActions = 0;
  // The slowest game (wall clock, invariants included): a profile target (`node --cpu-prof`) when one stands out.
  let slowest = { ms: 0, game: -1 };
  const appendixB = opts['appendix-b'] === true;
  const hostedGames = new Map<string, number>();
  // Per game, how many choices had no variants, and per variant how many choices had it on.
  const chosenVariants = new Map<string, number>();
  const specials = new Map<string, number>();
  const rivet = new Map<string, number>();
  // Team games: wins per player count, by the teams' seats and by their place in the turn order (team-shares.ts).
  const sides = new Map<number, { names: string[]; tally: TeamTally }>();
  // Team games: Tonics spent by the first team (the Boss in Boss Battle) and by the others, and what for.
  const tonics = { first: 0, other: 0, F: 0, AC: 0, G: 0, left: 0 };
  const hosted = { started: 0, played: 0, endedWithRound: 0, splits: 0, replays: 0, unended: 0 };
  for (let g = 0; g < total; g++) {
    const n = counts.length ? counts[rng.int(0, counts.length - 1)]! : rng.int(range[0], range[1]);
    const base = randomTavernConfig(rng, n, appendixB);
    // The Boss variants (VARIANTS.md §4–§6): every seat with a Boss Deck plays Magda.
    const villains = bossSeats(variant.table, n);
    const config: TavernConfig = {
      ...base,
      seats: base.seats.map((x, i) => (villains.includes(i) ? { ...x, char: 'magda' } : x)),
      ...(villains.length ? { teams: bossTeams(variant.table as 'boss', n) } : {}),
      ...(variant.barDeck ? { barDeck: true } : {}),
      // The Automaton: the seed picks Rivet's two factions.
      ...(variant.table === 'automaton' ? { automaton: { factions: [] } } : {}),
      ...(variant.table === 'two-headed' ? { teams: twoHeadedTeams(n) } : {}),
    };
    let open = false;
    // The seat that took the game's first turn (setup draws it from the game's seed; the Boss always goes first).
    let first = -1;
    const g0 = performance.now();
    try {
      const choose = botChooser(level);
      const r = playGame(config, rng, {
        choose,
        after: (s, _seat, _a, ev: TEvent[]) => {
          if (first < 0 && s.turn.n === 1) first = s.turn.active;
          const bad = checkInvariants(s);
          if (bad.length) throw new Error(bad.join('; '));
          for (const e of ev) {
            if (e.t === 'drinkRevealed' && /^event\.(last-call|tab-comes-due|bard-takes-requests)$/.test(e.def)) barEvents.set(e.def, (barEvents.get(e.def) ?? 0) + 1);
            if (e.t === 'eliminated') out[e.why]++;
            else if (e.t === 'tonic') {
              tonics[s.teams?.[0]!.seats.includes(e.seat) ? 'first' : 'other']++;
              tonics[e.gain]++;
            } else if (e.t === 'rivet') rivet.set(e.box, (rivet.get(e.box) ?? 0) + 1);
            else if (e.t === 'trackReset') rivet.set('track resets', (rivet.get('track resets') ?? 0) + 1);
            else if (e.t === 'roundStarted') rounds++;
            else if (e.t === 'contest') contests++;
            else if (e.t === 'refill') refills++;
            else if (e.t === 'gameChosen' && e.choice) {
              const keys = e.choice.variants.length ? e.choice.variants.map((v) => `${e.choice!.game} ${v}`) : [`${e.choice.game} (none)`];
              for (const k of keys) chosenVariants.set(k, (chosenVariants.get(k) ?? 0) + 1);
            } else if (e.t === 'hostedStarted') {
              // A table still open when the next one starts (a replay) must have ended first.
              if (open) hosted.unended++;
              open = true;
              hosted.started++;
              if (e.replay) hosted.replays++;
              hostedGames.set(e.game, (hostedGames.get(e.game) ?? 0) + 1);
            } else if (e.t === 'hosted' && e.ev.t === 'game-over') {
              hosted.played++;
              open = false;
            } else if (e.t === 'special') specials.set(`${e.kind} ${e.how}`, (specials.get(`${e.kind} ${e.how}`) ?? 0) + 1);
            else if (e.t === 'roundEnded') {
              if (e.split) hosted.splits++;
              if (open) hosted.endedWithRound++;
              open = false;
            }
          }
        },
      });
      actions += r.log.length;
      maxActions = Math.max(maxActions, r.log.length);
      const ms = performance.now() - g0;
      if (ms > slowest.ms) slowest = { ms, game: g };
      turns += r.state.turn.n;
      byPlayers.set(n, (byPlayers.get(n) ?? 0) + 1);
      if (r.state.over!.tie) ties++;
      for (const st of r.state.seats) if (st.char !== 'rivet') seats.set(st.char, (seats.get(st.char) ?? 0) + 1);
      if (!r.state.over!.tie) {
        const w = r.state.seats[r.state.over!.winners[0]!]!.char;
        wins.set(w, (wins.get(w) ?? 0) + 1);
      }
      // Team games: which team won, per player count (the Boss's team is the first in Boss Battle).
      if (r.state.teams) {
        const teams = r.state.teams.map((t) => t.seats);
        const side = sides.get(n) ?? { names: teamNames(variant.table ?? '', teams), tally: newTally(teams.length) };
        countTeamGame(side.tally, teams, r.state.over!.winners, r.state.over!.tie === true, first);
        sides.set(n, side);
        // A losing team that still held Tonics went out without using them (a bot weakness if common).
        for (const t of r.state.teams) if (!t.seats.some((x) => r.state.over!.winners.includes(x))) tonics.left += t.tonics;
      }
    } catch (e) {
      failures++;
      firstFailure ??= `game ${g} ${JSON.stringify(config)}: ${(e as Error).stack ?? e}`;
    }
  }
  const ms = performance.now() - t0;
  const played = total - failures;
  console.log(
    `The Red Dragon Inn (${level} players): ${total} games at ${counts.length ? counts.join(', ') : `${range[0]}-${range[1]}`} seats, ${actions} actions, ${(ms / 1000).toFixed(1)} s (${Math.round((total / ms) * 1000)} games/s, ${Math.round((actions / ms) * 1000)} actions/s)`,
  );
  console.log(`  seats: ${[...byPlayers].sort((a, b) => a[0] - b[0]).map(([k, v]) => `${k}p ${v}`).join(', ')}`);
  console.log(`  average game: ${(turns / Math.max(1, played)).toFixed(1)} turns, ${Math.round(actions / Math.max(1, played))} actions (longest ${maxActions}); slowest game ${(slowest.ms / 1000).toFixed(2)} s (game ${slowest.game})`);
  const elim = out['passed-out'] + out.broke;
  console.log(`  eliminations: ${out['passed-out']} passed out, ${out.broke} broke (${((out.broke / Math.max(1, elim)) * 100).toFixed(1)}% by Gold); ${ties} ties`);
  console.log(`  Rounds of Gambling ${rounds}, drinking contests ${contests}, Drink Deck refills ${refills}`);
  if (variant.table === 'automaton') console.log(`  Rivet: cards revealed by box: ${['action', 'response', 'bottom', 'none'].map((k) => `${k} ${rivet.get(k) ?? 0}`).join(', ')}; track resets ${rivet.get('track resets') ?? 0}`);
  if (sides.size) {
    const first = variant.table === 'boss' ? 'the Boss' : 'the first team (A, B)';
    const other = variant.table === 'boss' ? 'the Challengers' : 'the other teams';
    console.log(`  wins by team, share of all games ± 95% interval (${level} players):`);
    for (const [k, v] of [...sides].sort((a, b) => a[0] - b[0])) {
      for (const line of tallyLines(`${k}p`, v.names, v.tally)) console.log(line);
      // The raw counts, to add up runs made in pieces: npx tsx src/cli/sum-team-shares.ts FILE…
      console.log(rawLine(variant.table!, k, v.tally));
    }
    console.log(`  Tonics spent: ${first} ${tonics.first}, ${other} ${tonics.other} (for F ${tonics.F}, AC ${tonics.AC}, G ${tonics.G}); losing teams went out holding ${tonics.left}`);
  }
  if (variant.barDeck) console.log(`  Bar Deck: Cellar Stock's Events revealed: ${[...barEvents].sort().map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`);
  console.log(
    `  wins per seat taken: ${[...seats].map(([c, k]) => `${c} ${(((wins.get(c) ?? 0) / k) * 100).toFixed(1)}%`).join(', ')}`,
  );
  if (appendixB) {
    const counts = TAVERN_GAMES.map((g) => hostedGames.get(g) ?? 0);
    console.log(`  Appendix B: ${hosted.started} hosted games (${hosted.replays} replays by King's or Commoner's Rule), ${hosted.splits} split pots`);
    console.log(`    hosted: ${TAVERN_GAMES.map((g, i) => `${g} ${counts[i]}`).join(', ')}; fewest ${Math.min(...counts)}`);
    console.log(`    variants chosen: ${[...chosenVariants].sort((a, b) => a[0].localeCompare(b[0])).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    console.log(`    ended: ${hosted.played} played to the end, ${hosted.endedWithRound} ended with their Round (last one in, a card); ${hosted.unended} never ended`);
    console.log(`    specials: ${[...specials].sort().map(([k, v]) => `${k} ${v}`).join(', ')}`);
    if (hosted.unended > 0 || hosted.played + hosted.endedWithRound !== hosted.started) failures++;
  }
  console.log(`  invariants checked after every action: ${failures === 0 ? 'always held' : `${failures} failing games`}`);
  if (firstFailure) console.log(`  first failure: ${firstFailure}`);
  return failures > 0 ? 1 : 0;
}
