import { expect } from 'vitest';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { cardDef, characterDef } from '../../../src/shared/tavern/content/catalog';
import type { Ctx } from '../../../src/shared/tavern/ctx';
import { apply } from '../../../src/shared/tavern/engine';
import { checkInvariants } from '../../../src/shared/tavern/invariants';
import { legalActions } from '../../../src/shared/tavern/legal';
import { advance } from '../../../src/shared/tavern/stack';
import type { Phase, PlayAction, Seat, SpecialMove, TAction, TavernState, TEvent } from '../../../src/shared/tavern/types';
import { registerKit } from './kit';

/**
 * A small scenario builder: stack the hands, piles and Drink Deck, set F/AC/G, put the active player at a
 * phase, and run. Seats are A, B, C, D... (0, 1, 2, 3). Card names without a dot are test-kit cards.
 */
export const A = 0, B = 1, C = 2, D = 3;

export interface Spec {
  chars?: string[];
  players?: number;
  active?: Seat;
  phase: Phase;
  hands?: Record<number, string[]>;
  /** Drink Me! piles, top first. */
  piles?: Record<number, string[]>;
  /** The Drink Deck, top first. */
  deck?: string[];
  drinkDiscard?: string[];
  /** The Bar Deck's waiting cards, top first (VARIANTS.md §8): given, the Bar Deck is on. */
  bar?: string[];
  /** Character decks, top first. */
  decks?: Record<number, string[]>;
  stats?: Record<number, { F?: number; AC?: number; G?: number }>;
  gold?: number;
  prizes?: string[];
  debts?: { debtor: Seat; vess: Seat; n: number }[];
  seed?: number;
  /** The second four's zones (issue 23): Oven Heat, companions in play, laid Plots, the Loot Sack (top first). */
  heat?: Record<number, number>;
  companions?: Record<number, string[]>;
  plots?: Record<number, string[]>;
  sack?: Record<number, string[]>;
  /**
   * The Automaton (VARIANTS.md §7): Rivet joins as the last seat (R = the players' count) with this deck (top
   * first; names without a dot are the kit's `rv-*`), his discards, and his tracks (default F6/AC0 each).
   */
  rivet?: { deck: string[]; discard?: string[]; tracks?: Record<number, { F?: number; AC?: number }> };
  /** A team game (VARIANTS.md §2): the teams' seats; a member's `stats` entry sets its team's. */
  teams?: Seat[][];
  /** Tonics a team (by team index); 2 each unless given. */
  tonics?: number[];
  /** The team variant (VARIANTS.md §3–§6); `two-headed` unless given. */
  teamKind?: 'two-headed' | 'boss' | 'two-headed-boss' | 'leaders';
  /** Seats playing a Boss Deck (their Menace uses the Boss side). */
  bossDecks?: Seat[];
  /** Boss Battle: the Boss's X and how many of her turns have begun (the Boss is the first team's seat). */
  boss?: { x: number; turns?: number; actions?: number };
  /** Menace tracks (Magda seats get 0 unless given). */
  menace?: Record<number, number>;
}

const cardDefChar = (char: string): string[] => characterDef(char).mechanics.map((m) => m.kind);

const key = (name: string) => (name.includes('.') ? name : `kit.${name}`);

/** Which play of a card: its mode, targets, the Drink it answers, and (a team game) the teammate it is for. */
export interface PlayOpts {
  mode?: number;
  targets?: (Seat | 'deck')[];
  drink?: number;
  for?: Seat;
}

export class Scenario {
  s: TavernState;
  events: TEvent[] = [];
  /** The seats asked, in order, with the decision kind. */
  prompts: string[] = [];

