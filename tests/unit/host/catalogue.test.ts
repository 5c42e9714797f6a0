import { describe, expect, it } from 'vitest';
import { CARDS, COLOR_NAMES, describeCard, formatCard, isMammal, RANK_LETTERS, RANK_NAMES } from '../../../src/shared/cards/card';
import { cardNote } from '../../../src/shared/games/card-notes';
import { COLORS, hordeName, predictionName, RANKS } from '../../../src/shared/games/dragon-hordes/hordes';
import { playableGames } from '../../../src/shared/games/registry';
import { RULES, TABLE_RULES } from '../../../src/shared/games/rules-pages';
import { leaderName, WHEEL } from '../../../src/shared/games/the-wheel/scoring';
import { catalogue } from '../../../src/shared/host/catalogue';
import { tavernCatalogue } from '../../../src/shared/host/tavern-catalogue';
import { Host } from '../../../src/shared/host/host';
import { memoryStores } from '../../helpers/host';

/**
 * The catalogue is how the page learns what it shows about the rules (issue 21, item 5: the page imports only
 * types from src/shared). Each part is checked against the shared code that defines it.
 */
describe("the host's catalogue", () => {
  const c = catalogue();

  it('is answered to { type: "catalogue" } whole, and is plain data', async () => {
    const r = await new Host({ stores: memoryStores() }).handle({ type: 'catalogue' });
    // The games' catalogue, and the tavern's beside it (host/tavern-catalogue.ts).
    expect(r).toEqual({ ok: true, type: 'catalogue', ...c, tavern: tavernCatalogue() });
    expect(structuredClone(c)).toEqual(c);
    // Asked once per page; still small enough to cross the worker or IPC at once.
    expect(JSON.stringify(c).length).toBeLessThan(400_000);
  });

  it('has every card of the deck by id, as cards/card.ts prints it', () => {
    expect(c.deck.cards).toHaveLength(CARDS.length);
    for (const card of CARDS) {
      expect(c.deck.cards[card.id]).toEqual({ ...card, mammal: isMammal(card.id), notation: formatCard(card.id), name: describeCard(card.id) });
    }
    expect(c.deck.rankNames).toEqual([...RANK_NAMES]);
    expect(c.deck.rankLetters).toEqual([...RANK_LETTERS]);
    expect(c.deck.colorNames).toEqual(COLOR_NAMES);
  });

  it("has each game's card notes, which no variant changes", () => {
    expect(c.games.map((g) => g.id)).toEqual(playableGames().map((d) => d.id));
    for (const def of playableGames()) {
      const notes = c.games.find((g) => g.id === def.id)!.cardNotes;
      expect(notes).toHaveLength(CARDS.length);
      for (const card of CARDS) {
        expect(notes[card.id]).toBe(cardNote(def.id, card.id).note);
        // The catalogue gives one note per card and game: a note that depended on a variant would be wrong here.
        for (const v of def.variants) expect(cardNote(def.id, card.id, [v.id]).note, `${def.id} ${v.id} ${card.id}`).toBe(notes[card.id]);
      }
    }
  });

  it('names what events name by id, in the games\' own words', () => {
    for (const h of [...COLORS, ...RANKS]) expect(c.terms.hordes[String(h)]).toBe(hordeName(h));
    expect(Object.keys(c.terms.hordes)).toHaveLength(8);
    for (const l of WHEEL) expect(c.terms.leaders[l]).toBe(leaderName(l));
    for (const color of [undefined, ...COLORS])
      for (const rank of [undefined, ...RANKS]) {
        if (!color && !rank) continue;
        expect(c.terms.predictions[`${color ?? ''}${rank ?? ''}`]).toBe(predictionName({ color, rank }));
      }
    expect(Object.keys(c.terms.predictions)).toHaveLength(23);
  });

  it('has the rules pages in the panel\'s order, one per playable game', () => {
    expect(c.rules.games).toEqual(RULES);
    expect(c.rules.table).toEqual(TABLE_RULES);
    expect(new Set(c.rules.games.map((r) => r.id))).toEqual(new Set(playableGames().map((d) => d.id)));
  });
});
