import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/shared/engine/config';
import { RuleError } from '../../../src/shared/engine/errors';
import { currentStep, newTable } from '../../../src/shared/engine/table';
import { viewFor } from '../../../src/shared/engine/view';
import { playableGames } from '../../../src/shared/games/registry';
import { isBettingRound, STAKES, STAKES_IDS, stakesOf, type Stakes } from '../../../src/shared/stakes';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { anteFor, checkChoice } from '../../../src/shared/night/choice';
import { night as newNight } from '../night/helpers';
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

  it("makes its config from a night's settings and at random (each passing its own schema), and names its ante", () => {
    const rng = rngFrom(seedRng(11));
    for (const id of STAKES_IDS) {
      const m = STAKES[id];
      expect(m.schema.safeParse(m.make({ share: 3, minRaise: false })).success, id).toBe(true);
      for (let i = 0; i < 20; i++) expect(m.schema.safeParse(m.random(rng)).success, id).toBe(true);
    }
    expect(STAKES.shares.make({ share: 3, minRaise: false })).toEqual({ mode: 'shares', share: 3 });
    expect(STAKES.betting.make({ share: 3, minRaise: false })).toEqual({ mode: 'betting', minRaise: false });
    expect(STAKES.shares.anteWords({ mode: 'shares', share: 3 })).toBe('a Share of 3');
    expect(STAKES.betting.anteWords({ mode: 'betting', minRaise: true })).toBe('the ante');
  });

  it("gives a night's choice its ante and its refusal through the mode", () => {
    const night = newNight(3, { share: 4 });
    expect(anteFor(night, { stakes: 'shares' })).toBe(4);
    expect(anteFor(night, { stakes: 'betting' })).toBe(1);
    night.money = [3, 3, 100];
    expect(() => checkChoice(night, { game: 'kings-council', variants: [], splitRule: 'merchant', stakes: 'shares' })).toThrow('Only 1 player can pay a Share of 4');
    expect(() => checkChoice(night, { game: 'kings-council', variants: [], splitRule: 'merchant', stakes: 'betting' })).not.toThrow();
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

/**
 * How code asks which mode is on: `startsWith('betting')`, reading `stakes.mode`, comparing anything with a
 * mode's id (`choice.stakes === 'shares'`, `'betting' !== mode`; the tavern's through `stakes.mode`), a `case` on one, or a schema switching on
 * `z.literal('betting')`. In src/shared and src/cli every such question belongs to the stakes modules. The
 * screens (src/renderer) choose a mode in the lobby and the night's chooser, so there only the first two
 * forms count (the no-rules test governs what else a screen may decide).
 */
const ASKS = /startsWith\('betting'\)|stakes\??\.mode\b|[!=]==\s*'(betting|shares)'|'(betting|shares)'\s*[!=]==|\bcase\s+'(betting|shares)'|literal\('(betting|shares|tavern)'\)/;
const ASKS_ON_SCREEN = /startsWith\('betting'\)|stakes\??\.mode\b|\bmode\s*[!=]==\s*'(betting|shares)'/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(ts|svelte)$/.test(name) ? [p] : [];
  });
}

/** Each line of `text` that asks which stakes mode is on (comments left out), as "file:line: text". */
export function askers(rel: string, text: string): string[] {
  const asks = rel.startsWith('src/renderer/') ? ASKS_ON_SCREEN : ASKS;
  const out: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (/^\s*(\/\/|\*)/.test(line)) return;
    if (asks.test(line)) out.push(`${rel}:${i + 1}: ${line.trim()}`);
  });
  return out;
}

describe('no code outside src/shared/stakes asks which stakes mode is on', () => {
  it('catches every form of the question (planted lines)', () => {
    for (const line of [
      "if (config.stakes.mode === 'betting') x();",
      "const ante = choice.stakes === 'shares' ? share : 1;",
      "if ('shares' !== mode) y();",
      "  case 'betting':",
      "  z.object({ mode: z.literal('betting') }),",
      "if (req.stakes?.mode) z();",
    ]) expect(askers('src/shared/night/choice.ts', line), line).toHaveLength(1);
    // Naming a mode to build a config is choosing it, not asking. "tavern" is compared only as read from
    // `stakes.mode` (a machine kind, a City Square district and the sim's --game are "tavern" too).
    expect(askers('src/shared/bots/choose-game.ts', "const stakes = { mode: 'betting', minRaise: true };")).toEqual([]);
    expect(askers('src/renderer/src/ui/Lobby.svelte', "checked={effectiveMode === 'betting'}")).toEqual([]);
  });

  it('finds none in src outside the stakes modules', () => {
    const root = new URL('../../../', import.meta.url).pathname;
    const offenders: string[] = [];
    for (const file of sources(join(root, 'src'))) {
      const rel = file.slice(root.length);
      if (rel.startsWith('src/shared/stakes/')) continue;
      offenders.push(...askers(rel, readFileSync(file, 'utf8')));
    }
    expect(offenders).toEqual([]);
  });
});
