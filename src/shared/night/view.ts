import type { Seat } from '../engine/types';
import { viewFor, type SeatView } from '../engine/view';
import { choiceOptions, type ChoiceOption } from './choice';
import { choiceWords, nightNews } from './news';

/** How many of the night's latest lines of news a view carries. */
const NEWS_SHOWN = 8;
import { loanRefusal, moneyNow } from './loans';
import { legalNightActions, pendingSeats } from './night';
import { scores, standings, type StandingRow } from './standings';
import { LOAN_AMOUNT, LOAN_THRESHOLD, MARKER_VALUE, type GameRecord, type LoanRecord, type SeriesPoint, type Night, type NightAction, type NightLength } from './types';

/**
 * What one seat sees of the night. Everything about the night is public (money, markers, who chose what);
 * the table inside goes through the engine's own per-seat view, the one door for secrets.
 */
export interface NightSeatView {
  id: string;
  seat: Seat;
  version: number;
  phase: Night['phase'];
  names: string[];
  kinds: ('human' | 'bot')[];
  length: NightLength;
  share: number;
  /** Chosen games finished, and the playing time used so far. */
  gamesPlayed: number;
  timeUsedMs: number;
  money: number[];
  loans: number[];
  debts: number[];
  /** Money with markers counted. */
  scores: number[];
  carry: number;
  chooser: Seat;
  /** The chosen game in progress, or waiting to be played again. */
  current: {
    game: string;
    chooser: Seat;
    replayDue: boolean;
    plays: number;
    /** The choice in words: "King's Council (Dragon Cards · King's Rule · Betting, ante 1)" (night/news.ts). */
    words: string;
  } | null;
  pending: Seat[];
  legal: NightAction[];
  /** Why this seat may not borrow now (null when it may). */
  loanRefusal: string | null;
  /**
   * The night's loan terms, for the screens to say: a loan's amount, the money under which a player may ask
   * for one between games, and what a Loan or Debt marker counts at the end.
   */
  loanTerms: { amount: number; under: number; marker: number };
  /** Per seat: it has fewer than `loanTerms.under` money (between games such a seat may ask for a loan). */
  shortOfMoney: boolean[];
  /** The games the chooser may pick from (only for the chooser, between games). */
  choices: ChoiceOption[] | null;
  table: SeatView | null;
  games: GameRecord[];
  loanLog: LoanRecord[];
  /** The night so far in words, the latest last (night/news.ts): kept by the night, so a reload keeps it. */
  news: string[];
  series: SeriesPoint[];
  standings: StandingRow[];
  finished: Night['finished'];
}

export function nightSeatView(s: Night, seat: Seat): NightSeatView {
  const money = moneyNow(s);
  const choosing = s.phase === 'between' && seat === s.chooser && !s.current?.replayDue;
  return {
    id: s.id,
    seat,
    version: s.version,
    phase: s.phase,
    names: s.config.seats.map((x) => x.name),
    kinds: s.config.seats.map((x) => x.kind),
    length: structuredClone(s.config.length),
    share: s.config.share,
    gamesPlayed: s.games.length,
    timeUsedMs: s.clock.usedMs,
    money,
    loans: [...s.loans],
    debts: [...s.debts],
    scores: scores(money, s.loans, s.debts),
    carry: s.phase === 'playing' ? 0 : s.carry,
    chooser: s.chooser,
    current: s.current
      ? { game: s.current.choice.game, chooser: s.current.chooser, replayDue: s.current.replayDue, plays: s.current.plays.length, words: choiceWords(s, s.current.choice) }
      : null,
    pending: pendingSeats(s),
    legal: seat >= 0 ? legalNightActions(s, seat) : [],
    loanRefusal: seat >= 0 ? loanRefusal(s, seat) : null,
    loanTerms: { amount: LOAN_AMOUNT, under: LOAN_THRESHOLD, marker: MARKER_VALUE },
    shortOfMoney: money.map((m) => m < LOAN_THRESHOLD),
    choices: choosing ? choiceOptions(s) : null,
    table: s.table ? viewFor(s.table, seat) : null,
    games: structuredClone(s.games),
    loanLog: structuredClone(s.loanLog),
    news: nightNews(s).slice(-NEWS_SHOWN),
    series: structuredClone(s.series),
    standings: standings(s),
    finished: structuredClone(s.finished),
  };
}
