import { chooseGame, decide } from '../bots/index';
import type { Seat } from '../engine/types';
import { viewFor } from '../engine/view';
import { playableGames } from '../games/registry';
import { stakesOf } from '../stakes';
import { fallbackBotChoice, NIGHT_STAKES, otherStakes } from './choice';
import { loanRefusal } from './loans';
import { choiceProblem, pendingSeats } from './night';
import type { GameChoice, Night, NightAction } from './types';

/**
 * Bots at the night: a bot under 25 always asks for a loan (it costs no score and keeps it in the game);
 * a bot Starting Player chooses with the bots' own chooser (bots/choose-game.ts), checked against the
 * night's rules, else with the plain deterministic fallback of choice.ts; at the table a bot decides from
 * its own view only, like everywhere else.
 */

const isBot = (s: Night, seat: Seat): boolean => s.config.seats[seat]?.kind === 'bot';

function botSeed(s: Night, seat: Seat): number {
  return (s.config.seed * 31 + s.version * 7919 + seat) | 0;
}

/** The choice a bot Starting Player makes now, or null if no game can be played yet (a human must borrow). */
export function botChoice(s: Night, seat: Seat): GameChoice | null {
  const cfg = s.config.seats[seat]!;
  try {
    const c = chooseGame({
      seed: botSeed(s, seat),
      allowed: playableGames(),
      players: s.config.seats.length,
      recent: s.games.slice(-3).map((g) => g.choice.game),
      share: s.config.share,
      personality: cfg.personality,
    });
    // The chooser's stakes by their mode's id (it offers a night's stakes only), then the night's others.
    const id = stakesOf(c).id;
    const mine: GameChoice = { game: c.game, variants: c.variants, splitRule: c.splitRule, stakes: NIGHT_STAKES.find((m) => m === id) ?? NIGHT_STAKES[0]! };
    for (const stakes of [mine.stakes, ...otherStakes(mine.stakes)]) {
      const choice: GameChoice = { ...mine, stakes };
      if (choiceProblem(s, choice) === null) return choice;
    }
  } catch {
    // The bots' chooser found nothing that fits: the fallback below walks every game.
  }
  return fallbackBotChoice(s, seat);
}

/** The bot seat that should act next, or null when the night waits for a human (or is over). */
export function botToAct(s: Night): Seat | null {
  if (s.phase === 'finished') return null;
  for (let seat = 0; seat < s.config.seats.length; seat++) if (isBot(s, seat) && loanRefusal(s, seat) === null) return seat;
  for (const seat of pendingSeats(s)) {
    if (!isBot(s, seat)) continue;
    if (s.phase === 'between' && !s.current?.replayDue && botChoice(s, seat) === null) continue;
    return seat;
  }
  return null;
}

/** What the bot at `seat` does now (the caller applies it with `act`). */
export function botAction(s: Night, seat: Seat): NightAction {
  if (loanRefusal(s, seat) === null) return { t: 'borrow' };
  if (s.phase === 'between') {
    if (s.current?.replayDue) return { t: 'replay' };
    const choice = botChoice(s, seat);
    if (!choice) throw new Error(`The bot at seat ${seat} has no game it can choose`);
    return { t: 'choose', choice };
  }
  if (s.phase !== 'playing' || !s.table) throw new Error('botAction: the night is over');
  const cfg = s.config.seats[seat]!;
  const action = decide({
    view: viewFor(s.table, seat),
    level: cfg.level ?? 'normal',
    personality: cfg.personality ?? 'cautious',
    seed: botSeed(s, seat),
  });
  return { t: 'table', action };
}
