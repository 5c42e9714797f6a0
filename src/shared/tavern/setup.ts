import { z } from 'zod';
import { RuleError } from '../engine/errors';
import { rngFrom, seedRng, shuffleInPlace } from '../rng';
import { characterDef, hasCharacter } from './content/catalog';
import { DRINK_DECK } from './content/drinks';
import { PRIZES } from './content/prizes';
import type { Ctx } from './ctx';
import { dealBarDeck } from './variants/bar-deck';
import { checkAutomatonConfig, dealRivet } from './variants/automaton';
import { assertTeams, setupTeams, tableGold, TEAM_GOLD } from './variants/teams';
import { BASE_HAND, bossX } from './variants/boss';
import type { SeatState, TavernConfig, TavernState } from './types';

/**
 * Setup (TAVERN.md §2.1): shuffle the Drink Deck; each seat gets its character's deck shuffled, F 20,
 * AC 0, its Gold (8 for 2 players, 10 for 3–6, 12 for 7+), one face-down Drink and 7 cards. The rest of the
 * Gold is the Inn (unbounded: it starts at 0 and may go below).
 */

export const MIN_SEATS = 2;
export const MAX_SEATS = 8;

export function startingGold(players: number): number {
  return players <= 2 ? 8 : players <= 6 ? 10 : 12;
}

const configSchema = z.object({
  seats: z
    .array(z.object({ char: z.string().min(1), name: z.string().max(40).optional() }))
    .min(MIN_SEATS, `A tavern game needs at least ${MIN_SEATS} players.`)
    .max(MAX_SEATS, `A tavern game seats at most ${MAX_SEATS} players.`),
  seed: z.number().int('The seed must be a whole number.'),
  first: z.number().int().min(0).optional(),
  prizes: z.boolean().optional(),
  appendixB: z.boolean().optional(),
  barDeck: z.boolean().optional(),
  automaton: z.object({ factions: z.array(z.string()).max(4) }).optional(),
  teams: z.object({ kind: z.string(), seats: z.array(z.array(z.number().int())), bossDecks: z.array(z.number().int()).optional() }).optional(),
});

export function checkConfig(config: unknown): TavernConfig {
  const r = configSchema.safeParse(config);
  if (!r.success) throw new RuleError('bad-config', r.error.issues[0]?.message ?? 'That table setup is not valid.');
  const c = r.data as TavernConfig;
  for (const st of c.seats) {
    if (!hasCharacter(st.char)) throw new RuleError('bad-config', `There is no character called "${st.char}".`);
  }
  if (c.first !== undefined && c.first >= c.seats.length) throw new RuleError('bad-config', `There is no seat ${c.first} to start.`);
  checkAutomatonConfig(c);
  assertTeams(c);
  return c;
}

