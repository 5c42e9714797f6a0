import { CARDS, describeCard, isDragon, type CardId } from '../../cards/card';
import { altersOf, type Holdings } from '../../engine/holdings';
import type { Ctx, GameDef, Step } from '../../engine/game';
import { workersCriteria } from './scoring';
import { inputError, RuleError } from '../../engine/errors';
import { activeSeats, inTurnOrder } from '../../engine/seats';
import { readCards, readDice } from '../../engine/showdown-input';
import { allAtOnce, ante, deal, eachInTurn, showdown } from '../../engine/steps';
import type { Seat } from '../../engine/types';
import { cardsIn, dealInto, moveCard, PUBLIC, zoneOf } from '../../engine/zones';
import { rollDie } from '../../rng';
import { bettingRound } from '../../stakes';
import { cardChoices, describeJob, diceChoices, jobFromCard, jobFromDie, type Job } from './jobs';
import { oneOfEachPick } from '../../engine/faces';
import { evaluateCardWorkers, evaluateDiceWorkers } from './scoring';

/**
 * Jack of All Trades (page 8). Worker dice are public, so they live in `g.workers`. Job cards are the public
 * zones `jobs` (the first three) and `last-call`. Under Hidden Fate the workers are the cards of
 * `workers.<seat>` (only their owner sees them), and assigned cards go face up to the public zone `assigned`.
 */
export type JobSource = 'card' | 'die';

export interface JackG {
  /** Each seat's unassigned worker dice (empty under Hidden Fate, whose workers are cards). */
  workers: number[][];
  /** Hidden Fate: card or die for each of the four jobs, as the Starting Player set them. */
  pattern: JobSource[] | null;
  jobs: Job[];
  /** The values of the workers each seat placed, job by job. */
  placed: number[][][];
}

const JOBS = 4;
const g = (c: Ctx<JackG>): JackG => c.s.g;
const hiddenFate = (c: Ctx<JackG>): boolean => c.s.config.variants.includes('hidden-fate');
const noLastCall = (c: Ctx<JackG>): boolean => c.s.config.variants.includes('no-last-call');
const workerZone = (seat: Seat): string => zoneOf('workers', seat);

/** Step 2: each player takes 5 dice and rolls them. These are their workers. */
const rollWorkers: Step<JackG> = {
  id: 'roll-workers',
  title: 'Roll 5 dice: your workers',
  enter(c) {
    for (const seat of inTurnOrder(c.s, activeSeats(c.s))) {
      const dice = Array.from({ length: 5 }, () => rollDie(c.rng));
      g(c).workers[seat] = dice;
      c.events.push({ t: 'rolled', seat, dice: [...dice] });
    }
  },
};

/** Jack's decisions: Hidden Fate's job pattern; workers placed on a job (dice, or Hidden Fate's cards), or none. */
export type JackAction = { t: 'jobs'; pattern: JobSource[] } | { t: 'assign'; dice: number[] } | { t: 'assign'; cards: CardId[] } | { t: 'pass' };

const PATTERNS: JobSource[][] = Array.from({ length: 1 << JOBS }, (_, bits) =>
  Array.from({ length: JOBS }, (_, k) => ((bits >> (JOBS - 1 - k)) & 1 ? 'die' : 'card')),
);

/** Hidden Fate: before the first Betting Round the Starting Player, having seen their hand, sets each job's source. */
const chooseJobs = eachInTurn<JackAction>({
  id: 'choose-jobs',
  title: 'Starting Player: a card or a die for each of the four jobs',
  who: (c) => inTurnOrder(c.s, activeSeats(c.s)).slice(0, 1),
  legal: () => PATTERNS.map((pattern): JackAction => ({ t: 'jobs', pattern })),
  check(_c, _seat, a) {
    if (a.t !== 'jobs') throw new RuleError('unknown-action', 'Choose a card or a die for each of the four jobs');
    const p = a.pattern as unknown;
    if (!Array.isArray(p) || p.length !== JOBS || p.some((x) => x !== 'card' && x !== 'die')) {
      throw new RuleError('illegal-action', 'Name exactly four jobs, each "card" or "die", e.g. card, die, card, die');
    }
  },
  act(c, seat, a) {
    if (a.t !== 'jobs') return;
    (c.s.g as JackG).pattern = [...a.pattern];
    c.events.push({ t: 'jobs-set', seat, pattern: [...a.pattern] });
  },
});

/** Steps 4 and 8: reveal a card (or, as Hidden Fate set it, roll a die): the next job, the fourth being the Last Call. */
function revealJob(n: number): Step<JackG> {
  const lastCall = n === JOBS;
  return {
    id: `job-${n}`,
    title: lastCall ? 'Reveal the Last Call' : `Reveal job ${n}`,
    enter(c) {
      let job: Job;
      if ((g(c).pattern?.[n - 1] ?? 'card') === 'die') {
        const face = rollDie(c.rng);
        c.events.push({ t: 'rolled', job: n, dice: [face] });
        job = jobFromDie(face, lastCall);
      } else {
        const [card] = dealInto(c, lastCall ? 'last-call' : 'jobs', 1, PUBLIC);
        job = jobFromCard(card!, lastCall);
      }
      g(c).jobs.push(job);
      c.events.push({ t: 'job', n, ...job, text: describeJob(job) });
    },
  };
}

