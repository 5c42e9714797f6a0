import { describe, expect, it } from 'vitest';
import { apply as tableApply, legalActions as tableLegal, newTable, pendingSeats } from '../../../src/shared/engine/table';
import type { AnyState } from '../../../src/shared/engine/types';
import { Host } from '../../../src/shared/host/host';
import { TavernDriver as TavernMachine } from '../../helpers/tavern';
import { botAction, botToAct } from '../../../src/shared/night/bots';
import { nightProblem } from '../../../src/shared/night/integrity';
import { act as nightAct, createNight } from '../../../src/shared/night/night';
import type { Night } from '../../../src/shared/night/types';
import { rngFrom, seedRng, type Rng } from '../../../src/shared/rng';
import { MemoryBackend } from '../../../src/shared/storage/backend';
import { parseSave, serializeSave } from '../../../src/shared/storage/nights';
import { tableProblem } from '../../../src/shared/storage/table-integrity';
import { parseTableSave, serializeTableSave } from '../../../src/shared/storage/tables';
import { parseTavernSave, serializeTavern } from '../../../src/shared/storage/taverns';
import { applyInPlace, checkInvariants } from '../../../src/shared/tavern';
import { randomAction } from '../../../src/shared/tavern/random';
import type { TavernState } from '../../../src/shared/tavern/types';
import { config } from '../../helpers/table';
import { memoryStores } from '../../helpers/host';

/**
 * Corrupt saves of every kind (issue 25): a table, a night, a tavern game, and a tavern game in the middle of
 * an Appendix B Round. Each corrupt file is either refused — with a sentence for players, the file kept aside
 * byte for byte — or loaded and then played to its end by random legal actions with every invariant held.
 * Loaded-and-broken must be 0. The corruptions are the audit's (issue 25, item 1) and a deterministic sample
 * of generic ones over every field of the file (deleted, emptied, retyped, out of range).
 */

