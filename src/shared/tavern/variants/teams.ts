import { RuleError } from '../../engine/errors';
import { clockwiseFrom, seatAfter } from '../../rotation';
import type { Seat, TAction, TavernConfig, TavernState, TeamState, TonicGain } from '../types';
import { bossProblem, startTonics, teamOrders } from './boss';

/**
 * Team games (VARIANTS.md §2): the rules every team variant shares, as small questions the engine asks
 * ("who is on my side?", "who pays the refill?", "who stands for each team?"). In the base game every answer
 * is the one a lone player gives (a team of one), so the engine's code asks them without a branch.
 *
 * A team's F, AC and G are kept on every member's SeatState, equal across the team: `shareStats` copies a
 * member's stats to the others after each write (ctx.ts's only two writers call it). Every reader of a seat's
 * stats therefore reads its team's, and Gold is conserved counting each team's stash once.
 *
 * Pure data and checks on the state; no engine imports beyond the error type, so every module may ask.
 */

/** The Tonic tokens a team starts with (§1: two a team; X a side in Boss Battle, variants/boss.ts). */
export const TEAM_TONICS = 2;
/** A team's Gold, whatever the player count (§1, book). */
export const TEAM_GOLD = 10;
/** What one Tonic gives (§9.1, the book's values). */
export const TONIC = { F: 6, AC: -6, G: 3 } as const;

/** The team variants the engine plays (every one of VARIANTS.md §3–§6). */
const BUILT_TEAM_KINDS = new Set(['two-headed', 'boss', 'two-headed-boss', 'leaders']);

/** The index of the seat's team, or -1 outside team games. */
export function teamIndex(s: TavernState, seat: Seat): number {
  if (!s.teams) return -1;
  for (let i = 0; i < s.teams.length; i++) if (s.teams[i]!.seats.includes(seat)) return i;
  return -1;
}

/** The seat's team as listed (dead members too): [seat] outside team games. */
export function teamSeats(s: TavernState, seat: Seat): Seat[] {
  const i = teamIndex(s, seat);
  return i < 0 ? [seat] : s.teams![i]!.seats;
}

/** The seat's team members still in, in seat order (the team's first seat first). */
export function livingMembers(s: TavernState, seat: Seat): Seat[] {
  return teamSeats(s, seat).filter((x) => s.seats[x]!.alive);
}

/** Whether b is on another side than a (§2.3: "another player" is a seat not on your team). */
export function isOpponent(s: TavernState, a: Seat, b: Seat): boolean {
  if (a === b) return false;
  if (!s.teams) return true;
  return teamIndex(s, a) !== teamIndex(s, b);
}

/** Whether the seat's team is taking its turn ("your turn" in a team game is your team's, §2.4). */
export function onTurn(s: TavernState, seat: Seat): boolean {
  return seat === s.turn.active || (!!s.teams && teamIndex(s, seat) === teamIndex(s, s.turn.active));
}

/** Copy the seat's F, AC and G to its teammates (the one place a team's stats are made equal again). */
export function shareStats(s: TavernState, seat: Seat): void {
  if (!s.teams) return;
  const st = s.seats[seat]!;
  for (const x of teamSeats(s, seat)) {
    if (x === seat) continue;
    const o = s.seats[x]!;
    o.F = st.F;
    o.AC = st.AC;
    o.G = st.G;
  }
}

/** The first seat of each team among `seats`, in their order: one payer a team (refills, §2.7). */
export function oneEach(s: TavernState, seats: Seat[]): Seat[] {
  if (!s.teams) return seats;
  const seen = new Set<number>();
  return seats.filter((x) => {
    const i = teamIndex(s, x);
    if (seen.has(i)) return false;
    seen.add(i);
    return true;
  });
}

/**
 * The Champions (§2.6) for an Event, a Round or an "each player (including you)" card, in turn order from
 * `from`: `from` stands for its own team; each other team still in is represented by its first living member
 * clockwise from `from`. Outside team games: every living seat. (Ruling taken here, RULINGS.md: the team's
 * choice among its members is not offered yet; the first member clockwise from the one who caused it stands.)
 */
export function champions(s: TavernState, from: Seat, living: Seat[]): Seat[] {
  if (!s.teams) return living;
  const order = clockwiseFrom(s.seats.length, living, from);
  return oneEach(s, order);
}

/** The Drinks a team orders in its Order a Drink phase before extras (§1: 2 a team; Boss Battle: boss.ts). */
export function baseOrders(s: TavernState): number {
  return teamOrders(s, s.turn.active);
}

// --------------------------------------------------------------------------------------------- setup

