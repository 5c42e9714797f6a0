import { describe, expect, it } from 'vitest';
import { tavernSetupSchema, type TavernSetup } from '../../../src/shared/tavern/game';
import { parseTavernGame } from '../../../src/shared/tavern/save-check';
import { applyInPlace } from '../../../src/shared/tavern';
import { randomAction } from '../../../src/shared/tavern/random';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { VARIANTS, variantTableProblem } from '../../../src/shared/tavern/variants/table';
import { roundTripWhilePlaying, TavernDriver } from '../../helpers/tavern';
import { Host } from '../../../src/shared/host/host';
import { MemoryBackend } from '../../../src/shared/storage/backend';
import { ask, memoryStores } from '../../helpers/host';

/**
 * The variants' setup (VARIANTS.md §1, issue 24 step 1): the lobby's setup takes a table variant and the Bar
 * Deck; a bad table is refused at create with the sentence VARIANTS.md gives, before anything is dealt; a save
 * with the Bar Deck is checked like any other, and a save from before the variants still loads (the save
 * check's own test plays whole games without them).
 */
const CHARS = ['tamsin', 'okko', 'vess', 'grusk'];
function seats(n: number): TavernSetup['seats'] {
  return Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: 'bot' as const, char: CHARS[i % 4]! }));
}
function refusal(setup: unknown): string | null {
  const r = tavernSetupSchema.safeParse(setup);
  return r.success ? null : r.error.issues[0]!.message;
}

