import { CARDS, isDragon, type CardId } from '../../cards/card';
import type { Criterion } from '../../engine/game';
import type { Evaluation } from '../../engine/game';
import { compareKeys } from '../../engine/ties';

/**
 * Threes scoring (page 5): the lowest total in the Keep wins and 3s score 0. Fool's Luck (every value
 * different) and Strength in Numbers (every value the same) beat any other Keep, Strength in Numbers
 * beating Fool's Luck, and within either the highest total wins. Can't Win With Nothing makes a Keep of all
 * 3s lose, even as Strength in Numbers. No tiebreaker: equal keys split by the Split Rule.
 */
export interface ThreesRules {
  foolsLuck: boolean;
  strengthInNumbers: boolean;
  cantWinWithNothing: boolean;
}

export function rulesOf(variants: readonly string[]): ThreesRules {
  return {
    foolsLuck: variants.includes('fools-luck'),
    strengthInNumbers: variants.includes('strength-in-numbers'),
    cantWinWithNothing: variants.includes('cant-win-with-nothing'),
  };
}

/** A 3 scores nothing; every other value scores its face (RULINGS: also in Fool's Luck and Strength totals). */
export const pointsOf = (value: number): number => (value === 3 ? 0 : value);
export const totalOf = (values: readonly number[]): number => values.reduce((t, v) => t + pointsOf(v), 0);

/** Categories of a Keep, worst first; the key's first number. */
const LOSES = 0, PLAIN = 1, FOOLS_LUCK = 2, STRENGTH = 3;

/** Scores a full Keep of values 1-6 (dice, and with Hidden Fate the card's value). */
export function evaluateValues(values: readonly number[], rules: ThreesRules): Evaluation {
  const total = totalOf(values);
  const shown = [...values].sort((a, b) => a - b).join(' ');
  const distinct = new Set(values).size;
  if (rules.cantWinWithNothing && values.every((v) => v === 3)) {
    return { key: [LOSES, 0], score: total, label: `all 3s (${shown}): Can't Win With Nothing` };
  }
  if (rules.strengthInNumbers && distinct === 1) {
    return { key: [STRENGTH, total], score: total, label: `Strength in Numbers (${shown}): ${total}` };
  }
  if (rules.foolsLuck && distinct === values.length) {
    return { key: [FOOLS_LUCK, total], score: total, label: `Fool's Luck (${shown}): ${total}` };
  }
  return { key: [PLAIN, -total], score: total, label: `${shown}: ${total}` };
}

/** The values a Hidden Fate card may stand for: its rank, or for a Dragon any value 1-6 (declared at the reveal). */
export function cardValues(card: CardId): number[] {
  return isDragon(card) ? [1, 2, 3, 4, 5, 6] : [CARDS[card]!.rank];
}

/**
 * Scores a Keep of dice plus, with Hidden Fate, the face-down card counted as its first die. A Dragon is
 * declared as the value that serves its holder best: keys order every Keep, so the largest own key is the
 * best declaration whatever the others hold.
 */
export function evaluateKeep(dice: readonly number[], card: CardId | null, rules: ThreesRules): Evaluation {
  if (card === null) return evaluateValues(dice, rules);
  let best: Evaluation | null = null;
  for (const v of cardValues(card)) {
    const e = evaluateValues([v, ...dice], rules);
    if (best === null || compareKeys(e.key, best.key) > 0) {
      best = isDragon(card) ? { ...e, label: `${e.label} (Dragon as ${v})` } : e;
    }
  }
  return best!;
}

/** The Keep's key in words: one criterion, no tiebreaker (equal Keeps split the pot by the Split Rule). */
export function keepCriteria(key: readonly number[]): Criterion[] {
  const [kind, v] = [key[0]!, key[1]!];
  const shows =
    kind === LOSES
      ? "all 3s: Can't Win With Nothing"
      : kind === STRENGTH
        ? `Strength in Numbers, a total of ${v}`
        : kind === FOOLS_LUCK
          ? `Fool's Luck, a total of ${v}`
          : `a total of ${-v}`;
  return [{ what: 'the Keep', shows, key: [...key] }];
}
