import { describe, expect, it } from 'vitest';
import { CARDS, DRAGON_IDS, GREY_IDS, type CardId } from '../../../src/shared/cards/card';
import { apply, applyInPlace } from '../../../src/shared/engine/table';
import { viewFor } from '../../../src/shared/engine/view';
import { table } from '../../helpers/table';

/**
 * What the views say that the screen used to work out for itself (issue 11, item 9): what a card shows
 * beyond its face (`SeatView.cardMarks`: Dragon Hordes' coins, The Wheel's Leaders, City Square's
 * districts), the district in a `built` event, and the sentence for a seat out of chips
 * (`SeatView.outOfMoney`). Each expected value is written here from the rulebook, not read from the code.
 */

describe('Dragon Hordes: each Horde card shows the coins on its own Horde', () => {
  it('gives every Horde card its own count, in coins, singular for one', () => {
    const s = table('dragon-hordes', 3);
    // A different count on every Horde, so a card shown with another Horde's coins is caught.
    s.g.hordes = { grey: [0, 1, 2, 3, 4], dragon: { r: 5, g: 6, b: 7 } };
    for (const seat of [-1, 0, 2]) {
      const m = viewFor(s, seat).cardMarks;
      // The Grey Hordes by rank (Warrior 1 ... Rogue 5), the Dragons by color (red, green, blue).
      const grey = [...GREY_IDS].sort((a, b) => CARDS[a]!.rank - CARDS[b]!.rank);
      expect(grey.map((id) => m[id]?.badge)).toEqual(['0', '1', '2', '3', '4']);
      const byColor = (c: string) => DRAGON_IDS.find((id) => CARDS[id]!.color === c)!;
      expect(['r', 'g', 'b'].map((c) => m[byColor(c)]?.badge)).toEqual(['5', '6', '7']);
      expect(m[grey[1]!]?.words).toBe('1 coin on this Horde');
      expect(m[grey[4]!]?.words).toBe('4 coins on this Horde');
      expect(Object.keys(m)).toHaveLength(GREY_IDS.length + DRAGON_IDS.length);
    }
  });
});

describe("The Wheel: each Leader shows its strength, the strongest's star, a marker's cross", () => {
  it("marks each Leader card with its own Leader's strength", () => {
    const s = table('the-wheel', 3);
    // Distinct strengths, so a Leader shown with another's strength is caught.
    s.g.strength = { W: 1, L: 2, B: 3, M: 4, R: 6 };
    s.g.strongest = 'R';
    s.g.marked = { W: false, L: true, B: false, M: false, R: false };
    const m = viewFor(s, 1).cardMarks;
    const leader = (rank: number): CardId => s.zones.leaders!.cards.find((id) => CARDS[id]!.rank === rank)!;
    // Ranks: Warrior 1, Lady 2, Bard 3, Merchant 4, Rogue 5.
    expect([1, 2, 3, 4, 5].map((r) => m[leader(r)]?.badge)).toEqual(['1', '2 ✕', '3', '4', '6★']);
    expect(m[leader(1)]?.words).toBe('Strength 1: the sum of the cards played on this Leader');
    expect(m[leader(5)]?.words).toBe('Strength 6: the sum of the cards played on this Leader · ★ the strongest Leader now');
    expect(m[leader(2)]?.words).toBe('Strength 2: the sum of the cards played on this Leader · ✕ a marker: no card may be played on this Leader');
    // Only the five Leaders carry a mark: no card in a hand or on a spoke.
    expect(Object.keys(m)).toHaveLength(5);
  });

  it('follows a card played on a Leader', () => {
    let s = table('the-wheel', 2);
    for (let i = 0; i < 200 && !viewFor(s, -1).log.some((e) => e.t === 'placed'); i++) {
      const seat = viewFor(s, -1).pending[0]!;
      s = apply(s, seat, viewFor(s, seat).legal[0]!).state;
    }
    const placed = viewFor(s, -1).log.find((e) => e.t === 'placed')!;
    const m = viewFor(s, 0).cardMarks;
    const rank = { W: 1, L: 2, B: 3, M: 4, R: 5 }[placed.leader as string]!;
    const card = s.zones.leaders!.cards.find((id) => CARDS[id]!.rank === rank)!;
    expect(m[card]?.badge).toMatch(new RegExp(`^${String(placed.strength)}`));
  });
});

