import type { Container } from 'pixi.js';
import type { Seat, TEvent } from '../../../../shared/tavern/types';
import type { Animator } from '../../table/animator';
import { cardAnimators } from './cards';
import { drinkAnimators } from './drinks';
import { goldAnimators } from './gold';
import { seatAnimators } from './seats';
import { statAnimators } from './stats';

/**
 * The tavern's event animators, one module per family (cards, drinks, gold, stats, seats), registered by
 * event kind. The scene asks `animatorFor(kind)`; a kind without one only updates the seat model. This is
 * the local registry to be swapped for the scene's event-animator registry once it lands on main.
 */
export interface TavernStage {
  anim: Animator;
  fx: Container;
  apply(e: TEvent): void;
  placeOf(seat: Seat): { x: number; y: number; w: number; h: number } | null;
  plateOf(seat: Seat): Container | null;
  spot(what: 'stack' | 'deck' | 'inn' | 'pot' | 'discard'): { x: number; y: number };
  name(seat: Seat): string;
  titleOf(id: string | null | undefined, key?: string): string;
}

export type EventAnimator<K extends TEvent['e'] = TEvent['e']> = (e: Extract<TEvent, { e: K }>, stage: TavernStage) => Promise<void>;

export type Family = Partial<{ [K in TEvent['e']]: EventAnimator<K> }>;

const registry = new Map<TEvent['e'], EventAnimator>();

export function register(family: Family): void {
  for (const [k, a] of Object.entries(family)) registry.set(k as TEvent['e'], a as EventAnimator);
}

export function animatorFor(kind: TEvent['e']): EventAnimator | undefined {
  return registry.get(kind);
}

for (const f of [cardAnimators, drinkAnimators, goldAnimators, statAnimators, seatAnimators]) register(f);
