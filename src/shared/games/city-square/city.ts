import { describeCard, type CardId } from '../../cards/card';

/**
 * Where a city may grow. A city that is not yet 3 by 3 may extend in any direction, so it is kept in a
 * 5-by-5 frame whose center holds the first card: any city within 3 by 3 around that card fits the frame,
 * so no choice of the rulebook is lost, and a district keeps its place (and its name) from year to year.
 * A district is a stack of at most 2 cards, bottom first; only the top card counts.
 */
export const FRAME = 5;
export const SIDE = 3;
export const FIRST: Cell = [2, 2];
export const CARDS_PER_DISTRICT = 2;
export const CARDS_PER_YEAR = 3;

export type Cell = [number, number];
/** FRAME × FRAME stacks, row by row. */
export type City = CardId[][];

export const emptyCity = (): City => Array.from({ length: FRAME * FRAME }, () => []);
export const indexOf = ([r, c]: Cell): number => r * FRAME + c;
export const inFrame = (r: unknown, c: unknown): boolean =>
  Number.isInteger(r) && Number.isInteger(c) && (r as number) >= 0 && (r as number) < FRAME && (c as number) >= 0 && (c as number) < FRAME;

/** The top cards of the frame, rows of columns, null where empty: what scoring reads. */
export function topGrid(city: City): (CardId | null)[][] {
  return Array.from({ length: FRAME }, (_, r) =>
    Array.from({ length: FRAME }, (_, c) => {
      const stack = city[indexOf([r, c])]!;
      return stack.length ? stack[stack.length - 1]! : null;
    }),
  );
}

/** The built part of the frame as the book shows a city: SIDE rows of SIDE districts, from its top-left. */
export function asSquare(city: City): (CardId | null)[][] {
  const top = topGrid(city);
  const built = occupied(city, []);
  const r0 = built.length ? Math.min(Math.min(...built.map(([r]) => r)), FRAME - SIDE) : 0;
  const c0 = built.length ? Math.min(Math.min(...built.map(([, c]) => c)), FRAME - SIDE) : 0;
  return top.slice(r0, r0 + SIDE).map((row) => row.slice(c0, c0 + SIDE));
}

/** Built districts plus the ones chosen this year. */
export function occupied(city: City, planned: readonly Cell[]): Cell[] {
  const out: Cell[] = [...planned];
  for (let i = 0; i < city.length; i++) if (city[i]!.length) out.push([Math.floor(i / FRAME), i % FRAME]);
  return out;
}

interface Box {
  r0: number;
  r1: number;
  c0: number;
  c1: number;
}

function boxOf(cells: readonly Cell[]): Box | null {
  if (!cells.length) return null;
  const rs = cells.map(([r]) => r);
  const cs = cells.map(([, c]) => c);
  return { r0: Math.min(...rs), r1: Math.max(...rs), c0: Math.min(...cs), c1: Math.max(...cs) };
}

/**
 * Why a card may not go to `cell` this year, or null when it may: a district holds at most 2 cards, takes
 * one card a year, and the city never grows past 3 by 3. The first card opens the city at the center.
 */
export function whyNot(city: City, planned: readonly Cell[], cell: Cell, built: readonly Cell[] = occupied(city, planned)): string | null {
  const [r, c] = cell;
  if (!built.length) return r === FIRST[0] && c === FIRST[1] ? null : 'Your first district opens your city: build it in the center';
  if (planned.some(([pr, pc]) => pr === r && pc === c)) return 'You may not build two cards on the same district in the same year';
  if (city[indexOf(cell)]!.length >= CARDS_PER_DISTRICT) return 'That district already holds 2 cards';
  const b = boxOf([...built, cell])!;
  if (b.r1 - b.r0 + 1 > SIDE || b.c1 - b.c0 + 1 > SIDE) return 'Your city may not become more than 3 districts wide or 3 high';
  return null;
}

/**
 * Every district `whyNot` allows, in row order. It is asked for each seat's legal list on every action, so it
 * applies whyNot's rules with the built area's box measured once instead of once per district.
 */
export function openDistricts(city: City, planned: readonly Cell[]): Cell[] {
  const built = occupied(city, planned);
  if (!built.length) return [[FIRST[0], FIRST[1]]];
  const b = boxOf(built)!;
  const out: Cell[] = [];
  for (let r = 0; r < FRAME; r++) {
    if (Math.max(b.r1, r) - Math.min(b.r0, r) + 1 > SIDE) continue;
    for (let c = 0; c < FRAME; c++) {
      if (Math.max(b.c1, c) - Math.min(b.c0, c) + 1 > SIDE) continue;
      if (city[r * FRAME + c]!.length >= CARDS_PER_DISTRICT) continue;
      if (planned.some(([pr, pc]) => pr === r && pc === c)) continue;
      out.push([r, c]);
    }
  }
  return out;
}

/** Where a line of the city lies against the built lines [lo, hi]: "the top row", "a new column on the left". */
function lineWords(x: number, lo: number, hi: number, names: { before: string; after: string; line: string; spans: string[][] }): string {
  const away = (d: number, side: string): string => `a new ${names.line} ${d === 1 ? '' : 'two '}${side}`;
  if (x < lo) return away(lo - x, names.before);
  if (x > hi) return away(x - hi, names.after);
  return `the ${names.spans[hi - lo]![x - lo]} ${names.line}`;
}

const ROWS = { before: 'above', after: 'below', line: 'row', spans: [['same'], ['upper', 'lower'], ['top', 'middle', 'bottom']] };
const COLUMNS = { before: 'on the left', after: 'on the right', line: 'column', spans: [['same'], ['left', 'right'], ['left', 'middle', 'right']] };

/** Where `cell` is in words, against the districts already built or chosen this year. */
export function placeWords(city: City, planned: readonly Cell[], cell: Cell): string {
  const b = boxOf(occupied(city, planned));
  if (!b) return 'to found your city';
  const where = `${lineWords(cell[0], b.r0, b.r1, ROWS)}, ${lineWords(cell[1], b.c0, b.c1, COLUMNS)}`;
  const stack = city[indexOf(cell)]!;
  return stack.length ? `on your ${describeCard(stack[stack.length - 1]!)} (${where}), covering it` : `in ${where}`;
}
