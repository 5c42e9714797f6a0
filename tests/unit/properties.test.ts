import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/shared/engine/errors';
import type { Evaluation } from '../../src/shared/engine/game';
import { settle } from '../../src/shared/engine/settle';
import { apply, applyInPlace, canStartGame, gameDef, legalActions, moneyOnTable, newTable, pendingSeats } from '../../src/shared/engine/table';
import type { Action, AnyState, GameResult, Seat, SplitRule, TableConfig } from '../../src/shared/engine/types';
import { viewFor } from '../../src/shared/engine/view';
import { visibleTo } from '../../src/shared/engine/zones';
import { playableGames } from '../../src/shared/games/registry';
import { rngFrom, seedRng, type Rng } from '../../src/shared/rng';
import { assertMoneyConserved, playRandomGame, randomConfig } from '../../src/shared/sim/random-table';
import { bettingOptions, type BettingData } from '../../src/shared/stakes/betting/round';
import { potsFrom } from '../../src/shared/stakes/betting/pots';
import { propertySeed } from '../helpers/property';

/**
 * What must hold for every game, whatever the table: checked over random tables (2 to 8 players as the
 * game allows, variants, stakes, Split Rule, uneven stacks and a carried pot) and random legal play. Every
 * registered game is covered as soon as it is registered. Each property prints its fast-check seed.
 *
 * The money properties are meant to fail on any one-line slip in the betting, pot and settlement code.
 * Mutations tried by hand (issue 12, item 9), run with PROPERTY_SEED=12345 PROPERTY_RUNS=20 (D on Rogues and
 * Warriors, Threes, King's Council and Three Kingdoms); every one was caught. The properties:
 *   A "pays every pot as an independent Appendix C reference does"      (unit, 3000 random pots)
 *   B "payouts plus carry equal the pot; a folded seat never receives ..." (unit)
 *   C "lays out side pots as Appendix C ..."                              (unit)
 *   D "<game>: bets and settles as Appendix C says ..."                   (random play against the reference
 *     Betting Round model and the reference settlement)
 *
 *  1. pots.ts    `cap = top ? Infinity : level` -> `cap = level` (folded chips above every live seat lost): A B C
 *  2. pots.ts    eligible `x.c >= level` -> `x.c > level` (an all-in seat loses its own level): A D
 *  3. pots.ts    `pots[0]!.amount += carry` -> `pots[pots.length - 1]!...` (the carry into the last pot): A D
 *  4. pots.ts    refund test `own === top.amount` -> `own <= top.amount`: A B C D
 *  5. split.ts   Merchant's remainder `amount - each * winners.length` -> `0`: A B D
 *  6. split.ts   `rule === 'merchant'` -> `rule !== 'king'` (Commoner's Rule split, not replayed): A D
 *  7. settle.ts  `payouts[w]! += split.paid[k]!` -> `=` (a seat winning two pots keeps one): A B D
 *  8. settle.ts  `carry += split.carried` -> `carry = split.carried`: A B D
 *  9. settle.ts  `out = ... !x || s.folded[seat]!` -> `!x` (folded seats stay in the pots): A B
 * 10. betting.ts minimum raise `Math.max(1, d.lastRaise)` -> `1`: D
 * 11. betting.ts `else if (!d.needs[other]) d.canRaise[other] = false` removed (a short all-in reopens): D
 * 12. betting.ts `toCall = Math.min(d.bet - mine, stack)` -> `Math.min(d.bet, stack)`: D
 * 13. betting.ts a full raise `size >= Math.max(1, d.lastRaise)` -> `>` (an equal raise counted short): D
 * 14. betting.ts next to act `(after + k) % n` -> `(after + k + 1) % n`: D
 * 15. betting.ts `other === seat || s.stacks[other] === 0` -> `other === seat` (all-in seats asked again): D
 * 16. split.ts   `Math.floor(amount / winners.length)` -> `Math.round(...)`: A D
 * 17. pots.ts    live seats `x.c > 0` dropped (a live seat that put in nothing makes a level): A
 * 18. settle.ts  a refund `payouts[r.seat]! += r.amount` -> `+= 0`: A B D
 * One more tried was no bug: updating `lastRaise` after a short all-in too (`Math.max` keeps it the same).
 *
 * The flake of issue 12 (a raise to "legal + 500" assumed illegal though the seat had 556 chips) is gone:
 * out-of-range numbers are now pushed past all the money on the table.
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 40);
const GAMES_PER_TABLE = 3;

function check<T extends unknown[]>(name: string, property: fc.IProperty<T>, numRuns: number): void {
  fc.assert(property, { numRuns, seed: propertySeed(name) });
}

/** Every card id a view names, wherever it is: zones, log, game state, step data, results. */
function cardIdsIn(value: unknown, out: Set<number> = new Set()): Set<number> {
  if (Array.isArray(value)) for (const v of value) cardIdsIn(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'card' && typeof v === 'number') {
        out.add(v);
      } else if (k === 'cards' && Array.isArray(v)) {
        for (const c of v) if (typeof c === 'number') out.add(c);
      } else {
        cardIdsIn(v, out);
      }
    }
  }
  return out;
}

