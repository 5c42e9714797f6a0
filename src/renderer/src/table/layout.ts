import type { Seat } from '../../../shared/engine/types';

/**
 * Where everything sits, as a pure function of the canvas size and what there is to place. The seat on
 * screen is at the bottom; the others follow clockwise (left, top, right). Each seat has a box: its name
 * plate on the outer edge, its zones (and dice) in rows toward the middle. The middle holds the deck, the
 * discards, the common zones, common dice and the pots.
 */
export interface Pt {
  x: number;
  y: number;
}

export interface ItemIn {
  key: string;
  count: number;
  kind: 'cards' | 'dice';
  /** Width its label needs. */
  label?: number;
  /** Cards out of play kept in a neat pile (City Square's covered districts). */
  pile?: boolean;
  /** Cards that must show whole, never fanned over each other (a number on each: The Wheel's Leaders). */
  whole?: boolean;
  /** Cards laid out on a grid (a city): the cell of each card, and empty cells that can be chosen. */
  grid?: { rows: number; cols: number; cells: [number, number][]; targets: [number, number][] };
}

export interface ItemSlots {
  key: string;
  label: Pt;
  size: number; // card width, or die size
  slots: Pt[];
  /** Empty grid cells that can be chosen, with their cell. */
  ghosts: { at: Pt; cell: [number, number] }[];
  /** The grid's other empty cells (districts not built yet), drawn faintly so the grid reads as one. */
  empty: Pt[];
}

export interface SeatBox {
  seat: Seat;
  box: { x: number; y: number; w: number; h: number };
  plate: Pt;
  plateW: number;
  plateH: number;
  /** Where the rows grow: above the plate (bottom seats) or below it. */
  up: boolean;
  bet: Pt;
  items: Map<string, ItemSlots>;
  big: boolean;
  /** The part of the box in use: the plate and the rows placed. */
  used: { y0: number; y1: number };
}

export interface Layout {
  W: number;
  H: number;
  seats: SeatBox[];
  common: Map<string, ItemSlots>;
  deck: Pt;
  discard: Pt;
  pot: Pt;
  info: Pt;
  center: Pt;
  /** The wheel drawn in the middle (The Wheel), or null. */
  wheel: WheelOut | null;
}

const SPOTS: Record<number, [number, number][]> = {
  2: [[0.5, 0.84], [0.5, 0.16]],
  3: [[0.5, 0.84], [0.2, 0.19], [0.8, 0.19]],
  4: [[0.5, 0.84], [0.13, 0.45], [0.5, 0.16], [0.87, 0.45]],
  5: [[0.5, 0.84], [0.13, 0.55], [0.28, 0.16], [0.72, 0.16], [0.87, 0.55]],
  6: [[0.5, 0.84], [0.13, 0.73], [0.13, 0.3], [0.5, 0.16], [0.87, 0.3], [0.87, 0.73]],
  7: [[0.5, 0.84], [0.12, 0.75], [0.11, 0.38], [0.33, 0.16], [0.67, 0.16], [0.89, 0.38], [0.88, 0.75]],
  8: [[0.5, 0.84], [0.12, 0.8], [0.1, 0.47], [0.26, 0.16], [0.5, 0.16], [0.74, 0.16], [0.9, 0.47], [0.88, 0.8]],
};

export const CARD_RATIO = 1.4;
const LABEL_H = 13;
const GAP = 6;

function boxSize(n: number, W: number, H: number, big: boolean, tall: boolean): { w: number; h: number } {
  // The seat on screen gets the most room: its own cards are the ones read and clicked. A city needs
  // height: it may reach up into the middle, which holds only a line or two then (issue 28, item 6).
  // Up to four seats nobody sits beside it low on the felt, so a long hand (Heroes' Plunder's hand and
  // loot) may spread wide rather than fan into slivers (item 7).
  if (big && tall) return { w: Math.min(W * 0.46, 640), h: H * 0.6 };
  if (big) return { w: n <= 4 ? Math.min(W * 0.7, 900) : Math.min(W * 0.46, 640), h: H * 0.35 };
  if (n <= 3) return { w: W * 0.3, h: H * 0.31 };
  if (n <= 5) return { w: W * 0.22, h: H * 0.3 };
  return { w: W * 0.2, h: H * 0.27 };
}