/** Why a team table cannot be set up, as a sentence, or null (VARIANTS.md §1, §3). */
export function teamsProblem(c: TavernConfig): string | null {
  const t = c.teams;
  if (!t) return null;
  if (!BUILT_TEAM_KINDS.has(t.kind)) return `There is no team variant called "${t.kind}".`;
  const n = c.seats.length;
  // Boss Battle seats the Boss alone against one team: its own checks (variants/boss.ts).
  if (t.kind === 'boss') return bossProblem(c);
  if (n % 2 !== 0 || n < 4 || n > 8) return t.kind === 'two-headed' ? 'Two-Headed Dragon needs an even number of players, 4 to 8.' : bossProblem(c);
  if (!Array.isArray(t.seats) || t.seats.length !== n / 2) return 'Two-Headed Dragon seats teams of two: as many teams as half the players.';
  const seen = new Set<number>();
  for (const team of t.seats) {
    if (!Array.isArray(team) || team.length !== 2) return 'Two-Headed Dragon seats teams of exactly two players.';
    for (const x of team) {
      if (!Number.isInteger(x) || x < 0 || x >= n) return `There is no seat ${String(x)} to put in a team.`;
      if (seen.has(x)) return `Seat ${x} is in two teams.`;
      seen.add(x);
    }
    const [a, b] = team as [number, number];
    if (b !== seatAfter(n, a)) return 'Teammates sit together: a team is two neighbouring seats, listed clockwise.';
  }
  return bossProblem(c);
}

/** The seating of a Two-Headed Dragon table of n players: neighbours in pairs, A B | C D | … (§3). */
export function twoHeadedTeams(n: number): NonNullable<TavernConfig['teams']> {
  return { kind: 'two-headed', seats: Array.from({ length: n / 2 }, (_, i) => [2 * i, 2 * i + 1]) };
}

/** The teams' starting tokens (§1); the members' stats are set by setup (Gold: TEAM_GOLD each, shared). */
export function setupTeams(c: TavernConfig): TeamState[] | undefined {
  return c.teams?.seats.map((seats) => ({ seats: [...seats], tonics: startTonics(c) }));
}

/** The Gold a table holds in all at setup: 10 a team, else the base game's count. */
export function tableGold(c: TavernConfig, perSeat: number): number {
  return c.teams ? TEAM_GOLD * c.teams.seats.length : perSeat * c.seats.length;
}

// --------------------------------------------------------------------------------------------- Tonics

/** The Tonic actions open to the seat: whenever it is asked in a window (a call, a sweep) and its team has one. */
export function tonicActions(s: TavernState, seat: Seat): TAction[] {
  const p = s.pending;
  if (!s.teams || !p || p.seat !== seat || (p.k !== 'call' && p.k !== 'sweep')) return [];
  const i = teamIndex(s, seat);
  if (i < 0 || s.teams[i]!.tonics <= 0) return [];
  return (['F', 'AC', 'G'] as TonicGain[]).map((gain) => ({ t: 'tonic' as const, gain }));
}

/** Why a Tonic cannot be spent now, or null. */
export function tonicProblem(s: TavernState, seat: Seat): string | null {
  if (!s.teams) return 'Tonic tokens belong to team games.';
  const i = teamIndex(s, seat);
  if (i < 0 || s.teams[i]!.tonics <= 0) return 'Your team has no Tonic left.';
  const k = s.pending?.k;
  if (k !== 'call' && k !== 'sweep') return 'A Tonic is spent when the table asks you (a window, a checkpoint, your last chance).';
  return null;
}

/** The team-count invariants: teammates' stats equal, Tonics in 0–their start, teams out together. */
export function teamInvariants(s: TavernState): string[] {
  if (!s.teams) return [];
  const bad: string[] = [];
  for (const [i, t] of s.teams.entries()) {
    const [a, ...rest] = t.seats.map((x) => s.seats[x]!);
    for (const b of rest) {
      if (b.F !== a!.F || b.AC !== a!.AC || b.G !== a!.G) bad.push(`team ${i}'s members disagree on their shared stats`);
      if (b.alive !== a!.alive) bad.push(`team ${i} is half in play`);
    }
    if (t.tonics < 0 || t.tonics > startTonics(s.config)) bad.push(`team ${i} holds ${t.tonics} Tonics`);
  }
  return bad;
}

/** Σ of the stashes counting each team once (members share one). */
export function stashes(s: TavernState): number {
  if (!s.teams) return s.seats.reduce((t, st) => t + st.G, 0);
  return s.teams.reduce((t, team) => t + s.seats[team.seats[0]!]!.G, 0);
}

export function assertTeams(c: TavernConfig): void {
  const why = teamsProblem(c);
  if (why) throw new RuleError('bad-config', why);
}
