import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../../src/shared/tavern/cards';
import { cardDef, characterDef, drinkDef, playableCharacters } from '../../../src/shared/tavern/content/catalog';
import { DRINK_DECK, DRINKS } from '../../../src/shared/tavern/content/drinks';
import { PRIZES } from '../../../src/shared/tavern/content/prizes';
import { newTavern } from '../../../src/shared/tavern/engine';
import { startingGold } from '../../../src/shared/tavern/setup';
import { cardText, drinkText, mechanicText } from '../../../src/shared/tavern/text';
import { KIT_CARDS } from './kit';

/** The content of TAVERN.md §7 as data, and its rules text generated from that data. */

function typeOfCard(c: CardDef): string {
  return c.types.includes('action') ? 'action' : c.types[0]!;
}

describe('the Drink Deck (§7.2)', () => {
  it('has 30 cards: 24 Drinks worth +41 AC and 6 Events', () => {
    const cards = DRINK_DECK.flatMap(({ key, count }) => Array.from({ length: count }, () => drinkDef(key)));
    expect(cards).toHaveLength(30);
    const drinks = cards.filter((d) => d.kind === 'drink');
    expect(drinks).toHaveLength(24);
    expect(drinks.reduce((t, d) => t + (d.kind === 'drink' ? d.ac : 0), 0)).toBe(41);
    const events = cards.filter((d) => d.kind === 'event').map((d) => (d.kind === 'event' ? d.event : ''));
    expect(events.sort()).toEqual(['bottoms-up', 'bottoms-up', 'brawl', 'dice', 'innkeeper', 'innkeeper']);
  });

  it('every Drink has generated text naming its effects', () => {
    for (const d of DRINKS) expect(drinkText(d).length).toBeGreaterThan(10);
    expect(drinkText(drinkDef('drink.swamp-grog'))).toBe('Drink. +2 Alcohol Content, −1 Fortitude.');
    expect(drinkText(drinkDef('drink.house-red-chaser'))).toBe('Drink. +2 Alcohol Content, with a Chaser.');
    expect(drinkText(drinkDef('drink.honey-mead'))).toContain('split it with another player');
  });
});

describe('the eight characters (§7.3, §7.4; docs/CHARACTERS.md)', () => {
  for (const ch of playableCharacters()) {
    it(`${ch.name}: 40 cards — 15 Action (3 starters), 15 Sometimes, 2 Anytime, 4 Gambling, 4 Cheating`, () => {
      const cards = ch.deck.flatMap(({ key, count }) => Array.from({ length: count }, () => cardDef(key)));
      expect(cards).toHaveLength(40);
      const by = (t: string) => cards.filter((c) => typeOfCard(c) === t).length;
      expect([by('action'), by('sometimes'), by('anytime'), by('gambling'), by('cheating')]).toEqual([15, 15, 2, 4, 4]);
      expect(cards.filter((c) => c.role === 'starter')).toHaveLength(3);
      // The 12 core cards, titled in the character's voice.
      const core = ch.deck.filter((e) => e.key.includes('.core.'));
      expect(core.reduce((t, e) => t + e.count, 0)).toBe(12);
      expect(new Set(cards.map((c) => c.title)).size).toBe(new Set(cards.map((c) => c.key)).size);
      for (const m of ch.mechanics) expect(mechanicText(m).length).toBeGreaterThan(30);
    });
  }

  it('core titles differ between characters; the rules are the same', () => {
    const titles = playableCharacters().map((c) => cardDef(`${c.key}.core.counter`).title);
    expect(new Set(titles).size).toBe(playableCharacters().length);
    const rules = playableCharacters().map((c) => JSON.stringify(cardDef(`${c.key}.core.counter`).modes));
    expect(new Set(rules).size).toBe(1);
  });

  it('setup: F 20, AC 0, 7 cards, one face-down Drink, Gold by player count, the rest is the Inn', () => {
    expect([2, 3, 6, 7, 8].map(startingGold)).toEqual([8, 10, 10, 12, 12]);
    const { state: s } = newTavern({ seats: [{ char: 'tamsin' }, { char: 'okko' }, { char: 'vess' }], seed: 3, first: 1 });
    for (const st of s.seats) {
      expect(st.F).toBe(20);
      expect(st.AC).toBe(0);
      expect(st.G).toBe(10);
      expect(st.pile).toHaveLength(1);
      expect(st.hand.length + st.deck.length).toBe(40);
    }
    expect(s.seats[1]!.hand.length).toBe(7);
    expect(s.inn).toBe(0);
    expect(s.drinkDeck).toHaveLength(27);
    expect(s.turn.active).toBe(1);
    expect(characterDef('grusk').mechanics).toEqual([{ kind: 'hard-knocks', ac: 1 }]);
  });
});

