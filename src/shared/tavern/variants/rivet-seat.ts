import { clockwiseFrom } from '../../rotation';
import type { Op, Stat } from '../cards';
import { RIVET_TRACK, type RivetEffect, type RivetPick } from '../content/rivet';
import type { CardItem, Item, Seat, TavernState, TEvent } from '../types';

/**
 * The Automaton's seat, his tracks and whom his boxes reach, read from the state alone (VARIANTS.md §7): what
 * ctx.ts's stat and Gold writers and legal.ts's timing checks ask of him. It imports no engine module, so the
 * engine's writers call it without joining the response stack's import circle (variants/automaton.ts, his
 * turn, responses and resets, is part of that circle, as the stack's other resolvers are).
 */

/** Whether the seat (or Gold place) is Rivet's. */
export function isRivet(s: TavernState, seat: Seat | 'inn' | 'pot' | 'deck'): boolean {
  return s.automaton !== undefined && s.automaton.seat === seat;
}

const living = (s: TavernState, seat: Seat): boolean => s.seats[seat]?.alive === true;

/** The players at the table (every seat but Rivet's), living or not. */
export function playerSeats(s: TavernState): Seat[] {
  return s.seats.map((_, i) => i).filter((x) => !isRivet(s, x));
}

function track(s: TavernState, owner: Seat) {
  return s.automaton!.tracks.find((t) => t.owner === owner);
}

/**
 * Move one of his tracks by `delta` within 0–6 (his F and AC against one player, VARIANTS.md §7); the event to
 * emit, or null when the track did not move.
 */
export function stepTrack(s: TavernState, owner: Seat, stat: 'F' | 'AC', delta: number): TEvent | null {
  const t = track(s, owner);
  if (!t) return null;
  const from = t[stat];
  const to = Math.max(0, Math.min(RIVET_TRACK.max, from + delta));
  if (to === from) return null;
  t[stat] = to;
  return { t: 'track', owner, stat, from, to };
}

/** The player a Drink on Rivet came from (a pass, a split, Down in One), if any. */
function drinkBy(it: Item | undefined): Seat | undefined {
  if (!it || it.kind !== 'drink' || it.mode !== 'single') return undefined;
  return it.drinks.find((d) => d.by !== undefined && !d.ignored)?.by ?? it.reveal?.drink.by;
}

/**
 * The tracks an item changes on Rivet (VARIANTS.md §7): a player's card, step or Drink changes that player's
 * track only; his own cards and Drink, Events and anything without a player change both.
 */
export function tracksOf(s: TavernState, it: Item | undefined): Seat[] {
  const a = s.automaton!;
  const both = a.tracks.map((t) => t.owner);
  let by: Seat | null | undefined = null;
  if (it) {
    switch (it.kind) {
      case 'card':
        by = it.player;
        break;
      case 'floss': {
        const e = it.entries.find((x) => x.seat === a.seat);
        by = e?.by ?? it.src.player;
        if ((by === null || by === undefined) && it.src.kind === 'drink') by = drinkBy(s.stack.find((x) => x.uid === it.src.uid));
        break;
      }
      case 'drink':
        by = drinkBy(it);
        break;
      default:
        by = null;
    }
  }
  return by !== null && by !== undefined && both.includes(by) && living(s, by) ? [by] : both;
}

/** The players a box's pick reaches now (ties: all tied, book), leaving out those who Ignored the card. */
export function picked(s: TavernState, it: CardItem, pick: RivetPick | undefined): Seat[] {
  const players = playerSeats(s).filter((x) => living(s, x));
  let seats: Seat[];
  if (!pick || pick.by === 'rivet') seats = pick ? [s.automaton!.seat] : [];
  else if (pick.by === 'each-other') seats = players;
  else {
    const vals = players.map((x) => s.seats[x]![pick.stat]);
    const best = pick.by === 'most' ? Math.max(...vals) : Math.min(...vals);
    seats = players.filter((x) => s.seats[x]![pick.stat] === best);
  }
  return clockwiseFrom(s.seats.length, seats, s.turn.active).filter((x) => !it.ignoredBy.includes(x));
}

function itsPlayer(s: TavernState, it: CardItem): Seat[] {
  const x = it.itsPlayer;
  return x === null || isRivet(s, x) || !living(s, x) || it.ignoredBy.includes(x) ? [] : [x];
}

/** Whom a player-reaching effect reaches. */
export function reached(s: TavernState, it: CardItem, fx: RivetEffect, pick: RivetPick | undefined): Seat[] {
  if (!('who' in fx)) return [];
  if (fx.who === 'picked') return picked(s, it, pick);
  if (fx.who === 'its-player') return itsPlayer(s, it);
  return [];
}

/** The stats an item of his directly changes for a player (for their Sometimes cards' "affects you"). */
export function rivetAffects(s: TavernState, it: CardItem, op: Extract<Op, { op: 'rivet' }>, seat: Seat): Stat[] {
  const { fx, pick } = op;
  if (!('who' in fx) || (fx.who !== 'picked' && fx.who !== 'its-player')) return [];
  if (!reached(s, it, fx, pick).includes(seat)) return [];
  if (fx.op === 'F' || fx.op === 'AC') return fx.n !== 0 ? [fx.op] : [];
  if (fx.op === 'pay' || fx.op === 'gainFromInn') return ['G'];
  return [];
}