/** Cards each seat has legitimately seen so far: in a zone it may see, or in a public event. */
function learn(s: AnyState, known: Set<number>[], fromLog: number): void {
  known.forEach((set, seat) => {
    for (const z of Object.values(s.zones)) if (visibleTo(z.vis, seat)) for (const id of z.cards) set.add(id);
    for (let i = fromLog; i < s.log.length; i++) {
      const e = s.log[i]!;
      if (e.cards && e.vis && visibleTo(e.vis, seat)) for (const id of e.cards) if (id !== null) set.add(id);
    }
  });
}

function junkActions(s: AnyState, rng: Rng): { seat: Seat; action: Action }[] {
  const n = s.stacks.length;
  const pending = pendingSeats(s);
  const idle = [...Array(n).keys()].filter((x) => !pending.includes(x));
  const seat = pending[0] ?? 0;
  const legal = legalActions(s, seat);
  // Past every chip on the table, so no number pushed out of range can land on a legal raise (issue 12's flake).
  const beyond = moneyOnTable(s) + 500;
  const out: { seat: Seat; action: Action }[] = [
    { seat, action: { t: 'no-such-action' } },
    { seat, action: { t: 'raise', to: -3 } },
    { seat, action: { t: 'raise', to: beyond + 1e9 } },
    { seat, action: { t: 'reveal', card: 9999 } },
    { seat: n + 2, action: { t: 'check' } },
  ];
  if (idle.length && legal.length) out.push({ seat: idle[rng.int(0, idle.length - 1)]!, action: legal[0]! });
  for (const a of legal) {
    // The same action with each number field pushed out of range.
    for (const [k, v] of Object.entries(a)) if (typeof v === 'number') out.push({ seat, action: { ...a, [k]: v + beyond } });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// An independent model of a Betting Round (Appendix C, with the minimum-raise rule of RULINGS.md), fed the
// same actions as the engine and compared with it after each one.

interface RoundModel {
  key: string;
  minRaise: boolean;
  bet: number;
  /** The largest full raise so far this round (a raise must add at least this much). */
  lastFull: number;
  roundBet: number[];
  stacks: number[];
  folded: boolean[];
  inGame: boolean[];
  /** Who must still act this round. */
  needs: boolean[];
  /** Who may still raise: a short all-in does not reopen raising to a seat that already acted. */
  mayRaise: boolean[];
  turn: Seat | null;
}

const isBetting = (s: AnyState): boolean => s.phase === 'playing' && s.step.id.startsWith('betting') && typeof (s.step.data as Partial<BettingData>).bet === 'number';
const roundKey = (s: AnyState): string => `${s.gameNo}:${s.step.index}`;
const liveSeat = (m: RoundModel, seat: Seat): boolean => m.inGame[seat]! && !m.folded[seat]!;

function openRound(s: AnyState): RoundModel {
  const n = s.stacks.length;
  const m: RoundModel = {
    key: roundKey(s),
    minRaise: s.config.stakes.mode === 'betting' && s.config.stakes.minRaise,
    bet: 0,
    lastFull: 0,
    roundBet: new Array<number>(n).fill(0),
    stacks: [...s.stacks],
    folded: [...s.folded],
    inGame: [...s.inGame],
    needs: [],
    mayRaise: [],
    turn: null,
  };
  m.needs = m.stacks.map((st, seat) => liveSeat(m, seat) && st > 0);
  m.mayRaise = [...m.needs];
  // From the Starting Player clockwise (the next seat in when the Starting Player is out).
  for (let k = 0; k < n && m.turn === null; k++) {
    const seat = (s.startingPlayer + k) % n;
    if (m.needs[seat]) m.turn = seat;
  }
  return m;
}

function modelOptions(m: RoundModel, seat: Seat) {
  const stack = m.stacks[seat]!;
  const mine = m.roundBet[seat]!;
  const most = mine + stack;
  const step = m.minRaise ? Math.max(1, m.lastFull) : 1;
  return {
    toCall: Math.min(m.bet - mine, stack),
    canCheck: m.bet === mine,
    canRaise: m.mayRaise[seat]! && most > m.bet,
    minRaiseTo: Math.min(m.bet + step, most),
    maxRaiseTo: most,
    currentBet: m.bet,
    stack,
  };
}

function modelPay(m: RoundModel, seat: Seat, amount: number): void {
  m.stacks[seat]! -= amount;
  m.roundBet[seat]! += amount;
}

function modelRaise(m: RoundModel, seat: Seat, to: number): void {
  const size = to - m.bet;
  const full = !m.minRaise || size >= Math.max(1, m.lastFull);
  modelPay(m, seat, to - m.roundBet[seat]!);
  m.stacks.forEach((st, other) => {
    if (other === seat || !liveSeat(m, other) || st === 0) return;
    if (full) m.mayRaise[other] = true;
    else if (!m.needs[other]) m.mayRaise[other] = false;
    m.needs[other] = true;
  });
  if (full) m.lastFull = Math.max(m.lastFull, size);
  m.bet = to;
}

function modelAct(m: RoundModel, seat: Seat, a: Action): void {
  expect(seat, 'the seat that acted is the one whose turn it is').toBe(m.turn);
  const o = modelOptions(m, seat);
  switch (a.t) {
    case 'check':
      expect(o.canCheck, 'a check only when nothing is owed').toBe(true);
      break;
    case 'call':
      expect(o.canCheck, 'a call only when something is owed').toBe(false);
      modelPay(m, seat, o.toCall);
      break;
    case 'raise': {
      const to = a.to as number;
      expect(o.canRaise, 'a raise only when raising is open to the seat').toBe(true);
      expect(to > m.bet && to <= o.maxRaiseTo && (to >= o.minRaiseTo || to === o.maxRaiseTo), `a raise to ${to} within ${o.minRaiseTo}..${o.maxRaiseTo}`).toBe(true);
      modelRaise(m, seat, to);
      break;
    }
    case 'all-in':
      expect(o.stack).toBeGreaterThan(0);
      if (o.maxRaiseTo > m.bet) {
        expect(o.canRaise, 'an all-in raise only when raising is open').toBe(true);
        modelRaise(m, seat, o.maxRaiseTo);
      } else modelPay(m, seat, o.stack);
      break;
    case 'fold':
      m.folded[seat] = true;
      break;
    default:
      throw new Error(`not a betting action: ${a.t}`);
  }
  m.needs[seat] = false;
  const n = m.stacks.length;
  const live = m.stacks.filter((_, x) => liveSeat(m, x)).length;
  m.turn = null;
  if (live > 1) {
    for (let k = 1; k <= n && m.turn === null; k++) {
      const next = (seat + k) % n;
      if (liveSeat(m, next) && m.needs[next]) m.turn = next;
    }
  }
}

/** The engine's offer to the seat whose turn it is must be the model's. */
function compareOffer(s: AnyState, m: RoundModel): void {
  expect(pendingSeats(s), `${s.config.game}: whose turn it is in ${s.step.id}`).toEqual(m.turn === null ? [] : [m.turn]);
  if (m.turn === null) return;
  const o = modelOptions(m, m.turn);
  expect(bettingOptions(s, m.turn), `${s.config.game}: the options offered in ${s.step.id}`).toEqual(o);
  const types = [o.canCheck ? 'check' : 'call', 'fold', ...(o.canRaise ? (o.minRaiseTo < o.maxRaiseTo ? ['raise', 'all-in'] : ['all-in']) : [])];
  expect(legalActions(s, m.turn).map((x) => x.t)).toEqual(types);
}

// ---------------------------------------------------------------------------------------------------------
// An independent reference of settlement: Appendix C's side pots chip by chip, then the Split Rules.

interface RefSettlement {
  payouts: number[];
  carry: number;
  replay: boolean;
}

/**
 * Chip by chip: the h-th chip of a seat may be won by the live seats that put in at least h chips; chips a
 * folded seat put in above every live seat belong with the top live chips. Consecutive chips with the same
 * eligible seats form one pot (the carried pot joins the first); each pot goes to its best eligible keys.
 */
function referenceSettle(contrib: number[], out: boolean[], carry: number, keys: (number[] | null)[], rule: SplitRule): RefSettlement {
  const n = contrib.length;
  const payouts = new Array<number>(n).fill(0);
  let carried = 0;
  let replay = false;
  const better = (a: number[], b: number[]) => {
    for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0) ? 1 : -1;
    return 0;
  };
  const award = (amount: number, eligible: Seat[]) => {
    const rated = eligible.filter((seat) => keys[seat] !== null);
    const winners = rated.filter((seat) => rated.every((o) => better(keys[seat]!, keys[o]!) >= 0));
    if (winners.length === 0) carried += amount;
    else if (winners.length === 1) payouts[winners[0]!]! += amount;
    else if (rule === 'merchant') {
      const each = Math.floor(amount / winners.length);
      for (const w of winners) payouts[w]! += each;
      carried += amount - each * winners.length;
    } else {
      carried += amount;
      replay = true;
    }
  };
  const live = contrib.map((_, seat) => seat).filter((seat) => !out[seat] && contrib[seat]! > 0);
  if (live.length === 0) {
    award(contrib.reduce((a, b) => a + b, 0) + carry, contrib.map((_, seat) => seat).filter((seat) => !out[seat]));
    return { payouts, carry: carried, replay };
  }
  const top = Math.max(...live.map((seat) => contrib[seat]!));
  const groups: { amount: number; eligible: Seat[] }[] = [];
  for (let h = 1; h <= top; h++) {
    const eligible = live.filter((seat) => contrib[seat]! >= h);
    let chips = contrib.filter((c) => c >= h).length;
    if (h === top) chips += contrib.reduce((sum, c) => sum + Math.max(0, c - top), 0);
    const last = groups[groups.length - 1];
    if (last && last.eligible.join() === eligible.join()) last.amount += chips;
    else groups.push({ amount: chips, eligible });
  }
  groups[0]!.amount += carry;
  for (const g of groups) award(g.amount, g.eligible);
  return { payouts, carry: carried, replay };
}

/** The engine's settlement of one pot, given each seat's contribution, who is out and each seat's key. */
function engineSettle(contrib: number[], folded: boolean[], inGame: boolean[], carry: number, keys: (number[] | null)[], rule: SplitRule): GameResult {
  const n = contrib.length;
  const s = {
    config: { seats: contrib.map((_, i) => ({ name: `P${i}`, kind: 'bot' })), stakes: { mode: 'betting', minRaise: true }, splitRule: rule },
    stacks: new Array<number>(n).fill(0),
    contrib: [...contrib],
    roundBet: new Array<number>(n).fill(0),
    carry,
    inGame: [...inGame],
    folded: [...folded],
  } as unknown as AnyState;
  const evals: (Evaluation | null)[] = keys.map((k) => (k ? { key: k, score: null, label: '' } : null));
  return settle({ s, rng: null as never, events: [], def: gameDef('rogues-and-warriors') }, evals, 'showdown');
}

/** A random pot: 2 to 8 seats, some out, some all in for less, ties likely. */
const potArb = fc
  .integer({ min: 2, max: 8 })
  .chain((n) =>
    fc.record({
      contrib: fc.array(fc.oneof(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 60 })), { minLength: n, maxLength: n }),
      folded: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
      inGame: fc.array(fc.oneof({ arbitrary: fc.constant(true), weight: 5 }, { arbitrary: fc.constant(false), weight: 1 }), { minLength: n, maxLength: n }),
      keys: fc.array(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 2 }), { minLength: n, maxLength: n }),
      carry: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 25 })),
      rule: fc.constantFrom<SplitRule>('merchant', 'king', 'commoner'),
    }),
  );

