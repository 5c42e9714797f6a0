import { legalActions, pendingSeats as tablePending } from '../../../src/shared/engine/table';
import type { Action, GameId, Seat } from '../../../src/shared/engine/types';
import { act, createNight, pendingSeats } from '../../../src/shared/night/night';
import type { GameChoice, Night, NightAction, NightConfig } from '../../../src/shared/night/types';
import { setZones } from '../../helpers/stack';

/** A night of `n` human seats named A, B, C... (humans: nothing moves unless the test says so). */
export function night(n: number, over: Partial<NightConfig> = {}): Night {
  const config: NightConfig = {
    seats: Array.from({ length: n }, (_, i) => ({ name: String.fromCharCode(65 + i), kind: 'human' as const })),
    length: { kind: 'games', games: 10 },
    share: 3,
    minRaise: true,
    seed: 11,
    ...over,
  };
  return createNight(config).night;
}

export function doAct(s: Night, seat: Seat, a: NightAction, now?: number): Night {
  return act(s, seat, a, now).night;
}

export function choice(game: GameId = 'rogues-and-warriors', over: Partial<GameChoice> = {}): GameChoice {
  return { game, variants: [], splitRule: 'merchant', stakes: 'betting', ...over };
}

/** The chooser picks `c` (Rogues and Warriors with Betting Rounds by default). */
export function choose(s: Night, c: GameChoice = choice()): Night {
  return doAct(s, s.chooser, { t: 'choose', choice: c });
}

/** One table action by whoever is awaited, chosen by `pick` from their legal actions. */
export function tableStep(s: Night, pick: (seat: Seat, legal: Action[]) => Action, now?: number): Night {
  const seat = tablePending(s.table!)[0]!;
  return doAct(s, seat, { t: 'table', action: pick(seat, legalActions(s.table!, seat)) }, now);
}

/** Plays the table until the game is over: `winner` checks and calls, every other seat folds. */
export function foldTo(s: Night, winner: Seat, now?: number): Night {
  while (s.phase === 'playing') {
    s = tableStep(s, (seat, legal) => {
      if (seat !== winner) return legal.find((a) => a.t === 'fold') ?? legal[0]!;
      return legal.find((a) => a.t === 'check' || a.t === 'call') ?? legal[0]!;
    }, now);
  }
  return s;
}

/** Plays the table to the end with everyone checking or calling and taking their first choice otherwise. */
export function checkDown(s: Night, now?: number): Night {
  while (s.phase === 'playing') s = tableStep(s, (_, legal) => legal.find((a) => a.t === 'check' || a.t === 'call') ?? legal[0]!, now);
  return s;
}

/** A whole game chosen by the chooser and won by `winner` through folds. */
export function gameWonBy(s: Night, winner: Seat, c?: GameChoice): Night {
  return foldTo(choose(s, c), winner);
}

/** Sets the hands of a Rogues and Warriors table just dealt (notation per seat). */
export function hands(s: Night, byHand: Record<number, string>): Night {
  const out = structuredClone(s);
  setZones(out.table!, Object.fromEntries(Object.entries(byHand).map(([seat, list]) => [`hand.${seat}`, list])));
  return out;
}

/**
 * Moves money between two seats between games, as a game could have: the night's total is kept, so the
 * night stays consistent (tests use it to reach a bankroll without playing the games that make it).
 */
export function shift(s: Night, from: Seat, to: Seat, amount: number): Night {
  const out = structuredClone(s);
  if (out.phase !== 'between') throw new Error('shift: only between games');
  out.money[from]! -= amount;
  out.money[to]! += amount;
  if (out.money[from]! < 0) throw new Error('shift: a bankroll went below 0');
  return out;
}

export { pendingSeats };

import { botAction, botToAct } from '../../../src/shared/night/bots';

/** A night of random-level bots. */
export function botNight(seed: number, n = 4, games = 4): Night {
  return createNight({
    seats: Array.from({ length: n }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const, level: 'random' as const })),
    length: { kind: 'games', games },
    share: 3,
    minRaise: true,
    seed,
  }).night;
}

/** Lets the bots act until `stop` says so or the night ends; returns the night. */
export function runBots(s: Night, stop: (s: Night) => boolean = () => false, max = 50_000): Night {
  for (let i = 0; i < max && s.phase !== 'finished' && !stop(s); i++) {
    const seat = botToAct(s);
    if (seat === null) throw new Error(`No bot can act (phase ${s.phase})`);
    s = act(s, seat, botAction(s, seat)).night;
  }
  return s;
}