/** Program text a player must never read in a refusal. */
const PROGRAM_TEXT = /undefined|NaN|Cannot read|TypeError|is not a function|is not iterable|\[object|reading '|Unexpected token|at position \d/;

type Json = Record<string, unknown>;
type Corruption = { name: string; apply: (env: Json) => void };

interface Kind {
  kind: 'table' | 'night' | 'tavern';
  dir: string;
  id: string;
  /** A valid save's text. */
  text: string;
  corruptions: Corruption[];
  /** Loads the text as the store does and plays what it holds to its end, throwing on a broken invariant. */
  playToEnd(text: string, rng: Rng): void;
}

// ------------------------------------------------------------------------------------------------- saves

function tableSave(): Kind {
  let s: AnyState = newTable(config('rogues-and-warriors', 3, { seed: 5 })).state;
  for (let i = 0; i < 6; i++) {
    const seat = pendingSeats(s)[0]!;
    s = tableApply(s, seat, tableLegal(s, seat)[0]!).state;
  }
  const id = 'tbl';
  return {
    kind: 'table',
    dir: 'tables/',
    id,
    text: serializeTableSave(id, s, 1),
    corruptions: [
      { name: 'a zero-width space before a name', apply: (e) => void ((e.table as Json & { config: { seats: Json[] } }).config.seats[0]!.name = '\u200bA') },
      { name: 'two players with one name', apply: (e) => void ((e.table as Json & { config: { seats: Json[] } }).config.seats[1]!.name = 'A') },
      { name: 'a name stored untrimmed', apply: (e) => void ((e.table as Json & { config: { seats: Json[] } }).config.seats[0]!.name = 'A' + ' '.repeat(998)) },
      { name: 'every zone made public', apply: (e) => Object.values((e.table as { zones: Record<string, Json> }).zones).forEach((z) => (z.vis = { to: 'all' })) },
      { name: 'a stack of 1e308', apply: (e) => void ((e.table as { stacks: number[] }).stacks[0] = 1e308) },
    ],
    playToEnd(text, rng) {
      const p = parseTableSave(text, id);
      if (!p.ok) throw new Error(`refused when played: ${p.problem}`);
      let t = p.state;
      for (let i = 0; t.phase === 'playing'; i++) {
        if (i > 5000) throw new Error('the table does not end');
        const seat = pendingSeats(t)[0]!;
        const legal = tableLegal(t, seat);
        t = tableApply(t, seat, legal[rng.int(0, legal.length - 1)]!).state;
        const bad = tableProblem(t);
        if (bad) throw new Error(bad);
      }
    },
  };
}

function nightSave(): Kind {
  let s: Night = createNight({
    seats: Array.from({ length: 3 }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const, level: 'random' as const })),
    length: { kind: 'games', games: 3 },
    share: 3,
    minRaise: true,
    seed: 9,
  }, { id: 'nt' }).night;
  // Into the second game: a history to empty, a table in play.
  for (let i = 0; i < 20_000 && (s.games.length < 1 || s.phase !== 'playing'); i++) s = nightAct(s, botToAct(s)!, botAction(s, botToAct(s)!)).night;
  expect(s.games.length).toBe(1);
  const cfg = (e: Json) => (e.session as { config: { seats: Json[] } }).config;
  return {
    kind: 'night',
    dir: 'sessions/',
    id: s.id,
    text: serializeSave(s, 1),
    corruptions: [
      { name: 'a 1,001-character name stored untrimmed', apply: (e) => void (cfg(e).seats[0]!.name = 'Bot 1' + ' '.repeat(996)) },
      { name: 'its history emptied', apply: (e) => void ((e.session as Json).games = []) },
      { name: 'two players with one name', apply: (e) => void (cfg(e).seats[1]!.name = 'bot 1') },
      { name: 'a zero-width space before a name', apply: (e) => void (cfg(e).seats[2]!.name = '\u200bBot 3') },
    ],
    playToEnd(text) {
      const p = parseSave(text, s.id);
      if (!p.ok) throw new Error(`refused when played: ${p.problem}`);
      let n = p.night;
      for (let i = 0; n.phase !== 'finished'; i++) {
        if (i > 50_000) throw new Error('the night does not end');
        const seat = botToAct(n);
        if (seat === null) throw new Error(`no one can act (phase ${n.phase})`);
        n = nightAct(n, seat, botAction(n, seat)).night;
        const bad = nightProblem(n);
        if (bad) throw new Error(bad);
      }
    },
  };
}

