import { beforeAll, describe, expect, it } from 'vitest';
import type { SeatView } from '../../../src/shared/engine/view';
import { Host } from '../../../src/shared/host/host';
import type { TavernScreen } from '../../../src/shared/host/machines/tavern';
import type { HostReply } from '../../../src/shared/host/payload';
import { MemoryBackend } from '../../../src/shared/storage/backend';
import { ask, memoryStores } from '../../helpers/host';
import { propertySeed } from '../../helpers/property';

/**
 * The replay host stepping (issue 26.2): a kept replay, looked at step by step forward, backward and at random
 * jumps, gives exactly the versions and views the host gave in live play at the same steps (checkpoints and
 * the order of looking change nothing); its chapters and whose step it is come from the log; a bot's seat and
 * every card are shown only for a finished game with at most one human.
 */
type Look = Extract<HostReply, { type: 'replay-look' }>;
function ok<T extends string>(r: HostReply, type: T): Extract<HostReply, { type: T }> {
  if (!r.ok) throw new Error(`refused: ${r.error.code}: ${r.error.message}`);
  expect(r.type).toBe(type);
  return r as Extract<HostReply, { type: T }>;
}
function refused(r: HostReply, code: string): string {
  if (r.ok) throw new Error('accepted');
  expect(r.error.code).toBe(code);
  expect(r.error.message).toMatch(/^[A-Z].*[.!?]$/s);
  return r.error.message;
}

const tableSetup = (kinds: ('human' | 'bot')[]) => ({
  game: 'rogues-and-warriors',
  seats: kinds.map((kind, i) => ({ name: ['Ann', 'Bea', 'Cal'][i]!, kind, ...(kind === 'bot' ? { level: 'easy' } : {}) })),
  variants: [],
  stakes: { mode: 'betting', minRaise: true },
  splitRule: 'merchant',
  startingChips: 20,
  seed: 4,
});

/** What the host showed in live play after each answer: the log's length then, the version, and each seat's view. */
interface Seen {
  step: number;
  version: number;
  views: Map<number, unknown>;
}

/** Plays a machine to its first kept replay (a game over): humans take their first legal choice; each answer noted. */
async function playLive(host: Host, kind: 'table' | 'tavern', config: unknown, watch: number[]): Promise<{ id: string; seen: Seen[] }> {
  const id = ok(await ask(host, { type: 'create', kind, config }), 'opened').id;
  const m = host.machine(kind, id);
  const seen: Seen[] = [];
  const note = () => seen.push({ step: m.actionLog()!.entries.length, version: m.version, views: new Map(watch.map((s) => [s, structuredClone(m.view(s))])) });
  note();
  for (let k = 0; k < 5000; k++) {
    const listed = ok(await ask(host, { type: 'replays' }), 'replays');
    if (listed.replays.some((r) => r.id === id)) return { id, seen };
    const look = ok(await ask(host, { type: 'view', kind, id, seat: -1 }), 'view');
    if (look.botToAct !== null) ok(await ask(host, { type: 'bot-step', kind, id, seat: -1 }), 'acted');
    else {
      const seat = look.pending[0]!;
      const mine = m.view(seat) as SeatView;
      ok(await ask(host, { type: 'act', kind, id, seat, version: look.version, action: mine.legal[0] }), 'acted');
    }
    note();
  }
  throw new Error('no replay was kept');
}

async function lookAt(host: Host, id: string, step: number, seat: number, reveal = false): Promise<Look> {
  return ok(await ask(host, { type: 'replay-look', id, step, seat, ...(reveal ? { reveal } : {}) }), 'replay-look');
}

/** Forward, backward, then at random: each noted step's version and views, exactly as in live play. */
async function stepsMatch(host: Host, id: string, seen: Seen[], seed: number): Promise<void> {
  const order = [...seen, ...[...seen].reverse()];
  let x = seed >>> 0 || 1;
  for (let i = 0; i < 12; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    order.push(seen[x % seen.length]!);
  }
  for (const s of order) {
    for (const [seat, view] of s.views) {
      const l = await lookAt(host, id, s.step, seat);
      expect(l.version, `the version at step ${s.step}`).toBe(s.version);
      expect(l.view, `seat ${seat}'s view at step ${s.step}`).toEqual(view);
    }
  }
}

