import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../src/shared/cards/notation';
import { newTable } from '../../../src/shared/engine/table';
import { viewFor } from '../../../src/shared/engine/view';
import { CARDS, GREY_IDS } from '../../../src/shared/cards/card';
import { cardTip, seatTip } from '../../../src/renderer/src/ui/tooltips';
import { useHostCatalogue } from '../../helpers/catalogue';

// The page's lookups read the host's catalogue, as the app loads it before the first screen.
useHostCatalogue();

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

  it('the meaning of each badge, in the words the view gives', () => {
    const seats = [0, 1, 2].map((i) => ({ name: `P${i}`, kind: 'human' as const }));
    const config = { seats, variants: [], stakes: { mode: 'betting' as const, minRaise: true }, splitRule: 'merchant' as const, startingChips: 20, seed: 9 };
    const hordes = newTable({ ...config, game: 'dragon-hordes' }).state;
    hordes.g.hordes = { grey: [1, 4, 0, 0, 0], dragon: { r: 0, g: 0, b: 0 } };
    const hv = viewFor(hordes, 0);
    expect(cardTip(hv, GREY_IDS[0]!).lines).toContain('1 coin on this Horde');
    expect(cardTip(hv, GREY_IDS[1]!).lines).toContain('4 coins on this Horde');
    const wheel = newTable({ ...config, game: 'the-wheel' }).state;
    wheel.g.strength = { W: 0, M: 0, B: 0, L: 5, R: 0 };
    wheel.g.strongest = 'L';
    wheel.g.marked = { W: false, M: false, B: false, L: true, R: false };
    const lady = wheel.zones.leaders!.cards.find((id) => CARDS[id]!.rank === 2)!;
    expect(cardTip(viewFor(wheel, 0), lady).lines).toContain(
      'Strength 5: the sum of the cards played on this Leader · ★ the strongest Leader now · ✕ a marker: no card may be played on this Leader',
    );
    // Rogues and Warriors puts no mark on its cards: only the card's own note.
    expect(cardTip(v, parseCard('rW.wolf')).lines).toHaveLength(1);
  });

  it('a seat: chips, the Starting Player\'s S, who is awaited', () => {
    const sp = v.startingPlayer;
    const tip = seatTip(v, sp);
    expect(tip.lines).toContain('S: the Starting Player, who acts first this game.');
    expect(seatTip(v, 0).title).toBe('Ann (you)');
    expect(seatTip(v, 1).lines).toContain('A bot.');
  });
});
