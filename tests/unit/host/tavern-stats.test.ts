import { beforeAll, describe, expect, it } from 'vitest';
import { Host } from '../../../src/shared/host/host';
import { tavernRules } from '../../../src/shared/host/machines/tavern';
import type { HostReply } from '../../../src/shared/host/payload';
import { MemoryBackend } from '../../../src/shared/storage/backend';
import { ENDINGS, emptyTavernStats, recordTavernStep, type TavernStatsBook } from '../../../src/shared/storage/tavern-stats';
import type { TavernGame, TavernSetup } from '../../../src/shared/tavern/game';
import type { TEvent } from '../../../src/shared/tavern/types';
import { ask, memoryStores } from '../../helpers/host';

/**
 * The tavern's statistics (issue 26.5): the host counts each tavern game and each Appendix B Round from its own
 * events, as it saves each step, into a book beside the nights' and the tables' ones; the statistics request
 * hands the book to the screen. Checked against the game's own events, played through the host by its bots.
 */
const seats = (names: string[]): TavernSetup['seats'] => names.map((name) => ({ name, kind: 'bot' as const, level: 'easy' as const, char: 'random' }));

function ok<T extends string>(r: HostReply, type: T): Extract<HostReply, { type: T }> {
  if (!r.ok) throw new Error(`refused: ${r.error.code}: ${r.error.message}`);
  expect(r.type).toBe(type);
  return r as Extract<HostReply, { type: T }>;
}

/** An all-bot Appendix B game played to its end by the host; every step's events, unfiltered, in order. */
async function playThrough(host: Host, seed: number, names: string[]): Promise<{ id: string; steps: TEvent[][]; game: TavernGame }> {
  const id = ok(await ask(host, { type: 'create', kind: 'tavern', config: { seats: seats(names), seed, appendixB: true } }), 'opened').id;
  const m = host.machine('tavern', id);
  const steps: TEvent[][] = [];
  for (let k = 0; k < 5000; k++) {
    const before = (m.snapshot() as TavernGame).state;
    if (before.over) break;
    ok(await ask(host, { type: 'bot-step', kind: 'tavern', id }), 'acted');
    steps.push([...(m as unknown as { last: { events: TEvent[] } }).last.events]);
  }
  const game = m.snapshot() as TavernGame;
  expect(game.state.over).not.toBeNull();
  return { id, steps, game };
}

describe('tavern statistics (issue 26.5)', () => {
  // One game for every check (an all-bot game takes seconds): its names include two that a plain object treats specially.
  const names = ['__proto__', 'constructor', 'Cal'];
  const backend = new MemoryBackend();
  const host = new Host({ stores: memoryStores(backend), now: () => 1000 });
  let played: Awaited<ReturnType<typeof playThrough>>;
  beforeAll(async () => {
    played = await playThrough(host, 7, names);
  }, 60_000);

  it("counts each game, its winners, characters, endings and turns, and every Appendix B Round, from the host's events", async () => {
    const { steps, game } = played;
    const book = ok(await ask(host, { type: 'stats', kind: 'tavern' }), 'stats').book as TavernStatsBook;
    expect(Object.keys(book.profiles).sort()).toEqual(['Cal (bot)', '__proto__ (bot)', 'constructor (bot)']);
    expect(({} as Record<string, unknown>).games).toBeUndefined();
    const all = steps.flat();
    const won = all.find((e): e is Extract<TEvent, { t: 'won' }> => e.t === 'won')!;
    const rounds = all.filter((e): e is Extract<TEvent, { t: 'hostedStarted' }> => e.t === 'hostedStarted' && e.replay === null);
    // The seed is chosen so that the bots host Appendix B Rounds: else this checks less than it says.
    expect(rounds.length).toBeGreaterThan(0);
    for (const [i, name] of names.entries()) {
      const p = book.profiles[`${name} (bot)`]!;
      const char = game.setup.seats[i]!.char;
      expect(p.games).toBe(1);
      expect(p.won).toBe(won.seats.includes(i) ? 1 : 0);
      expect(p.chars[char]).toEqual({ played: 1, won: p.won });
      expect(ENDINGS.reduce((n, k) => n + p.endings[k], 0)).toBe(1);
      expect(p.endings.won + p.endings.shared).toBe(p.won);
      expect(p.turns).toBe(game.state.turn.n);
      const dealt = rounds.filter((r) => r.seats.includes(i));
      expect(p.rounds.played).toBe(dealt.length);
      for (const g of new Set(dealt.map((r) => r.game))) expect(p.roundGames[g]!.played).toBe(dealt.filter((r) => r.game === g).length);
      expect(p.rounds.won).toBeLessThanOrEqual(p.rounds.played);
    }
    expect(Object.values(book.profiles).reduce((n, p) => n + p.rounds.won, 0)).toBeGreaterThan(0);
  });

  it('counts a step once (the same steps again change nothing) and only steps that say something', async () => {
    const log = host.machine('tavern', played.id).actionLog()!;
    let g = tavernRules.create(structuredClone(log.origin.config), { id: log.origin.id, now: log.origin.now }).state;
    let book = emptyTavernStats();
    const byStep: { g: TavernGame; events: TEvent[] }[] = [];
    for (const e of log.entries) {
      const r = tavernRules.apply(g, e.seat, e.action as never, { now: e.now, by: e.by });
      g = r.state;
      byStep.push({ g, events: r.events });
      book = recordTavernStep(book, g, r.events);
    }
    const hosts = ok(await ask(host, { type: 'stats', kind: 'tavern' }), 'stats').book as TavernStatsBook;
    expect(JSON.parse(JSON.stringify(book.profiles))).toEqual(JSON.parse(JSON.stringify(hosts.profiles)));
    // Every step again (a crash replays what was saved): nothing changes.
    let again = book;
    for (const x of byStep) again = recordTavernStep(again, x.g, x.events);
    expect(again.profiles).toEqual(book.profiles);
    // A step with nothing to count hands the same book back (nothing to write).
    const quiet = byStep.find((x) => !x.events.some((e) => e.t === 'won' || e.t === 'roundEnded' || e.t === 'hostedStarted'))!;
    expect(recordTavernStep(book, quiet.g, quiet.events)).toBe(book);
  });

  it('sets an unreadable book aside with a note, which the player dismisses', async () => {
    await backend.write('stats/taverns.json', '{"format":1,"profiles":');
    const r = ok(await ask(host, { type: 'stats', kind: 'tavern' }), 'stats');
    expect(r.problem).toMatch(/^The tavern statistics could not be read \(.*\); they were kept aside as stats-aside\/taverns\.1\.json and a new book was started\.$/);
    expect(Object.keys((r.book as TavernStatsBook).profiles)).toEqual([]);
    expect(ok(await ask(host, { type: 'stats-dismiss', kind: 'tavern' }), 'stats').problem).toBeNull();
  });
});
