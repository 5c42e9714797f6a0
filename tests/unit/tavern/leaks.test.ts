import fc from 'fast-check';
import { bossTeams } from '../../../src/shared/tavern/variants/boss';
import { describe, expect, it } from 'vitest';
import { viewFor as engineView } from '../../../src/shared/engine/view';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { applyInPlace, newTavern } from '../../../src/shared/tavern/engine';
import { randomAction, randomTavernConfig } from '../../../src/shared/tavern/random';
import type { CardId, Seat, TavernState, TEvent } from '../../../src/shared/tavern/types';
import { eventsFor, idsIn, lookFor, viewFor, type LookView } from '../../../src/shared/tavern/view';
import { propertySeed } from '../../helpers/property';
import { visibleNow } from './kit';

/**
 * Issue 21.3: no seat, and no onlooker (seat -1, what a hotseat screen shows between players), is ever shown a
 * card it has not legitimately seen, in any value of its view or of the events it receives, under any key, at
 * any depth — base games and Appendix B games alike. Three checks after every action:
 *
 * A. Every tavern card id anywhere in the view and the events (keys included) is one the seat has seen: its own
 *    hand and what its character learned (never for -1), and every public card.
 * B. The view is a function of what the seat has seen: the faces (card keys) of every card it has NOT seen are
 *    shuffled among themselves, and the view of that relabelled state must be the very same, value for value.
 * C. The hosted table (Appendix B) reaches a seat only through the engine's own door for its hosted seat, the
 *    onlooker through the engine's door for seat -1 (the engine's own leak property proves that door).
 *
 * The last block plants leaks in the onlookers' view and watches each check catch them.
 */

type ViewFn = (s: TavernState, seat: Seat) => unknown;
type EventsFn = (events: TEvent[], seat: Seat) => unknown;

/** The same state with the faces of the cards outside `seen` shuffled among themselves. */
function relabelUnseen(s: TavernState, seen: Set<CardId>, seed: number): TavernState {
  const hidden = Object.keys(s.defs).filter((id) => !seen.has(id));
  const faces = hidden.map((id) => s.defs[id]!);
  const rng = rngFrom(seedRng(seed));
  for (let i = faces.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [faces[i], faces[j]] = [faces[j]!, faces[i]!];
  }
  const defs = { ...s.defs };
  hidden.forEach((id, i) => (defs[id] = faces[i]!));
  return { ...s, defs };
}

/** Every seat and the onlooker. */
const everyone = (s: TavernState): Seat[] => [-1, ...s.seats.map((_, i) => i)];

export class Leak extends Error {}

/** Checks A, B and C for every seat and -1 after one action; throws a Leak naming the first one found. */
export function checkNoLeak(s: TavernState, events: TEvent[], known: Map<Seat, Set<CardId>>, all: Set<string>, seed: number, view: ViewFn = viewFor, evs: EventsFn = eventsFor): void {
  for (const seat of everyone(s)) {
    let mine = known.get(seat);
    if (!mine) known.set(seat, (mine = new Set()));
    for (const id of visibleNow(s, seat)) mine.add(id);
    const v = view(s, seat);
    const shown = idsIn(v, new Set(), all);
    idsIn(evs(events, seat), shown, all);
    for (const id of shown) if (!mine.has(id)) throw new Leak(`A: seat ${seat} was shown ${id} (${s.defs[id]}) at action ${s.actions}`);
    // B: the view may not depend on the faces the seat has not seen.
    const twin = view(relabelUnseen(s, mine, seed + s.actions), seat);
    if (JSON.stringify(twin) !== JSON.stringify(v)) throw new Leak(`B: seat ${seat}'s view at action ${s.actions} depends on a card it has not seen`);
    // C: the hosted table only through the engine's door.
    const h = s.round?.hosted;
    const hv = (v as { round?: { hosted?: { table: unknown } } | null }).round?.hosted;
    if (h && hv) {
      const me = h.seats.indexOf(seat);
      if (JSON.stringify(hv.table) !== JSON.stringify(h.table ? engineView(h.table, me) : null)) throw new Leak(`C: seat ${seat} sees the hosted table other than through the engine's view for hosted seat ${me}`);
    }
  }
}

/** The second four, whose mechanics hide things of their own: Corvin's face-down Plots, Pell's Loot Sack. */
const SECOND_FOUR = ['corvin', 'pell', 'wren', 'hesper'];

/**
 * Plays one random game (Appendix B on or off, the Bar Deck on or off), checking after every action. `chars`: these characters take the
 * first seats (the rest stay random), so the mechanics with hidden cards are at the table in every game.
 */
