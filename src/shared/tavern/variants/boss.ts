import type { BossState, Seat, TavernConfig, TavernState } from '../types';
import { characterDef, hasCharacter } from '../content/catalog';

/**
 * The Boss variants (VARIANTS.md §4–§6): Boss Battle (Magda with her Boss Deck against 2–4 Challengers, one
 * team), Two-Headed Boss Battle (teams of two, every seat Magda with a Boss Deck) and Leaders and Lackeys (each
 * team a Leader with a Boss Deck and a Lackey). They are team games (variants/teams.ts, team-turn.ts); what
 * differs is asked here as small questions: the hand a seat draws to, the Actions and Drinks of a turn, the
 * Tonics a team starts with. In every other game the answers are the base game's.
 *
 * Pure data and checks on the config and state; no engine imports.
 */

/** The base game's hand (TAVERN.md §2.1). */
export const BASE_HAND = 7;

/** Boss Battle's X: the number of Challengers (the Boss's hand is 6+X, her Actions and Drinks X a turn). */
export function bossX(c: TavernConfig): number {
  return c.seats.length - 1;
}

/** ⌈X/2⌉: the Boss's first turn (§4: "first turn ⌈X/2⌉: 1, 2, 2"). */
export function halfTurn(x: number): number {
  return Math.ceil(x / 2);
}

/** Whether this seat is Boss Battle's Boss. */
export function isBoss(s: TavernState, seat: Seat): boolean {
  return s.boss?.seat === seat;
}

/** The hand a seat draws to: the Boss 6+X (§4), everyone else 7 (a Boss Deck in the team variants too, §5). */
export function handSize(s: TavernState, seat: Seat): number {
  return s.boss?.seat === seat ? 6 + s.boss.x : BASE_HAND;
}

/** Whether the Boss is on her first turn (⌈X/2⌉ Actions and Drinks: the "half turn" of her mat). */
export function bossFirstTurn(b: BossState): boolean {
  return b.turns <= 1;
}

/** The Actions the Boss may play this turn: X, ⌈X/2⌉ on her first. */
export function bossActions(b: BossState): number {
  return bossFirstTurn(b) ? halfTurn(b.x) : b.x;
}

/**
 * The Drinks a team orders in its Order phase before extras: Boss Battle's Boss X (⌈X/2⌉ on her first turn),
 * its Challengers 1 (§4); 2 a team in the other team games (§1); 1 in the base game.
 */
export function teamOrders(s: TavernState, active: Seat): number {
  if (!s.teams) return 1;
  if (s.boss) return s.boss.seat === active ? bossActions(s.boss) : 1;
  return 2;
}

/** The Tonic tokens each team starts with: X for each side of a Boss Battle, 2 a team elsewhere (§1, §9.1). */
export function startTonics(c: TavernConfig): number {
  return c.teams?.kind === 'boss' ? bossX(c) : 2;
}

/** The seats of a team table the lobby sets up for n players (the Boss at seat 0; Leaders first in each team). */
export function bossTeams(kind: 'boss' | 'two-headed-boss' | 'leaders', n: number): NonNullable<TavernConfig['teams']> {
  if (kind === 'boss') return { kind, seats: [[0], Array.from({ length: n - 1 }, (_, i) => i + 1)], bossDecks: [0] };
  const seats = Array.from({ length: n / 2 }, (_, i) => [2 * i, 2 * i + 1]);
  const bossDecks = kind === 'two-headed-boss' ? seats.flat() : seats.map((t) => t[0]!);
  return { kind, seats, bossDecks };
}

/** Which seats must play a villain with a Boss Deck: Magda, for the lobby's seating (§4–§6). */
export function bossSeats(kind: string | null | undefined, n: number): Seat[] {
  if (kind === 'boss' || kind === 'two-headed-boss' || kind === 'leaders') return bossTeams(kind, n).bossDecks ?? [];
  return [];
}

/**
 * Why a Boss variant's table cannot be set up, as a sentence, or null (§4–§6's "Refused" lines). Runs after
 * the common team checks (neighbouring seats, no seat twice).
 */
export function bossProblem(c: TavernConfig): string | null {
  const t = c.teams;
  const decks = t?.bossDecks ?? [];
  const n = c.seats.length;
  for (const x of decks) {
    if (!Number.isInteger(x) || x < 0 || x >= n) return `There is no seat ${String(x)} to give a Boss Deck.`;
    const ch = c.seats[x]!.char;
    if (!hasCharacter(ch) || !characterDef(ch).villain || !characterDef(ch).bossDeck) return 'Only a villain plays a Boss Deck: the Boss must be Magda Blackcask.';
  }
  if (!t || t.kind === 'two-headed') return decks.length ? 'Two-Headed Dragon plays no Boss Deck.' : null;
  if (t.kind === 'boss') {
    if (n < 3 || n > 5) return 'Boss Battle needs 3 to 5 players: the Boss and 2 to 4 Challengers.';
    const [boss, rest] = t.seats;
    if (t.seats.length !== 2 || boss?.length !== 1 || rest?.length !== n - 1) return 'Boss Battle seats the Boss alone against one team of Challengers.';
    if (decks.length !== 1 || decks[0] !== boss[0]) return 'In Boss Battle the Boss, and only she, plays her Boss Deck.';
    return null;
  }
  const what = t.kind === 'leaders' ? 'Leaders and Lackeys' : 'Two-Headed Boss Battle';
  if (n % 2 !== 0 || n < 4 || n > 8) return `${what} needs an even number of players, 4 to 8.`;
  if (t.kind === 'two-headed-boss') {
    if (decks.length !== n || new Set(decks).size !== n) return 'In Two-Headed Boss Battle every seat plays a villain with her Boss Deck.';
    return null;
  }
  for (const team of t.seats) {
    const leaders = team.filter((x) => decks.includes(x)).length;
    if (leaders !== 1) return 'In Leaders and Lackeys each team is one Leader (a villain with her Boss Deck) and one Lackey.';
  }
  for (const team of t.seats) {
    const lackey = team.find((x) => !decks.includes(x))!;
    if (characterDef(c.seats[lackey]!.char).villain) return 'A Lackey plays an ordinary character: a villain without her Boss Deck cannot be one.';
  }
  return null;
}
