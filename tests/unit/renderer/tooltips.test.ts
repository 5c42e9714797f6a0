import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../src/shared/cards/notation';
import { newTable } from '../../../src/shared/engine/table';
import { viewFor } from '../../../src/shared/engine/view';
import { badgeWords, cardTip, seatTip } from '../../../src/renderer/src/ui/tooltips';

describe('tooltips over the table (issue 13.16)', () => {
  const s = newTable({
    game: 'rogues-and-warriors',
    seats: [{ name: 'Ann', kind: 'human' }, { name: 'Bob', kind: 'bot' }],
    variants: [],
    stakes: { mode: 'betting', minRaise: true },
    splitRule: 'merchant',
    startingChips: 20,
    seed: 2,
  }).state;
  const v = viewFor(s, 0);

  it('a card: its name and what it scores in this game', () => {
    const tip = cardTip(v, parseCard('rW.wolf'));
    expect(tip.title).toBe('Red Warrior (Wolf)');
    expect(tip.lines[0]).toMatch(/^Rank 1 \(Warrior = 1\)/);
    expect(cardTip(v, null)).toEqual({ title: 'A face-down card', lines: ['Hidden from you.'] });
  });

  it('the meaning of each badge', () => {
    expect(badgeWords('dragon-hordes', '1')).toBe('1 coin on this Horde');
    expect(badgeWords('dragon-hordes', '4')).toBe('4 coins on this Horde');
    expect(badgeWords('the-wheel', '5★ ✕')).toBe('Strength 5: the sum of the cards played on this Leader · ★ the strongest Leader now · ✕ a marker: no card may be played on this Leader');
    expect(badgeWords('rogues-and-warriors', '3')).toBeNull();
  });

  it('a seat: chips, the Starting Player\'s S, who is awaited', () => {
    const sp = v.startingPlayer;
    const tip = seatTip(v, sp);
    expect(tip.lines).toContain('S: the Starting Player, who acts first this game.');
    expect(seatTip(v, 0).title).toBe('Ann (you)');
    expect(seatTip(v, 1).lines).toContain('A bot.');
  });
});
