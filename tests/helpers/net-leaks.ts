import { CARDS, describeCard, formatCard, type CardId } from '../../src/shared/cards/card';
import type { AnyState, Seat } from '../../src/shared/engine/types';
import { visibleTo } from '../../src/shared/engine/zones';

/**
 * The network leak checks for a gambling table (R&W cards), shared by the table's and the tavern's (Appendix B's
 * hosted table) network tests.
 */
/** The cards `seat` may know of now: those it sees in a zone, and those the log shows it. */
export function knownTo(s: AnyState, seat: Seat): Set<CardId> {
  const known = new Set<CardId>();
  for (const z of Object.values(s.zones)) if (visibleTo(z.vis, seat)) for (const id of z.cards) known.add(id);
  for (const e of s.log) if (e.cards && (!e.vis || visibleTo(e.vis, seat))) for (const id of e.cards) if (id !== null) known.add(id);
  return known;
}

const CARD_KEYS = new Set(['card', 'cards', 'warrior', 'target', 'hand', 'swap', 'peek']);

/**
 * The first place in `frame` where a card `known` lacks shows: a card number under a card's key, at any
 * depth, or the name or notation of a face it knows no card of in any string (faces with an animal only).
 */
export function leakIn(frame: unknown, known: Set<CardId>): string | null {
  const hidden = CARDS.filter((c) => !known.has(c.id));
  // The deck repeats some faces: a face is a leak only when the seat knows no card of it.
  const knownWords = new Set([...known].flatMap((id) => [describeCard(id), formatCard(id)]));
  const words = hidden.filter((c) => c.animal).flatMap((c) => [describeCard(c.id), formatCard(c.id)]).filter((w) => !knownWords.has(w));
  const walk = (x: unknown, path: string, cardKey: boolean): string | null => {
    if (typeof x === 'number') return cardKey && Number.isInteger(x) && x >= 0 && x < CARDS.length && !known.has(x) ? `${path} = ${formatCard(x)}` : null;
    if (typeof x === 'string') {
      const w = words.find((word) => x.includes(word));
      return w ? `${path} names ${w}` : null;
    }
    if (Array.isArray(x)) {
      for (let i = 0; i < x.length; i++) {
        const d = walk(x[i], `${path}[${i}]`, cardKey);
        if (d) return d;
      }
      return null;
    }
    if (x && typeof x === 'object') {
      for (const [k, v] of Object.entries(x)) {
        const d = walk(v, `${path}.${k}`, CARD_KEYS.has(k) || (cardKey && /^\d+$/.test(k)));
        if (d) return d;
      }
    }
    return null;
  };
  return walk(frame, 'frame', false);
}


/**
 * Every answer-like part of a frame, each with the look it carries and its events: an accepted answer itself,
 * and a note's step (another seat's move as this connection's seat saw it, issue 27) and its part (a night's
 * table). The leak checks read them all alike, so a look or an event sent unasked is checked as an answer is.
 */
export interface Carried {
  viewer?: number;
  view?: unknown;
  events?: { at?: string; for?: unknown; ev?: unknown }[];
  publicView?: unknown;
}

export function carriedIn(frame: unknown): Carried[] {
  const f = frame as { res?: { ok?: boolean }; note?: { t?: string; step?: { look: { viewer: number; view: unknown }; events: Carried['events']; part?: { look: { viewer: number; view: unknown }; events: Carried['events'] } } } };
  if (f.res?.ok) return [f.res as Carried];
  const s = f.note?.t === 'moved' ? f.note.step : undefined;
  if (!s) return [];
  const out: Carried[] = [{ viewer: s.look.viewer, view: s.look.view, events: s.events }];
  if (s.part) out.push({ viewer: s.part.look.viewer, view: s.part.look.view, events: s.part.events });
  return out;
}
