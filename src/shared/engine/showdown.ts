import { z } from 'zod';
import { CardPool } from './showdown-input';
import { InputError } from './errors';
import type { Evaluation } from './game';
import { settle } from './settle';
import { gameDef } from './table';
import type { AnyState, GameResult, TableConfig } from './types';
import { GAME_IDS } from './config';
import { issueWords } from '../sentence';
import { showdownStakesOf, showdownStakesSchema } from '../stakes';

/**
 * The showdown contract of DESIGN.md as a pure function: the scoring of a finished game plus the settling
 * of its pot. The CLI (`npm run showdown`) is a thin shell around it.
 */
const requestSchema = z.object({
  game: z.enum(GAME_IDS),
  variants: z.array(z.string()).default([]),
  common: z.record(z.string(), z.unknown()).default({}),
  players: z.array(z.record(z.string(), z.unknown())).min(2, 'at least 2 players').max(8, 'at most 8 players'),
  // Each stakes mode reads its own part of the request (ShowdownStakes in stakes/mode.ts).
  stakes: showdownStakesSchema.optional(),
});

export interface ShowdownAnswer {
  scores: (number | null)[];
  places: (number | null)[];
  payouts?: number[];
  carry?: number;
}

export function runShowdown(raw: unknown): ShowdownAnswer {
  // Schema problems in words (sentence.ts), with where they are.
  const parsed = requestSchema.safeParse(raw, { error: issueWords });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new InputError(issue.code === 'custom' || issue.path.length === 0 || issue.message.startsWith('the field') ? issue.message : `${issue.path.join('.')}: ${issue.message}`);
  }
  const req = parsed.data;
  let def;
  try {
    def = gameDef(req.game);
  } catch {
    throw new InputError(`${req.game} is not playable yet`);
  }
  if (!def.showdown) throw new InputError(`${def.name} is settled without a showdown: it is not part of the showdown contract`);
  for (const v of req.variants) if (!def.variants.some((x) => x.id === v)) throw new InputError(`${def.name} has no variant "${v}"`);
  const n = req.players.length;
  if (n < def.players.min || n > def.players.max) throw new InputError(`${def.name} is for ${def.players.min} to ${def.players.max} players, not ${n}`);
  const stakes = req.stakes;
  const mode = stakes ? showdownStakesOf(stakes) : null;
  const folded = stakes && mode ? mode.folded(stakes, n) : new Array<boolean>(n).fill(false);
  const wrong = stakes && mode ? mode.problem(stakes, def, req.variants, n) : null;
  if (wrong !== null) throw new InputError(wrong);
  if (folded.every(Boolean)) throw new InputError('stakes.folded: every player folded');
  // Read twice (see CardPool): the first reading counts every card of the input, the second gets the copies.
  const pool = new CardPool();
  const input = { variants: req.variants, common: req.common, players: req.players, used: pool };
  try {
    def.showdown(input);
  } catch (e) {
    // A card asked for too often explains whatever the provisional copies made the game refuse.
    const problem = pool.overflow();
    if (problem) throw new InputError(problem);
    throw e;
  }
  pool.plan();
  const evals = def.showdown(input);
  pool.finish();
  const kept: (Evaluation | null)[] = evals.map((e, i) => (folded[i] ? null : e));
  const scores = kept.map((e) => e?.score ?? null);
  if (!stakes || !mode) {
    const places = placesOnly(kept);
    return { scores, places };
  }
  const table = mode.table(stakes, n);
  const config: TableConfig = {
    game: req.game,
    seats: req.players.map((_, i) => ({ name: `Seat ${i + 1}`, kind: 'bot' })),
    variants: req.variants,
    stakes: table.stakes,
    splitRule: table.splitRule,
    startingChips: 0,
    seed: 0,
  };
  const s = {
    config,
    stacks: new Array<number>(n).fill(0),
    contrib: table.contrib,
    roundBet: new Array<number>(n).fill(0),
    carry: table.carry,
    inGame: new Array<boolean>(n).fill(true),
    folded: [...folded],
  } as unknown as AnyState;
  const result: GameResult = settle({ s, rng: null as never, events: [], def }, kept, 'showdown');
  return { scores, places: result.standings.map((x) => x.place), payouts: result.payouts, carry: result.carry };
}

function placesOnly(evals: (Evaluation | null)[]): (number | null)[] {
  return evals.map((e) => {
    if (!e) return null;
    let better = 0;
    for (const o of evals) if (o && cmp(o.key, e.key) > 0) better++;
    return better + 1;
  });
}

function cmp(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d) return d;
  }
  return 0;
}
