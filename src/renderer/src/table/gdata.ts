import type { CardId } from '../../../shared/cards/card';
import { cardFace } from '../state/deck';
import type { GameId, Seat } from '../../../shared/engine/types';
import type { SeatView } from '../../../shared/engine/view';

/**
 * Reads a game's public state (`view.g`) generically, so a game added later appears without new code:
 * simple numbers and words (and lists of them) become labelled lines, at a seat when there is one per seat.
 * Dice are shown only for keys declared as dice: a game's `dice` list below, or any key named `dice` (a
 * list of small numbers may be anything, e.g. Greyport's shipment sizes, so the shape never decides). A few per-game touches name things better, hide
 * bookkeeping or lay zones out; they are presentation only and never compute a rule. What a card shows beyond
 * its face (the coins on a Horde, a Leader's strength, the district a card becomes) is the game's own, given
 * by the view's `cardMarks`.
 */
export interface DiceGroup {
  key: string;
  label: string;
  seat: Seat | null;
  dice: number[];
}

export interface InfoLine {
  key: string;
  label: string;
  value: string;
  seat: Seat | null;
}

interface Touch {
  hide?: string[];
  /** Keys holding die values: one list, one list per seat, or one list of lists per seat. */
  dice?: string[];
  labels?: Record<string, string>;
  /** Names for zones (by full name or base). */
  zones?: Record<string, string>;
  /** Zone bases whose order means nothing, shown sorted by rank and color in the results (a Loot Pile). */
  sorted?: string[];
  /** A seat's zone whose cards come in public runs (Greyport's shipments): the size of each run. */
  runs?(v: SeatView, zone: string): number[] | null;
  /** Why a seat that left is out, on its plate, when "folded" would hide it (a bust and its penalty). */
  out?(v: SeatView, seat: Seat): string | null;
  /** Extra lines read from structured state. */
  info?(g: Record<string, unknown>, v: SeatView): InfoLine[];
  /**
   * A wheel drawn as one (The Wheel): the zone of its Leaders, and its spokes clockwise from the top, each
   * a zone `<prefix><letter>` whose Leader is the card of that rank letter. Neighbours on the list are
   * neighbours on the circle.
   */
  wheel?: { leaders: string; prefix: string; spokes: string[] };
  /** Common zones in this order (The Wheel's spokes go round the Wheel). */
  order?: string[];
  /** Zone bases shown as a neat pile rather than spread out. */
  piles?: string[];
  /** Zone bases whose cards always show whole (each carries a number): never fanned over each other. */
  whole?: string[];
  /** Zones `<base>.<seat>` laid out on a grid: the cell (row, column) of each card. */
  grid?: { base: string; cells(v: SeatView, seat: Seat): Map<CardId, [number, number]> };
  /**
   * The viewer's choices made but not yet revealed (City Square's districts chosen this year): each card is
   * drawn where it is going, though the view still holds it in hand.
   */
  planned?(v: SeatView): { card: CardId; zone: string }[];
  /** Per seat, the grid cells (as in `grid.cells`) the game reports failing (City Square's districts). */
  failing?(v: SeatView, seat: Seat): [number, number][];
}

type Plan = { card: CardId; row: number; col: number };
const plansOf = (v: SeatView): Plan[] => (v.seat >= 0 ? ((v.mine[`build.${v.seat}`] as Plan[] | undefined) ?? []) : []);

const LEADER_NAMES: Record<string, string> = { W: 'Warrior', L: 'Lady', B: 'Bard', M: 'Merchant', R: 'Rogue' };

