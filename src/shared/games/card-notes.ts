import { CARDS, COLOR_NAMES, RANK_NAMES, describeCard, isMammal, type CardId } from '../cards/card';
import type { GameId } from '../engine/types';
import { DISTRICT_NAMES, kindOf } from './city-square/scoring';
import { LEADER_RANK, leaderOfRank, neighbors } from './the-wheel/scoring';

/**
 * What one card is worth, or does, in a given game, in a sentence for the card's tooltip (issue 13.16).
 * Pure and shared, beside each game's rules summary (`<game>/rules.ts`), whose scoring lines it follows:
 * the screen shows these words and computes no rule. The sentence is general (it does not know the hand
 * the card is in), so it never hides a card or reveals one: it names only the card it is asked about.
 */
const RANK_NO = (rank: number): string => `${RANK_NAMES[rank]} = ${rank}`;
const plural = (rank: number): string => (rank === 2 ? 'Ladies' : `${RANK_NAMES[rank]}s`);
/** The ranks of the two Leaders beside this rank's Leader on The Wheel's circle. */
const neighbours = (rank: number): [number, number] => {
  const [a, b] = neighbors(leaderOfRank(rank));
  return [LEADER_RANK[a], LEADER_RANK[b]];
};

type Note = (card: CardId, variants: readonly string[]) => string | null;