function tavernSave(appendixB: boolean): Kind {
  const seats = ['tamsin', 'okko', 'vess', 'grusk'].map((char, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const, char }));
  const m = TavernMachine.create(appendixB ? 'tvb' : 'tv', { seats, seed: appendixB ? 21 : 20, prizes: true, ...(appendixB ? { appendixB: true } : {}) });
  // The plain game a while in; the Appendix B one in the middle of a hosted Round (its table dealt).
  const there = () => (appendixB ? !!m.snapshot().state.round?.hosted?.table && m.snapshot().state.stack.length > 0 : m.version > 60 && m.snapshot().state.stack.length > 0);
  for (let i = 0; i < 20_000 && !there(); i++) expect(m.step()).not.toBeNull();
  const g = m.snapshot();
  const st = (e: Json) => (e.game as { state: TavernState }).state;
  const corruptions: Corruption[] = [
    { name: 'the RNG state empty', apply: (e) => void (st(e).rng = []) },
    { name: 'the RNG state a string', apply: (e) => void ((st(e) as unknown as Json).rng = 'seed') },
    { name: 'the RNG state all zero', apply: (e) => void (st(e).rng = [0, 0, 0, 0]) },
    { name: 'an unknown turn phase', apply: (e) => void ((st(e).turn as unknown as Json).phase = 'nap') },
    { name: 'an unknown pending kind', apply: (e) => void ((st(e).pending as Json).k = 'dance') },
    { name: 'an unknown stack item', apply: (e) => void ((st(e).stack[0] as unknown as Json).kind = 'ghost') },
    { name: 'junk in the last events', apply: (e) => void ((e.game as { last: { events: unknown[] } }).last.events.push({ t: 'junk', seat: 'x' })) },
    { name: 'a call window asking seat 9', apply: (e) => void (st(e).stack[st(e).stack.length - 1]!.win = { next: 'resolve', call: { seats: [9], idx: 0, answers: [] } }) },
    { name: 'the game waits on seat 9', apply: (e) => void ((st(e).pending as Json).seat = 9) },
    { name: 'a Drink in a hand', apply: (e) => void st(e).seats[0]!.hand.push(st(e).drinkDeck.pop()!) },
    { name: 'null in a hand', apply: (e) => void (st(e).seats[0]!.hand as unknown[]).push(null) },
    { name: 'an unknown card in a hand', apply: (e) => void st(e).seats[0]!.hand.push('c99999') },
    { name: '2^53+2 Gold', apply: (e) => void (st(e).seats[0]!.G = 2 ** 53 + 2) },
    { name: '1e308 Gold with an Inn at -1e300', apply: (e) => void ((st(e).seats[0]!.G = 1e308), (st(e).inn = -1e300)) },
    { name: "another character's card in a hand", apply: (e) => void st(e).seats[0]!.hand.push(st(e).seats[1]!.deck.pop()!) },
    { name: 'turn.active 9', apply: (e) => void (st(e).turn.active = 9) },
    { name: 'a seat F of 25', apply: (e) => void (st(e).seats[1]!.F = 25) },
    { name: 'a zero-width space before a name', apply: (e) => void ((e.game as { setup: { seats: Json[] } }).setup.seats[0]!.name = '\u200bBot 1') },
    { name: 'a name another seat has', apply: (e) => void ((e.game as { setup: { seats: Json[] } }).setup.seats[0]!.name = 'Bot 2') },
  ];
  if (appendixB) {
    const hosted = (e: Json) => st(e).round!.hosted!;
    corruptions.push(
      { name: 'an unknown hosted game', apply: (e) => void ((hosted(e).choice as unknown as Json).game = 'snap') },
      { name: 'every hosted zone made public', apply: (e) => Object.values((hosted(e).table as AnyState).zones).forEach((z) => ((z as unknown as Json).vis = { to: 'all' })) },
      { name: 'the hosted table holding coins', apply: (e) => void (((hosted(e).table as AnyState).stacks[0] = 5), ((hosted(e).table as AnyState).totalMoney = 5)) },
      { name: 'the hosted table seating a seat more', apply: (e) => void hosted(e).seats.push(3) },
    );
  }
  return {
    kind: 'tavern',
    dir: 'taverns/',
    id: g.id,
    text: serializeTavern(g, 1),
    corruptions,
    playToEnd(text, rng) {
      const p = parseTavernSave(text, g.id);
      if (!p.ok) throw new Error(`refused when played: ${p.problem}`);
      const s = structuredClone(p.game.state);
      for (let i = 0; !s.over; i++) {
        if (i > 100_000) throw new Error('the tavern game does not end');
        const seat = s.pending!.seat;
        applyInPlace(s, seat, randomAction(s, seat, rng));
        const bad = checkInvariants(s);
        if (bad.length) throw new Error(bad[0]);
      }
    },
  };
}

// ------------------------------------------------------------------------------------- generic corruptions

/** Every path of a JSON value (objects and arrays, depth first), the root excluded. */
function paths(v: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (Array.isArray(v)) v.forEach((x, i) => (out.push([...at, i]), paths(x, [...at, i], out)));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) (out.push([...at, k]), paths(x, [...at, k], out));
  return out;
}