type Pot = { contrib: number[]; folded: boolean[]; inGame: boolean[]; keys: number[][]; carry: number; rule: SplitRule };

function settleBoth(p: Pot) {
  const out = p.folded.map((f, seat) => f || !p.inGame[seat]!);
  const keys = p.keys.map((k, seat) => (out[seat] ? null : k));
  const engine = engineSettle(p.contrib, p.folded, p.inGame, p.carry, keys, p.rule);
  const ref = referenceSettle(p.contrib, out, p.carry, keys, p.rule);
  return { out, keys, engine, ref };
}

describe('settlement against an independent reference (Appendix C side pots, the Split Rules)', () => {
  it('pays every pot as an independent Appendix C reference does', () => {
    check(
      'settlement: reference payouts',
      fc.property(potArb, (p) => {
        const { engine, ref } = settleBoth(p);
        expect(engine.payouts).toEqual(ref.payouts);
        expect(engine.carry).toBe(ref.carry);
        expect(engine.replay !== null).toBe(ref.replay);
      }),
      3000,
    );
  });

  it('payouts plus carry equal the pot; a folded seat never receives anything; a seat beaten by one who put in as much gets nothing', () => {
    check(
      'settlement: conservation and order',
      fc.property(potArb, (p) => {
        const { out, keys, engine } = settleBoth(p);
        const pot = p.contrib.reduce((a, b) => a + b, 0) + p.carry;
        expect(engine.payouts.reduce((a, b) => a + b, 0) + engine.carry).toBe(pot);
        engine.payouts.forEach((x, seat) => {
          expect(x).toBeGreaterThanOrEqual(0);
          if (out[seat]) expect(x, `seat ${seat} is out`).toBe(0);
        });
        // Keys compare position by position, a missing position counting as 0 (as the tiebreakers do).
        const cmp = (a: number[], b: number[]) => Array.from({ length: Math.max(a.length, b.length) }, (_, i) => (a[i] ?? 0) - (b[i] ?? 0)).find((d) => d !== 0) ?? 0;
        for (let a = 0; a < p.contrib.length; a++) {
          for (let b = 0; b < p.contrib.length; b++) {
            if (a === b || out[a] || out[b] || p.contrib[a]! < p.contrib[b]!) continue;
            const d = cmp(keys[a]!, keys[b]!);
            // Every pot b can win, a can win too and beats b: b takes nothing (no refund: a matched it).
            if (d > 0) expect(engine.payouts[b], `seat ${b} beaten by seat ${a}`).toBe(0);
            // As good and at least as deep in: never less.
            if (d >= 0 && p.rule === 'merchant') expect(engine.payouts[a]).toBeGreaterThanOrEqual(engine.payouts[b]!);
          }
        }
      }),
      3000,
    );
  });

  it('lays out side pots as Appendix C: every chip once, each pot open to the live seats that reached it', () => {
    check(
      'side pots: layout',
      fc.property(potArb, (p) => {
        const out = p.folded.map((f, seat) => f || !p.inGame[seat]!);
        const layout = potsFrom(p.contrib, out, p.carry);
        const total = layout.pots.reduce((a, x) => a + x.amount, 0) + layout.rebates.reduce((a, r) => a + r.amount, 0);
        expect(total).toBe(p.contrib.reduce((a, b) => a + b, 0) + p.carry);
        for (const pot of layout.pots) for (const seat of pot.eligible) expect(out[seat]).toBe(false);
        // Eligibility shrinks pot by pot, and a seat in a pot reached every pot below it.
        for (let i = 1; i < layout.pots.length; i++) {
          for (const seat of layout.pots[i]!.eligible) expect(layout.pots[i - 1]!.eligible).toContain(seat);
          expect(layout.pots[i]!.eligible.length).toBeLessThan(layout.pots[i - 1]!.eligible.length);
        }
        // A refund is only ever the excess of the one seat that put in most, above everyone else.
        for (const r of layout.rebates) {
          const others = p.contrib.filter((_, seat) => seat !== r.seat);
          expect(r.amount).toBe(p.contrib[r.seat]! - Math.max(0, ...others));
        }
      }),
      3000,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
// Random tables.

/** Uneven stacks and a carried pot now and then, as a night brings them (at least two seats can ante). */
function withMoney(config: TableConfig, rng: Rng): TableConfig {
  if (rng.int(0, 2) === 0) return config;
  const n = config.seats.length;
  const ante = config.stakes.mode === 'shares' ? config.stakes.share : 1;
  const stacks = Array.from({ length: n }, () => (rng.int(0, 4) === 0 ? rng.int(0, 3) : rng.int(1, config.startingChips * 2)));
  for (const seat of [0, 1]) stacks[seat] = Math.max(stacks[seat]!, ante);
  return { ...config, stacks, carry: rng.int(0, 2) === 0 ? rng.int(1, 30) : 0 };
}

interface Recorded {
  config: TableConfig;
  actions: { seat: Seat; action: Action }[];
  final: string;
}

interface PlayOptions {
  views?: boolean;
  illegal?: boolean;
  money?: boolean;
}

function playTable(config: TableConfig, rng: Rng, opts: PlayOptions): Recorded {
  const s = newTable(config).state;
  const n = s.stacks.length;
  const def = gameDef(config.game);
  const known = Array.from({ length: n }, () => new Set<number>());
  learn(s, known, 0);
  const actions: { seat: Seat; action: Action }[] = [];
  let round: RoundModel | null = null;
  let before = { key: '', money: [] as number[], carry: 0 };

  const gameStarted = (st: AnyState) => {
    before = { key: '', money: st.stacks.map((x, seat) => x + st.contrib[seat]!), carry: st.carry };
    // The ante is already in: count it as the game's money of each seat.
  };

  /** Called after every accepted action (and once at the start of each game). */
  const observe = (st: AnyState, seat: Seat | null, action: Action | null) => {
    assertMoneyConserved(st);
    if (opts.money) {
      if (round && seat !== null && action && round.key === before.key) {
        modelAct(round, seat, action);
        if (st.phase === 'playing' && roundKey(st) === round.key) {
          expect(st.roundBet, 'what each seat put in this round').toEqual(round.roundBet);
          expect(st.stacks, 'every stack').toEqual(round.stacks);
        } else {
          expect(round.turn, `${st.config.game}: the round ended while the model still waits on a seat`).toBeNull();
          if (st.phase === 'playing') expect(st.stacks).toEqual(round.stacks);
        }
      }
      if (isBetting(st)) {
        if (!round || round.key !== roundKey(st)) {
          expect(st.roundBet.every((x) => x === 0) && (st.step.data as BettingData).bet === 0, 'a round starts from nothing').toBe(true);
          round = openRound(st);
        }
        compareOffer(st, round);
      } else round = null;
      before.key = st.phase === 'playing' ? roundKey(st) : '';
      if (st.phase === 'over' && st.result && action && action.t !== 'next-game') checkSettlement(st, def.heldMoney !== undefined);
    }
    if (!opts.views) return;
    for (let v = -1; v < n; v++) {
      const view = viewFor(st, v);
      const text = JSON.stringify(view);
      expect(text).not.toMatch(/"rng"|"seed"|"secret"/);
      const allowed = v >= 0 ? known[v]! : new Set([...Object.values(st.zones)].filter((z) => z.vis.to === 'all').flatMap((z) => z.cards));
      if (v < 0) for (const e of st.log) if (e.cards && e.vis?.to === 'all') for (const id of e.cards) if (id !== null) allowed.add(id);
      for (const id of cardIdsIn(view)) {
        if (!allowed.has(id)) throw new Error(`${st.config.game}: seat ${v}'s view shows card ${id} it may not see (step ${st.step.id})`);
      }
    }
  };

  /** At a game's end: conservation per game, nothing to a folded seat, and the reference's payouts. */
  const checkSettlement = (st: AnyState, held: boolean) => {
    const r = st.result!;
    const contrib = before.money.map((m, seat) => m - (st.stacks[seat]! - r.payouts[seat]!));
    if (!held) expect(r.payouts.reduce((a, b) => a + b, 0) + r.carry, 'payouts plus carry equal the pot').toBe(contrib.reduce((a, b) => a + b, 0) + before.carry);
    // Dragon Hordes pays from the Hordes as coins are taken, not from a pot: it settles itself.
    if (!held) {
      st.folded.forEach((f, seat) => {
        if (f || !st.inGame[seat]) expect(r.payouts[seat], `${st.config.game}: seat ${seat} folded or sat out`).toBe(0);
      });
    }
    const bySettle = r.kind === 'showdown' || r.kind === 'fold' || r.kind === 'replay';
    if (st.config.stakes.mode !== 'betting' || held || !bySettle) return;
    const out = st.inGame.map((x, seat) => !x || st.folded[seat]!);
    const keys = r.standings.map((x) => (x.place === null ? null : [-x.place]));
    const ref = referenceSettle(contrib, out, before.carry, keys, st.config.splitRule);
    expect(r.payouts, `${st.config.game}: payouts against the reference`).toEqual(ref.payouts);
    expect(r.carry).toBe(ref.carry);
  };

  gameStarted(s);
  observe(s, null, null);
  for (let g = 0; g < GAMES_PER_TABLE; g++) {
    if (g > 0) {
      if (!canStartGame(s)) break;
      const logStart = s.log.length;
      applyInPlace(s, 0, { t: 'next-game' });
      actions.push({ seat: 0, action: { t: 'next-game' } });
      learn(s, known, Math.min(logStart, 0));
      gameStarted(s);
      observe(s, 0, { t: 'next-game' });
    }
    let logAt = s.log.length;
    playRandomGame(s, rng, {
      afterAction(st, seat, action) {
        actions.push({ seat, action });
        learn(st, known, logAt > st.log.length ? 0 : logAt);
        logAt = st.log.length;
        observe(st, seat, action);
        if (opts.illegal && st.phase === 'playing' && rng.int(0, 3) === 0) {
          for (const junk of junkActions(st, rng)) {
            const was = JSON.stringify(st);
            let refused = false;
            try {
              applyInPlace(st, junk.seat, junk.action);
            } catch (e) {
              if (!(e instanceof RuleError)) throw e;
              refused = true;
            }
            if (!refused) throw new Error(`${st.config.game}: accepted an illegal action ${JSON.stringify(junk)}`);
            expect(JSON.stringify(st)).toBe(was);
          }
        }
      },
    });
  }
  return { config, actions, final: JSON.stringify(s) };
}

// ---------------------------------------------------------------------------------------------------------
// Malformed actions (issue 12, item 10): every refusal is a sentence.

/** Values a forged or broken action may carry. */
const junkValue = fc.oneof(
  fc.constantFrom<unknown>(Number.NaN, Infinity, -Infinity, 1e20, -1, 2.5, -0, 1e6, '', '36', 'NaN', 'undefined', '__proto__', 'constructor', null, true, undefined, [], {}),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 30 }),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.array(fc.integer(), { maxLength: 2 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.integer(), { maxKeys: 3 }),
);

/** One way to break a legal action: [which action, how, which field, the value]. */
const breakage = fc.tuple(fc.nat(), fc.integer({ min: 0, max: 4 }), fc.nat(), junkValue);

function broken(legal: Action[], [which, how, field, value]: [number, number, number, unknown]): unknown {
  const a = { ...legal[which % legal.length]! } as Record<string, unknown>;
  const fields = Object.keys(a).filter((k) => k !== 't');
  const k = fields.length ? fields[field % fields.length]! : 't';
  switch (how) {
    case 0:
      return { ...a, t: value };
    case 1:
      return { ...a, [k]: value };
    case 2: {
      delete a[k];
      return a;
    }
    case 3:
      return { ...a, [k]: [[a[k]]], extra: value };
    default:
      return value; // not even an object
  }
}

function isSentence(message: string, sent: unknown): string | null {
  if (!/^[A-Z]/.test(message)) return 'does not start with a capital';
  if (!/\.$/.test(message)) return 'does not end with a full stop';
  if (/undefined|NaN|\[object|Infinity/.test(message)) return 'shows a raw value';
  if (/[{[]"|":|\[\[|\{\}/.test(message)) return 'shows JSON';
  const echo = JSON.stringify(sent);
  if (echo && echo.length >= 8 && message.includes(echo)) return 'echoes the whole action';
  return null;
}

describe.each(playableGames().map((d) => [d.id, d] as const))('%s, at random tables with random legal play', (id, def) => {
  it('conserves money after every action, ends every game, and never shows a seat a card it may not see', () => {
    check(
      `${id}: money and views`,
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (seed) => {
        const rng = rngFrom(seedRng(seed));
        playTable(withMoney(randomConfig(def, rng), rng), rng, { views: true });
      }),
      RUNS,
    );
  });

  it('bets and settles as Appendix C says: the offer, every stack and the turn against a reference model, every pot against a reference settlement', () => {
    check(
      `${id}: betting and settlement`,
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (seed) => {
        const rng = rngFrom(seedRng(seed));
        playTable(withMoney(randomConfig(def, rng), rng), rng, { money: true });
      }),
      RUNS,
    );
  });

  it('refuses every illegal action with a rule error and leaves the state exactly as it was', () => {
    check(
      `${id}: illegal actions`,
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (seed) => {
        const rng = rngFrom(seedRng(seed));
        playTable(withMoney(randomConfig(def, rng), rng), rng, { illegal: true });
      }),
      Math.ceil(RUNS / 2),
    );
  });

  it('refuses malformed actions (wrong types, missing fields, NaN, huge numbers, nested arrays) with a sentence', () => {
    check(
      `${id}: malformed actions`,
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.array(breakage, { minLength: 40, maxLength: 40 }), (seed, breaks) => {
        const rng = rngFrom(seedRng(seed));
        const s = newTable(randomConfig(def, rng)).state;
        let k = 0;
        playRandomGame(s, rng, {
          afterAction(st) {
            if (st.phase !== 'playing') return;
            const seat = pendingSeats(st)[0]!;
            const legal = legalActions(st, seat);
            for (let i = 0; i < 4; i++) {
              const b = breaks[k++ % breaks.length]!;
              // Three broken actions, then a legal one sent for a seat that is not a seat.
              const sent = i < 3 ? broken(legal, b) : legal[0];
              try {
                apply(st, i < 3 ? seat : (b[3] as number), sent as Action);
              } catch (e) {
                if (!(e instanceof RuleError)) throw new Error(`${id}: ${JSON.stringify(sent)} threw ${(e as Error).name}: ${(e as Error).message}`);
                const why = isSentence(e.message, sent);
                if (why) throw new Error(`${id}: the refusal "${e.message}" ${why} (action ${JSON.stringify(sent)})`);
              }
            }
          },
        });
      }),
      Math.ceil(RUNS / 2),
    );
  });

  it('replays a seed and its actions to exactly the same state, and survives a JSON round trip', () => {
    check(
      `${id}: replays`,
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (seed) => {
        const rng = rngFrom(seedRng(seed));
        const rec = playTable(withMoney(randomConfig(def, rng), rng), rng, {});
        let s = JSON.parse(JSON.stringify(newTable(rec.config).state)) as AnyState;
        for (const { seat, action } of rec.actions) {
          applyInPlace(s, seat, action);
          s = JSON.parse(JSON.stringify(s)) as AnyState;
        }
        expect(JSON.stringify(s)).toBe(rec.final);
      }),
      Math.ceil(RUNS / 2),
    );
  });

  it('uses tables of every size the game allows, up to 8 players', () => {
    const rng = rngFrom(seedRng(propertySeed(`${id}: table sizes`)));
    const sizes = new Set<number>();
    for (let i = 0; i < 400; i++) sizes.add(randomConfig(def, rng).seats.length);
    expect(Math.max(...sizes)).toBe(def.players.max);
    expect(Math.min(...sizes)).toBe(def.players.min);
  });
});
