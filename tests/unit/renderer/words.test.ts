import { describe, expect, it } from 'vitest';
import { parseCard as cardId } from '../../../src/shared/cards/notation';
import { applyInPlace, canStartGame, newTable } from '../../../src/shared/engine/table';
import type { GameEvent } from '../../../src/shared/engine/types';
import { viewFor } from '../../../src/shared/engine/view';
import { playableGames } from '../../../src/shared/games/registry';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { playRandomGame, randomConfig } from '../../../src/shared/sim/random-table';
import { eventText, fallbackText, seatLine, historyLines, logLines, namesList, placeText, resultHeadline, zoneWords } from '../../../src/renderer/src/state/words';
import { propertySeed } from '../../helpers/property';
import { hordeName, predictionName } from '../../../src/shared/games/dragon-hordes/hordes';
import { leaderName, WHEEL } from '../../../src/shared/games/the-wheel/scoring';
import { useHostCatalogue } from '../../helpers/catalogue';

// The page's lookups read the host's catalogue, as the app loads it before the first screen.
useHostCatalogue();

const names = ['Ann', 'Bob', 'Cid'];

describe('events in words, for the recap', () => {
  it('says who bet what, from the seat on screen', () => {
    expect(eventText({ t: 'bet', seat: 1, kind: 'raise', to: 6, amount: 6 }, names, 0)).toBe('Bob raises to 6');
    expect(eventText({ t: 'bet', seat: 0, kind: 'call', amount: 3 }, names, 0)).toBe('You call 3');
    expect(eventText({ t: 'bet', seat: 2, kind: 'all-in', to: 40 }, names, 0)).toBe('Cid goes all in (40)');
    expect(eventText({ t: 'folded', seat: 2 }, names, 0)).toBe('Cid folds');
  });

  it('never names a card the log hides', () => {
    expect(eventText({ t: 'dealt', seat: 1, zone: 'hand.1', cards: [null, null] }, names, 0)).toBe('Bob gets 2 cards');
    expect(eventText({ t: 'dealt', seat: 1, zone: 'up.1', cards: [null] }, names, 0)).toBe('Bob gets a card (face-up cards)');
  });

  it('reads an event it does not know', () => {
    expect(eventText({ t: 'mystery-step', seat: 1, amount: 2 }, names, 0)).toBe('Bob: mystery step (amount 2)');
  });

  it('words the events of issue 13.9 for players, not as the engine writes them', () => {
    const merchant = cardId('gM.owl');
    expect(eventText({ t: 'built', seat: 1, row: 0, col: 1, covered: false, district: 'Market', cards: [merchant] }, names, 0)).toBe('Bob builds green Merchant (Owl) as a Market');
    expect(eventText({ t: 'built', seat: 0, row: 2, col: 2, covered: true, district: 'Market', cards: [merchant] }, names, 0)).toBe('You build green Merchant (Owl) as a Market, covering a district');
    expect(eventText({ t: 'placed', seat: 2, horde: 5, amount: 1 }, names, 0)).toBe('Cid puts 1 coin on the Rogue Horde');
    expect(eventText({ t: 'took', seat: 0, horde: 'r', amount: 3 }, names, 0)).toBe('You take 3 coins from the red Dragon Horde');
  });

  it("names Hordes, predictions and Leaders in the games' own words, which come in the host's catalogue (issue 21)", () => {
    for (const color of [undefined, 'r', 'g', 'b'] as const)
      for (const rank of [undefined, 1, 2, 3, 4, 5] as const) {
        const said = eventText({ t: 'predicted', seat: 1, ...(color ? { color } : {}), ...(rank ? { rank } : {}) }, names, 0);
        expect(said).toBe(`Bob predicts ${predictionName({ color, rank }) || 'nothing'}`);
      }
    for (const h of ['r', 'g', 'b', 1, 2, 3, 4, 5] as const) expect(eventText({ t: 'took', seat: 2, horde: h, amount: 1 }, names, 0)).toBe(`Cid takes 1 coin from the ${hordeName(h)}`);
    // An id the catalogue does not name (nor a name of Object's own) reads as a Horde, a Leader.
    expect(eventText({ t: 'took', seat: 2, horde: 9, amount: 1 }, names, 0)).toContain('a Horde');
    for (const l of WHEEL) expect(eventText({ t: 'marked', leader: l }, names, 0)).toBe(`The ${leaderName(l)} takes a marker`);
    expect(eventText({ t: 'marked', leader: 'toString' }, names, 0)).toMatch(/^a Leader takes a marker$/i);
  });

  it('names who moved what (the recap)', () => {
    const bard = cardId('bB.hare');
    expect(eventText({ t: 'moved', from: 'hand.1', to: 'up.1', cards: [bard] }, names, 0)).toBe('Bob moves blue Bard (Hare) from hand to face-up cards');
    expect(eventText({ t: 'moved', from: 'loot.2', to: 'loot.0', cards: [bard] }, names, 0)).toBe("blue Bard (Hare) goes from Cid's Loot Pile to your Loot Pile");
  });
});

describe('history lines', () => {
  it('say a card moved and built once, as the build', () => {
    const m = cardId('gM.owl');
    const lines = logLines(
      [
        { t: 'moved', from: 'hand.1', to: 'city.1', cards: [m] },
        { t: 'built', seat: 1, row: 2, col: 2, covered: false, district: 'Market', cards: [m] },
        { t: 'chose', seat: 2 },
        { t: 'moved', from: 'hand.1', to: 'up.1', cards: [m] },
      ],
      names,
      0,
    );
    expect(lines).toEqual(['Bob builds green Merchant (Owl) as a Market', 'Bob moves green Merchant (Owl) from hand to face-up cards']);
  });
});

describe('every event of every game reads as a sentence for players', () => {
  it('no event the 15 games log falls back to the engine wording', () => {
    const seed = propertySeed('events in words');
    const rng = rngFrom(seedRng(seed));
    const seen = new Map<string, GameEvent>();
    for (const def of playableGames()) {
      for (let table = 0; table < 12; table++) {
        const { state: s } = newTable(randomConfig(def, rng));
        for (let game = 0; game < 2; game++) {
          playRandomGame(s, rng);
          for (const e of s.log) if (!seen.has(`${def.id}/${e.t}`)) seen.set(`${def.id}/${e.t}`, e);
          // The history panel reads the seat's own filtered log, whole.
          expect(historyLines(viewFor(s, 0)).length).toBeGreaterThan(0);
          if (!canStartGame(s)) break;
          applyInPlace(s, 0, { t: 'next-game' });
        }
      }
    }
    const raw = [...seen.entries()].filter(([, e]) => eventText(e, names.concat(['Dee', 'Eve', 'Fay', 'Gil', 'Hal']), 0) === fallbackText(e, names, 0));
    expect(raw.map(([k]) => k)).toEqual([]);
    expect(seen.size).toBeGreaterThan(40);
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

describe("a seat's bubble (issue 28.15)", () => {
  it('drops the name the plate already shows, and a state reads as what happened', () => {
    const robbed: GameEvent = { t: 'robbed', seat: 0 };
    expect(seatLine(eventText(robbed, ['Ann Lee', 'Bo'], -1), 'Ann Lee')).toBe('Robbed: the Rogues take the Cart');
    expect(seatLine(eventText({ t: 'stocked', seat: 1, count: 3 }, ['Ann', 'Bo'], -1), 'Bo')).toBe('Stocks 3 cards');
    expect(seatLine(null, 'Bo')).toBeNull();
  });
});
