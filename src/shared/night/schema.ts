import { z } from 'zod';
import { GAME_IDS, seatConfigSchema, tableConfigSchema } from '../engine/config';
import { DUPLICATE_NAMES, hasDuplicateName, nameSchema } from '../names';
import { schemaSentence } from '../sentence';

/** A profile's name may be longer than a seat's (it is shown in the statistics, not on the table). */
export const PROFILE_MAX = 40;

/**
 * Schemas for everything about a night that crosses a border: the lobby's new-night form, each action,
 * and a saved night read back from storage (with the table in play inside it). Only checked, never used
 * to transform: a valid input is used as it is, so nothing is silently dropped from a save.
 */
const int = z.number().int();
const count = int.min(0);
const seat = int.min(0).max(7);

export const NIGHT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const nightSeatSchema = seatConfigSchema.extend({
  profile: nameSchema('A profile name', PROFILE_MAX).optional(),
});

export const nightConfigSchema = z.object({
  seats: z.array(nightSeatSchema).min(2, 'A night needs at least 2 players').max(8, 'A night has at most 8 players'),
  length: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('games'), games: int.min(1, 'Play at least one game').max(500) }),
    z.object({ kind: z.literal('time'), minutes: int.min(1, 'Play at least one minute').max(24 * 60) }),
  ]),
  share: int.min(0, 'A Share cannot be negative').max(100, 'A Share is at most 100'),
  minRaise: z.boolean(),
  seed: int,
}).superRefine((c, ctx) => {
  // Each player is told apart by name, and each profile's statistics are their own (issue 25, item 6).
  if (hasDuplicateName(c.seats.map((x) => x.name))) ctx.addIssue({ code: 'custom', path: ['seats'], message: DUPLICATE_NAMES });
  else if (hasDuplicateName(c.seats.map((x) => x.profile ?? x.name))) ctx.addIssue({ code: 'custom', path: ['seats'], message: 'Two players play under the same profile: give each player their own.' });
});

export const gameChoiceSchema = z.object({
  game: z.enum(GAME_IDS),
  variants: z.array(z.string().max(40)).max(20),
  splitRule: z.enum(['merchant', 'king', 'commoner']),
  stakes: z.enum(['betting', 'shares']),
  options: z.record(z.string(), z.number()).optional(),
});

export const nightActionSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('choose'), choice: gameChoiceSchema }),
  z.object({ t: z.literal('replay') }),
  z.object({ t: z.literal('borrow') }),
  z.object({ t: z.literal('table'), action: z.object({ t: z.string().min(1).max(40) }).catchall(z.unknown()) }),
]);

const visibility = z.discriminatedUnion('to', [
  z.object({ to: z.literal('all') }),
  z.object({ to: z.literal('none') }),
  z.object({ to: z.literal('owner'), seat: int }),
  z.object({ to: z.literal('others'), seat: int }),
  z.object({ to: z.literal('seats'), seats: z.array(int) }),
]);

const replaySchema = z.object({ rule: z.enum(['king', 'commoner']), seats: z.array(seat) });

/** A table's state: the engine's fields are checked; game-specific ones (`g`, step data) only for shape. */
export const tableStateSchema = z.looseObject({
  format: z.literal(1),
  version: count,
  config: tableConfigSchema,
  rng: z.array(z.number()),
  gameNo: count,
  startingPlayer: seat,
  stacks: z.array(count),
  contrib: z.array(count),
  roundBet: z.array(count),
  carry: count,
  inGame: z.array(z.boolean()),
  folded: z.array(z.boolean()),
  totalMoney: count,
  zones: z.record(z.string(), z.object({ cards: z.array(count), vis: visibility })),
  deck: z.array(count),
  discard: z.array(count),
  g: z.unknown(),
  secret: z.record(z.string(), z.unknown()),
  step: z.object({ index: count, id: z.string(), data: z.record(z.string(), z.unknown()) }),
  phase: z.enum(['playing', 'over']),
  result: z.looseObject({
    kind: z.string(),
    standings: z.array(z.looseObject({ seat, place: int.nullable(), score: z.number().nullable(), label: z.string() })),
    awards: z.array(z.unknown()),
    refunds: z.array(z.object({ seat, amount: count })),
    payouts: z.array(count),
    carry: count,
    replay: replaySchema.nullable(),
  }).nullable(),
  log: z.array(z.looseObject({ t: z.string() })),
  replay: replaySchema.nullable(),
});

const playSchema = z.object({
  kind: z.string(),
  seats: z.array(seat),
  payouts: z.array(count),
  won: z.array(count),
  carryOut: count,
  replay: z.boolean(),
});

const moneyList = z.array(count);

export const nightSchema = z.object({
  kind: z.literal('adventurers-choice'),
  id: z.string().regex(NIGHT_ID, 'A night id is letters, digits, - and _'),
  version: count,
  config: nightConfigSchema,
  rng: z.array(z.number()),
  phase: z.enum(['between', 'playing', 'finished']),
  money: moneyList,
  loans: z.array(count),
  debts: z.array(count),
  loanLog: z.array(z.object({ borrower: seat, lender: seat, amount: count, afterGames: count, duringGame: z.boolean() })),
  carry: count,
  chooser: seat,
  table: tableStateSchema.nullable(),
  current: z.object({
    choice: gameChoiceSchema,
    chooser: seat,
    moneyBefore: moneyList,
    carryIn: count,
    plays: z.array(playSchema),
    replayDue: z.boolean(),
  }).nullable(),
  games: z.array(z.object({
    no: int.min(1),
    chooser: seat,
    choice: gameChoiceSchema,
    plays: z.array(playSchema),
    winners: z.array(seat),
    moneyBefore: moneyList,
    moneyAfter: moneyList,
    carryIn: count,
    carryOut: count,
  })),
  series: z.array(z.object({ games: count, money: moneyList, score: z.array(int) })),
  breakLoans: z.object({ borrowed: z.array(seat), lent: z.array(seat) }),
  clock: z.object({ usedMs: z.number().min(0), last: z.number().nullable() }),
  finished: z.object({
    reason: z.enum(['games', 'time', 'stuck']),
    leftover: z.array(z.object({ seat, amount: count })),
  }).nullable(),
});

/** The first problem with `value` as a sentence, or null when it passes the schema. */
export function schemaProblem(schema: z.ZodType, value: unknown): string | null {
  return schemaSentence(schema, value);
}
