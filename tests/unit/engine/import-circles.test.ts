import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Import circles in src/shared (issue 11, item 10): imports point one way, so a module can be read before the
 * ones that use it (the bots' hints once imported the bots that import them). Only imports that run count
 * (`import type` is erased). The one circle left is the tavern engine's response stack: stack.ts dispatches
 * each item to its resolver (drinks, steps, turn...), and the resolvers open windows on the stack and play
 * cards again; breaking it needs a dispatch seam inside src/shared/tavern, whose modules the test names so
 * that no other module may join it.
 */

const SHARED = join(__dirname, '../../../src/shared');

/** The tavern modules of the response stack's circle (see above); a circle may hold no other module. */
// The team games' shared turn (variants/team-turn.ts) is turn.ts's own steps kept in a file of their own; the
// Automaton's turn, responses and resets (variants/automaton.ts) are resolvers of the stack like drinks.ts. What
// the engine's writers and legal.ts ask of him is the leaf variants/rivet-seat.ts, outside the circle.
const TAVERN_STACK = new Set(['tavern/stack.ts', 'tavern/drinks.ts', 'tavern/elimination.ts', 'tavern/gambling.ts', 'tavern/interpreter.ts', 'tavern/steps.ts', 'tavern/turn.ts', 'tavern/variants/team-turn.ts', 'tavern/variants/automaton.ts']);

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? tsFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** The relative modules a file imports at run time (type-only imports and exports left out). */
export function runtimeImports(text: string): string[] {
  const out: string[] = [];
  const re = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
  for (const m of text.matchAll(re)) {
    if (m[5]) {
      out.push(m[5]);
      continue;
    }
    if (m[2]) continue; // import type / export type
    const names = m[3]!.replace(/^\{|\}$/g, '').trim();
    // `import { type A, type B } from` is erased whole; one value name keeps it.
    const list = names.startsWith('{') || m[3]!.includes('{') ? m[3]!.replace(/[{}]/g, '').split(',').map((x) => x.trim()).filter(Boolean) : [names];
    if (list.length && list.every((x) => x.startsWith('type '))) continue;
    out.push(m[4]!);
  }
  return out.filter((x) => x.startsWith('.'));
}

/** Every relative module a file names in an import or export, type-only ones included. */
export function allImports(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s+(?:[^'";]*?\s*from\s*)?['"]([^'"]+)['"]/gm)) out.push(m[1]!);
  return out.filter((x) => x.startsWith('.'));
}

function resolve(from: string, spec: string): string | null {
  const base = join(dirname(from), spec);
  for (const p of [base, `${base}.ts`, join(base, 'index.ts')]) if (existsSync(p) && statSync(p).isFile()) return p;
  return null;
}

/** Strongly connected components of more than one module (each is a circle or several), by Tarjan. */
export function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

/**
 * The engine is the framework games are written in: it imports only itself, the stakes seam (the one arrow
 * back up, ARCHITECTURE.md) and the leaves. Not the games (it is handed them: engine/games.ts), nor the
 * tavern, the night, the host, the bots or the simulator. Type-only imports count: an engine that names a
 * game's types has learnt about that game. Returns each import that breaks this, as "from > to".
 */
const ENGINE_MAY_IMPORT = [/^engine\//, /^stakes\//, /^cards\//, /^(rng|names|dict|sentence|rotation)\.ts$/];
export function engineArrowsUp(imports: Map<string, string[]>): string[] {
  const out: string[] = [];
  for (const [from, deps] of imports) {
    if (!from.startsWith('engine/')) continue;
    for (const to of deps) if (!ENGINE_MAY_IMPORT.some((re) => re.test(to))) out.push(`${from} > ${to}`);
  }
  return out;
}

function engineImports(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of tsFiles(join(SHARED, 'engine'))) {
    const deps = allImports(readFileSync(file, 'utf8')).map((s) => {
      const to = resolve(file, s);
      // An import that resolves nowhere (a typo, a deleted module) is named as written, and so refused.
      return to ? relative(SHARED, to) : s;
    });
    graph.set(relative(SHARED, file), deps);
  }
  return graph;
}

/** The modules a file reaches through imports that run, across src (.ts and .svelte files). */
function reached(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [entry];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of runtimeImports(readFileSync(file, 'utf8'))) {
      const to = resolve(file, spec);
      if (to && /\.(ts|svelte)$/.test(to)) todo.push(to);
    }
  }
  return seen;
}

function sharedGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of tsFiles(SHARED)) {
    const deps = runtimeImports(readFileSync(file, 'utf8'))
      .map((s) => resolve(file, s))
      .filter((p): p is string => p !== null && p.startsWith(SHARED))
      .map((p) => relative(SHARED, p));
    graph.set(relative(SHARED, file), deps);
  }
  return graph;
}

describe('import circles in src/shared', () => {
  it('finds a circle when there is one, and reads type-only imports as erased', () => {
    expect(circles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
    expect(circles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
    expect(runtimeImports("import type { X } from './x';\nimport { type Y } from './y';\nimport { z, type W } from './z';\nexport { q } from './q';")).toEqual(['./z', './q']);
  });

  it('reads the whole of src/shared', () => {
    const graph = sharedGraph();
    expect(graph.size).toBeGreaterThan(150);
    // The engine's own arrow back up to the stakes (engine/view.ts asks stakes/index.ts) is an ordinary import.
    expect(graph.get('engine/view.ts')).toContain('stakes/index.ts');
  });

  it('has no circle through the bots (their hints import nothing that imports them)', () => {
    const found = circles(sharedGraph());
    expect(found.flat().filter((m) => m.startsWith('bots/'))).toEqual([]);
  });

  it('keeps the engine from importing the games, or anything else above it (a planted import is found)', () => {
    expect(engineArrowsUp(new Map([['engine/table.ts', ['engine/game.ts', 'stakes/index.ts', 'rng.ts', 'games/registry.ts']], ['games/threes/index.ts', ['engine/steps.ts']]]))).toEqual(['engine/table.ts > games/registry.ts']);
    expect(allImports("import type { X } from '../games/threes';\nimport '../games/registry';\nexport { q } from './q';")).toEqual(['../games/threes', '../games/registry', './q']);
    const imports = engineImports();
    expect(imports.get('engine/table.ts')).toContain('engine/games.ts');
    expect(engineArrowsUp(imports)).toEqual([]);
  });

  it('hands the engine its games in every entry point that plays a table (each imports the game registry)', () => {
    const src = join(SHARED, '..');
    const entries = ['main/index.ts', 'worker/host.worker.ts', 'renderer/src/main.ts', 'node/net/serve.ts', ...readdirSync(join(src, 'cli')).map((f) => `cli/${f}`)];
    const lookup = join(SHARED, 'engine/games.ts');
    const registry = join(SHARED, 'games/registry.ts');
    const missing = entries.filter((e) => {
      const all = reached(join(src, e));
      return all.has(lookup) && !all.has(registry);
    });
    expect(missing).toEqual([]);
    // The check sees the engine in an entry point at all (the host's own module reaches it).
    expect(reached(join(SHARED, 'host/host.ts')).has(lookup)).toBe(true);
  });

  it("has no circle but the tavern's response stack", () => {
    for (const scc of circles(sharedGraph())) expect(scc.filter((m) => !TAVERN_STACK.has(m)), scc.join(' > ')).toEqual([]);
  });
});
