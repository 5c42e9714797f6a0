import { afterEach, describe, expect, it } from 'vitest';
import { Host } from '../../../src/shared/host/host';
import type { HostRequest } from '../../../src/shared/host/payload';
import { memoryStores } from '../../helpers/host';
import { createNight } from '../../../src/shared/night/night';
import type { Night, NightConfig } from '../../../src/shared/night/types';
import { MemoryBackend } from '../../../src/shared/storage/backend';
import { NightStore } from '../../../src/shared/storage/nights';
import { StatsStore } from '../../../src/shared/storage/stats';
import { NightState } from '../../../src/renderer/src/state/night.svelte';
import { setPlatform } from '../../../src/renderer/src/state/platform';
import { settings } from '../../../src/renderer/src/state/settings.svelte';
import { DEFAULT_SETTINGS } from '../../../src/shared/host/client';

/**
 * Issue 13.7: between games a human under 25 is offered a loan, and the offer stays until they borrow or
 * say "not now": the bot who chooses the next game waits (it used to choose after the bot's short pause,
 * taking the offer off the screen).
 */
const tick = () => new Promise((r) => setTimeout(r, 0));

function platformWith(host: Host, asked: string[]) {
  setPlatform({
    kind: 'web',
    host: {
      request: async (r: HostRequest) => {
        asked.push(r.type);
        return structuredClone(await host.handle(structuredClone(r)));
      },
    },
    settings: { load: async () => settings.value, save: async () => settings.value, takeNotice: () => null },
  });
}

/** A saved night between games, a bot to choose, and Ann with 10 (the rest with the others). */
async function poorAnn(store: NightStore): Promise<string> {
  for (let seed = 1; seed < 60; seed++) {
    const config: NightConfig = {
      seats: [
        { name: 'Ann', kind: 'human' },
        { name: 'Aldo', kind: 'bot', level: 'easy' },
      ],
      length: { kind: 'games', games: 3 },
      share: 3,
      minRaise: true,
      seed,
    };
    const s: Night = createNight(config).night;
    if (s.config.seats[s.chooser]!.kind !== 'bot') continue;
    s.money = [10, s.money[0]! + s.money[1]! - 10];
    await store.save(s);
    return s.id;
  }
  throw new Error('no seed gives a bot chooser');
}

afterEach(() => setPlatform(null));

describe('the loan offer stays until the player answers it', () => {
  settings.value = { ...DEFAULT_SETTINGS, botDelayMs: 0 };

  it('the bot does not choose while Ann may borrow; it does once she says not now', async () => {
    const stores = memoryStores();
    const nights = stores.nights;
    const service = new Host({ stores });
    const asked: string[] = [];
    platformWith(service, asked);
    const id = await poorAnn(nights);

    const n = new NightState();
    await n.resume(id);
    for (let i = 0; i < 200; i++) await tick();
    expect(n.stage).toBe('between');
    expect(n.loanOffers()).toEqual([0]);
    expect(asked).not.toContain('bot-step');
    expect(n.view!.phase).toBe('between');

    n.dismissLoan(0);
    for (let i = 0; i < 500 && n.stage !== 'table'; i++) await tick();
    expect(asked).toContain('bot-step');
    expect(n.stage).toBe('table');
    expect(n.loanOffers()).toEqual([]);
    await n.leave();
  });

  it('a loan taken ends the offer too, and the night goes on', async () => {
    const stores = memoryStores();
    const nights = stores.nights;
    const service = new Host({ stores });
    const asked: string[] = [];
    platformWith(service, asked);
    const id = await poorAnn(nights);
    const n = new NightState();
    await n.resume(id);
    for (let i = 0; i < 200; i++) await tick();
    expect(await n.act(0, { t: 'borrow' })).toBe(true);
    for (let i = 0; i < 500 && n.stage !== 'table'; i++) await tick();
    expect(n.view!.debts[0]).toBe(1);
    expect(n.stage).toBe('table');
    await n.leave();
  });
});