describe('the replay host stepping (issue 26.2)', () => {
  const seed = propertySeed('replay stepping jumps');
  const host = new Host({ stores: memoryStores(new MemoryBackend()), draw: () => 4, now: () => 1000 });
  let table: { id: string; seen: Seen[] };
  beforeAll(async () => {
    table = await playLive(host, 'table', tableSetup(['human', 'bot']), [0, -1]);
  }, 30_000);

  it('a table: forward, back and jumps give the recorded versions and views exactly; next, actor and chapters follow the log', async () => {
    await stepsMatch(host, table.id, table.seen, seed);
    const log = host.machine('table', table.id).actionLog()!;
    const steps = log.entries.length;
    const mid = Math.floor(steps / 2);
    const l = await lookAt(host, table.id, mid, 0);
    expect(l.steps).toBe(steps);
    expect(l.next).toBe(log.entries[mid]!.seat);
    expect(l.actor).toBe(log.entries[mid - 1]!.seat);
    expect((await lookAt(host, table.id, steps, 0)).next).toBeNull();
    expect((await lookAt(host, table.id, 0, 0)).actor).toBeNull();
    expect(l.chapters[0]).toEqual({ step: 0, label: 'Game 1' });
  });

  it("one human, the game over: a bot's seat may be watched and every card revealed", async () => {
    const steps = host.machine('table', table.id).actionLog()!.entries.length;
    const deal = await lookAt(host, table.id, 1, 0);
    expect(deal.canReveal).toBe(true);
    const hidden = (v: SeatView) => Object.values(v.zones).flatMap((z) => z.cards).filter((c) => c === null).length;
    expect(hidden(deal.view as SeatView)).toBeGreaterThan(0);
    const all = await lookAt(host, table.id, 1, 0, true);
    expect(all.revealed).toBe(true);
    expect(hidden(all.view as SeatView)).toBe(0);
    // A bot's view as the bot saw it: its own hand shown, Ann's hidden.
    const bot = (await lookAt(host, table.id, 1, 1)).view as SeatView;
    expect(bot.seat).toBe(1);
    expect(hidden(bot)).toBeGreaterThan(0);
    expect(steps).toBeGreaterThan(1);
  });

  it('two humans (hotseat): only a human seat or the onlookers, and no card revealed', async () => {
    const h2 = new Host({ stores: memoryStores(new MemoryBackend()), draw: () => 4, now: () => 1000 });
    const { id } = await playLive(h2, 'table', tableSetup(['human', 'human', 'bot']), []);
    const l = await lookAt(h2, id, 1, 0);
    expect(l.canReveal).toBe(false);
    await lookAt(h2, id, 1, 1);
    await lookAt(h2, id, 1, -1);
    expect(refused(await ask(h2, { type: 'replay-look', id, step: 1, seat: 2 }), 'bot-seat')).toMatch(/is a bot/);
    refused(await ask(h2, { type: 'replay-look', id, step: 1, seat: 0, reveal: true }), 'no-reveal');
  });

  it('a tavern game: each answer of live play found again at its step, forward and back, with a chapter a turn', async () => {
    const h3 = new Host({ stores: memoryStores(new MemoryBackend()), draw: () => 4, now: () => 1000 });
    const config = { seats: [0, 1].map((i) => ({ name: `Bot ${i + 1}`, kind: 'bot', level: 'easy', char: 'random' })), seed: 3 };
    const { id, seen } = await playLive(h3, 'tavern', config, [0, -1]);
    // Every third answer is enough to find a stale checkpoint or a cursor that drifts.
    await stepsMatch(h3, id, seen.filter((_, i) => i % 3 === 0 || i === seen.length - 1), seed);
    const end = await lookAt(h3, id, seen.at(-1)!.step, -1);
    expect((end.view as TavernScreen).view.over).not.toBeNull();
    expect(end.chapters.length).toBeGreaterThan(2);
    expect(end.chapters.every((c) => /^Turn \d+: Bot [12]$/.test(c.label))).toBe(true);
  }, 30_000);
});
