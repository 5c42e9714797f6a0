import { mechanic } from './content/catalog';
import { alive, changeStat, moveGold, removeItem, type Ctx } from './ctx';
import { collectPot, leaveRound } from './gambling';
import { openWindow } from './stack';
import type { AnteStep, CheckpointItem, FLossStep, ForceOutStep, PayStep, PotStep } from './types';

/**
 * Steps (TAVERN.md §3.2): effects that others may answer before they apply ("about to lose G", "F loss
 * about to be caused") and, for F loss, after ("after a card makes you lose F", Timing Example 3).
 */

/** F loss: a window before (redirects, cuts), the loss, Hard Knocks, a window after (hit-backs). */
export function resolveFLoss(ctx: Ctx, it: FLossStep): void {
  const s = ctx.s;
  if (it.stage === 'after') {
    removeItem(s, it.uid);
    return;
  }
  // 'apply'
  const lost = new Set<number>();
  for (const e of it.entries) {
    if (e.n <= 0 || !alive(s, e.seat)) continue;
    changeStat(ctx, e.seat, 'F', -e.n);
    lost.add(e.seat);
  }
  it.lost = [...lost];
  // Hard Knocks: once per item, however much, and only if some F was lost.
  for (const seat of it.lost) {
    const hk = mechanic(s.seats[seat]!.char, 'hard-knocks');
    if (hk) changeStat(ctx, seat, 'AC', -hk.ac);
  }
  if (it.lost.length === 0) {
    removeItem(s, it.uid);
    return;
  }
  it.stage = 'after';
  openWindow(it, 'after');
}

/** A payment: the payer (or the Inn, if an Inn-pays card answered) pays, as far as the payer can. */
export function resolvePay(ctx: Ctx, it: PayStep): void {
  removeItem(ctx.s, it.uid);
  if (!alive(ctx.s, it.payer)) return;
  if (typeof it.to === 'number' && !alive(ctx.s, it.to)) return;
  moveGold(ctx, it.innPays ? 'inn' : it.payer, it.to, it.n);
}

/**
 * An ante: 1 G to the pot. If the demander (starter or raiser) cannot pay, nobody antes for that card;
 * a player already out of the Round antes nothing; at 0 G a player ignores it and stays in.
 */
export function resolveAnte(ctx: Ctx, it: AnteStep): void {
  const s = ctx.s;
  removeItem(s, it.uid);
  const r = s.round;
  if (!r || r.result !== null || !r.in.includes(it.seat)) return;
  const paid = moveGold(ctx, it.innPays ? 'inn' : it.seat, 'pot', 1);
  if (paid === 0 && it.seat === it.demander) {
    s.stack = s.stack.filter((x) => !(x.kind === 'ante' && x.group === it.group));
  }
}

export function resolveForceOut(ctx: Ctx, it: ForceOutStep): void {
  removeItem(ctx.s, it.uid);
  leaveRound(ctx, it.seat);
}

export function resolvePot(ctx: Ctx, it: PotStep): void {
  removeItem(ctx.s, it.uid);
  collectPot(ctx, it.to, it.split);
}

export function resolveCheckpoint(ctx: Ctx, it: CheckpointItem): void {
  removeItem(ctx.s, it.uid);
}

