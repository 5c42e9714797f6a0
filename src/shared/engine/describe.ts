import { describeCard } from '../cards/card';
import type { GameDef } from './game';
import type { Action, AnyState, Seat } from './types';

/** Words for a legal action's button: the game's own `describe`, else a sentence built from the action. */
export function describeAction(def: GameDef, a: Action, s: AnyState, seat: Seat): string {
  // `a` is one of the seat's legal actions, so it is of the game's own action type.
  const own = def.describe?.(a as never, s, seat);
  if (own) return own;
  switch (a.t) {
    case 'check':
      return 'Check';
    case 'call':
      return 'Call';
    case 'raise':
      return `Raise to ${a.to}`;
    case 'fold':
      return 'Fold';
    case 'all-in':
      return 'All in';
    case 'next-game':
      return 'Next game';
  }
  const verb = a.t.charAt(0).toUpperCase() + a.t.slice(1).replace(/-/g, ' ');
  const parts: string[] = [verb];
  if (typeof a.card === 'number') parts.push(describeCard(a.card));
  if (Array.isArray(a.cards)) parts.push(a.cards.length ? a.cards.map((c: number) => describeCard(c)).join(', ') : 'nothing');
  for (const [k, v] of Object.entries(a)) {
    if (k === 't' || k === 'card' || k === 'cards') continue;
    parts.push(`${k} ${Array.isArray(v) ? v.join(', ') : String(v)}`);
  }
  return parts.join(' ');
}
