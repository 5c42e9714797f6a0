import type { GameDef } from '../engine/game';
import { applyInPlace, canStartGame, newTable } from '../engine/table';
import type { AnyState } from '../engine/types';
import { rngFrom, seedRng } from '../rng';
import { assertMoneyConserved, playRandomGame, randomConfig } from './random-table';

/**
 * The simulator behind `npm run sim`, as a function the tests can call: random legal play at random tables
 * of each game, the money checked after every action. Each game's report counts only its own failures,
 * and a game whose tables all fail before finishing a game gives up instead of drawing tables forever.
 */
export interface SimOptions {
  /** Games finished per game id. */
  games: number;
  seed: number;
  /** Games played at one table before a fresh one is drawn. */
  perTable: number;
  players?: number;
  /** After this many tables in a row fail before finishing a game, the game's run stops (a broken game). */
  maxBarrenTables?: number;
  /** Run after every accepted action; throw to fail the table. The default checks that money is conserved. */
  check?: (s: AnyState) => void;
  /** Milliseconds, for the speed line (injected so the run stays pure). */
  now?: () => number;
}

export interface SimReport {
  game: string;
  name: string;
  games: number;
  tables: number;
  actions: number;
  ms: number;
  endings: Map<string, number>;
  variantGames: Map<string, number>;
  /** Tables that threw, for this game only. */
  failedTables: number;
  firstFailure: string | null;
  /** Set when the run stopped early because every recent table failed before finishing a game. */
  gaveUp: string | null;
}

export const DEFAULT_MAX_BARREN_TABLES = 50;

export function simulateGame(def: GameDef, opts: SimOptions): SimReport {
  const check = opts.check ?? assertMoneyConserved;
  const now = opts.now ?? (() => 0);
  const maxBarren = opts.maxBarrenTables ?? DEFAULT_MAX_BARREN_TABLES;
  const rng = rngFrom(seedRng(opts.seed));
  const t0 = now();
  const r: SimReport = {
    game: def.id,
    name: def.name,
    games: 0,
    tables: 0,
    actions: 0,
    ms: 0,
    endings: new Map(),
    variantGames: new Map(),
    failedTables: 0,
    firstFailure: null,
    gaveUp: null,
  };
  let barren = 0;
  while (r.games < opts.games) {
    const config = randomConfig(def, rng, { players: opts.players });
    r.tables++;
    let finished = 0;
    try {
      const s = newTable(config).state;
      for (let g = 0; g < opts.perTable && r.games < opts.games; g++) {
        if (g > 0) {
          if (!canStartGame(s)) break;
          applyInPlace(s, 0, { t: 'next-game' });
          check(s);
        }
        const played = playRandomGame(s, rng, { afterAction: (st) => check(st) });
        r.actions += played.actions.length;
        r.games++;
        finished++;
        const kind = s.result?.kind ?? 'unsettled';
        r.endings.set(kind, (r.endings.get(kind) ?? 0) + 1);
        for (const v of config.variants) r.variantGames.set(v, (r.variantGames.get(v) ?? 0) + 1);
      }
    } catch (e) {
      r.failedTables++;
      r.firstFailure ??= `table ${JSON.stringify(config)}: ${(e as Error).stack ?? String(e)}`;
    }
    barren = finished > 0 ? 0 : barren + 1;
    if (barren >= maxBarren) {
      r.gaveUp = `stopped after ${barren} tables in a row ended before finishing a game`;
      break;
    }
  }
  r.ms = now() - t0;
  return r;
}

const ENDING_NAMES: Record<string, string> = {
  showdown: 'showdowns',
  fold: 'won when all others folded',
  replay: "replays (King's/Commoner's Rule)",
  'last-standing': 'last player standing',
  special: 'ended by a special rule',
};

/** The one-screen summary of one game's run. */
export function reportLines(r: SimReport): string[] {
  const speed = r.ms > 0 ? ` (${Math.round((r.games / r.ms) * 1000)} games/s)` : '';
  const lines = [
    `${r.name}: ${r.games} games at ${r.tables} random tables, ${r.actions} actions, ${(r.ms / 1000).toFixed(1)} s${speed}`,
    `  endings: ${[...r.endings].map(([k, n]) => `${n} ${Object.hasOwn(ENDING_NAMES, k) ? ENDING_NAMES[k] : k}`).join(', ') || 'none'}`,
    `  variants: ${[...r.variantGames].map(([v, n]) => `${v} ${n}`).join(', ') || 'none drawn'}`,
    `  money checked after every action: ${r.failedTables === 0 ? 'always conserved' : `${r.failedTables} failing tables`}`,
  ];
  if (r.gaveUp) lines.push(`  gave up: ${r.gaveUp}`);
  if (r.firstFailure) lines.push(`  first failure: ${r.firstFailure}`);
  return lines;
}

/** A run failed when any table failed or the run gave up. */
export const simFailed = (r: SimReport): boolean => r.failedTables > 0 || r.gaveUp !== null;
