import type { CardId } from '../cards/card';
import { NotationError, parseCards } from '../cards/notation';
import { inputError } from './errors';

/**
 * Readers for the zones of a showdown request. Each refuses a bad value with a sentence naming where it
 * was ("players[1].hand: ..."); card readers take the request's shared `used` set so two copies of a unique
 * card are refused across all zones.
 */
export function readCards(value: unknown, used: Set<CardId>, where: string, count?: number | [number, number]): CardId[] {
  if (!Array.isArray(value) || value.some((x) => typeof x !== 'string')) inputError(`${where}: expected a list of cards like ["bB.hare", "rR"]`);
  if (typeof count === 'number' && value.length !== count) inputError(`${where}: expected ${count} cards, got ${value.length}`);
  if (Array.isArray(count) && (value.length < count[0] || value.length > count[1])) {
    inputError(`${where}: expected ${count[0]} to ${count[1]} cards, got ${value.length}`);
  }
  try {
    return parseCards(value as string[], used);
  } catch (e) {
    if (e instanceof NotationError) inputError(`${where}: ${e.message}`);
    throw e;
  }
}

export function readCard(value: unknown, used: Set<CardId>, where: string): CardId {
  if (typeof value !== 'string') inputError(`${where}: expected one card like "bB.hare"`);
  return readCards([value], used, where)[0]!;
}

export function readDice(value: unknown, where: string, count?: number | [number, number]): number[] {
  if (!Array.isArray(value) || value.some((x) => !Number.isInteger(x) || x < 1 || x > 6)) inputError(`${where}: expected a list of dice, each a whole number 1 to 6`);
  if (typeof count === 'number' && value.length !== count) inputError(`${where}: expected ${count} dice, got ${value.length}`);
  if (Array.isArray(count) && (value.length < count[0] || value.length > count[1])) {
    inputError(`${where}: expected ${count[0]} to ${count[1]} dice, got ${value.length}`);
  }
  return value as number[];
}