interface Placed {
  it: ItemIn;
  width: number;
  height: number;
  step: number;
  room: number;
}

const GRID_GAP = 3;

function measure(it: ItemIn, size: number, w: number): Placed {
  if (it.grid) {
    const width = it.grid.cols * size + (it.grid.cols - 1) * GRID_GAP;
    const height = it.grid.rows * size * CARD_RATIO + (it.grid.rows - 1) * GRID_GAP;
    return { it, width, height, step: size + GRID_GAP, room: Math.max(width, Math.min(w, it.label ?? 0)) };
  }
  const unit = it.kind === 'cards' ? size : size * 0.62;
  if (it.pile) {
    const step = Math.min(6, size * 0.12);
    const width = unit + Math.max(0, it.count - 1) * step;
    return { it, width, height: size * CARD_RATIO, step, room: Math.max(width, Math.min(w, it.label ?? 0)) };
  }
  const gap = it.kind === 'cards' ? 5 : 4;
  const natural = it.count * unit + (it.count - 1) * gap;
  let width = natural;
  let step = unit + gap;
  if (natural > w) {
    step = it.count > 1 ? (w - unit) / (it.count - 1) : unit;
    width = w;
  }
  const height = it.kind === 'cards' ? size * CARD_RATIO : unit;
  return { it, width, height, step, room: Math.max(width, Math.min(w, it.label ?? 0)) };
}

/** All items on one row, fanned tighter (each card still shows at least 40% of its face), or null. */
function oneRow(items: ItemIn[], size: number, w: number): { items: Placed[]; width: number; height: number } | null {
  const gaps = 14 * (items.length - 1);
  const natural = items.map((it) => measure(it, size, Number.POSITIVE_INFINITY));
  // Dice and cards with a number on each are never fanned: an overlapped die hides its value.
  const fixed = (m: Placed) => !!(m.it.grid || m.it.pile || m.it.whole || m.it.kind === 'dice' || m.it.count <= 1);
  const unitOf = (m: Placed) => (m.it.kind === 'cards' ? size : size * 0.62);
  const least = natural.map((m) => (fixed(m) ? m.width : unitOf(m) * (1 + (m.it.count - 1) * 0.4)));
  const lo = natural.map((m, i) => Math.max(least[i]!, Math.min(w, m.it.label ?? 0)));
  const hi = natural.map((m, i) => Math.max(m.width, lo[i]!));
  const need = lo.reduce((a, b) => a + b, 0) + gaps;
  if (need > w) return null;
  const stretch = hi.reduce((a, b, i) => a + (b - lo[i]!), 0);
  const k = stretch > 0 ? Math.min(1, (w - need) / stretch) : 0;
  const placed = natural.map((m, i) => {
    const room = lo[i]! + (hi[i]! - lo[i]!) * k;
    const width = Math.max(least[i]!, Math.min(m.width, room));
    const step = fixed(m) ? m.step : (width - unitOf(m)) / (m.it.count - 1);
    return { ...m, width, step, room };
  });
  const width = placed.reduce((a, m) => a + m.room, 0) + gaps;
  return { items: placed, width, height: LABEL_H + Math.max(...placed.map((m) => m.height)) };
}

/**
 * Places items in rows within `w`, shrinking cards until the rows fit in `h` and no row (a city's grid)
 * is wider than `w`: the largest size that fits, found in steps of 4% (a city ran onto the rail, issue 28).
 */
