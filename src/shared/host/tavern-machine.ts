import { z } from 'zod';
import { mix } from '../bots/rand';
import { nameSchema } from '../names';
import { rngFrom, seedRng } from '../rng';
import { drawCharacters } from '../tavern/draw';
import {
  apply,
  botChooser,
  checkInvariants,
  DEFAULT_STOPS,
  eventsFor,
  newTavern,
  playableCharacters,
  stops,
  viewFor,
  type StopPrefs,
  type TavernView,
} from '../tavern';
import type { Seat, TAction, TavernConfig, TavernState, TEvent } from '../tavern/types';

/**
 * The tavern game the host's kind `tavern` wraps (machines/tavern.ts): created from the
 * lobby's setup with a host-drawn seed, restored from a save, acted on by human seats only with the version
 * they saw, stepped for its bots, and snapshotted for saving after every action. The page sees one seat's view
 * and the events of the last action filtered for that seat (`eventsFor`), never the state.
 *
 * The stops (TAVERN.md §3.4) live here too: the engine asks every living seat in every call and sweep; the
 * machine passes for a human whose stops do not fire, exactly as it decides for a bot, so the screen only
 * ever shows a human the windows they asked to see.
 */
/** A refusal of the machine (no such seat, a bot's seat), with a code and a sentence; rule refusals are RuleErrors. */
export class TavernError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface TavernSeatSetup {
  name: string;
  kind: 'human' | 'bot';
  level?: 'easy' | 'normal' | 'hard';
  /** A character's key, or 'random' (drawn by the host from the seed). */
  char: string;
  stops?: StopPrefs;
}

export interface TavernSetup {
  seats: TavernSeatSetup[];
  prizes?: boolean;
  /** Appendix B (TAVERN.md §5): a Round of Gambling may be played as a gambling game. */
  appendixB?: boolean;
  seed: number;
}

/** Everything a save holds: the setup as resolved (characters drawn), the engine state, the last events. */
export interface TavernGame {
  id: string;
  setup: TavernSetup;
  state: TavernState;
  /** The last accepted action's events and who made it (the screen animates them). */
  last: { seat: Seat; events: TEvent[] } | null;
  /** Each seat's version at its own last decision (the hotseat recap starts there). */
  seen: number[];
}

const stopsSchema = z.object({ targeted: z.boolean(), drinkForMe: z.boolean(), losing: z.boolean(), myCheckpoints: z.boolean() });

export const tavernSeatSchema = z.object({
  name: nameSchema('A player name'),
  kind: z.enum(['human', 'bot']),
  level: z.enum(['easy', 'normal', 'hard']).optional(),
  char: z.string().max(40),
  stops: stopsSchema.optional(),
});

export const tavernSetupSchema = z
  .object({
    seats: z.array(tavernSeatSchema).min(2, 'A tavern game needs at least 2 players.').max(8, 'A tavern game seats at most 8 players.'),
    prizes: z.boolean().optional(),
    appendixB: z.boolean().optional(),
    seed: z.number().int().min(0).max(0xffff_ffff),
  })
  .superRefine((c, ctx) => {
    const keys = new Set(playableCharacters().map((ch) => ch.key));
    c.seats.forEach((s, i) => {
      if (s.char !== 'random' && !keys.has(s.char)) ctx.addIssue({ code: 'custom', path: ['seats', i, 'char'], message: `There is no character called "${s.char}".` });
    });
    const names = c.seats.map((s) => s.name.toLowerCase());
    const dup = names.find((n, i) => names.indexOf(n) !== i);
    if (dup !== undefined) ctx.addIssue({ code: 'custom', path: ['seats'], message: 'Two players have the same name: give each player their own.' });
  });

export const TAVERN_ID = /^[A-Za-z0-9_-]{1,64}$/;

function refuse(code: string, message: string): never {
  throw new TavernError(code, message);
}

export class TavernMachine {
  private constructor(private g: TavernGame) {}

