import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stakesModesFor, validateConfig, type StakesModeId } from '../../../src/shared/engine/config';
import { apply } from '../../../src/shared/engine/table';
import type { AnyState, TableConfig } from '../../../src/shared/engine/types';
import { viewFor } from '../../../src/shared/engine/view';
import { catalogue } from '../../../src/shared/host/catalogue';
import { gameDef } from '../../../src/shared/engine/table';
import { loanRefusal } from '../../../src/shared/night/loans';
import { LOAN_AMOUNT, LOAN_THRESHOLD, MARKER_VALUE } from '../../../src/shared/night/types';
import { nightSeatView } from '../../../src/shared/night/view';
import { potsFrom } from '../../../src/shared/stakes/betting/pots';
import { sharesOnly, stakesAllowed } from '../../../src/renderer/src/state/catalogue';
import { night, shift } from '../night/helpers';
import { table } from '../../helpers/table';
import { playableGames } from '../../../src/shared/games/registry';

/**
 * No rules in the screen (issue 11, item 9): what the lobby, the night screens and the table show about the
 * rules comes from the host's catalogue and views. Each test checks that the catalogue or view says the rule
 * right (against the code that enforces it), and that the screen's source no longer has the rule itself.
 */

const RENDERER = join(__dirname, '../../../src/renderer/src');

/** Every .ts and .svelte file of the renderer, with its text. */
function rendererSources(): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|svelte)$/.test(name)) out.push({ path: path.slice(RENDERER.length + 1), text: readFileSync(path, 'utf8') });
    }
  };
  walk(RENDERER);
  return out;
}

/** The renderer files whose code (comments left out) matches. */
function rendererFilesWith(pattern: RegExp): string[] {
  return rendererSources()
    .filter(({ text }) => pattern.test(text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '').replace(/<!--[\s\S]*?-->/g, '')))
    .map((f) => f.path);
}

function setup(game: TableConfig['game'], variants: string[], mode: StakesModeId): TableConfig {
  const def = gameDef(game);
  const seats = Array.from({ length: Math.max(2, def.players.min) }, (_, i) => ({ name: `P${i + 1}`, kind: 'human' as const }));
  const stakes = mode === 'shares' ? { mode: 'shares' as const, share: 3 } : { mode: 'betting' as const, minRaise: true };
  return { game, seats, variants, stakes, splitRule: 'merchant', startingChips: 20, seed: 1 };
}

const accepts = (c: TableConfig): boolean => {
  try {
    validateConfig(c);
    return true;
  } catch {
    return false;
  }
};

