import type { Container } from 'pixi.js';
import type { Seat, TEvent } from '../../../../shared/tavern/types';
import { createRegistry, playBatch, type AnimatorModule, type AnimatorRegistry, type BatchEnd } from '../../scene/registry';
import type { Animator } from '../../table/animator';
import { cardAnimators } from './cards';
import { drinkAnimators } from './drinks';
import { goldAnimators } from './gold';
import { mechanicAnimators } from './mechanics';
import type { RoundShown } from './plan';
import { prizeAnimators } from './prizes';
import { roundAnimators } from './round';
import { seatAnimators } from './seats';
import { statAnimators } from './stats';

/**
 * The tavern's event animators, one module per family (cards, drinks, gold, stats, seats, the Round, Prizes
 * and IOUs, the second four's mechanics), on the scene's
 * event-animator registry (scene/registry.ts), as the gambling table's are. An event no family names only
 * updates the seat model (the fallback). The registry keys events by `t`, the one discriminant of every event
 * of every machine kind (issue 21.4).
 */
export interface TavernStage {
  anim: Animator;
  fx: Container;
  apply(e: TEvent): void;
  placeOf(seat: Seat): { x: number; y: number; w: number; h: number } | null;
  plateOf(seat: Seat): Container | null;
  spot(what: 'stack' | 'deck' | 'inn' | 'pot' | 'discard'): { x: number; y: number };
  /** Where a plate's mechanic strip is (null for a seat without one). */
  boardSpot(seat: Seat): { x: number; y: number } | null;
  name(seat: Seat): string;
  titleOf(id: string | null | undefined, key?: string): string;
  /** The base Round as shown (who is in, who controls, who passed). */
  readonly round: RoundShown | null;
  /** The control token moves to a seat's place (null: nobody controls); `from` where it appears first. */
  moveControl(to: Seat | null, from?: Seat | 'pot'): Promise<void>;
  /** The Prize joining the pot in this batch (if any) goes from the Inn to the pot. */
  prizeToPot(): Promise<void>;
  /** Where the pot's Prize lies. */
  prizeSpot(): { x: number; y: number };
}

/** A tavern event, keyed by its `t` in the registry. */
export type TavernEventT = TEvent;

export type EventAnimator<K extends TEvent['t'] = TEvent['t']> = (e: Extract<TEvent, { t: K }>, stage: TavernStage) => Promise<void>;

/** A family's animators by event kind. */
export type Family = Partial<{ [K in TEvent['t']]: EventAnimator<K> }>;

function moduleOf(name: string, family: Family): AnimatorModule<TavernStage, TavernEventT> {
  return {
    name,
    register(registry) {
      for (const [kind, animate] of Object.entries(family)) {
        registry.on(kind as TavernEventT['t'], (stage, e) => (animate as EventAnimator)(e as TEvent, stage));
      }
    },
  };
}

export function tavernRegistry(): AnimatorRegistry<TavernStage, TavernEventT> {
  return createRegistry<TavernStage, TavernEventT>({ onFailure: (f) => console.warn(`The ${f.event.t} animation (${f.family}) failed: ${(f.error as Error)?.message ?? f.error}`) })
    .use(moduleOf('cards', cardAnimators))
    .use(moduleOf('drinks', drinkAnimators))
    .use(moduleOf('gold', goldAnimators))
    .use(moduleOf('stats', statAnimators))
    .use(moduleOf('seats', seatAnimators))
    .use(moduleOf('round', roundAnimators))
    .use(moduleOf('prizes', prizeAnimators))
    .use(moduleOf('mechanics', mechanicAnimators))
    .otherwise((stage, e) => stage.apply(e as TEvent));
}

const registry = tavernRegistry();

/** Plays a batch on the stage; stops at the first failing animation (the scene then draws the view). */
export function playTavernBatch(stage: TavernStage, events: readonly TEvent[], alive: () => boolean, before?: (e: TEvent) => void): Promise<BatchEnd<TavernEventT>> {
  return playBatch(registry, stage, events, { alive, ...(before ? { before } : {}) });
}
