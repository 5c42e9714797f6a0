import { describe, expect, it } from 'vitest';
import { eventText, namesList, placeText, resultHeadline, zoneWords } from '../../../src/renderer/src/state/words';

const names = ['Ann', 'Bob', 'Cid'];

describe('events in words, for the recap', () => {
  it('says who bet what, from the seat on screen', () => {
    expect(eventText({ t: 'bet', seat: 1, kind: 'raise', to: 6, amount: 6 }, names, 0)).toBe('Bob raises to 6');
    expect(eventText({ t: 'bet', seat: 0, kind: 'call', amount: 3 }, names, 0)).toBe('You call 3');
    expect(eventText({ t: 'bet', seat: 2, kind: 'all-in', to: 40 }, names, 0)).toBe('Cid goes all in (40)');
    expect(eventText({ t: 'folded', seat: 2 }, names, 0)).toBe('Cid folds');
  });

  it('never names a card the log hides', () => {
    expect(eventText({ t: 'dealt', seat: 1, zone: 'hand.1', cards: [null, null] }, names, 0)).toBe('Bob gets 2 cards (hand)');
  });

  it('reads an event it does not know', () => {
    expect(eventText({ t: 'hordes-laid', seat: 1, amount: 2 }, names, 0)).toBe('Bob: hordes laid (amount 2)');
  });

  it('lists names and places', () => {
    expect(namesList([0, 2], names)).toBe('Ann and Cid');
    expect(namesList([0, 1, 2, 3], [...names, 'Dee'], [0, 1, 2, 3])).toBe('all 4 still in');
    expect(placeText(1)).toBe('1st');
    expect(placeText(2)).toBe('2nd');
    expect(placeText(null)).toBe('—');
    expect(zoneWords('wheel.W')).toBe('the Wheel W');
    expect(zoneWords('hand.3')).toBe('hand');
  });

  it('says how a game without a showdown was won (Doublerogue), and nothing more after a showdown', () => {
    const base = { awards: [], refunds: [], payouts: [0, 0, 0], carry: 0, replay: null };
    const standings = [
      { seat: 0, place: null, score: null, label: 'busted: two Rogues, paid 5' },
      { seat: 1, place: 1, score: null, label: 'last player standing' },
      { seat: 2, place: null, score: null, label: 'folded' },
    ];
    expect(resultHeadline({ ...base, kind: 'last-standing', standings }, names, 0)).toBe('Bob wins: the last player standing');
    const sampler = standings.map((s) => (s.seat === 1 ? { ...s, label: 'Royal Sampler' } : s));
    expect(resultHeadline({ ...base, kind: 'special', standings: sampler }, names, 1)).toBe('You win: Royal Sampler');
    const shown = standings.map((s) => (s.seat === 1 ? { ...s, score: 12, label: 'Pair of Bards' } : s));
    expect(resultHeadline({ ...base, kind: 'showdown', standings: shown }, names, 0)).toBe('Bob wins');
    // Dragon Hordes ends "specially" with a score per player: the score tells, no label in the headline.
    expect(resultHeadline({ ...base, kind: 'special', standings: shown }, names, 0)).toBe('Bob wins');
  });
});