export function initialState(config: TavernConfig): { s: TavernState; ctx: Ctx } {
  const c = checkConfig(config);
  const n = c.seats.length;
  const rng = rngFrom(seedRng(c.seed));
  const defs: Record<string, string> = {};
  let next = 1;
  const newCard = (prefix: string, key: string): string => {
    const id = `${prefix}${next++}`;
    defs[id] = key;
    return id;
  };
  let drinkDeck: string[] = [];
  let bar: string[] | undefined;
  if (c.barDeck) ({ drinkDeck, bar } = dealBarDeck(rng, newCard));
  else {
    for (const { key, count } of DRINK_DECK) for (let i = 0; i < count; i++) drinkDeck.push(newCard('d', key));
    shuffleInPlace(rng, drinkDeck);
  }
  // The Automaton counts as a third player for the Gold (10 each, book), he holds none himself; a team game
  // has 10 Gold a team, shared by its members (VARIANTS.md §1).
  const gold = c.teams ? TEAM_GOLD : startingGold(c.automaton ? n + 1 : n);
  const bossDecks = c.teams?.bossDecks ?? [];
  const seats: SeatState[] = c.seats.map((seat, i) => {
    const ch = characterDef(seat.char);
    const deck: string[] = [];
    // A Boss Deck (VARIANTS.md §4–§6): the villain's 40 cards and her Boss cards shuffled together.
    const withBoss = bossDecks.includes(i);
    for (const { key, count } of [...ch.deck, ...(withBoss ? (ch.bossDeck ?? []) : [])]) for (let k = 0; k < count; k++) deck.push(newCard('c', key));
    shuffleInPlace(rng, deck);
    // The mechanics' own zones exist only for the characters that have them (the others' states are unchanged).
    const extra: Partial<SeatState> = {};
    for (const m of ch.mechanics) {
      if (m.kind === 'oven') extra.heat = 0;
      if (m.kind === 'companions') extra.companions = [];
      if (m.kind === 'plots') extra.plots = [];
      if (m.kind === 'menace') extra.menace = 0;
      if (m.kind === 'loot') {
        const sack: string[] = [];
        for (const { key, count } of m.cards) for (let k = 0; k < count; k++) sack.push(newCard('c', key));
        extra.sack = shuffleInPlace(rng, sack);
        extra.spent = [];
      }
    }
    return {
      char: seat.char,
      name: seat.name ?? `${ch.name.split(' ')[0]} (${String.fromCharCode(65 + i)})`,
      F: 20,
      AC: 0,
      G: gold,
      alive: true,
      hand: [],
      deck,
      discard: [],
      gone: [],
      pile: [],
      debts: Array.from({ length: n }, () => 0),
      prizes: [],
      known: [],
      ...extra,
      ...(withBoss ? { bossDeck: true } : {}),
    };
  });
  for (const st of seats) st.pile.push(drinkDeck.pop()!);
  // Boss Battle's Boss holds 6+X (VARIANTS.md §4); every other hand is 7.
  const bossSeat = c.teams?.kind === 'boss' ? c.teams.seats[0]![0]! : -1;
  seats.forEach((st, i) => {
    const size = i === bossSeat ? 6 + bossX(c) : BASE_HAND;
    for (let k = 0; k < size && st.deck.length; k++) st.hand.push(st.deck.pop()!);
  });
  const prizeInn = c.prizes ? PRIZES.map((p) => newCard('p', p.key)) : [];
  // The Automaton (VARIANTS.md §7): Rivet is the last seat and goes first; every seat's IOU list counts him.
  const rivet = c.automaton ? dealRivet(rng, c, n, newCard) : null;
  if (rivet) {
    for (const st of seats) st.debts.push(0);
    seats.push(rivet.seat);
  }
  const teams = setupTeams(c);
  // A team game's first player is its team's first seat (the team takes the turn).
  let first = rivet ? rivet.state.seat : (c.first ?? rng.int(0, n - 1));
  // The Boss always goes first (VARIANTS.md §2.2).
  if (bossSeat >= 0) first = bossSeat;
  if (teams) first = teams.find((t) => t.seats.includes(first))!.seats[0]!;
  const s: TavernState = {
    v: 1,
    version: 0,
    rng: [],
    config: c,
    defs,
    seats,
    drinkDeck,
    drinkDiscard: [],
    ...(bar ? { bar } : {}),
    ...(teams ? { teams } : {}),
    inn: 0,
    pot: 0,
    prizeInn,
    prizeBin: [],
    turn: { active: first, n: 1, phase: 'start', extra: 0, ordered: 0, looked: false, jig: [] },
    round: null,
    stack: [],
    pending: null,
    nextUid: 1,
    gold: tableGold(c, gold),
    over: null,
    actions: 0,
    ...(rivet ? { automaton: rivet.state } : {}),
    ...(bossSeat >= 0 ? { boss: { seat: bossSeat, x: bossX(c), actions: 0, played: [], turns: 0 } } : {}),
  };
  return { s, ctx: { s, rng, ev: [] } };
}
