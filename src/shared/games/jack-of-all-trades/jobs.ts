import { CARDS, isDragon, type CardId } from '../../cards/card';

/**
 * Which workers may take a job (page 8). One matching worker per job; with no match, one 6 (a Jack of All
 * Trades). On the Last Call, all matching workers (No Last Call: one), or with no match up to one Jack. A
 * Dragon job, or under Hidden Fate a rolled 6, takes any one worker, even on the Last Call. Card workers
 * are 1-5 and a Dragon worker may never be assigned, so cards have no Jack (RULINGS).
 */
export interface Job {
  /** What set the job: a card revealed from the deck or, under Hidden Fate, a rolled die. */
  by: 'card' | 'die';
  /** The value a worker must match (a card's rank, a die's face); 0 for a Dragon. */
  value: number;
  /** A Dragon or a rolled 6: any one worker may take it. */
  any: boolean;
  lastCall: boolean;
}

export function jobFromCard(card: CardId, lastCall: boolean): Job {
  const dragon = isDragon(card);
  return { by: 'card', value: dragon ? 0 : CARDS[card]!.rank, any: dragon, lastCall };
}

export function jobFromDie(face: number, lastCall: boolean): Job {
  return { by: 'die', value: face, any: face === 6, lastCall };
}

const takesAllMatches = (job: Job, noLastCall: boolean): boolean => job.lastCall && !noLastCall && !job.any;

/** Each choice is the list of worker dice placed together; passing is always possible besides. */
export function diceChoices(workers: readonly number[], job: Job, noLastCall: boolean): number[][] {
  const distinct = [...new Set(workers)].sort((a, b) => a - b);
  if (job.any) return distinct.map((v) => [v]);
  const matching = workers.filter((v) => v === job.value);
  if (matching.length > 0) return [takesAllMatches(job, noLastCall) ? matching : [job.value]];
  return workers.includes(6) ? [[6]] : [];
}

/** Card workers (Hidden Fate): each choice names the cards placed together. */
export function cardChoices(hand: readonly CardId[], job: Job, noLastCall: boolean): CardId[][] {
  const assignable = hand.filter((id) => !isDragon(id));
  if (job.any) return assignable.map((id) => [id]);
  const matching = assignable.filter((id) => CARDS[id]!.rank === job.value);
  if (matching.length === 0) return [];
  return takesAllMatches(job, noLastCall) ? [matching] : matching.map((id) => [id]);
}

export function describeJob(job: Job): string {
  const what = job.by === 'die' ? `a rolled ${job.value}` : job.value === 0 ? 'a Dragon' : `a ${job.value}`;
  return `${job.lastCall ? 'the Last Call' : 'a job'}: ${what}${job.any ? ' (any one worker)' : ''}`;
}
