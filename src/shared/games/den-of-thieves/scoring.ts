import { CARDS, type CardId } from '../../cards/card';
import { rankTiebreak } from '../../engine/ties';

/**
 * Den of Thieves scoring (page 22), in the order RULINGS.md fixes: slay the Dragons (Dragon Cards), then
 * each Warrior defeats up to two Rogues, then each Rogue left robs one patron (Merchants, then Ladies,
 * then Bards). A Den of Thieves turns the Warriors into Rogues instead. The player's scoring-time choices
 * (declaring a Den, which cards slay a Dragon, which Den members rob under Strong Warriors) are all made
 * for them: every one is tried and the best kept. Tiebreaker: Rank over all seven cards.
 */

/** The n-th Merchant (from 1) is worth MERCHANT_POINTS[n - 1]. */
export const MERCHANT_POINTS: readonly number[] = [1, 2, 2, 3, 3, 4, 4];
export const POINTS = {
  bard: 1,
  lady: 1,
  /** What each Bard adds to each Lady. */
  ladyPerBard: 1,
  warrior: 3,
  /** What each defeated Rogue adds to its Warrior. */
  perDefeat: 1,
  /** In a Den, each Warrior or Rogue that robs nobody. */
  idleDenMember: 2,
  /** Strong Warriors: an idle Warrior in a Den. */
  idleStrongWarrior: 3,
} as const;
export const DEFEATS_PER_WARRIOR = 2;
/** Rogues follow the money. */
export const ROB_ORDER = ['merchants', 'ladies', 'bards'] as const;

/** Dragon Cards: each way to slay one Dragon (printed ranks), and what slaying pays. */
export const SLAYERS: readonly { warriors: number; rogues: number; name: string }[] = [
  { warriors: 2, rogues: 0, name: '2 Warriors' },
  { warriors: 0, rogues: 4, name: '4 Rogues' },
  { warriors: 1, rogues: 2, name: 'a Warrior and 2 Rogues' },
];
export const SLAIN_DRAGON_POINTS = 12;
export const ALL_THREE_DRAGONS_POINTS = 19;

export interface DenRules {
  strongWarriors: boolean;
  dragonCards: boolean;
}

export const denRules = (variants: readonly string[]): DenRules => ({
  strongWarriors: variants.includes('strong-warriors'),
  dragonCards: variants.includes('dragon-cards'),
});

export interface Patrons {
  warriors: number;
  ladies: number;
  bards: number;
  merchants: number;
  rogues: number;
}

export interface DenScore {
  score: number;
  key: number[];
  label: string;
  /** Whether the best scoring declares a Den of Thieves. */
  den: boolean;
  slain: number;
}

export function countPatrons(cards: readonly CardId[]): Patrons & { dragons: number } {
  const n = [0, 0, 0, 0, 0, 0];
  for (const id of cards) n[CARDS[id]!.rank]!++;
  return { dragons: n[0]!, warriors: n[1]!, ladies: n[2]!, bards: n[3]!, merchants: n[4]!, rogues: n[5]! };
}

export function merchantPoints(merchants: number): number {
  let t = 0;
  for (let i = 0; i < merchants; i++) t += MERCHANT_POINTS[Math.min(i, MERCHANT_POINTS.length - 1)]!;
  return t;
}

/** `robbers` rob one patron each, Merchants first, then Ladies, then Bards; returns who is left and how many robbed. */
function rob(p: Patrons, robbers: number): { left: Patrons; robbed: number } {
  const left = { ...p };
  let robbed = 0;
  for (const kind of ROB_ORDER) {
    const k = Math.min(robbers - robbed, left[kind]);
    left[kind] -= k;
    robbed += k;
  }
  return { left, robbed };
}

/** Ladies, Bards and Merchants still in the inn. */
function patronPoints(p: Patrons): number {
  return p.bards * POINTS.bard + p.ladies * (POINTS.lady + POINTS.ladyPerBard * p.bards) + merchantPoints(p.merchants);
}

/** The inn scored the ordinary way: Warriors defeat Rogues, the rest rob. */
export function scoreInn(p: Patrons): number {
  const defeated = Math.min(p.rogues, DEFEATS_PER_WARRIOR * p.warriors);
  const { left } = rob({ ...p, rogues: 0 }, p.rogues - defeated);
  return p.warriors * POINTS.warrior + defeated * POINTS.perDefeat + patronPoints(left);
}

/**
 * The inn declared a Den of Thieves: every Warrior and Rogue robs while there is a patron to rob. Under
 * Strong Warriors the player has the Rogues rob first, so the Warriors are the idle ones (worth 3).
 */
export function scoreDen(p: Patrons, strongWarriors: boolean): number {
  const members = p.warriors + p.rogues;
  const { left, robbed } = rob({ ...p, warriors: 0, rogues: 0 }, members);
  const idle = members - robbed;
  const idleWarriors = strongWarriors ? Math.min(p.warriors, idle) : 0;
  return idleWarriors * POINTS.idleStrongWarrior + (idle - idleWarriors) * POINTS.idleDenMember + patronPoints(left);
}