  /** A new game. `setup.seed` is the host's (drawn unless a person typed one); random characters come from it. */
  static create(id: string, setup: TavernSetup): TavernMachine {
    const parsed = tavernSetupSchema.safeParse(setup);
    if (!parsed.success) refuse('bad-config', parsed.error.issues[0]!.message);
    const c = parsed.data as TavernSetup;
    const rng = rngFrom(seedRng(mix(c.seed, 0x7a5e)));
    const drawn = drawCharacters(c.seats.map((s) => s.char), rng);
    const seats = c.seats.map((s, i) => ({ ...s, char: drawn[i]! }));
    const resolved: TavernSetup = { ...c, seats };
    const config: TavernConfig = { seats: seats.map((s) => ({ char: s.char, name: s.name })), seed: c.seed, prizes: !!c.prizes, ...(c.appendixB ? { appendixB: true } : {}) };
    const { state, events } = newTavern(config);
    const m = new TavernMachine({ id, setup: resolved, state, last: { seat: -1, events }, seen: seats.map(() => 0) });
    return m;
  }

  /** A game read back from a save (already checked by `tavernGameProblem`). */
  static restore(g: TavernGame): TavernMachine {
    return new TavernMachine(structuredClone(g));
  }

  get id(): string {
    return this.g.id;
  }

  get version(): number {
    return this.g.state.version;
  }

  get over(): boolean {
    return this.g.state.over !== null;
  }

  snapshot(): TavernGame {
    return this.g;
  }

  private checkSeat(seat: Seat, what: 'act' | 'view'): void {
    const seats = this.g.setup.seats;
    if (!Number.isInteger(seat) || seat < 0 || seat >= seats.length) refuse('no-such-seat', `This tavern has ${seats.length} seats: there is no seat ${seat + 1}.`);
    if (seats[seat]!.kind !== 'bot') return;
    if (what === 'act') refuse('bot-seat', `${seats[seat]!.name} is a bot and makes its own decisions.`);
    refuse('bot-seat', `${seats[seat]!.name} is a bot: its cards are not shown.`);
  }

  /** A human's action, chosen on `version`; refused with a sentence (nothing changes) if it is not legal now. */
  act(seat: Seat, action: unknown, version: number): TEvent[] {
    this.checkSeat(seat, 'act');
    if (this.g.state.over) refuse('game-over', 'The game is over: nothing more can be played.');
    const r = apply(this.g.state, seat, action, version);
    this.accept(seat, r.state, r.events);
    return r.events;
  }

  private accept(seat: Seat, state: TavernState, events: TEvent[]): void {
    this.g.state = state;
    this.g.last = { seat, events };
    this.g.seen[seat] = state.version;
  }

  /** The seat the game waits on, or null when it is over. */
  pending(): Seat | null {
    const s = this.g.state;
    return s.over ? null : (s.pending?.seat ?? null);
  }

  /**
   * Who the host acts for next: a bot, or a human whose stops do not fire (the host passes for them).
   * Null when a human must decide (or the game is over).
   */
  hostToAct(): { seat: Seat; why: 'bot' | 'auto-pass' } | null {
    const seat = this.pending();
    if (seat === null) return null;
    const st = this.g.setup.seats[seat]!;
    if (st.kind === 'bot') return { seat, why: 'bot' };
    const view = viewFor(this.g.state, seat);
    if (!stops(view, st.stops ?? DEFAULT_STOPS) && view.legal.some((a) => a.t === 'pass')) return { seat, why: 'auto-pass' };
    return null;
  }

  /** The human seat asked now (after the host's own steps), or null. */
  humanToAct(): Seat | null {
    const seat = this.pending();
    if (seat === null || this.hostToAct()) return null;
    return seat;
  }

  /**
   * One step the host makes: a bot's decision (from its view only, reproducibly: the bot's randomness comes
   * from the game's seed and the version) or a pass for a human whose stops do not fire. Null when a human
   * must decide or the game is over.
   */
  step(): { seat: Seat; action: TAction; events: TEvent[] } | null {
    const who = this.hostToAct();
    if (!who) return null;
    const s = this.g.state;
    let action: TAction;
    if (who.why === 'auto-pass') action = { t: 'pass' };
    else {
      const level = this.g.setup.seats[who.seat]!.level ?? 'normal';
      const rng = rngFrom(seedRng(mix(this.g.setup.seed, s.version * 8 + who.seat)));
      action = botChooser(level)(s, who.seat, rng);
    }
    const r = apply(s, who.seat, action, s.version);
    this.g.state = r.state;
    this.g.last = { seat: who.seat, events: r.events };
    return { seat: who.seat, action, events: r.events };
  }