  constructor(spec: Spec) {
    registerKit();
    const n = spec.chars?.length ?? spec.players ?? 4;
    const chars = spec.chars ?? Array.from({ length: n }, () => 'kit');
    const defs: Record<string, string> = {};
    let next = 1;
    const make = (prefix: string) => (name: string) => {
      const id = `${prefix}${next++}`;
      defs[id] = key(name);
      return id;
    };
    const card = make('c');
    const drink = make('d');
    const gold = spec.gold ?? 10;
    const rv = spec.rivet;
    const seats = chars.map((char, i) => ({
      char,
      name: String.fromCharCode(65 + i),
      F: spec.stats?.[i]?.F ?? 20,
      AC: spec.stats?.[i]?.AC ?? 0,
      G: spec.stats?.[i]?.G ?? gold,
      alive: true,
      hand: (spec.hands?.[i] ?? []).map(card),
      deck: (spec.decks?.[i] ?? []).map(card).reverse(),
      discard: [] as string[],
      gone: [] as string[],
      pile: (spec.piles?.[i] ?? []).map(drink).reverse(),
      debts: Array.from({ length: n + (rv ? 1 : 0) }, () => 0),
      prizes: [] as string[],
      known: [] as string[],
    }));
    if (rv) {
      seats.push({
        char: 'rivet',
        name: 'R',
        F: 20,
        AC: 0,
        G: 0,
        alive: true,
        hand: [],
        deck: rv.deck.map(card).reverse(),
        discard: (rv.discard ?? []).map(card),
        gone: [],
        pile: [],
        debts: Array.from({ length: n + 1 }, () => 0),
        prizes: [],
        known: [],
      });
    }
    for (const d of spec.debts ?? []) seats[d.debtor]!.debts[d.vess] = d.n;
    // A team's stats are one: the first member the spec gives stats for sets them for all.
    for (const team of spec.teams ?? []) {
      const from = team.find((x) => spec.stats?.[x]) ?? team[0]!;
      for (const x of team) Object.assign(seats[x]!, { F: seats[from]!.F, AC: seats[from]!.AC, G: seats[from]!.G });
    }
    // The mechanics' zones, as setup gives them to the characters that have them (and to any seat a spec names).
    seats.forEach((st, i) => {
      const kinds = i >= chars.length || chars[i] === 'kit' ? [] : cardDefChar(chars[i]!);
      const z = st as TavernState['seats'][number];
      if (kinds.includes('oven') || spec.heat?.[i] !== undefined) z.heat = spec.heat?.[i] ?? 0;
      if (kinds.includes('menace') || spec.menace?.[i] !== undefined) z.menace = spec.menace?.[i] ?? 0;
      if (spec.bossDecks?.includes(i)) z.bossDeck = true;
      if (kinds.includes('companions') || spec.companions?.[i]) z.companions = (spec.companions?.[i] ?? []).map(card);
      if (kinds.includes('plots') || spec.plots?.[i]) z.plots = (spec.plots?.[i] ?? []).map(card);
      if (kinds.includes('loot') || spec.sack?.[i]) {
        z.sack = (spec.sack?.[i] ?? []).map(card).reverse();
        z.spent = [];
      }
    });
    const s: TavernState = {
      v: 1,
      version: 0,
      rng: seedRng(spec.seed ?? 1),
      config: {
        seats: chars.map((char) => ({ char })),
        seed: spec.seed ?? 1,
        prizes: !!spec.prizes,
        ...(spec.bar ? { barDeck: true } : {}),
        ...(spec.teams ? { teams: { kind: spec.teamKind ?? ('two-headed' as const), seats: spec.teams, ...(spec.bossDecks ? { bossDecks: spec.bossDecks } : {}) } } : {}),
      },
      ...(spec.teams ? { teams: spec.teams.map((seats, i) => ({ seats: [...seats], tonics: spec.tonics?.[i] ?? (spec.boss ? spec.boss.x : 2) })) } : {}),
      ...(spec.boss ? { boss: { seat: spec.teams![0]![0]!, x: spec.boss.x, actions: spec.boss.actions ?? 0, played: [], turns: spec.boss.turns ?? 1 } } : {}),
      defs,
      seats,
      drinkDeck: (spec.deck ?? []).map(drink).reverse(),
      drinkDiscard: (spec.drinkDiscard ?? []).map(drink),
      ...(spec.bar ? { bar: spec.bar.map(drink).reverse() } : {}),
      inn: 0,
      pot: 0,
      prizeInn: (spec.prizes ?? []).map(make('p')),
      prizeBin: [],
      turn: { active: spec.active ?? 0, n: 1, phase: spec.phase, extra: 0, ordered: 0, looked: false, jig: [] },
      round: null,
      stack: [],
      pending: null,
      nextUid: 1,
      gold: 0,
      over: null,
      actions: 0,
      ...(rv
        ? {
            automaton: {
              seat: n,
              factions: ['sentry', 'tapster'],
              tracks: Array.from({ length: n }, (_, owner) => ({ owner, F: rv.tracks?.[owner]?.F ?? 6, AC: rv.tracks?.[owner]?.AC ?? 0 })),
              last: null,
              rewards: [],
            },
          }
        : {}),
    };
    if (rv) s.config.automaton = { factions: ['sentry', 'tapster'] };
    s.gold = spec.teams ? spec.teams.reduce((t, team) => t + seats[team[0]!]!.G, 0) : seats.reduce((t, x) => t + x.G, 0);
    const ctx: Ctx = { s, rng: rngFrom(s.rng), ev: [] };
    advance(ctx);
    s.rng = ctx.rng.state();
    this.s = s;
    this.events.push(...ctx.ev);
    this.note();
  }

  private note(): void {
    const p = this.s.pending;
    if (p) this.prompts.push(`${String.fromCharCode(65 + p.seat)}:${p.k}`);
  }

  get pending() {
    return this.s.pending;
  }

  seat(i: Seat) {
    return this.s.seats[i]!;
  }

  act(seat: Seat, a: TAction): this {
    const r = apply(this.s, seat, a);
    this.s = r.state;
    this.events.push(...r.events);
    const bad = checkInvariants(this.s);
    if (bad.length) throw new Error(bad.join('; '));
    this.note();
    return this;
  }

