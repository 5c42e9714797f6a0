import { z } from 'zod';
import type { Step } from '../engine/game';
import type { AnyState, Seat, TableConfig } from '../engine/types';
import { betting } from './betting';
import type { Stakes } from './configs';
import type { BettingOptions, ShowdownStakes, StakesMode } from './mode';
import { shares } from './shares';
import { tavern } from './tavern';

export type { BettingOptions, BettingRoundRules, Payout, ShowdownStakes, StakesMode, StakesSettings } from './mode';
export type { BettingStakes, SharesStakes, Stakes, TavernStakes } from './configs';

/**
 * Every stakes mode, by its `mode`. A new mode (the tavern's card passes) is a module, its config in
 * configs.ts, and a line here; the type below refuses a config mode without its module.
 */
export const STAKES: { [M in Stakes['mode']]: StakesMode<Extract<Stakes, { mode: M }>> } = { betting, shares, tavern };

export type StakesId = keyof typeof STAKES;

export const STAKES_IDS = Object.keys(STAKES) as StakesId[];

/** The zod schema of `config.stakes`: one of the modes', told apart by `mode`. */
export const stakesSchema = z.discriminatedUnion(
  'mode',
  Object.values(STAKES).map((m) => m.schema) as unknown as [z.ZodObject<{ mode: z.ZodLiteral<string> }>, ...z.ZodObject<{ mode: z.ZodLiteral<string> }>[]],
  { error: `The stakes are ${STAKES_IDS.map((id) => `"${id}"`).join(' or ')}.` },
);

/** The mode of that id: a night's choice and the simulator name their stakes by id, and ask the mode the rest. */
export function stakesMode(id: StakesId): StakesMode<Stakes> {
  return STAKES[id] as StakesMode<Stakes>;
}

/** The modes the showdown contract can settle at (those with a `showdown` part), in STAKES' order. */
const SHOWDOWN_MODES = STAKES_IDS.filter((id) => STAKES[id].showdown !== undefined);

/** The zod schema of a showdown request's `stakes`: one of the modes' showdown parts, told apart by `mode`. */
export const showdownStakesSchema = z.discriminatedUnion(
  'mode',
  SHOWDOWN_MODES.map((id) => STAKES[id].showdown!.schema) as unknown as [z.ZodObject<{ mode: z.ZodLiteral<string> }>, ...z.ZodObject<{ mode: z.ZodLiteral<string> }>[]],
);

/** The showdown part of the mode a parsed request's `stakes` names (the schema above let only those through). */
export function showdownStakesOf(req: { mode: string }): ShowdownStakes {
  return stakesMode(req.mode as StakesId).showdown!;
}

/** The stakes mode a table config plays. */
export function stakesOf(config: Pick<TableConfig, 'stakes'>): StakesMode<Stakes> {
  return STAKES[config.stakes.mode] as StakesMode<Stakes>;
}

/**
 * The one Betting Round primitive every Order of Play names: what it does is the stakes mode's (Appendix C's
 * bets, nothing when Playing for Shares). Its id is the game's ("betting-2"), so the log and the rules text
 * can name it.
 */
export function bettingRound(id = 'betting', title = 'Betting Round'): Step {
  return {
    id,
    title,
    bettingRound: true,
    enter: (c) => stakesOf(c.s.config).round.enter(c, id),
    waiting: (c) => stakesOf(c.s.config).round.waiting(c),
    legal: (c, seat) => stakesOf(c.s.config).round.legal(c, seat),
    amounts: (c, seat) => stakesOf(c.s.config).round.amounts?.(c, seat) ?? [],
    check: (c, seat, a) => stakesOf(c.s.config).round.check?.(c, seat, a),
    act: (c, seat, a) => stakesOf(c.s.config).round.act(c, seat, a),
    exit: (c, seat) => stakesOf(c.s.config).round.exit?.(c, seat),
  };
}

export const isBettingRound = (step: Pick<Step, 'bettingRound'> | undefined): boolean => step?.bettingRound === true;

/** What `seat` may bet now (null unless the current step is a Betting Round that asks it something). */
export function roundOptions(s: AnyState, step: Step | undefined, seat: Seat): BettingOptions | null {
  if (s.phase !== 'playing' || !isBettingRound(step)) return null;
  return stakesOf(s.config).round.options(s, seat);
}