  /** One seat's view (only a human's seat may be looked at). */
  view(seat: Seat): TavernView {
    this.checkSeat(seat, 'view');
    return viewFor(this.g.state, seat);
  }

  /** The last action's events as `seat` may see them. */
  eventsFor(seat: Seat): TEvent[] {
    return this.g.last ? eventsFor(this.g.last.events, seat) : [];
  }

  /** A human seat's stops, changed in play (settings per player). */
  setStops(seat: Seat, prefs: StopPrefs): void {
    this.checkSeat(seat, 'act');
    this.g.setup.seats[seat] = { ...this.g.setup.seats[seat]!, stops: stopsSchema.parse(prefs) };
  }

  /** Names, characters, kinds: public facts of the table the screen lays out. */
  seatsInfo(): { name: string; kind: 'human' | 'bot'; level: string | null; char: string; stops: StopPrefs }[] {
    return this.g.setup.seats.map((s) => ({ name: s.name, kind: s.kind, level: s.kind === 'bot' ? (s.level ?? 'normal') : null, char: s.char, stops: s.stops ?? DEFAULT_STOPS }));
  }
}

const gameSchema = z.object({
  id: z.string().regex(TAVERN_ID),
  setup: z.object({ seats: z.array(tavernSeatSchema).min(2).max(8), prizes: z.boolean().optional(), appendixB: z.boolean().optional(), seed: z.number().int() }),
  state: z.object({ v: z.literal(1), version: z.number().int().min(0), seats: z.array(z.unknown()), config: z.object({ seats: z.array(z.unknown()) }).loose() }).loose(),
  last: z.object({ seat: z.number().int(), events: z.array(z.unknown()) }).nullable(),
  seen: z.array(z.number().int()),
});

/**
 * Everything that must hold of a saved tavern game, or the first problem as words: its shape, the engine's
 * invariants (Gold conserved, stats in bounds, every card in exactly one place), seats that match the setup,
 * a view that builds for every seat.
 */
export function tavernGameProblem(value: unknown): string | null {
  const r = gameSchema.safeParse(value);
  if (!r.success) {
    const i = r.error.issues[0]!;
    return `${i.path.join('.') || 'the save'}: ${i.message}`;
  }
  const g = value as TavernGame;
  const s = g.state;
  if (s.seats.length !== g.setup.seats.length) return 'its seats are not the seats of its setup';
  try {
    const bad = checkInvariants(s);
    if (bad.length) return bad[0]!;
    for (let i = 0; i < s.seats.length; i++) {
      if (s.seats[i]!.name !== g.setup.seats[i]!.name) return `seat ${i + 1} is named differently in its setup`;
      viewFor(s, i);
    }
  } catch (e) {
    return `the game cannot go on (${(e as Error).message})`;
  }
  return null;
}

export type { StopPrefs, TavernView };

/**
 * What everyone at the table may see (the hotseat's blank moments, an onlooker): a seat's view with that
 * seat's secrets taken out (its hand, what its character learned, its legal actions, a private choice's
 * options). Built from seat 0's view, whose only secrets are exactly those fields.
 */
export function publicView(s: TavernState): TavernView {
  const v = viewFor(s, 0);
  const secret = new Set([...v.hand, ...v.known.map((k) => k.card)]);
  const cards: Record<string, string> = {};
  for (const [id, key] of Object.entries(v.cards)) if (!secret.has(id)) cards[id] = key;
  // A card of seat 0's hand may also be shown elsewhere (never: a card is in one place), so dropping is safe.
  const pending = v.pending ? { seat: v.pending.seat, k: v.pending.k, ...(v.pending.what ? { what: v.pending.what } : {}), ...(v.pending.options && v.pending.what !== 'drink-discard' ? { options: v.pending.options } : {}) } : null;
  return { ...v, seat: -1, hand: [], known: [], legal: [], cards, pending };
}
