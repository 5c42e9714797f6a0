import { describe, expect, it } from 'vitest';
import { gameDef } from '../../../src/shared/engine/table';
import { Host } from '../../../src/shared/host/host';
import { tavernCatalogue } from '../../../src/shared/host/tavern-catalogue';
import { cardDef, cardText, drinkDef, drinkText, mechanicText, playableCharacters } from '../../../src/shared/tavern';
import { tableCharacters } from '../../../src/shared/tavern/content/catalog';
import { playedText } from '../../../src/shared/tavern/text';
import { DRINK_DECK } from '../../../src/shared/tavern/content/drinks';
import { refuseChoice, TAVERN_GAMES, variantSets } from '../../../src/shared/tavern/hosted';
import { memoryStores } from '../../helpers/host';

/**
 * The tavern's catalogue (issue 21.5): what the tavern's screens show of the rules, from the host. It must say
 * what the engine says: every card's and Drink's text as tavern/text.ts makes it, each character's rules and
 * deck, and for every game Appendix B allows, its accepted variant sets and the engine's own sentence for
 * every other set, at every Round size.
 */
describe('the tavern catalogue', () => {
  const c = tavernCatalogue();

  it('rides on the catalogue answer', async () => {
    const r = await new Host({ stores: memoryStores() }).handle({ type: 'catalogue' });
    expect(r.ok && r.type === 'catalogue' ? r.tavern : null).toEqual(c);
  });

  it('words every card, Drink and character as the engine does', () => {
    // Every character a seat may take: the eight, and Magda (the villain of the Boss variants, chosen by name).
    expect(c.characters.map((x) => x.key)).toEqual(tableCharacters().map((x) => x.key));
    expect(c.characters.length).toBe(playableCharacters().length + 1);
    for (const ch of tableCharacters()) {
      const x = c.characters.find((y) => y.key === ch.key)!;
      expect(x.rules).toEqual(ch.mechanics.map(mechanicText));
      // Each card of the deck and of a side deck (Pell's Loot Sack), with its mechanic's family and the modes
      // that aim at a companion (issue 23), as the card data says.
      for (const d of [...x.deck, ...x.side]) {
        const def = cardDef(d.key);
        const family = def.companion ? 'companion' : def.plot ? 'plot' : def.loot ? 'loot' : undefined;
        const atCompanion = def.modes.flatMap((m, i) => ((m.targets ?? []).some((t) => t.t === 'companion-owner') ? [i] : []));
        expect(c.cards[d.key]).toEqual({ title: def.title, text: cardText(def), modes: def.modes.map((m) => m.when.type), modeTexts: def.modes.map((_, i) => playedText(def, i)), ...(family ? { family } : {}), ...(atCompanion.length ? { atCompanion } : {}) });
      }
      expect(x.side).toEqual(ch.mechanics.flatMap((m) => (m.kind === 'loot' ? m.cards : [])));
    }
    // The plates' mechanics (issue 23.4), with the sizes of the character data.
    const board = (key: string) => c.characters.find((y) => y.key === key)!.board;
    expect(board('tamsin')).toBeNull();
    expect(board('hesper')).toEqual({ kind: 'oven', max: 6, perTurn: 1 });
    expect(board('wren')).toEqual({ kind: 'companions', max: 2 });
    expect(board('corvin')).toEqual({ kind: 'plots', max: 2 });
    expect(board('pell')).toEqual({ kind: 'loot', size: 8 });
    expect(c.cards['pell.net-and-sack']!.atCompanion).toEqual([1]);
    expect(c.drinkDeck).toEqual(DRINK_DECK);
    for (const { key } of DRINK_DECK) {
      const d = drinkDef(key);
      expect(c.drinks[key]).toMatchObject({ title: d.title, text: drinkText(d), kind: d.kind, chaser: d.kind === 'drink' && !!d.chaser });
    }
    expect(c.drinks['drink.cellar-porter']!.total).toBe('+1 AC +1 F');
    expect(c.drinks['drink.nettle-tea']!.total).toBe('−2 AC');
    expect(c.drinks['event.brawl']!.total).toBe('');
  });

  it("lists Appendix B's games, each variant set accepted or refused with the engine's sentence at every Round size", () => {
    expect(c.games.map((g) => g.id)).toEqual(TAVERN_GAMES);
    for (const g of c.games) {
      const all = gameDef(g.id as never).variants.map((v) => v.id);
      expect(g.sets).toEqual(variantSets(g.id as never));
      // Every subset of the game's variants is either accepted or refused, never both, never neither.
      expect(g.sets.length + g.refused.length).toBe(1 << all.length);
      for (const r of g.refused) {
        for (let players = 2; players <= 8; players++) expect(r.why).toBe(refuseChoice({ game: g.id, variants: r.variants, split: 'merchant' }, players));
      }
    }
    expect(c.games.some((g) => g.refused.some((r) => r.why === 'Dragon Cards needs Hidden Fate.'))).toBe(true);
  });
});