const TOUCHES: Partial<Record<GameId, Touch>> = {
  threes: { hide: ['dice'], dice: ['roll', 'keep'], labels: { roll: 'Rolled', keep: 'Keep' } },
  delve: { dice: ['common', 'own'], labels: { common: 'Common monsters', own: 'Monsters' } },
  'spy-network': { dice: ['dice'], labels: { dice: 'Dice (as ranks)' } },
  'jack-of-all-trades': {
    hide: ['pattern', 'jobs'],
    dice: ['workers', 'placed'],
    labels: { workers: 'Workers', placed: 'On jobs' },
    zones: { jobs: 'Jobs (1, 2, 3 from the left)', 'last-call': 'Last Call (job 4)' },
    info(g) {
      // g.jobs: each job set so far, by a card or (Hidden Fate) a die; a die's job has no card on the table.
      const jobs = (g.jobs as { by: string; value: number; any: boolean; lastCall: boolean }[] | undefined) ?? [];
      if (!jobs.length) return [];
      const one = (j: (typeof jobs)[number], i: number) =>
        `${j.lastCall ? 'Last Call' : `job ${i + 1}`} → ${j.any ? 'any worker' : `a ${j.value}`}${j.by === 'die' ? ' (die)' : ''}`;
      return [{ key: 'jobs', label: 'Workers wanted', value: jobs.map(one).join(', '), seat: null }];
    },
  },
  doublerogue: {
    hide: ['first', 'out', 'paid'],
    labels: { penalty: 'Two Rogues cost', round: 'Round' },
    out(v, seat) {
      const g = v.g as { out?: (string | null)[]; paid?: number[] } | null;
      const why = g?.out?.[seat];
      if (why === 'rogues') return `busted: two Rogues, paid ${g?.paid?.[seat] ?? 0}`;
      if (why === 'no-ante') return 'out: could not ante';
      return null;
    },
  },
  'streets-of-greyport': {
    hide: ['first', 'shipments'],
    labels: { round: 'Round', rounds: 'Rounds in all' },
    runs(v, zone) {
      // g.shipments[seat]: the size of each shipment, in the order they lie in `warehouse.<seat>`.
      const m = /^warehouse\.(\d+)$/.exec(zone);
      const sizes = m ? (v.g as { shipments?: number[][] } | null)?.shipments?.[Number(m[1])] : undefined;
      return sizes ? [...sizes] : null;
    },
    info(g) {
      const ship = (g.shipments as number[][] | undefined) ?? [];
      return ship.flatMap((sizes, seat) =>
        sizes.length
          ? [{ key: 'shipments', label: 'Shipments', value: `${sizes.length} (${sizes.reduce((x, y) => x + y, 0)} cards)`, seat }]
          : [],
      );
    },
  },
  'heroes-plunder': { sorted: ['loot'] },
  'city-square': {
    hide: ['city', 'failing'],
    zones: { city: 'City', covered: 'Covered' },
    piles: ['covered'],
    grid: {
      base: 'city',
      cells(v, seat) {
        // g.city[seat]: a square frame of districts, row by row, each a stack (bottom card first).
        const city = (v.g as { city?: CardId[][][] } | null)?.city?.[seat] ?? [];
        const side = Math.round(Math.sqrt(city.length));
        const out = new Map<CardId, [number, number]>();
        city.forEach((stack, i) => {
          const top = stack[stack.length - 1];
          if (top !== undefined) out.set(top, [Math.floor(i / side), i % side]);
        });
        // The viewer's own districts chosen this year (in `mine` until everyone has built) go on top.
        if (seat === v.seat) for (const p of plansOf(v)) out.set(p.card, [p.row, p.col]);
        return out;
      },
    },
    planned: (v) => plansOf(v).map((p) => ({ card: p.card, zone: `city.${v.seat}` })),
    failing: (v, seat) => (v.g as { failing?: [number, number][][] } | null)?.failing?.[seat] ?? [],
  },
  'dragon-hordes': {
    hide: ['hordes', 'turn', 'stage', 'turnOver', 'again', 'last'],
    labels: { dice: 'Roll', taken: 'Taken', placed: 'Placed' },
    zones: { hordes: 'Hordes (coins on each)', revealed: 'Revealed' },
    whole: ['hordes'],
    info(g, v) {
      const last = g.last as { seat: Seat; result: string } | null;
      // "Dagny's last prediction: half right" (was "Last (Dagny): wrong", which read as a verdict on Dagny).
      if (!last) return [];
      const who = last.seat === v.seat ? 'Your' : `${v.names[last.seat] ?? 'Someone'}'s`;
      return [{ key: 'last', label: `${who} last prediction`, value: last.result.replace(/-/g, ' '), seat: null }];
    },
  },
  'the-wheel': {
    hide: ['strength', 'strongest', 'marked'],
    zones: { leaders: 'Leaders (strength)', clock: 'Clock', 'face-up-discards': 'Discarded face up' },
    whole: ['leaders'],
    // Clockwise Warrior, Merchant, Bard, Lady, Rogue, as the rules page draws the Wheel.
    wheel: { leaders: 'leaders', prefix: 'wheel.', spokes: ['W', 'M', 'B', 'L', 'R'] },
    order: ['clock', 'leaders', 'wheel.W', 'wheel.M', 'wheel.B', 'wheel.L', 'wheel.R', 'face-up-discards'],
    info(g) {
      const s = g.strongest as string | undefined;
      return s ? [{ key: 'strongest', label: 'Strongest Leader', value: LEADER_NAMES[s] ?? s, seat: null }] : [];
    },
  },
};

