import type { Action } from './types';

/**
 * The legal-actions object (issue 11.5, 12.2): one per decision, computed by the step that asks it. It is
 * what the screen shows and the bots choose from, and it is the check. An action is accepted when it is
 * exactly one of `actions`, or names an amount one of `amounts` allows, or has exactly the shape of an
 * offered action of its kind (the same fields holding the same types: whole numbers, strings, lists of
 * whole numbers...) and the step's own `check` finds its values legal (another copy of a card the buttons
 * show one face of). Anything else is refused before a game's code reads it, so a forged action (a card id
 * as a string, a list in a list, a missing or extra field) can never reach the state.
 */
export interface LegalActions {
  /** Every action the seat may take, whole, as its buttons show them. */
  actions: Action[];
  /** Actions an amount completes (a raise to any total from `min` to `max`): `{ t, [field]: n }`. */
  amounts: AmountRange[];
}

export interface AmountRange {
  t: string;
  field: string;
  min: number;
  max: number;
}

export const NO_LEGAL: LegalActions = { actions: [], amounts: [] };

/** Exact equality of two JSON values: same type, same own keys, arrays element by element, in order. */
export function sameJson(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  const xa = Array.isArray(x);
  if (xa !== Array.isArray(y)) return false;
  if (xa) {
    const ya = y as unknown[];
    const xs = x as unknown[];
    if (xs.length !== ya.length) return false;
    for (let i = 0; i < xs.length; i++) if (!sameJson(xs[i], ya[i])) return false;
    return true;
  }
  if (!plain(x) || !plain(y)) return false;
  // Counted and compared without building key lists: this runs for every action applied.
  let n = 0;
  for (const k in x) {
    if (!hasOwn.call(x, k)) continue;
    n++;
    if (!hasOwn.call(y, k) || !sameJson((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k])) return false;
  }
  for (const k in y) if (hasOwn.call(y, k)) n--;
  return n === 0;
}

const hasOwn = Object.prototype.hasOwnProperty;

function plain(x: object): boolean {
  const p = Object.getPrototypeOf(x);
  return p === Object.prototype || p === null;
}

/**
 * The shape of a JSON value, as a short signature: `i` whole number, `n` other number, `s` string, `b`
 * boolean, `z` null, `[..]` a list (the sorted shapes of its elements), `{k:..}` an object (sorted keys).
 * Anything else (undefined, a function, a class instance) has no shape and matches nothing.
 */
export function shapeOf(v: unknown): string | null {
  switch (typeof v) {
    case 'number':
      return Number.isInteger(v) ? 'i' : Number.isFinite(v) ? 'n' : null;
    case 'string':
      return 's';
    case 'boolean':
      return 'b';
    case 'object': {
      if (v === null) return 'z';
      if (Array.isArray(v)) {
        const inner = new Set<string>();
        for (const x of v) {
          const sh = shapeOf(x);
          if (sh === null) return null;
          inner.add(sh);
        }
        return `[${[...inner].sort().join('|')}]`;
      }
      if (!plain(v)) return null;
      const parts: string[] = [];
      for (const k of Object.keys(v).sort()) {
        const sh = shapeOf((v as Record<string, unknown>)[k]);
        if (sh === null) return null;
        parts.push(`${JSON.stringify(k)}:${sh}`);
      }
      return `{${parts.join(',')}}`;
    }
    default:
      return null;
  }
}

/** Whether the action has exactly the shape of an offered action of the same kind (`t`). */
export function hasOfferedShape(legal: LegalActions, a: unknown): boolean {
  const mine = shapeOf(a);
  if (mine === null || typeof (a as { t?: unknown }).t !== 'string') return false;
  const t = (a as { t: string }).t;
  return legal.actions.some((x) => x.t === t && shapeOf(x) === mine);
}

/** Whether the legal-actions object offers exactly this action. */
export function offers(legal: LegalActions, a: unknown): a is Action {
  // The simulator and the bots send back the very object they chose from the list: found without a compare.
  const actions = legal.actions;
  for (let i = 0; i < actions.length; i++) if (actions[i] === a) return true;
  if (typeof a !== 'object' || a === null || Array.isArray(a) || !plain(a)) return false;
  const o = a as Record<string, unknown>;
  for (const x of legal.actions) if (x.t === o.t && sameJson(x, a)) return true;
  for (const r of legal.amounts) {
    if (o.t !== r.t) continue;
    const keys = Object.keys(o);
    if (keys.length !== 2 || !Object.prototype.hasOwnProperty.call(o, r.field)) continue;
    const n = o[r.field];
    if (typeof n === 'number' && Number.isInteger(n) && n >= r.min && n <= r.max) return true;
  }
  return false;
}

/** The decisions on offer, named by kind ("check, fold, raise (4 to 20) or all-in"), for a refusal. */
export function choicesText(legal: LegalActions): string {
  const names: string[] = [];
  for (const a of legal.actions) {
    const r = legal.amounts.find((x) => x.t === a.t);
    const name = r ? `${a.t} (${r.min} to ${r.max})` : a.t;
    if (!names.includes(name)) names.push(name);
  }
  for (const r of legal.amounts) if (!legal.actions.some((a) => a.t === r.t)) names.push(`${r.t} (${r.min} to ${r.max})`);
  if (names.length <= 1) return names[0] ?? 'nothing';
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}
