import { describe, expect, it } from 'vitest';
import type { Action, GameEvent, TableConfig } from '../../../src/shared/engine/types';
import type { SeatView } from '../../../src/shared/engine/view';
import { DirectHost } from '../../helpers/host';
import { TableClient, type Presenter } from '../../../src/renderer/src/state/client.svelte';
import { settings } from '../../../src/renderer/src/state/settings.svelte';
import { paceTrace } from '../../../src/renderer/src/state/pace-trace';
import { DEFAULT_SETTINGS } from '../../../src/shared/host/client';
import { useHostCatalogue } from '../../helpers/catalogue';

// Issue 28.10: "no wait between a player's decisions longer than the bots' visible moves need". Against the real
// host, a table of one human and three bots is played with a presenter that animates nothing: every pause the
// client then makes must be what the moves show (the beat for a new mover, the reading of their words), no flat
// delay per step on top.
useHostCatalogue();

class Instant implements Presenter {
  blank(): void {}
  async show(_view: SeatView): Promise<void> {}
  async play(_events: GameEvent[], _view: SeatView): Promise<void> {}
  skip(): void {}
}

const tick = () => new Promise((r) => setTimeout(r, 0));

async function rest(s: TableClient): Promise<'turn' | 'results'> {
  for (let i = 0; i < 20_000; i++) {
    await tick();
    if (s.fatal) throw new Error(s.fatal);
    if (s.busy || !s.settled) continue;
    if (s.showResults && s.view?.phase === 'over') return 'results';
    if (s.myTurn) return 'turn';
  }
  throw new Error('the table never came to rest');
}

const config: TableConfig = {
  game: 'rogues-and-warriors',
  seats: [
    { name: 'Ann', kind: 'human' },
    { name: 'Bob', kind: 'bot', level: 'easy' },
    { name: 'Cid', kind: 'bot', level: 'easy' },
    { name: 'Dee', kind: 'bot', level: 'easy' },
  ],
  variants: [],
  stakes: { mode: 'betting', minRaise: true },
  splitRule: 'merchant',
  startingChips: 50,
  seed: 5,
};

describe('a bot move paced by what it shows (issue 28.10)', () => {
  it('pauses only for what the moves show: a beat for a new mover and the reading of their words', async () => {
    // A tenth of the default delay keeps the test short; every pause scales with it.
    settings.value = { ...DEFAULT_SETTINGS, botDelayMs: 70 };
    paceTrace.length = 0;
    const s = new TableClient(new DirectHost());
    s.attach(new Instant());
    await s.start(config);
    for (let n = 0; n < 100; n++) {
      if ((await rest(s)) === 'results') break;
      const v = s.view!;
      const a: Action = v.legal.find((x) => x.t === 'check') ?? v.legal.find((x) => x.t === 'call') ?? v.legal.find((x) => x.t !== 'fold')!;
      await s.act(a);
    }
    const host = paceTrace.filter((e) => e.host);
    expect(host.length).toBeGreaterThan(5);
    // The pauses made are what showing the move needs beyond its animation (to the millisecond's rounding);
    // a flat delay per step (the bot delay before each new mover's move) is more than that.
    for (const e of host) expect(e.pause, JSON.stringify(e)).toBeLessThanOrEqual(e.need - e.anim + 1);
    // And they are made: a move's words are read before the host moves on.
    expect(host.some((e) => e.pause > 0)).toBe(true);
  });
});
