import type { Seat } from '../../../shared/engine/types';

/** One entry of the page's pace trace: a move shown (a human's own or the host's), for the end-to-end specs. */
export interface PaceEntry {
  /** performance.now() when the move's showing ended. */
  t: number;
  seat: Seat;
  host: boolean;
  /** The request to the host (ms): the bot's thinking and the worker's answer. */
  request: number;
  /** The pauses made for this move (ms): before it played, and after it played. */
  pause: number;
  /** Its animation, as played (ms). */
  anim: number;
  /** What its showing needs (ms), by `moveNeedMs` (for a human's own move: its animation). */
  need: number;
  /** Not a move: the moment the screen asked a human to decide (`t`), the end of a wait. */
  ask?: true;
}

/** The trace the end-to-end specs read (`globalThis.__rwPace`): the last few hundred moves shown. */
export const paceTrace: PaceEntry[] = [];
(globalThis as Record<string, unknown>).__rwPace = paceTrace;

export function tracePace(e: PaceEntry): void {
  paceTrace.push(e);
  if (paceTrace.length > 600) paceTrace.splice(0, paceTrace.length - 500);
}
