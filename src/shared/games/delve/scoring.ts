import { CARDS, RANK_NAMES, type CardId } from '../../cards/card';
import { colorCriteria } from '../../engine/explain';
import type { Criterion } from '../../engine/game';
import { colorTiebreak } from '../../engine/ties';

/**
 * Delve scoring (page 15). Each adventurer (card) may fight one monster (die) and defeats it when the die is
 * at least the card's rank; Overkill is the die minus the rank (RULINGS: the sum of defeated dice minus the
 * sum of the ranks used). A Dragon is wild and never overkills. Under Specialists Required the player's own
 * two dice fall only to an exact match (or a Dragon).
 *
 * The player arranges the fight, so the showdown takes the best arrangement: most monsters, then least
 * Overkill. That is a maximum matching of least cost in the bipartite graph cards × dice; with 7 × 7 an
 * exact search over (next card, set of dice already fought) is tiny, so nothing is guessed.
 */
export interface Monster {
  value: number;
  /** Specialists Required: only an exact match (or a Dragon) defeats it. */
  exact: boolean;
}

export interface Fight {
  card: CardId;
  /** Index into the monsters list. */
  monster: number;
  overkill: number;
}

export interface DelveResult {
  defeated: number;
  overkill: number;
  fights: Fight[];
}

/** The Overkill of this card on this monster, or null if it cannot defeat it. */
export function overkillOf(card: CardId, m: Monster): number | null {
  const rank = CARDS[card]!.rank;
  if (rank === 0) return 0; // a Dragon is wild
  if (rank > m.value) return null;
  if (m.exact && rank !== m.value) return null;
  return m.value - rank;
}

/** The best arrangement: most monsters defeated, then least total Overkill. */
export function bestFight(hand: readonly CardId[], monsters: readonly Monster[]): DelveResult {
  if (monsters.length > 20) throw new Error('Delve: too many dice to search');
  // memo[i][mask]: best (defeated, overkill) using cards i.. with the dice in `mask` already taken.
  const memo = new Map<number, { defeated: number; overkill: number; pick: number }>();
  const best = (i: number, mask: number): { defeated: number; overkill: number; pick: number } => {
    if (i === hand.length) return { defeated: 0, overkill: 0, pick: -1 };
    const k = i * (1 << monsters.length) + mask;
    const known = memo.get(k);
    if (known) return known;
    // This card sits the fight out...
    const rest = best(i + 1, mask);
    let out = { defeated: rest.defeated, overkill: rest.overkill, pick: -1 };
    // ...or fights one monster still standing.
    for (let d = 0; d < monsters.length; d++) {
      if (mask & (1 << d)) continue;
      const ok = overkillOf(hand[i]!, monsters[d]!);
      if (ok === null) continue;
      const sub = best(i + 1, mask | (1 << d));
      const defeated = sub.defeated + 1;
      const overkill = sub.overkill + ok;
      if (defeated > out.defeated || (defeated === out.defeated && overkill < out.overkill)) out = { defeated, overkill, pick: d };
    }
    memo.set(k, out);
    return out;
  };
  const top = best(0, 0);
  const fights: Fight[] = [];
  let mask = 0;
  for (let i = 0; i < hand.length; i++) {
    const step = best(i, mask);
    if (step.pick >= 0) {
      fights.push({ card: hand[i]!, monster: step.pick, overkill: overkillOf(hand[i]!, monsters[step.pick]!)! });
      mask |= 1 << step.pick;
    }
  }
  return { defeated: top.defeated, overkill: top.overkill, fights };
}

/** The monsters a player faces: the common dice, then their own two (specialists under the variant). */
export function monstersFor(common: readonly number[], own: readonly number[], specialists: boolean): Monster[] {
  return [...common.map((value) => ({ value, exact: false })), ...own.map((value) => ({ value, exact: specialists }))];
}

export interface DelveEvaluation {
  /** Larger is better: monsters defeated, less Overkill, then the Color tiebreaker over the whole hand. */
  key: number[];
  score: number;
  overkill: number;
  label: string;
  fights: Fight[];
}

/** `words`: the label says each fight (a game shown down; the bots' imagined ones need not). */
export function evaluateDelve(hand: readonly CardId[], common: readonly number[], own: readonly number[], specialists: boolean, words = false): DelveEvaluation {
  const monsters = monstersFor(common, own, specialists);
  const r = bestFight(hand, monsters);
  return {
    key: [r.defeated, -r.overkill, ...colorTiebreak(hand)],
    score: r.defeated,
    overkill: r.overkill,
    label: `${r.defeated} monster${r.defeated === 1 ? '' : 's'} defeated, Overkill ${r.overkill}${words && r.fights.length ? `: ${fightWords(r.fights, monsters, common.length)}` : ''}`,
    fights: r.fights,
  };
}

/**
 * Which adventurer fought which monster (issue 28.2: the five common monsters were left out of the result):
 * "Warrior on a common 6 (Overkill 5), Lady on your 2". Common monsters first, in the order they were rolled.
 */
export function fightWords(fights: readonly Fight[], monsters: readonly Monster[], commons: number): string {
  return [...fights]
    .sort((a, b) => a.monster - b.monster)
    .map((f) => `${RANK_NAMES[CARDS[f.card]!.rank]} on ${f.monster < commons ? 'a common' : 'your'} ${monsters[f.monster]!.value}${f.overkill ? ` (Overkill ${f.overkill})` : ''}`)
    .join(', ');
}

/** The fight's key in words: monsters defeated, then less Overkill (the rulebook's tiebreaker), then Color. */
export function delveCriteria(key: readonly number[]): Criterion[] {
  const [d, o] = [key[0]!, -key[1]!];
  return [
    { what: 'monsters defeated', shows: `${d} monster${d === 1 ? '' : 's'}`, key: [d] },
    { what: 'Overkill (the less wins)', shows: `Overkill ${o}`, key: [-o], tiebreak: true },
    ...colorCriteria(key[2]!),
  ];
}
