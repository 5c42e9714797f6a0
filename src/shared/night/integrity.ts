import { RuleError } from '../engine/errors';
import { gameDef, moneyOnTable } from '../engine/table';
import { schemaProblem, nightSchema } from './schema';
import { STARTING_MONEY, type Night } from './types';
import { cleanName } from '../names';

/**
 * Whether a value is a whole, consistent night: the schema, then what the schema cannot see — every coin
 * of the night accounted for, as many Loan markers as Debt markers, a table that agrees with the night.
 * Returns the first problem as a sentence, or null. Used on every save read back and by the tests.
 */
export function nightProblem(value: unknown): string | null {
  const shape = schemaProblem(nightSchema, value);
  if (shape) return shape;
  const s = value as Night;
  const n = s.config.seats.length;
  // Names are kept trimmed (createNight): a name stored with spaces around it was not written by this app.
  if (s.config.seats.some((x) => x.name !== cleanName(x.name) || (x.profile !== undefined && x.profile !== cleanName(x.profile)))) {
    return 'config: a player\'s name is stored with spaces around it';
  }
  for (const [name, list] of [['money', s.money], ['loans', s.loans], ['debts', s.debts]] as const) {
    if (list.length !== n) return `${name}: ${list.length} entries for ${n} seats`;
  }
  if (s.chooser >= n) return `chooser: there is no seat ${s.chooser + 1}`;
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  if (sum(s.loans) !== sum(s.debts) || sum(s.loans) !== s.loanLog.length) {
    return `markers: ${sum(s.loans)} Loan and ${sum(s.debts)} Debt markers for ${s.loanLog.length} loans`;
  }
  const night = STARTING_MONEY * n;
  const t = s.table;
  if (t) {
    if (t.config.seats.length !== n || t.stacks.length !== n) return 'table: its seats do not match the night';
    try {
      gameDef(t.config.game);
    } catch (e) {
      if (e instanceof RuleError) return `table: ${e.message} (this version cannot play it)`;
      throw e;
    }
    if (t.totalMoney !== night) return `table: it started with ${t.totalMoney}, the night has ${night}`;
    if (moneyOnTable(t) !== t.totalMoney) return `table: ${moneyOnTable(t)} money on it, ${t.totalMoney} expected`;
  }
  if (s.phase === 'playing') {
    if (!t || t.phase !== 'playing' || !s.current) return 'phase: a game is said to be in play but no table is playing';
  } else {
    if (t && t.phase !== 'over') return 'phase: between games, yet the table is still playing';
    if (sum(s.money) + s.carry !== night) return `money: ${sum(s.money) + s.carry} in the night, ${night} expected`;
    if (s.current?.replayDue && !t?.replay) return 'current: a replay is due but the table has none';
    if (s.current?.replayDue && t && t.stacks.some((x, i) => x !== s.money[i])) return 'table: its stacks differ from the money of the night';
  }
  const history = historyProblem(s);
  if (history) return history;
  if ((s.phase === 'finished') !== (s.finished !== null)) return 'finished: the night\'s end is not recorded consistently';
  return null;
}

/**
 * The night's history agrees with itself (issue 25, item 5: a night whose history was emptied played on):
 * games numbered from 1, the chart's points counting up to the games played, loans taken after games that
 * were played.
 */
function historyProblem(s: Night): string | null {
  const n = s.config.seats.length;
  if (s.games.some((g, i) => g.no !== i + 1)) return 'games: the games played are not numbered 1, 2, 3...';
  if (s.games.some((g) => g.moneyBefore.length !== n || g.moneyAfter.length !== n || g.chooser >= n || g.winners.some((w) => w >= n))) return 'games: a game played names seats the night does not have';
  if (s.config.length.kind === 'games' && s.games.length > s.config.length.games) return `games: ${s.games.length} games played in a night of ${s.config.length.games}`;
  const series = s.series;
  if (series.length === 0 || series[0]!.games !== 0) return 'series: the chart of the night does not start before the first game';
  if (series.some((p, i) => p.money.length !== n || p.score.length !== n || (i > 0 && p.games < series[i - 1]!.games))) return 'series: the chart of the night is out of order';
  if (series[series.length - 1]!.games !== s.games.length) return `series: the chart counts ${series[series.length - 1]!.games} games, the history ${s.games.length}`;
  if (s.loanLog.some((l) => l.afterGames > s.games.length || l.borrower >= n || l.lender >= n)) return 'loans: a loan was taken after games that were never played';
  return null;
}
