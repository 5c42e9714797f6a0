import { describe, expect, it } from 'vitest';
import { Host } from '../../../src/shared/host/host';
import { newTavernGame, screenMates, type TavernScreen } from '../../../src/shared/host/machines/tavern';
import type { HostReply } from '../../../src/shared/host/payload';
import type { TavernSetup } from '../../../src/shared/tavern/game';
import type { TEvent } from '../../../src/shared/tavern/types';
import { ask, memoryStores } from '../../helpers/host';
import { MemoryBackend } from '../../../src/shared/storage/backend';

/**
 * Hotseat teammates share the screen (issue 24): the host says which human seats may hand the screen to each
 * other with no hiding screen. Teammates may (they see each other's hands); rivals never; a teammate holding a
 * face-down Plot the other may not see may not either; outside team games nobody does.
 */
const seat = (name: string, char: string, kind: 'human' | 'bot' = 'human') => ({ name, kind, char, ...(kind === 'bot' ? { level: 'easy' as const } : {}) });
const twoHeaded = (chars: string[]): TavernSetup => ({ seats: [seat('Ann', chars[0]!), seat('Bob', chars[1]!), seat('Cid', chars[2]!), seat('Dee', chars[3]!, 'bot')], variant: 'two-headed', seed: 7 });

describe('who may share a hotseat screen (issue 24)', () => {
  it('teammates do, rivals do not', () => {
    const g = newTavernGame('tavern-x', twoHeaded(['tamsin', 'okko', 'grusk', 'wren']));
    expect(screenMates(g.state, 0)).toEqual([1]);
    expect(screenMates(g.state, 1)).toEqual([0]);
    // Cid's teammate is Dee (seat 3), never Ann or Bob.
    expect(screenMates(g.state, 2)).toEqual([3]);
  });

  it('a face-down Plot only its owner sees keeps the hiding screen between teammates', () => {
    const g = newTavernGame('tavern-x', twoHeaded(['tamsin', 'okko', 'grusk', 'wren']));
    const s = structuredClone(g.state);
    const card = s.seats[0]!.hand.pop()!;
    s.seats[0]!.plots = [...(s.seats[0]!.plots ?? []), card];
    expect(screenMates(s, 0)).toEqual([]);
    expect(screenMates(s, 1)).toEqual([]);
  });

  it('the base game: nobody', () => {
    const g = newTavernGame('tavern-x', { seats: [seat('Ann', 'tamsin'), seat('Bob', 'okko'), seat('Cid', 'grusk')], seed: 7 });
    expect(screenMates(g.state, 0)).toEqual([]);
  });

  it("the host's looks carry it for human seats only, the onlookers' look too", async () => {
    const host = new Host({ stores: memoryStores(new MemoryBackend()), now: () => 1000, draw: () => 42 });
    const opened = (await ask(host, { type: 'create', kind: 'tavern', config: twoHeaded(['tamsin', 'okko', 'grusk', 'wren']) })) as HostReply;
    if (!opened.ok || opened.type !== 'opened') throw new Error('not opened');
    const look = (await ask(host, { type: 'view', kind: 'tavern', id: opened.id, seat: -1 })) as Extract<HostReply<TavernScreen, TEvent>, { type: 'view' }>;
    // Dee is a bot: nobody hands a screen to a bot, so Cid shares with nobody.
    expect(look.shares).toEqual([[1], [0], [], []]);
    const base = (await ask(host, { type: 'create', kind: 'tavern', config: { seats: [seat('Ann', 'tamsin'), seat('Bob', 'okko')], seed: 3 } })) as HostReply;
    if (!base.ok || base.type !== 'opened') throw new Error('not opened');
    const pub = (await ask(host, { type: 'view', kind: 'tavern', id: base.id, seat: -1 })) as Extract<HostReply<TavernScreen, TEvent>, { type: 'view' }>;
    expect(pub.shares).toBeUndefined();
  });
});
