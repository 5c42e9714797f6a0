import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { holdsDice } from '../../../src/shared/engine/holdings';
import { GAME_IDS } from '../../../src/shared/engine/config';
import { currentStep, gameDef, newTable } from '../../../src/shared/engine/table';
import { playableGames } from '../../../src/shared/games/registry';
import { TAVERN_GAMES } from '../../../src/shared/tavern/hosted';

/**
 * Issue 21, item 8: what the tavern knows of a gambling game it asks the game's own declarations (its
 * holdings, `GameDef.tavern`, its steps' `tavernPass`), so no module of the tavern names a game or a game's step.
 */

const TAVERN = join(__dirname, '../../../src/shared/tavern');

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? tsFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/**
 * Step ids that belong to one game only and say so ("hit-fold-defend"); a shared or one-word id ("ante",
 * Threes' "roll") is a word the tavern uses of its own things.
 */
function ownStepIds(): string[] {
  const owners = new Map<string, Set<string>>();
  for (const def of playableGames()) {
    for (const variants of [[], def.variants.map((v) => v.id)]) {
      let steps;
      try {
        steps = def.steps(variants);
      } catch {
        continue;
      }
      for (const st of steps) owners.set(st.id, (owners.get(st.id) ?? new Set()).add(def.id));
    }
  }
  return [...owners].filter(([id, games]) => games.size === 1 && id.includes('-')).map(([id]) => id);
}

/** Each quoted game id or game-owned step id in a tavern module (comments left out), as "file:line: text". */
export function namedGames(files: { name: string; text: string }[], names: readonly string[]): string[] {
  const out: string[] = [];
  const wanted = new Set(names);
  for (const { name, text } of files) {
    text.split('\n').forEach((line, i) => {
      if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
      for (const m of line.matchAll(/'([a-z0-9-]+)'/g)) if (wanted.has(m[1]!)) out.push(`${name}:${i + 1}: ${m[1]}`);
    });
  }
  return out;
}

describe("the tavern asks the games' declarations, and names no game", () => {
  it('finds a game named in a tavern module (planted), and none in src/shared/tavern', () => {
    const names = [...GAME_IDS, ...ownStepIds()];
    expect(names).toContain('hit-fold-defend');
    expect(namedGames([{ name: 'x.ts', text: "// 'doublerogue' in a comment is fine\nif (t.step.id === 'hit-fold-defend') return;" }], names)).toEqual(['x.ts:2: hit-fold-defend']);
    const files = tsFiles(TAVERN).map((f) => ({ name: f.slice(TAVERN.length + 1), text: readFileSync(f, 'utf8') }));
    expect(files.length).toBeGreaterThan(20);
    expect(namedGames(files, names)).toEqual([]);
  });

  it("tells the dice games by their declared holdings: a seat holds dice of its own in Threes, Jack of All Trades, Spy Network and Delve", () => {
    expect(TAVERN_GAMES.filter((id) => holdsDice(gameDef(id)))).toEqual(['threes', 'jack-of-all-trades', 'spy-network', 'delve']);
    // Dragon Hordes' dice are common to the table: no seat holds them.
    expect(holdsDice(gameDef('dragon-hordes'))).toBe(false);
  });

  it("Doublerogue declares what the tavern does differently (a card pass each round, no Fold); no other game declares either", () => {
    const def = gameDef('doublerogue');
    expect(def.tavern?.refuses?.({ t: 'fold' })).toBe('Nobody may fold in a Doublerogue played in the tavern: Hit or Defend.');
    expect(def.tavern?.refuses?.({ t: 'hit' })).toBeNull();
    const s = newTable({
      game: 'doublerogue',
      seats: [0, 1, 2].map((i) => ({ name: `P${i}`, kind: 'bot' as const })),
      variants: [],
      stakes: { mode: 'tavern' },
      splitRule: 'merchant',
      startingChips: 1,
      stacks: [0, 0, 0],
      seed: 3,
    }).state;
    const step = currentStep(s)!;
    expect(step.id).toBe('hit-fold-defend');
    expect(step.tavernPass?.(s)).toBe((s.g as { round: number }).round);
    for (const other of playableGames().filter((d) => d.id !== 'doublerogue')) {
      expect(other.tavern?.refuses, other.id).toBeUndefined();
      for (const st of other.steps([])) expect(st.tavernPass, `${other.id} ${st.id}`).toBeUndefined();
    }
  });
});