interface Best {
  score: number;
  den: boolean;
  slain: number;
  slayers: string[];
  /** The inn after the Dragons were slain: what scored. */
  rest: Patrons;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Who was robbed, in words: "2 Merchants and a Lady". */
function robbedWords(before: Patrons, after: Patrons): string {
  const out: string[] = [];
  if (before.merchants > after.merchants) out.push(count(before.merchants - after.merchants, 'Merchant', 'Merchants'));
  if (before.ladies > after.ladies) out.push(count(before.ladies - after.ladies, 'Lady', 'Ladies'));
  if (before.bards > after.bards) out.push(count(before.bards - after.bards, 'Bard', 'Bards'));
  return out.length <= 1 ? (out[0] ?? 'nobody') : `${out.slice(0, -1).join(', ')} and ${out[out.length - 1]}`;
}

/** The patrons left in the inn, each kind with its points: "2 Ladies ×2, 1 Bard 1, 2 Merchants 3". */
function patronWords(p: Patrons): string[] {
  const out: string[] = [];
  if (p.ladies) out.push(`${count(p.ladies, 'Lady', 'Ladies')} ×${POINTS.lady + POINTS.ladyPerBard * p.bards}`);
  if (p.bards) out.push(`${count(p.bards, 'Bard', 'Bards')} ${p.bards * POINTS.bard}`);
  if (p.merchants) out.push(`${count(p.merchants, 'Merchant', 'Merchants')} ${merchantPoints(p.merchants)}`);
  return out;
}

/**
 * How the inn scored, in words (issue 28.2: a total said nothing of whether the hand was a Den or what the
 * Rogues robbed). The same steps as `scoreInn` and `scoreDen`, written out.
 */
export function innWords(p: Patrons, den: boolean, strongWarriors: boolean): string[] {
  const out: string[] = [];
  if (den) {
    const members = p.warriors + p.rogues;
    const { left, robbed } = rob({ ...p, warriors: 0, rogues: 0 }, members);
    const idle = members - robbed;
    const idleWarriors = strongWarriors ? Math.min(p.warriors, idle) : 0;
    const who = [p.warriors ? count(p.warriors, 'Warrior', 'Warriors') : '', p.rogues ? count(p.rogues, 'Rogue', 'Rogues') : ''].filter(Boolean).join(' and ');
    out.push(`a Den of Thieves: ${who || 'nobody'} ${members === 1 ? 'robs' : 'rob'} ${robbedWords(p, left)}`);
    if (idleWarriors) out.push(`${count(idleWarriors, 'idle Warrior', 'idle Warriors')} ×${POINTS.idleStrongWarrior}`);
    if (idle - idleWarriors) out.push(`${count(idle - idleWarriors, 'idle robber', 'idle robbers')} ×${POINTS.idleDenMember}`);
    out.push(...patronWords(left));
    return out;
  }
  const defeated = Math.min(p.rogues, DEFEATS_PER_WARRIOR * p.warriors);
  const robbers = p.rogues - defeated;
  const { left } = rob({ ...p, rogues: 0 }, robbers);
  if (p.warriors) out.push(`${count(p.warriors, 'Warrior', 'Warriors')} ×${POINTS.warrior}`);
  if (defeated) out.push(`${count(defeated, 'Rogue', 'Rogues')} defeated ×${POINTS.perDefeat}`);
  if (robbers) out.push(`${count(robbers, 'Rogue robs', 'Rogues rob')} ${robbedWords(p, left)}`);
  out.push(...patronWords(left));
  return out;
}

/** Every way to slay `dragons` Dragons from these Warriors and Rogues (none: they cannot all be slain). */
function slayings(p: Patrons, dragons: number): { rest: Patrons; names: string[] }[] {
  if (dragons === 0) return [{ rest: p, names: [] }];
  const out: { rest: Patrons; names: string[] }[] = [];
  for (const way of SLAYERS) {
    if (way.warriors > p.warriors || way.rogues > p.rogues) continue;
    const rest = { ...p, warriors: p.warriors - way.warriors, rogues: p.rogues - way.rogues };
    for (const more of slayings(rest, dragons - 1)) out.push({ rest: more.rest, names: [way.name, ...more.names] });
  }
  return out;
}

function best(cards: readonly CardId[], rules: DenRules): Best | null {
  const { dragons, ...p } = countPatrons(cards);
  let top: Best | null = null;
  for (const { rest, names } of slayings(p, dragons)) {
    const slain = dragons * SLAIN_DRAGON_POINTS;
    const plain = scoreInn(rest);
    const den = scoreDen(rest, rules.strongWarriors);
    const pick = den > plain ? { score: slain + den, den: true } : { score: slain + plain, den: false };
    if (!top || pick.score > top.score) top = { ...pick, slain: dragons, slayers: names, rest };
  }
  return top;
}

/** `words`: the label says how the inn scored (a game shown down; the bots' imagined ones need not). */
export function scoreDenOfThieves(cards: readonly CardId[], rules: DenRules, words = false): DenScore {
  const tiebreak = rankTiebreak(cards);
  const dragons = countPatrons(cards).dragons;
  if (dragons === 3) {
    const score = ALL_THREE_DRAGONS_POINTS;
    return { score, key: [score, ...tiebreak], label: `all three Dragons drink together: ${score}`, den: false, slain: 0 };
  }
  const b = best(cards, rules);
  if (!b) {
    const what = dragons === 1 ? 'the Dragon' : 'both Dragons';
    return { score: 0, key: [0, ...tiebreak], label: `could not slay ${what}: 0`, den: false, slain: 0 };
  }
  const parts: string[] = [];
  if (b.slain) parts.push(`slew ${b.slain === 1 ? 'a Dragon' : '2 Dragons'} (${b.slayers.join('; ')})${words ? ` ${b.slain * SLAIN_DRAGON_POINTS}` : ''}`);
  if (words) parts.push(...innWords(b.rest, b.den, rules.strongWarriors));
  else if (b.den) parts.push('a Den of Thieves');
  const label = `${parts.length ? `${parts.join('; ')} = ` : ''}${b.score} point${b.score === 1 ? '' : 's'}`;
  return { score: b.score, key: [b.score, ...tiebreak], label, den: b.den, slain: b.slain };
}
