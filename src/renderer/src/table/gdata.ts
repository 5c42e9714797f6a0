import type { GameId, Seat } from '../../../shared/engine/types';

/**
 * Reads a game's public state (`view.g`) generically, so a game added later appears without new code:
 * arrays of die values become dice (common, or one group per seat when there is one array per seat),
 * simple numbers and words become labelled lines. A few per-game touches name things better or hide
 * bookkeeping; they never compute a rule.
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
  labels?: Record<string, string>;
}

const TOUCHES: Partial<Record<GameId, Touch>> = {
  threes: { hide: ['dice'], labels: { roll: 'Rolled', keep: 'Keep' } },
  delve: { labels: { common: 'Common monsters', own: 'Monsters' } },
  'spy-network': { labels: { dice: 'Dice (ranks)' } },
  'jack-of-all-trades': { labels: { workers: 'Workers', dice: 'Workers', jobs: 'Jobs', plan: 'Job plan' } },
  doublerogue: { hide: ['first', 'out'], labels: { penalty: 'Two Rogues cost', round: 'Round' } },
  'streets-of-greyport': { labels: { round: 'Round', rounds: 'Rounds' } },
};

const isDie = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 6;
const isDiceArray = (x: unknown): x is number[] => Array.isArray(x) && x.every(isDie);

export function words(key: string): string {
  const s = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function readG(game: GameId, g: unknown, seats: number): { dice: DiceGroup[]; info: InfoLine[] } {
  const dice: DiceGroup[] = [];
  const info: InfoLine[] = [];
  if (g === null || typeof g !== 'object' || Array.isArray(g)) return { dice, info };
  const touch = TOUCHES[game] ?? {};
  const label = (k: string): string => touch.labels?.[k] ?? words(k);
  for (const [key, v] of Object.entries(g as Record<string, unknown>)) {
    if (touch.hide?.includes(key)) continue;
    if (Array.isArray(v) && v.length === seats && v.length > 0 && v.every((x) => isDiceArray(x))) {
      v.forEach((d, seat) => {
        if ((d as number[]).length) dice.push({ key, label: label(key), seat, dice: [...(d as number[])] });
      });
    } else if (isDiceArray(v)) {
      if (v.length) dice.push({ key, label: label(key), seat: null, dice: [...v] });
    } else if (typeof v === 'number' || typeof v === 'string') {
      info.push({ key, label: label(key), value: String(v), seat: null });
    } else if (Array.isArray(v) && v.length === seats && v.every((x) => x === null || typeof x === 'number' || typeof x === 'string')) {
      v.forEach((x, seat) => {
        if (x !== null && x !== '') info.push({ key, label: label(key), value: String(x), seat });
      });
    }
  }
  return { dice, info };
}