type Assign = Extract<JackAction, { t: 'assign' }>;

function choicesFor(c: Ctx<JackG>, seat: Seat, n: number): Assign[] {
  const job = g(c).jobs[n - 1]!;
  if (hiddenFate(c)) return cardChoices(cardsIn(c.s, workerZone(seat)), job, noLastCall(c)).map((cards) => ({ t: 'assign', cards }));
  return diceChoices(g(c).workers[seat]!, job, noLastCall(c)).map((dice) => ({ t: 'assign', dice }));
}

/** One button per face: two red Wolf Ladies are the same worker to place (`check` accepts either copy). */
function listedChoices(c: Ctx<JackG>, seat: Seat, n: number): Assign[] {
  const all = choicesFor(c, seat, n);
  if (!hiddenFate(c)) return all;
  return oneOfEachPick(all.map((a) => ('cards' in a ? a.cards : []))).map((cards) => ({ t: 'assign', cards }));
}

const sameList = (a: unknown, b: readonly number[]): boolean =>
  Array.isArray(a) && a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Steps 5 and 9: each player may place workers on the job. The choices do not depend on each other, so all
 * decide at once; under Hidden Fate an assignment shows a card, so choices stay secret until all have chosen.
 * Dice are public, so a player with no die the job can take is not asked. Hidden cards are not: asking only
 * the players who hold a card the job takes would tell everyone who holds one, so under Hidden Fate every
 * player with a card left is asked (and may pass).
 */
function assign(n: number): Step<JackG, JackAction> {
  const lastCall = n === JOBS;
  return allAtOnce<JackAction>({
    id: `assign-${n}`,
    title: lastCall ? 'Place workers on the Last Call' : `Place a worker on job ${n}`,
    who: (c) =>
      activeSeats(c.s).filter((seat) => (hiddenFate(c) ? cardsIn(c.s, workerZone(seat)).length > 0 : choicesFor(c, seat, n).length > 0)),
    legal: (c, seat): JackAction[] => [...listedChoices(c, seat, n), { t: 'pass' }],
    check(c, seat, a) {
      if (a.t === 'pass') return;
      if (a.t !== 'assign') throw new RuleError('unknown-action', 'Place a worker on the job, or pass');
      const choices = choicesFor(c, seat, n);
      const field = hiddenFate(c) ? 'cards' : 'dice';
      // A list of whole numbers only: ["36"] or [[36]] must not pass for [36] (issue 12, item 2).
      const list = a[field];
      if (!Array.isArray(list) || !list.every((x) => Number.isInteger(x))) {
        throw new RuleError('illegal-action', `Name your workers as a list of ${field === 'cards' ? 'cards' : 'dice'}, or pass`);
      }
      if (!choices.some((x) => sameList(list, field === 'cards' ? ('cards' in x ? x.cards : []) : 'dice' in x ? x.dice : []))) {
        const job = describeJob(g(c).jobs[n - 1]!);
        throw new RuleError('illegal-action', `Those workers cannot take ${job}. ${explain(c, n)}`);
      }
    },
    resolve(c, picks) {
      for (const seat of inTurnOrder(c.s, Object.keys(picks).map(Number))) {
        const a = picks[seat]!;
        const placed: number[] = [];
        if (a.t === 'assign' && 'cards' in a) {
          for (const card of a.cards) {
            moveCard(c, workerZone(seat), 'assigned', card, PUBLIC);
            placed.push(CARDS[card]!.rank);
          }
        } else if (a.t === 'assign') {
          const workers = g(c).workers[seat]!;
          for (const v of a.dice) workers.splice(workers.indexOf(v), 1);
          placed.push(...a.dice);
        }
        g(c).placed[seat]![n - 1] = placed;
        c.events.push(placed.length ? { t: 'assigned', seat, job: n, values: placed } : { t: 'passed', seat, job: n });
      }
    },
  });
}

function explain(c: Ctx<JackG>, n: number): string {
  const job = g(c).jobs[n - 1]!;
  if (job.any) return 'Any one worker may take it.';
  const many = job.lastCall && !noLastCall(c);
  const match = many ? `all your workers showing ${job.value}` : `one worker showing ${job.value}`;
  if (hiddenFate(c)) return `Place ${match} (a Dragon never works).`;
  return `Place ${match}, or with none a single 6.`;
}

