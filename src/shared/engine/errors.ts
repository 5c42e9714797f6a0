import { sentence } from '../sentence';

/**
 * A rule error: a code a program can test and a sentence a player understands. `apply` throws one before
 * it changes anything, so the state the caller holds is untouched.
 */
export type RuleErrorCode =
  | 'game-over'
  | 'not-your-turn'
  | 'unknown-action'
  | 'illegal-action'
  | 'bad-amount'
  | 'stale-action'
  | 'bad-config';

export class RuleError extends Error {
  override name = 'RuleError';
  constructor(
    readonly code: RuleErrorCode,
    message: string,
  ) {
    // Every refusal reads as a sentence (issue 12, item 10), however the message was put together.
    super(sentence(message));
  }
}

/** Bad input from outside a game (a showdown request, a scenario file): exit code 2 in the CLI. */
export class InputError extends Error {
  override name = 'InputError';
}

export function inputError(message: string): never {
  throw new InputError(message);
}