function packRows(items: ItemIn[], w: number, h: number, size0: number): { size: number; rows: { items: Placed[]; width: number; height: number }[] } {
  for (let size = size0; ; size = Math.max(26, Math.floor(size * 0.96))) {
    const rows: { items: Placed[]; width: number; height: number }[] = [];
    for (const it of items) {
      const m = measure(it, size, w);
      const last = rows[rows.length - 1];
      if (last && last.width + 14 + m.room <= w) {
        last.items.push(m);
        last.width += 14 + m.room;
        last.height = Math.max(last.height, LABEL_H + m.height);
      } else {
        rows.push({ items: [m], width: m.room, height: LABEL_H + m.height });
      }
    }
    const total = rows.reduce((a, r) => a + r.height + GAP, 0);
    const wide = rows.some((r) => r.width > w + 0.5);
    if (total <= h && !wide) return { size, rows };
    if (rows.length > 1) {
      const single = oneRow(items, size, w);
      if (single && single.height <= h) return { size, rows: [single] };
    }
    if (size <= 26) return { size, rows };
  }
}

function placeRows(
  items: ItemIn[],
  cx: number,
  top: number,
  w: number,
  h: number,
  size0: number,
  growUp: boolean,
  out: Map<string, ItemSlots>,
): number {
  if (!items.length) return top;
  const { rows } = packRows(items, w, h, size0);
  let y = top;
  const ordered = growUp ? [...rows].reverse() : rows;
  const placed: { row: (typeof rows)[number]; y: number }[] = [];
  for (const row of ordered) {
    if (growUp) {
      y -= row.height;
      placed.push({ row, y });
      y -= GAP;
    } else {
      placed.push({ row, y });
      y += row.height + GAP;
    }
  }
  const far = growUp ? y + GAP : y - GAP;
  for (const { row, y: ry } of placed) {
    let x = cx - row.width / 2;
    for (const m of row.items) {
      const { it, width, step, room, height } = m;
      const size = it.grid ? step - GRID_GAP : it.kind === 'cards' ? (it.count > 0 ? height / CARD_RATIO : height) : height;
      const unit = it.kind === 'cards' ? size : height;
      const slots: Pt[] = [];
      const ghosts: ItemSlots['ghosts'] = [];
      const empty: Pt[] = [];
      const x0 = x + (room - width) / 2;
      const y0 = ry + LABEL_H + (row.height - LABEL_H - height) / 2;
      if (it.grid) {
        const cellH = size * CARD_RATIO;
        const at = ([r, c]: [number, number]): Pt => ({ x: x0 + size / 2 + c * (size + GRID_GAP), y: y0 + cellH / 2 + r * (cellH + GRID_GAP) });
        for (const cell of it.grid.cells) slots.push(at(cell));
        for (const cell of it.grid.targets) ghosts.push({ at: at(cell), cell });
        const taken = new Set([...it.grid.cells, ...it.grid.targets].map(([r, c]) => `${r},${c}`));
        for (let r = 0; r < it.grid.rows; r++) for (let c = 0; c < it.grid.cols; c++) if (!taken.has(`${r},${c}`)) empty.push(at([r, c]));
      } else {
        for (let i = 0; i < it.count; i++) slots.push({ x: x0 + unit / 2 + i * step, y: y0 + height / 2 });
      }
      out.set(it.key, { key: it.key, label: { x: x + room / 2, y: ry + 1 }, size: unit, slots, ghosts, empty });
      x += room + 14;
    }
  }
  return far;
}

/** Piles laid leftward from a plate's left edge, as tall as the plate and its label; returns their bottom. */
function besidePlate(items: ItemIn[], plate: Pt, plateW: number, plateH: number, out: Map<string, ItemSlots>): number {
  const size = Math.max(26, (plateH + 14 - LABEL_H) / CARD_RATIO);
  const h = size * CARD_RATIO;
  let x = plate.x - plateW / 2 - 12;
  const y = plate.y - plateH / 2 + LABEL_H + h / 2 - 6;
  for (const it of items) {
    const m = measure(it, size, Number.POSITIVE_INFINITY);
    const room = Math.max(m.width, Math.min(90, it.label ?? 0));
    const x0 = x - room + (room - m.width) / 2;
    const slots = Array.from({ length: it.count }, (_, i) => ({ x: x0 + size / 2 + i * m.step, y }));
    out.set(it.key, { key: it.key, label: { x: x - room / 2, y: y - h / 2 - LABEL_H + 1 }, size, slots, ghosts: [], empty: [] });
    x -= room + 14;
  }
  return y + h / 2;
}

