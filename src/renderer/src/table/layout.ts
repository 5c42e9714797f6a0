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
}

export interface ItemSlots {
  key: string;
  label: Pt;
  size: number; // card width, or die size
  slots: Pt[];
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

function boxSize(n: number, W: number, H: number, big: boolean): { w: number; h: number } {
  if (big) return { w: Math.min(W * 0.46, 640), h: H * 0.31 };
  if (n <= 3) return { w: W * 0.3, h: H * 0.31 };
  if (n <= 5) return { w: W * 0.24, h: H * 0.3 };
  return { w: W * 0.2, h: H * 0.27 };
}

/** Places items in rows within `w`, shrinking cards until the rows fit in `h`. */
function packRows(items: ItemIn[], w: number, h: number, size0: number): { size: number; rows: { items: { it: ItemIn; width: number; step: number; room: number }[]; width: number }[] } {
  for (let size = size0; ; size = Math.floor(size * 0.9)) {
    const cardH = size * CARD_RATIO;
    const rows: { items: { it: ItemIn; width: number; step: number; room: number }[]; width: number }[] = [];
    for (const it of items) {
      const unit = it.kind === 'cards' ? size : size * 0.62;
      const gap = it.kind === 'cards' ? 5 : 4;
      const natural = it.count * unit + (it.count - 1) * gap;
      let width = natural;
      let step = unit + gap;
      if (natural > w) {
        step = it.count > 1 ? (w - unit) / (it.count - 1) : unit;
        width = w;
      }
      const room = Math.max(width, Math.min(w, it.label ?? 0));
      const last = rows[rows.length - 1];
      if (last && last.width + 14 + room <= w) {
        last.items.push({ it, width, step, room });
        last.width += 14 + room;
      } else {
        rows.push({ items: [{ it, width, step, room }], width: room });
      }
    }
    const rowH = (r: (typeof rows)[number]) => LABEL_H + Math.max(...r.items.map((x) => (x.it.kind === 'cards' ? cardH : size * 0.62)));
    const total = rows.reduce((a, r) => a + rowH(r) + GAP, 0);
    if (total <= h || size <= 26) return { size, rows };
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
): void {
  if (!items.length) return;
  const { size, rows } = packRows(items, w, h, size0);
  const cardH = size * CARD_RATIO;
  let y = top;
  const ordered = growUp ? [...rows].reverse() : rows;
  const placed: { row: (typeof rows)[number]; y: number }[] = [];
  for (const row of ordered) {
    const rh = LABEL_H + Math.max(...row.items.map((x) => (x.it.kind === 'cards' ? cardH : size * 0.62)));
    if (growUp) {
      y -= rh;
      placed.push({ row, y });
      y -= GAP;
    } else {
      placed.push({ row, y });
      y += rh + GAP;
    }
  }
  for (const { row, y: ry } of placed) {
    let x = cx - row.width / 2;
    for (const { it, width, step, room } of row.items) {
      const unit = it.kind === 'cards' ? size : size * 0.62;
      const h2 = it.kind === 'cards' ? cardH : unit;
      const slots: Pt[] = [];
      const x0 = x + (room - width) / 2;
      for (let i = 0; i < it.count; i++) slots.push({ x: x0 + unit / 2 + i * step, y: ry + LABEL_H + h2 / 2 });
      out.set(it.key, { key: it.key, label: { x: x + room / 2, y: ry + 1 }, size: unit, slots });
      x += room + 14;
    }
  }
}

export function computeLayout(
  W: number,
  H: number,
  n: number,
  bottom: Seat,
  seatItems: Map<Seat, ItemIn[]>,
  commonItems: ItemIn[],
): Layout {
  const spots = SPOTS[Math.min(8, Math.max(2, n))]!;
  const seats: SeatBox[] = [];
  for (let seat = 0; seat < n; seat++) {
    const k = (seat - bottom + n) % n;
    const [fx, fy] = spots[k] ?? [0.5, 0.5];
    const big = k === 0;
    const { w, h } = boxSize(n, W, H, big);
    const bx = Math.min(Math.max(fx * W - w / 2, 6), W - w - 6);
    const by = Math.min(Math.max(fy * H - h / 2, 4), H - h - 4);
    const up = fy >= 0.6;
    const plateW = big ? 230 : Math.min(190, w - 8);
    const plateH = big ? 50 : 46;
    const plate = { x: bx + w / 2, y: up ? by + h - plateH / 2 : by + plateH / 2 };
    const items = new Map<string, ItemSlots>();
    const avail = h - plateH - 8;
    const size0 = big ? Math.min(100, Math.max(70, W * 0.07)) : n <= 4 ? 62 : 52;
    const rowsTop = up ? by + h - plateH - 6 : by + plateH + 6;
    placeRows(seatItems.get(seat) ?? [], bx + w / 2, rowsTop, w - 8, avail, size0, up, items);
    const bet = { x: plate.x + plateW / 2 + 34, y: plate.y };
    seats.push({ seat, box: { x: bx, y: by, w, h }, plate, plateW, plateH, up, bet, items, big });
  }
  const center = { x: W / 2, y: H * 0.49 };
  const common = new Map<string, ItemSlots>();
  const cw = W * 0.42;
  placeRows(commonItems, center.x, H * 0.33, cw, H * 0.22, Math.min(70, Math.max(48, W * 0.045)), false, common);
  return {
    W,
    H,
    seats,
    common,
    deck: { x: W * 0.5 - cw / 2 - 40, y: H * 0.47 },
    discard: { x: W * 0.5 + cw / 2 + 40, y: H * 0.47 },
    pot: { x: center.x, y: H * 0.6 },
    info: { x: center.x, y: H * 0.29 },
    center,
  };
}