describe('the variants at create', () => {
  it('refuses a wrong player count with the variant\'s sentence', () => {
    expect(refusal({ seats: seats(5), seed: 1, variant: 'two-headed' })).toBe('Two-Headed Dragon needs an even number of players, 4 to 8.');
    expect(refusal({ seats: seats(2), seed: 1, variant: 'two-headed' })).toBe('Two-Headed Dragon needs an even number of players, 4 to 8.');
    expect(refusal({ seats: seats(3), seed: 1, variant: 'automaton' })).toBe('The Automaton game needs exactly 2 players: Rivet is the third.');
    expect(refusal({ seats: seats(2), seed: 1, variant: 'boss' })).toBe('Boss Battle needs 3 to 5 players: the Boss and 2 to 4 Challengers.');
    expect(refusal({ seats: seats(6), seed: 1, variant: 'boss' })).toBe('Boss Battle needs 3 to 5 players: the Boss and 2 to 4 Challengers.');
    expect(refusal({ seats: seats(5), seed: 1, variant: 'two-headed-boss' })).toBe('Two-Headed Boss Battle needs an even number of players, 4 to 8.');
    expect(refusal({ seats: seats(3), seed: 1, variant: 'leaders' })).toBe('Leaders and Lackeys needs an even number of players, 4 to 8.');
  });

  it('refuses Appendix B with the Automaton (VARIANTS.md §1 ruling) and an unknown variant', () => {
    expect(refusal({ seats: seats(2), seed: 1, variant: 'automaton', appendixB: true })).toMatch(/^Appendix B cannot be played with the Automaton/);
    expect(refusal({ seats: seats(4), seed: 1, variant: 'pub-crawl' })).toBe('There is no tavern variant called "pub-crawl".');
  });

  it("takes the lobby's two factions for Rivet's deck, and refuses bad ones with a sentence (VARIANTS.md §7)", () => {
    expect(refusal({ seats: seats(2), seed: 1, variant: 'automaton', factions: ['sentry', 'dicebox'] })).toBeNull();
    expect(refusal({ seats: seats(2), seed: 1, variant: 'automaton', factions: ['sentry', 'sentry'] })).toBe("Rivet's deck is two different factions of his four: choose two.");
    expect(refusal({ seats: seats(2), seed: 1, variant: 'automaton', factions: ['sentry'] })).toBe("Rivet's deck is two different factions of his four: choose two.");
    expect(refusal({ seats: seats(2), seed: 1, variant: 'automaton', factions: ['sentry', 'brewer'] })).toBe('Rivet has no faction called "brewer": choose two of Sentry, Tapster, Tallyman, Dicebox.');
    expect(refusal({ seats: seats(4), seed: 1, factions: ['sentry', 'dicebox'] })).toBe("Rivet's factions are chosen only for the Automaton game.");
    const m = TavernDriver.create('rf', { seats: seats(2), seed: 31, variant: 'automaton', factions: ['tallyman', 'dicebox'] }).snapshot();
    expect(m.state.automaton!.factions).toEqual(['tallyman', 'dicebox']);
    expect(parseTavernGame(JSON.parse(JSON.stringify(m)))).toMatchObject({ ok: true });
  });

  it('refuses, in words, a variant the engine does not play yet, rather than half-playing it', () => {
    for (const v of Object.values(VARIANTS)) {
      const n = v.players[0]!;
      const why = variantTableProblem({ variant: v.kind, players: n });
      if (v.built) expect(why).toBeNull();
      else expect(why).toBe(`${v.title} is not playable in this version yet: choose the base game (with Prizes, Appendix B or the Bar Deck if you like).`);
    }
  });

  it('accepts the Bar Deck with every table size, Prizes and Appendix B (book: it combines with everything)', () => {
    for (let n = 2; n <= 8; n++) expect(refusal({ seats: seats(n), seed: 1, barDeck: true, prizes: true, appendixB: true })).toBeNull();
    const g = TavernDriver.create('bar', { seats: seats(4), seed: 9, barDeck: true }).snapshot();
    expect(g.state.config.barDeck).toBe(true);
    expect(g.state.bar).toHaveLength(40);
  });

  it('a game with the Bar Deck saves and loads unchanged at every sampled step, and a Bar Deck its setup does not name is refused', () => {
    const m = TavernDriver.create('b', { seats: seats(3), seed: 21, barDeck: true, prizes: true }).snapshot();
    const checked = roundTripWhilePlaying(m, 97, 3);
    expect(checked).toBeGreaterThan(5);
    const saved = JSON.parse(JSON.stringify(m));
    delete saved.setup.barDeck;
    expect(parseTavernGame(saved)).toEqual({ ok: false, problem: 'its Bar Deck is not the one its setup says' });
    const variant = JSON.parse(JSON.stringify(m));
    variant.setup.variant = 'two-headed';
    expect(parseTavernGame(variant)).toMatchObject({ ok: false });
  });

  it('an Automaton game (through the host\'s setup) saves and loads unchanged at every sampled step; its setup must name it', () => {
    const m = TavernDriver.create('rv', { seats: seats(2), seed: 31, variant: 'automaton', prizes: true }).snapshot();
    expect(m.state.seats.map((x) => x.char)).toEqual(['tamsin', 'okko', 'rivet']);
    expect(m.state.automaton!.factions).toHaveLength(2);
    const checked = roundTripWhilePlaying(m, 17, 5);
    expect(checked).toBeGreaterThan(3);
    const saved = JSON.parse(JSON.stringify(m));
    delete saved.setup.variant;
    expect(parseTavernGame(saved)).toMatchObject({ ok: false });
  });

  it('through the host: a bad table is refused at create with its sentence and nothing is saved; a Bar Deck table opens', async () => {
    const backend = new MemoryBackend();
    const host = new Host({ stores: memoryStores(backend), now: () => 1000, draw: () => 42 });
    const before = backend.data.size;
    const r = await ask(host, { type: 'create', kind: 'tavern', config: { seats: seats(5), variant: 'two-headed' } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/Two-Headed Dragon needs an even number of players, 4 to 8\./);
    expect(backend.data.size).toBe(before);
    const open = await ask(host, { type: 'create', kind: 'tavern', config: { seats: seats(3), barDeck: true } });
    expect(open.ok).toBe(true);
  });
});
