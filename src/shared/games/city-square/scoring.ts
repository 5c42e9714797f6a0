import { CARDS, type CardId } from '../../cards/card';
import { colorTiebreak } from '../../engine/ties';

/**
 * City Square scoring (page 24) of a city given as rows of districts (the top card, or null for an empty
 * district). Any rectangle works, so the game scores its building frame as it is. In the order
 * RULINGS.md fixes: every unpatrolled Thieves' Guild fails its neighboring Estates and Markets at once,
 * and a failed district is then empty for every rule. Tiebreaker: Color over the top cards.
 */
export type Grid = readonly (readonly (CardId | null)[])[];

export type DistrictKind = 'barracks' | 'estate' | 'tavern' | 'market' | 'guild' | 'fancy-tavern';

/** Card rank → district (index = rank: 0 Dragon, 1 Warrior, 2 Lady, 3 Bard, 4 Merchant, 5 Rogue). */
export const DISTRICT_OF_RANK: readonly DistrictKind[] = ['fancy-tavern', 'barracks', 'estate', 'tavern', 'market', 'guild'];

export const DISTRICT_NAMES: Record<DistrictKind, string> = {
  barracks: 'Barracks',
  estate: 'Estate',
  tavern: 'Tavern',
  market: 'Market',
  guild: "Thieves' Guild",
  'fancy-tavern': 'Fancy Tavern',
};

/** Districts an unpatrolled Guild makes fail (Taverns explicitly do not; Barracks and Guilds are not named). */
export const FAILS_NEXT_TO_GUILD: readonly DistrictKind[] = ['estate', 'market'];
/** Neighbor kinds an Estate counts once each; each Fancy Tavern counts as a unique neighbor of its own. */
export const ESTATE_NEIGHBOR_KINDS: readonly DistrictKind[] = ['barracks', 'estate', 'tavern', 'market'];
export const POINTS = { market: 1, estateKind: 1, fancyNeighbor: 1, patrolledGuild: 1, tavernPerBarracks: 1, dragonOnMarkets: 1 } as const;

export interface CityRules {
  happyThieves: boolean;
}

export const cityRules = (variants: readonly string[]): CityRules => ({ happyThieves: variants.includes('happy-thieves') });

export interface CityScore {
  score: number;
  key: number[];
  label: string;
  parts: { markets: number; estates: number; guilds: number; taverns: number };
}

type Cell = [number, number];
const STEPS: readonly Cell[] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];

export function kindOf(id: CardId): DistrictKind {
  return DISTRICT_OF_RANK[CARDS[id]!.rank]!;
}

/** The district kinds of the city, rows of columns, null where empty. */
export function kindsOf(grid: Grid): (DistrictKind | null)[][] {
  return grid.map((row) => row.map((id) => (id === null ? null : kindOf(id))));
}

function neighbors(k: readonly (DistrictKind | null)[][], r: number, c: number): Cell[] {
  const out: Cell[] = [];
  for (const [dr, dc] of STEPS) {
    const rr = r + dr;
    const cc = c + dc;
    if (rr >= 0 && rr < k.length && cc >= 0 && cc < k[rr]!.length && k[rr]![cc] !== null) out.push([rr, cc]);
  }
  return out;
}

const around = (k: readonly (DistrictKind | null)[][], r: number, c: number): DistrictKind[] => neighbors(k, r, c).map(([rr, cc]) => k[rr]![cc]!);

/** A Guild is patrolled by a connected Barracks (Happy Thieves: or a plain Tavern, never a Fancy one). */
export function isPatrolled(k: readonly (DistrictKind | null)[][], r: number, c: number, rules: CityRules): boolean {
  const next = around(k, r, c);
  return next.includes('barracks') || (rules.happyThieves && next.includes('tavern'));
}

