import { rngFrom, seedRng, type Rng } from '../rng';
import { playableCharacters } from './content/catalog';
import { applyInPlace, newTavern } from './engine';
import type { GameId } from '../engine/types';
import { refuseChoice, TAVERN_GAMES, variantSets } from './hosted';
import { legalActions } from './legal';
import type { Seat, TAction, TavernConfig, TavernState, TEvent } from './types';

/**
 * Random legal play: a player choosing uniformly among the legal actions of its pending decision. Shared by
 * the simulator and the property tests, so both exercise the engine the same way.
 */

export function randomAction(s: TavernState, seat: Seat, rng: Rng): TAction {
  if (s.pending?.k === 'game') return randomGameChoice(s, rng);
  const legal = legalActions(s, seat);
  if (!legal.length) throw new Error(`seat ${seat} has no legal action`);
  return legal[rng.int(0, legal.length - 1)]!;
}

/**
 * Appendix B's choice at random, from the legal list (`gameChoices`): a plain Round now and then, else one of
 * the twelve games drawn uniformly (not weighted by how many variant sets it has), then "no variants" half the
 * time and one of its other accepted variant sets (`variantSets`) otherwise, under a random Split Rule.
 */
export function randomGameChoice(s: TavernState, rng: Rng, pick?: GameId): TAction {
  if (pick === undefined && rng.int(0, 12) === 0) return { t: 'game', game: null, variants: [], split: 'merchant' };
  const game = pick ?? TAVERN_GAMES[rng.int(0, TAVERN_GAMES.length - 1)]!;
  const split = (['merchant', 'king', 'commoner'] as const)[rng.int(0, 2)]!;
  const sets = variantSets(game);
  const variants = sets.length > 1 && rng.int(0, 1) === 1 ? sets[rng.int(1, sets.length - 1)]! : [];
  const a: TAction = { t: 'game', game, variants: [...variants], split };
  // The sets were judged for two players; a Round's own count is judged again (no allowed game depends on it).
  return refuseChoice(a, s.round?.in.length ?? 2) === null ? a : { t: 'game', game, variants: [], split };
}

/** A random seating: 2–8 players (or `players`), characters drawn with repeats, Prizes on or off. */
export function randomTavernConfig(rng: Rng, players?: number, appendixB = false): TavernConfig {
  const n = players ?? rng.int(2, 8);
  const chars = playableCharacters();
  return {
    seats: Array.from({ length: n }, () => ({ char: chars[rng.int(0, chars.length - 1)]!.key })),
    seed: rng.int(0, 2 ** 30),
    prizes: rng.int(0, 1) === 1,
    ...(appendixB ? { appendixB: true } : {}),
  };
}

export interface PlayOptions {
  maxActions?: number;
  /** Called after every accepted action with its events; throw to fail. */
  after?(s: TavernState, seat: Seat, action: TAction, events: TEvent[]): void;
  /** Chooses the action (default: uniform random). */
  choose?(s: TavernState, seat: Seat, rng: Rng): TAction;
}

/** Plays a game to its end; throws if it does not end within `maxActions`. */
export function playGame(config: TavernConfig, rng: Rng, opts: PlayOptions = {}): { state: TavernState; log: [Seat, TAction][] } {
  const max = opts.maxActions ?? 200_000;
  const s = newTavern(config).state;
  const log: [Seat, TAction][] = [];
  while (!s.over) {
    if (log.length >= max) throw new Error(`no end after ${max} actions`);
    const seat = s.pending?.seat;
    if (seat === undefined) throw new Error('the game waits on no one');
    const a = opts.choose ? opts.choose(s, seat, rng) : randomAction(s, seat, rng);
    const ev = applyInPlace(s, seat, a);
    log.push([seat, a]);
    opts.after?.(s, seat, a, ev);
  }
  return { state: s, log };
}

export function seededRng(seed: number): Rng {
  return rngFrom(seedRng(seed));
}
