/**
 * Team shares for the team games' balance (issue 24 item 8): how often each team won, counted two ways — by
 * the team's seats (A,B / C,D / …; in Boss Battle the Boss and the Challengers) and by its place in the turn
 * order (the team that took the first turn, the second, …), so a first-player advantage shows apart from a seat's.
 *
 * Pure counting and printing; `sim-tavern.ts` fills a tally per player count and prints it, and prints it raw
 * (`tally …` lines) so runs made in pieces, with several seeds, can be added up afterwards
 * (`npx tsx src/cli/team-shares.ts FILE…`).
 */

export interface TeamTally {
  /** Games counted (ties included). */
  games: number;
  ties: number;
  /** Wins by team, in seat order (team 0 holds seat A). */
  byTeam: number[];
  /** Wins by turn position: 0 = the team that took the game's first turn. */
  byTurn: number[];
}

export function newTally(teams: number): TeamTally {
  return { games: 0, ties: 0, byTeam: Array<number>(teams).fill(0), byTurn: Array<number>(teams).fill(0) };
}

/**
 * Counts one finished game. `teams` are the table's teams in seat order, `first` the seat that took the first
 * turn; a tie counts as a game no team won (the shares then add to less than 100%).
 */
export function countTeamGame(t: TeamTally, teams: readonly (readonly number[])[], winners: readonly number[], tie: boolean, first: number): void {
  if (teams.length !== t.byTeam.length) throw new Error(`a tally of ${t.byTeam.length} teams was given a game of ${teams.length}`);
  const teamOf = (seat: number): number => {
    const i = teams.findIndex((m) => m.includes(seat));
    if (i < 0) throw new Error(`seat ${seat} is on no team`);
    return i;
  };
  t.games++;
  if (tie) {
    t.ties++;
    return;
  }
  if (!winners.length) throw new Error('a game with no tie and no winner');
  const w = teamOf(winners[0]!);
  const f = teamOf(first);
  t.byTeam[w]!++;
  // Teams sit in seat order and the turn passes clockwise, so the turn position is the distance from the first.
  t.byTurn[(w - f + teams.length) % teams.length]!++;
}

/** Adds b into a (runs of the same table made with other seeds). */
export function mergeTally(a: TeamTally, b: TeamTally): TeamTally {
  if (a.byTeam.length !== b.byTeam.length) throw new Error(`cannot add a tally of ${b.byTeam.length} teams to one of ${a.byTeam.length}`);
  return {
    games: a.games + b.games,
    ties: a.ties + b.ties,
    byTeam: a.byTeam.map((x, i) => x + b.byTeam[i]!),
    byTurn: a.byTurn.map((x, i) => x + b.byTurn[i]!),
  };
}

/** A share of all games with the half-width of its 95% interval (normal approximation, as the pairings print). */
export function share(wins: number, games: number): { p: number; ci: number } {
  const n = Math.max(1, games);
  const p = wins / n;
  return { p, ci: 1.96 * Math.sqrt((p * (1 - p)) / n) };
}

/**
 * The balance band for a table of N teams (docs/RULINGS.md): each team within 0.7/N–1.3/N of the games, which is
 * the issue's 35–65% at two teams (the Boss against the Challengers, or team against team at 4 players).
 */
export function fairBand(teams: number): [number, number] {
  return [0.7 / teams, 1.3 / teams];
}

/** Whether every team's share, by seats and by turn position, lies in the band (the point estimate). */
export function withinBand(t: TeamTally): boolean {
  return seatsWithinBand(t) && turnsOutOfBand(t) === '';
}

const inBand = (t: TeamTally, w: number): boolean => {
  const [lo, hi] = fairBand(t.byTeam.length);
  const p = w / Math.max(1, t.games);
  return p >= lo && p <= hi;
};

/**
 * The verdict (docs/RULINGS.md): every team's share by its seats lies in the band. The book draws the first
 * player at random, so a team's chance at the table is its seats' share; the turn order is a finding beside it.
 */