/** The city after every unpatrolled Guild has failed its neighbors at once. */
export function afterFailures(grid: Grid, rules: CityRules): (DistrictKind | null)[][] {
  const k = kindsOf(grid);
  const failed: Cell[] = [];
  k.forEach((row, r) =>
    row.forEach((kind, c) => {
      if (kind !== 'guild' || isPatrolled(k, r, c, rules)) return;
      for (const [rr, cc] of neighbors(k, r, c)) if (FAILS_NEXT_TO_GUILD.includes(k[rr]![cc]!)) failed.push([rr, cc]);
    }),
  );
  const out = k.map((row) => [...row]);
  for (const [r, c] of failed) out[r]![c] = null;
  return out;
}

/** The districts (row, column) that fail next to an unpatrolled Thieves' Guild: built, but empty for scoring. */
export function failingCells(grid: Grid, rules: CityRules): Cell[] {
  const before = kindsOf(grid);
  const after = afterFailures(grid, rules);
  const out: Cell[] = [];
  before.forEach((row, r) => row.forEach((kind, c) => kind !== null && after[r]![c] === null && out.push([r, c])));
  return out;
}

/**
 * The largest connected group of Markets, measured in Markets; each Fancy Tavern touching it adds one,
 * without joining two groups. Between equally large groups the player takes the one more Dragons touch.
 */
export function marketPoints(k: readonly (DistrictKind | null)[][]): number {
  const seen = new Set<string>();
  let bestSize = 0;
  let bestPoints = 0;
  k.forEach((row, r) =>
    row.forEach((kind, c) => {
      if (kind !== 'market' || seen.has(`${r},${c}`)) return;
      const group: Cell[] = [[r, c]];
      seen.add(`${r},${c}`);
      const dragons = new Set<string>();
      for (let i = 0; i < group.length; i++) {
        const [gr, gc] = group[i]!;
        for (const [rr, cc] of neighbors(k, gr, gc)) {
          const key = `${rr},${cc}`;
          if (k[rr]![cc] === 'fancy-tavern') dragons.add(key);
          if (k[rr]![cc] !== 'market' || seen.has(key)) continue;
          seen.add(key);
          group.push([rr, cc]);
        }
      }
      const points = group.length * POINTS.market + dragons.size * POINTS.dragonOnMarkets;
      if (group.length > bestSize || (group.length === bestSize && points > bestPoints)) {
        bestSize = group.length;
        bestPoints = points;
      }
    }),
  );
  return bestPoints;
}

function estatePoints(next: readonly DistrictKind[]): number {
  const kinds = new Set(next.filter((x) => ESTATE_NEIGHBOR_KINDS.includes(x)));
  return kinds.size * POINTS.estateKind + next.filter((x) => x === 'fancy-tavern').length * POINTS.fancyNeighbor;
}

/** Barracks and Taverns never fail, so a Guild is patrolled after the failures as it was before. */
export function scoreCity(grid: Grid, rules: CityRules): CityScore {
  const k = afterFailures(grid, rules);
  const parts = { markets: marketPoints(k), estates: 0, guilds: 0, taverns: 0 };
  k.forEach((row, r) =>
    row.forEach((kind, c) => {
      if (kind === 'estate') parts.estates += estatePoints(around(k, r, c));
      else if (kind === 'guild' && isPatrolled(k, r, c, rules)) parts.guilds += POINTS.patrolledGuild;
      else if (kind === 'tavern' || kind === 'fancy-tavern') parts.taverns += around(k, r, c).filter((x) => x === 'barracks').length * POINTS.tavernPerBarracks;
    }),
  );
  const score = parts.markets + parts.estates + parts.guilds + parts.taverns;
  const top = grid.flat().filter((id): id is CardId => id !== null);
  const shown = (Object.entries(parts) as [string, number][]).filter(([, v]) => v > 0).map(([name, v]) => `${name} ${v}`);
  const label = `${shown.length ? `${shown.join(', ')}: ` : ''}${score} point${score === 1 ? '' : 's'}`;
  return { score, key: [score, ...colorTiebreak(top)], label, parts };
}
