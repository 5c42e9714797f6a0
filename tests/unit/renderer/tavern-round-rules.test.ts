import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/shared/host/catalogue';
import { tavernCatalogue } from '../../../src/shared/host/tavern-catalogue';
import { useTavernCatalogue } from '../../../src/renderer/src/tavern/catalogue';
import { roundTable } from '../../../src/renderer/src/tavern/round-rules';

/**
 * Issue 22.11: the Rules dialog's "This Round" tab marks what the Round is played with: its variants (by the
 * names on the game's page) and its Split Rule with what it does to a tie, in the host's words.
 */
describe("the Round's rules tab marks the Round's variants and Split Rule (issue 22.11)", () => {
  useTavernCatalogue(tavernCatalogue());
  const pages = catalogue().rules.games;

  it('names each chosen variant and the Split Rule with its meaning', () => {
    const page = pages.find((r) => r.variants.length >= 2)!;
    const [a, b] = page.variants;
    const t = roundTable({ game: page.id, variants: [b!.id], split: 'king' }, page);
    expect(t.game).toBe(page.id);
    expect(t.variants).toEqual([b!.id]);
    expect(t.title).toBe('This Round');
    expect(t.setup).toContain(b!.name);
    expect(t.setup).not.toContain(a!.name);
    expect(t.setup).toContain("King's Rule: a tie is played again by the tied players only");
  });

  it('says "no variants" for a plain game, and each Split Rule in its own words', () => {
    const page = pages.find((r) => r.id === 'threes')!;
    const texts = new Set<string>();
    for (const split of ['merchant', 'king', 'commoner']) {
      const t = roundTable({ game: 'threes', variants: [], split }, page);
      expect(t.setup).toMatch(/^no variants · /);
      const rule = tavernCatalogue().splitRules.find((r) => r.id === split)!;
      expect(t.setup).toContain(`${rule.name}: ${rule.text}`);
      texts.add(t.setup);
    }
    expect(texts.size).toBe(3);
    expect(tavernCatalogue().splitRules.find((r) => r.id === 'merchant')!.text).toMatch(/remainder goes to the Inn/);
  });
});