describe('cardText: the rules text is generated from the card data', () => {
  it('reads the core cards', () => {
    expect(cardText(cardDef('tamsin.core.counter'))).toBe(
      'Sometimes. When a Sometimes card is played: Negate that card. Only a Counter can affect this card.',
    );
    expect(cardText(cardDef('okko.core.starter'))).toBe(
      'Action – Gambling. (Action) Start a Round of Gambling (every player, you too, antes 1 Gold). — OR — (Gambling) Take control of the Round.',
    );
    expect(cardText(cardDef('vess.core.winning-hand'))).toBe(
      'Gambling. Take control of the Round. Until another card takes control, only a Cheating card may.',
    );
    // 3 Gold: the balance data (docs/RULINGS.md, the lead's ruling on the Gold third); TAVERN.md §7.3 says 1.
    expect(cardText(cardDef('grusk.core.tip'))).toBe('Anytime. Pick a player (you may pick yourself). That player pays 3 Gold to the Inn.');
    expect(cardText(cardDef('grusk.mine-not-yours'))).toBe(
      'Sometimes. When an Action, Sometimes or Anytime card that affects your Gold is played: Ignore that card.',
    );
  });

  it('reads roll bands, conditions and targets', () => {
    expect(cardText(cardDef('tamsin.bruised-shin'))).toBe(
      'Action. Pick another player. Roll the Jig Die. That player loses 2/2/3 Fortitude (low/mid/high).',
    );
    expect(cardText(cardDef('tamsin.snapped-string'))).toBe(
      'Action. Pick another player. Roll the Jig Die. That player loses 3 Fortitude. On a low roll, you lose 2 Fortitude.',
    );
    expect(cardText(cardDef('grusk.knock-some-sense'))).toBe('Sometimes. After a card makes you lose Fortitude: You lose 2 Alcohol Content.');
    expect(cardText(cardDef('vess.transfer-of-liability'))).toBe(
      'Sometimes. Pick another player. When a card is about to make you lose Fortitude: That player loses it instead (the loss keeps its source).',
    );
    expect(cardText(cardDef('okko.tasting-flight'))).toBe(
      'Action. Pick 2 different: a Drink Me! pile. Secretly look at the top card of each. You may swap those two top cards.',
    );
    expect(cardText(PRIZES[0]!)).toBe('Prize. At the start of your turn: You draw 2 cards. Use it once, then it goes to the Prize Bin.');
  });

  it('changes when the data changes (no text is stored)', () => {
    const base = cardDef('okko.barrel-roll');
    const harder: CardDef = { ...base, modes: [{ ...base.modes[0]!, effects: [{ op: 'F', who: 'target', n: -3 }] }] };
    expect(cardText(base)).toContain('loses 2 Fortitude');
    expect(cardText(harder)).toContain('loses 3 Fortitude');
  });

  it('every card of every deck, the Prizes and the test kit has text naming its types', () => {
    const all = [...playableCharacters().flatMap((c) => c.deck.map((e) => cardDef(e.key))), ...PRIZES, ...KIT_CARDS];
    for (const c of all) {
      const t = cardText(c);
      expect(t, c.key).toMatch(/^(Action|Sometimes|Anytime|Gambling|Cheating|Prize)/);
      expect(t, c.key).not.toMatch(/undefined|NaN|\[object/);
    }
  });
});

describe('a bad table setup', () => {
  it('is refused with a sentence', async () => {
    const { RuleError } = await import('../../../src/shared/engine/errors');
    expect(() => newTavern({ seats: [{ char: 'tamsin' }], seed: 1 })).toThrow(RuleError);
    expect(() => newTavern({ seats: [{ char: 'tamsin' }], seed: 1 })).toThrow('A tavern game needs at least 2 players.');
    expect(() => newTavern({ seats: Array.from({ length: 9 }, () => ({ char: 'okko' })), seed: 1 })).toThrow('at most 8');
    expect(() => newTavern({ seats: [{ char: 'tamsin' }, { char: 'gandalf' }], seed: 1 })).toThrow('There is no character called "gandalf".');
    expect(() => newTavern({ seats: [{ char: 'tamsin' }, { char: 'okko' }], seed: 1.5 })).toThrow('The seed must be a whole number.');
  });
});