describe('Shares forced or refused: the catalogue says it (Lobby.svelte)', () => {
  const games = catalogue().games;

  it('offers, for every game and every variant alone or with another, exactly the stakes the host accepts', () => {
    let checked = 0;
    for (const g of games) {
      const ids = g.variants.map((v) => v.id);
      const combos: string[][] = [[], ...ids.map((v) => [v]), ...ids.flatMap((a, i) => ids.slice(i + 1).map((b) => [a, b]))];
      for (const combo of combos) {
        // Add what a variant needs; skip combinations the game refuses for other reasons.
        const withNeeds = [...new Set(combo.flatMap((v) => [v, ...(g.variants.find((x) => x.id === v)?.requires ?? [])]))];
        const accepted = (['betting', 'shares'] as const).filter((m) => accepts(setup(g.id as TableConfig['game'], withNeeds, m)));
        if (!accepted.length && stakesModesFor(gameDef(g.id as TableConfig['game']), withNeeds).length) {
          // Refused whatever the stakes (variants that exclude each other): nothing to offer, nothing to check.
          continue;
        }
        expect(stakesAllowed(g, withNeeds), `${g.id} [${withNeeds.join(', ')}]`).toEqual(accepted);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(games.length);
  });

  it('names the games played for Shares only and those never played for Shares', () => {
    const only = games.filter((g) => sharesOnly(g.stakes)).map((g) => g.id);
    const never = games.filter((g) => !g.stakes.includes('shares')).map((g) => g.id);
    expect(only).toEqual(games.filter((g) => gameDef(g.id as TableConfig['game']).shares === 'required').map((g) => g.id));
    expect(never).toEqual(games.filter((g) => gameDef(g.id as TableConfig['game']).shares === 'refused').map((g) => g.id));
    expect(never).toContain('dragon-hordes');
  });

  it('marks a variant that forces Shares, and only such a variant', () => {
    for (const g of games) {
      const def = gameDef(g.id as TableConfig['game']);
      for (const v of g.variants) {
        const forces = !!def.variants.find((x) => x.id === v.id)?.requiresShares && def.shares !== 'required';
        expect(!!v.stakes && sharesOnly(v.stakes), `${g.id}/${v.id}`).toBe(forces && def.shares !== 'refused');
      }
    }
  });

  it('leaves the Lobby without the Shares rule of a game', () => {
    expect(rendererFilesWith(/requiresShares|shares === '(required|refused)'/)).toEqual([]);
  });
});

describe('who may borrow: the night view says it (NightBetween.svelte)', () => {
  it("gives the night's loan terms and who is short of money, as the loan rules decide", () => {
    let s = night(3);
    s = shift(s, 0, 2, 100 - (LOAN_THRESHOLD - 1));
    s = shift(s, 1, 2, 100 - LOAN_THRESHOLD);
    const v = nightSeatView(s, 0);
    expect(v.loanTerms).toEqual({ amount: LOAN_AMOUNT, under: LOAN_THRESHOLD, marker: MARKER_VALUE });
    expect(v.money.slice(0, 2)).toEqual([LOAN_THRESHOLD - 1, LOAN_THRESHOLD]);
    expect(v.shortOfMoney).toEqual([true, false, false]);
    // The same line as the rule that refuses a loan: short of money exactly when not refused for having enough.
    for (const seat of [0, 1, 2]) {
      expect(/fewer than/.test(loanRefusal(s, seat) ?? '')).toBe(!v.shortOfMoney[seat]);
    }
  });

  it('leaves the night screens without the loan constants', () => {
    expect(rendererFilesWith(/LOAN_THRESHOLD|LOAN_AMOUNT|MARKER_VALUE|under 25|\* 50\b/)).toEqual([]);
  });
});

describe('the pots: the table view gives them as shown (scene.ts potView)', () => {
  /** A Rogues and Warriors table of three in its first Betting Round. */
  function midRound(): AnyState {
    return table('rogues-and-warriors', 3, { startingChips: 10 });
  }

  it('shows one pot open to every seat still in while nobody is all in, though the bets are unequal', () => {
    let s = midRound();
    const seat = viewFor(s, -1).pending[0]!;
    s = apply(s, seat, { t: 'raise', to: 3 }).state;
    s = apply(s, viewFor(s, -1).pending[0]!, { t: 'call' }).state;
    // The engine's layers differ (3 from two seats, 1 from the third, yet to act): not a side pot yet.
    expect(potsFrom(s.contrib, s.folded, s.carry).pots.length).toBeGreaterThan(1);
    const v = viewFor(s, 0);
    expect(v.pots).toEqual([{ amount: s.contrib.reduce((a, b) => a + b, 0) + s.carry, eligible: [0, 1, 2] }]);
    expect(v.step.bettingRound).toBe(true);
  });

  it('shows the side pots, with who can win each, once a seat still in is all in', () => {
    // Seat 0 sits down with 5 and goes all in; the two others raise to 10 between them.
    let s = table('rogues-and-warriors', 3, { stacks: [5, 20, 20] });
    while (viewFor(s, -1).step.bettingRound && s.phase === 'playing') {
      const seat = viewFor(s, -1).pending[0]!;
      const a = seat === 0 ? { t: 'all-in' } : s.roundBet.some((b) => b >= 10) ? { t: 'call' } : { t: 'raise', to: 10 };
      s = apply(s, seat, a).state;
    }
    const v = viewFor(s, 1);
    expect(v.stacks[0]).toBe(0);
    expect(v.pots).toEqual([
      { amount: 15, eligible: [0, 1, 2] },
      { amount: 12, eligible: [1, 2] },
    ]);
  });

  it('says whether the step is a Betting Round', () => {
    const s = midRound();
    expect(viewFor(s, 0).step.bettingRound).toBe(s.step.id.startsWith('betting'));
    expect(rendererFilesWith(/startsWith\('betting/)).toEqual([]);
  });

  it('leaves the scene without a guess at who is all in', () => {
    const scene = readFileSync(join(RENDERER, 'table/scene.ts'), 'utf8');
    expect(scene).not.toMatch(/allIn|stacks\[s\] === 0/);
  });
});

describe('Horde coins: the view counts them (gdata.ts)', () => {
  it('leaves the screen without the Horde of a card', () => {
    expect(rendererFilesWith(/hordes\.(grey|dragon)|hordes\?:/)).toEqual([]);
  });
});

describe('the ante: the table view gives it (results.ts)', () => {
  it('is what each seat put in at the ante, betting or Playing for Shares', () => {
    for (const stakes of [{ mode: 'betting' as const, minRaise: true }, { mode: 'shares' as const, share: 4 }]) {
      const s = table('rogues-and-warriors', 3, { stakes });
      const antes = s.log.filter((e) => e.t === 'ante').map((e) => e.amount);
      expect(antes).toHaveLength(3);
      for (const seat of [-1, 0, 1, 2]) expect(antes.every((a) => a === viewFor(s, seat).ante)).toBe(true);
    }
  });

  it('leaves the screen without the ante rule', () => {
    expect(rendererFilesWith(/stakes\.mode === 'shares' \? [a-z.]*share : 1/)).toEqual([]);
    // Who can ante the next game (busted, rebought) is the view's canAnte, not a comparison with the ante.
    expect(rendererFilesWith(/< (Math\.max\(1, )?v\.ante|Math\.max\(1, v\.ante\)/)).toEqual([]);
  });
});

describe('no game id decides anything in the screen (issue 11, item 9)', () => {
  const ids = playableGames().map((d) => d.id.replace(/-/g, '\\-'));
  const id = `['"\`](?:${ids.join('|')})['"\`]`;
  /** A game id compared, switched on or looked for: `game === 'the-wheel'`, `case 'delve':`, `.includes('threes')`. */
  const decides = new RegExp(`(?:[!=]==?\\s*${id})|(?:${id}\\s*[!=]==?)|(?:\\bcase\\s+${id})|(?:\\.(?:includes|has|indexOf|startsWith)\\(\\s*${id})`);

  it('finds such a test when one is there (the pattern can fail)', () => {
    expect(decides.test("if (v.game === 'dragon-hordes') return 'coins';")).toBe(true);
    expect(decides.test("return 'the-wheel' !== game;")).toBe(true);
    expect(decides.test("switch (g) { case 'city-square': break; }")).toBe(true);
    expect(decides.test("if (['delve', 'threes'].includes(game)) x();")).toBe(false); // a list: see the next test
    expect(decides.test("const GUIDE_GAME = 'rogues-and-warriors';")).toBe(false);
  });

  it('has no game id compared, switched on or looked for in src/renderer', () => {
    expect(rendererFilesWith(decides)).toEqual([]);
  });

  it('names a game only in presentation: per-game touches, the guide, the first game offered', () => {
    // gdata.ts: labels, hidden bookkeeping and layouts per game (presentation only); guide.ts: the first-game
    // guide is written for Rogues and Warriors; Lobby and NightChooser: the game selected before any choice.
    const anyId = new RegExp(id);
    expect(rendererFilesWith(anyId).sort()).toEqual(['screens/Lobby.svelte', 'table/gdata.ts', 'ui/NightChooser.svelte', 'ui/guide.ts']);
  });

  it("leaves the screen without City Square's card-to-district rule, The Wheel's card-to-Leader or a Horde's coins", () => {
    expect(rendererFilesWith(/\b(kindOf|DISTRICT_NAMES|DISTRICT_OF_RANK|leaderOfRank|coinsOn|strongestLeader|strengths)\b/)).toEqual([]);
  });

  it('leaves the results and the tooltips without per-game wording', () => {
    expect(rendererFilesWith(/coins on this Horde|on this Leader|You are out of coins|no coins left/)).toEqual([]);
  });
});