function play(seed: number, appendixB: boolean, view?: ViewFn, evs?: EventsFn, chars?: string[], barDeck = false, automaton = false): number {
  const rng = rngFrom(seedRng(seed));
  // Bar Deck games at 2–4 seats: the Bar's secrecy does not depend on the table's size, and the check costs
  // every seat's view after every action. The Automaton seats two players and Rivet.
  const players = automaton ? 2 : barDeck ? 2 + (seed % 3) : undefined;
  const config = {
    ...randomTavernConfig(rng, players, appendixB && !automaton),
    ...(barDeck ? { barDeck: true } : {}),
    ...(automaton ? { automaton: { factions: [] } } : {}),
  };
  if (chars) config.seats = [...chars.map((char) => ({ char })), ...config.seats].slice(0, Math.max(chars.length, config.seats.length));
  const s = newTavern(config).state;
  const all = new Set(Object.keys(s.defs));
  const known = new Map<Seat, Set<CardId>>();
  let n = 0;
  while (!s.over) {
    const seat = s.pending!.seat;
    const ev = applyInPlace(s, seat, randomAction(s, seat, rng));
    checkNoLeak(s, ev, known, all, seed, view, evs);
    n++;
  }
  return n;
}

const RUNS = Number(process.env.TAVERN_RUNS ?? 12);
const gameSeed = fc.integer({ min: 0, max: 2 ** 30 });

describe('tavern: no leak in any view or event, for every seat and the onlooker', () => {
  it('base games: every seat and -1, after every action', () => {
    fc.assert(fc.property(gameSeed, (seed) => void play(seed, false)), { seed: propertySeed('tavern leaks, every seat and -1'), numRuns: Math.max(2, Math.ceil(RUNS / 4)) });
  });

  it('Appendix B games: every seat and -1, the hosted table included', () => {
    fc.assert(fc.property(gameSeed, (seed) => void play(seed, true)), { seed: propertySeed('appendix-b leaks, every seat and -1'), numRuns: Math.max(2, Math.ceil(RUNS / 4)) });
  });

  it('the second four seated (face-down Plots, the Loot Sack\'s order, companions, the Oven): every seat and -1', () => {
    fc.assert(fc.property(gameSeed, fc.boolean(), (seed, b) => void play(seed, b, undefined, undefined, SECOND_FOUR)), {
      seed: propertySeed('second-four leaks, every seat and -1'),
      numRuns: Math.max(2, Math.ceil(RUNS / 4)),
    });
  });
});

