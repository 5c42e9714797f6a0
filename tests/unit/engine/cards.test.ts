import { describe, expect, it } from 'vitest';
import { CARDS, DRAGON_IDS, GREY_IDS, STANDARD_IDS, cardInfo, describeCard, formatCard, isMammal } from '../../../src/shared/cards/card';
import { cards, parseCard, parseFace } from '../../../src/shared/cards/notation';

describe('the deck (page 2, RULINGS.md)', () => {
  it('holds 90 standard cards: six animal sets of 1 Warrior, 2 Ladies, 3 Bards, 4 Merchants, 5 Rogues', () => {
    expect(STANDARD_IDS).toHaveLength(90);
    for (const animal of ['wolf', 'hawk', 'horse', 'owl', 'hare', 'wren']) {
      const set = CARDS.filter((c) => c.animal === animal);
      expect(set.map((c) => c.rank).sort()).toEqual([1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 5]);
    }
  });

  it('gives each color a mammal and a bird: red Wolf/Hawk, green Horse/Owl, blue Hare/Wren', () => {
    expect(formatCard(parseCard('rW.wolf'))).toBe('rW.wolf');
    expect(cardInfo(parseCard('gR.owl')).color).toBe('g');
    expect(isMammal(parseCard('bB.hare'))).toBe(true);
    expect(isMammal(parseCard('bB.wren'))).toBe(false);
    for (const color of ['r', 'g', 'b']) {
      const counts = [1, 2, 3, 4, 5].map((rank) => CARDS.filter((c) => c.kind === 'standard' && c.color === color && c.rank === rank).length);
      expect(counts).toEqual([2, 4, 6, 8, 10]);
    }
  });

  it('has three Dragons, one per color, with no animal, and five Grey cards, one per rank', () => {
    expect(DRAGON_IDS.map(formatCard)).toEqual(['rD', 'gD', 'bD']);
    expect(GREY_IDS.map(formatCard)).toEqual(['xW', 'xL', 'xB', 'xM', 'xR']);
    expect(describeCard(parseCard('gD'))).toBe('green Dragon');
    expect(describeCard(parseCard('bB.hare'))).toBe('blue Bard (Hare)');
  });
});

describe('the card notation', () => {
  it('reads a face with or without its animal', () => {
    expect(parseFace('bB.hare')).toEqual({ color: 'b', rank: 3, animal: 'hare' });
    expect(parseFace('rR')).toEqual({ color: 'r', rank: 5, animal: null });
  });

  it('turns a list into distinct physical cards, specific faces first', () => {
    const ids = cards('rW rW.wolf');
    expect(new Set(ids).size).toBe(2);
    expect(formatCard(ids[1]!)).toBe('rW.wolf');
    expect(formatCard(ids[0]!)).toBe('rW.hawk');
  });

  it.each([
    ['qW', /not a card/],
    ['rX', /not a card/],
    ['xD', /no grey Dragon/],
    ['rD.wolf', /Dragons have no animal/],
    ['bB.wolf', /wolf set is red/],
    ['gL.cat', /not an animal/],
    ['xW.hare', /Grey cards have no animal/],
  ])('refuses %s with a sentence', (text, message) => {
    expect(() => parseCard(text)).toThrow(message);
  });

  it('refuses more copies than the deck holds: one Warrior per animal, one Dragon per color', () => {
    expect(() => cards('rW.wolf rW.wolf')).toThrow(/1 copy/);
    expect(() => cards('rW rW rW')).toThrow(/2 copies/);
    expect(() => cards('gD gD')).toThrow(/1 copy/);
    expect(cards('bR bR bR bR bR bR bR bR bR bR')).toHaveLength(10);
    expect(() => cards('bR bR bR bR bR bR bR bR bR bR bR')).toThrow(/10 copies/);
  });
});
