import { describe, expect, it } from 'vitest';
import { CUES } from '../../../src/renderer/src/sound/cues';
import { Sound } from '../../../src/renderer/src/sound/sound';
import { tavernCueFor } from '../../../src/renderer/src/sound/tavern-cues';
import type { TEvent } from '../../../src/shared/tavern/types';

/** Which sound each tavern event makes (issue 16: card played, drink poured and drunk, gold, passing out, a win). */
describe('the tavern sound cues', () => {
  it('a card played makes a card sound, a Negated one a fold; an IOU slip and a used Prize are cards too', () => {
    expect(tavernCueFor({ t: 'cardPlayed', seat: 1, card: 'c4', def: 'core.start', mode: 0, targets: [] }, 0)).toBe('card');
    expect(tavernCueFor({ t: 'cardNegated', card: 'c4', by: 2 }, 0)).toBe('fold');
    expect(tavernCueFor({ t: 'iou', from: 0, to: 1, n: 1 }, 0)).toBe('card');
    expect(tavernCueFor({ t: 'prizeUsed', seat: 1, card: 'p1' }, 0)).toBe('card');
    // Resolving and drawing are bookkeeping: silent.
    expect(tavernCueFor({ t: 'cardResolved', card: 'c4' }, 0)).toBe(null);
    expect(tavernCueFor({ t: 'drew', seat: 0, n: 2 }, 0)).toBe(null);
  });

  it('a Drink ordered is poured, a Drink revealed is drunk (each card of a Chaser chain)', () => {
    expect(tavernCueFor({ t: 'drinkOrdered', by: 0, to: 2 }, 1)).toBe('pour');
    expect(tavernCueFor({ t: 'drinkRevealed', seat: 2, card: 'd3', def: 'drink.house-red-chaser', source: 'pile' }, 1)).toBe('gulp');
    expect(tavernCueFor({ t: 'drinkRevealed', seat: 2, card: 'd4', def: 'drink.small-beer', source: 'pile' }, 1)).toBe('gulp');
    expect(tavernCueFor({ t: 'drinkDiscarded', card: 'd3', def: 'drink.house-red-chaser' }, 1)).toBe(null);
  });

  it('Gold moving clinks; a hit (Fortitude lost) knocks; Alcohol rising or Fortitude healed is silent', () => {
    expect(tavernCueFor({ t: 'goldMoved', from: 0, to: 'pot', n: 1 }, 0)).toBe('chips');
    expect(tavernCueFor({ t: 'goldMoved', from: 'inn', to: 2, n: 3 }, 0)).toBe('chips');
    expect(tavernCueFor({ t: 'goldMoved', from: 'inn', to: 2, n: 0 }, 0)).toBe(null);
    expect(tavernCueFor({ t: 'statChanged', seat: 1, stat: 'F', from: 20, to: 18 }, 0)).toBe('knock');
    expect(tavernCueFor({ t: 'statChanged', seat: 1, stat: 'F', from: 18, to: 20 }, 0)).toBe(null);
    expect(tavernCueFor({ t: 'statChanged', seat: 1, stat: 'AC', from: 2, to: 5 }, 0)).toBe(null);
  });

  it('passing out thuds; going broke or leaving a Round folds', () => {
    expect(tavernCueFor({ t: 'eliminated', seat: 3, why: 'passed-out' }, 0)).toBe('thud');
    expect(tavernCueFor({ t: 'eliminated', seat: 3, why: 'broke' }, 0)).toBe('fold');
    expect(tavernCueFor({ t: 'leftRound', seat: 3 }, 0)).toBe('fold');
  });

  it('a Round of Gambling starts with a knock, and each pass raps; control changing hands is the card that took it', () => {
    expect(tavernCueFor({ t: 'roundStarted', starter: 0, in: [0, 1, 2] }, 1)).toBe('knock');
    expect(tavernCueFor({ t: 'roundPassed', seat: 2 }, 1)).toBe('knock');
    expect(tavernCueFor({ t: 'control', seat: 2 }, 1)).toBe(null);
  });

  it('the bell rings for the seat on screen only; the win cheers the winner and sighs for the others', () => {
    const turn: TEvent = { t: 'turn', seat: 2, n: 5 };
    expect(tavernCueFor(turn, 2)).toBe('turn');
    expect(tavernCueFor(turn, 1)).toBe(null);
    const won: TEvent = { t: 'won', seats: [1], tie: false };
    expect(tavernCueFor(won, 1)).toBe('win');
    expect(tavernCueFor(won, 0)).toBe('lose');
    // A hotseat table's public screen, or a table of bots: any winner is cheered.
    expect(tavernCueFor(won, -1)).toBe('win');
    expect(tavernCueFor({ t: 'won', seats: [0, 2], tie: true }, 2)).toBe('win');
  });

  it("an Appendix B Round sounds as the standalone game, from the viewer's place at that table", () => {
    const rolled: TEvent = { t: 'hosted', ev: { t: 'rolled', seat: 0, dice: [3, 4] }, seats: [2, 0] };
    expect(tavernCueFor(rolled, 0)).toBe('dice');
    expect(tavernCueFor({ t: 'hosted', ev: { t: 'bet', seat: 1, kind: 'check', amount: 0 }, seats: [2, 0] }, 0)).toBe('knock');
  });

  it('every tavern cue is one the player can make, and a muted player makes none', () => {
    const s = new Sound();
    for (const cue of ['pour', 'gulp', 'thud'] as const) {
      expect(CUES).toContain(cue);
      s.play(cue);
    }
    expect(s.played).toEqual(['pour', 'gulp', 'thud']);
    const muted = new Sound();
    muted.prefs = { on: false, volume: 0.6 };
    muted.play('pour');
    const silent = new Sound();
    silent.prefs = { on: true, volume: 0 };
    silent.play('gulp');
    expect(muted.played).toEqual([]);
    expect(silent.played).toEqual([]);
  });
});
