import { describe, expect, it } from 'vitest';
import { checkPayload } from '../../../src/main/guard';
import { RuleError } from '../../../src/shared/engine/errors';
import { apply, applyInPlace, legalActions, newTable, pendingSeats } from '../../../src/shared/engine/table';
import type { Action, AnyState, GameId } from '../../../src/shared/engine/types';
import { sentence, shown } from '../../../src/shared/sentence';
import { config } from '../../helpers/table';

/** Issue 12, item 10: the refusals the review found that were not sentences, each now one. */
function refusal(s: AnyState, seat: number, a: unknown): string {
  try {
    apply(s, seat, a as Action);
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError);
    return (e as Error).message;
  }
  throw new Error('expected a refusal');
}

/** Plays the first legal action until `want` is among the legal actions of the awaited seat. */
function until(game: GameId, want: (a: Action) => boolean, variants: string[] = []): { s: AnyState; seat: number } {
  const s = newTable(config(game, 3, { seed: 4, variants })).state;
  for (let i = 0; i < 500; i++) {
    const seat = pendingSeats(s)[0]!;
    const legal = legalActions(s, seat);
    if (legal.some(want)) return { s, seat };
    applyInPlace(s, seat, legal[0]!);
  }
  throw new Error(`${game}: never offered`);
}

const SENTENCE = /^[A-Z][^]*\.$/;

describe('item 10: refusals are sentences', () => {
  it('Threes: a keep without a value no longer says "None of your dice shows undefined"', () => {
    const { s, seat } = until('threes', (a) => a.t === 'keep');
    const msg = refusal(s, seat, { t: 'keep' });
    expect(msg).toMatch(SENTENCE);
    expect(msg).not.toMatch(/undefined/);
    expect(refusal(s, seat, { t: 'keep', value: 7 })).toMatch(/^None of your dice shows 7: keep one of [1-6, ]+\.$/);
    expect(refusal(s, seat, { t: 'keep', value: [[3]] })).toMatch(/^Keep a die by its value, a whole number: keep one of/);
  });

  it('an action named "NaN" (or anything not a plain word) is "That action", never quoted back', () => {
    const { s, seat } = until('kings-council', (a) => a.t === 'exchange');
    expect(refusal(s, seat, { t: 'NaN' })).toBe('That action is not possible now: keep your cards or exchange up to 2.');
    expect(refusal(s, seat, { t: '{"t":"keep"}' })).toBe('That action is not possible now: keep your cards or exchange up to 2.');
    expect(refusal(s, seat, { t: 'dance' })).toBe('The action "dance" is not possible now: keep your cards or exchange up to 2.');
  });

  it('a refusal never echoes the whole action back', () => {
    const { s, seat } = until('rogues-and-warriors', (a) => a.t === 'keep', ['exchange']);
    const forged = { t: 'keep', secret: 'x'.repeat(40), nested: [[1, 2]] };
    const msg = refusal(s, seat, forged);
    expect(msg).toMatch(SENTENCE);
    expect(msg).not.toContain('xxxx');
    expect(msg).not.toContain('[[');
  });

  it('a seat that is not a number is "no seat of that number", never "seat undefined"', () => {
    const s = newTable(config('threes', 2)).state;
    expect(refusal(s, undefined as never, { t: 'check' })).toBe('There is no seat of that number at this table.');
    expect(refusal(s, Number.NaN, { t: 'check' })).toBe('There is no seat of that number at this table.');
    expect(refusal(s, 5, { t: 'check' })).toBe('There is no seat 5 at this table.');
  });

  it('the IPC gate says "missing", not "is a undefined"', () => {
    const why = checkPayload({ type: 'view', seat: undefined })!;
    expect(why).toBe('message.seat is missing, which a message cannot carry');
    expect(checkPayload({ type: 'view', f: () => 1 })).toBe('message.f is a function, which a message cannot carry');
  });

  it('sentence() and shown() make sentences and show only plain values', () => {
    expect(sentence('nothing to call: check instead')).toBe('Nothing to call: check instead.');
    expect(sentence('Done!')).toBe('Done!');
    expect(shown(36)).toBe('36');
    expect(shown('bogus')).toBe('"bogus"');
    for (const v of [Number.NaN, Infinity, 1e20, 2.5, undefined, null, 'NaN', 'undefined', '{"a":1}', '[object Object]', [1], {}, '__proto__']) expect(shown(v)).toBeNull();
  });
});