/** A wheel to draw in the middle: its Leaders' item (each card's spoke by index) and its spokes clockwise. */
export interface WheelIn {
  leaders: ItemIn;
  /** For each Leader card in order, the index of its spoke. */
  spokeOf: number[];
  spokes: ItemIn[];
}

export interface WheelOut {
  hub: Pt;
  /** Each spoke's Leader, clockwise from the top. */
  ends: Pt[];
  size: number;
}

/**
 * The Wheel drawn as a wheel (issue 28, item 8): the Leaders on a flattened circle round a hub, clockwise
 * from the top, so neighbours sit side by side; each spoke's cards in a row beside its Leader, away from
 * the hub (above the top one, outward beside the upper two, below the lower two). The largest card size
 * that fits the box; spoke cards are drawn at 0.8 of a Leader, fanned when a spoke is long.
 */
export function placeWheel(cx: number, top: number, w: number, h: number, size0: number, wh: WheelIn, out: Map<string, ItemSlots>): WheelOut {
  const n = wh.spokes.length;
  const angle = (k: number) => -Math.PI / 2 + (2 * Math.PI * k) / n;
  const most = Math.max(1, ...wh.spokes.map((x) => x.count));
  const cosUp = Math.cos(Math.PI / 2 - (2 * Math.PI) / n); // how far out the upper two Leaders sit (0.95)
  let s = size0;
  let Rx = 0;
  let Ry = 0;
  for (; s > 24; s = Math.floor(s * 0.96)) {
    const t = s * 0.8;
    const ch = s * CARD_RATIO;
    const th = t * CARD_RATIO;
    // Height: the Leaders' label, the top Leader, the ring, a lower Leader, its row below it.
    Ry = Math.min(ch * 1.4, (h - (LABEL_H + ch + th + LABEL_H + 10)) / 1.81);
    if (Ry < ch * 0.55) continue;
    // Width: an upper side Leader and its row outward (fanned down to 45% of a card a step).
    Rx = Math.min((w / 2 - s / 2 - 10 - (t + (most - 1) * t * 0.45)) / cosUp, w * 0.4);
    // An upper Leader and the lower one on its side must not cover each other: apart across or down.
    const apart = Rx * (cosUp - Math.cos(Math.PI / 2 - (4 * Math.PI) / n)) >= s + 6 || Ry * 1.12 >= ch + 6;
    if (!apart || Rx < Ry || Rx * 0.55 < s + 6) continue;
    break;
  }
  const t = s * 0.8;
  const ch = s * CARD_RATIO;
  const th = t * CARD_RATIO;
  const hub = { x: cx, y: top + LABEL_H + ch / 2 + Ry };
  const ends: Pt[] = [];
  for (let k = 0; k < n; k++) ends.push({ x: hub.x + Rx * Math.cos(angle(k)), y: hub.y + Ry * Math.sin(angle(k)) });
  // The Leaders at the spokes' ends; their label (what the badges are) above the top one.
  out.set(wh.leaders.key, {
    key: wh.leaders.key,
    label: { x: ends[0]!.x - s / 2, y: ends[0]!.y - ch / 2 - LABEL_H },
    size: s,
    slots: wh.spokeOf.map((k) => ends[k] ?? hub),
    ghosts: [],
    empty: [],
  });
  wh.spokes.forEach((it, k) => {
    const e = ends[k]!;
    const c = Math.cos(angle(k));
    const sn = Math.sin(angle(k));
    let room: number;
    let x0: number;
    let y: number;
    const rowWidth = (r: number) => {
      const step = it.count > 1 ? Math.min(t + 5, (r - t) / (it.count - 1)) : t + 5;
      return { step, width: t + Math.max(0, it.count - 1) * step };
    };
    if (Math.abs(c) < 0.3) {
      // The top spoke: its row to the right of its Leader, short of the upper right Leader.
      room = Math.max(t, Rx * cosUp - s - 20);
      const r = rowWidth(room);
      x0 = e.x + s / 2 + 10;
      y = e.y + (ch - th) / 2;
      room = r.width;
    } else if (sn < 0) {
      // The upper two: outward beside their Leader.
      room = Math.max(t, w / 2 - Rx * cosUp - s / 2 - 12);
      const r = rowWidth(room);
      x0 = c > 0 ? e.x + s / 2 + 10 : e.x - s / 2 - 10 - r.width;
      y = e.y + (ch - th) / 2;
      room = r.width;
    } else {
      // The lower two: below their Leader, leaning outward.
      room = Math.max(t, w / 2 - Math.abs(e.x - cx) + t / 2 - 4);
      const r = rowWidth(room);
      x0 = c > 0 ? e.x - t / 2 : e.x + t / 2 - r.width;
      y = e.y + ch / 2 + LABEL_H + 6 + th / 2;
      room = r.width;
    }
    const { step } = rowWidth(room + 0.01);
    const slots = Array.from({ length: it.count }, (_, i) => ({ x: x0 + t / 2 + i * step, y }));
    out.set(it.key, { key: it.key, label: { x: x0 + room / 2, y: y - th / 2 - LABEL_H }, size: t, slots, ghosts: [], empty: [] });
  });
  return { hub, ends, size: s };
}

