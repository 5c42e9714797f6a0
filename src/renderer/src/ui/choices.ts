import type { CardId } from '../../../shared/cards/card';
import type { Action } from '../../../shared/engine/types';

/**
 * Card clicks, as a choice among the legal actions only: a card may be clicked when some legal action names
 * it (`card`) or a set of cards containing it (`cards`). A click either picks the one action that card
 * stands for, or toggles it in a selection that a legal action must then match exactly.
 */
export const BETTING = new Set(['check', 'call', 'raise', 'fold', 'all-in']);

export interface Indexed {
  a: Action;
  i: number;
  text: string;
}

export function ownActions(legal: readonly Action[], texts: readonly string[], betting: boolean): Indexed[] {
  return legal
    .map((a, i) => ({ a, i, text: texts[i] ?? a.t }))
    .filter(({ a }) => a.t !== 'next-game' && !(betting && BETTING.has(a.t)));
}

const cardsOf = (a: Action): CardId[] => (Array.isArray(a.cards) ? (a.cards as CardId[]) : []);

export function clickableCards(actions: readonly Indexed[]): Set<CardId> {
  const out = new Set<CardId>();
  for (const { a } of actions) {
    if (typeof a.card === 'number') out.add(a.card);
    for (const c of cardsOf(a)) out.add(c);
  }
  return out;
}

export function usesSets(actions: readonly Indexed[]): boolean {
  return actions.some(({ a }) => Array.isArray(a.cards) && a.cards.length > 0);
}

export function matchingSet(actions: readonly Indexed[], selected: ReadonlySet<CardId>): Indexed | null {
  if (selected.size === 0) return null;
  return (
    actions.find(({ a }) => {
      const cs = cardsOf(a);
      return Array.isArray(a.cards) && cs.length === selected.size && cs.every((c) => selected.has(c));
    }) ?? null
  );
}

/** Actions shown for the current selection: with one card selected, only those naming it. */
export function visibleActions(actions: readonly Indexed[], selected: ReadonlySet<CardId>): Indexed[] {
  if (selected.size !== 1 || usesSets(actions)) return [...actions];
  const [id] = [...selected];
  const naming = actions.filter(({ a }) => a.card === id);
  return naming.length ? naming : [...actions];
}

export function pickCard(actions: readonly Indexed[], selected: ReadonlySet<CardId>, id: CardId): { act: Indexed | null; selected: Set<CardId> } {
  const next = new Set(selected);
  if (usesSets(actions)) {
    if (next.has(id)) next.delete(id);
    else {
      const most = Math.max(...actions.map(({ a }) => cardsOf(a).length));
      if (next.size >= most) return { act: null, selected: next };
      next.add(id);
    }
    return { act: null, selected: next };
  }
  const naming = actions.filter(({ a }) => a.card === id);
  if (naming.length === 1) return { act: naming[0]!, selected: new Set() };
  if (next.has(id)) return { act: null, selected: new Set() };
  return { act: null, selected: new Set([id]) };
}

/**
 * Cards no action names that look like one an action names, in the same zone: a second copy of an offered
 * card (Heroes' Plunder offers "Keep a blue Merchant" once, by the first of two blue Merchants). A click on
 * the copy stands for the offered card (issue 28, item 7: the second copy ignored clicks). `face` says what a
 * card looks like (colour, rank); the action's card is the one sent. Single-card choices only: a set of
 * cards must name its cards exactly.
 */
export function twinCards(
  actions: readonly Indexed[],
  zones: Readonly<Record<string, { cards: readonly (CardId | null)[] }>>,
  face: (id: CardId) => string,
): Map<CardId, CardId> {
  const out = new Map<CardId, CardId>();
  if (usesSets(actions)) return out;
  const named = new Set(actions.flatMap(({ a }) => (typeof a.card === 'number' ? [a.card as CardId] : [])));
  for (const z of Object.values(zones)) {
    const ids = z.cards.filter((c): c is CardId => c !== null);
    const offered = ids.filter((c) => named.has(c));
    for (const id of ids) {
      if (named.has(id)) continue;
      const twin = offered.find((o) => face(o) === face(id));
      if (twin !== undefined) out.set(id, twin);
    }
  }
  return out;
}
