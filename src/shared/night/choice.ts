import { validateConfig } from '../engine/config';
import { RuleError } from '../engine/errors';
import type { GameDef } from '../engine/game';
import type { GameId, Seat, TableConfig } from '../engine/types';
import { playableGames } from '../games/registry';
import { STARTING_MONEY, type GameChoice, type Night } from './types';

/**
 * The Starting Player's choice: a game, its variants, the Split Rule and the stakes. The table config the
 * choice makes goes through the engine's own `validateConfig`, so a game that needs Shares forces it and
 * one that cannot be played for Shares refuses it, exactly as at a single table.
 */

/** The table a choice makes, with the night's bankrolls as its stacks and the carried remainder in its pot. */
export function tableConfigFor(s: Night, choice: GameChoice, seed: number): TableConfig {
  const config: TableConfig = {
    game: choice.game,
    seats: s.config.seats.map(({ profile: _profile, ...seat }) => seat),
    variants: [...choice.variants],
    stakes: choice.stakes === 'shares' ? { mode: 'shares', share: s.config.share } : { mode: 'betting', minRaise: s.config.minRaise },
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

export function anteFor(s: Night, choice: Pick<GameChoice, 'stakes'>): number {
  return choice.stakes === 'shares' ? s.config.share : 1;
}

/** Refuses a choice that cannot be played now, with a sentence; returns the checked table config. */
export function checkChoice(s: Night, choice: GameChoice, seed = 0): TableConfig {
  const config = tableConfigFor(s, choice, seed);
  // Before the table's own check, which refuses the same table in a table's words.
  const ante = anteFor(s, choice);
  const able = s.money.filter((m) => m >= ante).length;
  if (able < 2) {
    const what = choice.stakes === 'shares' ? `a Share of ${ante}` : 'the ante';
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
    for (const mode of ['betting', 'shares'] as const) {
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
  const games = playableGames();
  for (let k = 0; k < games.length; k++) {
    const def = games[(s.games.length + seat + k) % games.length]!;
    const first = defaultChoice(def);
    const other: GameChoice = { ...first, stakes: first.stakes === 'shares' ? 'betting' : 'shares' };
    for (const choice of [first, other]) {
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