const NOTES: Partial<Record<GameId, Note>> = {
  'rogues-and-warriors': (id) => {
    const c = CARDS[id]!;
    if (c.kind === 'dragon') return 'A Dragon takes the rank of your other card; two Dragons are the best hand of all.';
    return `Rank ${c.rank} (${RANK_NO(c.rank)}): your two ranks add up, and the smaller the sum the better the pair.`;
  },
  threes: () => null,
  'kings-council': (id) => {
    const c = CARDS[id]!;
    if (c.kind !== 'standard') return null;
    return `Scores 2 if the King is a ${RANK_NAMES[c.rank]}, 1 if he is ${COLOR_NAMES[c.color]}, 1 if he is a ${isMammal(id) ? 'mammal' : 'bird'}: up to 4.`;
  },
  'jack-of-all-trades': (id) => {
    const c = CARDS[id]!;
    if (c.kind === 'dragon') return 'As a job, a Dragon accepts any one worker; as a worker (Hidden Fate) it is worth 0 and cannot be assigned.';
    return `As a job it takes a worker showing ${c.rank}; as a worker (Hidden Fate) it is worth ${c.rank} while idle. Lowest idle total wins.`;
  },
  doublerogue: (id) => {
    const c = CARDS[id]!;
    if (c.rank === 5) return 'A Rogue: show two Rogues face up and you are out (and pay the penalty).';
    return 'Harmless on its own: only Rogues count, and two face up put you out.';
  },
  'three-kingdoms': (id) => {
    const c = CARDS[id]!;
    if (c.kind !== 'standard') return null;
    const kingdom = COLOR_NAMES[c.color];
    return `In your hand: 2 if the ${kingdom} kingdom wins the war, 1 if it comes second. As a War Card it sets ${kingdom}'s War Value (rank ${c.rank}; lower is stronger).`;
  },
  'dragon-hordes': (id) => {
    const c = CARDS[id]!;
    if (c.kind === 'dragon') return `The ${COLOR_NAMES[c.color]} Dragon Horde: coins on it go to whoever predicts a ${COLOR_NAMES[c.color]} card.`;
    if (c.kind === 'grey') return `The ${RANK_NAMES[c.rank]} Horde: coins on it go to whoever predicts a ${RANK_NAMES[c.rank]}.`;
    return `Revealed, it pays predictions of ${COLOR_NAMES[c.color]} or of a ${RANK_NAMES[c.rank]}.`;
  },
  delve: (id) => {
    const c = CARDS[id]!;
    if (c.kind !== 'standard') return null;
    if (c.rank === 1) return 'A Warrior adventurer defeats any monster.';
    return `An adventurer of rank ${c.rank}: defeats a monster (die) showing ${c.rank} or more.`;
  },
  'spy-network': (id) => {
    const c = CARDS[id]!;
    if (c.kind !== 'standard') return null;
    const next = [c.rank - 1, c.rank + 1].filter((r) => r >= 1 && r <= 5).map((r) => RANK_NAMES[r]).join(' or ');
    return `Links in a chain to a ${next}. Scores 1 in your longest chain, and 1 more if ${COLOR_NAMES[c.color]} is the chain's most common color.`;
  },
  'dragon-hunt': (id) => {
    const c = CARDS[id]!;
    if (c.kind === 'dragon') return `The ${COLOR_NAMES[c.color]} Dragon: if it is hunted, every ${COLOR_NAMES[c.color]} card scores 1.`;
    return `Scores 1 if the hunted Dragon is ${COLOR_NAMES[c.color]}; as a ${RANK_NAMES[c.rank]} it adds a rank to your band (more different ranks score more).`;
  },
  'den-of-thieves': (id) => {
    switch (CARDS[id]!.rank) {
      case 1:
        return 'A Warrior: 3 points, plus 1 for each Rogue it throws out (up to two).';
      case 2:
        return 'A Lady: 1 point, plus 1 for every Bard you hold (if no Rogue robs her).';
      case 3:
        return 'A Bard: 1 point (if no Rogue robs him).';
      case 4:
        return 'A Merchant: Merchants grow in value together (1, 2, 2, 3, 3, 4, 4); the first guest a Rogue robs.';
      case 5:
        return 'A Rogue robs one guest (a Merchant first) unless a Warrior throws him out; in a Den of Thieves an idle Rogue scores 2.';
    }
    return null;
  },
  'city-square': (id) => {
    const c = CARDS[id]!;
    const district = DISTRICT_NAMES[kindOf(id)];
    switch (c.rank) {
      case 0:
        return `Becomes a ${district}.`;
      case 1:
        return `Becomes ${district}: no points, but it patrols the Thieves' Guilds beside it.`;
      case 2:
        return `Becomes an ${district}: 1 point per different kind of district beside it (Guilds do not count).`;
      case 3:
        return `Becomes a ${district}: never fails; 1 point per Barracks beside it.`;
      case 4:
        return `Becomes a ${district}: 1 point for each Market in your largest group of Markets.`;
      case 5:
        return `Becomes a ${district}: unpatrolled, it makes the Estates and Markets beside it fail; patrolled, it scores 1.`;
    }
    return null;
  },
  'the-wheel': (id) => {
    const c = CARDS[id]!;
    if (c.kind === 'grey') return `The ${RANK_NAMES[c.rank]} Leader: ${plural(c.rank)} played on it add 2 to its strength, its neighbours' cards 1.`;
    if (c.kind === 'dragon') return 'Played on any Leader, a Dragon adds 3 to its strength; in hand it scores nothing.';
    const [a, b] = neighbours(c.rank);
    return `In hand: 2 if the ${RANK_NAMES[c.rank]} Leader wins, 1 if the ${RANK_NAMES[a]} or ${RANK_NAMES[b]} Leader wins. Played: +2 to the ${RANK_NAMES[c.rank]}, or +1 to a neighbour.`;
  },
  'heroes-plunder': (id) => {
    const c = CARDS[id]!;
    if (c.kind !== 'standard') return null;
    return `A Rank Set of ${plural(c.rank)} needs ${c.rank}: each card in it scores 1. With a red, a blue and a green ${RANK_NAMES[c.rank]} in a set, 3 more.`;
  },
  'streets-of-greyport': (id) => {
    const c = CARDS[id]!;
    if (c.kind === 'dragon') return 'A Dragon counts as three Rogues: drawing it robs you at once.';
    if (c.rank === 5) return 'A Rogue: shown in front of you when drawn; three Rogues showing and you are robbed.';
    return `Shipped in a one-color Cart, scores ${c.rank} (${RANK_NAMES[c.rank]}).`;
  },
};

/** "blue Bard (Hare)" and, when the game gives it a meaning, what it scores or does there. */
export function cardNote(game: GameId, id: CardId, variants: readonly string[] = []): { name: string; note: string | null } {
  if (!CARDS[id]) return { name: 'an unknown card', note: null };
  return { name: describeCard(id), note: NOTES[game]?.(id, variants) ?? null };
}
