import { apply, legalActions, newTable, pendingSeats } from '../../src/shared/engine/table';
import type { Action, AnyState, GameId, Seat, TableConfig } from '../../src/shared/engine/types';

/**
 * A table config with sensible defaults for tests: `players` bots named A, B, C..., or humans with the
 * names given (the rulebook's Cliff, Jen, Tom...).
 */
export function config(game: GameId, players: number | string[], over: Partial<TableConfig> = {}): TableConfig {
  return {
    game,
    seats:
      typeof players === 'number'
        ? Array.from({ length: players }, (_, i) => ({ name: String.fromCharCode(65 + i), kind: 'bot' as const }))
        : players.map((name) => ({ name, kind: 'human' as const })),
    variants: [],
    stakes: { mode: 'betting', minRaise: true },
    splitRule: 'merchant',
    startingChips: 100,
    seed: 1,
    ...over,
  };
}

export function table(game: GameId, players: number, over: Partial<TableConfig> = {}): AnyState {
  return newTable(config(game, players, over)).state;
}

/** Applies a list of [seat, action] steps, failing loudly with the engine's sentence. */
export function play(s: AnyState, steps: [Seat, Action][]): AnyState {
  for (const [seat, a] of steps) s = apply(s, seat, a).state;
  return s;
}

/** The single seat whose decision is awaited (fails if none or several). */
export function turn(s: AnyState): Seat {
  const p = pendingSeats(s);
  if (p.length !== 1) throw new Error(`expected one pending seat, got [${p.join(', ')}] at ${s.step.id}`);
  return p[0]!;
}

/** Everyone waiting takes their first legal action until `until` says stop. */
export function playFirstLegal(s: AnyState, until: (s: AnyState) => boolean, max = 500): AnyState {
  for (let i = 0; i < max && !until(s) && s.phase === 'playing'; i++) {
    const seat = pendingSeats(s)[0]!;
    s = apply(s, seat, legalActions(s, seat)[0]!).state;
  }
  return s;
}