function jackSteps(variants: readonly string[]): Step<JackG>[] {
  const fate = variants.includes('hidden-fate');
  const steps: Step<JackG>[] = [ante()];
  if (fate) steps.push(deal(5, 'workers'), chooseJobs);
  else steps.push(rollWorkers);
  steps.push(bettingRound('betting-1'));
  for (let n = 1; n <= JOBS; n++) {
    steps.push(revealJob(n), assign(n));
    if (n < JOBS) steps.push(bettingRound(`betting-${n + 1}`));
  }
  if (fate) steps.push(bettingRound(`betting-${JOBS + 1}`, 'Final Betting Round'));
  steps.push(showdown(['workers']));
  return steps;
}

/** A player's unassigned workers are their own (dice, or Hidden Fate's cards in hand); jobs and placed workers are common. */
const HOLDINGS: Holdings = {
  seat: [
    { name: 'workers', kind: 'own-dice', dice: 'workers', alter: true, without: 'hidden-fate' },
    { name: 'workers', kind: 'hand', zone: 'workers', alter: true, variant: 'hidden-fate' },
  ],
  common: { zones: ['jobs', 'last-call', 'assigned'], dice: [] },
};

export const jackOfAllTrades: GameDef<JackG, JackAction> = {
  id: 'jack-of-all-trades',
  name: 'Jack of All Trades',
  complexity: 'simple',
  players: { min: 2, max: 8 },
  summary: 'Assign your 5 worker dice to the jobs revealed from the deck: the lowest total left unassigned wins.',
  variants: [
    { id: 'no-last-call', name: 'No Last Call', description: 'The fourth job takes one matching worker, like the first three.' },
    { id: 'hidden-fate', name: 'Hidden Fate', description: 'Your workers are 5 hidden cards; the Starting Player sets each job to a card or a die (a rolled 6 takes any worker).' },
    { id: 'dragon-cards', name: 'Dragon Cards', description: 'A Dragon job takes any one worker; a Dragon worker (Hidden Fate) is worth 0 and never works.' },
  ],
  shares: 'allowed',
  // Appendix B: a player's unassigned workers are their own (dice, or Hidden Fate's cards in hand); jobs are common.
  holdings: HOLDINGS,
  tavern: {
    allowed: true,
    alters: altersOf(HOLDINGS),
    note: 'Only your unassigned workers: your dice, or with Hidden Fate the cards in your hand. Never a job, nor a worker already placed on one.',
  },
  dragonsInDeck: (v) => v.includes('dragon-cards'),
  init(c) {
    const n = c.s.stacks.length;
    return {
      workers: Array.from({ length: n }, () => []),
      pattern: null,
      jobs: [],
      placed: Array.from({ length: n }, () => Array.from({ length: JOBS }, () => [])),
    };
  },
  steps: jackSteps,
  // What decides between two hands, in words (engine/explain.ts).
  explainKey: workersCriteria,
  evaluate(c, seat) {
    if (hiddenFate(c)) return evaluateCardWorkers(cardsIn(c.s, workerZone(seat)));
    return evaluateDiceWorkers(c.s.g.workers[seat]!);
  },
  showdown(input) {
    const fate = input.variants.includes('hidden-fate');
    const dragons = input.variants.includes('dragon-cards');
    // Four jobs take at most one worker each under No Last Call, so at least one of the five is left.
    const fewest = input.variants.includes('no-last-call') ? 1 : 0;
    return input.players.map((p, i) => {
      const where = `players[${i}].workers`;
      if (!fate) return evaluateDiceWorkers(readDice(p.workers, where, [fewest, 5]));
      const hand = readCards(p.workers, input.used, where, [fewest, 5]);
      if (hand.some((id) => CARDS[id]!.kind === 'grey')) inputError(`${where}: Grey cards are never shuffled into the deck`);
      if (!dragons && hand.some(isDragon)) inputError(`${where}: Dragons are only in the deck with the Dragon Cards variant`);
      return evaluateCardWorkers(hand);
    });
  },
  describe(a, s) {
    if (a.t === 'pass') return 'Place no worker';
    if (a.t === 'jobs') {
      const each = a.pattern.map((src, i) => `${i === JOBS - 1 ? 'Last Call' : `job ${i + 1}`} by ${src}`);
      return each.join(', ').replace(/^j/, 'J');
    }
    if (a.t !== 'assign') return '';
    const job = (s.g as JackG).jobs[(s.g as JackG).jobs.length - 1];
    const where = job?.lastCall ? ' on the Last Call' : '';
    if ('cards' in a) return `Place your ${a.cards.map(describeCard).join(' and ')}${where}`;
    const dice = a.dice;
    if (dice.length > 1) return `Place your ${dice.length} workers showing ${dice[0]}${where}`;
    const jack = job !== undefined && !job.any && job.value !== 6 && dice[0] === 6;
    return `Place your ${dice[0]}${jack ? ' (a Jack of All Trades)' : ''}${where}`;
  },
};