  /** The id of a card `name` held by `seat` (hand or Prize row). */
  cardOf(seat: Seat, name: string): string {
    const st = this.seat(seat);
    const id = [...st.hand, ...st.prizes, ...(st.plots ?? [])].find((c) => this.s.defs[c] === key(name));
    if (!id) throw new Error(`${String.fromCharCode(65 + seat)} holds no ${name}`);
    return id;
  }

  /** The play of `name` by `seat`, as the legal list has it (first match of mode/targets/drink if given). */
  playOf(seat: Seat, name: string, opts: PlayOpts = {}): PlayAction | undefined {
    const id = this.cardOf(seat, name);
    return legalActions(this.s, seat).find(
      (a): a is PlayAction =>
        a.t === 'play' &&
        a.card === id &&
        (opts.mode === undefined || a.mode === opts.mode) &&
        (opts.targets === undefined || JSON.stringify(a.targets) === JSON.stringify(opts.targets)) &&
        (opts.drink === undefined || a.drink === opts.drink) &&
        a.for === opts.for,
    );
  }

  canPlay(seat: Seat, name: string, opts: PlayOpts = {}): boolean {
    return this.s.pending?.seat === seat && this.playOf(seat, name, opts) !== undefined;
  }

  play(seat: Seat, name: string, opts: PlayOpts = {}): this {
    expect(this.s.pending?.seat, `${name}: waiting for ${this.s.pending?.seat}, not ${seat}`).toBe(seat);
    const a = this.playOf(seat, name, opts);
    if (!a) throw new Error(`${String.fromCharCode(65 + seat)} cannot play ${name} now (${cardDef(key(name)).title}; pending ${JSON.stringify(this.s.pending)})`);
    return this.act(seat, a);
  }

  pass(seat?: Seat): this {
    const p = this.s.pending!;
    if (seat !== undefined) expect(p.seat, `pass: waiting for ${p.seat}, not ${seat}`).toBe(seat);
    return this.act(p.seat, { t: 'pass' });
  }

  /** Pass in every call and sweep until `stop` holds or a non-response decision is pending. */
  passWhile(stop: (sc: this) => boolean = () => false): this {
    for (let i = 0; i < 500; i++) {
      const p = this.s.pending;
      if (!p || this.s.over || stop(this)) return this;
      if (p.k !== 'call' && p.k !== 'sweep') return this;
      this.pass();
    }
    throw new Error('passWhile: no end');
  }

  /** Pass until `seat` is asked in a call or sweep. */
  passTo(seat: Seat): this {
    return this.passWhile((sc) => sc.s.pending?.seat === seat);
  }

  /** A choice; a special's move in the tests' short notation (`reroll|Keep|0`, `look|3`: see `specialMove`). */
  choose(seat: Seat, pick: string): this {
    if (this.s.pending?.k === 'special') return this.act(seat, { t: 'special', ...specialMove(pick) });
    return this.act(seat, { t: 'choose', pick });
  }

  topKind(): string | undefined {
    return this.s.stack[this.s.stack.length - 1]?.kind;
  }

  /** Rivet's track for `owner` as `F/AC` (the Automaton). */
  track(owner: Seat): string {
    const t = this.s.automaton!.tracks.find((x) => x.owner === owner)!;
    return `${t.F}/${t.AC}`;
  }

  stat(seat: Seat): { F: number; AC: number; G: number } {
    const st = this.seat(seat);
    return { F: st.F, AC: st.AC, G: st.G };
  }
}

export function scenario(spec: Spec): Scenario {
  return new Scenario(spec);
}

/**
 * The tests' short notation for a special's move, as the card notation is for cards: `none`, `keep`,
 * `reroll|holding|die`, `set|holding|die|face`, `look|n`, `blind|holding|index`, `swap|holding|index|pick`.
 * Only the tests read it; the game's actions are typed (`{ t: 'special', how, ... }`).
 */
export function specialMove(text: string): SpecialMove {
  const [how, x = '', y = '', z = ''] = text.split('|');
  switch (how) {
    case 'reroll':
      return { how, holding: x, die: Number(y) };
    case 'set':
      return { how, holding: x, die: Number(y), face: Number(z) };
    case 'look':
      return { how, n: Number(x) as 1 | 3 };
    case 'blind':
      return { how, holding: x, index: Number(y) };
    case 'swap':
      return { how, holding: x, index: Number(y), pick: Number(z) };
    case 'none':
    case 'keep':
      return { how };
    default:
      throw new Error(`no special move is written "${text}"`);
  }
}

/** A special's move in the tests' short notation. */
export function moveText(m: SpecialMove): string {
  switch (m.how) {
    case 'reroll':
      return `reroll|${m.holding}|${m.die}`;
    case 'set':
      return `set|${m.holding}|${m.die}|${m.face}`;
    case 'look':
      return `look|${m.n}`;
    case 'blind':
      return `blind|${m.holding}|${m.index}`;
    case 'swap':
      return `swap|${m.holding}|${m.index}|${m.pick}`;
    default:
      return m.how;
  }
}

/** The moves a special decision offers, in the tests' short notation. */
export function moveTexts(pending: unknown): string[] {
  return ((pending as { options: SpecialMove[] }).options ?? []).map(moveText);
}