const VALUES: [string, (old: unknown) => unknown][] = [
  ['deleted', () => undefined],
  ['null', () => null],
  ['a word', () => 'x'],
  ['-1', () => -1],
  ['1e308', () => 1e308],
  ['2^53+2', () => 2 ** 53 + 2],
  ['9', () => 9],
  ['an empty list', () => []],
  ['an empty object', () => ({})],
  ['a list of itself', (old) => [old, old]],
  ['true', () => true],
];

/** A deterministic sample of generic corruptions over the file's fields. */
function generic(text: string, count: number, rng: Rng): Corruption[] {
  const all = paths(JSON.parse(text));
  const out: Corruption[] = [];
  for (let i = 0; i < count; i++) {
    const path = all[rng.int(0, all.length - 1)]!;
    const [word, value] = VALUES[rng.int(0, VALUES.length - 1)]!;
    out.push({
      name: `${path.join('.')} ${word}`,
      apply: (env) => {
        let o = env as Record<string | number, unknown>;
        for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
        const last = path[path.length - 1]!;
        const v = value(o[last]);
        if (v === undefined) {
          if (Array.isArray(o)) o.splice(last as number, 1);
          else delete o[last];
        } else o[last] = v;
      },
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------- test

const GENERIC = Number(process.env.CORRUPT_SAVES ?? 40);

describe('corrupt saves of every kind (issue 25)', () => {
  const kinds: [string, () => Kind][] = [
    ['a single table', tableSave],
    ['a night', nightSave],
    ['a tavern game', () => tavernSave(false)],
    ['a tavern game in the middle of an Appendix B Round', () => tavernSave(true)],
  ];
  const tally = { refused: 0, playable: 0, broken: 0 };

  for (const [what, make] of kinds) {
    it(`${what}: each corrupt file is refused in words and kept aside, or loads and plays to its end`, async () => {
      const k = make();
      const rng = rngFrom(seedRng(2025));
      // The file cut short and the audit's corruptions must be refused; a generic one may also load and play.
      const targeted = 1 + k.corruptions.length;
      const cases: Corruption[] = [
        { name: 'cut short', apply: () => undefined },
        ...k.corruptions,
        ...generic(k.text, GENERIC, rng),
      ];
      const broken: string[] = [];
      for (const [i, c] of cases.entries()) {
        let text: string;
        if (i === 0) text = k.text.slice(0, Math.floor(k.text.length / 2));
        else {
          const env = JSON.parse(k.text) as Json;
          c.apply(env);
          text = JSON.stringify(env);
        }
        const backend = new MemoryBackend();
        await backend.write(`${k.dir}${k.id}.json`, text);
        const host = new Host({ stores: memoryStores(backend), now: () => 1000, draw: () => 42 });
        const r = await host.handle({ type: 'resume', kind: k.kind, id: k.id });
        if (!r.ok) {
          tally.refused++;
          const why = `${what}, ${c.name}: ${r.error.message}`;
          expect(r.error.code, why).toBe('save-corrupt');
          expect(r.error.message, why).not.toMatch(PROGRAM_TEXT);
          expect(r.error.message, why).toMatch(/could not be read: .+\. It was kept aside as \S+, not deleted\.$/);
          const keptAs = /kept aside as (\S+), not deleted/.exec(r.error.message)![1]!;
          expect(await backend.read(keptAs), `${why}: kept aside byte for byte`).toBe(text);
          expect(await backend.read(`${k.dir}${k.id}.json`), why).toBeNull();
          continue;
        }
        expect(i, `${what}, ${c.name}: loaded, and it must be refused`).toBeGreaterThanOrEqual(targeted);
        try {
          k.playToEnd(text, rngFrom(seedRng(i)));
          tally.playable++;
        } catch (e) {
          tally.broken++;
          broken.push(`${c.name}: ${(e as Error).message}`);
        }
      }
      console.log(`[corrupt saves] ${what}: ${cases.length} corrupt files; so far refused ${tally.refused}, loaded and playable ${tally.playable}, loaded and broken ${tally.broken}`);
      expect(broken, `${what}: loaded, then broken`).toEqual([]);
    });
  }
});
