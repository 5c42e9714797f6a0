import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/shared/engine/errors';
import { moneyOnTable, newTable } from '../../../src/shared/engine/table';
import type { GameId, TableConfig } from '../../../src/shared/engine/types';

/** Issue 12, item 11 (the engine's side): a table config outside the catalogue's bounds is refused with a sentence. */
function config(game: GameId, over: Partial<TableConfig> = {}): TableConfig {
  return {
    game,
    seats: [{ name: 'Ann', kind: 'human' }, { name: 'Bo', kind: 'human' }],
    variants: [],
    stakes: { mode: 'betting', minRaise: true },
    splitRule: 'merchant',
    startingChips: 20,
    seed: 1,
    ...over,
  };
}

function refusal(c: TableConfig): string {
  try {
    newTable(c);
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError);
    expect((e as RuleError).code).toBe('bad-config');
    return (e as Error).message;
  }
  throw new Error('expected the config to be refused');
}

const SENTENCE = /^[A-Z][^]*\.$/;

describe('item 11: stacks that strand a carried pot', () => {
  it('refuses stacks [0, 0] with a carry: no game could start, the carry would stay forever', () => {
    const msg = refusal(config('rogues-and-warriors', { stacks: [0, 0], carry: 7 }));
    expect(msg).toBe('Table setup: only 0 of the 2 seats can ante 1, and a game needs two.');
  });

  it('refuses a table where one seat alone can ante, with or without a carry', () => {
    expect(refusal(config('threes', { seats: [{ name: 'A', kind: 'bot' }, { name: 'B', kind: 'bot' }, { name: 'C', kind: 'bot' }], stacks: [0, 9, 0] }))).toMatch(/only 1 of the 3 seats can ante 1/);
    expect(refusal(config('rogues-and-warriors', { stakes: { mode: 'shares', share: 5 }, stacks: [4, 20], carry: 3 }))).toMatch(/only 1 of the 2 seats can ante 5/);
  });

  it('accepts two seats able to ante, and a free Share (0) whatever the stacks', () => {
    const s = newTable(config('rogues-and-warriors', { stacks: [0, 1, 1], seats: [{ name: 'A', kind: 'bot' }, { name: 'B', kind: 'bot' }, { name: 'C', kind: 'bot' }], carry: 4 })).state;
    expect(s.phase).toBe('playing');
    expect(moneyOnTable(s)).toBe(6);
    expect(newTable(config('rogues-and-warriors', { stakes: { mode: 'shares', share: 0 }, stacks: [0, 0], carry: 2 })).state.phase).toBe('playing');
  });
});

describe("item 11: options within the catalogue's bounds", () => {
  const bounty = (penalty: number) => config('doublerogue', { variants: ['rogues-bounty'], options: { penalty } });

  it("refuses a Doublerogue penalty above the catalogue's 50", () => {
    expect(newTable(bounty(50)).state.g).toMatchObject({ penalty: 50 });
    expect(refusal(bounty(51))).toBe('The penalty (Doublerogue) must be a whole number from 0 to 50.');
    expect(refusal(bounty(1e6))).toBe('The penalty (Doublerogue) must be a whole number from 0 to 50.');
    expect(refusal(bounty(-1))).toMatch(/from 0 to 50/);
    expect(refusal(bounty(2.5))).toMatch(/whole number/);
  });

  it('refuses options the game does not have, naming them only when the name is plain', () => {
    expect(refusal(config('threes', { options: { bogus: 3 } }))).toBe('Threes has no option "bogus".');
    expect(refusal(config('threes', { options: { constructor: 3 } }))).toBe('Threes has no option "constructor".');
    expect(refusal(config('doublerogue', { options: { openingCoins: 3 } }))).toMatch(/^Doublerogue has no option "openingCoins"\.$/);
    expect(refusal(config('threes', { options: { '{"a":[1]}': 3 } }))).toBe('Threes has no option of that name.');
  });

  it("refuses Dragon Hordes' opening coins outside 1 to 10", () => {
    expect(refusal(config('dragon-hordes', { options: { openingCoins: 11 } }))).toMatch(/opening coins \(Dragon Hordes\) must be a whole number from 1 to 10/);
  });
});

describe('item 10: a bad config is refused in sentences, never in the schema library\'s words', () => {
  const cases: [string, unknown][] = [
    ['a seed of 1e20', { seed: 1e20 }],
    ['a seed that is text', { seed: 'seven' }],
    ['a seed that is NaN', { seed: Number.NaN }],
    ['a missing seed', { seed: undefined }],
    ['no seats', { seats: [] }],
    ['seats that are not a list', { seats: 'Ann, Bo' }],
    ['an unknown game', { game: 'chess' }],
    ['unknown stakes', { stakes: { mode: 'poker' } }],
    ['a Share of 1e9', { stakes: { mode: 'shares', share: 1e9 } }],
    ['a negative stack', { stacks: [-1, 5] }],
    ['a stack of 1e20', { stacks: [1e20, 5] }],
    ['a fractional carry', { carry: 0.5 }],
    ['a bot level that does not exist', { seats: [{ name: 'A', kind: 'bot', level: 'god' }, { name: 'B', kind: 'bot' }] }],
    ['a variant that is a number', { variants: [3] }],
    ['an option that is text', { options: { penalty: 'high' } }],
    ['a first Starting Player beyond the table', { firstStartingPlayer: 5 }],
  ];
  for (const [what, over] of cases) {
    it(what, () => {
      const msg = refusal({ ...config('doublerogue'), ...(over as Partial<TableConfig>) });
      expect(msg).toMatch(SENTENCE);
      expect(msg).not.toMatch(/undefined|NaN|\[object|Invalid input|expected \w+ to be|Too (big|small)|received/);
    });
  }

  it('a seed of 1e20 says what a seed may be', () => {
    expect(refusal(config('threes', { seed: 1e20 }))).toBe(`The seed must be a whole number from -${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}.`.replace(/^/, 'Table setup: '));
  });
});
