import { CARDS, isDragon } from '../../cards/card';
import { altersOf, type Holdings } from '../../engine/holdings';
import type { Ctx, GameDef, Step } from '../../engine/game';
import { keepCriteria } from './scoring';
import { inputError, RuleError } from '../../engine/errors';
import { activeSeats, inTurnOrder } from '../../engine/seats';
import { readCard, readDice } from '../../engine/showdown-input';
import { ante, deal, showdown } from '../../engine/steps';
import type { Seat } from '../../engine/types';
import { cardsIn, zoneOf } from '../../engine/zones';
import { rollDie } from '../../rng';
import { bettingRound } from '../../stakes';
import { evaluateKeep, rulesOf } from './scoring';

/**
 * Threes (page 5). Dice are public, so they live in `g`: `roll[seat]` is what a player has just rolled and
 * not yet kept, `keep[seat]` their Keep. With Hidden Fate the face-down card, "the first die in their Keep",
 * is the zone `keep.<seat>` (only its owner sees it until the reveal).
 */
export interface ThreesG {
  /** Dice each player rolls: 5, or 4 with Hidden Fate. */
  dice: number;
  roll: number[][];
  keep: number[][];
}

const g = (c: Ctx<ThreesG>): ThreesG => c.s.g;
const hasDiceToRoll = (c: Ctx<ThreesG>, seat: Seat): boolean => g(c).keep[seat]!.length < g(c).dice;

/** Other Notes: a roll showing one value, or a single die, must all be kept. */
export function forcedKeep(roll: readonly number[]): boolean {
  return roll.length > 0 && roll.every((v) => v === roll[0]);
}

function keepValue(c: Ctx<ThreesG>, seat: Seat, value: number, forced: boolean): void {
  const st = g(c);
  const kept = st.roll[seat]!.filter((v) => v === value);
  st.keep[seat]!.push(...kept);
  st.roll[seat] = [];
  c.events.push({ t: 'kept', seat, value, count: kept.length, forced });
}

/**
 * Steps 2-3 and 5: each player still in with dice left rolls them and adds every die of one value showing to
 * their Keep. Players need not wait for each other, so everyone who has a choice decides at the same time;
 * the dice are public, so nothing is hidden meanwhile. After the roll, if no one has dice left to roll, the
 * Betting Rounds are over (`after` names the step that ends the game).
 */
/** Threes' one decision: the value whose dice join the Keep. */
export type ThreesAction = { t: 'keep'; value: number };

function rollAndKeep(round: number, after: string): Step<ThreesG, ThreesAction> {
  return {
    id: `keep-${round}`,
    title: round === 1 ? 'Roll your dice and choose your Keep' : 'Roll your remaining dice and add to your Keep',
    enter(c) {
      const st = g(c);
      for (const seat of inTurnOrder(c.s, activeSeats(c.s))) {
        if (!hasDiceToRoll(c, seat)) continue;
        const roll = Array.from({ length: st.dice - st.keep[seat]!.length }, () => rollDie(c.rng));
        st.roll[seat] = roll;
        c.events.push({ t: 'rolled', seat, dice: [...roll] });
        if (forcedKeep(roll)) keepValue(c, seat, roll[0]!, true);
      }
    },
    waiting: (c) => inTurnOrder(c.s, activeSeats(c.s).filter((seat) => g(c).roll[seat]!.length > 0)),
    legal: (c, seat) => [...new Set(g(c).roll[seat])].sort((a, b) => a - b).map((value): ThreesAction => ({ t: 'keep', value })),
    check(c, seat, a) {
      const roll = g(c).roll[seat]!;
      if (a.t !== 'keep') throw new RuleError('unknown-action', 'Choose a value showing on your dice to add to your Keep');
      if (!roll.includes(a.value as number)) {
        const faces = [...new Set(roll)].sort((x, y) => x - y).join(', ');
        const what = typeof a.value === 'number' && Number.isInteger(a.value) && Math.abs(a.value) < 1e6 ? `None of your dice shows ${a.value}` : 'Keep a die by its value, a whole number';
        throw new RuleError('illegal-action', `${what}: keep one of ${faces}`);
      }
    },
    act(c, seat, a) {
      keepValue(c, seat, a.value, false);
    },
    next: (c) => (activeSeats(c.s).some((seat) => hasDiceToRoll(c, seat)) ? null : after),
  };
}

function threesSteps(variants: readonly string[]): Step<ThreesG>[] {
  const hiddenFate = variants.includes('hidden-fate');
  const dice = hiddenFate ? 4 : 5;
  // Hidden Fate: "one last Betting Round after all players have 4 dice in their Keep", then the reveal.
  const end = hiddenFate ? 'betting-last' : 'showdown';
  const steps: Step<ThreesG>[] = [ante()];
  if (hiddenFate) steps.push(deal(1, 'keep'));
  for (let round = 1; round <= dice; round++) {
    steps.push(rollAndKeep(round, end));
    // Step 4 comes between Keeps, while anyone still has dice to roll; each Keep takes at least one die.
    if (round < dice) steps.push(bettingRound(`betting-${round}`));
  }
  if (hiddenFate) steps.push(bettingRound('betting-last', 'Last Betting Round'));
  steps.push(showdown(['keep']));
  return steps;
}