describe('the leak checks catch planted leaks of the second four\'s hidden cards', () => {
  /** Base games with the second four seated; the first planted leak reported. */
  const caught = (view: ViewFn): string => {
    for (let seed = 1; seed < 40; seed++) {
      try {
        play(seed, false, view, undefined, SECOND_FOUR);
      } catch (e) {
        if (e instanceof Leak) return e.message;
        throw e;
      }
    }
    return 'nothing caught';
  };
  const corvin = (s: TavernState) => s.seats.findIndex((x) => x.char === 'corvin');
  const pell = (s: TavernState) => s.seats.findIndex((x) => x.char === 'pell');

  it('Corvin\'s face-down Plots in the onlookers\' view fail check A', () => {
    const leaky: ViewFn = (s, seat) => (seat === -1 ? { ...viewFor(s, -1), plots: [...(s.seats[corvin(s)]!.plots ?? [])] } : viewFor(s, seat));
    expect(caught(leaky)).toMatch(/^A: seat -1 was shown c\d+ \(corvin\./);
  });

  it('Corvin\'s face-down Plots in another player\'s view fail check A', () => {
    const leaky: ViewFn = (s, seat) => (seat >= 0 && seat !== corvin(s) ? { ...viewFor(s, seat), plots: [...(s.seats[corvin(s)]!.plots ?? [])] } : viewFor(s, seat));
    expect(caught(leaky)).toMatch(/^A: seat [1-9]\d* was shown c\d+ \(corvin\./);
  });

  it('the top of Pell\'s Loot Sack named to Pell himself (nobody knows its order) fails check B', () => {
    const leaky: ViewFn = (s, seat) => {
      const v = viewFor(s, seat);
      const sack = s.seats[pell(s)]!.sack ?? [];
      return seat === pell(s) && sack.length ? { ...v, sackTop: s.defs[sack[sack.length - 1]!] } : v;
    };
    expect(caught(leaky)).toMatch(/^B: seat 1's view/);
  });

  it('the Loot Sack\'s cards by id in the onlookers\' view fail check A', () => {
    const leaky: ViewFn = (s, seat) => (seat === -1 ? { ...viewFor(s, -1), sack: [...(s.seats[pell(s)]!.sack ?? [])] } : viewFor(s, seat));
    expect(caught(leaky)).toMatch(/^A: seat -1 was shown c\d+ \(pell\.loot\./);
  });
});

describe('the Bar Deck hides the Bar', () => {
  it('Bar Deck games (VARIANTS.md §8): the Bar is a count, never its cards, for every seat and -1', () => {
    fc.assert(fc.property(gameSeed, (seed) => void play(seed, seed % 2 === 0, undefined, undefined, undefined, true)), { seed: propertySeed('bar-deck leaks, every seat and -1'), numRuns: Math.max(2, Math.ceil(RUNS / 6)) });
  });
});

describe("the Automaton hides Rivet's deck", () => {
  it("Automaton games (VARIANTS.md §7): Rivet's deck is a count and its order nobody's, for every seat and -1", () => {
    fc.assert(fc.property(gameSeed, fc.boolean(), (seed, bar) => void play(seed, false, undefined, undefined, undefined, bar, true)), {
      seed: propertySeed('automaton leaks, every seat and -1'),
      numRuns: Math.max(2, Math.ceil(RUNS / 6)),
    });
  });

  it("a planted leak: the top of Rivet's deck named in a player's view fails check A", () => {
    const leaky: ViewFn = (s, seat) => {
      const deck = s.automaton ? s.seats[s.automaton.seat]!.deck : [];
      return seat === 0 && deck.length ? { ...viewFor(s, seat), rivetNext: deck.at(-1) } : viewFor(s, seat);
    };
    expect(() => play(5, false, leaky, undefined, undefined, false, true)).toThrow(/^A: seat 0 was shown c\d+ \(rivet\./);
  });

  it("a planted leak: the face of Rivet's next card (no id) in the onlookers' view fails check B", () => {
    const leaky: ViewFn = (s, seat) => {
      const deck = s.automaton ? s.seats[s.automaton.seat]!.deck : [];
      return seat === -1 && deck.length ? { ...viewFor(s, seat), rivetNext: s.defs[deck.at(-1)!] } : viewFor(s, seat);
    };
    expect(() => play(5, false, leaky, undefined, undefined, false, true)).toThrow(/^B: seat -1/);
  });
});

describe('the leak checks catch a planted leak of the Bar Deck', () => {
  it("the Bar's top card in a seat's view fails check A", () => {
    const leaky: ViewFn = (s, seat) => (seat === 1 && s.bar?.length ? { ...viewFor(s, seat), barTop: s.bar.at(-1) } : viewFor(s, seat));
    expect(() => play(3, false, leaky, undefined, undefined, true)).toThrow(/^A: seat 1 was shown d/);
  });
});

describe('the leak checks catch a private look shown to another seat (issue 22.1)', () => {
  it("Okko's look (pending.look) copied into another seat's view fails check A", () => {
    // The asked seat's look, planted in every other seat's view while it is asked.
    const leaky: ViewFn = (s, seat) => {
      const v = viewFor(s, seat);
      const p = s.pending;
      if (!p || p.seat === seat) return v;
      let look: LookView | undefined;
      try {
        look = s.pending?.seat === p.seat ? (lookFor(s, p.seat) as { look?: LookView }).look : undefined;
      } catch {
        // Check B's twin relabels the asked seat's known cards for this seat: no look to plant there.
        return v;
      }
      return look && look.cards.length && v.pending ? { ...v, pending: { ...v.pending, look } } : v;
    };
    let caught = 'nothing caught';
    for (let seed = 1; seed < 40 && caught === 'nothing caught'; seed++) {
      try {
        play(seed, false, leaky, undefined, ['okko', 'tamsin']);
      } catch (e) {
        if (!(e instanceof Leak)) throw e;
        caught = e.message;
      }
    }
    expect(caught).toMatch(/^A: seat -?\d+ was shown d\d+/);
  });
});

describe('the leak checks catch planted leaks in the onlookers\' view', () => {
  /** A fixed Appendix B game long enough to reach a hosted game; returns the first planted leak reported. */
  const caught = (view: ViewFn, evs?: EventsFn): string => {
    for (let seed = 1; seed < 40; seed++) {
      try {
        play(seed, true, view, evs);
      } catch (e) {
        if (e instanceof Leak) return e.message;
        throw e;
      }
    }
    return 'nothing caught';
  };

  it('seat 0\'s hand in the onlookers\' view (the old publicView\'s leak) fails check A', () => {
    const leaky: ViewFn = (s, seat) => (seat === -1 ? { ...viewFor(s, -1), hand: [...s.seats[0]!.hand] } : viewFor(s, seat));
    expect(caught(leaky)).toMatch(/^A: seat -1/);
  });

  it('a hidden card\'s face under another key fails check B', () => {
    const leaky: ViewFn = (s, seat) => (seat === -1 ? { ...viewFor(s, -1), note: s.seats[0]!.hand.map((id) => s.defs[id]).join(',') } : viewFor(s, seat));
    expect(caught(leaky)).toMatch(/^B: seat -1/);
  });

  it('seat 0\'s view of the hosted table in the onlookers\' view fails check C', () => {
    const leaky: ViewFn = (s, seat) => {
      const v = viewFor(s, seat);
      const h = s.round?.hosted;
      if (seat !== -1 || !h?.table || !v.round?.hosted) return v;
      return { ...v, round: { ...v.round, hosted: { ...v.round.hosted, table: engineView(h.table, 0) } } };
    };
    expect(caught(leaky)).toMatch(/^C: seat -1/);
  });

  it('a private event passed to the onlooker fails check A', () => {
    const leaky: EventsFn = (events, seat) => (seat === -1 ? events : eventsFor(events, seat));
    expect(caught(viewFor, leaky)).toMatch(/^A: seat -1/);
  });
});

/**
 * A random Two-Headed Dragon game (VARIANTS.md §3), teams of neighbours: 4 seats (each seat's view is checked
 * after every action, and the door's rule does not depend on how many teams sit; the sim plays 6 and 8).
 */
function teamConfig(seed: number) {
  const rng = rngFrom(seedRng(seed));
  const base = randomTavernConfig(rng, 4, seed % 2 === 0);
  const n = base.seats.length;
  // The four team variants in turn (VARIANTS.md §3–§6): the Boss ones seat Magda with her Boss Deck.
  const kind = (['two-headed', 'boss', 'two-headed-boss', 'leaders'] as const)[Math.abs(seed) % 4]!;
  if (kind === 'two-headed') return { ...base, teams: { kind, seats: Array.from({ length: n / 2 }, (_, i) => [2 * i, 2 * i + 1]) } };
  const teams = bossTeams(kind, n);
  return { ...base, seats: base.seats.map((x, i) => (teams.bossDecks!.includes(i) ? { ...x, char: 'magda' } : x)), teams };
}

function playTeams(seed: number, view?: ViewFn): number {
  const rng = rngFrom(seedRng(seed + 1));
  const s = newTavern(teamConfig(seed)).state;
  const all = new Set(Object.keys(s.defs));
  const known = new Map<Seat, Set<CardId>>();
  let n = 0;
  while (!s.over) {
    const seat = s.pending!.seat;
    const ev = applyInPlace(s, seat, randomAction(s, seat, rng));
    checkNoLeak(s, ev, known, all, seed, view);
    n++;
  }
  return n;
}

describe('team games: teammates see each other\'s hands and nothing more', () => {
  it('team games (Two-Headed Dragon, Boss Battle, Two-Headed Boss Battle, Leaders and Lackeys in turn): every seat and -1, after every action', () => {
    fc.assert(fc.property(gameSeed, (seed) => void playTeams(seed)), { seed: propertySeed('two-headed leaks, every seat and -1'), numRuns: Math.max(2, Math.ceil(RUNS / 6)) });
  });

  it('a teammate\'s hand is in the view (the rule), an opponent\'s is not', () => {
    const s = newTavern(teamConfig(4)).state;
    const v = viewFor(s, 0);
    expect(v.mates?.map((m) => m.seat)).toEqual([1]);
    expect(v.mates?.[0]!.hand).toEqual(s.seats[1]!.hand);
    for (const id of s.seats[2]!.hand) expect(JSON.stringify(v)).not.toContain(`"${id}"`);
    expect(viewFor(s, -1).mates).toEqual([]);
  });

  it('an opponent\'s hand planted in a seat\'s view fails check A', () => {
    // Seat 0's teammate is seat 1; seat 2 is an opponent.
    const leaky: ViewFn = (s, seat) => (seat === 0 ? { ...viewFor(s, 0), mates: [...(viewFor(s, 0).mates ?? []), { seat: 2, hand: [...s.seats[2]!.hand], known: [] }] } : viewFor(s, seat));
    expect(() => playTeams(5, leaky)).toThrow(/^A: seat 0 was shown c\d+/);
  });
});
