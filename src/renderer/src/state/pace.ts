import type { GameEvent } from '../../../shared/engine/types';
import { eventText, seatLine } from './words';

/**
 * What a move on the table needs on screen (issue 28.10: "pace each bot move by what it shows, not a flat delay
 * per step"). A move's cards and chips carry their own time (their animation, as played); what they do not carry
 * is the time to read a caption said at a seat ("Checks", "Raises to 12", a game's own sentence), which stays
 * up after the move's animation has ended, and the beat that says whose move it is when the mover changes.
 *
 * All times here are at the default bot delay (700 ms) and scale with the setting: 0 is no pause at all, a
 * slower setting reads slower.
 */
export const PACE_BASE_MS = 700;

/** A new mover: the "is thinking…" beat, so the player sees whose move comes (a quarter of the bot delay). */
const BEAT = 0.25;
/** Reading one caption: a start and a time per character; "Checks" needs ~0.4 s, a sentence ~1.2 s. */
const READ_START_MS = 250;
const READ_CHAR_MS = 28;
const READ_MAX_MS = 1400;
/** A move saying several things at its seat (each replaces the one before): at most this long in all. */
const READ_MOVE_MAX_MS = 2800;

/**
 * The events the table's animators show with their own time and no caption to read (table/animators: cards,
 * chips, dice, holdings; a penalty's caption is held inside its animation). Any other event with a seat is said
 * in words at that seat (`bet`, `folded`, `hit` by their family, the rest by the speech family's fallback). A
 * unit test keeps this list equal to what the animator families handle.
 */
export const SHOWN_WITHOUT_WORDS: ReadonlySet<string> = new Set([
  'altered',
  'peeked',
  'discarded',
  'game-started',
  'dealt',
  'revealed',
  'moved',
  'ante',
  'penalty',
  'betting-round',
  'game-over',
  'rolled',
]);
/** Events said in words at a seat by their own family. */
export const SAID_BY_FAMILY: ReadonlySet<string> = new Set(['bet', 'folded', 'out', 'hit']);

const scale = (ms: number, delayMs: number): number => Math.round((ms * Math.max(0, delayMs)) / PACE_BASE_MS);

/** The beat before a move when the mover changes (ms at the given bot delay). */
export function beatMs(delayMs: number): number {
  return scale(PACE_BASE_MS * BEAT, delayMs);
}

/** The words the table says at a seat for an event (as the animators say them), or null when it says none. */
export function captionOf(e: GameEvent, names: readonly string[]): string | null {
  if (SHOWN_WITHOUT_WORDS.has(e.t) || typeof e.seat !== 'number') return null;
  if (e.t === 'folded') return 'Folds';
  if (e.t === 'out') return e.why === 'rogues' ? 'Busted: two Rogues' : 'Out';
  if (e.t === 'hit') return 'Hits';
  return seatLine(eventText(e, names, -1), names[e.seat]);
}

/** How long the captions of one move take to read (ms at the given bot delay); 0 for a move said without words. */
export function readingMs(events: readonly GameEvent[], names: readonly string[], delayMs: number): number {
  let ms = 0;
  for (const e of events) {
    const words = captionOf(e, names);
    if (words) ms += Math.min(READ_MAX_MS, READ_START_MS + READ_CHAR_MS * words.length);
  }
  return scale(Math.min(ms, READ_MOVE_MAX_MS), delayMs);
}

/**
 * What a host move needs on screen, all told: the beat when the mover changes, its animation as played, and
 * the rest of its reading time once the animation is over, when the host moves again after it (before a human's
 * decision the player reads while deciding). The end-to-end specs sum it over a wait; the rest is idle.
 */
export function moveNeedMs(o: { events: readonly GameEvent[]; names: readonly string[]; delayMs: number; newMover: boolean; animMs: number; hostNext: boolean }): number {
  const read = o.hostNext ? Math.max(0, readingMs(o.events, o.names, o.delayMs) - o.animMs) : 0;
  return (o.newMover ? beatMs(o.delayMs) : 0) + o.animMs + read;
}

