import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, unlockedBy } from '../../../src/shared/achievements';
import type { SeatView } from '../../../src/shared/engine/view';
import { Host } from '../../../src/shared/host/host';
import type { HostReply } from '../../../src/shared/host/payload';
import { ask, memoryStores } from '../../helpers/host';

/**
 * Achievements (issue 26.4): at least 25, each with a stable id, a title, a description and an icon; unlocked
 * by the host from the events of live play (the answer that unlocked one names it, for the toast); kept with
 * the statistics; never unlocked by watching a replay or bringing in a file.
 */
function okay<T extends string>(r: HostReply, type: T): Extract<HostReply, { type: T }> {
  if (!r.ok) throw new Error(`refused: ${r.error.code}: ${r.error.message}`);
  expect(r.type).toBe(type);
  return r as Extract<HostReply, { type: T }>;
}

const hotseat = {
  game: 'rogues-and-warriors',
  seats: [
    { name: 'Ann', kind: 'human' },
    { name: 'Ben', kind: 'human' },
  ],
  variants: [],
  stakes: { mode: 'betting', minRaise: true },
  splitRule: 'merchant',
  startingChips: 20,
  seed: 3,
};

describe('achievements', () => {
  it('are at least 25, each with a stable id, a title, a description and an icon', () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(25);
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(ACHIEVEMENTS.length);
    for (const a of ACHIEVEMENTS) {
      expect(a.id).toMatch(/^[a-z0-9-]{3,64}$/);
      expect(a.title.length).toBeGreaterThan(2);
      expect(a.description).toMatch(/^[A-Z].*\.$/);
      expect(a.icon.color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('a win is read from the host events of a human seat only', () => {
    const over = (winners: number[], pot = 0) => ({ t: 'game-over', result: { kind: 'showdown', standings: [{}, {}], awards: [{ pot, amount: 4, winners, paid: [4], carried: 0, reason: '' }], refunds: [], payouts: [], carry: 0, replay: null } });
    const state = { config: { game: 'threes' } };
    expect(unlockedBy({ kind: 'table', state, events: [over([0])], humans: [0] }).sort()).toEqual(['first-win', 'win-threes']);
    expect(unlockedBy({ kind: 'table', state, events: [over([1])], humans: [0] })).toEqual([]);
    expect(unlockedBy({ kind: 'table', state, events: [over([0], 1)], humans: [0] })).toContain('side-pot');
  });

  it('unlocked by live play (told in the answer, kept with the statistics), never by a replay or an imported file', async () => {
    const stores = memoryStores();
    const host = new Host({ stores, draw: () => 3 });
    const id = okay(await ask(host, { type: 'create', kind: 'table', config: hotseat }), 'opened').id;
    let told: string[] = [];
    for (let k = 0; k < 400; k++) {
      const seat = k % 2;
      const look = okay(await ask(host, { type: 'view', kind: 'table', id, seat }), 'view');
      const v = look.view as SeatView;
      if (v.phase === 'over') break;
      if (!v.legal.length) continue;
      const r = okay(await ask(host, { type: 'act', kind: 'table', id, seat, version: look.version, action: v.legal[0] }), 'acted');
      if (r.unlocked) told = r.unlocked.map((a) => a.id);
    }
    expect(told).toContain('first-win');
    const book = okay(await ask(host, { type: 'achievements' }), 'achievements');
    expect(Object.keys(book.unlocked)).toEqual(expect.arrayContaining(['first-win', 'win-rogues-and-warriors']));
    expect(stores.backend.data.has('stats/achievements.json')).toBe(true);

    // A fresh book; then the replay watched step by step, and the same game brought in as a file.
    await stores.backend.remove('stats/achievements.json');
    const steps = okay(await ask(host, { type: 'replays' }), 'replays').replays[0]!.steps;
    for (let step = 0; step <= steps; step++) okay(await ask(host, { type: 'replay-look', id, step, seat: 0 }), 'replay-look');
    const file = okay(await ask(host, { type: 'replay-export', id }), 'replay-file');
    const imported = okay(await ask(host, { type: 'replay-import', text: file.text }), 'replay-imported').replay;
    for (let step = 0; step <= imported.steps; step++) okay(await ask(host, { type: 'replay-look', id: imported.id, step, seat: -1 }), 'replay-look');
    expect(okay(await ask(host, { type: 'achievements' }), 'achievements').unlocked).toEqual({});
    expect(stores.backend.data.has('stats/achievements.json')).toBe(false);
  });

  it('an unreadable book is kept aside with a sentence and a new one started', async () => {
    const stores = memoryStores();
    await stores.backend.write('stats/achievements.json', '{oops');
    const host = new Host({ stores });
    const r = okay(await ask(host, { type: 'achievements' }), 'achievements');
    expect(r.problem).toMatch(/kept aside as stats-aside\/achievements\.1\.json/);
    expect(r.unlocked).toEqual({});
  });
});
