import { describe, expect, it } from 'vitest';
import { chooseGame } from '../../../src/shared/bots/index';
import { validateConfig } from '../../../src/shared/engine/config';
import { gameDef } from '../../../src/shared/engine/table';
import { catalogue } from '../../../src/shared/host/catalogue';

/** Adventurer's Choice: a bot's pick of game, variants, stakes and Split Rule is always a table the engine accepts. */
const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const }));

describe("a bot choosing in Adventurer's Choice", () => {
  it('always picks a game it was offered, with variants and stakes the engine accepts', () => {
    const allowed = catalogue().games;
    for (let seed = 0; seed < 300; seed++) {
      const players = 2 + (seed % 5);
      const c = chooseGame({ seed, allowed, players });
      expect(allowed.map((g) => g.id)).toContain(c.game);
      expect(() => validateConfig({ game: c.game, seats: seats(players), variants: c.variants, stakes: c.stakes, splitRule: c.splitRule, startingChips: 100, seed })).not.toThrow();
    }
  });

  it('is the same choice for the same seed, and varies with the seed', () => {
    const allowed = catalogue().games;
    expect(chooseGame({ seed: 5, allowed })).toEqual(chooseGame({ seed: 5, allowed }));
    const games = new Set(Array.from({ length: 60 }, (_, seed) => chooseGame({ seed, allowed }).game));
    expect(games.size).toBeGreaterThan(3);
  });

  it('plays for Shares when the night is played for Shares, and never picks a game that refuses them', () => {
    const allowed = catalogue().games;
    for (let seed = 0; seed < 100; seed++) {
      const c = chooseGame({ seed, allowed, sharesOnly: true, share: 4 });
      expect(c.stakes).toEqual({ mode: 'shares', share: 4 });
      expect(gameDef(c.game).shares).not.toBe('refused');
    }
  });

  it('inside the tavern picks no game or variant that needs Shares or is not for the tavern', () => {
    const allowed = catalogue().games;
    for (let seed = 0; seed < 100; seed++) {
      const c = chooseGame({ seed, allowed, noShares: true, tavern: true });
      expect(c.stakes.mode).toBe('betting');
      const def = gameDef(c.game);
      for (const v of c.variants) expect(def.variants.find((x) => x.id === v)?.notInTavern ?? false).toBe(false);
    }
  });

  it('chooses a game played just before less often', () => {
    const allowed = catalogue().games.filter((g) => g.complexity === 'simple');
    const again = (recent: string[]) => Array.from({ length: 200 }, (_, seed) => chooseGame({ seed, allowed, recent })).filter((c) => c.game === 'threes').length;
    expect(again(['threes'])).toBeLessThan(again([]));
  });
});
