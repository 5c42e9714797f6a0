import type { Container } from 'pixi.js';
import type { CardId } from '../../../../shared/cards/card';
import type { GameEvent, Seat } from '../../../../shared/engine/types';
import type { SeatView } from '../../../../shared/engine/view';
import type { AnimatorModule } from '../../scene/registry';
import type { Animator } from '../animator';
import type { Art } from '../art';
import type { Layout, Pt } from '../layout';
import type { CardView } from '../pieces';

/**
 * What the table's event animators may touch: the table's own model (cards per zone, stacks, bets, who is
 * out), the pacing, and a few drawing helpers. The scene implements it; the animators live in the modules
 * of this folder, one per family of events, and never reach the scene itself.
 *
 * During a batch `view` is the view the table showed before it (the model the events move), `finalView`
 * the view the batch ends on; the scene reconciles to `finalView` once every event has played.
 */
export interface TableStage {
  readonly anim: Animator;
  readonly art: Art;
  /** The layer of passing effects (captions, flying coins, tumbling dice), above everything else. */
  readonly fx: Container;
  readonly view: SeatView;
  readonly finalView: SeatView;
  readonly layout: Layout | null;
  /** The model's numbers per seat, moved event by event (drawn by `drawPlates` / `drawChips`). */
  stacks: number[];
  roundBet: number[];
  folded: boolean[];
  deckPoint(): Pt;
  platePoint(seat: Seat): Pt;
  /** A new card sprite at a point (not yet in any zone). */
  newCard(id: CardId | null, at: Pt): CardView;
  /** A zone's cards, to add to (the zone is created empty when missing). */
  zoneList(name: string): CardView[];
  /** A zone's cards as they are (none when the zone is missing; the zone is not created). */
  cardsIn(name: string): readonly CardView[];
  /** Takes a card out of a zone (a known card wherever it is drawn), or the zone's last one; null when empty. */
  take(zone: string, id: CardId | null): CardView | null;
  /** Takes every card off the table's model (the caller moves them away and destroys them). */
  takeAllCards(): CardView[];
  /** No dice on the table. */
  clearDice(): void;
  /** Turns a card over to a face (null: its back). */
  flip(c: CardView, id: CardId | null): Promise<void>;
  /** A caption that floats up and fades, at a seat or over a point. */
  say(text: string, at: Pt | Seat, strong?: boolean, hold?: number): void;
  /** Lays out the model again (moving every sprite to its place). */
  relayout(animate: boolean): Promise<void>;
  drawPlates(): void;
  drawChips(): void;
}

export type TableAnimators = AnimatorModule<TableStage, GameEvent>;

/** The seat an event names, if any. */
export const seatOf = (e: GameEvent): Seat | null => (typeof e.seat === 'number' ? e.seat : null);

/** The cards an event names (hidden ones null). */
export const cardsOf = (e: GameEvent): (CardId | null)[] => (Array.isArray(e.cards) ? e.cards : []);
