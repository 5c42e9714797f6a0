import { gameDef } from '../../../src/shared/engine/table';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyInPlace, newTavern, randomTavernConfig, viewFor } from '../../../src/shared/tavern';
import { seededRng } from '../../../src/shared/tavern/random';
import { tavernActionSchema } from '../../../src/shared/host/machines/tavern';
import { actionLabel, askText, eventLine, specialLabel } from '../../../src/renderer/src/tavern/words';
import type { TAction } from '../../../src/shared/tavern/types';
import { propertySeed } from '../../helpers/property';
import { tavernCatalogue } from '../../../src/shared/host/tavern-catalogue';
import { useTavernCatalogue } from '../../../src/renderer/src/tavern/catalogue';
import { useHostCatalogue } from '../../helpers/catalogue';

// The words read the deck's faces from the games' catalogue, as the app loads it before any screen draws.
useHostCatalogue();

// The page's words read the host's tavern catalogue; the tests hand the page the host's own.
useTavernCatalogue(tavernCatalogue());

const FIXED_NIGHTS = 24;

/**
 * Appendix B's words on the tavern screen: in random nights with Appendix B on, the chooser's games are named
 * from the catalogue, a hosted game's decision is labelled with the engine's own legalText for that very
 * action, a special's option never shows its raw code ("reroll|keep|0") and every Appendix B event reads as a
 * sentence.
 */
type Seen = { game: number; hosted: number; special: number; lines: number };

/** Plays Appendix B night `k` (random config and choices from seed k), checking the words of every decision. */
function walkNight(k: number, seen: Seen): void {
  const rng = seededRng(k);
  const config = { ...randomTavernConfig(rng, 2 + (k % 3)), appendixB: true };
  const names = config.seats.map((_, i) => `P${i}`);
  config.seats.forEach((s, i) => (s.name = names[i]));
  const { state: s } = newTavern(config);
  for (let n = 0; n < 400 && !s.over; n++) {
    const seat = s.pending!.seat;
    const v = viewFor(s, seat);
    const bad = (t: string) => /undefined|NaN|\[object|\|/.test(t);
    expect(bad(askText(v, names)), askText(v, names)).toBe(false);
    for (const a of v.legal) {
      const label = actionLabel(a, v, names);
      expect(bad(label), `${JSON.stringify(a)} → ${label}`).toBe(false);
      if (a.t === 'game') {
        seen.game++;
        if (a.game === 'threes' && !a.variants.length) expect(label).toMatch(/^Play Threes, (Merchant's|King's|Commoner's) Rule$/);
        // A variant by its catalogue name, never its id.
        if (a.game === 'threes' && a.variants.length) {
          const named = a.variants.map((id) => gameDef('threes').variants.find((x) => x.id === id)!.name).join(', ');
          expect(label).toBe(`Play Threes (${named}), ${label.split(', ').pop()}`);
          expect(label).toMatch(/, (Merchant's|King's|Commoner's) Rule$/);
        }
      }
      if (a.t === 'hosted') {
        seen.hosted++;
        const t = v.round!.hosted!.table!;
        const i = t.legal.findIndex((x) => JSON.stringify(x) === JSON.stringify(a.a));
        expect(i, 'a hosted action is in the hosted table legal list').toBeGreaterThanOrEqual(0);
        expect(label).toBe(t.legalText[i]);
      }
      if (a.t === 'special') {
        seen.special++;
        expect(label).not.toMatch(/\|/);
      }
    }
    // Prefer a game over a plain Round and a real special over none, so the hosted screens are reached.
    const games = v.legal.filter((a) => a.t === 'game' && a.game !== null);
    const specials = v.legal.filter((a) => a.t === 'special' && a.how !== 'none' && a.how !== 'keep');
    const pool: TAction[] = games.length ? games : v.pending?.what?.startsWith('special') && specials.length ? specials : v.legal;
    const a = pool[rng.int(0, pool.length - 1)]!;
    for (const e of applyInPlace(s, seat, a)) {
      const line = eventLine(e, names);
      if (['gameChosen', 'hostedStarted', 'special'].includes(e.t)) {
        seen.lines++;
        expect(line, e.t).not.toBeNull();
        expect(bad(line!) || !/[.!]$/.test(line!), line!).toBe(false);
        expect(line!, 'a holding named as a card is not named twice').not.toMatch(/\bcard card\b/);
      }
    }
  }
}

describe('Appendix B words', () => {
  it('labels the choice, the hosted decisions and the specials of random Appendix B nights (property)', () => {
    const seed = propertySeed('appendix-b words');
    const seen: Seen = { game: 0, hosted: 0, special: 0, lines: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (k) => walkNight(k, seen)),
      { seed, numRuns: 12 },
    );
    console.log(`appendix-b words: ${JSON.stringify(seen)}`);
  });

  // Whether random nights reach a special is luck; coverage is asserted on fixed nights (the same every run).
  it('fixed nights reach the chooser, a hosted decision, a special and their lines', () => {
    const seen: Seen = { game: 0, hosted: 0, special: 0, lines: 0 };
    for (let k = 1; k <= FIXED_NIGHTS; k++) walkNight(k, seen);
    console.log(`appendix-b words, nights 1–${FIXED_NIGHTS}: ${JSON.stringify(seen)}`);
    expect(seen.game).toBeGreaterThan(0);
    expect(seen.hosted).toBeGreaterThan(0);
    expect(seen.special).toBeGreaterThan(0);
    expect(seen.lines).toBeGreaterThan(0);
  });

  it('names dice and look options in words', () => {
    const v = { round: null } as unknown as Parameters<typeof specialLabel>[1];
    expect(specialLabel({ how: 'reroll', holding: 'keep', die: 1 }, v)).toBe('Reroll your second die (Keep)');
    expect(specialLabel({ how: 'set', holding: 'keep', die: 0, face: 3 }, v)).toBe('Set your first die (Keep) to 3');
    expect(specialLabel({ how: 'look', n: 3 }, v)).toMatch(/top 3 cards/);
    expect(specialLabel({ how: 'none' }, v)).toMatch(/No special/);
  });

  it('the host accepts the shape of the choice of game and of a hosted decision', () => {
    for (const action of [{ t: 'game', game: 'threes', variants: [], split: 'merchant' }, { t: 'hosted', a: { t: 'pass' } }]) {
      const r = tavernActionSchema.safeParse(action);
      expect(r.success, JSON.stringify(r.error?.issues ?? null)).toBe(true);
    }
  });
});
