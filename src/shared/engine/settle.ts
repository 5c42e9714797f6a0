import { potsFrom } from '../table/pots';
import { payShares } from '../table/shares';
import { splitPot } from '../table/split';
import { bestSeats, placesFromKeys } from '../table/ties';
import type { Ctx, Evaluation } from './game';
import { activeSeats, seatName } from './seats';
import type { GameResult, PotAward, Seat, ShowdownSeat } from './types';

/**
 * Settles the pot of a finished game from each seat's evaluation (null for seats not in at the end).
 * Betting: every pot (main and side) goes to its best eligible seats, ties by the Split Rule, unmatched
 * all-in excess back to its owner. Shares: Appendix D's table. Chips only move here, so money is conserved
 * by construction: payouts plus carry equal the pot.
 */
export function settle(c: Ctx, evals: (Evaluation | null)[], kind: GameResult['kind']): GameResult {
  const s = c.s;
  const n = s.stacks.length;
  const keys = evals.map((e) => e?.key ?? null);
  const places = placesFromKeys(keys);
  const standings: ShowdownSeat[] = evals.map((e, seat) => ({
    seat,
    place: places[seat] ?? null,
    score: e?.score ?? null,
    label: e?.label ?? (s.inGame[seat] ? 'folded' : 'sat out'),
  }));
  const payouts = new Array<number>(n).fill(0);
  const awards: PotAward[] = [];
  const refunds: { seat: Seat; amount: number }[] = [];
  let carry = 0;
  let replay: GameResult['replay'] = null;

  if (s.config.stakes.mode === 'shares') {
    const pot = s.contrib.reduce((a, b) => a + b, 0) + s.carry;
    const paid = payShares(pot, s.config.stakes.share, places);
    paid.payouts.forEach((p, seat) => (payouts[seat] = p));
    carry = paid.carry;
    awards.push({
      pot: 0,
      amount: pot,
      winners: places.map((p, seat) => (p === 1 ? seat : -1)).filter((x) => x >= 0),
      paid: paid.payouts.filter((_, seat) => places[seat] === 1),
      carried: carry,
      reason: 'Playing for Shares: prizes by place',
    });
  } else {
    const out = s.inGame.map((x, seat) => !x || s.folded[seat]!);
    const layout = potsFrom(s.contrib, out, s.carry);
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
              ? `${names} ${winReason(kind, evals[winners[0]!]?.label)}`
              : split.replay
                ? `${names} tie: ${s.config.splitRule === 'king' ? "King's" : "Commoner's"} Rule, the game is played again`
                : `${names} tie: Merchant's Rule splits it${split.carried ? `, ${split.carried} stays for the next game` : ''}`,
      });
    });
    for (const r of layout.rebates) {
      payouts[r.seat]! += r.amount;
      refunds.push(r);
    }
    if (replaySeats.size > 0 && s.config.splitRule !== 'merchant') {
      replay = {
        rule: s.config.splitRule as 'king' | 'commoner',
        seats: s.config.splitRule === 'king' ? [...replaySeats].sort((a, b) => a - b) : s.stacks.map((_, i) => i),
      };
    }
  }

  // Read before the contributions are cleared: what each seat put in is what it risked this game.
  const net = payouts.map((p, seat) => p - s.contrib[seat]!);
  for (let seat = 0; seat < n; seat++) {
    s.stacks[seat]! += payouts[seat]!;
    s.contrib[seat] = 0;
    s.roundBet[seat] = 0;
  }
  s.carry = carry;
  const result: GameResult = { kind: replay ? 'replay' : kind, standings, awards, refunds, payouts, net, carry, replay };
  s.result = result;
  s.replay = replay;
  s.phase = 'over';
  c.events.push({ t: 'game-over', result });
  return result;
}

/** How a single winner took a pot: only a showdown has a best hand (issue 13: Doublerogue has none). */
function winReason(kind: GameResult['kind'], label: string | undefined): string {
  if (kind === 'fold') return 'is the last player in';
  if (kind === 'last-standing') return 'is the last player standing';
  if (kind === 'special') return label ? `wins at once: ${label}` : 'wins at once';
  return 'has the best hand';
}

/** All players but one have folded: that player wins at once (Appendix C). */
export function settleByFolds(c: Ctx): GameResult {
  const alive = activeSeats(c.s);
  const evals = c.s.stacks.map((_, seat) =>
    alive.includes(seat) ? { key: [1], score: null, label: 'everyone else folded' } : null,
  );
  return settle(c, evals, 'fold');
}
