import type { CardId } from '../cards/card';
import { describeCard } from '../cards/card';
import type { Ctx, Step } from './game';
import { RuleError } from './errors';
import { eachInTurn } from './steps';
import type { Action, Seat } from './types';
import { cardsIn, dealInto, discardCard, zoneOf } from './zones';
import { actionName } from '../sentence';
import { oneOfEachPick } from './faces';

/**
 * The exchange many Orders of Play share: "In turn order, each player discards 0, 1, or 2 cards from their
 * hand, then draws that many cards." Actions: `{ t: 'keep' }` or `{ t: 'exchange', cards: [id, id?] }`.
 */

/**
 * Every way to pick 1 to `max` cards from `from` (ids ascending within a pick), the smaller picks first, each
 * size in lexicographic order: the legal list stays short and always comes in the same order.
 */
export function picksUpTo(from: readonly CardId[], max: number): CardId[][] {
  const ids = [...from].sort((a, b) => a - b);
  const out: CardId[][] = [];
  const n = ids.length;
  if (max >= 1) for (let i = 0; i < n; i++) out.push([ids[i]!]);
  if (max >= 2) for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out.push([ids[i]!, ids[j]!]);
  for (let k = 3; k <= max; k++) {
    const grow = (start: number, pick: CardId[]) => {
      if (pick.length === k) return void out.push(pick);
      for (let i = start; i < n; i++) grow(i + 1, [...pick, ids[i]!]);
    };
    grow(0, []);
  }
  return out;
}

/** Checks that `picked` names 0..max distinct cards of the zone; a sentence says what is wrong. */
export function checkPicked(c: Ctx, zone: string, picked: unknown, max: number, verb = 'discard'): CardId[] {
  if (!Array.isArray(picked) || picked.some((x) => !Number.isInteger(x))) {
    throw new RuleError('illegal-action', `Name the cards to ${verb} as a list of your cards`);
  }
  const ids = picked as CardId[];
  if (ids.length > max) throw new RuleError('illegal-action', `You may ${verb} at most ${max} card${max === 1 ? '' : 's'} here`);
  if (new Set(ids).size !== ids.length) throw new RuleError('illegal-action', 'You named the same card twice');
  const held = cardsIn(c.s, zone);
  for (const id of ids) {
    if (!held.includes(id)) throw new RuleError('illegal-action', `You can only ${verb} cards from your own hand`);
  }
  return ids;
}

/** Discards the cards face down, then draws that many into the same zone. */
export function discardAndDraw(c: Ctx, seat: Seat, zone: string, ids: readonly CardId[]): void {
  for (const id of ids) discardCard(c, zone, id);
  if (ids.length > 0) dealInto(c, zone, ids.length, c.s.zones[zone]!.vis, seat);
}

/** The exchange's decisions: keep the hand, or discard these 1 or 2 cards and draw as many. */
export type ExchangeAction = { t: 'keep' } | { t: 'exchange'; cards: CardId[] };

/** The exchange's choices, one button per set of faces (its `check` accepts any copy). */
export function exchangeLegal(c: Ctx, seat: Seat, base = 'hand'): ExchangeAction[] {
  return [{ t: 'keep' }, ...oneOfEachPick(picksUpTo(cardsIn(c.s, zoneOf(base, seat)), 2)).map((cards): ExchangeAction => ({ t: 'exchange', cards }))];
}

/** Discard 0, 1 or 2 cards from the zone `<base>.<seat>`, then draw that many, each player in turn (one button per set of faces). */
export function exchangeUpToTwo(id: string, base = 'hand', title = 'Discard 0, 1 or 2 cards, then draw that many'): Step<any, ExchangeAction> {
  return eachInTurn<ExchangeAction>({
    id,
    title,
    legal: (c, seat) => exchangeLegal(c, seat, base),
    check(c, seat, a) {
      if (a.t === 'keep') return;
      if (a.t !== 'exchange') throw new RuleError('unknown-action', `${actionName(a.t)} is not possible now: keep your cards or exchange up to 2`);
      const ids = checkPicked(c, zoneOf(base, seat), a.cards, 2);
      if (ids.length === 0) throw new RuleError('illegal-action', 'To exchange nothing, keep your cards');
    },
    act(c, seat, a) {
      const ids = a.t === 'keep' ? [] : a.cards;
      discardAndDraw(c, seat, zoneOf(base, seat), ids);
      c.events.push({ t: 'exchanged', seat, count: ids.length });
    },
  });
}

/** Words for the exchange actions' buttons. */
export function describeExchange(a: Action): string {
  if (a.t === 'keep') return 'Keep your cards';
  if (a.t === 'exchange' && Array.isArray(a.cards)) return `Discard ${(a.cards as CardId[]).map((id) => describeCard(id)).join(' and ')}, draw ${a.cards.length}`;
  return '';
}