export function seatsWithinBand(t: TeamTally): boolean {
  return t.byTeam.every((w) => inBand(t, w));
}

/** The turn positions whose share lies outside the band, as "1. above, 3. below"; '' when none does. */
export function turnsOutOfBand(t: TeamTally): string {
  const [lo] = fairBand(t.byTeam.length);
  return t.byTurn
    .map((w, i) => (inBand(t, w) ? '' : `${i + 1}. ${w / Math.max(1, t.games) < lo ? 'below' : 'above'}`))
    .filter(Boolean)
    .join(', ');
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const letters = 'ABCDEFGH';

/** The teams' names by seats: "the Boss" and "the Challengers" in Boss Battle, else their seat letters. */
export function teamNames(variant: string, teams: readonly (readonly number[])[]): string[] {
  if (variant === 'boss') return ['the Boss', 'the Challengers'];
  return teams.map((m) => m.map((s) => letters[s]).join(','));
}

/** The printed lines for one player count: shares by seats and by turn position, each ± its 95% interval. */
export function tallyLines(label: string, names: readonly string[], t: TeamTally): string[] {
  const [lo, hi] = fairBand(t.byTeam.length);
  const fmt = (w: number): string => {
    const { p, ci } = share(w, t.games);
    return `${pct(p)} ± ${(ci * 100).toFixed(1)}`;
  };
  const turn = (i: number): string => (i === 0 ? 'went 1st' : i === 1 ? '2nd' : i === 2 ? '3rd' : `${i + 1}th`);
  const turnsOut = turnsOutOfBand(t);
  return [
    `  ${label}: ${t.games} games, ties ${pct(t.ties / Math.max(1, t.games))}; band ${pct(lo)}–${pct(hi)} a team: by seats ${seatsWithinBand(t) ? 'within' : 'OUT'}; by turn order ${turnsOut ? `OUT (${turnsOut})` : 'within'}`,
    `    by seats: ${names.map((n, i) => `${n} ${fmt(t.byTeam[i]!)}`).join(', ')}`,
    `    by turn order: ${t.byTurn.map((w, i) => `${turn(i)} ${fmt(w)}`).join(', ')}`,
  ];
}

/** The raw line the sim prints for adding runs up: `tally <variant> <n>p <json>`. */
export function rawLine(variant: string, players: number, t: TeamTally): string {
  return `  tally ${variant} ${players}p ${JSON.stringify(t)}`;
}

/** Reads the raw lines back and adds up the tallies of the same variant and player count. */
export function mergeRawLines(text: string): Map<string, TeamTally> {
  const out = new Map<string, TeamTally>();
  for (const m of text.matchAll(/^\s*tally (\S+) (\d+)p (\{.*\})\s*$/gm)) {
    const key = `${m[1]} ${m[2]}`;
    const t = JSON.parse(m[3]!) as TeamTally;
    const had = out.get(key);
    out.set(key, had ? mergeTally(had, t) : t);
  }
  return out;
}

/**
 * One row of docs/BENCHMARKS.md's table: | table | games | ties | by seats | by turn order | band | verdict by
 * seats | turn order against the band |.
 */
export function markdownRow(label: string, names: readonly string[], t: TeamTally): string {
  const [lo, hi] = fairBand(t.byTeam.length);
  const fmt = (w: number): string => {
    const { p, ci } = share(w, t.games);
    return `${pct(p)} ±${(ci * 100).toFixed(0)}`;
  };
  const seats = names.map((n, i) => `${n} ${fmt(t.byTeam[i]!)}`).join(', ');
  const turns = t.byTurn.map((w, i) => `${i + 1}. ${fmt(w)}`).join(', ');
  const turnsOut = turnsOutOfBand(t);
  return `| ${label} | ${t.games} | ${pct(t.ties / Math.max(1, t.games))} | ${seats} | ${turns} | ${pct(lo)}–${pct(hi)} | ${seatsWithinBand(t) ? 'within' : '**out**'} | ${turnsOut ? `**${turnsOut}**` : 'within'} |`;
}