describe('City Square: the district each card becomes', () => {
  // The rulebook (page 24): Warriors are Barracks, Ladies Estates, Bards Taverns, Merchants Markets, Rogues
  // Thieves' Guilds; a Dragon (Dragon Cards) is a Fancy Tavern.
  const DISTRICT: Record<number, string> = { 0: 'Fancy Tavern', 1: 'Barracks', 2: 'Estate', 3: 'Tavern', 4: 'Market', 5: "Thieves' Guild" };

  it("captions the seat's own hand and every city, never another's hidden hand", () => {
    const s = table('city-square', 3, { variants: ['dragon-cards'] });
    const m0 = viewFor(s, 0).cardMarks;
    const hand0 = s.zones['hand.0']!.cards;
    expect(hand0.length).toBeGreaterThan(0);
    for (const id of hand0) expect(m0[id]?.caption, `card ${id}`).toBe(DISTRICT[CARDS[id]!.rank]);
    for (const id of s.zones['hand.1']!.cards) expect(m0[id]).toBeUndefined();
    expect(Object.keys(viewFor(s, -1).cardMarks)).toEqual([]);
  });

  it('says the district in the built event, and leaves covered districts without a caption', () => {
    const s = table('city-square', 2);
    for (let i = 0; i < 400 && !s.log.some((e) => e.t === 'built' && e.covered !== null); i++) {
      const seat = viewFor(s, -1).pending[0]!;
      const v = viewFor(s, seat);
      // Build on the center when it is taken (to cover a district); else the first legal action.
      const cover = v.legal.find((a) => a.t === 'build' && a.row === 2 && a.col === 2);
      applyInPlace(s, seat, cover ?? v.legal[0]!);
    }
    const built = s.log.filter((e) => e.t === 'built');
    expect(built.length).toBeGreaterThan(0);
    for (const e of built) expect(e.district).toBe(DISTRICT[CARDS[e.cards![0]!]!.rank]);
    const covered = Object.entries(s.zones).filter(([n]) => n.startsWith('covered.')).flatMap(([, z]) => z.cards);
    expect(covered.length).toBeGreaterThan(0);
    const m = viewFor(s, -1).cardMarks;
    for (const id of covered) expect(m[id]).toBeUndefined();
    for (const id of s.zones['city.0']!.cards) expect(m[id]?.caption).toBe(DISTRICT[CARDS[id]!.rank]);
  });
});

describe('a seat out of chips: the view says what that means', () => {
  it('all in under Betting; nothing in front of it under Shares; nothing for a folded seat or an onlooker', () => {
    const s = table('rogues-and-warriors', 3);
    expect(viewFor(s, 0).outOfMoney).toBeNull();
    s.stacks[0] = 0;
    expect(viewFor(s, 0).outOfMoney).toBe('You have no chips left: you are all in for the rest of this game.');
    expect(viewFor(s, 1).outOfMoney).toBeNull();
    expect(viewFor(s, -1).outOfMoney).toBeNull();
    s.folded[0] = true;
    expect(viewFor(s, 0).outOfMoney).toBeNull();
    const shares = table('rogues-and-warriors', 3, { stakes: { mode: 'shares', share: 3 } });
    shares.stacks[2] = 0;
    expect(viewFor(shares, 2).outOfMoney).toBe('You have no chips left in front of you.');
  });

  it('Dragon Hordes: out of coins is leaving the game, and the folded seat is still told', () => {
    const s = table('dragon-hordes', 3);
    s.stacks[1] = 0;
    expect(viewFor(s, 1).outOfMoney).toBe('You have no coins left: you cannot place any more this game.');
    s.folded[1] = true;
    expect(viewFor(s, 1).outOfMoney).toBe('You are out of coins: you have left this game.');
    s.phase = 'over';
    expect(viewFor(s, 1).outOfMoney).toBeNull();
  });
});

describe('who can ante the next game: the view says it as the engine seats it', () => {
  it('needs the ante in chips: 1 when betting, one Share for Shares (a Share of 0 seats a seat with nothing)', () => {
    const s = table('rogues-and-warriors', 3);
    s.stacks = [0, 1, 5];
    expect(viewFor(s, -1).canAnte).toEqual([false, true, true]);
    const shares = table('rogues-and-warriors', 3, { stakes: { mode: 'shares', share: 3 } });
    shares.stacks = [2, 3, 0];
    expect(viewFor(shares, 0).canAnte).toEqual([false, true, false]);
    const free = table('rogues-and-warriors', 3, { stakes: { mode: 'shares', share: 0 } });
    free.stacks = [0, 4, 4];
    expect(viewFor(free, 1).canAnte).toEqual([true, true, true]);
  });

  it('is the seating of the next game', () => {
    let s = table('rogues-and-warriors', 3, { stakes: { mode: 'shares', share: 2 } });
    for (let i = 0; i < 400 && s.phase === 'playing'; i++) {
      const seat = viewFor(s, -1).pending[0]!;
      s = apply(s, seat, viewFor(s, seat).legal[0]!).state;
    }
    expect(s.phase).toBe('over');
    // Move chips so one seat is one short of a Share (money stays on the table).
    const short = s.stacks.findIndex((x) => x >= 2);
    const other = (short + 1) % 3;
    s.stacks[other] += s.stacks[short]! - 1;
    s.stacks[short] = 1;
    const can = viewFor(s, -1).canAnte;
    const next = apply(s, 0, { t: 'next-game' }).state;
    expect(next.inGame).toEqual(can);
  });
});
