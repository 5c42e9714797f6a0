import type { GameEvent, GameResult, Seat } from '../../../shared/engine/types';

/**
 * Which sound an event makes (issue 13.13). Pure: the renderer's table events in, a cue name out. The
 * sounds themselves are made by sound.ts; this decides nothing about the game, it only listens.
 */
export type Cue = 'card' | 'chips' | 'dice' | 'knock' | 'fold' | 'win' | 'lose' | 'turn' | 'pour' | 'gulp' | 'thud';

/** The last three are the tavern's (tavern-cues.ts): a Drink poured onto a pile, a Drink drunk, a character passing out. */
export const CUES: readonly Cue[] = ['card', 'chips', 'dice', 'knock', 'fold', 'win', 'lose', 'turn', 'pour', 'gulp', 'thud'];

const CARD_EVENTS = new Set(['dealt', 'moved', 'revealed', 'discarded', 'hit', 'shown', 'built', 'stole', 'passed', 'scouted', 'slain', 'driven-off', 'defended']);
const CHIP_EVENTS = new Set(['ante', 'penalty', 'placed', 'took', 'moved-coins']);

/** The cue for one event as `viewer` saw it, or null for a silent one. */
export function cueFor(e: GameEvent, viewer: Seat): Cue | null {
  if (e.t === 'bet') {
    if (e.kind === 'check') return 'knock';
    return 'chips';
  }
  if (e.t === 'placed' && !('horde' in e)) return 'card'; // The Wheel: a card on a spoke
  if (e.t === 'passed' && !Array.isArray(e.cards)) return null; // Jack of All Trades: a pass on a job
  if (CHIP_EVENTS.has(e.t)) return 'chips';
  if (CARD_EVENTS.has(e.t)) return 'card';
  if (e.t === 'rolled') return 'dice';
  if (e.t === 'folded' || e.t === 'out' || e.t === 'left') return 'fold';
  if (e.t === 'game-over') {
    const r = e.result as GameResult | undefined;
    if (!r) return null;
    if (viewer < 0) return r.standings.some((x) => x.place === 1) ? 'win' : null;
    const net = r.net?.[viewer];
    if (net !== undefined) return net > 0 ? 'win' : net < 0 ? 'lose' : null;
    return r.standings.find((x) => x.seat === viewer)?.place === 1 ? 'win' : 'lose';
  }
  return null;
}
