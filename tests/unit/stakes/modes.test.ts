import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/shared/engine/config';
import { RuleError } from '../../../src/shared/engine/errors';
import { currentStep, newTable } from '../../../src/shared/engine/table';
import { viewFor } from '../../../src/shared/engine/view';
import { playableGames } from '../../../src/shared/games/registry';
import { isBettingRound, STAKES, STAKES_IDS, stakesOf, type Stakes } from '../../../src/shared/stakes';
import { config } from '../../helpers/table';

/**
 * Stakes as a plugin (issue 11.1): what a table plays for is one module under src/shared/stakes, and
 * nothing else in the code asks which one is on.
 */
const sample: Record<string, Stakes> = { betting: { mode: 'betting', minRaise: true }, shares: { mode: 'shares', share: 2 }, tavern: { mode: 'tavern' } };

describe('stakes modes', () => {
  it('has a sample config for every registered mode', () => {
    expect(Object.keys(sample).sort()).toEqual([...STAKES_IDS].sort());
  });

  it.each(playableGames().flatMap((def) => STAKES_IDS.map((mode) => [def.id, mode] as const)))(
    '%s at %s stakes: the mode alone decides whether the table may be set up',
    (game, mode) => {
      const def = playableGames().find((d) => d.id === game)!;
      for (const variants of [[], def.variants.filter((v) => v.requiresShares).map((v) => v.id)]) {
        const c = config(def.id, def.players.min, { stakes: sample[mode]!, variants });
        const why = STAKES[mode].refuses(def, variants);
        if (why === null) expect(() => validateConfig(c)).not.toThrow();
        else expect(() => validateConfig(c)).toThrow(new RuleError('bad-config', why));
      }
    },
  );

  it("antes the mode's ante: a coin when betting, a share when Playing for Shares", () => {
    for (const mode of STAKES_IDS) {
      const s = newTable(config('kings-council', 3, { stakes: sample[mode]! })).state;
      expect(s.contrib).toEqual([1, 1, 1].map(() => stakesOf(s.config).ante(s.config.stakes)));
    }
    expect(stakesOf({ stakes: sample.shares! }).ante(sample.shares!)).toBe(2);
  });

  it('runs the Betting Round as the mode says: bets when betting, nobody asked when Playing for Shares', () => {
    const bet = newTable(config('kings-council', 3)).state;
    expect(isBettingRound(currentStep(bet))).toBe(true);
    expect(viewFor(bet, bet.step.data.turn as number).betting).not.toBeNull();
    const shared = newTable(config('kings-council', 3, { stakes: sample.shares! })).state;
    expect(shared.step.id).toBe('exchange-1'); // the round asked nobody, so the Order of Play moved on
    expect(viewFor(shared, 0).pots).toEqual([{ amount: 6, eligible: [0, 1, 2] }]);
  });
});

/** Files that still tell the modes apart by name, with the reason; each should move into its mode. */
const ALLOWED = new Map<string, string>([
  // The showdown contract's own request format (contributions, folded) is read there (owned by the showdown work).
  ['src/shared/engine/showdown.ts', 'the showdown request format'],
  // A night's choice names the mode by id to offer the other one (night/).
  ['src/shared/night/bots.ts', "a night's choice"],
]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(ts|svelte)$/.test(name) ? [p] : [];
  });
}

describe('no code outside src/shared/stakes asks which stakes mode is on', () => {
  it('finds no "startsWith(\'betting\')", "stakes.mode" or "mode === ..." outside the stakes modules', () => {
    const root = new URL('../../../', import.meta.url).pathname;
    const offenders: string[] = [];
    for (const file of sources(join(root, 'src'))) {
      const rel = file.slice(root.length);
      if (rel.startsWith('src/shared/stakes/') || ALLOWED.has(rel)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/^\s*(\/\/|\*)/.test(line)) return;
          if (/startsWith\('betting'\)|stakes\??\.mode\b|\bmode\s*[!=]==\s*'(betting|shares)'/.test(line)) offenders.push(`${rel}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(offenders).toEqual([]);
  });
});
