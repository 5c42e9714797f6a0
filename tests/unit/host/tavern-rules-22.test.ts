import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/shared/host/catalogue';
import { tavernCatalogue } from '../../../src/shared/host/tavern-catalogue';

/**
 * Issue 22.11: during an Appendix B Round the tavern's Rules dialog shows Appendix B and the Round's own game one
 * click apart, both from the host: Appendix B's words from the tavern catalogue, the game's page from the games'
 * catalogue (the page holds neither).
 */
describe("the Rules dialog's texts for a Round (issue 22.11)", () => {
  it("Appendix B's rules come in the tavern catalogue, each change they make named", () => {
    const b = tavernCatalogue().appendixB;
    expect(b.length).toBeGreaterThanOrEqual(3);
    const all = b.join(' ');
    for (const said of ['card pass', 'special', 'Split Rule', 'antes 1 Gold']) expect(all).toContain(said);
  });

  it('every game a Round may be played as has its own rules page in the catalogue', () => {
    const pages = new Map(catalogue().rules.games.map((r) => [r.id, r]));
    const games = tavernCatalogue().games;
    expect(games.length).toBeGreaterThan(0);
    for (const g of games) {
      const page = pages.get(g.id);
      expect(page, `${g.id} has no rules page: its Round's tab would be missing`).toBeDefined();
      expect(page!.name).toBe(g.name);
      expect(page!.play.length).toBeGreaterThan(0);
    }
  });
});
