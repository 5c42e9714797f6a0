import type { CardDef, CharacterDef, DrinkDef, Mechanic } from '../cards';
import { CHARACTER_CARDS, CHARACTERS } from './characters';
import { CHARACTER_CARDS_2, CHARACTERS_2 } from './characters2';
import { CELLAR_DRINKS } from './cellar-stock';
import { DRINKS } from './drinks';
import { PRIZES } from './prizes';
import { RIVET_CARDS, RIVET_CHARACTER, rivetCardDef } from './rivet';
import { MAGDA, MAGDA_ALL_CARDS } from './magda';

/**
 * The content registry: every card, Drink and character by key. The test kit (TAVERN.md §3.5) is never in
 * it: tests add their own records with `extendCatalog`, under keys of their own (`kit.*`).
 */
const cards = new Map<string, CardDef>();
const drinks = new Map<string, DrinkDef>();
const characters = new Map<string, CharacterDef>();

for (const c of [...CHARACTER_CARDS, ...CHARACTER_CARDS_2, ...PRIZES]) cards.set(c.key, c);
for (const d of [...DRINKS, ...CELLAR_DRINKS]) drinks.set(d.key, d);
for (const ch of [...CHARACTERS, ...CHARACTERS_2]) characters.set(ch.key, ch);
// The Automaton (VARIANTS.md §7): Rivet's seat and his cards, as records the one interpreter runs. He is no
// playable character (never in playableCharacters, refused as a seat's character by setup).
characters.set(RIVET_CHARACTER.key, RIVET_CHARACTER);
for (const c of RIVET_CARDS) cards.set(c.key, rivetCardDef(c));
// Magda Blackcask, our villain (VARIANTS.md §9.2): a character like the others, kept out of the eight playable
// ones so recorded seeds' random draws keep their meaning; the lobby seats her wherever a variant needs a Boss,
// and any seat may choose her (tableCharacters).
characters.set(MAGDA.key, MAGDA);
for (const c of MAGDA_ALL_CARDS) cards.set(c.key, c);

export function extendCatalog(extra: { cards?: CardDef[]; drinks?: DrinkDef[]; characters?: CharacterDef[] }): void {
  for (const c of extra.cards ?? []) cards.set(c.key, c);
  for (const d of extra.drinks ?? []) drinks.set(d.key, d);
  for (const ch of extra.characters ?? []) characters.set(ch.key, ch);
}

export function cardDef(key: string): CardDef {
  const c = cards.get(key);
  if (!c) throw new Error(`unknown card ${key}`);
  return c;
}

export function drinkDef(key: string): DrinkDef {
  const d = drinks.get(key);
  if (!d) throw new Error(`unknown drink ${key}`);
  return d;
}

export function characterDef(key: string): CharacterDef {
  const c = characters.get(key);
  if (!c) throw new Error(`unknown character ${key}`);
  return c;
}

export function hasCharacter(key: string): boolean {
  return characters.has(key);
}

const PLAYABLE: CharacterDef[] = [...CHARACTERS, ...CHARACTERS_2];

/** The playable characters: the first four first (recorded games and seeds draw from this order), then the second four. */
export function playableCharacters(): CharacterDef[] {
  return PLAYABLE;
}

/** The villains (VARIANTS.md §4: only a villain may be a Boss): Magda alone for now. */
export function villainCharacters(): CharacterDef[] {
  return [MAGDA];
}

/** Every character a seat may choose: the eight playable ones, then the villains. */
export function tableCharacters(): CharacterDef[] {
  return [...PLAYABLE, MAGDA];
}

export function mechanic<K extends Mechanic['kind']>(charKey: string, kind: K): Extract<Mechanic, { kind: K }> | undefined {
  return characterDef(charKey).mechanics.find((m) => m.kind === kind) as Extract<Mechanic, { kind: K }> | undefined;
}