function checkCard(card: number, dragons: boolean, where: string): void {
  if (CARDS[card]!.kind === 'grey') inputError(`${where}: Grey cards are never shuffled into the deck`);
  if (isDragon(card) && !dragons) inputError(`${where}: Dragons are only in the deck with the Dragon Cards variant`);
}

/** Every die in front of a player is theirs, kept or not; Hidden Fate adds their face-down card. */
const HOLDINGS: Holdings = {
  seat: [
    { name: 'Keep', kind: 'own-dice', dice: 'keep', alter: true },
    { name: 'roll', kind: 'own-dice', dice: 'roll', alter: true },
    { name: 'face-down card', kind: 'face-down', zone: 'keep', alter: true, variant: 'hidden-fate' },
  ],
  common: { zones: [], dice: [] },
};

export const threes: GameDef<ThreesG, ThreesAction> = {
  id: 'threes',
  name: 'Threes',
  complexity: 'simple',
  players: { min: 2, max: 8 },
  summary: 'Roll 5 dice and keep at least one each roll: the lowest Keep wins, and 3s score nothing.',
  variants: [
    { id: 'fools-luck', name: "Fool's Luck", description: 'A Keep of all different values beats any other; between two, the higher total wins.' },
    { id: 'strength-in-numbers', name: 'Strength in Numbers', description: "A Keep of all one value beats any other (and Fool's Luck); between two, the higher total wins." },
    { id: 'cant-win-with-nothing', name: "Can't Win With Nothing", description: 'A Keep of all 3s loses, even as Strength in Numbers.' },
    { id: 'hidden-fate', name: 'Hidden Fate', description: 'Roll 4 dice; a face-down card is the first die of your Keep (Bards are 3s); one last Betting Round, then reveal.' },
    { id: 'dragon-cards', name: 'Dragon Cards', description: 'With Hidden Fate, a Dragon is any value 1-6, declared when it is revealed.', requires: ['hidden-fate'] },
  ],
  shares: 'allowed',
  // Appendix B: every die in front of a player is theirs, kept or not; Hidden Fate adds their face-down card.
  holdings: HOLDINGS,
  tavern: { allowed: true, alters: altersOf(HOLDINGS), note: 'Your dice, in your Keep or not; with Hidden Fate, your face-down card.' },
  // Cards are only dealt under Hidden Fate: without it there is nothing for a Dragon to be.
  dragonsInDeck: (v) => v.includes('dragon-cards') && v.includes('hidden-fate'),
  init(c) {
    const n = c.s.stacks.length;
    return {
      dice: c.s.config.variants.includes('hidden-fate') ? 4 : 5,
      roll: Array.from({ length: n }, () => []),
      keep: Array.from({ length: n }, () => []),
    };
  },
  steps: threesSteps,
  // What decides between two hands, in words (engine/explain.ts).
  explainKey: keepCriteria,
  evaluate(c, seat) {
    const card = cardsIn(c.s, zoneOf('keep', seat))[0] ?? null;
    return evaluateKeep(c.s.g.keep[seat]!, card, rulesOf(c.s.config.variants));
  },
  showdown(input) {
    const rules = rulesOf(input.variants);
    const hiddenFate = input.variants.includes('hidden-fate');
    const dragons = input.variants.includes('dragon-cards');
    return input.players.map((p, i) => {
      const where = `players[${i}].keep`;
      if (!Array.isArray(p.keep)) inputError(`${where}: expected a list of dice${hiddenFate ? ' and one card' : ''}, like [3, 3, 1, 2, 3]`);
      const items = p.keep as unknown[];
      const named = items.filter((x) => typeof x === 'string');
      if (!hiddenFate && named.length > 0) inputError(`${where}: a Keep holds only dice unless Hidden Fate is played`);
      const dice = readDice(items.filter((x) => typeof x !== 'string'), where, hiddenFate ? 4 : 5);
      if (!hiddenFate) return evaluateKeep(dice, null, rules);
      if (named.length !== 1) inputError(`${where}: with Hidden Fate a Keep holds 4 dice and exactly one card, got ${named.length} cards`);
      const card = readCard(named[0], input.used, where);
      checkCard(card, dragons, where);
      return evaluateKeep(dice, card, rules);
    });
  },
  describe(a, s, seat) {
    if (a.t !== 'keep') return '';
    const count = s.g.roll[seat]?.filter((v: number) => v === a.value).length ?? 0;
    return count > 1 ? `Keep your ${count} dice showing ${a.value}` : `Keep your ${a.value}`;
  },
};
