import { z } from 'zod';
import { GAMES } from '../games/registry';
import { stakesOf, stakesSchema } from '../stakes';
import { RuleError } from './errors';
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
  name: z.string().trim().min(1, 'A seat needs a name').max(24, 'A name has at most 24 letters'),
  kind: z.enum(['human', 'bot']),
  level: z.enum(['easy', 'normal', 'hard', 'random']).optional(),
  personality: z.enum(['cautious', 'loose', 'bluffer']).optional(),
});

export const tableConfigSchema = z.object({
  game: z.enum(GAME_IDS),
  seats: z.array(seatConfigSchema).min(2, 'A table needs at least 2 seats').max(8, 'A table has at most 8 seats'),
  variants: z.array(z.string()),
  stakes: stakesSchema,
  splitRule: z.enum(['merchant', 'king', 'commoner']),
  startingChips: z.number().int().min(1).max(1_000_000),
  stacks: z.array(z.number().int().min(0, 'A stack cannot be negative').max(1_000_000)).optional(),
  carry: z.number().int().min(0, 'A carried pot cannot be negative').max(1_000_000).optional(),
  seed: z.number().int(),
  firstStartingPlayer: z.number().int().min(0).optional(),
  options: z.record(z.string(), z.number()).optional(),
});

export function validateConfig(config: unknown): TableConfig {
  const parsed = tableConfigSchema.safeParse(config);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new RuleError('bad-config', `Table setup: ${issue.path.join('.') || 'config'}: ${issue.message}`);
  }
  const c = parsed.data as TableConfig;
  const def = (GAMES as Record<string, GameDef | undefined>)[c.game];
  if (!def) throw new RuleError('bad-config', `${c.game} is not playable yet`);
  const n = c.seats.length;
  if (c.stacks && c.stacks.length !== n) throw new RuleError('bad-config', `Table setup: ${c.stacks.length} stacks for ${n} seats`);
  if (n < def.players.min || n > def.players.max) {
    throw new RuleError('bad-config', `${def.name} is for ${def.players.min} to ${def.players.max} players, not ${n}`);
  }
  for (const v of c.variants) {
    const vd = def.variants.find((x) => x.id === v);
    if (!vd) throw new RuleError('bad-config', `${def.name} has no variant "${v}"`);
    for (const needed of vd.requires ?? []) {
      if (!c.variants.includes(needed)) throw new RuleError('bad-config', `${vd.name} needs ${def.variants.find((x) => x.id === needed)?.name ?? needed}`);
    }
    for (const other of vd.excludes ?? []) {
      if (c.variants.includes(other)) throw new RuleError('bad-config', `${vd.name} cannot be combined with ${def.variants.find((x) => x.id === other)?.name ?? other}`);
    }
  }
  if (new Set(c.variants).size !== c.variants.length) throw new RuleError('bad-config', 'A variant is listed twice');
  const refused = stakesOf(c).refuses(def, c.variants);
  if (refused) throw new RuleError('bad-config', refused);
  const extra = def.validateConfig?.(c);
  if (extra) throw new RuleError('bad-config', extra);
  return c;
}