export function computeLayout(
  W: number,
  H: number,
  n: number,
  bottom: Seat,
  seatItems: Map<Seat, ItemIn[]>,
  commonItems: ItemIn[],
  tall = false,
  potLines = 1,
  infoLine = false,
  wheel: WheelIn | null = null,
): Layout {
  const spots = SPOTS[Math.min(8, Math.max(2, n))]!;
  const seats: SeatBox[] = [];
  for (let seat = 0; seat < n; seat++) {
    const k = (seat - bottom + n) % n;
    const [fx, fy] = spots[k] ?? [0.5, 0.5];
    const big = k === 0;
    const { w, h: h0 } = boxSize(n, W, H, big, tall);
    // Grids (cities) need height more than width; the middle has little else to hold then.
    const h = tall && !big ? h0 * 1.15 : h0;
    const bx = Math.min(Math.max(fx * W - w / 2, 18), W - w - 18);
    const by = Math.min(Math.max(fy * H - h / 2, 4), H - h - 4);
    const up = fy >= 0.6;
    const plateW = big ? 230 : Math.min(190, w - 8);
    const plateH = big ? 50 : 46;
    const plate = { x: bx + w / 2, y: up ? by + h - plateH / 2 : by + plateH / 2 };
    const items = new Map<string, ItemSlots>();
    const avail = h - plateH - 8;
    const size0 = big ? Math.min(100, Math.max(70, W * 0.07)) : n <= 4 ? 62 : 52;
    const rowsTop = up ? by + h - plateH - 6 : by + plateH + 6;
    const mine = seatItems.get(seat) ?? [];
    // A seat across the top whose cards are only piles (a hand face down: a count, nothing to read) keeps
    // them beside its plate, on the left (its bets show on the right): the middle gets the height
    // (issue 28: The Wheel's middle was 160 pixels tall at 1024×640).
    const beside = !big && !up && fx > 0.2 && fx < 0.8 && mine.length > 0 && mine.every((it) => it.kind === 'cards' && it.pile && !it.grid);
    const far = beside ? besidePlate(mine, plate, plateW, plateH, items) : placeRows(mine, bx + w / 2, rowsTop, w - 8, avail, size0, up, items);
    const bet = { x: plate.x + plateW / 2 + 34, y: plate.y };
    const used = up ? { y0: Math.min(far, plate.y - plateH / 2), y1: by + h } : { y0: by, y1: Math.max(far, plate.y + plateH / 2) };
    seats.push({ seat, box: { x: bx, y: by, w, h }, plate, plateW, plateH, up, bet, items, big, used });
  }
  // The middle: between the boxes of the seats on the left and on the right, below those at the top and
  // above those at the bottom. Common zones first, then the line of game information, then the pots.
  let left = W * 0.2;
  let right = W * 0.8;
  let top = H * 0.3;
  let low = H * 0.72;
  top = H * 0.18;
  low = H * 0.8;
  for (const s of seats) {
    const { x, y, w, h } = s.box;
    const cx = x + w / 2;
    if (Math.abs(cx - W / 2) < W * 0.2) {
      if (y + h / 2 < H / 2) top = Math.max(top, s.used.y1 + 6);
      else low = Math.min(low, s.used.y0 - 6);
      continue;
    }
    if (y + h < top || y > low) continue;
    if (cx < W / 2) left = Math.max(left, x + w);
    else right = Math.min(right, x);
  }
  const center = { x: W / 2, y: (top + low) / 2 };
  const common = new Map<string, ItemSlots>();
  // With common cards (The Wheel's Leaders and spokes), the deck and the discards step down beside the pot
  // and the cards get the whole width between the seats; otherwise they flank the middle.
  const withCommon = commonItems.length > 0;
  const cw = Math.max(200, right - left - (withCommon ? 16 : 150));
  const reserve = potLines * 30 + (infoLine ? 26 : 0) + 10;
  let wheelOut: WheelOut | null = null;
  if (wheel) {
    // The wheel between the deck and the discards; the other common zones (the Clock, cards discarded
    // face up) in a column at each side, over the piles.
    const side = Math.min(110, (right - left) * 0.17);
    const others = commonItems;
    placeRows(others.slice(0, 1), left + side / 2, top + 6, side, Math.max(60, (low - top) * 0.45), 44, false, common);
    placeRows(others.slice(1), right - side / 2, top + 6, side, Math.max(60, (low - top) * 0.45), 44, false, common);
    // The wheel takes the whole height; the line of information and the pot sit in its hub.
    wheelOut = placeWheel(center.x, top + 2, right - left - 2 * side + 30, Math.max(120, low - top - 4), Math.min(90, Math.max(58, W * 0.06)), wheel, common);
  } else {
    placeRows(commonItems, center.x, top + 6, cw, Math.max(80, low - top - reserve - 12), Math.min(80, Math.max(58, W * 0.056)), false, common);
  }
  let used = top + 6;
  // Below the wheel (its side columns may reach lower: they stand clear of the lines under it).
  const wheelKeys = wheel ? new Set([wheel.leaders.key, ...wheel.spokes.map((x) => x.key)]) : null;
  for (const it of common.values()) {
    if (wheelKeys && !wheelKeys.has(it.key)) continue;
    for (const p of it.slots) used = Math.max(used, p.y + (it.size * CARD_RATIO) / 2);
  }
  const free = low - used - reserve;
  // With a wheel: the line of information in its hub; the pots under the wheel when there is room (they
  // are wider than the hub: the lower Leaders cut them there), else in the hub under that line.
  const under = low - used - potLines * 28;
  let infoY = wheelOut ? wheelOut.hub.y - (infoLine && under < 10 ? 14 : 0) : used + Math.max(8, free / 2) + 10;
  let potY = wheelOut ? (under >= 10 ? used + 18 : infoY + (infoLine ? 28 : 0)) : infoY + (infoLine ? 28 : 0) + 6;
  const pileY = wheelOut ? low - 46 : withCommon ? Math.min(Math.max(used + 40, (infoY + potY) / 2), low - 46) : center.y - 10;
  if (!wheelOut && !withCommon) {
    // The deck and the discards flank the middle; a pot line naming three players is wider than the room
    // between them (issue 28.15: the pot over the deck at three seats). Under the piles' labels when it fits.
    const below = pileY + 62;
    if (below + (infoLine ? 28 : 0) + potLines * 28 <= low) {
      infoY = below;
      potY = below + (infoLine ? 28 : 0) + 6;
    }
  }
  return {
    W,
    H,
    seats,
    common,
    deck: { x: left + 44, y: pileY },
    discard: { x: right - 44, y: pileY },
    pot: { x: center.x, y: potY },
    info: { x: center.x, y: infoY },
    center,
    wheel: wheelOut,
  };
}
