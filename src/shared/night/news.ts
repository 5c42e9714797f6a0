import { gameDef } from '../engine/table';
import { setupWords } from '../engine/setup';
import type { Seat } from '../engine/types';
import { tableConfigFor } from './choice';
import type { GameChoice, Night } from './types';

/**
 * The night's news in words, made from what the night keeps (its games, loans and the game in play), so it
 * is the same after a reload (issue 28.5: the screen's own list was lost) and a bot's choice of variants,
 * Split Rule and stakes is announced as it is made (issue 28.4). Oldest first.
 */
export function nightNews(s: Night): string[] {
  const names = s.config.seats.map((x) => x.name);
  const list = (seats: readonly Seat[]) => {
    const xs = seats.map((x) => names[x] ?? `Seat ${x + 1}`);
    return xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
  };
  const out: string[] = [];
  const loans = (after: number, during: boolean) => {
    for (const l of s.loanLog) {
      if (l.afterGames !== after || l.duringGame !== during) continue;
      out.push(`${names[l.lender]} lends ${l.amount} to ${names[l.borrower]}${during ? ' during the game' : ''}`);
    }
  };
  const games = s.current ? [...s.games, null] : s.games;
  games.forEach((g, k) => {
    loans(k, false);
    const chooser = g ? g.chooser : s.current!.chooser;
    const choice = g ? g.choice : s.current!.choice;
    out.push(`${names[chooser]} chooses game ${k + 1}: ${choiceWords(s, choice)}`);
    const plays = g ? g.plays : s.current!.plays;
    for (const p of plays) if (p.replay) out.push(`Game ${k + 1} was tied: it is played again`);
    loans(k, true);
    if (g) out.push(g.winners.length ? `Game ${g.no}: ${list(g.winners)} won` : `Game ${g.no}: nobody won`);
  });
  if (!s.current) loans(s.games.length, false);
  if (s.finished) {
    out.push(s.finished.reason === 'time' ? 'Time is up: the night is over' : s.finished.reason === 'stuck' ? 'Nobody can play on: the night is over' : 'The last game is over');
  }
  return out;
}

/** A chosen game in words: "King's Council (Betting Round, Dragon Cards · King's Rule · Betting, ante 1)". */
export function choiceWords(s: Night, choice: GameChoice): string {
  const def = gameDef(choice.game);
  return `${def.name} (${setupWords(def, tableConfigFor(s, choice, 0))})`;
}
