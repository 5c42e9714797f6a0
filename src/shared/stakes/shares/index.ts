import { z } from 'zod';
import { activeSeats } from '../../engine/seats';
import { RuleError } from '../../engine/errors';
import type { SharesStakes } from '../configs';
import type { Payout, ShowdownStakes, StakesMode } from '../mode';
import { payShares } from './prizes';

/**
 * Playing for Shares (Appendix D): each player antes one share, there are no Betting Rounds, and the pot is
 * paid by place (second and third take fixed shares, first the rest); remainders carry to the next game.
 */
export type { SharesStakes } from '../configs';

/** The showdown contract's Shares: every player put in one Share; nobody folds. */
interface ShowdownShares {
  mode: 'shares';
  share: number;
  carry: number;
}

const showdownStakes: ShowdownStakes<ShowdownShares> = {
  schema: z.object({
    mode: z.literal('shares'),
    share: z.number().int().min(0),
    carry: z.number().int().min(0).default(0),
  }),
  folded: (_req, n) => new Array<boolean>(n).fill(false),
  problem: (_req, def) => (def.shares === 'refused' ? `${def.name} cannot be played for Shares` : null),
  table: (req, n) => ({ stakes: { mode: 'shares', share: req.share }, splitRule: 'merchant', contrib: new Array<number>(n).fill(req.share), carry: req.carry }),
};

export const shares: StakesMode<SharesStakes> = {
  id: 'shares',
  name: 'Playing for Shares',
  bets: false,
  schema: z.object({ mode: z.literal('shares'), share: z.number({ error: 'A Share must be a whole number from 0 to 1000.' }).int('A Share must be a whole number.').min(0, 'A Share cannot be negative.').max(1000, 'A Share is at most 1000.') }),
  refuses: (def) => (def.shares === 'refused' ? `${def.name} cannot be played for Shares` : null),
  make: (settings) => ({ mode: 'shares', share: settings.share }),
  random: (rng) => ({ mode: 'shares', share: rng.int(0, 4) }),
  ante: (config) => config.share,
  anteWords: (config) => `a Share of ${config.share}`,
  // Appendix D: "there are no Betting Rounds": the round asks nobody, so the Order of Play moves on.
  round: {
    enter() {},
    waiting: () => [],
    legal: () => [],
    act() {
      throw new RuleError('illegal-action', 'There are no Betting Rounds when Playing for Shares');
    },
    options: () => null,
  },
  settle(c, _keys, places): Payout {
    const s = c.s;
    const pot = s.contrib.reduce((a, b) => a + b, 0) + s.carry;
    const paid = payShares(pot, (s.config.stakes as SharesStakes).share, places);
    return {
      payouts: [...paid.payouts],
      awards: [
        {
          pot: 0,
          amount: pot,
          winners: places.map((p, seat) => (p === 1 ? seat : -1)).filter((x) => x >= 0),
          paid: paid.payouts.filter((_, seat) => places[seat] === 1),
          carried: paid.carry,
          reason: 'Playing for Shares: prizes by place',
        },
      ],
      refunds: [],
      carry: paid.carry,
      replay: null,
    };
  },
  // One pot: every share and the carried remainder, for everyone still in (nobody folds without bets).
  pots: (s) => [{ amount: s.contrib.reduce((a, b) => a + b, s.carry), eligible: activeSeats(s) }],
  showdown: showdownStakes,
};
