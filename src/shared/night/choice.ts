import { validateConfig } from '../engine/config';
import { RuleError } from '../engine/errors';
import type { GameDef } from '../engine/game';
import type { GameId, Seat, TableConfig } from '../engine/types';
import { playableGames } from '../games/registry';
import { stakesMode, type Stakes } from '../stakes';
import { STARTING_MONEY, type GameChoice, type Night } from './types';
import { rotated } from '../rotation';

/**
 * The Starting Player's choice: a game, its variants, the Split Rule and the stakes. The table config the
 * choice makes goes through the engine's own `validateConfig`, so a game that needs Shares forces it and
 * one that cannot be played for Shares refuses it, exactly as at a single table.
 */

/** The stakes a night offers (Appendix A: Betting Rounds or Playing for Shares), in the chooser's order. */
export const NIGHT_STAKES: readonly GameChoice['stakes'][] = ['betting', 'shares'];

/** The night's other stakes, tried in order when a choice cannot be played at its own. */
export const otherStakes = (mode: GameChoice['stakes']): GameChoice['stakes'][] => NIGHT_STAKES.filter((m) => m !== mode);

/** The stakes config a choice plays: its mode makes it from the night's Share and minimum-raise option. */
function stakesFor(s: Night, choice: Pick<GameChoice, 'stakes'>): Stakes {
  return stakesMode(choice.stakes).make({ share: s.config.share, minRaise: s.config.minRaise });
}

/** The table a choice makes, with the night's bankrolls as its stacks and the carried remainder in its pot. */
export function tableConfigFor(s: Night, choice: GameChoice, seed: number): TableConfig {
  const config: TableConfig = {
    game: choice.game,
    seats: s.config.seats.map(({ profile: _profile, ...seat }) => seat),
    variants: [...choice.variants],
    stakes: stakesFor(s, choice),
    splitRule: choice.splitRule,
    startingChips: STARTING_MONEY,
    stacks: [...s.money],
    carry: s.carry,
    seed,
    firstStartingPlayer: s.chooser,
  };
  if (choice.options && Object.keys(choice.options).length) config.options = { ...choice.options };
  return config;
}

/** What each player antes for this choice: its stakes mode's ante (a coin when betting, a Share for Shares). */
export function anteFor(s: Night, choice: Pick<GameChoice, 'stakes'>): number {
  return stakesMode(choice.stakes).ante(stakesFor(s, choice));
}

/** Refuses a choice that cannot be played now, with a sentence; returns the checked table config. */
export function checkChoice(s: Night, choice: GameChoice, seed = 0): TableConfig {
  const config = tableConfigFor(s, choice, seed);
  // Before the table's own check, which refuses the same table in a table's words.
  const ante = anteFor(s, choice);
  const able = s.money.filter((m) => m >= ante).length;
  if (able < 2) {
    const what = stakesMode(choice.stakes).anteWords(stakesFor(s, choice));
    throw new RuleError('bad-config', `Only ${able} player${able === 1 ? '' : 's'} can pay ${what}: a player under 25 should ask for a loan first.`);
  }
  validateConfig(config);
  return config;
}

export interface ChoiceOption {
  game: GameId;
  name: string;
  /** Stakes the game may be played with tonight (Shares forced or refused by the game). */
  stakes: ('betting' | 'shares')[];
  /** Why the game cannot be chosen now (player count), or null. */
  refused: string | null;
}

/** What the lobby offers the chooser: every registered game, with the stakes it allows. */
export function choiceOptions(s: Night): ChoiceOption[] {
  return playableGames().map((def) => {
    const stakes: ('betting' | 'shares')[] = [];
    let refused: string | null = null;
    for (const mode of NIGHT_STAKES) {
      try {
        validateConfig(tableConfigFor(s, { ...defaultChoice(def), stakes: mode }, 0));
        stakes.push(mode);
      } catch (e) {
        if (!(e instanceof RuleError)) throw e;
        refused ??= e.message;
      }
    }
    return { game: def.id, name: def.name, stakes, refused: stakes.length ? null : refused };
  });
}

/** The plainest choice of a game: no variants, Merchant's Rule, Betting Rounds unless Shares are required. */
export function defaultChoice(def: GameDef): GameChoice {
  return { game: def.id, variants: [], splitRule: 'merchant', stakes: def.shares === 'required' ? 'shares' : 'betting' };
}

/**
 * A bot's choice until the bots module offers its own chooser: the registered games in turn, from a point
 * fixed by the seat and the games played so far, plain rules, Shares only where the game requires them;
 * if the ante cannot be paid by two players at these stakes, the other stakes are tried. Deterministic.
 */
export function fallbackBotChoice(s: Night, seat: Seat): GameChoice | null {
  for (const def of rotated(playableGames(), s.games.length + seat)) {
    const first = defaultChoice(def);
    for (const choice of [first, ...otherStakes(first.stakes).map((stakes): GameChoice => ({ ...first, stakes }))]) {
      try {
        checkChoice(s, choice);
        return choice;
      } catch (e) {
        if (!(e instanceof RuleError)) throw e;
      }
    }
  }
  return null;
}
