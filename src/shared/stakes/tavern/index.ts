import { z } from 'zod';
import { RuleError } from '../../engine/errors';
import { activeCount, activeSeats, inTurnOrder } from '../../engine/seats';
import { bestSeats } from '../../engine/ties';
import type { Ctx } from '../../engine/game';
import type { Action, PotAward, Seat } from '../../engine/types';
import type { TavernStakes } from '../configs';
import type { BettingRoundRules, Payout, StakesMode } from '../mode';
import { nextWhere } from '../../rotation';

/**
 * The tavern (Appendix B): a gambling game played as a Round of Gambling inside The Red Dragon Inn. The money
 * stays the tavern's: its antes and raises are the tavern's ante steps into the tavern's pot, so the hosted
 * table holds no coins at all (ante 0, stacks 0) and settling only names who won; the tavern pays its pot by
 * the Split Rule with the remainder to the Inn (src/shared/tavern/hosted.ts). Every Betting Round is one card
 * pass: from the Starting Player each seat still in is asked once; the tavern plays the Gambling or Cheating
 * card (or the pass) and then tells the table with `{ t: 'card' }` or `{ t: 'pass' }`.
 */
export type { TavernStakes } from '../configs';

/** The pass's bookkeeping in `s.step.data`: who has still to be asked, and whose turn it is. */
interface PassData {
  [k: string]: unknown;
  needs: boolean[];
  turn: Seat | null;
}

const data = (c: Ctx): PassData => c.s.step.data as PassData;

function nextInPass(c: Ctx, d: PassData, after: Seat | null): Seat | null {
  const s = c.s;
  const order = inTurnOrder(s, activeSeats(s));
  if (after === null) return order.find((seat) => d.needs[seat]) ?? null;
  const n = s.stacks.length;
  return nextWhere(n, after, (seat) => s.inGame[seat]! && !s.folded[seat] && d.needs[seat]!);
}

export const cardPass: BettingRoundRules = {
  enter(c, id) {
    const s = c.s;
    const active = activeSeats(s);
    const d: PassData = { needs: s.stacks.map((_, seat) => active.includes(seat)), turn: null };
    s.step.data = d;
    if (active.length < 2) {
      d.needs = d.needs.map(() => false);
      return;
    }
    d.turn = nextInPass(c, d, null);
    c.events.push({ t: 'betting-round', step: id });
  },
  waiting(c) {
    const t = data(c).turn;
    return t === null || t === undefined ? [] : [t];
  },
  legal: () => [{ t: 'card' }, { t: 'pass' }],
  check(_c, _seat, a: Action) {
    throw new RuleError('illegal-action', `In the tavern a Betting Round is a card pass: play a Gambling or Cheating card or pass (not "${String(a.t).slice(0, 20)}")`);
  },
  act(c, seat) {
    const d = data(c);
    d.needs[seat] = false;
    d.turn = activeCount(c.s) <= 1 ? null : nextInPass(c, d, seat);
  },
  exit(c, seat) {
    const d = data(c);
    d.needs[seat] = false;
    if (d.turn === seat) d.turn = activeCount(c.s) <= 1 ? null : nextInPass(c, d, seat);
  },
  options: () => null,
};

export const tavern: StakesMode<TavernStakes> = {
  id: 'tavern',
  name: 'Inside The Red Dragon Inn',
  bets: false,
  schema: z.object({ mode: z.literal('tavern') }),
  refuses(def, variants) {
    if (def.tavern?.allowed !== true) return `${def.name} cannot be played inside The Red Dragon Inn`;
    for (const v of variants) {
      const vd = def.variants.find((x) => x.id === v);
      if (vd?.notInTavern) return `${vd.name} cannot be played inside The Red Dragon Inn`;
      if (vd?.requiresShares) return `${vd.name} needs Playing for Shares, which the tavern never uses`;
    }
    if (def.shares === 'required') return `${def.name} must be played for Shares, which the tavern never uses`;
    return null;
  },
  // The antes are the tavern's (its ante steps, answerable): the hosted table takes none.
  make: () => ({ mode: 'tavern' }),
  random: () => ({ mode: 'tavern' }),
  ante: () => 0,
  anteWords: () => 'the ante',
  round: cardPass,
  settle(c, keys, _places, kind): Payout {
    const s = c.s;
    const n = s.stacks.length;
    const eligible = activeSeats(s);
    const winners = bestSeats(keys, eligible);
    const rule = s.config.splitRule;
    const replay = winners.length > 1 && rule !== 'merchant' ? { rule, seats: rule === 'king' ? [...winners] : eligible } : null;
    const award: PotAward = {
      pot: 0,
      amount: 0,
      winners,
      paid: winners.map(() => 0),
      carried: 0,
      reason:
        winners.length === 1
          ? kind === 'fold'
            ? 'the last player in the Round'
            : 'the best hand'
          : replay
            ? `a tie: ${rule === 'king' ? "King's" : "Commoner's"} Rule, the game is played again`
            : "a tie: Merchant's Rule splits the tavern's pot, the remainder to the Inn",
    };
    return { payouts: new Array<number>(n).fill(0), awards: [award], refunds: [], carry: 0, replay };
  },
  // The pot is the tavern's: the table shows none of its own.
  pots: () => [],
};
