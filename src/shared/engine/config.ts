import { z } from 'zod';
import { stakesOf, stakesSchema } from '../stakes';
import { RuleError } from './errors';
import { findGame } from './games';
import { DUPLICATE_NAMES, hasDuplicateName, nameSchema } from '../names';
import { issueMessage, issueWords, sentence, shown } from '../sentence';
import type { GameDef } from './game';
import type { TableConfig } from './types';

/**
 * The one schema for a table config: the lobby, IPC, saves and the CLI all pass through it, so a bad
 * config is refused with a sentence before it reaches a game.
 */
export const GAME_IDS = [
  'rogues-and-warriors', 'threes', 'kings-council', 'jack-of-all-trades', 'doublerogue', 'three-kingdoms',
  'dragon-hordes', 'delve', 'spy-network', 'dragon-hunt', 'den-of-thieves', 'city-square', 'the-wheel',
  'heroes-plunder', 'streets-of-greyport',
] as const;

export const seatConfigSchema = z.object({
  name: nameSchema('A seat\'s name'),
  kind: z.enum(['human', 'bot'], { error: 'A seat is played by a "human" or a "bot".' }),
  level: z.enum(['easy', 'normal', 'hard', 'random'], { error: 'A bot\'s level is "easy", "normal", "hard" or "random".' }).optional(),
  personality: z.enum(['cautious', 'loose', 'bluffer'], { error: 'A bot\'s personality is "cautious", "loose" or "bluffer".' }).optional(),
});

/** Bounds of a table's money: far above any night (100 each), far below where sums lose precision. */
export const MAX_CHIPS = 1_000_000;
const chips = (what: string, min: number) =>
  z.number({ error: `${what} must be a whole number from ${min} to ${MAX_CHIPS}.` }).int(`${what} must be a whole number.`).min(min, min === 0 ? `${what} cannot be negative.` : `${what} must be at least ${min}.`).max(MAX_CHIPS, `${what} is at most ${MAX_CHIPS}.`);

export const tableConfigSchema = z.object({
  game: z.enum(GAME_IDS, { error: 'That game is not in the catalogue.' }),
  seats: z.array(seatConfigSchema, { error: 'The seats must be a list.' }).min(2, 'A table needs at least 2 seats.').max(8, 'A table has at most 8 seats.'),
  variants: z.array(z.string({ error: 'A variant is named by its id.' }).max(40, 'No variant has so long an id.'), { error: 'The variants must be a list.' }).max(20, 'No game has so many variants.'),
  stakes: stakesSchema,
  splitRule: z.enum(['merchant', 'king', 'commoner'], { error: 'The Split Rule is "merchant", "king" or "commoner".' }),
  startingChips: chips('The starting chips', 1),
  stacks: z.array(chips('A stack', 0), { error: 'The stacks must be a list of numbers.' }).optional(),
  carry: chips('A carried pot', 0).optional(),
  seed: z.number({ error: 'The seed must be a whole number.' }).int(`The seed must be a whole number from -${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}.`),
  firstStartingPlayer: z.number({ error: 'The first Starting Player is a seat number.' }).int('The first Starting Player is a seat number.').min(0, 'The first Starting Player is a seat number.').optional(),
  options: z.record(z.string(), z.number({ error: 'An option\'s value must be a number.' }), { error: 'The options must be an object of numbers.' }).optional(),
}).superRefine((c, ctx) => {
  if (hasDuplicateName(c.seats.map((x) => x.name))) ctx.addIssue({ code: 'custom', path: ['seats'], message: DUPLICATE_NAMES });
});

const refuse = (message: string): never => {
  throw new RuleError('bad-config', sentence(message));
};

export function validateConfig(config: unknown): TableConfig {
  const parsed = tableConfigSchema.safeParse(config, { error: (iss) => issueWords(iss) });
  if (!parsed.success) refuse(`Table setup: ${issueMessage(parsed.error.issues[0]!)}`);
  const c = parsed.data as TableConfig;
  const def = findGame(c.game);
  if (!def) return refuse(`${c.game} is not playable yet`);
  const n = c.seats.length;
  if (c.stacks && c.stacks.length !== n) refuse(`Table setup: ${c.stacks.length} stacks for ${n} seats`);
  if (n < def.players.min || n > def.players.max) {
    refuse(`${def.name} is for ${def.players.min} to ${def.players.max} players, not ${n}`);
  }
  if (c.firstStartingPlayer !== undefined && c.firstStartingPlayer >= n) refuse(`Table setup: the first Starting Player must be one of the ${n} seats`);
  for (const v of c.variants) {
    const vd = def.variants.find((x) => x.id === v);
    if (!vd) refuse(`${def.name} has no variant ${shown(v) ?? 'of that name'}`);
    for (const needed of vd!.requires ?? []) {
      if (!c.variants.includes(needed)) refuse(`${vd!.name} needs ${def.variants.find((x) => x.id === needed)?.name ?? needed}`);
    }
    for (const other of vd!.excludes ?? []) {
      if (c.variants.includes(other)) refuse(`${vd!.name} cannot be combined with ${def.variants.find((x) => x.id === other)?.name ?? other}`);
    }
  }
  if (new Set(c.variants).size !== c.variants.length) refuse('A variant is listed twice');
  const stakes = stakesOf(c);
  const refused = stakes.refuses(def, c.variants);
  if (refused) refuse(refused);
  // Issue 12, item 11: an option the game does not have, or a value outside the catalogue's range, is refused.
  for (const [key, value] of Object.entries(c.options ?? {})) {
    const o = (def.options ?? []).find((x) => x.id === key);
    if (!o) refuse(`${def.name} has no option ${shown(key) ?? 'of that name'}`);
    if (!Number.isInteger(value) || value < o!.min || value > o!.max) refuse(`The ${o!.name[0]!.toLowerCase()}${o!.name.slice(1)} (${def.name}) must be a whole number from ${o!.min} to ${o!.max}`);
  }
  // A table where fewer than two seats can ante never starts a game: a carried pot would be stranded.
  const ante = stakes.ante(c.stakes);
  const stacks = c.stacks ?? new Array<number>(n).fill(c.startingChips);
  const able = stacks.filter((x) => x >= ante).length;
  if (able < 2) refuse(`Table setup: only ${able} of the ${n} seats can ante ${ante}, and a game needs two`);
  const extra = def.validateConfig?.(c);
  if (extra) refuse(extra);
  return c;
}

/** The stakes a table can play for (Betting Rounds, Playing for Shares). */
export type StakesModeId = TableConfig['stakes']['mode'];

/**
 * The stakes modes a game allows with these variants, as `validateConfig` decides them: the lobby and the
 * catalogue offer exactly these (issue 11.9: the screen computes no rule). Variants not of the game are
 * ignored here; `validateConfig` refuses them.
 */
export function stakesModesFor(def: Pick<GameDef, 'shares' | 'variants'>, variants: readonly string[]): StakesModeId[] {
  const needsShares = def.shares === 'required' || variants.some((v) => def.variants.find((x) => x.id === v)?.requiresShares);
  if (needsShares) return def.shares === 'refused' ? [] : ['shares'];
  return def.shares === 'refused' ? ['betting'] : ['betting', 'shares'];
}
