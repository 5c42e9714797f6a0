import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chaserLinks, continuesChain, debtsAfter, prizeJoined, roundAfter, roundShown } from '../../../src/renderer/src/tavern/animators/plan';
import type { TEvent } from '../../../src/shared/tavern/types';
import { propertySeed } from '../../helpers/property';

const reveal = (seat: number, def: string, source: 'pile' | 'deck' = 'pile'): TEvent => ({ t: 'drinkRevealed', seat, card: `d${def.length}`, def, source });
const isChaser = (def: string) => def.endsWith('-chaser');

describe('a Drink with its Chasers is shown as one chain', () => {
  it('links each card revealed after a Chaser from the same source to the same drinker, and nothing else (TAVERN.md §2.3, T9)', () => {
    const events: TEvent[] = [
      reveal(0, 'drink.house-red-chaser'),
      reveal(0, 'drink.small-beer-chaser'),
      reveal(0, 'drink.furnace-stout'),
      // A new Drink: not linked, though the same seat.
      reveal(0, 'drink.small-beer'),
      // A contest: each seat reveals from the deck; B's chaser links only B's next card.
      reveal(1, 'drink.house-red-chaser', 'deck'),
      reveal(2, 'drink.small-beer', 'deck'),
    ];
    expect(chaserLinks(events, isChaser)).toEqual([false, true, true, false, false, false]);
  });

  it('an Event revealed as a Chaser is linked (it is what stopped the chain); a refill mid-chain keeps it', () => {
    const events: TEvent[] = [reveal(1, 'drink.small-beer-chaser', 'deck'), { t: 'refill', paying: [0, 1] }, { t: 'reshuffled', seat: 'drinks' }, reveal(1, 'event.brawl', 'deck')];
    expect(chaserLinks(events, isChaser)).toEqual([false, false, false, true]);
  });

  it('anything else between two reveals ends the chain (a response comes only after the whole Drink)', () => {
    const events: TEvent[] = [reveal(0, 'drink.small-beer-chaser'), { t: 'statChanged', seat: 0, stat: 'AC', from: 0, to: 1 }, reveal(0, 'drink.small-beer')];
    expect(chaserLinks(events, isChaser)).toEqual([false, false, false]);
    expect(continuesChain(null, reveal(0, 'x') as Extract<TEvent, { t: 'drinkRevealed' }>)).toBe(false);
    expect(continuesChain({ seat: 0, source: 'deck', chaser: true }, reveal(0, 'x', 'pile') as Extract<TEvent, { t: 'drinkRevealed' }>)).toBe(false);
  });
});

describe('the base Round as control passing around the table', () => {
  const start = roundAfter(null, { t: 'roundStarted', starter: 0, in: [0, 1, 2, 3] });

  it('the starter controls; a control event moves it and clears the passes; leaving as controller leaves nobody', () => {
    expect(start).toEqual({ starter: 0, controller: 0, in: [0, 1, 2, 3], passed: [], prize: null, hosted: false });
    const passed = { ...start!, passed: [1, 2] };
    const d = roundAfter(passed, { t: 'control', seat: 3 });
    expect(d).toMatchObject({ controller: 3, passed: [] });
    const left = roundAfter(d, { t: 'leftRound', seat: 3 });
    expect(left).toMatchObject({ controller: null, in: [0, 1, 2] });
    expect(roundAfter(left, { t: 'roundEnded', to: 'inn', pot: 4, prize: null })).toBe(null);
    // A starter who left at the ante does not control (G3).
    expect(roundAfter(null, { t: 'roundStarted', starter: 0, in: [1, 2] })?.controller).toBe(null);
    // Events that are not the Round's change nothing.
    expect(roundAfter(d, { t: 'phase', seat: 0, phase: 'drink' })).toBe(d);
  });

  it('an Appendix B Round is nobody\'s to control (no token); a plain Round chosen stays a base Round', () => {
    const choice = { game: 'threes', variants: [], splitRule: 'merchant' } as unknown as Extract<TEvent, { t: 'gameChosen' }>['choice'];
    expect(roundAfter(start, { t: 'gameChosen', seat: 0, choice })?.hosted).toBe(true);
    expect(roundAfter(start, { t: 'gameChosen', seat: 0, choice: null })?.hosted).toBe(false);
    expect(roundShown({ starter: 1, controller: null, in: [1, 2], passed: [], prize: null, kind: 'hosted' })?.hosted).toBe(true);
  });

  it('a pass joins the passed list once; control changing hands empties it', () => {
    const a = roundAfter(start, { t: 'roundPassed', seat: 1 });
    expect(a?.passed).toEqual([1]);
    expect(roundAfter(a, { t: 'roundPassed', seat: 1 })?.passed).toEqual([1]);
    expect(roundAfter(roundAfter(a, { t: 'roundPassed', seat: 2 }), { t: 'control', seat: 3 })?.passed).toEqual([]);
    expect(roundAfter(null, { t: 'roundPassed', seat: 1 })).toBe(null);
  });

  it('a Prize joins the pot when a Round first shows it', () => {
    const r = { starter: 0, controller: 0, in: [0, 1], passed: [], prize: null as string | null };
    expect(prizeJoined(null, { ...r, prize: 'p2' })).toBe('p2');
    expect(prizeJoined(r, { ...r, prize: 'p2' })).toBe('p2');
    expect(prizeJoined({ ...r, prize: 'p2' }, { ...r, prize: 'p2' })).toBe(null);
    // A new Round (another starter) with the same Prize back from the Bin: it joined again.
    expect(prizeJoined({ ...r, prize: 'p2' }, { ...r, starter: 1, prize: 'p2' })).toBe('p2');
    expect(prizeJoined(r, r)).toBe(null);
    expect(roundShown(null)).toBe(null);
  });
});

describe("Vess's IOUs as the screen counts them", () => {
  it('a Vess giving an IOU adds to the taker; one coming back takes from the giver; the tokens are kept (property)', () => {
    const seed = propertySeed('tavern-plan IOUs');
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.boolean(), fc.integer({ min: 1, max: 2 })), { maxLength: 30 }), (ops) => {
        // Seat 0 is Vess with 5 tokens; seats 1–3 may take them.
        let debts = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
        let pool = 5;
        for (const [seat, give, n] of ops) {
          if (give && pool >= n) {
            debts = debtsAfter(debts, { t: 'iou', from: 0, to: seat, n });
            pool -= n;
          } else if (!give && debts[seat]![0]! >= n) {
            debts = debtsAfter(debts, { t: 'iou', from: seat, to: 0, n });
            pool += n;
          }
          expect(pool + debts.reduce((t, row) => t + row[0]!, 0)).toBe(5);
          expect(debts.every((row) => row.every((x) => x >= 0))).toBe(true);
        }
      }),
      { seed },
    );
  });

  it('the example: Vess (seat 0) gives B two IOUs, one comes back', () => {
    let d = debtsAfter([[0, 0], [0, 0]], { t: 'iou', from: 0, to: 1, n: 1 });
    d = debtsAfter(d, { t: 'iou', from: 0, to: 1, n: 1 });
    expect(d[1]).toEqual([2, 0]);
    d = debtsAfter(d, { t: 'iou', from: 1, to: 0, n: 1 });
    expect(d[1]).toEqual([1, 0]);
  });
});