for (const [k, name] of Object.entries(LEADER_NAMES)) {
  TOUCHES['the-wheel']!.zones![`wheel.${k}`] = `${name} spoke`;
}

const isDie = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 6;
const isDiceArray = (x: unknown): x is number[] => Array.isArray(x) && x.every(isDie);
const isScalar = (x: unknown): x is number | string | null => x === null || typeof x === 'number' || typeof x === 'string';
const isScalarList = (x: unknown): x is (number | string)[] => Array.isArray(x) && x.every((y) => typeof y === 'number' || typeof y === 'string');
const isDiceLists = (x: unknown): x is number[][] => Array.isArray(x) && x.every(isDiceArray);

export function words(key: string): string {
  const s = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function zoneTitle(game: GameId, name: string): string | null {
  const z = TOUCHES[game]?.zones;
  return z?.[name] ?? z?.[name.split('.')[0]!] ?? null;
}

export function zoneOrder(game: GameId, name: string): number {
  const o = TOUCHES[game]?.order;
  const i = o ? o.indexOf(name) : -1;
  return i < 0 ? 99 : i;
}

export function pileZone(game: GameId, name: string): boolean {
  return !!TOUCHES[game]?.piles?.includes(name.split('.')[0]!);
}

export function wholeZone(game: GameId, name: string): boolean {
  return !!TOUCHES[game]?.whole?.includes(name.split('.')[0]!);
}

export function wheelOf(game: GameId): Touch['wheel'] | undefined {
  return TOUCHES[game]?.wheel;
}

export function gridOf(game: GameId): Touch['grid'] | undefined {
  return TOUCHES[game]?.grid;
}

/** The cards of a zone cut into its public runs (Greyport's shipments), or all in one run. */
export function zoneRunsOf(v: SeatView, zone: string, cards0: (CardId | null)[]): (CardId | null)[][] {
  const touch = TOUCHES[v.game];
  const sort = touch?.sorted?.includes(zone.split('.')[0]!) && cards0.every((c) => c !== null);
  const key = (id: CardId) => cardFace(id).rank * 10 + 'rgbx'.indexOf(cardFace(id).color);
  const cards = sort ? [...(cards0 as CardId[])].sort((a, b) => key(a) - key(b)) : cards0;
  const sizes = touch?.runs?.(v, zone);
  if (!sizes || sizes.reduce((a, b) => a + b, 0) !== cards.length) return [cards];
  const out: (CardId | null)[][] = [];
  let i = 0;
  for (const n of sizes) {
    out.push(cards.slice(i, i + n));
    i += n;
  }
  return out;
}

export function plannedCards(v: SeatView): { card: CardId; zone: string }[] {
  return TOUCHES[v.game]?.planned?.(v) ?? [];
}

/** The word under each card (a City Square district), as the view gives it. */
export function cardCaptions(v: SeatView): Map<CardId, string> {
  return marksOf(v, 'caption');
}

export function failingCells(v: SeatView, seat: Seat): [number, number][] {
  return TOUCHES[v.game]?.failing?.(v, seat) ?? [];
}

/** The mark on each card's corner (the coins on a Horde, a Leader's strength), as the view gives it. */
export function cardBadges(v: SeatView): Map<CardId, string> {
  return marksOf(v, 'badge');
}

/** One part of the view's card marks, by card id. */
function marksOf(v: SeatView, part: 'badge' | 'caption' | 'words'): Map<CardId, string> {
  const out = new Map<CardId, string>();
  for (const [id, m] of Object.entries(v.cardMarks ?? {})) {
    const x = m[part];
    if (x !== undefined) out.set(Number(id), x);
  }
  return out;
}

/** What the mark on a card means (for its tooltip), as the view gives it, or null. */
export function cardMarkWords(v: SeatView, id: CardId): string | null {
  return v.cardMarks?.[id]?.words ?? null;
}

export function readG(game: GameId, g: unknown, seats: number, v?: SeatView): { dice: DiceGroup[]; info: InfoLine[] } {
  const dice: DiceGroup[] = [];
  const info: InfoLine[] = [];
  if (g === null || typeof g !== 'object' || Array.isArray(g)) return { dice, info };
  const touch = TOUCHES[game] ?? {};
  const label = (k: string): string => touch.labels?.[k] ?? words(k);
  const isDiceKey = (k: string): boolean => touch.dice?.includes(k) ?? k === 'dice';
  for (const [key, v0] of Object.entries(g as Record<string, unknown>)) {
    if (touch.hide?.includes(key)) continue;
    const perSeat = Array.isArray(v0) && v0.length === seats;
    if (isDiceKey(key)) {
      if (isDiceArray(v0)) {
        if (v0.length) dice.push({ key, label: label(key), seat: null, dice: [...v0] });
      } else if (perSeat && v0.every((x) => isDiceArray(x))) {
        v0.forEach((d, seat) => {
          if ((d as number[]).length) dice.push({ key, label: label(key), seat, dice: [...(d as number[])] });
        });
      } else if (perSeat && v0.every((x) => isDiceLists(x))) {
        // One list of dice groups per seat (dice placed on several jobs): shown together.
        v0.forEach((lists, seat) => {
          const flat = (lists as number[][]).flat();
          if (flat.length) dice.push({ key, label: label(key), seat, dice: flat });
        });
      }
    } else if (perSeat && v0.every(isScalar)) {
      v0.forEach((x, seat) => {
        if (x !== null && x !== '') info.push({ key, label: label(key), value: String(x), seat });
      });
    } else if (perSeat && v0.every(isScalarList)) {
      v0.forEach((xs, seat) => {
        if ((xs as unknown[]).length) info.push({ key, label: label(key), value: (xs as unknown[]).join(' · '), seat });
      });
    } else if (isScalarList(v0)) {
      if (v0.length) info.push({ key, label: label(key), value: v0.join(' · '), seat: null });
    } else if (typeof v0 === 'number' || typeof v0 === 'string') {
      info.push({ key, label: label(key), value: String(v0), seat: null });
    }
  }
  if (touch.info && v) info.push(...touch.info(g as Record<string, unknown>, v));
  return { dice, info };
}

/** A seat out of the game in its game's words ("busted: two Rogues, paid 5"), or null for a plain fold. */
export function outWords(v: SeatView, seat: Seat): string | null {
  return TOUCHES[v.game]?.out?.(v, seat) ?? null;
}
