import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyInPlace, canStartGame, newTable } from '../../../src/shared/engine/table';
import { playableGames } from '../../../src/shared/games/registry';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { playRandomGame, randomConfig } from '../../../src/shared/sim/random-table';
import { propertySeed } from '../../helpers/property';

/**
 * Issue 13.4: the results show each seat's net change for the game, computed by the engine. Over random
 * tables of every game and random legal play, `result.net` must equal the change of each stack over the
 * game (from before the ante to after the pay-out), sum to what the pot lost to the carry, and be
 * negative for a seat that put chips in and took nothing back.
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 25);

describe('result.net: every seat\'s net change for the game', () => {
  for (const def of playableGames()) {
    it(`${def.id}: net equals the change of each stack`, () => {
      const seed = propertySeed(`net for ${def.id}`);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (tableSeed) => {
          const rng = rngFrom(seedRng(tableSeed));
          const config = randomConfig(def, rng, { seed: tableSeed });
          // Stacks and carry before each game starts (a game may even end while it starts: no decision).
          let before = config.stacks ?? config.seats.map(() => config.startingChips);
          let carryIn = config.carry ?? 0;
          const { state: s } = newTable(config);
          for (let game = 0; game < 3; game++) {
            playRandomGame(s, rng);
            const r = s.result!;
            expect(r.net).toBeDefined();
            const net = r.net!;
            expect(net).toEqual(s.stacks.map((x, i) => x - before[i]!));
            expect(net.reduce((a, b) => a + b, 0)).toBe(carryIn - s.carry);
            net.forEach((x, i) => {
              if (!s.inGame[i]) expect(x).toBe(0);
              if (r.payouts[i] === 0 && before[i]! > s.stacks[i]!) expect(x).toBeLessThan(0);
            });
            if (!canStartGame(s)) break;
            before = [...s.stacks];
            carryIn = s.carry;
            applyInPlace(s, 0, { t: 'next-game' });
          }
        }),
        { seed, numRuns: RUNS },
      );
    });
  }
});
