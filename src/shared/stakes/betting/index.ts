import { z } from 'zod';
import { seatName } from '../../engine/seats';
import { bestSeats } from '../../engine/ties';
import type { PotAward, Seat, SplitRule } from '../../engine/types';
import type { BettingStakes } from '../configs';
import type { Payout, ShowdownStakes, StakesMode } from '../mode';
import { potsFrom, shownPots } from './pots';
import { bettingRoundRules } from './round';
import { splitPot } from './split';

/**
 * Betting (Appendix C): a 1-coin ante, Betting Rounds of checks, calls, raises and folds under Table Stakes,
 * side pots derived from what each seat put in, ties by the table's Split Rule (King's and Commoner's Rules
 * replay the game for a tied pot).
 */
export type { BettingStakes } from '../configs';

/** Seats that are out of the pot: never in this game, or folded. */
const outOf = (inGame: readonly boolean[], folded: readonly boolean[]): boolean[] => inGame.map((x, seat) => !x || folded[seat]!);

/** The showdown contract's betting stakes: what each player put in, who folded, the Split Rule and a carried pot. */
interface ShowdownBetting {
  mode: 'betting';
  carry: number;
  contributions: number[];
  folded?: boolean[];
  splitRule: SplitRule;
}

const showdownStakes: ShowdownStakes<ShowdownBetting> = {
  schema: z.object({
    mode: z.literal('betting'),
    carry: z.number().int().min(0).default(0),
    contributions: z.array(z.number().int().min(0)),
    folded: z.array(z.boolean()).optional(),
    splitRule: z.enum(['merchant', 'king', 'commoner']).default('merchant'),
  }),
  folded: (req, n) => req.folded ?? new Array<boolean>(n).fill(false),
  problem(req, def, variants, n) {
    if (req.contributions.length !== n) return `stakes.contributions: expected ${n} numbers, one per player`;
    if (req.folded && req.folded.length !== n) return `stakes.folded: expected ${n} booleans, one per player`;
    // The same rule as a table's config (`refuses` above): no Betting Rounds, so no betting stakes to settle.
    const sharesOnly = def.variants.find((v) => v.requiresShares && variants.includes(v.id));
    if (def.shares === 'required' || sharesOnly) {
      const what = sharesOnly ? `${def.name} with ${sharesOnly.name}` : def.name;
      return `stakes.mode: ${what} has no Betting Rounds: it is played for Shares only, so give "shares" stakes`;
    }
    return null;
  },
  table: (req) => ({ stakes: { mode: 'betting', minRaise: true }, splitRule: req.splitRule, contrib: [...req.contributions], carry: req.carry }),
};

export const betting: StakesMode<BettingStakes> = {
  id: 'betting',
  name: 'Betting',
  bets: true,
  schema: z.object({ mode: z.literal('betting'), minRaise: z.boolean({ error: 'The minimum-raise option is true or false.' }) }),
  refuses(def, variants) {
    const needsShares = def.shares === 'required' || variants.some((v) => def.variants.find((x) => x.id === v)?.requiresShares);
    return needsShares ? `${def.name} has no Betting Rounds here: it must be played for Shares` : null;
  },
  make: (settings) => ({ mode: 'betting', minRaise: settings.minRaise }),
  random: (rng) => ({ mode: 'betting', minRaise: rng.int(0, 3) > 0 }),
  ante: () => 1,
  anteWords: () => 'the ante',
  round: bettingRoundRules,
  settle(c, keys, _places, _kind, won): Payout {
    const s = c.s;
    const payouts = new Array<number>(s.stacks.length).fill(0);
    const awards: PotAward[] = [];
    const refunds: { seat: Seat; amount: number }[] = [];
    let carry = 0;
    const layout = potsFrom(s.contrib, outOf(s.inGame, s.folded), s.carry);
    const replaySeats = new Set<Seat>();
    layout.pots.forEach((pot, i) => {
      const winners = bestSeats(keys, pot.eligible);
      const split = splitPot(pot.amount, winners, s.config.splitRule);
      winners.forEach((w, k) => (payouts[w]! += split.paid[k]!));
      carry += split.carried;
      if (split.replay) winners.forEach((w) => replaySeats.add(w));
      const names = winners.map((w) => seatName(s, w)).join(' and ');
      awards.push({
        pot: i,
        amount: pot.amount,
        winners,
        paid: split.paid,
        carried: split.carried,
        reason:
          winners.length === 0
            ? 'no one was eligible: it stays in the pot'
            : winners.length === 1
              ? `${names} ${won(winners[0]!)}`
              : split.replay
                ? `${names} tie: ${s.config.splitRule === 'king' ? "King's" : "Commoner's"} Rule, the game is played again`
                : `${names} tie: Merchant's Rule splits it${split.carried ? `, ${split.carried} stays for the next game` : ''}`,
      });
    });
    for (const r of layout.rebates) {
      payouts[r.seat]! += r.amount;
      refunds.push(r);
    }
    let replay: Payout['replay'] = null;
    if (replaySeats.size > 0 && s.config.splitRule !== 'merchant') {
      replay = {
        rule: s.config.splitRule,
        seats: s.config.splitRule === 'king' ? [...replaySeats].sort((a, b) => a - b) : s.stacks.map((_, i) => i),
      };
    }
    return { payouts, awards, refunds, carry, replay };
  },
  // Shown as a player reads the table: one pot until someone is all in, then the side pots.
  pots: (s) => {
    const out = outOf(s.inGame, s.folded);
    return shownPots(potsFrom(s.contrib, out, s.carry).pots, s.stacks, out);
  },
  showdown: showdownStakes,
};
