import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { InputError } from '../../../src/shared/engine/errors';
import { runShowdown } from '../../../src/shared/engine/showdown';

/**
 * The showdown contract answers as before the engine was reshaped (issue 11): every input the unit tests
 * sent to `runShowdown` (what `npm run --silent showdown` prints) at commit 67d2939, with its answer or its
 * refusal then. A deliberate change of the contract (a new ruling) updates the case here, in the same commit.
 */
interface Case {
  input: unknown;
  answer?: unknown;
  error?: string;
}
const cases = (JSON.parse(readFileSync(new URL('./showdown.json', import.meta.url), 'utf8')) as { cases: Case[] }).cases;

describe('the showdown contract, as recorded', () => {
  it.each(cases.map((c, i) => [i, (c.input as { game?: string })?.game ?? '?', c] as const))('case %i (%s) answers as before', (_i, _game, c) => {
    if (c.answer !== undefined) {
      expect(runShowdown(c.input)).toEqual(c.answer);
    } else {
      expect(() => runShowdown(c.input)).toThrow(InputError);
    }
  });
});
